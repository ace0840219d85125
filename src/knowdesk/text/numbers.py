"""Small Chinese numerals (零…九十九) as integers: 第二版 → 2, 十五天 → 15."""

from __future__ import annotations

CN_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}


def cn_int(s: str) -> int | None:
    """Arabic digits or a Chinese numeral below 100; None when `s` is neither."""
    if s.isdigit():
        return int(s)
    if "十" in s:
        tens, _, ones = s.partition("十")
        if (tens and tens not in CN_DIGITS) or (ones and ones not in CN_DIGITS):
            return None
        return (CN_DIGITS[tens] if tens else 1) * 10 + (CN_DIGITS[ones] if ones else 0)
    return CN_DIGITS.get(s)


_HALF = {**{chr(0xFF10 + i): str(i) for i in range(10)}, **{chr(0xFF21 + i): chr(0x41 + i) for i in range(26)},
         **{chr(0xFF41 + i): chr(0x61 + i) for i in range(26)}, "％": "%", "\u3000": " "}  # fmt: skip
_HALF_TABLE = str.maketrans(_HALF)


def to_halfwidth(text: str) -> str:
    """Full-width digits, Latin letters and ％ as ASCII (３００％ → 300%); Chinese punctuation stays."""
    return text.translate(_HALF_TABLE)
