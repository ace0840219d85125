"""A deadline counted from the date the question gives: "严重不良反应4月1日获知，最晚哪天要报" on "获知后15日内" →
4月16日. The rule states a time limit in days or months; the asker wants the calendar day it ends on, so the
conclusion line opens with that day and keeps the rule after it. Working days are not counted (holidays are not in
the documents), nor limits in hours.
"""

from __future__ import annotations

import calendar
import re
from datetime import date, timedelta

from knowdesk.text.numbers import arabic_numerals

_GIVEN_DATE = re.compile(r"(?:(?P<y>\d{4})\s*年\s*)?(?P<m>\d{1,2})\s*月\s*(?P<d>\d{1,2})\s*[日号]")
_ASKS_DAY = re.compile(r"最晚|最迟|截止|哪天|哪一天|几号|几月几[日号]|什么时候|啥时候|何时")
# "15日内", "15个自然日内", "1个月内": a limit in calendar days or months (not 工作日, not hours; "每月10日内" is a
# day of the month, not ten days)
_LIMIT = re.compile(r"(?<![\d.月])(?P<n>\d+)\s*(?:个)?(?P<unit>自然日|日|天|月)\s*(?:内|之内|以内)")
_HOURS = re.compile(r"\d+\s*(?:个)?小时\s*(?:内|之内|以内)")  # a first report in hours: no day answers it alone


def _plus_months(start: date, months: int) -> date:
    month = start.month - 1 + months
    year, month = start.year + month // 12, month % 12 + 1
    return date(year, month, min(start.day, calendar.monthrange(year, month)[1]))


def deadline_line(question: str, conclusion: str, today: date | None = None) -> str | None:
    """The conclusion with the day each of its time limits ends on first ("最晚4月16日（4月1日起15日内）。…"), or None
    when the question gives no one date or asks no day, or the conclusion states no limit in days or months."""
    q = arabic_numerals(question)
    given = list(_GIVEN_DATE.finditer(q))
    if len(given) != 1 or not _ASKS_DAY.search(q):
        return None
    g = given[0]
    year = int(g.group("y")) if g.group("y") else (today or date.today()).year
    try:
        start = date(year, int(g.group("m")), int(g.group("d")))
    except ValueError:
        return None
    conclusion_n = arabic_numerals(conclusion)  # "十五日内" counts as 15日内
    if _HOURS.search(conclusion_n):
        return None
    limits = list(dict.fromkeys((int(m.group("n")), m.group("unit")) for m in _LIMIT.finditer(conclusion_n)))
    if not limits or len(limits) > 3:
        return None
    ends = []
    for n, unit in limits:
        end = _plus_months(start, n) if unit == "月" else start + timedelta(days=n)
        said = f"{n}个月内" if unit == "月" else f"{n}{'天' if unit == '天' else '日'}内"
        ends.append(f"{end.month}月{end.day}日（{start.month}月{start.day}日起{said}）")
    return f"最晚{'；'.join(ends)}。{conclusion}"
