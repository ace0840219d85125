"""A share earned over time, summed to the question's length: a first share once a threshold is reached and a share
for every completed step after it ("自授予日起满12个月，一次性归属授予总数的25%" then "剩余75%…每满3个月归属授予总数的
6.25%"), held to the whole. Asked "入职18个月了，累计归属多少股" it is 25% + 2 × 6.25% = 37.5% of the base the caller looked
up (a grant in a table). A rule paying one tier's share for ever after ("满12个月…25%" read alone) is the mistake this
avoids: the steps after the threshold are part of the schedule.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from knowdesk.reasoning.evidence import bigrams
from knowdesk.reasoning.quantities import convert, format_number, quantities
from knowdesk.text.numbers import arabic_numerals

# "满12个月，一次性归属授予总数的25%": the threshold and the share it pays (not 每满, 未满, 不满)
_FIRST = re.compile(
    r"(?<![每未不])满\s?(?P<n>\d+)\s?(?P<u>个月|年)(?P<pays>[^。；;\n%]{0,24}?)(?P<pct>\d+(?:\.\d+)?)\s?%"
)
# "此后每满3个月归属授予总数的6.25%": a share per completed step after the threshold
_STEP = re.compile(r"每满\s?(?P<n>\d+)\s?(?P<u>个月|年)(?P<pays>[^。；;\n%]{0,16}?)(?P<pct>\d+(?:\.\d+)?)\s?%")
_AFTER = re.compile(r"此后|其后|之后|以后|剩余|其余")
REACH = 160  # characters between the threshold's clause and the step's (two items of one list)
_FILLER = frozenset(["一次", "次性", "按照", "总数"])  # words of "一次性归属授予总数的" that are not its paying verb
# "还有多少股没归属", "未归属的股票": the part not yet paid, asked right before the paying word
_UNPAID = re.compile(r"(?:未|没有?|尚未|剩余|剩下)[^，,。；;？?]{0,6}?$")


@dataclass(frozen=True)
class Schedule:
    first_months: float
    first_pct: float
    step_months: float
    step_pct: float
    pays: str  # the words of the threshold's clause between its length and its share ("，一次性归属授予总数的")
    sentence: str  # the step's sentence, the schedule's own statement


def schedule_of(text: str) -> Schedule | None:
    """The one schedule `text` states: a threshold's share and, after it, a share per step; None when it states none or
    the step stands apart from any threshold."""
    t = arabic_numerals(text)
    for step in _STEP.finditer(t):
        window = t[max(0, step.start() - REACH) : step.start()]
        if not _AFTER.search(t[max(0, step.start() - 24) : step.start()]):
            continue
        firsts = list(_FIRST.finditer(window))
        if not firsts:
            continue
        first = firsts[-1]
        start = max(t.rfind(c, 0, step.start()) for c in "。；;\n") + 1
        end = min((i for c in "。；;\n" if (i := t.find(c, step.end())) >= 0), default=len(t))
        return Schedule(_months(first), float(first.group("pct")), _months(step), float(step.group("pct")),
                        first.group("pays"), t[start:end].strip())  # fmt: skip
    return None


def _months(m: re.Match[str]) -> float:
    return float(m.group("n")) * (12 if m.group("u") == "年" else 1)


def months_asked(question: str) -> float | None:
    """The question's one length of time in months ("满一年" → 12, "18个月", "两年" → 24); None when none or several."""
    found = [q for q in quantities(arabic_numerals(question)) if q.family == "year"]
    if len(found) != 1:
        return None
    months = convert(found[0], "个月")
    return months if months is not None and months > 0 else None


@dataclass(frozen=True)
class Earned:
    pct: float  # the share earned by the question's length
    shown: str  # "(25% + 2 × 6.25%)"


def earned_share(question: str, schedule: Schedule, looked_up: str) -> Earned | None:
    """The share the schedule has paid by the question's length, when the question uses the schedule's own paying
    words (归属 of "一次性归属授予总数的25%") that the looked-up statement does not hold ("入职授予股数" holds 授予): a
    question of the grant itself ("授予多少股") asks the base, not a share of it. None before the threshold."""
    months = months_asked(question)
    words = {b for b in bigrams(schedule.pays) if b not in _FILLER and b not in looked_up}
    said = words & bigrams(question)
    if months is None or months < schedule.first_months or not said:
        return None
    unpaid = any(_UNPAID.search(question[:i]) for w in said for i in _starts(question, w))
    steps = math.floor((months - schedule.first_months) / schedule.step_months + 1e-9)
    steps = min(steps, math.ceil((100 - schedule.first_pct) / schedule.step_pct - 1e-9))  # no more than the whole
    pct = min(100.0, schedule.first_pct + steps * schedule.step_pct)
    shown = f"({format_number(schedule.first_pct)}% + {steps} × {format_number(schedule.step_pct)}%)"
    shown = f"{format_number(pct)}%" if steps == 0 else shown
    if unpaid:  # "还有多少股没归属": the whole less the share paid
        return Earned(100.0 - pct, f"(100% − {shown})")
    return Earned(pct, shown)


def _starts(text: str, word: str) -> list[int]:
    return [m.start() for m in re.finditer(re.escape(word), text)]


__all__ = ["Earned", "Schedule", "earned_share", "months_asked", "schedule_of"]
