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
# the day the question names starts the month's stay ("20号才搬进", "15日入职"): any other date (a pay day, "25号发吗")
# stands for no days
_STARTS = re.compile(r"\s?(?:才|[^，,。；;\d]{0,4}?(?:搬进|搬入|住进|入住|入职|到岗|报到|上岗|进场|驻站|驻场))")
# a month other than the one the question is in ("下个月20号搬进来，当月…" asks of this month, not of the date's)
_OTHER_MONTH = re.compile(r"下个?月|上个?月|明年|去年")
# a rule bounding the days of one month ("当月入住不满15天", "本月出勤不足10天"): only these count a date as days
OF_THE_MONTH = re.compile(r"当月|本月|该月")
# the days a count is of: present ("只上了8天班", "在岗了8个工作日", "住了10天"), not away or extra ("请了3天假",
# "休了5天年假", "加了8天班", "连续8天高温")
_PRESENT_BEFORE = re.compile(r"(?:上|出勤|在岗|到岗|住|驻|驻站|驻场|干|出工|工作|上班)(?:了|过)?\s?$")
_PRESENT_AFTER = re.compile(r"\s?(?:的)?(?:班|工)(?!资)")
_ABSENT_BEFORE = re.compile(r"(?:请|休|假|加|病|高温|连续|放)")


def days_counted(question: str, unit: str) -> float | None:
    """The question's one count in `unit` (天, 日, 个工作日) when it counts days present ("只上了8天班" → 8, by a verb
    of presence before it or 班 after it); None when it gives none or several, or its one count is of days away or
    extra ("请了3天假", "加了8天班") or of nothing said ("连续8天高温"). A date ("3月20日") is no count."""
    units = "天|日" if unit in ("天", "日") else re.escape(unit.removeprefix("个"))
    counts = [
        m
        for m in re.finditer(_COUNT.format(unit=f"(?:{units})"), question)
        if not re.search(r"月\s?$", question[: m.start()])  # "3月20日" is a date
    ]
    if len(counts) != 1:
        return None
    m = counts[0]
    before = question[max(0, m.start() - 4) : m.start()]
    if _ABSENT_BEFORE.search(before):
        return None
    if not (_PRESENT_BEFORE.search(before) or _PRESENT_AFTER.match(question, m.end())):
        return None
    return float(m.group(1))


def days_left_in_month(question: str, case: str) -> list[int]:
    """The days of the month a question's one date stands for under a rule bounding one month's days (`case` says 当月):
    from the date to the month's end when it starts the stay ("20号才搬进" → [9, 10, 11, 12] for months of 28 to 31
    days, only the named month's length when it names one), up to it when it ends it ("20号就搬走了" → [20]); [] when
    the rule bounds no month or the question names no single date."""
    if not OF_THE_MONTH.search(case) or _OTHER_MONTH.search(question):
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
    if not _STARTS.match(question, m.end()):
        return []  # a pay day ("每月25号扣"), not the day a stay starts
    month = int(m.group("m")) if m.group("m") else 0
    named = re.search(r"(?<![\d.])(\d{1,2})\s?月(?!\s?\d)", question)
    month = month or (int(named.group(1)) if named else 0)
    if 1 <= month <= 12:
        # no question names its year: a common and a leap year give both lengths of February (28, 29)
        lengths = sorted({calendar.monthrange(year, month)[1] for year in (2023, 2024)})
    else:
        lengths = [28, 29, 30, 31]
    return [length - day + 1 for length in lengths if day <= length]


__all__ = ["OF_THE_MONTH", "days_counted", "days_left_in_month"]
