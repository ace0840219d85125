"""Calibrating hot-question matching (`knowdesk hot calibrate`, the admin page): read a labelled file, or take an
area's stored labelled pairs; score them with the store's own scorer; sweep thresholds for precision, recall and F1;
record the best F1 at a precision floor; with enough stored pairs, refit the area's scorer weights as well.

Seed 002 asks for thresholds chosen per business area from ~100 labelled questions; e5 cosines are
compressed (unrelated pairs ≈ 0.83), so a threshold only means something once measured.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np

from knowdesk.errors import ConfigError
from knowdesk.hot.labels import REFIT_MIN_PAIRS, HotLabels
from knowdesk.hot.scoring import Scorer, feature_matrix, fit_logistic
from knowdesk.hot.store import SqliteHotQuestions
from knowdesk.hot.thresholds import DEFAULT_AREA

EXPECTED = (
    "expected tab-separated UTF-8 lines, either 'sentence1<TAB>sentence2<TAB>0|1' (labelled pairs) or "
    "'question<TAB>hot-question id|none' (questions and the hot question each should match)"
)
_SENTENCE_COLUMNS = [("sentence1", "sentence2"), ("text_a", "text_b"), ("s1", "s2"), ("question1", "question2"),
                     ("query1", "query2")]  # fmt: skip


def _pair_columns(header: list[str]) -> tuple[int, int, int] | None:
    """(s1, s2, label) column indexes if `header` names them (e.g. PAWS-X: id, sentence1, sentence2, label)."""
    names = [h.strip().lower() for h in header]
    if "label" not in names:
        return None
    for a, b in _SENTENCE_COLUMNS:
        if a in names and b in names:
            return names.index(a), names.index(b), names.index("label")
    return None


def read_pairs(path: str | Path) -> list[tuple[str, str, int]]:
    """`s1\\ts2\\tlabel` lines (LCQMC/AFQMC format), or any columns under a header naming them
    (`id\\tsentence1\\tsentence2\\tlabel`, PAWS-X); lines without a 0/1 label are skipped."""
    lines = Path(path).read_text(encoding="utf-8-sig").splitlines()
    columns = _pair_columns(lines[0].split("\t")) if lines else None
    a, b, label = columns or (0, 1, -1)
    out = []
    for line in lines[1:] if columns else lines:
        parts = line.split("\t")
        if len(parts) >= 3 and max(a, b, label) < len(parts) and parts[label].strip() in ("0", "1"):
            out.append((parts[a].strip(), parts[b].strip(), int(parts[label].strip())))
    return out


def read_labelled(path: str | Path) -> tuple[str, list[tuple[str, str, int]] | list[tuple[str, str | None]]]:
    """Detect the format: ("pairs", [(s1, s2, label)]) or ("questions", [(question, hot id or None)])."""
    lines = [ln for ln in Path(path).read_text(encoding="utf-8-sig").splitlines() if ln.strip()]
    if not lines:
        raise ConfigError(f"the file holds no labelled lines; {EXPECTED}")
    three = sum(1 for ln in lines if len(ln.split("\t")) >= 3 and ln.split("\t")[-1].strip() in ("0", "1"))
    if three >= len(lines) / 2 or _pair_columns(lines[0].split("\t")):
        pairs = read_pairs(path)
        if not pairs:
            raise ConfigError(f"no line is a labelled pair; {EXPECTED}")
        return "pairs", pairs
    untabbed = next((i for i, ln in enumerate(lines, 1) if "\t" not in ln), None)
    wide = next((i for i, ln in enumerate(lines, 1) if len(ln.split("\t")) > 2), None)
    if untabbed is not None or wide is not None:
        line = untabbed if untabbed is not None else wide
        raise ConfigError(f"line {line} is in neither labelled format; {EXPECTED}")
    items: list[tuple[str, str | None]] = []
    for ln in lines:
        parts = [p.strip() for p in ln.split("\t")]
        if not parts[0] or parts[0].lower() in ("question", "问题"):
            continue
        target = parts[1] if len(parts) > 1 else ""
        items.append((parts[0], None if target.lower() in ("", "none", "null", "-", "无") else target))
    return "questions", items


@dataclass
class SweepRow:
    threshold: float
    precision: float
    recall: float
    f1: float
    accuracy: float
    tp: int
    fp: int
    fn: int
    tn: int


def _row(t: float, tp: int, fp: int, fn: int, tn: int) -> SweepRow:
    p = tp / (tp + fp) if tp + fp else 1.0
    r = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * p * r / (p + r) if p + r else 0.0
    acc = (tp + tn) / max(1, tp + fp + fn + tn)
    return SweepRow(round(float(t), 6), p, r, f1, acc, tp, fp, fn, tn)


def candidate_thresholds(scores: np.ndarray, limit: int = 2000) -> np.ndarray:
    """Midpoints between neighbouring distinct scores (robust to float noise), thinned to `limit`."""
    u = np.unique(np.asarray(scores, dtype=np.float64))
    if len(u) > limit:
        u = np.unique(np.quantile(u, np.linspace(0, 1, limit)))
    mids = (u[1:] + u[:-1]) / 2 if len(u) > 1 else u
    return np.concatenate([[u[0] - 1e-6], mids, [u[-1] + 1e-6]])


def sweep_pairs(scores: np.ndarray, labels: np.ndarray, thresholds: np.ndarray | None = None) -> list[SweepRow]:
    """P/R/F1/accuracy of `score >= t` for each threshold t."""
    s, y = np.asarray(scores, dtype=np.float64), np.asarray(labels, dtype=bool)
    ts = candidate_thresholds(s) if thresholds is None else np.asarray(thresholds)
    order = np.sort(s[y]), np.sort(s[~y])
    rows = []
    for t in ts:
        tp = len(order[0]) - int(np.searchsorted(order[0], t, side="left"))
        fp = len(order[1]) - int(np.searchsorted(order[1], t, side="left"))
        rows.append(_row(t, tp, fp, int(y.sum()) - tp, int((~y).sum()) - fp))
    return rows


def sweep_questions(
    top: list[tuple[str | None, float]], gold: list[str | None], thresholds: np.ndarray | None = None
) -> list[SweepRow]:
    """Per question: the top hot question and its score vs. the labelled hot question id (or none).

    At threshold t the prediction is the top hot question if its score ≥ t, else none; a wrong hot
    question counts as a false positive (and a false negative when one was expected)."""
    scores = np.array([s for _, s in top], dtype=np.float64)
    ts = candidate_thresholds(scores) if thresholds is None else np.asarray(thresholds)
    rows = []
    for t in ts:
        tp = fp = fn = tn = 0
        for (pred, s), g in zip(top, gold, strict=True):
            p = pred if pred is not None and s >= t else None
            if p is None:
                fn, tn = fn + (g is not None), tn + (g is None)
            elif p == g:
                tp += 1
            else:
                fp, fn = fp + 1, fn + (g is not None)
        rows.append(_row(t, tp, fp, fn, tn))
    return rows


def choose(rows: list[SweepRow], target_precision: float | None) -> tuple[SweepRow, bool]:
    """Best F1 among thresholds reaching the target precision (ties: the lower threshold, for recall).

    Returns (row, reached); when no threshold reaches the target, the best-F1 row and False."""
    ok = [r for r in rows if target_precision is None or (r.precision >= target_precision and r.tp > 0)]
    pool = ok or rows
    best = max(pool, key=lambda r: (round(r.f1, 9), -r.threshold))
    return best, bool(ok)


def thin(rows: list[SweepRow], n: int = 20, keep: SweepRow | None = None) -> list[SweepRow]:
    """An evenly spaced sample of the sweep for printing, always including `keep`."""
    if len(rows) <= n:
        return rows
    picked = [rows[int(i)] for i in np.linspace(0, len(rows) - 1, n)]
    if keep is not None and keep not in picked:
        picked.append(keep)
    return sorted(picked, key=lambda r: r.threshold)


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
