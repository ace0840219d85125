"""Offline token counting for the memory limit: e5's own tokenizer when it is loaded, else an estimate.

Never a network tokenizer (tiktoken downloads its tables); the estimate counts a CJK character as
one token and a Latin word as 1.3, which errs on the long side for e5's sentencepiece vocabulary.
"""

from __future__ import annotations

import re

from knowdesk.embeddings import Embeddings
from knowdesk.embeddings.e5 import E5Embeddings

_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_WORD = re.compile(r"[A-Za-z0-9_]+")


def estimate_tokens(text: str) -> int:
    cjk = len(_CJK.findall(text))
    words = len(_WORD.findall(text))
    other = len(re.sub(r"[\s\u3400-\u9fff\uf900-\ufaffA-Za-z0-9_]", "", text))
    return cjk + round(words * 1.3) + other


class TokenCounter:
    """Counts with the app's e5 model if it is already loaded (loading it just to count is not worth it)."""

    def __init__(self, embedder: Embeddings | None = None) -> None:
        self.embedder = embedder

    def count(self, text: str) -> int:
        e = self.embedder
        if isinstance(e, E5Embeddings) and getattr(e, "_model", None) is not None:
            return e.token_count(text)
        return estimate_tokens(text)
