"""Hot questions in PostgreSQL + pgvector (server mode): the same contract as `SqliteHotQuestions`.

Every worker shares one table, so nothing is cached in memory: the first stage (status, shared
tag or untagged) and the cosine top-N run in one SQL query, the lexical re-scoring and the
per-area thresholds are the SQLite store's own, and so is every other statement on the rows
(`hot/rows.py`, one SQL for both). A small table is scanned exactly; from
`hot.hnsw_min_rows` vectors on, the top-N comes from the model's HNSW index (migration 0008)
with the tag stage as a filter of the same index scan. A hit is counted with one atomic
`UPDATE … SET call_count = call_count + 1`, so concurrent hits from many workers are exact; a miss
decides "count it on an active question or a candidate, or insert one" against every live entry under a
transaction-scoped advisory lock, so no two workers create twins.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import numpy as np
import psycopg
from psycopg import sql

from knowdesk.hot.rows import RESCORE_POOL, HotRows
from knowdesk.stores.contracts.hot import Scored
from knowdesk.stores.sql import Dialect

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


class PgHotQuestions(HotRows):
    """`HotQuestionAdmin` on PostgreSQL; vectors stay per embedding model as in the SQLite schema."""

    dialect: Dialect = "postgres"

    def _open(self) -> None:
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
        cosines = np.array([float(r["cosine"]) for r in pool])
        rows = [(r["question_id"], r["standard_question"], list(r["business_tags"])) for r in pool]
        return self.top_k(question, rows, cosines, tags)

    def current(self, question: str, vector: np.ndarray, tags: list[str], status: str) -> list[Scored]:
        return self._rank(self.db.connect(), question, vector, tags, status)

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

    # ------------------------------------------------------------------ what the PostgreSQL schema spells its own way
    def _stamp(self, tx: psycopg.Connection) -> dict[str, Any]:
        return {}  # nothing caches the rows: every match reads them

    def _tags(self, tags: list[str]) -> list[str]:
        return tags  # text[]

    def _vector(self, vector: np.ndarray) -> tuple[str, np.ndarray]:
        return "embedding", vector  # pgvector (registered on each connection)

    def _prepare_vectors(self, dim: int) -> None:
        self.ensure_index(dim)  # before the transaction: building an index there would hold it up
