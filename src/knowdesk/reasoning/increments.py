"""A base a sentence states with the increments it adds in named cases, summed for the question's case: "享受产假158天
…；难产的增加产假15天，多胞胎生育的，每多生育1个婴儿增加产假15天" asked "难产而且生了三胞胎，产假能休多少天" → 158 + 15 +
2 × 15 = 203天. An increment counts when the question states its case in the case's own words; one stated per further
thing (每多…1个婴儿) counts each one past the first the question gives.
"""

from __future__ import annotations

import re

from knowdesk.reasoning.arithmetic import evaluate
from knowdesk.reasoning.evidence import bigrams, case_stated
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
# "在法定产假基础上，公司另给予…额外产假30天": days a later sentence adds on top of the base for everyone it covers
_ON_TOP = re.compile(
    r"在[^，,。；;]{0,8}?基础上[，,]?[^，,。；;]{0,20}?(?:另|额外|再)(?:给予|增加|享受|享有|给)?"
    r"[^，,。；;\d]{0,16}?(?P<name>[\u4e00-\u9fff]{2})(?P<n>\d+)\s?(?P<unit>天|日|个工作日)"
)
# the question asks the whole ("一共", "加上本市延长的"): only then do a later sentence's additions count
_WHOLE_ASKED = re.compile(r"一共|总共|合计|共计|加起来|加上|加在一起|总计")
# the case a clause on top of the base is given for: "符合政策生育的女员工"
_CONDITION = re.compile(r"(符合[^，,。；;]{1,12}?)的")
FOLLOWING = 200  # characters after the sentence, in its passage, where an addition to its base is looked for
# how many the question says were born at once ("双胞胎", "三胞胎"), the one count words of a case do not give
_MULTIPLE = re.compile(r"(?P<k>[双两二三四五六]|\d)胞胎")
SHARED_PAIRS = 1  # pairs of characters a case shares with the question ("难产"; "多胞胎" with "三胞胎": 胞胎)


def base_plus_increments(question: str, sentence: str, passage: str = "") -> tuple[float, str, str, str] | None:
    """The total of the base and the increments of the question's case (the value, its unit, the working, what the
    base is of: 产假), or None when the sentence states no base with increments or the question's case takes none of
    them. When the question asks the whole, increments the next sentences of `passage` (the text the sentence stands
    in) state for the question's case, or add on top of the base ("在法定产假基础上…另给予额外产假30天"), count too."""
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
    name = base.group("name")
    later = _later_additions(q, s, arabic_numerals(passage), name[-2:]) if _WHOLE_ASKED.search(q) else []
    if later:
        parts += later
        shown += later
        name = name[-2:]  # "国家法定产假" plus the company's days is the 产假 asked, not the statutory part
    if len(parts) == 1:
        return None
    unit = "天" if base.group("unit") == "日" else base.group("unit")
    total = evaluate(" + ".join(parts))
    return total, unit, f"{' + '.join(shown)} = {format_number(total)}{unit}", name


def _later_additions(question: str, sentence: str, passage: str, name: str) -> list[str]:
    """The days the sentences after `sentence` in its passage add to the same leave (`name`, 产假): an increment whose
    case the question states ("符合本市规定生育的，延长产假60天" for "加上本市延长的"), or one on top of the base for all."""
    at = passage.find(sentence)
    if at < 0 or not name:
        return []
    following = passage[at + len(sentence) : at + len(sentence) + FOLLOWING]
    following = re.split(r"\n\s*第[一二三四五六七八九十百\d]+条", following)[0]  # this article only
    found = [m.group("n") for m in _INCREMENT.finditer(following)
             if name in m.group(0) and not m.group("what") and _own_case_stated(question, m.group("case"), sentence)]  # fmt: skip
    for m in _ON_TOP.finditer(following):
        condition = _CONDITION.search(m.group(0))  # "另给予符合政策生育的女员工…": only for the case it names
        if m.group("name") == name and (condition is None or _own_case_stated(question, condition.group(1), sentence)):
            found.append(m.group("n"))
    return found


def _own_case_stated(question: str, case: str, sentence: str) -> bool:
    """The question states a later sentence's case by the words the case does not share with the base sentence: "符合本市
    规定生育的" needs 本市规定 said, not the 生育 every birth the base rules on has; a negated case ("不符合政策") never."""
    asked = _WHOLE_ASKED.sub("，", question)  # "合计" asks the whole; it states no "符合计划生育" case
    own = bigrams(case) - bigrams(sentence)
    return bool(own & bigrams(asked)) and case_stated(question, case, SHARED_PAIRS)


def _further(question: str, measure: str, what: str) -> int:
    """How many of `what` (婴儿) past the first the question gives: 三胞胎 → 2; 0 when it gives no count."""
    m = _MULTIPLE.search(question)
    if m is not None:
        k = m.group("k")
        return (2 if k == "双" else cn_int(k) or 1) - 1
    counted = re.search(rf"(?P<n>\d+)\s?{measure}{re.escape(what)}", question)
    return int(counted.group("n")) - 1 if counted else 0
