"""A sentence of coordinate rules whose value belongs to another rule than the one naming the question's topic.

"直系亲属死亡的，给予丧假3天；需要到外地料理丧事的，根据路程远近另给路程假" states 3天, and names 路程假 — but in a
clause that points to a figure without giving it (另给, 按规定执行, 酌情): answering "路程假给几天" with the 3天 of 丧假
would be a confident wrong answer, so such a sentence does not state the value asked for. Clauses are the parts a
semicolon separates (each a rule of its own); a sentence of one clause, or a table row (whose cells may hold
semicolons), is never read so.
"""

from __future__ import annotations

import re
from typing import Protocol

_COORDINATE = re.compile(r"[；;]")
# a clause that refers the figure elsewhere: given on top by another measure, by a rule not quoted, or case by case
_POINTS_ELSEWHERE = re.compile(
    r"另给|另行(?:给予|发放|计算|核定|确定)|另计|酌情|视情况|"
    r"按(?:照)?(?:国家|有关|相关|当地|上级)?(?:规定|标准)(?:执行|办理|确定|给予|发放)|"
    r"根据[^，,。；;]{1,12}(?:确定|核定|给予)"
)
MIN_TOPIC = 2  # characters: a one-character topic stands in too many clauses by chance


class _StatedBy(Protocol):
    def stated_by(self, text: str) -> bool: ...


def value_said_of_another(sentence: str, ask: _StatedBy, topic: str) -> bool:
    """Every clause of `sentence` naming `topic` states no value of the asked kind and refers it elsewhere, while
    another clause states one."""
    topic = topic.lower()
    if len(topic) < MIN_TOPIC or "|" in sentence:
        return False
    clauses = [c for c in _COORDINATE.split(sentence) if c.strip()]
    naming = [c for c in clauses if topic in c.lower()]
    if len(clauses) < 2 or not naming:
        return False
    pointing = all(_POINTS_ELSEWHERE.search(c) and not ask.stated_by(c) for c in naming)
    return pointing and any(ask.stated_by(c) for c in clauses)


__all__ = ["value_said_of_another"]
