"""Questions asked "as of" a date (2022年的时候年假几天, 截至2023年6月, as of 2022): the day whose
documents in force answer them.

Only a year or date framed as a point in time counts (…的时候, 当时, 那年, 期间, 截至…, as of, back in):
"2023年入职的员工" or "2024年差旅标准" name a year without asking about the rules of that time. A year
means its last day (the rules standing at its end), a month its last day, both no later than today.
"""

from __future__ import annotations

import calendar
import re
from datetime import date

_WHEN = r"(?:(?P<year>(?:19|20)\d{2})\s*年|(?P<rel>去年|前年|今年))(?:\s*(?P<month>\d{1,2})\s*月(?:\s*(?P<day>\d{1,2})\s*[日号])?)?(?P<part>年初|年底|年末|初|底|末)?"
_AFTER = re.compile(_WHEN + r"\s*(?:的时候|时候|那时候?|那会儿?|当时|那年|期间|时)")
_BEFORE = re.compile(r"(?:截至|截止到?|到)\s*" + _WHEN + r"\s*(?:为止|时)")
_ENGLISH = re.compile(r"\b(?:as of|back in)\s+(?:(?P<month>[A-Za-z]+)\s+)?(?P<year>(?:19|20)\d{2})\b", re.IGNORECASE)
_MONTHS = {m.lower(): i for i, m in enumerate(calendar.month_name) if m} | {
    m.lower(): i for i, m in enumerate(calendar.month_abbr) if m
}
_RELATIVE = {"今年": 0, "去年": 1, "前年": 2}


def as_of_day(question: str, today: date | None = None) -> str | None:
    """The ISO day a question asks about, or None when it asks about now."""
    today = today or date.today()
    m = _AFTER.search(question) or _BEFORE.search(question)
    if m:
        year = int(m.group("year")) if m.group("year") else today.year - _RELATIVE[m.group("rel")]
        month = int(m.group("month")) if m.group("month") else None
        day = int(m.group("day")) if m.group("day") else None
        part = m.group("part") or ""
        return _clamp(_day(year, month, day, start="初" in part), today)
    e = _ENGLISH.search(question)
    if e:
        month = _MONTHS.get((e.group("month") or "").lower())
        return _clamp(_day(int(e.group("year")), month, None, start=False), today)
    return None


def _day(year: int, month: int | None, day: int | None, start: bool) -> date | None:
    try:
        if month and day:
            return date(year, month, day)
        if month:
            return date(year, month, 1 if start else calendar.monthrange(year, month)[1])
        return date(year, 1, 1) if start else date(year, 12, 31)
    except ValueError:
        return None


def _clamp(d: date | None, today: date) -> str | None:
    if d is None or d >= today:
        return None  # this year, or a date still to come: the rules in force now
    return d.isoformat()
