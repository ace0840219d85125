"""A base a sentence states with the increments it adds in named cases, summed for the question's case: "享受产假158天
…；难产的增加产假15天，多胞胎生育的，每多生育1个婴儿增加产假15天" asked "难产而且生了三胞胎，产假能休多少天" → 158 + 15 +
2 × 15 = 203天. An increment counts when the question states its case in the case's own words; one stated per further
thing (每多…1个婴儿) counts each one past the first the question gives.
"""

from __future__ import annotations

import re

from knowdesk.reasoning.arithmetic import evaluate
from knowdesk.reasoning.evidence import case_stated
from knowdesk.reasoning.quantities import format_number
from knowdesk.text.numbers import arabic_numerals, cn_int

# the base: the sentence's first amount of days, before any case ("享受产假158天", "年休假为5天")
_BASE = re.compile(
    r"^[^；;。]*?(?:享受|享有|为|是|给予)(?P<name>[\u4e00-\u9fff]{0,6}?)(?P<n>\d+)\s?(?P<unit>天|日|个工作日)"
)
# "难产的增加产假15天", "多胞胎生育的，每多生育1个婴儿增加产假15天"
_INCREMENT = re.compile(
    r"(?P<case>[^，,；;。：:\d]{2,12}?)的[，,]?\s?(?:每多[\u4e00-\u9fff]{0,3}?(?P<k>\d+)\s?(?P<measure>个|场|次|名|位|件)(?P<what>[\u4e00-\u9fff]{1,3}?))?"
    r"[，,]?\s?(?:应|可|再|另)?(?:增加|增|加|延长|另加|另增)[\u4e00-\u9fff]{0,4}?(?P<n>\d+)\s?(?P<unit>天|日|个工作日)"
)
# how many the question says were born at once ("双胞胎", "三胞胎"), the one count words of a case do not give
_MULTIPLE = re.compile(r"(?P<k>[双两二三四五六]|\d)胞胎")
SHARED_PAIRS = 1  # pairs of characters a case shares with the question ("难产"; "多胞胎" with "三胞胎": 胞胎)


def base_plus_increments(question: str, sentence: str) -> tuple[float, str, str, str] | None:
    """The total of the base and the increments of the question's case (the value, its unit, the working, what the
    base is of: 产假), or None
    when the sentence states no base with increments or the question's case takes none of them."""
    q, s = arabic_numerals(question), arabic_numerals(sentence)
    base = _BASE.search(s)
    if base is None:
        return None
    parts: list[str] = [base.group("n")]
    shown: list[str] = [base.group("n")]
    for m in _INCREMENT.finditer(s, base.end()):
        if not case_stated(q, m.group("case"), SHARED_PAIRS):
            continue
        if m.group("what"):
            extra = _further(q, m.group("measure"), m.group("what")) // int(m.group("k"))
            if extra <= 0:
                continue
            parts.append(f"{extra} * {m.group('n')}")
            shown.append(f"{extra} × {m.group('n')}")
        else:
            parts.append(m.group("n"))
            shown.append(m.group("n"))
    if len(parts) == 1:
        return None
    unit = "天" if base.group("unit") == "日" else base.group("unit")
    total = evaluate(" + ".join(parts))
    return total, unit, f"{' + '.join(shown)} = {format_number(total)}{unit}", base.group("name")


def _further(question: str, measure: str, what: str) -> int:
    """How many of `what` (婴儿) past the first the question gives: 三胞胎 → 2; 0 when it gives no count."""
    m = _MULTIPLE.search(question)
    if m is not None:
        k = m.group("k")
        return (2 if k == "双" else cn_int(k) or 1) - 1
    counted = re.search(rf"(?P<n>\d+)\s?{measure}{re.escape(what)}", question)
    return int(counted.group("n")) - 1 if counted else 0
