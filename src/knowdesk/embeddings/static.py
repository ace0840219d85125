"""A fast static embedder (64-d, int8 weights bundled in `tokenlearn-static-model`): tens of
thousands of sentences per second, weaker than e5; good as a first-pass dense signal."""

from __future__ import annotations

import numpy as np

from knowdesk.embeddings.base import normalize


class StaticEmbeddings:
    model_id = "tokenlearn-static-64d"
    dim = 64
    cosine_spread = 0.08  # a query's best − tenth passage cosine, median over CMRC/QBQTC/medical/C3: 0.03–0.11

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        from static_model import get_embeddings

        return normalize(np.asarray(get_embeddings(list(texts)), dtype=np.float32))

    def embed_query(self, text: str) -> np.ndarray:
        return self.embed_passages([text])[0]
