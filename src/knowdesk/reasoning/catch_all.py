"""A row that stands for whatever a table does not list ("Tier C (all other cities)", "其余地区", "一般地区" beside
"西藏、青海、新疆"): a place the question names and no row lists is looked up there, rather than answering nothing.
A class row such as "其他城市" is not one — its members are listed elsewhere (a city sheet), so a city missing there
stays unanswered (`table_misses.py`)."""

from __future__ import annotations

import re

_CATCH_ALL = re.compile(
    r"\b(?:all|any)\s+other\b|\bother\s+(?:cities|countries|locations|regions|places|destinations|sites)\b|"
    r"\belsewhere\b|\brest of the world\b|其他所有|所有其他|其余(?:城市|地区|国家|地点|省份|省市)|以外的?(?:城市|地区|国家)|未列明|^一般地区",
    re.I,
)


def is_catch_all(cell: str) -> bool:
    return _CATCH_ALL.search(cell) is not None
