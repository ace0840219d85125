"""Chinese numerals and full-width digits, for matching and reading numbers the way people write them.

五百 → 500, 两万五 → 25000, 二〇二四 → 2024; ３００％ → 300%. The answer steps (quantities, tiers,
tables), the local grader and `knowdesk eval qa` all read numbers through here.
"""

from __future__ import annotations

import re

CN_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
CN_SMALL = {"十": 10, "百": 100, "千": 1000}
CN_BIG = {"万": 10**4, "亿": 10**8}
CN_CHARS = "".join([*CN_DIGITS, *CN_SMALL, *CN_BIG])
# a numeral run before a measure word ("三天", "两万元", "十五个工作日"): what `arabic_numerals` rewrites
_COUNTED = re.compile(rf"[{CN_CHARS}]+(?=[个天年月日周次人名位倍小时分钟岁元块条项份张台间套层级晚])")


def chinese_number(text: str) -> float | None:
    """A Chinese numeral as a number: 五百 → 500, 两万八千 → 28000, 两万五 → 25000, 二〇二四 → 2024, 半 → 0.5."""
    if not text:
        return None
    if text == "半":
        return 0.5
    if all(c in CN_DIGITS for c in text):
        if len(text) == 2 and not set(text) & {"零", "〇"}:
            return None  # 三四天 is "three or four days"; 二〇二四 and 一九九八 are digit strings
        return float(int("".join(str(CN_DIGITS[c]) for c in text)))
    if (text[0] not in CN_DIGITS and text[0] != "十") or any(c not in CN_CHARS for c in text):
        return None  # 万一, 千万 (never), 百分 are words
    total, section, digit, last, zero = 0, 0, None, 1, False
    for c in text:
        if c in CN_DIGITS:
            if digit is not None:  # 三四 is "three or four", not a number
                return None
            zero = zero or CN_DIGITS[c] == 0
            digit = CN_DIGITS[c] or None
        elif c in CN_SMALL:
            section += (digit or 1) * CN_SMALL[c]
            digit, last, zero = None, CN_SMALL[c], False
        else:
            total = (total + section + (digit or 0)) * CN_BIG[c]
            section, digit, last, zero = 0, None, CN_BIG[c], False
    if digit is not None:  # 两万五 = 25000, 三千五 = 3500, 一百零五 = 105
        section += digit if zero or last == 1 else digit * last // 10
    return float(total + section)


def arabic_numerals(text: str) -> str:
    """Counted Chinese numerals as digits ("请三天假" → "请3天假", "两万元" → "20000元"); other runs
    (万一, 一线城市) stay, so word matching is not disturbed. A numeral right after a Latin letter or digit keeps a space
    before its digits ("on-call一天" → "on-call 1天", "P7两年" → "P7 2年"): glued, "call1" and "P72" would read as one
    word or number."""

    def convert(m: re.Match[str]) -> str:
        value = chinese_number(m.group(0))
        if value is None:
            return m.group(0)
        digits = str(int(value)) if value.is_integer() else str(value)
        after_latin = m.start() > 0 and m.string[m.start() - 1].isascii() and m.string[m.start() - 1].isalnum()
        return " " + digits if after_latin else digits

    return _COUNTED.sub(convert, text)


_HALF = {**{chr(0xFF10 + i): str(i) for i in range(10)}, **{chr(0xFF21 + i): chr(0x41 + i) for i in range(26)},
         **{chr(0xFF41 + i): chr(0x61 + i) for i in range(26)}, "％": "%", "\u3000": " "}  # fmt: skip
_HALF_TABLE = str.maketrans(_HALF)


def halfwidth_digits(text: str) -> str:
    """Full-width digits, Latin letters and ％ as ASCII (３００％ → 300%); Chinese punctuation stays
    (unlike `quantities.to_halfwidth`, which folds every full-width ASCII character for parsing)."""
    return text.translate(_HALF_TABLE)


def cn_int(s: str) -> int | None:
    """Arabic digits or a Chinese numeral below 100 (第二版 → 2, 十五 → 15); None when `s` is neither."""
    if s.isdigit():
        return int(s)
    value = chinese_number(s) if s and all(c in CN_DIGITS or c == "十" for c in s) else None
    return int(value) if value is not None and value.is_integer() and value < 100 else None
