"""The fast first-pass dense signal: small vectors in a table, searched exactly with numpy.

Written in the ingest transaction (so a fragment is never searchable without it) and cached by
content hash like every other vector. The whole table for the current fast model is held in memory
as one matrix and reloaded only when the table changed: triggers replace a random token in
`fast_vectors_generation` in the transaction of every statement that changes the table (insert, upsert of
a vector in place, delete, cascaded delete of a fragment, document or knowledge base), so a search reads
one tiny row instead of counting the table (≈ 20 ms at 100,000 rows), and a commit from any process or
worker is seen by the next search. One SQL for both backends (the document store's `Sql`): in server mode
the tables are PostgreSQL's (0005, 0024), so a fragment is dense-searchable the moment its ingest
transaction commits, on every worker.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from knowdesk.embeddings import Embeddings
from knowdesk.models import Fragment
from knowdesk.stores.contracts.documents import DocumentStoreApi, FragmentRow, embed_hash, embed_text
from knowdesk.stores.sqlite.migrations import register_migrations

register_migrations(
    [
        (
            "indexing_0001_fast_vectors",
            """
CREATE TABLE fast_vectors (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    fragment_id TEXT NOT NULL UNIQUE REFERENCES fragments(id) ON DELETE CASCADE,
    kb TEXT NOT NULL,
    model TEXT NOT NULL,
    vector BLOB NOT NULL
);
CREATE INDEX fast_vectors_model ON fast_vectors(model);
""",
        ),
        # the matrix's change signal (PostgreSQL: 0024, statement triggers); SQLite's writers are serial, so one row
        (
            "indexing_0002_fast_vectors_generation",
            """
CREATE TABLE fast_vectors_generation (token BLOB NOT NULL);
INSERT INTO fast_vectors_generation (token) VALUES (randomblob(16));
CREATE TRIGGER fast_vectors_inserted AFTER INSERT ON fast_vectors
BEGIN UPDATE fast_vectors_generation SET token = randomblob(16); END;
CREATE TRIGGER fast_vectors_updated AFTER UPDATE ON fast_vectors
BEGIN UPDATE fast_vectors_generation SET token = randomblob(16); END;
CREATE TRIGGER fast_vectors_deleted AFTER DELETE ON fast_vectors
BEGIN UPDATE fast_vectors_generation SET token = randomblob(16); END;
""",
        ),
    ]
)


@dataclass
class FastBatch:
    """Vectors prepared outside the write transaction, written inside it."""

    ids: list[str]
    kbs: list[str]
    vectors: list[bytes]
    new_cache: list[tuple[str, bytes]]


@dataclass
class _Matrix:
    key: tuple[bytes, ...]  # the change tokens it was read under
    ids: list[str]
    kbs: np.ndarray
    m: np.ndarray
    masks: dict[tuple[str, ...], np.ndarray] = field(default_factory=dict)  # kb scope → rows in it
    docs: np.ndarray | None = None  # each row's document id, built on the first search that leaves some out

    def without(self, documents: Sequence[str]) -> np.ndarray:
        """Rows not of these documents (a fragment's id begins with its document's id)."""
        if self.docs is None:
            self.docs = np.array([i.rsplit("-", 1)[0] for i in self.ids])
        return ~np.isin(self.docs, list(documents))

    def mask(self, kbs: list[str]) -> np.ndarray:
        """Rows of these knowledge bases (comparing strings per row per query cost ~1 ms at 10k rows)."""
        key = tuple(sorted(set(kbs)))
        if key not in self.masks:
            self.masks[key] = np.isin(self.kbs, key)
        return self.masks[key]


class FastIndex:
    """First-pass vectors for every fragment (exact cosine search; the model is tiny)."""

    def __init__(self, store: DocumentStoreApi, embedder: Embeddings) -> None:
        self.store = store
        self.embedder = embedder
        self.model_id = embedder.model_id
        self.embed_calls = 0  # texts actually embedded (tests check the cache works)
        self._matrix: _Matrix | None = None
        self._lock = threading.Lock()

    # ------------------------------------------------------------------ writing
    def prepare(self, fragments: Sequence[Fragment | FragmentRow], kb: str | None = None) -> FastBatch:
        """Vectors for these fragments, from the cache where possible (no write yet)."""
        hashes = [embed_hash(f) for f in fragments]
        cache = self.store.cached_vectors(list(set(hashes)), self.model_id)
        missing: dict[str, str] = {}
        for f, h in zip(fragments, hashes, strict=True):
            if h not in cache and h not in missing:
                missing[h] = embed_text(f)
        new: list[tuple[str, bytes]] = []
        if missing:
            vecs = self.embedder.embed_passages(list(missing.values()))
            self.embed_calls += len(missing)
            new = [(h, np.asarray(v, dtype=np.float32).tobytes()) for h, v in zip(missing, vecs, strict=True)]
            cache.update(dict(new))
        kbs = [kb or getattr(f, "kb", "") for f in fragments]
        return FastBatch([f.id for f in fragments], kbs, [cache[h] for h in hashes], new)

    def write(self, tx: Any, batch: FastBatch) -> None:
        """Within the ingest transaction `tx` (the document store's `db.transaction()`)."""
        t = self.store.sql.within(tx)
        t.execute_many(
            "INSERT INTO embedding_cache(embed_hash, model, vector) VALUES (:h, :model, :v) ON CONFLICT DO NOTHING",
            [{"h": h, "model": self.model_id, "v": v} for h, v in batch.new_cache],
        )
        t.execute_many(
            """INSERT INTO fast_vectors(fragment_id, kb, model, vector) VALUES (:id, :kb, :model, :v)
               ON CONFLICT(fragment_id) DO UPDATE SET kb=excluded.kb, model=excluded.model, vector=excluded.vector""",
            [{"id": i, "kb": kb, "model": self.model_id, "v": v}
             for i, kb, v in zip(batch.ids, batch.kbs, batch.vectors, strict=True)],
        )  # fmt: skip

    def backfill(self, batch: int = 2000) -> int:
        """Give fragments stored before this table existed (or under another fast model) a vector."""
        done = 0
        while True:
            rows = self.store.sql.read(
                """SELECT f.id FROM fragments f LEFT JOIN fast_vectors v ON v.fragment_id = f.id
                   WHERE v.fragment_id IS NULL OR v.model != :model ORDER BY f.rowid LIMIT :n""",
                {"model": self.model_id, "n": batch},
            )
            if not rows:
                return done
            frags = list(self.store.fragments_by_ids([r["id"] for r in rows]).values())
            prepared = self.prepare(frags)
            with self.store.db.transaction() as tx:
                self.write(tx, prepared)
            done += len(frags)

    # ------------------------------------------------------------------ searching
    def generation(self) -> tuple[bytes, ...]:
        """The table's change tokens (one row in SQLite, a few in PostgreSQL): equal only if nothing changed.
        Read before the rows, so a write committed in between makes the next search read them again."""
        rows = self.store.sql.read("SELECT token FROM fast_vectors_generation ORDER BY token")
        return tuple(bytes(r["token"]) for r in rows)

    def _load(self) -> _Matrix:
        key = self.generation()
        with self._lock:
            if self._matrix is not None and self._matrix.key == key:
                return self._matrix
            rows = self.store.sql.read(
                "SELECT fragment_id, kb, vector FROM fast_vectors WHERE model = :model ORDER BY seq",
                {"model": self.model_id},
            )
            dim = len(rows[0]["vector"]) // 4 if rows else 1
            m = np.frombuffer(b"".join(bytes(x["vector"]) for x in rows), dtype=np.float32).reshape(len(rows), dim)
            self._matrix = _Matrix(key, [x["fragment_id"] for x in rows], np.array([x["kb"] for x in rows]), m)
            return self._matrix

    def embed_query(self, text: str) -> np.ndarray:
        return np.asarray(self.embedder.embed_query(text), dtype=np.float32)

    def search(
        self, qvec: np.ndarray, kbs: list[str] | None, limit: int, exclude: Sequence[str] = ()
    ) -> list[tuple[str, float]]:
        """(fragment id, cosine) best first, over the fragments of `kbs` (None: all) but the `exclude`d documents'."""
        mat = self._load()
        if not mat.ids:
            return []
        scores = mat.m @ qvec
        if kbs is not None:
            scores = np.where(mat.mask(kbs), scores, -np.inf)
        if exclude:
            scores = np.where(mat.without(exclude), scores, -np.inf)
        n = min(limit, len(scores))
        top = np.argpartition(-scores, n - 1)[:n]
        top = top[np.argsort(-scores[top])]
        return [(mat.ids[i], float(scores[i])) for i in top if np.isfinite(scores[i])]
