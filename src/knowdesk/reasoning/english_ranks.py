"""A rank an English question names ("grade A", "tier 1", "a grade three project", "first-tier city", "band B"),
written the way the Chinese evidence writes its ranks.

Chinese rules write one rank many ways — A类, A档, A级, 甲级 (甲乙丙丁 are the letters A–D), 一类, 一级, 1级 — and the
English question says none of them: "grade A terminal" read word by word carries 等级 and drops the letter, so the
table look-up never picks the row. The rank's letter or number is tried in each of those forms and the one the
evidence holds is carried, as the workplace lexicon prefers the variant the evidence uses.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

# the words a rank's letter or number goes with
RANK_WORDS = frozenset({"grade", "grades", "tier", "tiers", "class", "category", "type", "level", "band", "rank"})
_CHINESE_NUMERALS = "一二三四五六"
_STEMS = "甲乙丙丁"  # the heavenly stems Chinese ranks count A–D with (甲级 is the first grade)
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6}
_KINDS = "类级档等"  # what a rank is called after its letter or numeral


def rank_at(tokens: Sequence[str], at: int, evidence: Sequence[str],
            phrase_known: Callable[[Sequence[str]], bool]) -> tuple[str, int] | None:  # fmt: skip
    """The evidence's writing of the rank named at `tokens[at]` ("grade A" / "A grade" / "tier one" / "first tier" /
    "grade 3") and how many tokens it took, or None: no rank there, a phrase the lexicon knows ("first class" is a
    seat), or no form of it in the evidence."""
    pair = [t.lower() for t in tokens[at : at + 2]]
    if len(pair) < 2 or phrase_known(pair):
        return None
    if pair[0] in RANK_WORDS:
        rank = _rank_value(tokens[at + 1])
    elif pair[1] in RANK_WORDS and not pair[1].endswith("s"):
        # before the rank word only a word counts ("first tier", "a three grade project"): a bare letter there is the
        # article ("A grade B terminal"), a digit a count ("2 grades up")
        rank = _WORDS_BEFORE.get(pair[0])
    else:
        return None
    if rank is None:
        return None
    lettered = tokens[at + 1 if pair[0] in RANK_WORDS else at].isupper()
    forms = _forms(rank, lettered)
    # the form of the best-ranked passage holding one (the evidence comes in rank order), the question's writing first
    first = next((text for text in evidence if any(_holds(text, f) for f in forms)), "")
    held = [f for f in forms if _holds(first, f)]
    return (held[0], 2) if held else None


_WORDS_BEFORE = {**_NUMBERS, **_ORDINALS}
# a numeral right before a form makes it another number (1级 inside 11级, 一类 inside 十一类); a prize or a seat after
# 一等 is no rank (一等奖, 一等座)
_NUMERAL = "0-9一二三四五六七八九十百"


def _holds(text: str, form: str) -> bool:
    """Whether `text` writes the rank `form` on its own, not as part of a longer number or a prize's or seat's name."""
    return re.search(rf"(?<![{_NUMERAL}]){re.escape(form)}(?![奖座])", text) is not None


def _rank_value(token: str) -> int | None:
    """The rank's place (A or 1 → 1) of a capital letter A–F, a digit 1–6 or a number word after the rank word."""
    low = token.lower()
    if len(token) == 1 and "A" <= token <= "F":
        return ord(token) - ord("A") + 1
    if token.isdigit() and 1 <= int(token) <= len(_CHINESE_NUMERALS):
        return int(token)
    return _NUMBERS.get(low)


def _forms(rank: int, lettered: bool) -> list[str]:
    """Every way a Chinese rule writes the rank — the letter's (A类), the stem's (甲级), the numeral's (一类, 1级) —
    those of the question's own writing first (a letter asked: A档 before 一档)."""
    stem = [_STEMS[rank - 1]] if rank <= len(_STEMS) else []
    letter, numerals = [chr(ord("A") + rank - 1)], [_CHINESE_NUMERALS[rank - 1], str(rank)]
    heads = letter + stem + numerals if lettered else numerals + stem + letter
    return [head + kind for head in heads for kind in _KINDS]


__all__ = ["RANK_WORDS", "rank_at"]
