"""Questions on documents in the other language (English on Chinese, Chinese on English): judged and read by the
multilingual dense model.

The local grader and answer step match words, and an English question shares none with a Chinese
policy. The bundled e5 model is multilingual, so it decides instead: a passage is relevant when its
cosine with the question clears `RELEVANT` (a handful of questions on the sample KB: answering passages
0.785–0.81, unrelated ones 0.754–0.763) and is near the best one's; within it, the sentence nearest the
question answers.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Sequence

import numpy as np

from knowdesk.text.language import language_of

EmbedQuery = Callable[[str], np.ndarray]
EmbedTexts = Callable[[list[str]], np.ndarray]
RELEVANT = 0.775  # e5-small cosine (query vs passage side) a passage must reach to be read at all
NEAR_BEST = 0.02  # …and within this of the best passage's
PASSAGE_CHARS = 400  # what of a passage is compared (its opening: section, heading and first rules)
CACHED = 4096  # texts whose vectors are kept: a knowledge base's frequently read sentences, not re-embedded


def crosses(question: str, texts: Sequence[str]) -> bool:
    """A question read against text only in the other language: some text, and every one Chinese for an English
    question, or English for a Chinese one ("入职满三年有几天年假" on an English handbook shares no word with it)."""
    lang = language_of(question)
    return bool(texts) and all(language_of(t) != lang for t in texts)


# cosines of one question with several texts, as `CrossLingual.cosines` gives them
Cosines = Callable[[str, Sequence[str]], np.ndarray]


class CrossLingual:
    """Cosines between a question and texts in another language, from the multilingual embedder."""

    def __init__(self, query: EmbedQuery, texts: EmbedTexts) -> None:
        self.query = query  # the embedder's query side (e5: "query: " prefix)
        self.texts = texts  # …and its passage side, batched
        self._vectors: OrderedDict[tuple[str, str], np.ndarray] = OrderedDict()  # (side, text) → vector, LRU

    def cosines(self, question: str, texts: Sequence[str]) -> np.ndarray:
        if not texts:
            return np.zeros(0)
        missing = list(dict.fromkeys(t for t in texts if ("p", t) not in self._vectors))
        if missing:
            for t, v in zip(missing, np.asarray(self.texts(missing)), strict=True):
                self._keep(("p", t), v)
        if ("q", question) not in self._vectors:
            self._keep(("q", question), np.asarray(self.query(question)))
        q = self._vectors[("q", question)]
        return np.array([self._vectors[("p", t)] @ q for t in texts])

    def _keep(self, key: tuple[str, str], vector: np.ndarray) -> None:
        self._vectors[key] = vector
        self._vectors.move_to_end(key)
        while len(self._vectors) > CACHED:
            self._vectors.popitem(last=False)

    def relevant(self, question: str, bodies: Sequence[str]) -> list[bool]:
        cos = self.cosines(question, [b[:PASSAGE_CHARS] for b in bodies])
        if not len(cos) or cos.max() < RELEVANT:
            return [False] * len(bodies)
        return [bool(c >= RELEVANT and c >= cos.max() - NEAR_BEST) for c in cos]


__all__ = ["Cosines", "CrossLingual", "crosses"]
