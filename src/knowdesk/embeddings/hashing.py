"""A deterministic, instant embedder for tests: hashed character n-grams.

Texts that share characters and bigrams get close vectors, which is enough for tests of
plumbing and ranking logic without loading a model. Not for production quality.

For tests of the refinement worker (a separate process), two variables make it behave like a slow
model and leave a trace: KNOWDESK_TEST_EMBED_DELAY (seconds per text) and KNOWDESK_TEST_EMBED_LOG
(a file that gets one content hash per embedded text).
"""

from __future__ import annotations

import hashlib
import itertools
import os
import re
import time
from functools import lru_cache

import numpy as np

from knowdesk.embeddings.base import normalize

_ASCII_WORD = re.compile(r"[a-z0-9]+")
_CJK = re.compile(r"[\u4e00-\u9fff]")


class HashingEmbeddings:
    model_id = "hashing-ngram-256"
    semantic = False  # similar characters, not similar meaning: never use it to decide what a text is about
    cosine_spread = 0.25  # its cosines spread ~7× wider than e5's (the sample KB: best − tenth, median 0.26)

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
            slot, sign = _slot(f, self.dim)
            v[slot] += sign
        return v

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        _test_hooks(texts)
        return normalize(np.stack([self._vec(t) for t in texts]))

    def embed_query(self, text: str) -> np.ndarray:
        return normalize(self._vec(text))


@lru_cache(maxsize=1 << 17)
def _slot(feature: str, dim: int) -> tuple[int, float]:
    """Where a feature lands and with which sign (cached: a corpus repeats its characters and bigrams)."""
    h = int.from_bytes(hashlib.blake2b(feature.encode(), digest_size=8).digest(), "little")
    return h % dim, 1.0 if (h >> 32) & 1 else -1.0


def _test_hooks(texts: list[str]) -> None:
    delay = float(os.environ.get("KNOWDESK_TEST_EMBED_DELAY") or 0)
    if delay:
        time.sleep(delay * len(texts))
    log = os.environ.get("KNOWDESK_TEST_EMBED_LOG")
    if log:
        from knowdesk.models import content_hash

        with open(log, "a", encoding="utf-8") as fh:
            fh.writelines(content_hash(t) + "\n" for t in texts)
