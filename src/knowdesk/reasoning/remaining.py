"""What is left of a looked-up allowance once the asker's own use is taken off it.

"年休假已经休了4天，还剩几天" asks for the allowance the table gives (10天) less the days the question says were used,
not for the allowance itself. The used amount is the one the question states right after a verb of using (休了, 用了,
花了, 已经…) in the allowance's own unit, and the question must ask what remains (还剩, 剩下, 还能休).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from knowdesk.reasoning.quantities import Quantity, family_of, to_halfwidth

# the question's own ask is what remains: a remaining-word, then 几/多少 and at most a unit word at the clause's end
# ("还剩几天", "剩下多少额度", "还能休几天"); never a remaining-word of a yes-no or another ask ("剩下的可以跨年用吗",
# "还剩几天没休的能折算工资吗", "还有多少天要扣工资")
_ASKS_REMAINING = re.compile(
    r"(?:还剩下?|剩下|剩余|还有|还能(?:休|用|请|报|领|拿|花))(?:的)?\s?(?:几|多少)[\u4e00-\u9fff]{0,2}\s?[？?。.!！]?\s?$"
)
# a verb of using right before the amount ("已经休了4天", "用掉了2000元", "已休4天"), two characters at most between
_USED = re.compile(r"(?:已经?|用掉?|休|请|花|领|报销?|使用|扣)(?:了|过|掉了?)?[^\d，,。；;？?]{0,2}$")
# the thing a used amount is of, right after it ("3天事假", "2000元额度"), up to a word that goes on the sentence
_OF_WHAT = re.compile(r"[\u4e00-\u9fff]{1,2}")
_GOES_ON = "还就了的后又再也都"


def used_of_allowance(question: str, counts: Sequence[Quantity], unit: str, names: str) -> Quantity | None:
    """The one amount of the question's `counts` (those that chose no row) the asker says was used, in the
    allowance's `unit` family, when the question asks what remains; None otherwise. An amount said to be of something
    `names` (the allowance's column and row words) does not name ("请了3天事假" against 年休假天数) is not its use."""
    norm = to_halfwidth(question)
    if not unit or not _ASKS_REMAINING.search(re.split(r"[，,；;]", norm.strip())[-1]):
        return None
    used = [
        x
        for x in counts
        if x.start >= 0
        and family_of(x.unit) == family_of(unit)
        and _USED.search(norm[max(0, x.start - 8) : x.start])
        and _of_the_allowance(norm[x.end :], names)
    ]
    return used[0] if len(used) == 1 else None


def _of_the_allowance(after: str, names: str) -> bool:
    m = _OF_WHAT.match(after)
    what = "" if m is None else re.split(f"[{_GOES_ON}]", m.group(), maxsplit=1)[0]
    return all(ch in names for ch in what)
