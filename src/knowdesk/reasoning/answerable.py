"""Constraints a question sets on the sentence that answers it, beyond its kind (`asks.py`).

A question can name the unit of the value it wants ("按多少倍算", "打几折") or a specific code it is about
("P5的基本工资"). A sentence that states some other value ("按本地最低工资标准发放", "每分 5 元") or speaks of
no such code does not answer it, however well it matches the topic: the question is refused instead. The
code counts when the sentence, its heading, its section or its document title names it, or names a range of
the same series holding it ("P5–P7"), so a rule stated once under its heading still answers.
"""

from __future__ import annotations

import re

# "几倍/多少倍" wants a multiple, "几折/打几折" a share: the value must be stated in that unit (or as a percent)
_ASKED_UNITS: list[tuple[re.Pattern[str], re.Pattern[str], str]] = [
    (
        re.compile(r"(?:几|多少)\s*倍"),
        re.compile(r"\d\s*倍|[一二两三四五六七八九十]\s*倍|\d\s*%|百分之"),
        "a multiple (倍)",
    ),
    (
        re.compile(r"(?:几|多少)\s*折|打折"),
        re.compile(r"\d\s*折|[一二三四五六七八九]\s*折|\d\s*%|百分之|\d\s*成"),
        "a share (折/%)",
    ),
]
# a grade, level or model code the question is about ("P5", "M3", "G4"): letters then digits, standalone
_CODE = re.compile(r"(?<![A-Za-z0-9])([A-Za-z]{1,2})(\d{1,2})(?![A-Za-z0-9])")
_RANGE = re.compile(
    r"(?<![A-Za-z0-9])([A-Za-z]{1,2})(\d{1,2})\s*(?:-|–|—|~|～|至|到)\s*(?:[A-Za-z]{1,2})?(\d{1,2})(?!\d)"
)


def unmet_constraint(question: str, sentence: str, context: str) -> str | None:
    """Why `sentence` (read with `context`: its heading, section and document title) does not answer
    `question`'s own constraints, or None when it meets them all."""
    for asked, stated, what in _ASKED_UNITS:
        if asked.search(question) and not stated.search(sentence):
            return f"the question asks for {what} and the sentence states none"
    around = f"{context} {sentence}"
    for prefix, number in _CODE.findall(question):
        if not _names_code(around, prefix.upper(), int(number)):
            return f"the sentence and its section never name {prefix}{number}"
    return None


def _names_code(text: str, prefix: str, number: int) -> bool:
    """`text` names the code itself or a range of its series that holds it ("P4-P6" holds P5)."""
    if any(p.upper() == prefix and int(n) == number for p, n in _CODE.findall(text)):
        return True
    return any(p.upper() == prefix and int(lo) <= number <= int(hi) for p, lo, hi in _RANGE.findall(text))


__all__ = ["unmet_constraint"]
