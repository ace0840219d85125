"""The embedding interface every backend implements.

Queries and passages are embedded differently (e5 expects `query: ` / `passage: ` prefixes),
so the interface keeps the two apart. Vectors are L2-normalised float32 rows.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

import numpy as np


@runtime_checkable
class Embeddings(Protocol):
    """Turns texts into unit vectors; `model_id` names the model for the vector cache."""

    model_id: str
    dim: int
    # optional: `cosine_spread`, the typical cosine gap between a query's best and tenth passage; the fusion
    # reads a model's cosines relative to e5's (0.035), so models with wider cosines are not over-weighted

    def embed_passages(self, texts: list[str]) -> np.ndarray: ...

    def embed_query(self, text: str) -> np.ndarray: ...


def normalize(m: np.ndarray) -> np.ndarray:
    """Row-wise L2 normalisation that leaves zero rows at zero."""
    m = np.asarray(m, dtype=np.float32)
    if m.ndim == 1:
        n = float(np.linalg.norm(m))
        return m / n if n > 0 else m
    norms = np.linalg.norm(m, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return m / norms
