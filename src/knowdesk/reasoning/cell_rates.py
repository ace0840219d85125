"""A table cell that states its rate in words rather than as a number with a unit.

Cells such as "每次50元", "每人次不超过120元", "每人每天80元" or "防割手套 6副/月" hold a rate the number reader does
not see (a word before the number, 每 before the unit it is per). Read as 50元/次, 120元/人次, 80元/人·天 and 6副/月,
the question's count of what the rate is per (被抓了2次, 8位客人, 一年) can multiply it like any 元/班 cell.
"""

from __future__ import annotations

import re

from knowdesk.reasoning.quantities import ITEM_MEASURES, Quantity, to_halfwidth

# what a rate is counted per after 每 (每人次, 每次, 每班…), the longer word first
_PER = r"人次|人|次|天|日|晚|班|趟|件|台|单|小时|月|年|季度"
_CAP = r"不超过|不高于|最高|最多|上限为?|为|按|发放?|补助|奖励|罚款|扣款?"
# "每次50元", "每人次不超过120元", "每人每天80元": the number right after one or two per-words and a cap or verb
_EACH = re.compile(
    rf"^[^\d每]{{0,8}}每\s?(?P<a>{_PER})(?:\s?每\s?(?P<b>{_PER}))?\s?(?:{_CAP})?\s?"
    rf"(?P<n>\d+(?:\.\d+)?)\s?(?P<u>元|分)[。.]?$"
)
# "防割手套 6副/月": a name, then the one rate of the cell, counted in a measure word per a period or occasion
_NAMED = re.compile(
    rf"^[\u4e00-\u9fffA-Za-z]{{1,10}}\s?(?P<n>\d+(?:\.\d+)?)\s?(?P<u>[{ITEM_MEASURES}双])\s?/\s?(?P<a>月|天|年|周|次|班)$"
)


def stated_rate(cell: str) -> Quantity | None:
    """The rate a cell states in words (每次50元 → 50元/次, 每人每天80元 → 80元/人·天, 防割手套 6副/月 → 6副/月), or
    None when the cell is anything else (a plain number, two rates, a rate with a condition after it)."""
    text = to_halfwidth(cell).strip()
    m = _EACH.match(text) or _NAMED.match(text)
    if m is None:
        return None
    per = m.group("a") + (f"·{m.group('b')}" if "b" in m.groupdict() and m.group("b") else "")
    return Quantity(float(m.group("n")), f"{m.group('u')}/{per}", text)
