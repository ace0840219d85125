"""bench/scorer_fit.py replays the pipeline's dense re-read with the same function and keeps the hand weights
when no question can teach it anything."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import numpy as np

from knowdesk.reasoning.evidence import Unit
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import Candidate, LocalGenerator
from knowdesk.reasoning.sentence_weights import RERANK_MARGIN, RERANK_TOP, RERANK_WEIGHT


def _scorer_fit() -> ModuleType:
    path = Path(__file__).resolve().parents[2] / "bench" / "scorer_fit.py"
    spec = importlib.util.spec_from_file_location("scorer_fit", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("scorer_fit", module)
    spec.loader.exec_module(module)
    return module


class _Cosines:
    def __init__(self, near: dict[str, float]) -> None:
        self.near = near

    def cosines(self, question: str, texts: list[str]) -> np.ndarray:
        return np.array([self.near.get(t, 0.5) for t in texts])


def test_the_replayed_choice_is_the_pipelines() -> None:
    fit = _scorer_fit()
    # ten sentences by words, the nearest in meaning each in turn: within the margin and the best few, or not
    scores = [1.0, 0.95, 0.95, 0.9, 0.88, 0.86, 0.84, 0.82, 0.80, 0.5]
    texts = [f"句子{i}" for i in range(len(scores))]
    for nearest in range(len(scores)):
        near = {texts[nearest]: 0.53}
        pipeline = LocalGenerator(Glossary.load(None), max_sentences=3, cross=_Cosines(near))  # type: ignore[arg-type]
        candidates = [Candidate(0, i, Unit("", t, 0), s, "", {"coverage": s}) for i, (t, s) in enumerate(zip(texts, scores, strict=True))]  # fmt: skip
        chosen = pipeline._by_meaning("问题", candidates).pos
        x = np.array([[s] for s in scores])
        cos = np.array([near.get(t, 0.5) for t in texts])
        assert fit.choose(x, cos, np.array([1.0]), RERANK_WEIGHT, RERANK_MARGIN) == chosen, nearest
        assert (
            fit.hits([(x, cos, np.arange(len(scores)) == chosen)], np.array([1.0]), RERANK_WEIGHT, RERANK_MARGIN) == 1
        )
    assert len(scores) - 1 > RERANK_TOP  # the top cut is exercised


def test_the_replay_chooses_through_the_pipelines_function(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    fit = _scorer_fit()
    seen: list[tuple[list[float], float, int, float]] = []

    def spy(scores, cosines, margin, top, meaning):  # type: ignore[no-untyped-def]
        seen.append((scores, margin, top, meaning))
        return 0

    monkeypatch.setattr(fit, "by_meaning", spy)
    fit.choose(np.array([[1.0], [0.5]]), np.array([0.8, 0.9]), np.array([2.0]), 3.0, 0.4)
    assert seen == [([2.0, 1.0], 0.4, RERANK_TOP, 3.0)]


def test_a_fit_with_nothing_to_learn_keeps_the_prior() -> None:
    fit = _scorer_fit()
    prior = np.array([1.0, 0.5])
    x = np.array([[1.0, 0.0], [0.5, 1.0]])
    cos = np.array([0.8, 0.9])
    none_hold = (x, cos, np.array([False, False]))
    all_hold = (x, cos, np.array([True, True]))
    weights, meaning = fit.fit([none_hold, all_hold], prior, RERANK_WEIGHT)
    assert np.array_equal(weights, prior) and meaning == RERANK_WEIGHT
    assert fit.fit([], prior, RERANK_WEIGHT)[1] == RERANK_WEIGHT
