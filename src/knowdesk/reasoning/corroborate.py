"""The rule behind a secondary source: a numbered article elsewhere in the knowledge base stating the same value.

A practical guide or FAQ often words a question the employee's way ("法定节假日加班……300%") and fills the
retrieved fragments, while the regulation it paraphrases says it formally and in Chinese numerals ("法定休假日
安排劳动者工作的，支付不低于工资的百分之三百的工资报酬"): the two share few words, so the regulation is never
retrieved and the answer cites only the guide. When the conclusion comes from a passage without numbered
articles and states a value in digits, the value is searched for as a regulation writes it (百分之三百,
三十六小时), and a sentence of a numbered article stating the same value about the same thing (enough of the
conclusion's wording besides the number) is cited beside the guide.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from knowdesk.reasoning.base import Passage
from knowdesk.reasoning.conclude import article_of
from knowdesk.reasoning.evidence import Unit, sentence_units
from knowdesk.text.numbers import arabic_numerals, chinese_number, halfwidth_digits

# a value a regulation also states: a share, a multiple, a length of time, a sum (digits as the guide writes them)
_VALUE = re.compile(r"(?<![\d.])(\d+)\s*(%|倍|个工作日|工作日|小时|个月|日|天|周|年|元)")
_PERCENT_WORDS = re.compile(r"百分之([零〇一二两三四五六七八九十百千]+)")
_CJK_PAIR = re.compile(r"(?=([\u4e00-\u9fff]{2}))")
_DIGITS = "零一二三四五六七八九"
# of the rule's two-character pieces, the share the conclusion and its source must hold too: the article behind a
# guide's sentence shares 40–50% ("安排劳动者…工作…支付不低于工资的"), an article about something else with the
# same value about 10% ("工资", "支付")
MIN_SHARE = 0.3
MAX_RULE = 120  # characters: a longer sentence is a whole article, not the rule that states the value


@dataclass(frozen=True)
class Rule:
    passage: Passage
    unit: Unit
    article: str  # 第四十四条


def stated_values(conclusion: str, source: str) -> list[tuple[str, str]]:
    """The values (number, unit) written in digits that the conclusion states and its source sentence holds (a
    computed total is in no regulation; the rate it was computed with is)."""
    held = set(_values(_as_digits(source)))
    return [v for v in dict.fromkeys(_values(halfwidth_digits(conclusion))) if v in held]


def numeral_query(values: list[tuple[str, str]]) -> str:
    """The values as a regulation writes them ("300%" → 百分之三百, "36小时" → 三十六小时); "" for none."""
    forms = [(f"百分之{w}" if unit == "%" else f"{w}{unit}") for n, unit in values if (w := chinese_numeral(int(n)))]
    return " ".join(dict.fromkeys(forms))


def corroborating_rule(values: list[tuple[str, str]], wording: str, source: str, found: list[Passage]) -> Rule | None:
    """The first sentence of `found` (in search order) that belongs to a numbered article of another document
    than `source`, states every one of `values` and shares enough of `wording` (two-character pieces)."""
    if not values:
        return None
    own = _pairs(_VALUE.sub(" ", halfwidth_digits(wording)))
    for p in found:
        if p["document"] == source:
            continue
        for u in sentence_units(p["body"], semicolons=False):
            if len(u.text) > MAX_RULE or not set(values) <= set(_values(_as_digits(u.text))):
                continue
            article = article_of(p["body"], u.start, u.heading)
            pairs = _pairs(u.text)
            if article and len(own & pairs) >= MIN_SHARE * len(pairs):
                return Rule(p, u, article)
    return None


def chinese_numeral(n: int) -> str:
    """An integer below 10000 in Chinese numerals as regulations write them (150 → 一百五十, 36 → 三十六)."""
    if not 0 < n < 10000:
        return ""
    out, zero = "", False
    for power, name in ((1000, "千"), (100, "百"), (10, "十"), (1, "")):
        digit = n // power % 10
        if digit:
            out += ("零" if zero and out else "") + ("" if (power == 10 and digit == 1 and not out) else _DIGITS[digit])
            out += name
            zero = False
        elif out:
            zero = True
    return out


def _as_digits(text: str) -> str:
    text = _PERCENT_WORDS.sub(lambda m: f"{_int(m.group(1))}%", halfwidth_digits(text))
    return arabic_numerals(text)


def _int(words: str) -> str:
    value = chinese_number(words)
    return str(int(value)) if value is not None and value.is_integer() else words


def _values(text: str) -> list[tuple[str, str]]:
    return [(n, "日" if u == "天" else u) for n, u in _VALUE.findall(halfwidth_digits(text))]


def _pairs(text: str) -> set[str]:
    return set(_CJK_PAIR.findall(text))


__all__ = ["Rule", "chinese_numeral", "corroborating_rule", "numeral_query", "stated_values"]
