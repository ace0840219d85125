"""The order of the passages an English question finds on Chinese documents, from its two searches.

The question's own words find passages by meaning (the multilingual dense model); the question carried into the
documents' words by the workplace lexicon finds them by keyword too, and finds the right rule when the lexicon read
the question's topic, but any rule sharing its one known word when it read little of it ("Do I have to pay if goods
got ruined in a flood?" carries only "pay" → 工资). So the carried search leads by the share of the question the
lexicon read, and the meaning's passages take turns with the rest, instead of always following all of them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

MAX_LEAD = 3  # the carried search's places ahead of the first passage found by meaning (the whole question read)
LEAD_SCALE = 4  # …the places a share earns before that cap: round(share × 4), at least 1, halves to even (2.5 → 2)

H = TypeVar("H")


def carried_lead(share: float) -> int:
    """How many of the carried search's passages come before the first passage found by meaning (Python's round:
    a half place goes to the even count, 1.5 → 2 and 2.5 → 2)."""
    return max(1, min(MAX_LEAD, round(share * LEAD_SCALE)))


def carried_order(carried: Sequence[H], meant: Sequence[H], lead: int, key=lambda h: h.fragment_id) -> list[H]:
    """`carried`'s first `lead` passages, then the two lists in turn (meaning first), each passage once."""
    out: list[H] = []
    seen: set = set()

    def add(h: H) -> None:
        if key(h) not in seen:
            seen.add(key(h))
            out.append(h)

    for h in carried[:lead]:
        add(h)
    rest = list(carried[lead:])
    for at in range(max(len(rest), len(meant))):
        for source in (meant, rest):
            if at < len(source):
                add(source[at])
    return out


__all__ = ["carried_lead", "carried_order"]
