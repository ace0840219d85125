"""Constraints a question sets on the sentence that answers it, beyond its kind (`asks.py`).

A question can name the unit of the value it wants ("按多少倍算", "打几折", "多少美元", "增长了多少" — a share, not
a count of years) or a specific code it is about ("P5的基本工资"). A sentence that states some other value
("按本地最低工资标准发放", "每分 5 元") or speaks of no such code does not answer it, however well it matches the
topic: the question is refused instead. The code counts when the sentence, its heading, its section or its
document title names it, or names a range of the same series holding it ("P5–P7"), so a rule stated once under
its heading still answers.

A question about a fact of the world pins it down further: a year (2021年), a date (1月5日), a part of a year
(上半年, 一季度), a series' number (第七届, 首届), a title (《四海》). Each must stand in the stretch of the sentence
that answers — with the heading, section and document title — not merely in the passage: evidence about the same
event in another year, or about its neighbouring fact, is the common near miss. The stretch is a search snippet's
piece ("… ..." joins unrelated text; its page date "Dec 30, 2022 ..." is no value, though it dates a piece that
names no year), and for a value question the clause stating the value read with the clauses before it. What the
value or the name is *of* is checked in `fact_ties.py`.
"""

from __future__ import annotations

import re
from functools import lru_cache

from knowdesk.reasoning.asks import Ask, ask_of
from knowdesk.reasoning.base import Passage
from knowdesk.reasoning.fact_ties import untied, value_clause
from knowdesk.reasoning.named_kinds import other_kind_stated
from knowdesk.reasoning.unnamed import named
from knowdesk.text.numbers import arabic_numerals, chinese_number
from knowdesk.text.places import places
from knowdesk.text.tokenize import tagged

# "几倍/多少倍" wants a multiple, "几折/打几折" a share: the value must be stated in that unit (or as a percent)
_ASKED_UNITS: list[tuple[re.Pattern[str], re.Pattern[str], str]] = [
    (
        re.compile(r"(?:几|多少)\s*倍"),
        re.compile(r"\d\s*倍|[一二两三四五六七八九十]\s*倍|\d\s*%|百分之"),
        "a multiple (倍)",
    ),
    (
        # "打折吗", "打不打折": whether a discount is allowed, not how much of one
        re.compile(r"(?:几|多少)\s*折|(?<!打不)打折(?![^，,。？?]{0,12}?(?:吗|(?<![什怎那])么))"),
        re.compile(r"\d\s*折|[一二三四五六七八九]\s*折|\d\s*%|百分之|\d\s*成"),
        "a share (折/%)",
    ),
    # "培训中心的邮箱是多少" on a line with a phone number only; "更衣室的温度要求是多少" on a rule stating none
    (
        re.compile(r"(?:邮箱|电子邮件|e-?mail)(?:地址)?(?:是|为)?(?:多少|什么|啥)|哪个邮箱", re.I),
        re.compile(r"[\w.-]+@[\w-]+\.\w+"),
        "a mail address",
    ),
    # "客服中心电话多少" on a row of the centre's compensation limits: a phone number asked is stated as digits (with
    # dashes or spaces; not a date nor an amount, 2024-01-15, 1500000元), an extension, beside the word 电话, or a
    # public short number (110, 12345; not 120元); "电话费报多少" asks an amount
    (
        re.compile(
            r"(?:电话|热线|手机号)(?:号码?)?(?:是|为)?(?:多少(?![钱元块])|几号|什么)|打(?:哪个|什么)电话|电话号码?[？?]?$"
        ),
        re.compile(
            r"(?<![\d.])(?!\d{4}[-/]\d{1,2}[-/]\d{1,2}(?!\d))\d(?:[-\s]?\d){6,}(?![\d.元万%])|"
            r"(?<!\d)\d{3,4}-\d{3,4}(?:-\d{3,4})?(?!\d)|分机|转\s*\d{3,}|"
            r"(?:电话|热线|tel|phone)\s*[:：]?\s*\d{3,}|(?<!\d)(?:110|119|120|122|12315|12345)(?![\d元%])",
            re.I,
        ),
        "a phone number",
    ),
    (
        re.compile(r"温度(?:要求|范围|标准)?(?:是|为|应|要)?(?:多少|几度|什么|啥)|多少度(?!电)|几度(?!电)"),
        re.compile(r"\d\s*(?:℃|°C|度)|摄氏|常温|阴凉|冷藏|冷冻"),
        "a temperature",
    ),
]
# a grade, level or model code the question is about ("P5", "M3", "G4"): letters then digits, standalone
_CODE = re.compile(r"(?<![A-Za-z0-9])([A-Za-z]{1,2})(\d{1,2})(?![A-Za-z0-9])")
_RANGE = re.compile(
    r"(?<![A-Za-z0-9])([A-Za-z]{1,2})(\d{1,2})\s*(?:-|–|—|~|～|至|到)\s*(?:[A-Za-z]{1,2})?(\d{1,2})(?!\d)"
)


# a band of a series open at one end: "G7及以上", "M3 and above" (group 3 set), "P4及以下", "T2 or below"
_OPEN_RANGE = re.compile(
    r"(?<![A-Za-z0-9])([A-Za-z]{1,2})(\d{1,2})\s*(?:(及以上|以上|或以上|and above|or above|\+)|及以下|以下|或以下|"
    r"and below|or below)",
    re.I,
)


def unmet_constraint(question: str, sentence: str, context: str, standing: bool = False, about: str = "") -> str | None:
    """Why `sentence` (read with `context`: its heading, section and document title) does not answer
    `question`'s own constraints, or None when it meets them all. For a `standing` rule (`states_standing_rules`)
    the year, date or period the question names is not required of the sentence: it holds for every day the
    document is in force, which the graph's validity step has matched to the day asked about. `about` is the opening
    of the sentence's passage: a person it names is the one a sentence leaving its subject unsaid speaks of."""
    for asked, stated, what in _ASKED_UNITS:
        if asked.search(question) and not stated.search(sentence):
            return f"the question asks for {what} and the sentence states none"
    around = f"{context} {sentence}"
    if ask_of(question).wants_value and (kind := other_kind_stated(question, sentence, context)):
        return f"the sentence states the pay of another situation than {kind}"
    for prefix, number in _CODE.findall(question):
        if not _names_code(around, prefix.upper(), int(number)):
            return f"the sentence and its section never name {prefix}{number}"
    published = {m.group(1) for m in _SNIPPET_DATE.finditer(sentence)}
    reasons = [_unmet_in(question, part, context, published, standing, about) for part in fragments(question, sentence)]
    if not reasons:  # no clause states a value: the caller's own check says so, unless only a page's date did
        ask = ask_of(question)
        return f"the sentence states no {ask.kind} but a page's own date" if ask.stated_by(sentence) else None
    return None if None in reasons else reasons[0]


# a document that states standing rules rather than reporting events: a policy, a law, a handbook. Its sentences hold
# for every day it is in force, which the graph's validity step has already checked against the day asked about.
# Notices, plans and reports (年会筹备通知, 年度经营报告) are about their year and keep the year check; a document
# issued as a year's edition ("排班与加班培训（2026版）") is a rule set for that year on, however it is called.
_RULE_NAME = re.compile(
    r"制度|办法|规定|规范|标准|细则|条例|法$|法[(（]|章程|守则|准则|手册|指南|政策|须知|流程|规程|\d{4}\s*年?版|policy|"
    r"handbook|rules|procedure",
    re.I,
)


def states_standing_rules(p: Passage) -> bool:
    """The passage's document is a rule in force over time (it states when it takes effect, or its name says it is
    a rule), not a report of events: a question's year asks which version applies, not that the sentence name it."""
    return bool(p.get("effective_from") or _RULE_NAME.search(p["document"]))


def fragments(question: str, sentence: str) -> list[str]:
    """The stretches of `sentence` that could answer `question`: a search snippet's pieces ("… ..." joins
    unrelated text), and for a value question each clause stating a value of the asked kind read with the
    clauses before it (where its subject and its year are named: "2021年，香港GDP增长6.4%"), not after it."""
    ask = ask_of(question)
    pieces = [p for p in _SNIPPET_BREAK.split(_undated(sentence)) if p.strip()]
    if not ask.wants_value:
        return pieces
    out = []
    for piece in pieces:
        clauses = [c for c in _CLAUSE.split(piece) if c.strip()]
        stating = [i for i, c in enumerate(clauses) if _states(ask, c)]
        for i in stating:
            end = i + 1
            if ask.kind == "date" and (_BARE_TIME.match(clauses[i]) or opens_with_date(clauses[i])):
                # "1955年，艾里森迁居纽约市，开始致力于科幻小说创作", "2008年11月12日对山东鲁能的比赛中，他首次登场": a
                # time that opens a clause is when the clauses after it happen, up to the next time stated
                end = next((j for j in stating if j > i), len(clauses))
            out.append("".join(clauses[:end]))
    return out


# a clause that is only a time ("1955年，", "2014年7月，", "同年5月，"): it dates what follows it
_BARE_TIME = re.compile(
    r"^\s*(?:在|于|自|从)?\s*[^，,；;：:]{0,12}?[年月日号代纪间]\s*(?:时|间|起|初|底|末|中)?\s*[，,]\s*$"
)


# a month or a day opening a clause ("2008年11月12日…比赛中，", "于5月3日…"): a time adverbial; a bare year before a
# noun ("2022年春运全路客运…") names the thing of that year as often as it dates an event
_OPENING_DATE = re.compile(
    r"\s*(?:在|于|自|从)?\s*(?:\d{4}\s*年\s*)?\d{1,2}\s*月(?:\s*\d{1,2}\s*[日号])?(?!\s*(?:内|以内|之内|以上|以下))"
)  # not a length of time ("3月内不得调岗")


def opens_with_date(clause: str) -> bool:
    """The clause opens with a month or a day ("2008年11月12日中超联赛与山东鲁能的比赛中，"): an adverbial of time,
    the event it dates is told after it."""
    return bool(_OPENING_DATE.match(arabic_numerals(clause)))


def _states(ask: Ask, clause: str) -> bool:
    """The clause states a value of the asked kind; for a count, any number not a year the question names
    ("网民规模达10.51亿" answers "有多少人")."""
    if ask.stated_by(clause):
        return True
    if ask.kind != "count":
        return False
    bare = arabic_numerals(clause)
    for year in ask.given_years:
        bare = bare.replace(year, " ")
    return bool(re.search(r"\d", bare))


def _unmet_in(
    question: str, fragment: str, context: str, published: set[str], standing: bool, about: str = ""
) -> str | None:
    """Why one stretch of a sentence does not meet the question's constraints (None: it does). A snippet's
    publication year (`published`) stands for the year of a stretch that names none ("May 21, 2022 ... 工党赢得
    大选")."""
    value = [c for c in _CLAUSE.split(fragment) if c.strip()][-1:] if ask_of(question).wants_value else [fragment]
    clause = "".join(value)  # a value question: the clause stating the value
    unit = _asked_unit(question)
    if unit and not re.search(rf"\d\s*[万亿千百]*\s*{unit}", arabic_numerals(clause)):
        return f"the question asks for a value in {unit} and the sentence states none"
    for asked, stated, what in _ASKED_SHAPES:
        if asked.search(question) and not stated.search(clause):
            return f"the question asks for {what} and the sentence states none"
    if _AMOUNT_OF.search(question) and not _SHARE_ASKED.search(question) and _pinned(question, standing):
        bare = re.sub(rf"(?:\d+(?:\.\d+)?\s*(?:{_CHANGE}))|(?:19|20)\d{{2}}\s*年?", " ", arabic_numerals(clause))
        if not re.search(r"\d", bare):  # "河南夏粮总产量占全国的26.1%" states a share, not the output asked for
            return "the question asks for an amount and the sentence states only a share of something"
    around = f"{context} {fragment}"
    if published and not _Q_YEAR.search(around):
        around += " " + " ".join(published)
    pinned = _pinned(question, standing)
    elsewhere = _other_place(question, fragment, around) if not standing and _of_the_world(question) else None
    return (
        _unnamed_mark(question, around, standing)
        or elsewhere
        or untied(question, fragment, ask_of(question), pinned, about)
    )


def _of_the_world(question: str) -> bool:
    """A question about a fact of the world, not a company's rule: it names a year, or asks who held a role."""
    return bool(_Q_YEAR.search(arabic_numerals(question))) or ask_of(question).kind == "who"


def _other_place(question: str, fragment: str, around: str) -> str | None:
    """The stretch speaks of another place than the one the question asks about: "河南2021年的粮食总产量" is not
    answered by "陕西和广东…产量分别为260亿斤和258亿斤". A stretch naming no place may still answer (its subject
    named a sentence earlier, or in its heading); one naming the asked place too may compare the two."""
    asked = places(question)
    if not asked or any(named(p, around) for p in asked):
        return None
    value = value_clause(fragment) if ask_of(question).wants_value else fragment
    others = [p for p in places(value) if not any(p in a or a in p for a in asked)]
    return f"the sentence speaks of {others[0]}, not of {asked[0]}" if others else None


def _names_code(text: str, prefix: str, number: int) -> bool:
    """`text` names the code itself or a range of its series that holds it ("P4-P6" holds P5, "G7及以上" G8)."""
    if any(p.upper() == prefix and int(n) == number for p, n in _CODE.findall(text)):
        return True
    if any(p.upper() == prefix and int(lo) <= number <= int(hi) for p, lo, hi in _RANGE.findall(text)):
        return True
    return any(
        p.upper() == prefix and (int(n) <= number if up else int(n) >= number)
        for p, n, up in ((m.group(1), m.group(2), bool(m.group(3))) for m in _OPEN_RANGE.finditer(text))
    )


_SNIPPET_BREAK = re.compile(r"\s*(?:\.\.\.|…)+\s*")
_CLAUSE = re.compile(r"(?<=[，；;：])|(?<=[,:])(?!\d)")  # "1,000" and "10:00" stay whole
# a change or a ratio asked for ("增长了多少", "出生率"): a share or a multiple answers it, not a count of years
_CHANGE = r"%|％|‰|百分点|百分之|基点|\d\s*倍|\d\s*成(?![本员立为功])"
_ASKED_SHAPES: list[tuple[re.Pattern[str], re.Pattern[str], str]] = [
    (
        re.compile(r"(?:增长|增速|增幅|上涨|下降|下跌|涨幅|跌幅)了?(?:多少|几)(?![个位名人次辆台件吨])"),
        re.compile(rf"{_CHANGE}|\d\s*[万亿千百]?\s*(?:元|美元|欧元)"),
        "a change (a share or an amount)",
    ),
    (re.compile(r"(?<!汇)率\s*(?:是|为|达到了?|有)?\s*(?:多少|几)?\s*[？?]?\s*$"), re.compile(_CHANGE), "a ratio (%)"),
]

# a question for an amount of something of the world ("粮食总产量是多少", "春节档的总票房"), not for a change or a share
_AMOUNT_OF = re.compile(
    r"(?:产量|销量|交付量|总量|票房|营收|收入|产值|利润|GDP|总额|规模)\s*(?:是|为|有|达到?)?\s*(?:多少)?\s*[？?。]?\s*$"
)
_SHARE_ASKED = re.compile(r"率|比|占|百分|增|降|涨|跌|幅")

# ── what the question pins down: a year, a date, a period, an ordinal, a title ──
# a search snippet's publication date ("Dec 30, 2022 ...", "2023 ..."): when the page was written, not what it says
_SNIPPET_DATE = re.compile(
    r"(?:\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2},\s+)?(?<!\d)(\d{4})\s*(?:\.\.\.|…)"
)
_Q_YEAR = re.compile(r"(?<!\d)((?:19|20)\d{2})(?!\d)")
_Q_DAY = re.compile(r"(?<!\d)(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]")
_Q_MONTH = re.compile(r"(?:19|20)\d{2}\s*年\s*(\d{1,2})\s*月(?!\s*\d{1,2}\s*[日号])")
# a part of a year: 上半年 is also 前6个月 or 1-6月; 一季度 is 第一季度 or Q1
_HALVES = {
    "上半年": r"上半年|前6个月|1\s*[-—–至到~～]\s*6\s*月",
    "下半年": r"下半年|后6个月|7\s*[-—–至到~～]\s*12\s*月",
}
_Q_QUARTER = re.compile(r"(?:第)?([一二三四1-4])\s*季度")
# "第七届", "第三艘", "第31任", "首届": which one of a series (articles and clauses are where a rule stands, not this)
_Q_ORDINAL = re.compile(r"(?:第([一二三四五六七八九十百零〇两\d]+)|(首))\s*([届艘棒任次批轮代期场号位名座颗枚部集])")
_Q_TITLE = re.compile(r"《([^》]{1,30})》|“([^”]{2,20})”")


def _undated(text: str) -> str:
    return _SNIPPET_DATE.sub(" ", text)


def _unnamed_mark(question: str, around: str, standing: bool = False) -> str | None:
    """The first year, date, part of a year, ordinal or title the question names and `around` (the sentence with
    its heading, section and document title) does not: "2021年香港GDP增长了多少" is not answered by a sentence
    about the growth of some other year, nor "第七届立法会" by one about another term."""
    q = arabic_numerals(question)
    text = arabic_numerals(_undated(around))
    if not standing and (missing := _unnamed_time(q, text)):
        return missing
    for number, first, measure in _Q_ORDINAL.findall(q):
        k = 1 if first else _ordinal(number)
        if k is None:
            continue
        if not any(_ordinal(m.group(1) or "1") == k for m in _ordinals_in(text, measure)):
            return f"the sentence never names {'首' if first else '第' + number}{measure}"
    for m in _Q_TITLE.finditer(question):
        title = (m.group(1) or m.group(2)).strip()
        if title and title.lower() not in around.lower():
            return f"the sentence never names {title!r}"
    return None


def _unnamed_time(q: str, text: str) -> str | None:
    """The first year, date, month, half or quarter `q` names and `text` does not (both in Arabic numerals)."""
    for year in _Q_YEAR.findall(q):
        if not re.search(rf"(?<!\d){year}(?!\d)", text):
            return f"the sentence never names the year {year}"
    for month, day in _Q_DAY.findall(q):
        if not re.search(rf"(?<!\d){int(month)}\s*月\s*0?{int(day)}\s*[日号]", text):
            return f"the sentence never names the date {month}月{day}日"
    for month in _Q_MONTH.findall(q):
        if not re.search(rf"(?<!\d)0?{int(month)}\s*月", text):
            return f"the sentence never names the month {month}月"
    for half, ways in _HALVES.items():
        if half in q and not re.search(ways, text):
            return f"the sentence never names the {half}"
    for n in _Q_QUARTER.findall(q):
        k = int(n) if n.isdigit() else int(chinese_number(n) or 0)
        if not re.search(rf"(?:第?(?:{k}|{'一二三四'[k - 1]})\s*季度|Q{k})", text, re.I):
            return f"the sentence never names the quarter {n}季度"
    return None


def _ordinal(number: str) -> int | None:
    if number.isdigit():
        return int(number)
    value = chinese_number(number)
    return int(value) if value is not None else None


def _ordinals_in(text: str, measure: str) -> list[re.Match[str]]:
    return list(re.finditer(rf"(?:第([一二三四五六七八九十百零〇两\d]+)|首)\s*{measure}", text))


# ── the unit a value is asked in ──
_UNIT_ASKED = re.compile(
    r"(?:多少|几)(?:万|亿|千|百)?(美元|欧元|港元|港币|日元|英镑|人民币|元|吨|公斤|千克|公里|千米|平方米|亩|辆|架|艘|个百分点)"
)


def _asked_unit(question: str) -> str:
    m = _UNIT_ASKED.search(question)
    return m.group(1) if m else ""


_ASKING = re.compile(r"谁|多少|几|什么|哪")  # a user dictionary may make "多少钱" one word, tagged as a name


@lru_cache(maxsize=1024)
def _pinned(question: str, standing: bool = False) -> bool:
    """The question is about one fact of the world: it names a year, a date (unless asked of a standing rule, which
    holds on any day it is in force), a series' number, a title or a person or place (an organisation may be the
    company's own: 仲裁委, EHS部)."""
    q = arabic_numerals(question)
    if not standing and (_Q_YEAR.search(q) or _Q_DAY.search(q)):
        return True
    if _Q_ORDINAL.search(q) or _Q_TITLE.search(question):
        return True
    return any(f.startswith(("nr", "ns")) and len(w) >= 2 and not _ASKING.search(w) for w, f in tagged(question))


__all__ = ["fragments", "states_standing_rules", "unmet_constraint"]
