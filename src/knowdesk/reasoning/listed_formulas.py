"""A formula whose terms are listed per case, computed with the case the question names.

Bonus and allowance schemes state a formula ("绩效奖金 = 岗位绩效奖金基数 × 等级系数") and, for each of its terms, a
value per case in one line: "等级系数：S 1.2｜A 1.0｜B 0.8｜C 0.5", "岗位绩效奖金基数：服务员、厨工600元；领班900元；主管
1500元". An employee asks with their own case, not a number: "领班这个月评了B级，绩效奖金多少". `formulas.py` computes
a formula from the question's numbers; this one reads each term's value off its list by the key the question names
(领班 → 900元, B → 0.8) and shows the working (900元 × 0.8 = 720元). It answers only when the question names the
formula's result, and one key of every term's list (the longest one it names, 客房服务员 over 服务员).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from knowdesk.reasoning.arithmetic import evaluate
from knowdesk.reasoning.base import Passage
from knowdesk.reasoning.formulas import FormulaAnswer, formulas_in, normal
from knowdesk.reasoning.quantities import format_number

_CJK = r"\u4e00-\u9fff"
_TERM = re.compile(rf"[{_CJK}]+")
_ITEM_CUT = re.compile(r"[｜|；;]")
# "领班900元", "S 1.2", "服务员、客房服务员、厨工600元": the keys, then the value (a unit 元 or none)
_ITEM = re.compile(rf"^\s*(?P<keys>[A-Za-z{_CJK}、，,/ ]+?)\s*(?P<num>\d+(?:\.\d+)?)\s*(?P<unit>元)?\s*$")
_KEY_CUT = re.compile(r"[、，,/]")


@dataclass(frozen=True)
class _Listed:
    key: str  # the case the question named: 领班, B
    value: float
    unit: str  # 元 or ""
    line: str  # the list as written, for the basis
    passage: int


def _lists(term: str, texts: Sequence[str]) -> list[tuple[list[tuple[list[str], float, str]], str, int]]:
    """Every "term：key value｜key value…" list in the texts: its items (keys, value, unit), line and passage."""
    out = []
    for i, text in enumerate(texts):
        for line in text.splitlines():  # quoted as written; read in half-width numerals and marks
            m = re.search(rf"{re.escape(term)}\s*:\s*(?P<list>.+)$", normal(line))
            if m is None:
                continue
            items = []
            for piece in _ITEM_CUT.split(m.group("list").rstrip("。. ")):
                found = _ITEM.match(piece)
                if found is None:
                    items = []
                    break
                keys = [k.strip() for k in _KEY_CUT.split(found.group("keys")) if k.strip()]
                items.append((keys, float(found.group("num")), found.group("unit") or ""))
            if len(items) >= 2:
                out.append((items, line.strip().lstrip("■•·-* "), i))
    return out


def _named(key: str, question: str) -> bool:
    """The question names the key: a Latin grade standing alone ("评了B级"), or the words themselves."""
    if re.fullmatch(r"[A-Za-z]{1,2}\+?", key):
        return re.search(rf"(?<![A-Za-z]){re.escape(key)}(?![A-Za-z+])", question) is not None
    if len(key) == 1:  # a grade of one character ("考评是优", "评了良"): only right after what gives it
        return re.search(rf"(?:是|为|了|评|得|拿|到)\s?{re.escape(key)}(?:级|等|档)?(?![{_CJK}])", question) is not None
    return key in question


def _listed(term: str, question: str, texts: Sequence[str]) -> _Listed | None:
    """The value a list of `term` gives for the one case the question names (its longest named key), else None."""
    for items, line, passage in _lists(term, texts):
        named = [(len(k), k, value, unit) for keys, value, unit in items for k in keys if _named(k, question)]
        if not named:
            continue
        longest = max(n for n, *_ in named)
        best = {(k, value, unit) for n, k, value, unit in named if n == longest}
        if len({(v, u) for _, v, u in best}) != 1:
            return None  # two cases named alike with different values: none is the question's
        key, value, unit = sorted(best)[0]
        return _Listed(key, value, unit, line, passage)
    return None


def _names_target(target: str, question: str) -> bool:
    """The question names the formula's result, whole or in two parts in order ("绩效拿了C，奖金多少" of 绩效奖金)."""
    if target in question:
        return True
    for i in range(2, len(target) - 1):
        at = question.find(target[:i])
        if at >= 0 and question.find(target[i:], at + i) >= 0:
            return True
    return False


def listed_formula_answer(question: str, passages: Sequence[Passage]) -> FormulaAnswer | None:
    """The formula's result the question asks for, each term read off its list by the case the question names; None
    when no formula's result is named or a term has no list naming one of the question's cases."""
    q = normal(question)
    if not re.search(r"多少|几|能拿|能发", q):
        return None
    texts = [p["body"] for p in passages]
    for f in (f for i, p in enumerate(passages) for f in formulas_in(p["body"], i)):
        if not _names_target(f.target, q) or f.constant is not None:
            continue
        terms = _TERM.findall(f.expression)
        listed = {t: _listed(t, q, texts) for t in terms}
        if not terms or any(v is None for v in listed.values()):
            continue
        expr = f.expression.replace("×", "*").replace("÷", "/").replace("−", "-")
        shown = f.expression
        for t in sorted(terms, key=len, reverse=True):
            v = listed[t]
            assert v is not None
            expr = expr.replace(t, repr(v.value))
            shown = shown.replace(t, f"{format_number(v.value)}{v.unit}")
        try:
            result = evaluate(expr)
        except (ValueError, ZeroDivisionError, OverflowError):
            continue
        unit = "元" if any(v and v.unit == "元" for v in listed.values()) else ""
        cases = "，".join(f"{t}（{v.key}）{format_number(v.value)}{v.unit}" for t, v in listed.items() if v)
        working = f"{shown} = {format_number(result)}{unit}".replace("×", " × ").replace("÷", " ÷ ")
        working = re.sub(r"\s+", " ", working)
        statement = f"{f.target}为{format_number(result)}{unit}（{cases}；{working}）"
        sources = [(f.passage, f.sentence), *dict.fromkeys((v.passage, v.line) for v in listed.values() if v)]
        return FormulaAnswer(result, statement, [working], sources)
    return None


__all__ = ["listed_formula_answer"]
