"""The fast first-pass vectors in PostgreSQL: `FastIndex` with its table and SQL moved to the server.

Preparing (cache lookups, embedding) and searching (an exact numpy matrix per worker, reloaded when
the table's row count or newest sequence number moves) are `FastIndex`'s own; only the reads and
writes change, so a fragment is dense-searchable the moment its ingest transaction commits, on
every worker.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import psycopg

from knowdesk.indexing.fast_index import FastBatch, FastIndex, _Matrix


class PgFastIndex(FastIndex):
    def write(self, tx: psycopg.Connection, batch: FastBatch) -> None:  # type: ignore[override]
        with tx.cursor() as cur:
            cur.executemany(
                "INSERT INTO embedding_cache(embed_hash, model, vector) VALUES (%s,%s,%s) ON CONFLICT DO NOTHING",
                [(h, self.model_id, v) for h, v in batch.new_cache],
            )
            cur.executemany(
                """INSERT INTO fast_vectors(fragment_id, kb, model, vector) VALUES (%s,%s,%s,%s)
                   ON CONFLICT(fragment_id) DO UPDATE SET kb=excluded.kb, model=excluded.model, vector=excluded.vector""",
                [(i, kb, self.model_id, v) for i, kb, v in zip(batch.ids, batch.kbs, batch.vectors, strict=True)],
            )

    def backfill(self, batch: int = 2000) -> int:
        """Give fragments stored without a vector of this fast model one."""
        done = 0
        while True:
            rows = self.store.db.query(
                """SELECT f.id FROM fragments f LEFT JOIN fast_vectors v ON v.fragment_id = f.id
                   WHERE v.fragment_id IS NULL OR v.model != %s ORDER BY f.rowid LIMIT %s""",
                (self.model_id, batch),
            )
            if not rows:
                return done
            frags = list(self.store.fragments_by_ids([r["id"] for r in rows]).values())
            prepared = self.prepare(frags)
            with self.store.db.transaction() as tx:
                self.write(tx, prepared)
            done += len(frags)

    def _load(self) -> _Matrix:
        r: Any = self.store.db.query_one(
            "SELECT COUNT(*) AS n, COALESCE(MAX(seq), 0) AS s FROM fast_vectors WHERE model=%s", (self.model_id,)
        )
        key = (int(r["n"]), int(r["s"]))
        with self._lock:
            if self._matrix is not None and self._matrix.key == key:
                return self._matrix
            rows = self.store.db.query(
                "SELECT fragment_id, kb, vector FROM fast_vectors WHERE model=%s ORDER BY seq", (self.model_id,)
            )
            dim = len(rows[0]["vector"]) // 4 if rows else 1
            m = np.frombuffer(b"".join(bytes(x["vector"]) for x in rows), dtype=np.float32).reshape(len(rows), dim)
            self._matrix = _Matrix(key, [x["fragment_id"] for x in rows], np.array([x["kb"] for x in rows]), m)
            return self._matrix
