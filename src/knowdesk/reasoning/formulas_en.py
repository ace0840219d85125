"""An English rule's formula in words, computed with the question's numbers.

"The hourly base rate is the annual base salary divided by 2,080" and "…is paid at 1.5 times the hourly base rate"
answer "My annual base salary is USD 104,000 and I spent 2 hours on an incident. How much incident pay do I get?"
only once someone divides and multiplies; this module does it and shows the working (104,000 ÷ 2,080 = 50; 50 × 1.5 ×
2 hours = 150), the English twin of `formulas.py`. It answers only when the question gives a number for the
formula's input (named by most of its words), a rule pays a multiple or a percentage of the formula's result, and the
question counts the hours (or minutes) it is paid for; a stated minimum ("counts for at least 1 hour") is applied.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from knowdesk.reasoning.arithmetic import evaluate
from knowdesk.reasoning.base import Passage
from knowdesk.reasoning.formulas import FormulaAnswer
from knowdesk.reasoning.quantities import format_number

_NUM = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_TERM = r"[a-z][a-z' -]{2,40}?"
# "The hourly base rate is the annual base salary divided by 2,080"
_DEFINED = re.compile(
    rf"\b(?:the\s+|your\s+)?(?P<target>{_TERM})\s+(?:is|equals|is calculated as)\s+(?:the\s+|your\s+)?"
    rf"(?P<input>{_TERM})\s+(?P<op>divided by|multiplied by|times)\s+(?P<n>{_NUM})\b",
    re.I,
)
# "paid at 1.5 times the hourly base rate", "paid at 150% of the hourly rate"
_PAID_AT = re.compile(
    rf"\bat\s+(?:(?P<times>{_NUM})\s+times|(?P<pct>{_NUM})\s?%\s+of)\s+(?:the\s+|your\s+)?(?P<of>{_TERM})"
    r"(?=[,.;:)]|\s+(?:in addition|plus|for|on|and|instead)\b|$)",
    re.I,
)
# "Each incident counts for at least 1 hour": a minimum of what is paid for, not a notice ("at least 24 hours before")
_AT_LEAST = re.compile(rf"\bcounts?\s+(?:as|for)\s+(?:at least|a minimum of)\s+(?P<n>{_NUM})\s+hours?\b", re.I)
_COUNT = re.compile(rf"(?<![\d.,])(?P<n>{_NUM})\s?-?\s?(?P<unit>hours?|hrs?|minutes?|mins?)\b", re.I)
_ASKS = re.compile(r"\bhow much\b|\bwhat\b[^?]*\b(?:pay|amount|total)\b", re.I)
_GIVEN = re.compile(rf"(?P<cur>USD|US\$|\$|GBP|£|EUR|€|INR)?\s?(?P<n>{_NUM})(?P<k>k\b)?", re.I)
_CURRENCIES = {"US$": "USD", "$": "USD", "£": "GBP", "€": "EUR"}
_WORD = re.compile(r"[a-z]+")
_FILLER = frozenset({"the", "a", "an", "my", "your", "of", "is", "and", "i", "am", "me", "per", "be"})
MIN_INPUT = 100  # a salary or a base is at least three digits; a smaller number is a count
BIND_SHARE = 0.5  # of the input's words, the share the words before the question's number must hold
WORDS_BEFORE = 6  # how far before its number the question names what the number is


@dataclass(frozen=True)
class _Formula:
    target: str
    input: str
    op: str  # "/" or "*"
    n: float
    sentence: str
    passage: int


def _number(text: str) -> float:
    return float(text.replace(",", ""))


def _words(text: str) -> set[str]:
    return {w for w in _WORD.findall(text.lower()) if w not in _FILLER}


def _sentences(body: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.;])\s+|\n+", body) if s.strip()]


def _given(question: str, term: str) -> tuple[float, str] | None:
    """The question's number for `term`: the one most of whose words stand just before it ("my annual base salary
    is USD 104,000", "base salary 120k"), with the currency written beside it ("" for none)."""
    wanted = _words(term)
    best: tuple[float, str] | None = None
    score = 0.0
    for m in _GIVEN.finditer(question):
        value = _number(m.group("n")) * (1000 if m.group("k") else 1)
        if value < MIN_INPUT:
            continue
        before = _WORD.findall(question[: m.start()].lower())[-WORDS_BEFORE:]
        s = len(wanted & set(before)) / len(wanted) if wanted else 0.0
        if s >= BIND_SHARE and s > score:
            best, score = (value, _CURRENCIES.get((m.group("cur") or "").upper(), m.group("cur") or "")), s
    return best


def _hours(question: str, minimum: float | None) -> tuple[float, str] | None:
    """The hours the question counts (minutes as a share of an hour), held to the rule's minimum."""
    found = [m for m in _COUNT.finditer(question)]
    if len(found) != 1:
        return None
    n, unit = _number(found[0].group("n")), found[0].group("unit").lower()
    hours = n / 60 if unit.startswith("min") else n
    if minimum is not None and hours < minimum:
        return minimum, f"at least {format_number(minimum)} hour{'s' if minimum != 1 else ''}"
    return hours, ""


def formula_answer_en(question: str, passages: Sequence[Passage]) -> FormulaAnswer | None:
    """The amount an English question asks, from a formula a rule states in words and a multiple of its result another
    rule pays, with the question's input and hours; None when any of them is missing."""
    if not _ASKS.search(question) or re.search(r"[\u4e00-\u9fff]", question):
        return None
    formulas: list[_Formula] = []
    paid: list[tuple[re.Match[str], str, int]] = []
    minimum: tuple[float, str, int] | None = None  # the least that is paid for, its sentence and passage
    for i, p in enumerate(passages):
        for sentence in _sentences(p["body"]):
            for m in _DEFINED.finditer(sentence):
                op = "/" if m.group("op").lower().startswith("divided") else "*"
                formulas.append(_Formula(m.group("target"), m.group("input"), op, _number(m.group("n")), sentence, i))
            paid += [(m, sentence, i) for m in _PAID_AT.finditer(sentence)]
            least = _AT_LEAST.search(sentence)
            if least and minimum is None:
                minimum = (_number(least.group("n")), sentence, i)
    for f in formulas:
        given = _given(question, f.input)
        rate = next(((m, s, i) for m, s, i in paid if _words(m.group("of")) == _words(f.target)), None)
        if given is None or rate is None:
            continue
        counted = _hours(question, minimum[0] if minimum else None)
        if counted is None:
            return None
        held = [minimum[1:]] if counted[1] and minimum is not None else []  # the minimum applied is part of the basis
        return _computed(f, given, rate, counted, held)
    return None


def _computed(f: _Formula, given: tuple[float, str], rate: tuple[re.Match[str], str, int], counted: tuple[float, str],
              held_by: list[tuple[str, int]]) -> FormulaAnswer:  # fmt: skip
    m, sentence, passage = rate
    value, currency = given
    per_hour = evaluate(f"{value!r} {f.op} {f.n!r}")
    multiple = _number(m.group("times")) if m.group("times") else _number(m.group("pct")) / 100
    hours, held = counted
    total = evaluate(f"{per_hour!r} * {multiple!r} * {hours!r}")
    sign = "÷" if f.op == "/" else "×"
    first = f"{f.target} = {format_number(value)} {sign} {format_number(f.n)} = {format_number(per_hour)}"
    shown = format_number(multiple) if m.group("times") else f"{format_number(multiple * 100)}%"
    step = f"{format_number(per_hour)} × {shown} × {format_number(hours)} hour{'s' if hours != 1 else ''}"
    second = f"{step} = {format_number(total)}" + (f", {held}" if held else "")
    amount = f"{currency} {format_number(total)}" if currency else format_number(total)
    statement = f"{amount} ({first}; {second})"
    sources = [(f.passage, f.sentence), (passage, sentence)] + [(i, s) for s, i in held_by]
    return FormulaAnswer(total, statement, [first, second], sources)


__all__ = ["formula_answer_en"]
