"""Arithmetic on a rule stated per step in prose: "连续工作每满1年，每月增加工龄工资30元，最高不超过300元" asked
"干满7年了，每月工龄工资多少" gives 7 × 30 = 210元 — the count of whole steps in the question's number times the
amount per step, held to the rule's cap. A table's tiers are `tiers.py`'s; this is the rule that has none."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from knowdesk.reasoning.quantities import Quantity, convert, format_number, quantities
from knowdesk.text.numbers import arabic_numerals

# "每满1年" / "每工作满6个月" / "每多工作满1年": a step; "每多" grows from a base the sentence states before it
# ("连续工作满12个月后，每年享有带薪年休假7天；此后每多工作满1年，年假增加1天")
_STEP = re.compile(r"每(?P<more>多)?(?:[^，。；,;]{0,4}?)满\s*(?=\d)")
_CAP = re.compile(r"最高|最多|上限|不超过|封顶")
_SENTENCE_END = re.compile(r"[。；;]")
AMOUNT_FAMILIES = frozenset(["money", "day"])  # what a step earns: 元 per year of service, 天 of leave
STEP_FAMILIES = frozenset(["year", "day", "hour", "distance"])  # counted in steps: years of service, days, km


@dataclass(frozen=True)
class StepTotal:
    """The computed value, its working and what it rests on."""

    value: float
    unit: str
    working: str  # "7 × 30 = 210元", "7 + (3 − 1) × 1 = 9天"
    capped: bool  # the result passed the rule's cap, which is the answer instead
    statement: str  # one line for a conclusion


def step_total(question: str, sentence: str) -> StepTotal | None:
    """The value of a per-step rule in `sentence` at the question's number, or None when the sentence states no
    such rule or the question gives no number of the step's kind (years for "每满1年")."""
    text = arabic_numerals(sentence)
    m = _STEP.search(text)
    if m is None:
        return None
    end = _SENTENCE_END.search(text, m.end())
    found = quantities(text[m.start() : end.start() if end else len(text)])
    if len(found) < 2 or found[0].family not in STEP_FAMILIES or found[0].value <= 0:
        return None
    step = found[0]
    amounts = [q for q in found[1:] if q.family in AMOUNT_FAMILIES]
    if not amounts:
        return None
    per = amounts[0]
    cap = next((q for q in amounts[1:]
                if q.unit == per.unit and _CAP.search(text[m.start() + per.end : m.start() + q.start])), None)  # fmt: skip
    asked = _asked(question, step)
    base = _base(text[: m.start()], step, per) if m.group("more") else (0.0, 0.0)
    if asked is None or base is None:
        return None
    from_value, base_amount = base
    count = math.floor((asked - from_value) / step.value + 1e-9)
    if count < (0 if m.group("more") else 1):
        return None
    total = base_amount + count * per.value
    capped = cap is not None and total > cap.value
    value = cap.value if capped and cap is not None else total
    # "(3 − 1) × 1" shows where the steps start; with a step of 3 years the count of whole steps is shown instead
    steps = f"({format_number(asked)} − {format_number(from_value)})" if from_value and step.value == 1 else f"{count}"
    working = f"{steps} × {format_number(per.value)} = {format_number(total)}{per.unit}"
    if base_amount:
        working = f"{format_number(base_amount)} + {working}" if count else f"{format_number(total)}{per.unit}"
    clause = text[m.start() : m.start() + per.end].strip("，, ")
    rule = clause + (f"，最高{format_number(cap.value)}{cap.unit}" if cap is not None else "")
    result = f"超过上限，按{format_number(value)}{per.unit}" if capped else ""
    statement = f"{format_number(asked)}{step.unit}：{working}{'，' + result if result else ''}（{rule}）。"
    return StepTotal(value, per.unit, working, capped, statement)


def _base(before: str, step: Quantity, per: Quantity) -> tuple[float, float] | None:
    """Where a "每多…" rule starts from, in its sentence before it: the number of the step's kind there (满12个月 →
    1年) and the amount it gives (7天); None when the sentence states neither."""
    before = before[before.rfind("。") + 1 :]
    found = quantities(before)
    starts = [q for q in found if q.family == step.family]
    amounts = [q for q in found if q.unit == per.unit]
    if not starts or not amounts:
        return None
    start = convert(starts[-1], step.unit)
    return (start, amounts[-1].value) if start is not None else None


def _asked(question: str, step: Quantity) -> float | None:
    """The question's number in the step's unit ("干满7年" for 每满1年; "18个月" is 1.5年), not the step itself."""
    for q in quantities(arabic_numerals(question)):
        value = convert(q, step.unit) if q.family == step.family else None
        if value is not None and value > 0:
            return value
    return None


__all__ = ["StepTotal", "step_total"]
