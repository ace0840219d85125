"""Which of two readings of a question on the other language's evidence answers it: by the words carried over, or
by meaning alone.

An English question on Chinese rules is answered in the words the workplace lexicon carries it into (`bridge.py`).
A lexicon misses a trade's own words ("late-night snack shift", "promotion windows"), and the few words it does
carry ("每晚", "待命") then pick a sentence on a neighbouring matter: the shift times of a stand-by duty, not its
pay. The multilingual dense model reads the question as asked, whatever its words, so its conclusion is weighed
against the carried one's: the one clearly nearer the question in meaning answers.
"""

from __future__ import annotations

from knowdesk.reasoning.base import Generation
from knowdesk.reasoning.crosslingual import Cosines
from knowdesk.reasoning.local_answer import CITATION

# e5-small cosine by which the dense reading's conclusion must beat the carried one's: cosines of one question with
# sentences on its topic lie within a few hundredths, so only a clear lead overrules the words
READING_MARGIN = 0.045


def nearer_reading(question: str, by_words: Generation, by_meaning: Generation, cosines: Cosines,
                   head: str) -> Generation:  # fmt: skip
    """`by_meaning` when both answer and its conclusion is nearer `question` than `by_words`' by `READING_MARGIN`;
    else `by_words`. A refusal by the carried words stands (the dense model finds a nearest sentence for anything),
    and so does a value they looked up or computed (a table cell, a tier, "22天 × 25元"): the dense reading skips
    those steps, and a sentence merely naming the topic can sit nearer the question than the worked answer.
    `head` is the label the conclusion lines open with."""
    if not by_words.answer or by_words.derived or not by_meaning.answer:
        return by_words
    lines = [_conclusion(g, head) for g in (by_words, by_meaning)]
    if lines[0] == lines[1]:
        return by_words
    words, meaning = (float(c) for c in cosines(question, lines))
    return by_meaning if meaning > words + READING_MARGIN else by_words


def _conclusion(g: Generation, head: str) -> str:
    """The conclusion line's statement, without its label and closing citation."""
    return CITATION.sub("", g.answer.split("\n", 1)[0].removeprefix(head)).strip()


__all__ = ["READING_MARGIN", "nearer_reading"]
