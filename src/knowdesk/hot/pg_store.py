"""Hot questions in PostgreSQL + pgvector (server mode): the same contract as `SqliteHotQuestions`.

Every worker shares one table, so nothing is cached in memory: the first stage (status, shared
tag or untagged) and the cosine top-N run in one SQL query, the lexical re-scoring and the
per-area thresholds are the SQLite store's own. A small table is scanned exactly; from
`hot.hnsw_min_rows` vectors on, the top-N comes from the model's HNSW index (migration 0008)
with the tag stage as a filter of the same index scan. A hit is counted with one atomic
`UPDATE … SET call_count = call_count + 1`, so concurrent hits from many workers are exact; a miss
decides "count it on an active question or a candidate, or insert one" against every live entry under a
transaction-scoped advisory lock, so no two workers create twins.
"""

from __future__ import annotations

import threading
import time
import uuid
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from datetime import datetime
from typing import Any

import numpy as np
import psycopg
from psycopg import sql
from psycopg.types.json import Jsonb

from knowdesk.embeddings import Embeddings
from knowdesk.errors import ConflictError, NotFoundError
from knowdesk.hot.core import HotQuestionsCore
from knowdesk.hot.labels import AreaFits
from knowdesk.hot.scoring import Scorer
from knowdesk.hot.settings import HotSettings
from knowdesk.hot.store import RESCORE_POOL
from knowdesk.hot.thresholds import Thresholds
from knowdesk.ingest.tags import TagDictionary
from knowdesk.stores.contracts.documents import DocumentStoreApi
from knowdesk.stores.contracts.hot import HotMatch, HotQuestion, Scored
from knowdesk.stores.postgres.db import PgDatabase, Row
from knowdesk.stores.sql import Dialect
from knowdesk.stores.sqlite.db import now_iso

_MISS_LOCK = 0x686F7431  # "hot1": serialises candidate decisions across workers

_STAGES = """
WITH pool AS (
    SELECT h.question_id, h.standard_question, h.business_tags, v.embedding
    FROM hot_questions h JOIN hot_question_vectors v ON v.question_id = h.question_id AND v.model = %(model)s
    WHERE h.status = %(status)s
), narrowed AS (
    SELECT * FROM pool
    WHERE cardinality(%(tags)s::text[]) = 0
       OR NOT EXISTS (SELECT 1 FROM pool p WHERE p.business_tags && %(tags)s OR cardinality(p.business_tags) = 0)
       OR business_tags && %(tags)s OR cardinality(business_tags) = 0
)
SELECT question_id, standard_question, business_tags, -(embedding <#> %(q)s) AS cosine
FROM narrowed ORDER BY embedding <#> %(q)s, question_id LIMIT %(k)s
"""


# The same two stages through the model's partial HNSW index: the ORDER BY must be the index's own
# expression (`embedding::vector(dim)`, `model = <literal>`), so both are written into the query.
_HNSW_STAGES = """
WITH scope AS (
    SELECT cardinality(%(tags)s::text[]) = 0 OR NOT EXISTS (
        SELECT 1 FROM hot_questions h JOIN hot_question_vectors v ON v.question_id = h.question_id AND v.model = %(model)s
        WHERE h.status = %(status)s AND (h.business_tags && %(tags)s OR cardinality(h.business_tags) = 0)
    ) AS everything
)
SELECT h.question_id, h.standard_question, h.business_tags, -(v.embedding <#> %(q)s) AS cosine
FROM hot_question_vectors v JOIN hot_questions h ON h.question_id = v.question_id
WHERE v.model = {model} AND h.status = %(status)s
  AND ((SELECT everything FROM scope) OR h.business_tags && %(tags)s OR cardinality(h.business_tags) = 0)
ORDER BY v.embedding::vector({dim}) <=> %(q)s::vector({dim}) LIMIT %(k)s
"""
EF_SEARCH = 256  # as the fragment vectors: candidates per scan, well above the re-scored pool
_TIE_SLACK = 3  # the index returns equal cosines in any order: fetch more, then cut after the exact query's sort
_COUNT_TTL = 60.0  # seconds a worker trusts its count of the model's vectors (exact scan or index)


def hnsw_query(model: str, dim: int) -> sql.Composed:
    """The indexed form of the two stages for one embedding model (module-level so tests can EXPLAIN it)."""
    return sql.SQL(_HNSW_STAGES).format(model=sql.Literal(model), dim=sql.Literal(dim))


def _row(r: Row) -> HotQuestion:
    keys = ("question_id", "standard_question", "business_tags", "call_count", "update_time", "created_time",
            "status", "answer_summary", "source_fragments")  # fmt: skip
    return HotQuestion(**{k: r[k] for k in keys})


class PgHotQuestions(HotQuestionsCore):
    """`HotQuestionAdmin` on PostgreSQL; vectors stay per embedding model as in the SQLite schema."""

    dialect: Dialect = "postgres"

    def __init__(
        self,
        db: PgDatabase,
        embedder: Embeddings,
        documents: DocumentStoreApi,
        tag_dictionary: TagDictionary,
        settings: HotSettings,
        scorer: Scorer,
        thresholds: Thresholds,
        fits: AreaFits | None = None,
    ) -> None:
        super().__init__(db, embedder, documents, tag_dictionary, settings, scorer, thresholds, fits)
        self._indexed: int | None = None  # the dimension whose HNSW index this worker has made sure of
        self._count = (0, -_COUNT_TTL)  # (this model's vectors, when counted)
        self._count_lock = threading.Lock()

    # ------------------------------------------------------------------ the HNSW index
    def ensure_index(self, dim: int) -> None:
        """Make sure this model's partial HNSW index exists (once per worker; cheap when it does)."""
        if self._indexed != dim:
            self.db.query("SELECT knowdesk_hot_vector_index(%s, %s) AS i", (self.embedder.model_id, dim))
            self._indexed = dim

    def use_index(self) -> bool:
        """Whether the table is large enough for the index (counted at most once a minute per worker)."""
        limit = self.settings.hnsw_min_rows
        if limit <= 0:
            return True
        with self._count_lock:
            n, at = self._count
            if time.monotonic() - at >= _COUNT_TTL:
                r = self.db.query_one(
                    "SELECT COUNT(*) AS n FROM hot_question_vectors WHERE model = %s", (self.embedder.model_id,)
                )
                n = int(r["n"]) if r else 0
                self._count = (n, time.monotonic())
        return n >= limit

    # ------------------------------------------------------------------ embedding and scoring
    def _pool(self, conn: psycopg.Connection, vector: np.ndarray, tags: list[str], status: str) -> list[Any]:
        """Both matching stages: the cosine top-N among the questions that pass the tag stage."""
        q = np.asarray(vector, dtype=np.float32)
        params = {"model": self.embedder.model_id, "status": status, "tags": tags, "q": q,
                  "k": max(self.settings.top_k, RESCORE_POOL)}  # fmt: skip
        if not self.use_index():
            return conn.execute(_STAGES, params).fetchall()
        self.ensure_index(len(q))
        with conn.transaction():  # SET LOCAL needs one (a savepoint inside the caller's)
            conn.execute(f"SET LOCAL hnsw.ef_search = {EF_SEARCH}")
            conn.execute("SET LOCAL hnsw.iterative_scan = strict_order")  # filtered scans still fill the pool
            wide = {**params, "k": params["k"] * _TIE_SLACK}
            rows: list[Any] = conn.execute(hnsw_query(self.embedder.model_id, len(q)), wide).fetchall()
        rows.sort(key=lambda r: (-float(r["cosine"]), r["question_id"]))  # the exact query's order, ties included
        return rows[: params["k"]]

    def _rank(
        self, conn: psycopg.Connection, question: str, vector: np.ndarray, tags: list[str], status: str
    ) -> list[Scored]:
        pool = self._pool(conn, vector, tags, status)
        if not pool:
            return []
        cosines = np.array([float(r["cosine"]) for r in pool])
        scores = self.score_candidates(cosines, question, [r["standard_question"] for r in pool],
                                       [list(r["business_tags"]) for r in pool], tags)  # fmt: skip
        ranked = [
            Scored(r["question_id"], r["standard_question"], list(r["business_tags"]), float(c), float(s))
            for r, c, s in zip(pool, cosines, scores, strict=True)
        ]
        ranked.sort(key=lambda s: -s.score)
        return ranked[: self.settings.top_k]

    def search(self, question: str, tags: list[str] | None = None, status: str = "active") -> list[Scored]:
        """The top-k comparison without thresholds or counting (calibration, `hot match`)."""
        return self._rank(self.db.connect(), question, self.embed(question), self.question_tags(question, tags), status)

    # ------------------------------------------------------------------ the QA graph's contract
    def match_vector(self, question: str, vector: np.ndarray, tags: list[str]) -> HotMatch | None:
        """Two-stage match for an already embedded question; a hit counts the call atomically."""
        tags = self.question_tags(question, tags)
        ranked = self._rank(self.db.connect(), question, vector, tags, "active")
        if not ranked:
            return None
        decided = self.hit_area(question, ranked, tags)
        if decided is None:
            return None
        (area, threshold), best = decided, ranked[0]
        r = self.db.query_one(
            "UPDATE hot_questions SET call_count = call_count + 1, update_time = %s "
            "WHERE question_id = %s AND status = 'active' RETURNING answer_summary, source_fragments",
            (now_iso(), best.question_id),
        )
        if r is None:  # retired between the search and now
            return None
        sources, summary = r["source_fragments"], r["answer_summary"]
        return self.hit(ranked, threshold, area, summary, sources)

    def record_answer(self, match: HotMatch, answer: str, fragment_ids: list[str]) -> None:
        """Store the answer as the summary, with the document versions it was built from."""
        sources = self.summary_sources(fragment_ids)
        self.db.query(
            "UPDATE hot_questions SET answer_summary = %s, source_fragments = %s, update_time = %s "
            "WHERE question_id = %s RETURNING question_id",
            (answer, Jsonb(sources), now_iso(), match.question_id),
        )
        match.answer_summary, match.source_fragments, match.summary_fresh = answer, sources, True

    # ------------------------------------------------------------------ the miss path (HotQuestionsCore.record_miss_vector)
    @contextmanager
    def miss_transaction(self) -> Iterator[psycopg.Connection]:
        """A transaction-scoped advisory lock serialises miss decisions across workers; read committed, each
        statement after it sees every entry committed before."""
        self.ensure_index(self.embedder.dim)  # before the transaction: building an index there would hold it up
        with self.db.transaction() as tx:
            tx.execute("SELECT pg_advisory_xact_lock(%s)", (_MISS_LOCK,))
            yield tx

    def ranked(
        self, tx: psycopg.Connection, question: str, vector: np.ndarray, tags: list[str], status: str
    ) -> list[Scored]:
        return self._rank(tx, question, vector, tags, status)

    def count_ask(self, tx: psycopg.Connection, qid: str) -> bool:
        # the row lock re-checks the status: an admin's retire does not take the advisory lock
        row: Any = tx.execute(
            "UPDATE hot_questions SET call_count = call_count + 1, update_time = %s "
            "WHERE question_id = %s AND status != 'retired' RETURNING call_count, status",
            (now_iso(), qid),
        ).fetchone()
        if row is None:
            return False
        if row["status"] == "candidate" and row["call_count"] >= self.settings.promote_after:
            tx.execute("UPDATE hot_questions SET status = 'active' WHERE question_id = %s", (qid,))
        return True

    # ------------------------------------------------------------------ writes
    def _insert(
        self, tx: psycopg.Connection, question: str, tags: list[str], vector: np.ndarray, status: str, **extra: Any
    ) -> str:
        qid = str(uuid.uuid4())
        now = now_iso()
        tx.execute(
            """INSERT INTO hot_questions(question_id, standard_question, business_tags, call_count, update_time,
                                         created_time, answer_summary, status)
               VALUES (%s,%s,%s,%s,%s,%s,%s,%s)""",
            (qid, question, tags, int(extra.get("call_count", 0)), now, now, extra.get("answer_summary"), status),
        )
        tx.execute(
            "INSERT INTO hot_question_vectors(question_id, model, embedding) VALUES (%s,%s,%s)",
            (qid, self.embedder.model_id, np.asarray(vector, dtype=np.float32)),
        )
        return qid

    def add_many(
        self,
        items: Iterable[tuple[str, list[str] | None, str | None]],
        status: str = "active",
        vectors: np.ndarray | None = None,
    ) -> list[str]:
        """Bulk insert (import, benchmarks); `vectors` skips embedding when the caller has them."""
        items = [(q.strip(), self.question_tags(q, t), a) for q, t, a in items if q and q.strip()]
        vecs = vectors if vectors is not None else self.embed_many([q for q, _, _ in items])
        if items:
            self.ensure_index(int(np.asarray(vecs).shape[1]))
        with self.db.transaction() as tx:
            return [
                self._insert(tx, q, tags, v, status, answer_summary=a)
                for (q, tags, a), v in zip(items, vecs, strict=True)
            ]

    def get(self, qid: str) -> HotQuestion:
        r = self.db.query_one("SELECT * FROM hot_questions WHERE question_id = %s", (self.resolve(qid),))
        assert r is not None
        return _row(r)

    def resolve(self, qid: str) -> str:
        """Full id from a unique prefix (admins copy the first 8 characters from `hot list`)."""
        rows = self.db.query("SELECT question_id FROM hot_questions WHERE starts_with(question_id, %s) LIMIT 2", (qid,))
        if not rows:
            raise NotFoundError(f"hot question {qid!r} does not exist (see `knowdesk hot list`)")
        if len(rows) > 1:
            raise ConflictError(f"hot question id prefix {qid!r} is ambiguous; give more characters")
        return str(rows[0]["question_id"])

    def list(self, status: str | None = None, top: int | None = None) -> list[HotQuestion]:
        sql = "SELECT * FROM hot_questions WHERE (%(s)s::text IS NULL OR status = %(s)s)"
        sql += " ORDER BY call_count DESC, update_time DESC LIMIT %(n)s"
        return [_row(r) for r in self.db.query(sql, {"s": status, "n": top})]

    def set_status(self, qid: str, status: str) -> HotQuestion:
        full = self.resolve(qid)
        self.db.query(
            "UPDATE hot_questions SET status = %s, update_time = %s WHERE question_id = %s RETURNING 1",
            (status, now_iso(), full),
        )
        return self.get(full)

    def merge(self, source: str, target: str) -> HotQuestion:
        """Fold `source` into `target`: counts add up, the source is retired."""
        src, dst = self.resolve(source), self.resolve(target)
        if src == dst:
            raise ConflictError("cannot merge a hot question into itself")
        with self.db.transaction() as tx:
            r: Any = tx.execute(
                "SELECT call_count FROM hot_questions WHERE question_id = %s FOR UPDATE", (src,)
            ).fetchone()
            tx.execute(
                "UPDATE hot_questions SET call_count = call_count + %s, update_time = %s WHERE question_id = %s",
                (r["call_count"], now_iso(), dst),
            )
            tx.execute("UPDATE hot_questions SET status = 'retired', call_count = 0 WHERE question_id = %s", (src,))
        return self.get(dst)

    def edit(
        self, qid: str, question: str | None = None, tags: list[str] | None = None, answer: str | None = None
    ) -> HotQuestion:
        """Change text (re-embedded), tags or the answer summary (an admin's answer has no sources)."""
        full = self.resolve(qid)
        vector = self.embed(question) if question else None
        if vector is not None:
            self.ensure_index(len(vector))
        with self.db.transaction() as tx:
            tx.execute(
                """UPDATE hot_questions SET update_time = %(now)s,
                       standard_question = COALESCE(%(q)s, standard_question),
                       business_tags = COALESCE(%(tags)s, business_tags),
                       answer_summary = CASE WHEN %(set_answer)s THEN NULLIF(%(a)s, '') ELSE answer_summary END,
                       source_fragments = CASE WHEN %(set_answer)s THEN '[]'::jsonb ELSE source_fragments END
                   WHERE question_id = %(id)s""",
                {"now": now_iso(), "q": question or None, "tags": tags, "a": answer or "",
                 "set_answer": answer is not None, "id": full},
            )  # fmt: skip
            if vector is not None:
                tx.execute("DELETE FROM hot_question_vectors WHERE question_id = %s", (full,))
                tx.execute(
                    "INSERT INTO hot_question_vectors(question_id, model, embedding) VALUES (%s,%s,%s)",
                    (full, self.embedder.model_id, vector),
                )
        return self.get(full)

    def prune(self, days: int | None = None, dry_run: bool = False, now: datetime | None = None) -> list[HotQuestion]:
        """Retire active and candidate questions whose `update_time` is older than `days` (cold cleanup)."""
        cutoff = self.prune_cutoff(days, now)
        sql = "SELECT * FROM hot_questions WHERE status != 'retired' AND update_time < %s ORDER BY update_time"
        rows = [_row(r) for r in self.db.query(sql, (cutoff,))]
        if rows and not dry_run:
            with self.db.transaction() as tx:
                tx.execute(
                    "UPDATE hot_questions SET status = 'retired' WHERE question_id = ANY(%s)",
                    ([r.question_id for r in rows],),
                )
        return rows
