"""A row that stands for whatever a table does not list ("Tier C (all other cities)", "其余地区", "一般地区" beside
"西藏、青海、新疆"): a place the question names and no row lists is looked up there, rather than answering nothing.
A class row such as "其他城市" is not one — its members are listed elsewhere (a city sheet), so a city missing there
stays unanswered (`table_misses.py`)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from knowdesk.text.places import names_a_province

_CATCH_ALL = re.compile(
    r"\b(?:all|any)\s+other\b|\bother\s+(?:cities|countries|locations|regions|places|destinations|sites)\b|"
    r"\belsewhere\b|\brest of the world\b|其他所有|所有其他|其余(?:城市|地区|国家|地点|省份|省市)|以外的?(?:城市|地区|国家)|未列明",
    re.I,
)
# "一般地区" is the rest only when it stands against named provinces or regions; on its own (一般地区（除重点城市外）)
# its members are what a city sheet leaves out, and the question's city may be listed there
_GENERAL_REGION = re.compile(r"^一般地区")


def is_catch_all(cell: str, siblings: Sequence[str] = ()) -> bool:
    """Whether the key cell stands for places no other row lists; `siblings` are the other rows' cells of its column."""
    if _CATCH_ALL.search(cell) is not None:
        return True
    return _GENERAL_REGION.search(cell) is not None and any(names_a_province(s) for s in siblings)
