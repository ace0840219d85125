"""Rules for re-joining wrapped lines into paragraphs, shared by the PDF text layer and OCR."""

from __future__ import annotations

import re

PAGE_NO = re.compile(
    r"^(-\s*\d{1,4}\s*-|\d{1,4}|[ivxlc]{1,6}|page\s*\d+(\s*(of|/)\s*\d+)?|第\s*\d+\s*页(\s*共\s*\d+\s*页)?|\d+\s*/\s*\d+)$",
    re.I,
)
STARTER = re.compile(
    r"^([①-⑳•·▪■◆●○\-–*]|\d{1,2}[、.)）]|[（(]\d{1,2}[)）]|[一二三四五六七八九十]+、|表\s*\d|单位[:：])"
)
"""A line starting like this opens a new paragraph (a list item, a numbered point, a table title)."""
END_PUNCT = tuple("。；;，,：:！!？?")


def is_cjk(ch: str) -> bool:
    return (
        "\u2e80" <= ch <= "\u9fff"
        or "\uf900" <= ch <= "\ufaff"
        or "\uff00" <= ch <= "\uffef"
        or "\u3000" <= ch <= "\u303f"
    )


def join_wrapped(a: str, b: str) -> str:
    """Join a wrapped line: no space between CJK, de-hyphenate English, else one space."""
    if not a:
        return b
    if is_cjk(a[-1]) or is_cjk(b[0]):
        return a + b
    if a.endswith("-") and len(a) > 1 and a[-2].isalpha() and b[0].islower():
        return a[:-1] + b
    return a + " " + b
