"""The times of an offence a text names, read one way for every reader of them: which time a question or a table's
column names ("第二次", "第3次及以上": the 2nd, the 3rd and every one after) and how many times a question counts
against the offence ("被抓了两次", "两次加起来"; "每天巡检2次" counts something else). The fine of one time
(`repeat_offences.py`), the column of one time and the total over times (`ordinal_totals.py`) all read these.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from knowdesk.text.numbers import CN_DIGITS, arabic_numerals, chinese_number

# "第二次", "第3次及以上", "第十二次": one time, or that time and every one after it
NTH = re.compile(rf"第\s?(?P<n>[1-9]\d*|[{''.join(CN_DIGITS)}十]+)\s?次(?P<on>及以上|或以上|以上)?")
# "两次", "3次", "12次" counted against the offence: caught or charged that often, or the times added up
_TIMES = re.compile(r"(?<![\d.第])(?P<n>[2-9]|[1-9]\d+)\s?次")
_CAUGHT_BEFORE = re.compile(r"(?:被[\u4e00-\u9fff]{0,2}|抓到?|查到|违规|违反|犯)了?\s?$")
_ADDED_AFTER = re.compile(r"\s?(?:都)?(?:加起来|加在一起|合计|累计)")


@dataclass(frozen=True)
class Time:
    n: int  # which time: 2 for 第二次
    onwards: bool  # 及以上: this time and every later one
    start: int
    end: int


def nth_time(text: str, *, at_start: bool = False) -> Time | None:
    """The one time `text` names ("今年第二次…" → 2; a header "第3次及以上" → 3, onwards), the first when several;
    `at_start`: only a time `text` opens with (a column header). None when it names none."""
    m = NTH.match(text.strip()) if at_start else NTH.search(text)
    if m is None:
        return None
    n = m.group("n")
    value = int(n) if n.isdigit() else chinese_number(n.replace("两", "二"))
    if value is None or value < 1 or value != int(value):
        return None
    return Time(int(value), bool(m.group("on")), m.start(), m.end())


def times_counted(question: str) -> list[int]:
    """How many times the question counts against the offence ("被抓了两次" → [2]); a bare count only (第N次 is one
    time), tied to being caught or to the times added up."""
    q = arabic_numerals(question.replace("两", "二"))
    return [
        int(m.group("n"))
        for m in _TIMES.finditer(q)
        if _CAUGHT_BEFORE.search(q[max(0, m.start() - 4) : m.start()]) or _ADDED_AFTER.match(q, m.end())
    ]


def column_of_time(time: int, header: list[str] | tuple[str, ...]) -> int | None:
    """The header's column for a time: the one naming it, else the latest "第K次及以上" with K before it (the 4th time
    on a 第3次及以上 column); None when the header names no such column."""
    best: tuple[int, int] | None = None
    for k, h in enumerate(header):
        named = nth_time(h, at_start=True)
        if named is None:
            continue
        if named.n == time:
            return k
        if named.onwards and named.n < time and (best is None or named.n > best[0]):
            best = (named.n, k)
    return best[1] if best is not None else None


__all__ = ["NTH", "Time", "column_of_time", "nth_time", "times_counted"]
