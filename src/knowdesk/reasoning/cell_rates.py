"""A table cell that states its rate in words rather than as a number with a unit.

Cells such as "每次50元", "每人次不超过120元", "每人每天80元" or "防割手套 6副/月" hold a rate the number reader does
not see (a word before the number, 每 before the unit it is per). Read as 50元/次, 120元/人次, 80元/人·天 and 6副/月,
the question's count of what the rate is per (被抓了2次, 8位客人, 一年) can multiply it like any 元/班 cell.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from knowdesk.reasoning.quantities import ITEM_MEASURES, Quantity, to_halfwidth

# what a rate is counted per after 每 (每人次, 每次, 每班…), the longer word first
_PER = r"人次|人|次|天|日|晚|班|趟|件|台|单|小时|月|年|季度"
_CAP = r"不超过|不高于|最高|最多|上限为?|为|按|发放?|补助|奖励|罚款|扣款?"
# "每次50元", "每人次不超过120元", "每人每天80元": the number right after one or two per-words and a cap or verb
_EACH = re.compile(
    rf"^[^\d每]{{0,8}}每\s?(?P<a>{_PER})(?:\s?每\s?(?P<b>{_PER}))?\s?(?:{_CAP})?\s?"
    rf"(?P<n>\d+(?:\.\d+)?)\s?(?P<u>元)[。.]?$"
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


# "一般违规累计达到3次的，第3次按较重违规处理", "第4次起按严重违规处理": from that time on a time costs more than the rate
_ESCALATES = re.compile(r"累计(?:达到|满|超过)?\s?(\d+)\s?次|第\s?(\d+)\s?次(?:起|及以上|以上)")
# the measure the question asks in ("几次", "多少副", "多少钱"): the word right after 几/多少
_ASKED_MEASURE = re.compile(r"(?:几|多少)\s?([\u4e00-\u9fff])")
_MEASURES = f"次回天个月年元钱块{ITEM_MEASURES}双"
# a count of people ("我们班5个人", "接待8位客人"): never a count of months or times
_HEADCOUNT = re.compile(r"\d+\s?(?:个|名|位)\s?(?:人|客人|来宾|员工|同事|职工|工人)|\d+\s?人")
# a payer or role the question asks about besides the row ("班组长连带罚多少")
_OTHER_PAYER = re.compile(r"连带|班组长|组长|主管|经理|负责人|领导|部门")
# a count that tells how long the asker has worked, not how many periods the rate runs ("工作满2年")
_SERVICE = re.compile(r"(?:满|工作|入职|工龄|干了|做了)\s?$")


def escalates_at(texts: Sequence[str], labels: Sequence[str]) -> int | None:
    """The smallest count of times from which a note in `texts` makes a time of what `labels` name (the row's words)
    cost more than the table's rate ("一般违规累计达到3次的，第3次按较重违规处理" → 3 for 一般违规), or None when no
    sentence says so of them."""
    found = []
    for text in texts:
        for sentence in re.split(r"[。；;\n]", to_halfwidth(text)):
            for m in _ESCALATES.finditer(sentence):
                if any(len(w) >= 2 and w in sentence[: m.start()] for w in labels):
                    found.append(int(m.group(1) or m.group(2)))
    return min(found) if found else None


def counts_the_rate(norm: str, rate: Quantity, row_words: str) -> bool:
    """Whether a question may multiply `rate` by its count: it asks in the rate's own measure (副 of 副/月, 钱 or 元
    of 元/次) or in none, counts no people unless the rate is per person, and asks of no payer the row is not."""
    what, per = rate.unit.split("/", 1)
    m = _ASKED_MEASURE.search(norm)
    asked = "" if m is None else m.group(1)
    if asked and asked in _MEASURES and asked != what and not (what == "元" and asked in "钱块"):
        return False
    if "人" not in per and _HEADCOUNT.search(norm):
        return False
    return not any(p.group() not in row_words for p in _OTHER_PAYER.finditer(norm))


def of_service(before: str) -> bool:
    """Whether the words right `before` a count say it is time served (工作满2年), not periods of the rate."""
    return bool(_SERVICE.search(before))
