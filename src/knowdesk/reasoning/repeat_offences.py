"""A penalty for the second or third time of the same offence, as a multiple of its base: "今年第二次没戴安全帽，罚多少"
on a table's "50元/次" and "第二次发生同类违章的，罚款加倍；第三次及以上发生同类违章的，按罚款标准的三倍处罚" → 50 × 2.

The question says which time it is (第二次, 已经是第三次了); a rule of the evidence prices that time as a multiple
(加倍, 翻倍, 两倍, 三倍) of the standard, the standard being what the question asks without its "which time". Here
are the reading of both; the look-up of the standard is the caller's. Escalation to another level ("按上一等级处理")
is no multiple and is left alone.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from knowdesk.reasoning.base import Passage
from knowdesk.reasoning.offence_times import nth_time
from knowdesk.text.numbers import arabic_numerals

# "已经是第三次了": the words around which time it is, dropped with it from the question of the standard
_BEFORE_TIME = re.compile(r"(?:已经|已)?(?:是)?$")
_AFTER_TIME = re.compile(r"了?")
# a clause pricing a repeated time: "第二次发生同类违章的，罚款加倍", "第三次及以上…按罚款标准的三倍处罚"
# (the clause stops at the next time it names: "第2次…通报批评，第3次及以上的，按3倍处罚" sets no multiple for the 2nd)
_TIME_CLAUSE = re.compile(
    r"第\s?(?P<n>[2-9])\s?次(?P<on>及以上|以上|或以上)?(?:(?!第\s?\d\s?次)[^；;。])*?"
    r"(?P<times>加倍|翻倍|双倍|(?<![\d.])(?P<k>\d+(?:\.\d+)?)\s?倍)"
)
_FINE_ASKED = re.compile(r"罚(?=多少|几)")
_SAME_OFFENCE = re.compile(r"同类|同一|相同|再次|重复")


@dataclass(frozen=True)
class RepeatRule:
    time: int  # which time the question asks about
    factor: float  # the multiple of the standard that time is charged
    sentence: str  # the rule as written
    passage: Passage


def which_time(question: str) -> tuple[int, str] | None:
    """Which time of the offence the question asks about (2 for 第二次) and the question of the standard: without its
    time ("今年没戴安全帽…"), a fine asked by its noun (罚款多少); None when it names no second or later time."""
    time = nth_time(question)
    if time is None or time.n < 2:
        return None
    start = _BEFORE_TIME.search(question, 0, time.start)
    end = _AFTER_TIME.match(question, time.end)
    rest = (question[: start.start() if start else time.start] + question[end.end() if end else time.end :]).strip(
        "，,"
    )
    rest = _FINE_ASKED.sub("罚款", re.sub(r"[，,]{2,}", "，", rest))  # "罚多少" asks the 罚款 a table's column names
    return time.n, rest


def asked_by_fine_column(question: str, header: Sequence[str]) -> str | None:
    """The question of the standard asked by the one column a table names its fine in, when that column's name is
    longer than 罚款 ("对违章人员罚款"): the look-up reads the column the question names whole. None otherwise."""
    named = [h.strip() for h in header if "罚款" in h and h.strip() != "罚款"]
    if len(named) != 1 or "罚款" not in question:
        return None
    return question.replace("罚款", named[0], 1)


def _factor(sentence: str, time: int) -> float | None:
    """The multiple the sentence sets for the time: its own clause, else the latest open-ended one before it."""
    best: tuple[int, float] | None = None
    for m in _TIME_CLAUSE.finditer(sentence):
        n = int(m.group("n"))
        factor = float(m.group("k")) if m.group("k") else 2.0
        if n == time or (m.group("on") and n < time and (best is None or n > best[0])):
            best = (n, factor)
            if n == time:
                break
    return best[1] if best is not None else None


def repeat_rule(question: str, passages: Sequence[Passage]) -> RepeatRule | None:
    """The rule charging the question's time of an offence a multiple of the standard, from the first passage (in
    rank order) stating one; None when the question names no second or later time or no rule prices it."""
    asked = which_time(question)
    if asked is None:
        return None
    time = asked[0]
    for p in passages:
        for sentence in re.split(r"(?<=[。\n])", p["body"]):
            if not _SAME_OFFENCE.search(sentence):
                continue
            factor = _factor(arabic_numerals(sentence), time)
            if factor is not None:
                return RepeatRule(time, factor, sentence.strip(), p)
    return None


__all__ = ["RepeatRule", "asked_by_fine_column", "repeat_rule", "which_time"]
