"""Which sentence defines the term a definition question asks about.

"夜班是指什么" is answered by "…的，该班次认定为夜班", not by "三班两运转是指…白班、夜班两个班次" — a sentence with 是指
that defines another term and only mentions this one. "C等级是指什么" is answered by the row whose key cell is C
(| C | 待改进：部分未达预期 | …), not by the sentence that lists the grades. The local answer step adds `defines` to
a sentence's score for a definition question (`asks.py` kind "definition").
"""

from __future__ import annotations

import re

from knowdesk.reasoning.enumerations import list_items

# the term asked about: "什么叫X", "X是指什么", "X是什么意思", "什么样的…算X"
_ASKED = (
    re.compile(
        r"(?:什么(?:是|叫做?|算)|啥(?:是|叫))\s*[“\"「]?(?P<t>[^，,。？?“”\"」\s]{1,12}?)[”\"」]?\s*(?:呢|啊|呀)?\s*[？?。]?\s*$"
    ),
    re.compile(
        r"(?P<t>[^，,。？?\s]{1,16}?)\s*(?:是指什么|指的是什么|指什么|是什么意思|什么意思|是啥意思|指的是啥|是啥|的意思是什么|"
        r"(?:的定义|的含义)(?:是什么|是啥)?|是什么)"
        r"\s*(?:呢|啊|呀)?\s*[？?。]?\s*$"
    ),
    re.compile(r"什么样的\S{0,4}?算(?P<t>[^，,。？?\s]{1,10}?)\s*(?:呢|啊|呀)?\s*[？?。]?\s*$"),
    # what makes one of the term: "怎样才算一个夜班", "怎么样算迟到" (one counted case: 一个/一次 is no part of it)
    re.compile(
        r"(?:怎样|怎么样?|如何)才?(?:能)?(?:算|计)(?!算)(?:是|作)?(?:[一1][个次天件起名])?"
        r"[“\"「]?(?P<t>[^，,。？?“”\"」\s]{1,10}?)[”\"」]?\s*(?:呢|啊|呀)?\s*[？?。]?\s*$"
    ),
    # what it is for: "鲸盾是干嘛用的", "门禁卡有什么用"
    re.compile(
        r"(?P<t>[^，,。？?\s]{1,16}?)\s*(?:是干(?:嘛|啥|什么)用的|是(?:做|干)(?:什么|啥)(?:用)?的|有(?:什么|啥)用(?:处)?)"
        r"\s*(?:呢|啊|呀)?\s*[？?。]?\s*$"
    ),
    # English: "what counts as a Tier A city", "what is meant by X", "what is a X", "what does X mean" ("what is the
    # hotel limit" asks a value, not a definition)
    re.compile(
        r"^what\s+(?:counts\s+as|is\s+meant\s+by|is\s+(?=an?\s))\s*(?:an?\s+|the\s+)?(?P<t>[A-Za-z][\w '-]{0,40}?)\s*\??$",
        re.I,
    ),
    re.compile(r"^what\s+does\s+(?:an?\s+|the\s+)?(?P<t>[A-Za-z][\w '-]{0,40}?)\s+mean\s*\??$", re.I),
)
# "N类车指的是哪种车", "L3是哪一类": which kind of thing a name or code stands for
# "N类车是指什么车", "A类店指的是啥店": the same asked with 什么 before the noun (not "是什么时候", a date)
_WHICH_KIND = re.compile(
    r"(?P<t>[^，,。？?\s]{1,12}?)\s*(?:(?:是|指的?是|是指)哪(?:种|类|一种|一类)|(?:是指|指的?是)(?P<what>什么|啥)(?!时候|时间))"
    r"(?P<n>[\u4e00-\u9fff]{0,3}?)\s*(?:呢|啊|呀)?\s*[？?。]?\s*$"
)
# "司龄是怎么算的", "工龄如何认定": asked as a rate or in general, answered by the sentence defining the term
_HOW_COUNTED = re.compile(
    r"^(?:请问)?(?P<t>[\u4e00-\u9fffA-Za-z]{2,8}?)(?:是|又是)?(?:怎么|如何)(?:算|计算|认定|界定)的?"
)
_FRAME = re.compile(r"^.*(?:的|里|中|里面)(?=.)")  # "年度评估里的C等级" → C等级
# "C等级" names the row keyed C, "Tier A city" the row keyed Tier A
_CLASS = re.compile(r"(?:等级|级别|档次|级|档)$|\s+(?:city|cities|grade|level|band|category|class)$", re.I)
# a class's name, then the noun it classes: "A类店", "B类车", "一类地区"
_CLASSED_NOUN = re.compile(r"^(?P<key>[A-Za-z0-9一二三四五六七八九十甲乙丙]{1,3}[类级档等])[\u4e00-\u9fff]{1,2}$")
# a row stating what puts a case in the class: a range or a condition ("| A类 | 80万元（含）以上 |"), not its fee,
# allowance or time limit ("| A类 | 150 | 220 |", "| A类 | P1 | 1分钟 | 4小时 |")
_CRITERION = re.compile(
    r"以上|以下|以内|不低于|不少于|不超过|不足|超过|低于|高于|达到|满\d|\d\s*[至~～-]\s*\d|[≥≤><]|（含）|\(含\)"
)
_EN_DEFINING = r"\s+(?:means|is defined as|refers to|is|are)\b"
_DEFINING_AFTER = r"\s*[，,]?\s*(?:是指|指的是|系指|指|即|是)"
_DEFINING_STRICTLY = r"\s*[，,]?\s*(?:是指|系指|指的是)"
# a case counted as one of the term: "…之间工作满4小时，计1个夜班", "…的，算一次迟到"
_COUNTED_AS = r"[，,]\s*(?:计|算|记)(?:为|作)?\s*[1一]\s*[个次天件起名]\s*"
_DEFINING_BEFORE = r"(?:认定为|称为|视为|即为|算作|定义为|叫做|简称|列为|归为|划为|划入|统称为?)\s*"
# a formula stating how the term is counted: "月度损耗率 = 当月报损金额 ÷ 当月营业额", "损耗率（报损金额 ÷ 食材成本）";
# in brackets, a quantity of two Han characters or more on each side of the operator: a unit ("元/人·天") is none
_FORMULA = r"\s*(?:[=＝]|[（(][^）)]{0,60}?[\u4e00-\u9fff]{2}\s*[÷×/＝=]\s*[\u4e00-\u9fff]{2}[^）)]{0,60}[）)])"
_ANOTHER = re.compile(r"([\u4e00-\u9fffA-Za-z0-9+]{2,10})\s*(?:是指|系指|指的是)")


# "哪些地方算受限空间", "什么情况算旷工": the cases a term covers, asked as a list; its definition answers it
COVERED = re.compile(
    r"(?:哪些|哪种|哪类|什么)(?:地方|场所|情况|情形|行为|人|人员|东西|物品|区域)?(?:算是?|认定为|算作)"
    r"[“\"「]?(?P<t>[^，,。？?“”\"」\s]{2,12}?)[”\"」]?\s*(?:呢|啊|呀)?\s*[？?。]?\s*$"
)


# "地面岗位包括哪些人", "组员分哪几种", "室内岗位指哪些岗位": the members of a class, asked as a list
_MEMBERS_ASKED = re.compile(
    r"(?P<t>[^，,。？?\s]{2,16}?)\s*(?:都|一共|总共|主要|一般|具体)?(?:包括|包含|是指|指的是|指|分为|分成|分)"
    r"(?:哪些|哪几|哪(?:种|类)|什么|几种|几类)(?!时候|时间|情况)"  # not "积分什么时候清零", "处分什么情况下"
)
# the class named, then its members listed after 指/分为/包括: "地面岗位指内集卡司机、理货员", "组员分为全职组员和小时工"
_MEMBERS_AFTER = r"\s*[，,]?\s*(?:是指|指的是|系指|指|分为|分成|包括|包含)\s*(?P<members>[^，,。；;：:]{2,60})"


def members_asked(question: str, kind: str) -> str:
    """The class whose members a list or count question (`kind`, `asks.py`) asks for ("高温津贴里的地面岗位包括哪些人"
    → 地面岗位), "" for any other question ("出差补助分几类标准是多少" asks an amount) and for a one-character class."""
    m = _MEMBERS_ASKED.search(question.strip()) if kind in ("list", "count") else None
    term = (_FRAME.sub("", m.group("t")) or m.group("t")).strip('“”"「」 ') if m else ""
    return term if len(term) >= 2 else ""


def _quoted(term: str) -> str:
    """The pattern of a term, quoted or not, with a gloss in brackets after it ("年休假（带薪年休假）")."""
    return rf"[“\"「]?{re.escape(term)}[”\"」]?(?:\s*[（(][^）)]{{0,80}}[）)])?"


def names_members(term: str, text: str) -> bool:
    """`text` lists the members of `term` after it ("室内岗位指控制塔调度员、闸口业务员"); a table row keyed by the class
    states its values, not its members. The term opens a clause or a quote (岗位 inside "辅助岗位指…" is not it)."""
    m = re.search(r"(?<![\u4e00-\u9fffA-Za-z0-9])" + _quoted(term) + _MEMBERS_AFTER, text) if term else None
    return m is not None and len(list_items(m.group("members"))) >= 2


def asked_term(question: str, kind: str = "definition") -> str:
    """The term a question asks to have explained, "" when none is found: a definition question's, one asked
    as a rate or in general how it is counted ("司龄是怎么算的" → 司龄), or the cases a term covers asked as a list
    ("哪些地方算受限空间" → 受限空间)."""
    q = question.strip()
    if kind in ("rate", "general") and (counted := how_counted(q)):
        return counted
    if kind in ("list", "general", "definition") and (covered := COVERED.search(q)):
        return covered.group("t")
    if kind not in ("definition", "rate", "general"):
        return ""
    which = _WHICH_KIND.search(q)
    if which and which.group("what") and not _CLASSED_NOUN.match(which.group("t")):
        which = None  # "劳务费指的是什么" is the ordinary definition question (`_ASKED`), not a class asked of
    if which:  # "N类车指的是哪种车" → N类: the class a name stands for, without the noun the question repeats
        term, noun = which.group("t"), which.group("n")
        # the noun is stripped only where it is no part of the term's own name: "年假是哪种假" asks of 年假, not 年
        left = term[: -len(noun)] if noun and term.endswith(noun) else ""
        if which.group("what") and _CLASSED_NOUN.match(term):  # "A类店是指什么店" asks of A类店 (`_class_key`)
            return term
        return left if left and (len(noun) >= 2 or re.search(r"[类级A-Za-z0-9]$", left)) else term
    for pattern in _ASKED:
        m = pattern.search(q)
        if m:
            term = _FRAME.sub("", m.group("t")).strip('“”"「」 ')
            return term if term else ""
    return ""


def term_asked(question: str, kind: str) -> tuple[str, bool]:
    """The term to define (`asked_term`) and whether only a definition proper defines it: it was asked how it is
    counted ("经济补偿金怎么计算") rather than what it is."""
    term = asked_term(question, kind)
    return term, kind != "definition" and term == how_counted(question)


def how_counted(question: str) -> str:
    """The term a question asks how it is counted ("司龄是怎么算的" → 司龄), "" for any other question: such a term
    is answered by a definition proper (`defines(..., strictly=True)`), not by any sentence using 即 after it."""
    m = _HOW_COUNTED.match(question.strip())
    return (_FRAME.sub("", m.group("t")) or m.group("t")) if m else ""  # "设备的折余价值怎么算" → 折余价值


def _keys(term: str) -> set[str]:
    """What a row key cell may hold for the term: itself, without its class word ("C等级" → C), or the code it
    ends with ("绩效等级B+" → B+). The class alone of a classed noun ("A类店" → A类) is `_class_key`."""
    keys = {term, _CLASS.sub("", term) or term}
    code = re.search(r"[A-Za-z][A-Za-z0-9+\-]*$", _CLASS.sub("", term))
    if code:
        keys.add(code.group())
    return keys


def _class_key(term: str, cells: list[str]) -> bool:
    """ "A类店" is defined by the row keyed A类 only where the row states what puts a store in the class (a range or
    a condition, `_CRITERION`); a row keyed A类 that holds its fee or its time limit does not say what A类店 is."""
    named = _CLASSED_NOUN.match(term)
    return bool(named) and cells[0] == named.group("key") and any(_CRITERION.search(c) for c in cells[1:])


def _en_heads(term: str) -> tuple[str, ...]:
    """An English term, and its head before what frames it ("hourly base rate for incident pay" → hourly base
    rate): a policy defines the head once, not every phrase the question wraps it in."""
    head = re.split(r"\s+(?:for|under|when|during)\s+", term, maxsplit=1)[0]  # "leave of absence" stays whole
    return (term, head) if head != term and len(head.split()) >= 2 else (term,)


def defines(term: str, text: str, strictly: bool = False) -> float:
    """How plainly `text` defines `term`: 1 (the term, quoted or not, before 是指/即, after 认定为/称为 or 所称, as the
    case counted as one, "…，计1个夜班"; a table row keyed by it), -1 (it defines another term with 是指 and not this
    one), 0 otherwise. `strictly` (the term was asked how it is counted): 1 only for 是指/系指/指的是, 所称 or a
    glossary entry in words ("2.3 计薪工时：员工…的小时数", not "夜班津贴：一线岗位60") or a formula, else 0."""
    if not term:
        return 0.0
    named = _CLASSED_NOUN.match(term)
    if named and not text.lstrip().startswith("|") and defines(named.group("key"), text, strictly) > 0:
        return 1.0  # "纯电动车型统一列为N类" says what N类车 is
    t = re.escape(term)
    # "本细则所称“司龄”，是指…"; "年休假（带薪年休假）是指…": a gloss in brackets may stand between the term and 是指
    quoted = _quoted(term)
    if strictly:  # asked how it is counted ("经济补偿金怎么计算"): only a definition proper, not "…，即2N"
        proper = re.search(quoted + _DEFINING_STRICTLY, text) or re.search("所称" + quoted, text)
        entry = re.match(rf"\s*(?:[-•*·■]\s*|[\d.]+\s*)?[“\"「]?{t}[”\"」]?\s*[：:]\s*[^\d：:|]{{6}}", text)
        return 1.0 if proper or entry or re.search(t + _FORMULA, text) else 0.0
    if (
        re.search(quoted + _DEFINING_AFTER, text)
        or re.search(_DEFINING_BEFORE + t, text)
        or re.search("所称" + quoted, text)
        or re.search(_COUNTED_AS + t, text)
        or re.match(
            rf"\s*(?:[-•*·]\s*|[\d.]+\s*)?{quoted}\s*[：:](?!\s*[\d“\"「])", text
        )  # a glossary entry, not a value or a quoted phrase
    ):
        return 1.0
    if term.isascii() and any(re.search(rf"\b{re.escape(x)}{_EN_DEFINING}", text, re.I) for x in _en_heads(term)):
        return 1.0
    if text.lstrip().startswith("|"):
        cells = [c.strip() for c in text.strip().strip("|").split("|")]
        key = re.sub(r"\s*[（(][^）)]*[）)]\s*$", "", cells[0]) if cells else ""  # "Tier A (London, Tokyo)"
        if cells and (cells[0] in _keys(term) or key in _keys(term) or _class_key(term, cells)):
            return 1.0
    other = _ANOTHER.search(text)
    if other and term not in other.group(1):
        return -1.0
    return 0.0


__all__ = ["COVERED", "asked_term", "defines", "how_counted", "members_asked", "names_members", "term_asked"]
