"""Dense vectors in a persistent Chroma collection (one collection per embedding model).

SQLite stays the source of truth: Chroma only maps fragment ids to vectors. Hits are always
hydrated through SQLite, so a vector whose fragment was deleted (a crash between the two
writes) never surfaces, and `reconcile` removes it later. We always pass our own vectors:
Chroma's default embedding function would try to download a model.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Protocol

import numpy as np


class VectorIndex(Protocol):
    model_id: str

    def upsert(self, ids: list[str], vectors: np.ndarray, kbs: list[str], document_ids: list[str]) -> None: ...
    def delete(self, ids: list[str]) -> None: ...
    def search(self, vector: np.ndarray, kbs: list[str] | None, limit: int) -> list[tuple[str, float]]: ...
    def count(self) -> int: ...
    def all_ids(self) -> list[str]: ...


class ChromaVectorIndex:
    """Cosine HNSW with a generous search beam, so small and medium collections are searched near-exactly."""

    def __init__(self, directory: Path, model_id: str, ef_search: int = 256) -> None:
        import chromadb
        from chromadb.config import Settings as ChromaSettings

        directory.mkdir(parents=True, exist_ok=True)
        self.model_id = model_id
        self._client = chromadb.PersistentClient(
            path=str(directory), settings=ChromaSettings(anonymized_telemetry=False, allow_reset=False)
        )
        name = "fragments_" + hashlib.sha1(model_id.encode()).hexdigest()[:12]
        self._col = self._client.get_or_create_collection(
            name=name,
            embedding_function=None,
            metadata={"model_id": model_id},
            configuration={
                "hnsw": {"space": "cosine", "ef_search": ef_search, "ef_construction": 200, "max_neighbors": 32}
            },
        )

    def upsert(self, ids: list[str], vectors: np.ndarray, kbs: list[str], document_ids: list[str]) -> None:
        step = 2000
        for i in range(0, len(ids), step):
            self._col.upsert(
                ids=ids[i : i + step],
                embeddings=np.asarray(vectors[i : i + step], dtype=np.float32),
                metadatas=[
                    {"kb": kb, "document_id": d}
                    for kb, d in zip(kbs[i : i + step], document_ids[i : i + step], strict=True)
                ],
            )

    def delete(self, ids: list[str]) -> None:
        for i in range(0, len(ids), 2000):
            if ids[i : i + 2000]:
                self._col.delete(ids=ids[i : i + 2000])

    def search(self, vector: np.ndarray, kbs: list[str] | None, limit: int) -> list[tuple[str, float]]:
        n = self._col.count()
        if n == 0:
            return []
        where = None
        if kbs is not None:
            where = {"kb": kbs[0]} if len(kbs) == 1 else {"kb": {"$in": kbs}}
        res = self._col.query(
            query_embeddings=[np.asarray(vector, dtype=np.float32)],
            n_results=min(limit, n),
            where=where,
            include=["distances"],
        )
        ids = res["ids"][0]
        dists = res["distances"][0]
        return [(i, 1.0 - float(d)) for i, d in zip(ids, dists, strict=True)]

    def count(self) -> int:
        return self._col.count()

    def all_ids(self) -> list[str]:
        out: list[str] = []
        offset = 0
        while True:
            got = self._col.get(include=[], limit=5000, offset=offset)["ids"]
            if not got:
                return out
            out.extend(got)
            offset += len(got)
