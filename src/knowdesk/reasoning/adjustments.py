"""The rules that adjust an amount worked out for the question, read from the same document: a share paid to a role
the question names ("副店长月度奖金按本店店长当月奖金的60%发放"), a percentage taken off in a case the question states
("当月区域食安巡检不合格的，店长当月奖金扣减30%"), and a fixed sum taken off per occurrence the question counts ("每发生
一起经核实的有效投诉，扣减店长奖金500元"). Shares and percentages go first, fixed sums after ("先按比例扣减，再扣减定额"),
so a bonus worked out from a table (900000元 × 1%) becomes what the asker is paid.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from knowdesk.reasoning.arithmetic import evaluate
from knowdesk.reasoning.evidence import bigrams, case_stated
from knowdesk.reasoning.quantities import format_number
from knowdesk.text.numbers import arabic_numerals

# "副店长月度奖金按本店店长当月奖金的60%发放": who is paid a share, and of whose amount
_ROLE_SHARE = re.compile(
    r"(?P<who>[\u4e00-\u9fff]{2,6}?)(?:的)?(?:月度|当月|年度)?(?P<item>奖金|提成|绩效)按(?P<of>[^，,。；;\d]{1,14}?)的?"
    r"(?P<pct>\d+(?:\.\d+)?)\s?%(?:发放|计发|执行|计算)"
)
# "当月区域食安巡检不合格的，店长当月奖金扣减30%": a case and the percentage it takes off
_CASE_CUT = re.compile(
    r"(?P<case>[^，,。；;：:\d.、．\s][^，,。；;：:\d]{2,23}?)的[，,]\s?(?P<whose>[^，,。；;\d]{0,12}?)(?:扣减|扣除|减发|扣发|下浮)(?P<pct>\d+(?:\.\d+)?)\s?%"
)
# "每发生一起经核实的有效投诉，扣减店长奖金500元": a fixed sum per occurrence
_PER_CASE_CUT = re.compile(
    r"每(?:发生|出现|有)?\s?[一1]\s?(?P<measure>起|次|件|例)(?P<what>[^，,。；;\d]{1,12}?)[，,]?\s?"
    r"(?:扣减|扣除|扣发|减发|扣)(?P<whose>[^，,。；;\d]{0,8}?)(?P<amt>\d+(?:\.\d+)?)\s?元"
)
# what a rule's words say besides whose amount it is ("店长当月奖金" → 店长)
_NOT_ROLE = re.compile(r"本店|当月|月度|年度|季度|奖金|提成|绩效|工资|薪酬|的")
ROLE_MIN = 2  # characters of a role's name the question must repeat whole (副店长)
CASE_PAIRS = 2  # pairs of characters a case shares with the question ("巡检", "合格")


@dataclass(frozen=True)
class Adjusted:
    value: float
    working: str  # "9000 × (1 − 30%) = 6300元（当月区域食安巡检不合格的，店长当月奖金扣减30%）"


def adjusted(question: str, value: float, texts: Sequence[str]) -> Adjusted | None:
    """`value` (元) as the rules in `texts` adjust it for the question's role and case; None when none applies."""
    q = arabic_numerals(question)
    sentences = [s for t in texts for s in re.split(r"[。\n]", arabic_numerals(t)) if s.strip()]
    steps: list[tuple[str, float, str]] = []  # (operation, number, the rule's words)
    for s in sentences:
        for m in _ROLE_SHARE.finditer(s):
            who = _named_tail(m.group("who"), q)  # "其中副店长" is 副店长's
            if who and who not in m.group("of"):
                steps.append(("share", float(m.group("pct")), m.group(0)))
    shared_of = "".join(words for _, _, words in steps)  # a share of 店长's amount is cut with it
    for s in sentences:
        for m in _CASE_CUT.finditer(s):
            if _states_the_case(q, m.group("case")) and _whose_is_asked(m.group("whose"), q, shared_of):
                steps.append(("cut", float(m.group("pct")), m.group(0)))
    fixed: list[tuple[str, float, str]] = []
    for s in sentences:
        for m in _PER_CASE_CUT.finditer(s):
            n = _occurrences(q, m.group("measure"), m.group("what"))
            if n and _whose_is_asked(m.group("whose"), q, shared_of):
                fixed.append(("minus", n * float(m.group("amt")), f"{format_number(n)}{m.group('measure')} × "
                              f"{m.group('amt')}元（{m.group(0)}）"))  # fmt: skip
    steps = _once(steps) + _once(fixed)
    if not steps:
        return None
    result, shown = value, format_number(value)
    for op, n, _ in steps:
        if op == "share":
            result = evaluate(f"{result!r} * {n!r} / 100")
            shown = f"{shown} × {format_number(n)}%"
        elif op == "cut":
            result = evaluate(f"{result!r} * (100 - {n!r}) / 100")
            shown = f"{shown} × (1 − {format_number(n)}%)"
        else:
            result = evaluate(f"{result!r} - {n!r}")
            shown = f"{shown} − {format_number(n)}"
    rules = "；".join(words for _, _, words in steps)
    return Adjusted(max(result, 0.0), f"{shown} = {format_number(max(result, 0.0))}元（{rules}）")


def _once(steps: list[tuple[str, float, str]]) -> list[tuple[str, float, str]]:
    seen: set[str] = set()
    return [s for s in steps if not (s[2] in seen or seen.add(s[2]))]  # type: ignore[func-returns-value]


def _states_the_case(question: str, case: str) -> bool:
    """The question states the case in its own words (two pairs of characters shared), said the same way: "巡检不合格"
    is not the case of "巡检合格". A case bounded by a number (损耗率超过3%的) is a tier's, not read here."""
    if re.search(r"\d", case):
        return False
    return case_stated(question, re.sub(r"^(?:当月|本月|当年|凡)", "", case), CASE_PAIRS)


def _named_tail(who: str, question: str) -> str:
    """The longest end of `who` the question names, at least ROLE_MIN characters ("其中副店长" → 副店长); "" if none."""
    return next((who[i:] for i in range(len(who) - ROLE_MIN + 1) if who[i:] in question), "")


def _whose_is_asked(whose: str, question: str, shared_of: str) -> bool:
    """The role whose amount a rule cuts ("店长当月奖金" → 店长) is the question's, or the amount a share applied is
    of; a rule naming no role cuts whatever is asked. "我是店员…我的提成" is not cut by a rule on 店长's bonus."""
    role = _NOT_ROLE.sub("", whose).strip()
    return len(role) < ROLE_MIN or role in question or role in shared_of


def _occurrences(question: str, measure: str, what: str) -> float:
    """How many occurrences of `what` the question counts with `measure` ("有2起有效投诉" → 2); 0 when none."""
    for m in re.finditer(rf"(?<![\d.第])(?P<n>\d+)\s?{measure}(?P<after>[^，,。；;\d]{{0,8}})", question):
        if bigrams(m.group("after")) & bigrams(what):
            return float(m.group("n"))
    return 0.0
