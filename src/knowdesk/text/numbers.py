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
