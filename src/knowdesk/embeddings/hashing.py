"""A deterministic, instant embedder for tests: hashed character n-grams.

Texts that share characters and bigrams get close vectors, which is enough for tests of
plumbing and ranking logic without loading a model. Not for production quality.
"""

from __future__ import annotations

import hashlib
import itertools
import re

import numpy as np

from knowdesk.embeddings.base import normalize

_ASCII_WORD = re.compile(r"[a-z0-9]+")
_CJK = re.compile(r"[\u4e00-\u9fff]")


class HashingEmbeddings:
    model_id = "hashing-ngram-256"

    def __init__(self, dim: int = 256) -> None:
        self.dim = dim

    def _features(self, text: str) -> list[str]:
        t = text.lower()
        chars = _CJK.findall(t)
        feats = chars + [a + b for a, b in itertools.pairwise(chars)]
        feats += _ASCII_WORD.findall(t)
        return feats

    def _vec(self, text: str) -> np.ndarray:
        v = np.zeros(self.dim, dtype=np.float32)
        for f in self._features(text):
            h = int.from_bytes(hashlib.blake2b(f.encode(), digest_size=8).digest(), "little")
            v[h % self.dim] += 1.0 if (h >> 32) & 1 else -1.0
        return v

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return normalize(np.stack([self._vec(t) for t in texts]))

    def embed_query(self, text: str) -> np.ndarray:
        return normalize(self._vec(text))
