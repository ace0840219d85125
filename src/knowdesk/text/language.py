"""Which language a question is in, so the answer comes back in it (Chinese first, English too)."""

from __future__ import annotations

import re

from knowdesk.prompts import Lang

_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_LATIN = re.compile(r"[A-Za-z]")


def language_of(text: str) -> Lang:
    """English when the text has Latin letters and no Chinese characters; Chinese otherwise."""
    return "en" if _LATIN.search(text) and not _CJK.search(text) else "zh"
