"""Which gap group a question repeats: the hot-question matcher's decision, reused rather than copied.

The hot-question store already decides when a missed question joins a candidate (`merge_target`: the
combined e5 + lexical score of `hot/scoring.py` against `hot.merge_threshold`, else the area's calibrated
threshold). A gap group is the same kind of thing — one question in several wordings — so it is judged by
the same scorer and thresholds, over the knowledge base's live groups instead of the hot-question table."""

from __future__ import annotations

import numpy as np

from knowdesk.gaps.store import Candidate
from knowdesk.hot.core import HotQuestionsCore
from knowdesk.stores.contracts.hot import Scored


class HotGroupMatcher:
    def __init__(self, hot: HotQuestionsCore) -> None:
        self.hot = hot
        self.model_id = hot.embedder.model_id

    def embed(self, text: str) -> np.ndarray:
        return self.hot.embed(text)

    def same_group(self, question: str, vector: np.ndarray, tags: list[str], groups: list[Candidate]) -> str | None:
        if not groups:
            return None
        cosines = np.stack([g.vector for g in groups]) @ np.asarray(vector, dtype=np.float32)
        scores = self.hot.scorer.score(cosines, question, [g.question for g in groups])
        ranked = sorted(
            (
                Scored(g.id, g.question, g.tags, float(c), float(s))
                for g, c, s in zip(groups, cosines, scores, strict=True)
            ),
            key=lambda s: -s.score,
        )
        return self.hot.merge_target(ranked, tags)
