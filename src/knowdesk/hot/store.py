"""The SQLite hot-question store: seed 002's two-stage match, atomic counters, self-growth, freshness.

Implements `HotQuestions` (the QA graph's contract) plus the admin operations behind `knowdesk hot`.
A PostgreSQL + pgvector backend would implement the same methods with `vector <=> query` in SQL.
"""

from __future__ import annotations

import json
import sqlite3
import uuid
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from datetime import datetime

import numpy as np

from knowdesk.embeddings import Embeddings
from knowdesk.errors import ConflictError, NotFoundError
from knowdesk.hot import schema  # noqa: F401 - registers the hot-question migrations
from knowdesk.hot.core import HotQuestionsCore
from knowdesk.hot.labels import AreaFits
from knowdesk.hot.matrix import HotMatrix
from knowdesk.hot.scoring import Scorer
from knowdesk.hot.settings import HotSettings
from knowdesk.hot.thresholds import Thresholds
from knowdesk.ingest.tags import TagDictionary
from knowdesk.stores.contracts.hot import HotMatch, HotQuestion, Scored
from knowdesk.stores.documents import DocumentStore
from knowdesk.stores.sql import Dialect
from knowdesk.stores.sqlite.db import Database, now_iso

RESCORE_POOL = 10  # cosine top-N re-scored with the lexical features before taking the top k


def _row(r: sqlite3.Row) -> HotQuestion:
    return HotQuestion(
        question_id=r["question_id"], standard_question=r["standard_question"],
        business_tags=json.loads(r["business_tags"]), call_count=r["call_count"], update_time=r["update_time"],
        created_time=r["created_time"], status=r["status"], answer_summary=r["answer_summary"],
        source_fragments=json.loads(r["source_fragments"]),
    )  # fmt: skip


def _next_seq(tx: sqlite3.Connection) -> int:
    tx.execute("UPDATE hot_state SET seq = seq + 1 WHERE id = 1")
    return int(tx.execute("SELECT seq FROM hot_state WHERE id = 1").fetchone()[0])


class SqliteHotQuestions(HotQuestionsCore):
    """Hot questions in the embedded SQLite database, matched through an in-memory vector matrix."""

    dialect: Dialect = "sqlite"

    def __init__(
        self,
        db: Database,
        embedder: Embeddings,
        documents: DocumentStore,
        tag_dictionary: TagDictionary,
        settings: HotSettings,
        scorer: Scorer,
        thresholds: Thresholds,
        fits: AreaFits | None = None,
    ) -> None:
        super().__init__(db, embedder, documents, tag_dictionary, settings, scorer, thresholds, fits)
        self.matrix = HotMatrix(embedder.model_id, embedder.dim, self.embed_many)

    # ------------------------------------------------------------------ embedding
    # ------------------------------------------------------------------ the QA graph's contract
    def match_vector(self, question: str, vector: np.ndarray, tags: list[str]) -> HotMatch | None:
        """Two-stage match for an already embedded question; a hit counts the call atomically."""
        tags = self.question_tags(question, tags)
        self.matrix.refresh(self.db.connect())
        ranked = self._rank(question, vector, tags, "active")
        if not ranked:
            return None
        decided = self.hit_area(question, ranked, tags)
        if decided is None:
            return None
        (area, threshold), best = decided, ranked[0]
        conn = self.db.connect()
        cur = conn.execute(
            "UPDATE hot_questions SET call_count = call_count + 1, update_time = ? "
            "WHERE question_id = ? AND status = 'active'",
            (now_iso(), best.question_id),
        )
        if cur.rowcount != 1:  # retired between the refresh and now
            return None
        r = conn.execute(
            "SELECT answer_summary, source_fragments FROM hot_questions WHERE question_id = ?", (best.question_id,)
        ).fetchone()
        sources = json.loads(r["source_fragments"])
        summary = r["answer_summary"]
        return self.hit(ranked, threshold, area, summary, sources)

    def record_answer(self, match: HotMatch, answer: str, fragment_ids: list[str]) -> None:
        """Store the answer as the summary, with the document versions it was built from."""
        sources = self.summary_sources(fragment_ids)
        self.db.connect().execute(
            "UPDATE hot_questions SET answer_summary = ?, source_fragments = ?, update_time = ? WHERE question_id = ?",
            (answer, json.dumps(sources, ensure_ascii=False), now_iso(), match.question_id),
        )
        match.answer_summary, match.source_fragments, match.summary_fresh = answer, sources, True

    # ------------------------------------------------------------------ the miss path (HotQuestionsCore.record_miss_vector)
    @contextmanager
    def miss_transaction(self) -> Iterator[sqlite3.Connection]:
        """BEGIN IMMEDIATE holds SQLite's one write lock, across threads and processes; the matrix is then
        brought up to date from inside it, so the decision sees every entry committed before."""
        with self.db.transaction() as tx:
            self.matrix.refresh(tx)
            yield tx

    def ranked(
        self, tx: sqlite3.Connection, question: str, vector: np.ndarray, tags: list[str], status: str
    ) -> list[Scored]:
        return self._rank(question, vector, tags, status)

    def count_ask(self, tx: sqlite3.Connection, qid: str) -> bool:
        row = tx.execute(
            "UPDATE hot_questions SET call_count = call_count + 1, update_time = ? "
            "WHERE question_id = ? AND status != 'retired' RETURNING call_count, status",
            (now_iso(), qid),
        ).fetchone()
        if row is None:
            return False
        if row["status"] == "candidate" and row["call_count"] >= self.settings.promote_after:
            tx.execute(
                "UPDATE hot_questions SET status = 'active', seq = ? WHERE question_id = ?", (_next_seq(tx), qid)
            )
        return True

    # ------------------------------------------------------------------ scoring
    def _rank(self, question: str, vector: np.ndarray, tags: list[str], status: str) -> list[Scored]:
        pool = self.matrix.search(vector, tags, status, max(self.settings.top_k, RESCORE_POOL))
        if not pool:
            return []
        rows = [self.matrix.row(i) for i, _ in pool]
        cosines = np.array([c for _, c in pool])
        scores = self.score_candidates(
            cosines, question, [r.standard_question for r in rows], [list(r.tags) for r in rows], tags
        )
        ranked = [
            Scored(r.question_id, r.standard_question, list(r.tags), float(c), float(s))
            for r, c, s in zip(rows, cosines, scores, strict=True)
        ]
        ranked.sort(key=lambda s: -s.score)
        return ranked[: self.settings.top_k]

    def search(self, question: str, tags: list[str] | None = None, status: str = "active") -> list[Scored]:
        """The top-k comparison without thresholds or counting (calibration, `hot match`)."""
        self.matrix.refresh(self.db.connect())
        return self._rank(question, self.embed(question), self.question_tags(question, tags), status)

    # ------------------------------------------------------------------ writes
    def _insert(
        self, tx: sqlite3.Connection, question: str, tags: list[str], vector: np.ndarray, status: str, **extra: object
    ) -> str:
        qid = str(uuid.uuid4())
        now = now_iso()
        tx.execute(
            """INSERT INTO hot_questions(question_id, standard_question, business_tags, call_count, update_time,
                                         created_time, answer_summary, source_fragments, status, seq)
               VALUES (?,?,?,?,?,?,?,?,?,?)""",
            (qid, question, json.dumps(tags, ensure_ascii=False), int(extra.get("call_count", 0)),  # type: ignore[call-overload]
             now, now, extra.get("answer_summary"), "[]", status, extra.get("seq") or _next_seq(tx)),
        )  # fmt: skip
        tx.execute(
            "INSERT INTO hot_question_vectors(question_id, model, vector) VALUES (?,?,?)",
            (qid, self.embedder.model_id, np.asarray(vector, dtype=np.float32).tobytes()),
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
        with self.db.transaction() as tx:
            seq = _next_seq(tx)
            return [
                self._insert(tx, q, tags, v, status, answer_summary=a, seq=seq)
                for (q, tags, a), v in zip(items, vecs, strict=True)
            ]

    def get(self, qid: str) -> HotQuestion:
        r = self.db.query_one("SELECT * FROM hot_questions WHERE question_id = ?", (self.resolve(qid),))
        assert r is not None
        return _row(r)

    def resolve(self, qid: str) -> str:
        """Full id from a unique prefix (admins copy the first 8 characters from `hot list`)."""
        rows = self.db.query("SELECT question_id FROM hot_questions WHERE question_id LIKE ? LIMIT 2", (qid + "%",))
        if not rows:
            raise NotFoundError(f"hot question {qid!r} does not exist (see `knowdesk hot list`)")
        if len(rows) > 1:
            raise ConflictError(f"hot question id prefix {qid!r} is ambiguous; give more characters")
        return str(rows[0]["question_id"])

    def list(self, status: str | None = None, top: int | None = None) -> list[HotQuestion]:
        sql, params = "SELECT * FROM hot_questions", []
        if status:
            sql += " WHERE status = ?"
            params.append(status)
        sql += " ORDER BY call_count DESC, update_time DESC"
        if top:
            sql += " LIMIT ?"
            params.append(top)
        return [_row(r) for r in self.db.query(sql, params)]

    def set_status(self, qid: str, status: str) -> HotQuestion:
        full = self.resolve(qid)
        with self.db.transaction() as tx:
            tx.execute(
                "UPDATE hot_questions SET status = ?, update_time = ?, seq = ? WHERE question_id = ?",
                (status, now_iso(), _next_seq(tx), full),
            )
        return self.get(full)

    def merge(self, source: str, target: str) -> HotQuestion:
        """Fold `source` into `target`: counts add up, the source is retired."""
        src, dst = self.resolve(source), self.resolve(target)
        if src == dst:
            raise ConflictError("cannot merge a hot question into itself")
        with self.db.transaction() as tx:
            n = tx.execute("SELECT call_count FROM hot_questions WHERE question_id = ?", (src,)).fetchone()[0]
            tx.execute(
                "UPDATE hot_questions SET call_count = call_count + ?, update_time = ? WHERE question_id = ?",
                (n, now_iso(), dst),
            )
            tx.execute(
                "UPDATE hot_questions SET status = 'retired', call_count = 0, seq = ? WHERE question_id = ?",
                (_next_seq(tx), src),
            )
        return self.get(dst)

    def edit(
        self, qid: str, question: str | None = None, tags: list[str] | None = None, answer: str | None = None
    ) -> HotQuestion:
        """Change text (re-embedded), tags or the answer summary (an admin's answer has no sources)."""
        full = self.resolve(qid)
        vector = self.embed(question) if question else None
        with self.db.transaction() as tx:
            sets, params = ["update_time = ?", "seq = ?"], [now_iso(), _next_seq(tx)]
            if question:
                sets.append("standard_question = ?")
                params.append(question)
            if tags is not None:
                sets.append("business_tags = ?")
                params.append(json.dumps(tags, ensure_ascii=False))
            if answer is not None:
                sets += ["answer_summary = ?", "source_fragments = '[]'"]
                params.append(answer or None)
            tx.execute(f"UPDATE hot_questions SET {', '.join(sets)} WHERE question_id = ?", [*params, full])
            if vector is not None:
                tx.execute("DELETE FROM hot_question_vectors WHERE question_id = ?", (full,))
                tx.execute(
                    "INSERT INTO hot_question_vectors(question_id, model, vector) VALUES (?,?,?)",
                    (full, self.embedder.model_id, vector.tobytes()),
                )
        return self.get(full)

    def prune(self, days: int | None = None, dry_run: bool = False, now: datetime | None = None) -> list[HotQuestion]:
        """Retire active and candidate questions whose `update_time` is older than `days` (cold cleanup)."""
        cutoff = self.prune_cutoff(days, now)
        rows = [
            _row(r)
            for r in self.db.query(
                "SELECT * FROM hot_questions WHERE status != 'retired' AND update_time < ? ORDER BY update_time",
                (cutoff,),
            )
        ]
        if rows and not dry_run:
            with self.db.transaction() as tx:
                seq = _next_seq(tx)
                tx.executemany(
                    "UPDATE hot_questions SET status = 'retired', seq = ? WHERE question_id = ?",
                    [(seq, r.question_id) for r in rows],
                )
        return rows
