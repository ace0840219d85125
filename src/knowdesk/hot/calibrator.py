"""`knowdesk hot calibrate`: score a labelled file with the store's own scorer and record the best threshold."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np

from knowdesk.errors import ConfigError
from knowdesk.hot.calibrate import EXPECTED, SweepRow, choose, read_labelled, sweep_pairs, sweep_questions
from knowdesk.hot.store import SqliteHotQuestions
from knowdesk.hot.thresholds import DEFAULT_AREA


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

    def to_dict(self, rows: list[SweepRow] | None = None) -> dict:
        d = asdict(self)
        d["rows"] = [asdict(r) for r in (self.rows if rows is None else rows)]
        return d


def pair_scores(hot: SqliteHotQuestions, pairs: list[tuple[str, str, int]]) -> np.ndarray:
    """The store's score for each labelled pair (each distinct sentence embedded once)."""
    texts = list(dict.fromkeys(s for a, b, _ in pairs for s in (a, b)))
    vecs = hot.embed_many(texts)
    at = {t: i for i, t in enumerate(texts)}
    a = vecs[[at[p[0]] for p in pairs]]
    b = vecs[[at[p[1]] for p in pairs]]
    return hot.scorer.score_pairs((a * b).sum(axis=1), [(p[0], p[1]) for p in pairs])


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
