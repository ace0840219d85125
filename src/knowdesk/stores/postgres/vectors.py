"""Dense vectors in pgvector: one table per embedding model, cosine HNSW, shared by every worker.

The table is created on the first upsert (its dimension is the first vector's) and recorded in
`vector_tables`, like the embedded store's one Chroma collection per model id. The fragments
table stays the source of truth; hits are hydrated through it, as with Chroma.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

import numpy as np

from knowdesk.stores.postgres.db import PgDatabase

EF_SEARCH = 256  # as the Chroma index: small and medium collections are searched near-exactly


class PgVectorIndex:
    """pgvector HNSW (`vector_cosine_ops`, m=16, ef_construction=200); scores are cosine similarity."""

    def __init__(self, db: PgDatabase, model_id: str) -> None:
        self.db = db
        self.model_id = model_id
        self.table = "vectors_" + hashlib.sha1(model_id.encode()).hexdigest()[:12]
        self._ready = False

    def _exists(self) -> bool:
        if not self._ready:
            self._ready = (
                self.db.query_one("SELECT 1 FROM vector_tables WHERE model_id=%s", (self.model_id,)) is not None
            )
        return self._ready

    def _create(self, dim: int) -> None:
        with self.db.transaction() as tx:
            tx.execute("SELECT pg_advisory_xact_lock(hashtext(%s))", (self.table,))
            tx.execute(
                f"""CREATE TABLE IF NOT EXISTS {self.table} (
                        id TEXT PRIMARY KEY, kb TEXT NOT NULL, document_id TEXT NOT NULL, embedding vector({dim}) NOT NULL)"""
            )
            tx.execute(f"CREATE INDEX IF NOT EXISTS {self.table}_kb ON {self.table}(kb)")
            tx.execute(self._hnsw_ddl())
            tx.execute(
                "INSERT INTO vector_tables(model_id, table_name, dim) VALUES (%s,%s,%s) ON CONFLICT DO NOTHING",
                (self.model_id, self.table, dim),
            )
        self._ready = True

    def _hnsw_ddl(self) -> str:
        return f"""CREATE INDEX IF NOT EXISTS {self.table}_hnsw ON {self.table}
                   USING hnsw (embedding vector_cosine_ops) WITH (m = 16, ef_construction = 200)"""

    @contextmanager
    def deferred_index(self, dim: int) -> Iterator[None]:
        """For loading many vectors at once (migration, benchmarks): the HNSW index is dropped and built
        again afterwards, one bulk build being faster than as many incremental inserts while the graph
        fits in the server's `maintenance_work_mem` (with 1 GB, a 256-d build slowed to ~150 vectors/s
        after 600k vectors here). Searches meanwhile are exact scans: correct, slower."""
        if not self._exists():
            self._create(dim)
        with self.db.transaction() as tx:
            tx.execute(f"DROP INDEX IF EXISTS {self.table}_hnsw")
        try:
            yield
        finally:
            with self.db.transaction() as tx:
                tx.execute(self._hnsw_ddl())

    def upsert(self, ids: list[str], vectors: np.ndarray, kbs: list[str], document_ids: list[str]) -> None:
        if not ids:
            return
        vecs = np.asarray(vectors, dtype=np.float32)
        if not self._exists():
            self._create(vecs.shape[1])
        # in id order: two refiners (two workers) upserting overlapping batches then lock rows alike, never
        # each waiting for a row the other holds (a deadlock seen in the concurrent-ingestion test)
        rows = sorted(zip(ids, kbs, document_ids, list(vecs), strict=True), key=lambda r: r[0])
        with self.db.transaction() as tx, tx.cursor() as cur:
            cur.executemany(
                f"""INSERT INTO {self.table}(id, kb, document_id, embedding) VALUES (%s,%s,%s,%s)
                    ON CONFLICT(id) DO UPDATE SET kb=excluded.kb, document_id=excluded.document_id,
                                                  embedding=excluded.embedding""",
                rows,
            )

    def delete(self, ids: list[str]) -> None:
        if ids and self._exists():
            self.db.query(f"DELETE FROM {self.table} WHERE id = ANY(%s) RETURNING id", (list(ids),))

    def drop_kb(self, kb: str) -> None:
        """The knowledge base's vectors of every model (an earlier model's stay after a model change)."""
        with self.db.transaction() as tx:
            for r in tx.execute("SELECT table_name FROM vector_tables").fetchall():
                tx.execute(f"DELETE FROM {r['table_name']} WHERE kb = %s", (kb,))

    def search(
        self, vector: np.ndarray, kbs: list[str] | None, limit: int, exclude: Sequence[str] = ()
    ) -> list[tuple[str, float]]:
        """Nearest fragments of `kbs`, leaving out those of the `exclude`d documents (not in force) in the scan."""
        if not self._exists():
            return []
        q = np.asarray(vector, dtype=np.float32)
        conds = (["kb = ANY(%(kbs)s)"] if kbs is not None else []) + (["document_id <> ALL(%(ex)s)"] if exclude else [])
        where = ("WHERE " + " AND ".join(conds)) if conds else ""
        with self.db.transaction() as tx:
            tx.execute(f"SET LOCAL hnsw.ef_search = {EF_SEARCH}")
            # strict order: the rows under LIMIT are the nearest found, so both backends cut candidates alike
            tx.execute("SET LOCAL hnsw.iterative_scan = strict_order")  # filtered queries still fill `limit`
            rows = tx.execute(
                f"""WITH c AS MATERIALIZED (SELECT id, embedding <=> %(q)s AS d FROM {self.table} {where}
                                            ORDER BY d LIMIT %(limit)s)
                    SELECT id, 1 - d AS score FROM c ORDER BY d, id""",
                {"q": q, "kbs": kbs, "limit": limit, "ex": list(exclude)},
            ).fetchall()
        return [(r["id"], float(r["score"])) for r in rows]  # type: ignore[call-overload]

    def count(self) -> int:
        if not self._exists():
            return 0
        r = self.db.query_one(f"SELECT COUNT(*) AS n FROM {self.table}")
        return int(r["n"]) if r else 0

    def all_ids(self) -> list[str]:
        if not self._exists():
            return []
        return [r["id"] for r in self.db.query(f"SELECT id FROM {self.table} ORDER BY id")]
