"""English questions on Chinese documents: judged and read by the multilingual dense model.

The local grader and answer step match words, and an English question shares none with a Chinese
policy. The bundled e5 model is multilingual, so it decides instead: a passage is relevant when its
cosine with the question clears `RELEVANT` (a handful of questions on the sample KB: answering passages
0.785–0.81, unrelated ones 0.754–0.763) and is near the best one's; within it, the sentence nearest the
question answers.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from knowdesk.text.language import language_of

EmbedQuery = Callable[[str], np.ndarray]
EmbedTexts = Callable[[list[str]], np.ndarray]
RELEVANT = 0.775  # e5-small cosine (query vs passage side) a passage must reach to be read at all
NEAR_BEST = 0.02  # …and within this of the best passage's
PASSAGE_CHARS = 400  # what of a passage is compared (its opening: section, heading and first rules)


def crosses(question: str, text: str) -> bool:
    """An English question read against Chinese text."""
    return language_of(question) == "en" and language_of(text) == "zh"


class CrossLingual:
    """Cosines between a question and texts in another language, from the multilingual embedder."""

    def __init__(self, query: EmbedQuery, texts: EmbedTexts) -> None:
        self.query = query  # the embedder's query side (e5: "query: " prefix)
        self.texts = texts  # …and its passage side, batched

    def cosines(self, question: str, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros(0)
        return np.asarray(self.texts(list(texts))) @ np.asarray(self.query(question))

    def relevant(self, question: str, bodies: Sequence[str]) -> list[bool]:
        cos = self.cosines(question, [b[:PASSAGE_CHARS] for b in bodies])
        if not len(cos) or cos.max() < RELEVANT:
            return [False] * len(bodies)
        return [bool(c >= RELEVANT and c >= cos.max() - NEAR_BEST) for c in cos]


__all__ = ["CrossLingual", "crosses"]
