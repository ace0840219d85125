"""Whether a sentence's condition holds the number the question gives.

Rules state one band per sentence as often as one list per sentence: "单笔5万元（含）至20万元的，增加…审批。" and
"单笔20万元（含）以上的，增加…审批。" on two lines, "4小时以内：领班审批" above "超过4小时：主管审批". When the question
names a number ("报销25万的设备款", "加班3小时"), the sentence whose condition holds it answers; a sentence on the same
scale whose conditions all leave it out speaks of another case, however many words it shares with the question. Only a
band written as a condition counts (followed by 的/者/时 or a colon: "满20年的", "超过4小时："), not a cap the rule
sets as its value ("每晚不超过450元" answers "能报500吗" with a no).
"""

from __future__ import annotations

import re
from functools import lru_cache

from knowdesk.reasoning.quantities import Quantity, Range, ranges, to_halfwidth
from knowdesk.reasoning.tiers import asked_numbers

# what follows a band that heads a case: "…的，", "…者", "…时", "…：", a table cell's end
_HEADS_A_CASE = re.compile(r"\s*(?:[（(][^）)]{0,6}[）)])?\s*(?:的|者|时|[:：|])")


def _conditions(sentence: str) -> list[Range]:
    """The bands `sentence` states as conditions (not as the value it sets)."""
    text = to_halfwidth(sentence)
    return [
        r for r in ranges(text)
        if r.unit and not r.is_point and r.end >= 0 and _HEADS_A_CASE.match(text, r.end)
    ]  # fmt: skip


def _holds(band: Range, asked: Quantity | Range) -> bool:
    return band.contains_range(asked) if isinstance(asked, Range) else band.contains(asked)


@lru_cache(maxsize=256)  # read once per question, not once per candidate sentence
def _asked(question: str) -> tuple[Quantity | Range, ...]:
    return tuple(a for a in asked_numbers(question) if a.family)


def band_fit(question: str, sentence: str) -> int:
    """+1 when a condition of `sentence` holds a number the question gives, -1 when its conditions on that number's
    scale all leave every such number out, 0 when it states no condition on the scale (or the question no number)."""
    asked = _asked(question)
    if not asked:
        return 0
    bands = [r for r in _conditions(sentence) if any(r.family == a.family for a in asked)]
    if not bands:
        return 0
    held = any(_holds(r, a) for r in bands for a in asked if r.family == a.family)
    return 1 if held else -1


__all__ = ["band_fit"]
