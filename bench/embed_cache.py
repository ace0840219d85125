"""A persistent embedding cache for the benchmarks (bench/out/, git-ignored): e5 embeds ~10 fragments/s
here, so every text is embedded once per model across runs, pipelines and datasets.

Keyed by (model id, passage/query, sha256 of the text). Wraps any `Embeddings`; the wrapper keeps the
model id, so the product's own stores see the same model.
"""

from __future__ import annotations

import hashlib
import sqlite3
import threading
from pathlib import Path

import numpy as np

from knowdesk.embeddings import Embeddings, normalize

DEFAULT_PATH = Path(__file__).resolve().parent / "out" / "embed-cache.sqlite"
CHUNK = 256  # texts embedded (and committed) per step, so an interrupted run keeps its work


class CachedEmbeddings:
    def __init__(self, inner: Embeddings, path: Path = DEFAULT_PATH) -> None:
        self.inner = inner
        self.model_id = inner.model_id
        self.dim = inner.dim
        self.computed = 0
        path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._db = sqlite3.connect(str(path), check_same_thread=False)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute(
            "CREATE TABLE IF NOT EXISTS vec(model TEXT, kind TEXT, hash TEXT, v BLOB, PRIMARY KEY(model, kind, hash))"
        )

    def __getattr__(self, name: str):  # token_count, semantic, … of the wrapped model
        return getattr(self.inner, name)

    @staticmethod
    def _key(text: str) -> str:
        return hashlib.sha256(text.encode("utf-8")).hexdigest()

    def _get(self, kind: str, keys: list[str]) -> dict[str, np.ndarray]:
        out: dict[str, np.ndarray] = {}
        with self._lock:
            for i in range(0, len(keys), 500):
                part = keys[i : i + 500]
                marks = ",".join("?" * len(part))
                rows = self._db.execute(
                    f"SELECT hash, v FROM vec WHERE model=? AND kind=? AND hash IN ({marks})",
                    (self.model_id, kind, *part),
                )
                out.update((h, np.frombuffer(v, dtype=np.float32)) for h, v in rows)
        return out

    def _put(self, kind: str, items: list[tuple[str, np.ndarray]]) -> None:
        with self._lock, self._db:
            self._db.executemany(
                "INSERT OR IGNORE INTO vec(model, kind, hash, v) VALUES (?,?,?,?)",
                [(self.model_id, kind, h, np.asarray(v, dtype=np.float32).tobytes()) for h, v in items],
            )

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        keys = [self._key(t) for t in texts]
        have = self._get("passage", keys)
        missing = sorted(
            {k: t for k, t in zip(keys, texts, strict=True) if k not in have}.items(), key=lambda kv: len(kv[1])
        )
        for i in range(0, len(missing), CHUNK):
            part = missing[i : i + CHUNK]
            vecs = self.inner.embed_passages([t for _, t in part])
            items = [(k, v) for (k, _), v in zip(part, vecs, strict=True)]
            self._put("passage", items)
            have.update(items)
            self.computed += len(part)
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return normalize(np.vstack([have[k] for k in keys]))

    def embed_query(self, text: str) -> np.ndarray:
        key = self._key(text)
        got = self._get("query", [key]).get(key)
        if got is None:
            got = self.inner.embed_query(text)
            self._put("query", [(key, got)])
            self.computed += 1
        return np.asarray(got, dtype=np.float32)

    def embed_queries(self, texts: list[str]) -> None:
        """Fill the cache for many queries at once (one lookup)."""
        keys = [self._key(t) for t in texts]
        have = self._get("query", keys)
        todo = [(k, t) for k, t in dict(zip(keys, texts, strict=True)).items() if k not in have]
        for i in range(0, len(todo), CHUNK):
            self._put("query", [(k, self.inner.embed_query(t)) for k, t in todo[i : i + CHUNK]])
            self.computed += len(todo[i : i + CHUNK])
