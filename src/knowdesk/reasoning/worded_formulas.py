"""Formulas a rule states in words rather than with "=", read for the terms the evidence already uses.

"日工资按本人月基本工资除以21.75计算，小时工资按日工资除以8计算" says what "小时工资=日工资÷8" says; a pay rule beside
it ("无法补休的按本人日工资的200%支付") needs the daily wage the question's monthly wage gives. Reading every "X按…
除以…计算" clause took a whole phrase for the term ("病假期间日工资"), so this reader looks only for the terms the
evidence names elsewhere (a rate's base, a term of a formula already read), right after a clause's start, 的 or 本人.

A rate for one period also gives the rate for a longer one when the rule derives it by that period's length: "小时工资
＝月基本工资÷21.75÷8" divides the daily wage by the 8 hours of a day, so the daily wage is the same formula before
its last division ("按本人日工资的300%" on a rule that defines only the hourly wage).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

_CJK = r"\u4e00-\u9fff"
_IN_WORDS = {"除以": "÷", "乘以": "×"}
_SAID = re.compile(r"(?:按|为|等于|是)(?P<expr>[^，。；;,\n]{2,30}?)(?:计算|计发|核算|折算|确定)?(?=[，。；;,\n）)]|$)")
# what may stand right before the term: the clause's start, or a word that only points at whose wage it is
_BEFORE_TERM = re.compile(rf"(?:^|[^{_CJK}]|的|本人|员工|其)$")
MAX_ROUNDS = 4  # a term defined through terms defined in words (小时工资 → 日工资 → 月基本工资)
HOURS_A_DAY = 24  # a trailing division by at most this is a day's hours, not a month's working days


@dataclass(frozen=True)
class Worded:
    target: str  # 日工资
    expression: str  # 月基本工资÷21.75 (operators as symbols)
    sentence: str  # the clause that states it
    passage: int


Arithmetic = Callable[[str], bool]  # is this text an expression over named terms (the formula reader's test)?


def worded_formulas(texts: Sequence[tuple[int, str]], terms: Iterable[str], arithmetic: Arithmetic) -> list[Worded]:
    """ "X按Y除以N计算" (or "X为Y乘以N") for each term X the evidence uses, and for the terms of the formulas found;
    `texts` are (passage index, normalised text), `arithmetic` tells an expression from prose."""
    wanted, done = {t for t in terms if len(t) >= 2}, set()
    out: list[Worded] = []
    for _ in range(MAX_ROUNDS):
        for term in sorted(wanted - done):
            found = next((f for i, text in texts if (f := _defined(term, text, i, arithmetic))), None)
            if found is not None:
                out.append(found)
        done |= wanted
        wanted = {n for f in out for n in re.findall(rf"[{_CJK}]+", f.expression)} - done
        if not wanted:
            break
    return out


def _defined(term: str, text: str, passage: int, arithmetic: Arithmetic) -> Worded | None:
    for m in re.finditer(re.escape(term), text):
        if not _BEFORE_TERM.search(text[: m.start()]):
            continue
        said = _SAID.match(text, m.end())
        if said is None:
            continue
        expression = said.group("expr")
        for words, op in _IN_WORDS.items():
            expression = expression.replace(words, op)
        expression = re.sub(r"^(?:本人|员工)", "", expression)
        if not arithmetic(expression) or not re.search(rf"[{_CJK}]", expression):
            continue
        start = max(text.rfind(c, 0, m.start()) for c in "，。；;,\n") + 1
        end = min((i for c in "，。；;,\n" if (i := text.find(c, said.end())) >= 0), default=len(text))
        return Worded(term, expression.strip(), text[start:end].strip(), passage)
    return None


def daily_from_hourly(formulas: Sequence[Worded]) -> list[Worded]:
    """The daily wage from an hourly formula that ends by dividing by a day's hours ("小时工资＝月基本工资÷21.75÷8" →
    日工资 = 月基本工资÷21.75), when no formula defines the daily wage already."""
    if any(f.target.endswith("日工资") for f in formulas):
        return []
    out = []
    for f in formulas:
        m = re.fullmatch(r"(?P<day>.+)÷(?P<hours>\d+(?:\.\d+)?)", f.expression)
        if f.target.endswith("小时工资") and m and float(m.group("hours")) <= HOURS_A_DAY and "÷" in m.group("day"):
            out.append(Worded(f.target.removesuffix("小时工资") + "日工资", m.group("day"), f.sentence, f.passage))
    return out


__all__ = ["Worded", "daily_from_hourly", "worded_formulas"]
