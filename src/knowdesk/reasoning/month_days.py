"""The days of a month a question speaks of when a rule bounds a month by days ("当月出勤不满15天的，按标准的50%发放"):
the one count of days the question gives whatever it calls them ("只上了8天班" against 出勤), or the days left in the
month from the day the question starts on ("20号才搬进" → 11 to 12 days, by the month's length). A rule's case asks
whether the question's days fall on its side of the bound; the employee rarely says the rule's noun.
"""

from __future__ import annotations

import calendar
import re

# "8天", "12个工作日" (not 第3天, 3天内, 3天后: a day or a deadline, no days worked)
_COUNT = r"(?<![\d.第])(\d+(?:\.\d+)?)\s?个?{unit}(?![内后前以])"
# "20号才搬进", "15日入职", "10月20日起" (a day of the month the question starts on or ends on)
_DAY_OF_MONTH = re.compile(r"(?<![\d.])(?:(?P<m>\d{1,2})\s?月\s?)?(?P<d>\d{1,2})\s?[号日](?![内后前以])")
# the day the question names ends the month's stay ("20号就搬走了", "15号离职"), else it starts it
_ENDS = re.compile(r"[^，,。；;\d]{0,4}?(?:离职|离开|搬出|搬走|退宿|辞职|走)")
# a rule bounding the days of one month ("当月入住不满15天", "本月出勤不足10天"): only these count a date as days
_OF_THE_MONTH = re.compile(r"当月|本月|该月")


def days_counted(question: str, unit: str) -> float | None:
    """The question's one count in `unit` (天, 日, 个工作日), whatever it counts ("只上了8天班" → 8); None when it
    gives none or several."""
    units = "天|日" if unit in ("天", "日") else re.escape(unit.removeprefix("个"))
    counts = re.findall(_COUNT.format(unit=f"(?:{units})"), question)
    return float(counts[0]) if len(counts) == 1 else None


def days_left_in_month(question: str, case: str) -> list[int]:
    """The days of the month a question's one date stands for under a rule bounding one month's days (`case` says 当月):
    from the date to the month's end when it starts the stay ("20号才搬进" → [9, 10, 11, 12] for months of 28 to 31
    days, only the named month's length when it names one), up to it when it ends it ("20号就搬走了" → [20]); [] when
    the rule bounds no month or the question names no single date."""
    if not _OF_THE_MONTH.search(case):
        return []
    dates = list(_DAY_OF_MONTH.finditer(question))
    if len(dates) != 1:
        return []
    m = dates[0]
    day = int(m.group("d"))
    if not 1 <= day <= 31:
        return []
    if _ENDS.match(question, m.end()):
        return [day]
    month = int(m.group("m")) if m.group("m") else 0
    named = re.search(r"(?<![\d.])(\d{1,2})\s?月(?!\s?\d)", question)
    month = month or (int(named.group(1)) if named else 0)
    if 1 <= month <= 12:
        lengths = sorted({calendar.monthrange(year, month)[1] for year in (2023, 2024)})  # February: 28 or 29
    else:
        lengths = [28, 29, 30, 31]
    return [length - day + 1 for length in lengths if day <= length]


__all__ = ["days_counted", "days_left_in_month"]
