"""Does an answer state the expected fact? Normalised substring matching that is lenient about how a
fact is written (３００％ / 300%, 五百 / 500, 两天 / 2天, 20,000 / 2万, P1–P4 / P1-P4, spaces, case)
and strict about what it says: a number must match whole ("5天" is not in "15天"), and an accepted
string the question already contains proves nothing (the eval refuses such a case when it loads)."""

from __future__ import annotations

import re
import unicodedata

from knowdesk.text.numbers import chinese_number

_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_SMALL_UNITS = {"十": 10, "百": 100, "千": 1000}
_BIG_UNITS = {"万": 10_000, "亿": 100_000_000}
_NUMERAL = re.compile(r"[零〇一二三四五六七八九十百千万亿]+")
# 两 is a numeral only before a measure word ("两天", "两名"); elsewhere (两岸, 两者) it is left alone
_LIANG = re.compile(r"两(?=[个天年月日周次人名位倍小时分钟岁万千百十元块条项份张台间套层级])")
_PERCENT_WORDS = re.compile(r"百分之([零〇一二三四五六七八九十百千]+|\d+(?:\.\d+)?)")
_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")
_ARABIC_WAN = re.compile(r"(\d+(?:\.\d+)?)万")
_DASHES = re.compile(r"[‐‑‒–—―−－~～〜]")
_SPACE = re.compile(r"\s+")
_SPACE_BETWEEN_NUMBERS = re.compile(r"(?<=\d)\s+(?=\d)")  # "P4 2年": two numbers, never one (42年)


def _numerals(text: str) -> str:
    def convert(m: re.Match[str]) -> str:
        run = m.group(0)
        if run[0] in _BIG_UNITS:  # "万" alone is a word (万一, 千万), not a number
            return run
        value = chinese_number(run)
        if value is None:  # "三四天" is three or four days, not a number
            return run
        number = str(int(value)) if value.is_integer() else str(value)
        # a numeral beside Arabic digits stays a number of its own: "周四18:00" is 周4/18:00, not 周418:00
        before = "/" if m.start() and m.string[m.start() - 1].isdigit() else ""
        after = "/" if m.string[m.end() : m.end() + 1].isdigit() else ""
        return f"{before}{number}{after}"

    return _NUMERAL.sub(convert, text)


def _wan(m: re.Match[str]) -> str:
    value = float(m.group(1)) * 10_000
    return str(int(value)) if value.is_integer() else m.group(0)


def normalize(text: str) -> str:
    """The form both sides are compared in: NFKC (full-width → half-width), case-folded, no spaces (a space between two digits becomes "/", so "P4 2年" does not read 42年),
    dashes unified, thousands separators dropped, Chinese numerals and 百分之X / N万 as Arabic numbers."""
    out = unicodedata.normalize("NFKC", text).casefold()
    out = _SPACE_BETWEEN_NUMBERS.sub("/", out)
    out = _SPACE.sub("", out)
    out = _DASHES.sub("-", out)
    out = _LIANG.sub("二", out)
    out = _PERCENT_WORDS.sub(lambda m: f"{_numerals(m.group(1))}%", out)
    out = _numerals(out)
    out = _THOUSANDS.sub("", out)
    return _ARABIC_WAN.sub(_wan, out)


def contains(text: str, expected: str) -> bool:
    """`expected` occurs in `text` once both are normalised, with a number never cut out of a longer one:
    "5天" does not match "15天", "500" does not match "5000" or "1500"."""
    hay, needle = normalize(text), normalize(expected)
    if not needle:
        return False
    start = hay.find(needle)
    while start >= 0:
        before = hay[start - 1] if start else ""
        end = start + len(needle)
        after = hay[end : end + 2]
        cut_before = needle[0].isdigit() and (before.isdigit() or before == ".")
        cut_after = needle[-1].isdigit() and (after[:1].isdigit() or (after[:1] == "." and after[1:2].isdigit()))
        if not cut_before and not cut_after:
            return True
        start = hay.find(needle, start + 1)
    return False


def parts_found(text: str, parts: list[list[str]]) -> list[bool]:
    """For each required part (a list of accepted alternatives): does the text state one of them?"""
    return [any(contains(text, alt) for alt in alternatives) for alternatives in parts]


def given_by_question(question: str, parts: list[list[str]]) -> list[str]:
    """Accepted strings the question itself already contains (so echoing the question would "answer" it)."""
    return [alt for alternatives in parts for alt in alternatives if contains(question, alt)]


_LABEL = re.compile(r"^\s*(?:[-*•]\s*)?(?:结论|Conclusion)\s*[:：]\s*", re.IGNORECASE)


def conclusion_line(answer: str) -> str:
    """The reply's first non-empty line without its "结论：" / "Conclusion:" label: what a reader takes
    as the answer."""
    for line in answer.splitlines():
        if line.strip():
            return _LABEL.sub("", line).strip()
    return ""
