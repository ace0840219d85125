"""A row that stands for whatever a table does not list ("Tier C (all other cities)", "其余地区"): a place the
question names and no row lists is looked up there, rather than answering nothing. A class row such as "其他城市"
is not one — its members are listed elsewhere (a city sheet), so a city missing there stays unanswered
(`table_misses.py`)."""

from __future__ import annotations

import re

from knowdesk.text.tokenize import tagged

_CATCH_ALL = re.compile(
    r"\b(?:all|any)\s+other\b|\bother\s+(?:cities|countries|locations|regions|places|destinations|sites)\b|"
    r"\belsewhere\b|\brest of the world\b|其他所有|所有其他|其余(?:城市|地区|国家|地点|省份|省市)|以外的?(?:城市|地区|国家)|未列明",
    re.I,
)
# a proper name in English: capitalised words after the question's first word ("in Dubai", "to New York")
_EN_NAME = re.compile(r"(?<=\s)[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*")


def is_catch_all(cell: str) -> bool:
    return _CATCH_ALL.search(cell) is not None


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
        if flag == "ns" and len(word) >= 2 and not word.isascii():
            spans.append((start, at))
    return spans
