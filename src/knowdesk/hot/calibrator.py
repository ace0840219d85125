"""`knowdesk hot calibrate`: score a labelled file (or an area's stored labelled pairs) with the store's own scorer
and record the best threshold; with enough stored pairs, refit the area's scorer weights as well."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np

from knowdesk.errors import ConfigError
from knowdesk.hot.calibrate import EXPECTED, SweepRow, choose, read_labelled, sweep_pairs, sweep_questions
from knowdesk.hot.labels import REFIT_MIN_PAIRS, HotLabels
from knowdesk.hot.scoring import Scorer, feature_matrix, fit_logistic
from knowdesk.hot.store import SqliteHotQuestions
from knowdesk.hot.thresholds import DEFAULT_AREA

# Pull towards the default weights: a few hundred pairs move them only as far as they must. 20 was the best of
# 1/5/20/100 for 200-pair refits on LCQMC test halves (not one of the benchmark's target sets), by a hair.
REFIT_L2 = 20.0


@dataclass
class Calibration:
    format: str
    area: str
    scorer: str
    examples: int
    positives: int
    target_precision: float | None
    reached_target: bool
    chosen: SweepRow
    written: bool
    rows: list[SweepRow]
    refit: bool = False  # the area's own weights were fitted (stored pairs, at least REFIT_MIN_PAIRS)
    weights: list[float] | None = None  # (bias, cosine, word Jaccard, bigram Jaccard) of the refit

    def to_dict(self, rows: list[SweepRow] | None = None) -> dict:
        d = asdict(self)
        d["rows"] = [asdict(r) for r in (self.rows if rows is None else rows)]
        return d


def pair_cosines(hot: SqliteHotQuestions, pairs: list[tuple[str, str, int]]) -> np.ndarray:
    """The embedding cosine of each labelled pair (each distinct sentence embedded once)."""
    texts = list(dict.fromkeys(s for a, b, _ in pairs for s in (a, b)))
    vecs = hot.embed_many(texts)
    at = {t: i for i, t in enumerate(texts)}
    a = vecs[[at[p[0]] for p in pairs]]
    b = vecs[[at[p[1]] for p in pairs]]
    return (a * b).sum(axis=1).astype(np.float64)


def pair_scores(hot: SqliteHotQuestions, pairs: list[tuple[str, str, int]]) -> np.ndarray:
    """The store's (default) score for each labelled pair."""
    return hot.scorer.score_pairs(pair_cosines(hot, pairs), [(p[0], p[1]) for p in pairs])


def refit_weights(
    cosines: np.ndarray, pairs: list[tuple[str, str, int]], default: Scorer, l2: float = REFIT_L2
) -> tuple[float, ...]:
    """An area's own logistic weights from its labelled pairs, pulled towards the default scorer's."""
    x = feature_matrix(cosines, [(a, b) for a, b, _ in pairs])
    w = fit_logistic(x, np.array([p[2] for p in pairs], dtype=np.float64), l2=l2, prior=default.weights)
    return tuple(float(v) for v in w)


def calibrate(
    hot: SqliteHotQuestions,
    path: str | Path,
    area: str | None = None,
    target_precision: float | None = 0.9,
    write: bool = True,
) -> Calibration:
    """Sweep thresholds over the labelled file; write the chosen one for `area` (default: all areas)."""
    fmt, data = read_labelled(path)
    if fmt == "pairs":
        pairs = [p for p in data if len(p) == 3]  # type: ignore[misc]
        rows = sweep_pairs(pair_scores(hot, pairs), np.array([p[2] for p in pairs]))  # type: ignore[misc]
        positives = sum(p[2] for p in pairs)  # type: ignore[misc]
    else:
        items: list[tuple[str, str | None]] = data  # type: ignore[assignment]
        top: list[tuple[str | None, float]] = []
        for question, _ in items:
            ranked = hot.search(question)
            top.append((ranked[0].question_id, ranked[0].score) if ranked else (None, float("-inf")))
        gold = [hot.resolve(g) if g else None for _, g in items]
        rows = sweep_questions(top, gold)
        positives = sum(g is not None for g in gold)
    if not positives:  # every threshold would score 0: nothing to calibrate against
        raise ConfigError(
            f"the file has no positive example (a pair labelled 1, or a question with a hot id); {EXPECTED}"
        )
    best, reached = choose(rows, target_precision)
    name = area or DEFAULT_AREA
    if write:
        hot.thresholds.write(name, best.threshold)
    return Calibration(fmt, name, hot.scorer.id, len(data), positives, target_precision, reached, best, write, rows)


def calibrate_from_labels(
    hot: SqliteHotQuestions,
    labels: HotLabels,
    area: str,
    target_precision: float | None = 0.9,
    write: bool = True,
    refit_min: int = REFIT_MIN_PAIRS,
) -> Calibration:
    """Calibrate an area from its stored labelled pairs (review merges/rejects, votes on hot hits).

    Below `refit_min` pairs (or without both kinds) only the area's threshold is chosen, for the default scorer,
    and any earlier refit of the area is dropped so that threshold applies; from `refit_min` on the area gets
    its own weights and the threshold in their units, used by the matcher for that area alone."""
    stored = labels.pairs(area)
    pairs = [(p.question, p.standard_question, p.label) for p in stored]
    positives = sum(p[2] for p in pairs)
    if not positives:
        raise ConfigError(
            f"area {area!r} has {len(pairs)} labelled pairs and none says two questions are the same: "
            "merge duplicates in review (`knowdesk hot merge`) or vote 👍 on hot-question answers first"
        )
    cos = pair_cosines(hot, pairs)
    texts = [(a, b) for a, b, _ in pairs]
    y = np.array([p[2] for p in pairs])
    model = hot.embedder.model_id
    refit = len(pairs) >= refit_min and positives < len(pairs) and hot.fits is not None
    weights = refit_weights(cos, pairs, hot.scorer) if refit else None
    scorer = Scorer(f"{hot.scorer.id}@{area}", weights, hot.scorer.default_threshold, 0.0) if weights else hot.scorer
    rows = sweep_pairs(scorer.score_pairs(cos, texts), y)
    best, reached = choose(rows, target_precision)
    if write and weights is not None and hot.fits is not None:
        hot.fits.write(model, area, weights, best.threshold, len(pairs))
    elif write:
        hot.thresholds.write(area, best.threshold)
        if hot.fits is not None and area in hot.area_fits():
            hot.fits.remove(model, area)
    return Calibration("stored pairs", area, scorer.id, len(pairs), positives, target_precision, reached, best,
                       write, rows, refit, list(weights) if weights else None)  # fmt: skip
