"""Score fusion of the keyword and dense signals into one number per fragment, in units of the dense
model's cosine.

    score = weight_bm25 · BM25 / best BM25  +  weight_coverage · coverage  +  weight_dense · dense term

The dense term is how far a fragment's cosine lies below the best one of its model's list (0 for the
best, −0.03 for one 0.03 below it), not a min–max over the list: min–max stretches every list to 0–1, so
a list whose top candidates are all alike (the same article's sentences, a colloquial question every
answer fits loosely) looks as decisive as one with a clear winner. Coverage is the share of the query's
IDF mass the fragment holds (every searched word it contains, counted once, weighted by its IDF), so a
passage holding the rare words of the question gains more than one repeating a common word. The lexical
weights are small next to cosine distances: lexical evidence reorders the candidates dense retrieval
finds close together, and decides where it has a clear lead (copied wording), but a weak keyword list
cannot push a semantically distant passage up. Weights were fitted on seven development sets of several
query styles at once (docs/benchmarks.md); reciprocal-rank fusion and the earlier min–max fusion
(BM25 1.0, dense 0.5) were measured and dropped there.

Each fragment gets exactly one dense term, so refined and unrefined fragments compete fairly while
refinement is under way. A refined fragment absent from its model's list gets that list's last cosine (the
most it can have). An unrefined one gets an estimate: it is assumed to sit `fast_prior` of the way up a
fixed cosine range below the best (`spread`, not the list's own range, which its tail and approximate
neighbours decide), higher the more of the query it covers, moved by its fast-vector score in proportion
to how reliable the fast vector is. A fragment is never favoured merely because it was refined first, and
before any main vector exists (the searchable point) the lexical terms decide, with the fast vector
breaking near-ties.
"""

from __future__ import annotations

from collections.abc import Container, Mapping, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class FusionWeights:
    bm25: float = 0.0075  # BM25 ÷ the list's best, in cosine units
    coverage: float = 0.02  # share of the query's IDF mass held, in cosine units
    dense: float = 1.0  # multiplies the dense term (cosine below the list's best)
    fast_prior: float = 0.7  # an unrefined fragment's assumed place in the refined list's range (1: the best)
    fast_coverage: float = 0.3  # how much the fragment's coverage raises that place
    fast_reliability: float = 0.05  # how far the fast vector's score (0–1 in its list) moves it
    spread: float = 0.03  # the cosine range below the best an unrefined fragment's place is read in


def normalise(scored: Sequence[tuple[str, float]], floor_at_zero: bool = False) -> dict[str, float]:
    """Scores mapped onto 0–1 for this query: the best is 1, the worst candidate (or 0) is 0."""
    if not scored:
        return {}
    values = [s for _, s in scored]
    hi = max(values)
    lo = 0.0 if floor_at_zero else min(values)
    span = hi - lo
    return {i: ((s - lo) / span if span > 0 else 1.0) for i, s in scored}


REFERENCE_SPREAD = 0.035  # e5's typical cosine gap between a query's best and tenth passage: the weights' unit


def cosine_scale(embedder: object) -> float:
    """How a model's cosine gaps convert to e5's, from the spread it declares (`cosine_spread`; e5's if none)."""
    return REFERENCE_SPREAD / float(getattr(embedder, "cosine_spread", REFERENCE_SPREAD) or REFERENCE_SPREAD)


@dataclass(frozen=True)
class DenseList:
    """One model's ranked (fragment id, cosine) list, the fragments whose vector is that model's, and the
    factor converting its cosine gaps to e5's (`cosine_scale`)."""

    ranked: Sequence[tuple[str, float]]
    members: Container[str]
    scale: float = 1.0


def fuse(
    bm25: Sequence[tuple[str, float]],
    dense: Sequence[DenseList],
    fast: Sequence[tuple[str, float]],
    coverage: Mapping[str, float],
    candidates: Sequence[str],
    w: FusionWeights,
) -> dict[str, float]:
    """Candidate id → fused score. `dense` holds one list per model (the current one, and after a model
    change the previous ones); a candidate belonging to none of them is unrefined and gets the estimate
    from `fast` (unrefined fragments only) and its `coverage` (0–1)."""
    best_bm25 = max((s for _, s in bm25), default=0.0)
    kw = {i: s / best_bm25 for i, s in bm25} if best_bm25 > 0 else {}
    fs = normalise(fast)
    lists = []
    for dl in dense:
        if dl.ranked:
            cos = dict(dl.ranked)
            lists.append((dl.members, cos, max(cos.values()), min(cos.values()), dl.scale))
    fused: dict[str, float] = {}
    for i in candidates:
        cov = coverage.get(i, 0.0)
        score = w.bm25 * kw.get(i, 0.0) + w.coverage * cov
        for members, cos, top, floor, scale in lists:
            if i in members:
                score += w.dense * scale * (cos.get(i, floor) - top)
                break
        else:
            place = w.fast_prior + w.fast_coverage * cov + w.fast_reliability * (fs.get(i, 0.0) - w.fast_prior)
            score += w.dense * (min(place, 1.0) - 1.0) * w.spread
        fused[i] = score
    return fused
