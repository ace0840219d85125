"""Chinese questions on English documents, read by their words (the other direction of `bridge.py`).

The local reader matches the question's words against the evidence, and a Chinese question shares none with an
English handbook. The same workplace lexicon (`data/en_zh_terms.tsv`) read backwards writes the question the way
the evidence would: each Chinese term becomes the English phrase the evidence uses (the lexicon's first phrase when
none is there), numbers keep their units ("3000美元" → 3000 USD, "满三年" → 3 years), Latin words (PTO, MFA) stay,
and the asking words lead (几天 → how many days, 谁 → who, 吗 → is). "报销单金额3000美元需要谁审批？" on an expense
policy reads "who expense 3000 USD approve?", which the English reader answers from its approval table.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from knowdesk.reasoning.bridge import bridged_question, lexicon
from knowdesk.text.language import language_of
from knowdesk.text.numbers import chinese_number

MAX_VARIANTS = 2  # English phrases kept for one Chinese term when the evidence uses several of them

# the asking words, first match wins: (pattern, the English frame)
_FRAMES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p), en)
    for p, en in (
        (r"(?:几|多少)个?工作日", "how many working days"),
        (r"(?:几|多少)天", "how many days"),
        (r"(?:几|多少)周|(?:几|多少)个星期", "how many weeks"),
        (r"(?:几|多少)个?小时", "how many hours"),
        (r"(?:几|多少)个月", "how many months"),
        (r"(?:几|多少)年(?!假)", "how many years"),
        (r"多长时间|多久", "how long"),
        (r"谁|哪位|什么人", "who"),
        (r"什么时候|何时|哪天|几号", "when"),
        (r"多少钱|多少|几", "how much"),
        (r"怎么|如何|怎样", "how"),
        (r"是指什么|是什么意思|什么是", "what is"),
        (r"可以|能否|能不能|可不可以|允许", "can"),
        (r"吗|是否|有没有", "is"),
        (r"什么|哪些|哪个", "what"),
    )
)

_NUMBER = re.compile(r"(\d+(?:,\d{3})*(?:\.\d+)?|[零一二两三四五六七八九十百千万]+)\s?")
_UNITS = (  # longest first: a Chinese unit after a number → the English unit
    ("个工作日", "working days"), ("工作日", "working days"), ("个小时", "hours"), ("小时", "hours"),
    ("个月", "months"), ("分钟", "minutes"), ("美元", "USD"), ("英镑", "GBP"), ("欧元", "EUR"), ("卢比", "INR"),
    ("公里", "km"), ("英里", "miles"), ("天", "days"), ("日", "days"), ("周", "weeks"), ("年", "years"),
    ("晚", "nights"), ("次", "times"), ("元", "yuan"), ("%", "%"),
)  # fmt: skip
_LATIN = re.compile(r"[A-Za-z][A-Za-z0-9\-]*")


@lru_cache(maxsize=1)
def reverse_lexicon() -> dict[str, tuple[str, ...]]:
    """Chinese term → the English phrases the lexicon writes it for, in the lexicon's order."""
    out: dict[str, list[str]] = {}
    for key, variants in lexicon().items():
        if key[:1] == ("~",):  # a stemmed key: the phrase as written is there too
            continue
        for chinese in variants:
            if re.search(r"[\u4e00-\u9fff]", chinese):
                phrases = out.setdefault(chinese, [])
                if " ".join(key) not in phrases:
                    phrases.append(" ".join(key))
    return {k: tuple(v) for k, v in out.items()}


@lru_cache(maxsize=1)
def _longest() -> int:
    return max((len(k) for k in reverse_lexicon()), default=1)


def english_question(question: str, evidence: Sequence[str]) -> str:
    """The Chinese `question` written in the English evidence's words, or "" when it is not Chinese or none of its
    terms could be carried over."""
    if language_of(question) != "zh":
        return ""
    joined = " ".join(evidence).lower()
    frame = next((en for pattern, en in _FRAMES if pattern.search(question)), "")
    rev = reverse_lexicon()
    longest = _longest()
    parts: list[str] = []
    topical = 0
    i = 0
    while i < len(question):
        number = _number_at(question, i)
        if number is not None:
            text, i = number
            parts.append(text)
            continue
        latin = _LATIN.match(question, i)
        if latin:  # PTO, MFA, a level code: English documents write them the same way
            parts.append(latin.group(0))
            topical += 1
            i = latin.end()
            continue
        for n in range(min(longest, len(question) - i), 1, -1):
            phrases = rev.get(question[i : i + n])
            if phrases:
                present = [p for p in phrases if _written(p, joined)]
                present = [p for p in present if not any(p != q and p in q for q in present)]  # not "maternity" too
                parts.extend(present[:MAX_VARIANTS] or phrases[:1])
                topical += 1
                i += n
                break
        else:
            i += 1
    if not topical:
        return ""
    words = " ".join(dict.fromkeys(parts))
    return f"{frame} {words}?".strip() if frame else f"{words}?"


def _number_at(question: str, at: int) -> tuple[str, int] | None:
    """A number with its unit at `at` ("3000美元" → "3000 USD", "三年" → "3 years"), and where it ends."""
    m = _NUMBER.match(question, at)
    if m is None:
        return None
    raw, end = m.group(1), m.end()
    value = float(raw.replace(",", "")) if raw[0].isdigit() else chinese_number(raw)
    if value is None:
        return None
    if raw[0].isdigit() and question[end : end + 1] in _MAGNITUDES:  # 3万元 is 30000 yuan
        value, end = value * _MAGNITUDES[question[end]], end + 1
    shown = str(int(value)) if float(value).is_integer() else str(value)
    if question[end : end + 1] in "日号" and question[at - 1 : at] == "月":  # 每月5日 is a day of the month
        return shown, end + 1
    for unit, english in _UNITS:
        if question.startswith(unit, end) and not question.startswith("性", end + len(unit)):  # 一次性
            return f"{shown} {english}", end + len(unit)
    if not raw[0].isdigit():  # 一 in 一次性, 三 in 三方: a numeral only with a unit
        return None
    return shown, end


_MAGNITUDES = {"万": 10_000, "千": 1_000}


def _written(phrase: str, text: str) -> bool:
    return re.search(rf"\b{re.escape(phrase)}", text) is not None


def carried_question(question: str, evidence: Sequence[str]) -> str:
    """The question written in the evidence's language: an English one in Chinese words (`bridge.py`), a Chinese
    one in English words; "" when its topic could not be carried over."""
    return bridged_question(question, evidence) or english_question(question, evidence)


__all__ = ["carried_question", "english_question", "reverse_lexicon"]
