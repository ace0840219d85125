"""The places a question names: what picks a row of a city table or a catch-all row, what a rule must be about, and
what a later part of a multi-part question keeps asking about."""

from __future__ import annotations

import re

from knowdesk.text.tokenize import tagged

# words the segmenter tags as places that name none ("哪些东西", "当地", "境外")
_NOT_PLACES = frozenset(["东西", "南北", "东南", "西北", "当地", "本地", "外地", "各地", "国内", "海外", "全国", "境内",
                         "境外", "中外", "内外", "礼拜"])  # fmt: skip
# a proper name in English: capitalised words after the question's first word ("in Dubai", "to New York")
_EN_NAME = re.compile(r"(?<=\s)[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*")


def _is_place(word: str, flag: str) -> bool:
    return flag == "ns" and len(word) >= 2 and word not in _NOT_PLACES


def places(question: str) -> list[str]:
    """The Chinese place names a question holds outside titles and quotes ("深圳的最低工资" → 深圳)."""
    bare = re.sub(r"《[^》]*》|“[^”]*”", " ", question)
    return [w for w, f in tagged(bare) if _is_place(w, f)]


def named_places(question: str) -> list[tuple[int, int]]:
    """Spans of the places the question names: capitalised English words after its first, jieba's place tags
    (ns) in Chinese."""
    spans = [m.span() for m in _EN_NAME.finditer(question)]
    at = 0
    for word, flag in tagged(question):
        start = question.find(word, at)
        if start < 0:
            continue
        at = start + len(word)
        if _is_place(word, flag) and not word.isascii():
            spans.append((start, at))
    return spans
