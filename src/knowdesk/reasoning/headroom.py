"""What is left under a ceiling a rule states once the asker's own use is taken off it, in Chinese and English.

"这周已经干了18个小时，还能排几个小时" on "每周累计不超过24小时" asks 24 − 18, not the ceiling; "I have already been
reimbursed USD 6,500. How much more can I claim?" on "up to USD 10,000 per employee" asks 10,000 − 6,500. The operands
are found by unit, not by wording: the ceiling is a number after a cap word (不超过, 最多, up to, no more than) in a
prose sentence, the used amount is the question's one number in the ceiling's unit said as done (了/过/已, already,
taken, had), never a rate (每天9小时, 2 hours a day). Of several ceilings in that unit, the one whose period the
question names (这周 → 每周, this year → per year) and whose sentence shares most words with the question. No answer
when the asker has used the ceiling up or the question asks when something is triggered ("再加几个小时就要审批").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from knowdesk.reasoning.base import Passage
from knowdesk.reasoning.evidence import bigrams
from knowdesk.reasoning.quantities import Quantity, convert, family_of, format_number, format_quantity_en, quantities
from knowdesk.reasoning.threshold_gaps import ThresholdGap
from knowdesk.text.language import language_of
from knowdesk.text.numbers import arabic_numerals
from knowdesk.text.tokenize import content_words

# "还能排几个小时", "还可以报多少", "还剩几次": the question's own ask is what is left; never a yes-no ask, nor the
# count that triggers something ("再加几个小时就要区域经理批")
_ASKS_LEFT_ZH = re.compile(r"(?:还|再)(?:能|可以|可|剩下?|有)[^，,。？?\d]{0,4}?(?:几|多少)")
_NOT_LEFT_ZH = re.compile(r"吗|能不能|可不可以|是否|就要|就得|才能|才可以")
_ASKS_LEFT_EN = re.compile(r"\bhow (?:many|much)\b[^?.]*\b(?:more|left|remaining|still)\b", re.I)
# a number said as done: "干了18个小时", "换过3次", "已休4天"; "I've already taken 12 days", "I have had 4 sick days"
_DONE_ZH = re.compile(r"[了过已]")
_DONE_EN = re.compile(r"\b(?:already|used|taken|took|had|spent|claimed|been|received|worked|booked)\b", re.I)
# a rate, not an amount used: "每天9个小时", "2 hours a day", "each day"
_RATE_BEFORE = re.compile(r"每|\b(?:each|every|per)\b", re.I)
_RATE_AFTER_EN = re.compile(r"^\s*(?:of [a-z ]{0,20})?\b(?:a|per|each|every)\s+(?:day|week|month|year)\b", re.I)
# a ceiling: "每周累计不超过 24 小时", "最多报销2000元", "up to 30 days", "up to USD 10,000", "no more than 4 times"
_CAP_ZH = re.compile(r"(?:不超过|不得超过|不能超过|不可超过|最多|至多|上限为?|封顶)\s?(?:为|是)?\s?(?=\d)")
_CURRENCY = r"USD|GBP|EUR|CNY|RMB|US\$|\$|£|€"
_CAP_EN = re.compile(
    rf"\b(?:up to|at most|no more than|not more than|a maximum of|maximum of)\s+(?:(?P<cur>{_CURRENCY})\s?)?(?=\d)",
    re.I,
)
_MONEY_BEFORE = re.compile(rf"(?:{_CURRENCY})\s?$", re.I)
# the period a ceiling is per, or a question speaks of
_PERIODS = {
    "周": re.compile(r"每周|这周|本周|一周|周内|\b(?:a|per|this|each) week\b", re.I),
    "月": re.compile(r"每月|每个月|这个?月|本月|当月|一个月|\b(?:a|per|this|each) month\b", re.I),
    "年": re.compile(r"每年|今年|本年|全年|一年|年度|\b(?:a|per|this|each) (?:calendar )?year\b", re.I),
    "天": re.compile(r"每天|每日|今天|当天|一天|\b(?:a|per|each) day\b|\btoday\b", re.I),
}
# words that name no topic: units, periods, the ask and the use ("PTO" and "jury duty" share only "days per year")
_NO_TOPIC = frozenset({"day", "week", "month", "year", "hour", "time", "working", "per", "up", "many", "much", "more",
                       "left", "have", "ha", "used", "already", "still", "can", "claim", "take", "get",
                       "天", "日", "周", "月", "年", "次", "小时", "个月", "这周", "每周", "每天", "每月", "每年", "今年",
                       "这个", "已经", "几个", "几次", "多少", "最", "多", "超过", "累计", "还能", "能", "可以"})  # fmt: skip
_SENTENCE = re.compile(r"[。\n]|(?<=[a-z\d)])\.\s")


@dataclass(frozen=True)
class _Ceiling:
    amount: Quantity
    sentence: str
    passage: Passage


def headroom_left(question: str, passages: Sequence[Passage]) -> ThresholdGap | None:
    """The ceiling less the asker's use, with the sentence stating the ceiling; None when the question asks no such
    remainder, states no one used amount in a ceiling's unit, or no one ceiling is picked out."""
    q = arabic_numerals(question)
    english = language_of(q) == "en"
    if english:
        if not _ASKS_LEFT_EN.search(q):
            return None
    else:
        last = re.split(r"[，,；;]", q.strip())[-1]
        if not _ASKS_LEFT_ZH.search(last) or _NOT_LEFT_ZH.search(last):
            return None
    used = _used_amounts(q, english)
    if not used:
        return None
    for p in passages:
        ceilings = [
            c for c in _ceilings(p) if any(_same_unit(u, c.amount) for u in used) and _names_the_topic(q, c.sentence)
        ]
        if ceilings:
            chosen = _picked(q, ceilings)
            if chosen is None:
                return None
            mine = [u for u in used if _same_unit(u, chosen.amount)]
            return None if len(mine) != 1 else _left(chosen, mine[0], english)
    return None


def _used_amounts(q: str, english: bool) -> list[Quantity]:
    """The question's amounts said as done (not a rate), money after a currency code read as that currency."""
    out = []
    for x in quantities(q):
        before = q[max(0, x.start - (40 if english else 6)) : x.start]
        unit = x.unit or (_MONEY_BEFORE.search(q[: x.start]) and "USD") or ""
        if not unit or not (_DONE_EN if english else _DONE_ZH).search(before):
            continue
        if _RATE_BEFORE.search(q[max(0, x.start - 4) : x.start]) or (english and _RATE_AFTER_EN.match(q[x.end :])):
            continue
        out.append(Quantity(x.value, unit, x.text, x.start, x.end))
    return out


def _ceilings(p: Passage) -> list[_Ceiling]:
    """The ceilings a passage's prose sentences state, each with its unit (money after a currency code)."""
    out = []
    for sentence in _SENTENCE.split(arabic_numerals(p["body"])):
        if sentence.lstrip().startswith("|"):
            continue  # a table's row is looked up by the table reader (`remaining.py`)
        found = quantities(sentence)
        for m in [*_CAP_ZH.finditer(sentence), *_CAP_EN.finditer(sentence)]:
            x = next((x for x in found if x.start == m.end()), None)
            if x is None:
                continue
            unit = x.unit or ("USD" if m.groupdict().get("cur") else "")
            if unit and not unit.startswith("元/"):
                out.append(_Ceiling(Quantity(x.value, unit, x.text, x.start, x.end), sentence.strip(), p))
    return out


def _names_the_topic(q: str, sentence: str) -> bool:
    """Whether the ceiling's sentence shares a word with the question besides units, periods and the ask: the ceiling
    is of the thing the asker used."""

    def topic(text: str) -> set[str]:
        words = {w.lower().removesuffix("s") for w in content_words(text)}
        return {w for w in words if w not in _NO_TOPIC and not re.fullmatch(r"[\d.]+", w)}

    return bool(topic(q) & topic(sentence))


def _same_unit(used: Quantity, cap: Quantity) -> bool:
    if used.unit == cap.unit:
        return True
    return (
        bool(family_of(used.unit))
        and family_of(used.unit) == family_of(cap.unit)
        and convert(used, cap.unit) is not None
    )


def _picked(q: str, ceilings: list[_Ceiling]) -> _Ceiling | None:
    """The ceiling of the period the question names, then of the sentence sharing most character pairs with it."""
    periods = [name for name, pattern in _PERIODS.items() if pattern.search(q)]
    if periods:
        of_period = [c for c in ceilings if _period_of(c) in periods]
        ceilings = of_period or [c for c in ceilings if _period_of(c) == ""]
    if len(ceilings) <= 1:
        return ceilings[0] if ceilings else None
    asked = bigrams(re.sub(r"\d", "", q))
    scores = [len(bigrams(re.sub(r"\d", "", c.sentence)) & asked) for c in ceilings]
    best = max(scores)
    return ceilings[scores.index(best)] if scores.count(best) == 1 else None


def _period_of(c: _Ceiling) -> str:
    """The period the ceiling is per, read in its own clause ("每周累计不超过24小时" → 周, "up to 30 days of unpaid
    leave per year" → 年), or ""."""
    before = re.split(r"[，,；;]", c.sentence[: c.amount.start])[-1]
    after = re.split(r"[，,；;]", c.sentence[c.amount.start :])[0]
    return next((name for name, pattern in _PERIODS.items() if pattern.search(before) or pattern.search(after)), "")


def _left(c: _Ceiling, used: Quantity, english: bool) -> ThresholdGap | None:
    spent = convert(used, c.amount.unit) if used.unit != c.amount.unit else used.value
    if spent is None or spent >= c.amount.value:
        return None  # used up (or more): nothing left to state
    left = c.amount.value - spent
    working = f"{format_number(c.amount.value)} − {format_number(spent)}"
    if english:
        said = (
            f"{c.amount.unit} {format_number(left)}"
            if c.amount.unit == "USD"
            else format_quantity_en(left, c.amount.unit)
        )
        statement = f"{said} left ({working} = {format_number(left)})"
    else:
        said = f"{format_number(left)}{c.amount.unit}"
        statement = f"还剩{said}（{working} = {said}）"
    return ThresholdGap(left, c.amount.unit, statement, c.passage, c.sentence)
