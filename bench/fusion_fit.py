"""Compare and fit fusions of BM25, e5 and fast vectors on the fusion lab's dumps (bench/fusion_lab.py),
dev and test halves of every development set, in seconds.

    python bench/fusion_fit.py compare [--half test]   # the variants measured for docs/benchmarks.md
    python bench/fusion_fit.py grid                    # fit the lexical weights on every dev half at once
    python bench/fusion_fit.py refining                # searchable point and partial refinement (simulated)
    python bench/fusion_fit.py spread [--half test]    # dropped lexical scale: its cap, floor, rank on every set

Candidates per query: BM25's top 40 with a positive score ∪ e5's top 40 (as the product takes them). A
fragment outside a list has no score in it (BM25: 0; e5: the list's last cosine, what the product gives).
"""

from __future__ import annotations

import argparse
import itertools
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import fusion_lab
from fusion_lab import idf, read, top_idx

N_LIST = 40
CHOSEN = {"lam": 0.0075, "mu": 0.02}  # = RetrievalSettings.weight_bm25 / weight_coverage


@dataclass
class Q:
    qid: str
    b: np.ndarray  # BM25 (0: not in the BM25 list)
    inb: np.ndarray  # bool: in the BM25 list
    d: np.ndarray  # exact e5 cosine
    ind: np.ndarray  # bool: in the e5 list
    cov: np.ndarray  # share of the query's IDF mass the candidate holds
    pid: np.ndarray  # passage index per candidate
    rel: np.ndarray  # relevance of the candidate's passage
    ideal: float  # sum of the searched terms' IDF
    held: np.ndarray  # (candidate, term) bool: the candidate holds the searched term
    w: np.ndarray  # the searched terms' IDF


def prepare(name: str) -> tuple[list[Q], set[str], set[str]]:
    d = read(name)
    out = []
    pidx: dict[str, int] = {}
    for q in d.queries:
        bi, di = top_idx(q.bm25, N_LIST, True), top_idx(q.dense, N_LIST)
        cand = np.unique(np.concatenate([bi, di]))
        w = np.array([idf(x, d.n_docs) for x in q.df]) if q.df else np.zeros(0)
        tot = w.sum() or 1.0
        cov = np.array([sum(w[j] for j in q.has[i]) / tot for i in cand])
        pids = [d.frag_pid[q.ids[i]] for i in cand]
        inb = np.isin(cand, bi)
        held = np.array([[j in q.has[i] for j in range(len(q.terms))] for i in cand], dtype=bool).reshape(
            len(cand), len(q.terms)
        )
        out.append(Q(q.qid, np.where(inb, q.bm25[cand], 0.0), inb, q.dense[cand], np.isin(cand, di), cov,
                     np.array([pidx.setdefault(p, len(pidx)) for p in pids]),
                     np.array([q.rels.get(p, 0) for p in pids]), tot, held, w))  # fmt: skip
    return out, d.dev, d.test


def metrics(qs: list[Q], score: Callable[[Q], np.ndarray], half: set[str]) -> dict[str, float]:
    """hit@1, hit@5, MRR@5 over passages (a passage's first fragment counts)."""
    h1 = h5 = mrr = 0.0
    n = 0
    for q in qs:
        if q.qid not in half:
            continue
        n += 1
        seen: set[int] = set()
        for i in np.argsort(-score(q), kind="stable"):
            if q.pid[i] in seen:
                continue
            if q.rel[i] > 0:
                rank = len(seen)
                h1 += rank == 0
                if rank < 5:
                    h5 += 1
                    mrr += 1 / (rank + 1)
                break
            seen.add(q.pid[i])
            if len(seen) >= 5:
                break
    n = max(n, 1)
    return {"hit@1": h1 / n, "hit@5": h5 / n, "mrr@5": mrr / n}


# ---------------------------------------------------------------- fusions


def bm25_only(q: Q) -> np.ndarray:
    return np.where(q.inb, q.b, -1e9)


def dense_only(q: Q) -> np.ndarray:
    return np.where(q.ind, q.d, -1e9)


def _minmax(x: np.ndarray, ref: np.ndarray) -> np.ndarray:
    lo, hi = ref.min(), ref.max()
    return (x - lo) / (hi - lo) if hi > lo else np.ones_like(x)


def _floor(q: Q) -> np.ndarray:
    """e5 cosine where in the list, else the list's last (the most a candidate outside it can have)."""
    return np.where(q.ind, q.d, q.d[q.ind].min())


def rrf(q: Q, k: int = 60) -> np.ndarray:
    rank_b = np.argsort(np.argsort(-np.where(q.inb, q.b, -1e9)))
    rank_d = np.argsort(np.argsort(-np.where(q.ind, q.d, -1e9)))
    return np.where(q.inb, 1 / (k + 1 + rank_b), 0) + np.where(q.ind, 1 / (k + 1 + rank_d), 0)


def minmax_fusion(wb: float, wd: float) -> Callable[[Q], np.ndarray]:
    """The earlier product: BM25 ÷ its best × wb + min–max(e5 list) × wd (1.0 / 0.5)."""

    def f(q: Q) -> np.ndarray:
        kw = q.b / q.b.max() if q.inb.any() else 0 * q.b
        return wb * kw + wd * np.where(q.ind, _minmax(q.d, q.d[q.ind]), 0.0)

    return f


def zscore_fusion(wb: float) -> Callable[[Q], np.ndarray]:
    def f(q: Q) -> np.ndarray:
        z = lambda x, m: (x - x[m].mean()) / (x[m].std() + 1e-9)  # noqa: E731
        kw = z(q.b, q.inb) if q.inb.sum() > 1 else 0 * q.b
        return wb * np.where(q.inb, kw, kw[q.inb].min() if q.inb.any() else 0) + z(_floor(q), q.ind)

    return f


def cosine_fusion(lam: float, mu: float, gap: float = 0.0, fill: bool = False, ideal: bool = False):
    """The chosen family: λ·BM25/best + μ·coverage + (cosine − best cosine). Variants: `gap` raises λ by the
    BM25 top-1/top-2 gap, `fill` uses the exact cosine outside the e5 list, `ideal` replaces coverage by
    BM25 ÷ the sum of the terms' IDF."""

    def f(q: Q) -> np.ndarray:
        kw = q.b / q.b.max() if q.inb.any() else 0 * q.b
        lam_q = lam
        if gap and q.inb.sum() > 1:
            top2 = np.sort(q.b[q.inb])[::-1][:2]
            lam_q = lam * (1 + gap * (1 - top2[1] / top2[0]))
        lexical = np.minimum(1.0, q.b / q.ideal) if ideal else q.cov
        d = q.d if fill else _floor(q)
        return lam_q * kw + mu * lexical + d - q.d[q.ind].max()

    return f


def evidence_scaled(kind: str, lam: float = 0.0075, mu: float = 0.02) -> Callable[[Q], np.ndarray]:
    """The chosen fusion with its lexical terms scaled per query by ½ + ½·evidence of lexical fit:
    `coverage` the best coverage any candidate reaches, `agreement` how close BM25's leader is to the
    best e5 cosine (1 at the top, 0 at 0.05 below it)."""

    def f(q: Q) -> np.ndarray:
        kw = q.b / q.b.max() if q.inb.any() else 0 * q.b
        top = q.d[q.ind].max()
        if kind == "coverage":
            e = float(q.cov.max()) if len(q.cov) else 0.0
        elif q.inb.any():
            lead = int(np.argmax(np.where(q.inb, q.b, -1.0)))
            e = 1.0 - min(1.0, (top - _floor(q)[lead]) / 0.05)
        else:
            e = 0.0
        return (0.5 + 0.5 * e) * (lam * kw + mu * q.cov) + _floor(q) - top

    return f


def shared_silenced(lam: float = 0.0075, mu: float = 0.02, top: int = 10, held: float = 0.8, mass: float = 0.25):
    """Tried and dropped (2026-12-06, i-fuse): the chosen fusion with its lexical terms left out for a query whose
    words held by ≥ `held` of e5's `top` nearest candidates carry ≥ `mass` of its IDF mass (words naming what
    every close candidate is about cannot tell them apart). Lifts WikiQA to dense, costs CMRC."""

    def f(q: Q) -> np.ndarray:
        near = np.argsort(-np.where(q.ind, q.d, -9.0), kind="stable")[:top]
        shared = q.w[q.held[near].mean(0) >= held].sum() if len(q.w) else 0.0
        base = _floor(q) - q.d[q.ind].max()
        return base if len(q.w) and shared >= mass * q.w.sum() else cosine_fusion(lam, mu)(q)

    return f


def spread_scaled(cap: float = 1.5, floor: float = 0.0, rank: int = 10, lam: float = 0.0075, mu: float = 0.02):
    """Tried and dropped (2026-12-06, i-fuse17): the chosen fusion's lexical terms × REFERENCE_SPREAD ÷ the query's
    e5 spread (best cosine − the `rank`-th), kept within [`floor`, `cap`], so the weights are read in the query's
    own spread. Raising them (a tightly bunched e5 list) lifts CMRC, C3 and SciFact but costs the employee-question
    sets (table rows); lowering them (a widely spread list) lifts WikiQA's test half only, not its dev half."""
    from knowdesk.retrieval.fusion import REFERENCE_SPREAD

    def f(q: Q) -> np.ndarray:
        kw = q.b / q.b.max() if q.inb.any() else 0 * q.b
        cos = np.sort(q.d[q.ind])[::-1]
        spread = cos[0] - cos[min(rank, len(cos)) - 1]
        scale = min(cap, max(floor, REFERENCE_SPREAD / spread)) if spread > 0 else cap
        return scale * (lam * kw + mu * q.cov) + _floor(q) - cos[0]

    return f


VARIANTS: dict[str, Callable[[Q], np.ndarray]] = {
    "BM25 only": bm25_only,
    "dense (e5) only": dense_only,
    "RRF (k=60), BM25 + e5": rrf,
    "earlier: BM25÷best ×1.0 + min–max e5 ×0.5": minmax_fusion(1.0, 0.5),
    "min–max both, BM25 ×0.3 + e5 ×1.0": minmax_fusion(0.3, 1.0),
    "z-scores, BM25 ×0.5 + e5 ×1.0": zscore_fusion(0.5),
    "cosine units, BM25÷best only (λ 0.015)": cosine_fusion(0.015, 0.0),
    "cosine units, coverage only (μ 0.02)": cosine_fusion(0.0, 0.02),
    "cosine units, BM25÷Σidf instead of coverage": cosine_fusion(0.0075, 0.02, ideal=True),
    "chosen + BM25 top-gap boost (×(1+2·gap))": cosine_fusion(0.0075, 0.02, gap=2.0),
    "chosen + exact e5 cosine outside its list": cosine_fusion(0.0075, 0.02, fill=True),
    "chosen × per-query (½ + ½·best coverage)": evidence_scaled("coverage"),
    "chosen × per-query (½ + ½·BM25 leader's e5 agreement)": evidence_scaled("agreement"),
    "chosen: λ 0.0075·BM25÷best + μ 0.02·coverage + e5 gap": cosine_fusion(**CHOSEN),
    "dropped: chosen, lexical left out where e5's nearest 10 share ≥ ¼ of the query's IDF mass": shared_silenced(),
    "dropped: chosen × lexical scale 0.035 ÷ e5's best-to-tenth gap, only lowered (≤ 1)": spread_scaled(cap=1.0),
    "dropped: chosen × lexical scale, only raised (1 to 1.5)": spread_scaled(floor=1.0),
    "dropped: chosen × lexical scale 0.035 ÷ e5's best-to-tenth gap, 0 to 1.5": spread_scaled(),
}


def compare(names: list[str], half: str) -> None:
    data = {n: prepare(n) for n in names}
    print(f"{half} halves; hit@1 / hit@5 / MRR@5")
    print(f"| fusion | {' | '.join(names)} |")
    print("|---" * (len(names) + 1) + "|")
    for label, fn in VARIANTS.items():
        cells = []
        for qs, dev, test in data.values():
            m = metrics(qs, fn, dev if half == "dev" else test)
            cells.append(f"{m['hit@1']:.3f} / {m['hit@5']:.3f} / {m['mrr@5']:.3f}")
        print(f"| {label} | {' | '.join(cells)} |", flush=True)


def grid(names: list[str]) -> None:
    """λ, μ on every dev half at once: mean of (hit@1 + hit@5 + MRR@5)/3 over sets, minus any shortfall of
    hit@5 or MRR@5 below the better single signal of a set."""
    data = {n: prepare(n) for n in names}
    best = {}
    for n, (qs, dev, _) in data.items():
        mb, md = metrics(qs, bm25_only, dev), metrics(qs, dense_only, dev)
        best[n] = {m: max(mb[m], md[m]) for m in mb}
    rows = []
    for lam, mu in itertools.product((0.0025, 0.005, 0.0075, 0.01, 0.015, 0.02), (0.0, 0.01, 0.015, 0.02, 0.025, 0.03)):
        ms = {n: metrics(qs, cosine_fusion(lam, mu), dev) for n, (qs, dev, _) in data.items()}
        mean = float(np.mean([(m["hit@1"] + m["hit@5"] + m["mrr@5"]) / 3 for m in ms.values()]))
        short = sum(max(0.0, best[n][m] - ms[n][m]) for n in ms for m in ("hit@5", "mrr@5"))
        rows.append((mean - short, mean, short, lam, mu, ms))
    rows.sort(key=lambda r: -r[0])
    print(f"objective  mean  shortfall  λ  μ  | {' | '.join(names)}")
    for obj, mean, short, lam, mu, ms in rows[:10]:
        cells = " | ".join(f"{m['hit@1']:.3f}/{m['hit@5']:.3f}/{m['mrr@5']:.3f}" for m in ms.values())
        print(f"{obj:.4f} {mean:.4f} {short:.3f} {lam} {mu} | {cells}")


def refining(names: list[str], fractions=(0.0, 0.2, 0.5, 0.8, 1.0)) -> None:
    """The product's fusion (`fuse`) with a random share of fragments refined: their e5 list, the others'
    fast list and estimate; dev halves. Lists come from the dumps' top 100 per signal, so at low shares the
    refined list is shorter than the product's 40 (an approximation)."""
    from knowdesk.retrieval.fusion import DenseList, FusionWeights, fuse

    w = FusionWeights()
    for n in names:
        d = read(n)
        cells = []
        for frac in fractions:
            rng = np.random.RandomState(0)
            refined = {i for i in sorted(d.frag_pid) if rng.rand() < frac}
            h1 = h5 = mrr = 0.0
            qs = [q for q in d.queries if q.qid in d.dev]
            for q in qs:
                isref = np.array([i in refined for i in q.ids])
                bi = top_idx(q.bm25, N_LIST, True)
                di = [i for i in top_idx(np.where(isref, q.dense, -9), N_LIST) if isref[i]]
                fi = [i for i in top_idx(np.where(~isref, q.fast, -9), 3 * N_LIST) if not isref[i]][:N_LIST]
                weights = np.array([idf(x, d.n_docs) for x in q.df])
                total = weights.sum() or 1.0
                ids = [q.ids[i] for i in dict.fromkeys([*bi, *di, *fi])]
                pos = {c: i for i, c in enumerate(q.ids)}
                cov = {c: sum(weights[j] for j in q.has[pos[c]]) / total for c in ids}
                fused = fuse([(q.ids[i], q.bm25[i]) for i in bi],
                             [DenseList([(q.ids[i], q.dense[i]) for i in di], refined)],
                             [(q.ids[i], q.fast[i]) for i in fi], cov, ids, w)  # fmt: skip
                ranked = list(dict.fromkeys(d.frag_pid[c] for c in sorted(fused, key=lambda c: -fused[c])))
                first = next((r for r, p in enumerate(ranked) if q.rels.get(p, 0) > 0), None)
                h1 += first == 0
                if first is not None and first < 5:
                    h5 += 1
                    mrr += 1 / (first + 1)
            cells.append(f"{frac:.0%}: {h1 / len(qs):.3f} / {h5 / len(qs):.3f} / {mrr / len(qs):.3f}")
        print(f"| {n} | " + " | ".join(cells) + " |", flush=True)


def spread(names: list[str], half: str) -> None:
    """The lexical scale's cap, floor and spread rank on every set's half at once: Σ over sets of the change in
    hit@1 + hit@5 + MRR@5 against the chosen fusion, then each set's hit@1 / hit@5 / MRR@5."""
    data = {n: prepare(n) for n in names}
    pick = {n: (dev if half == "dev" else test) for n, (_, dev, test) in data.items()}
    base = {n: metrics(qs, cosine_fusion(**CHOSEN), pick[n]) for n, (qs, _, _) in data.items()}
    print(f"{half} halves; Σ change | {' | '.join(names)}")
    for cap, floor, rank in itertools.product((1.0, 1.25, 1.5, 2.0, 3.0), (0.0, 1.0), (5, 10, 20)):
        ms = {n: metrics(qs, spread_scaled(cap, floor, rank), pick[n]) for n, (qs, _, _) in data.items()}
        total = sum(sum(ms[n].values()) - sum(base[n].values()) for n in names)
        cells = " | ".join(f"{m['hit@1']:.3f}/{m['hit@5']:.3f}/{m['mrr@5']:.3f}" for m in ms.values())
        print(f"cap {cap} floor {floor} rank {rank}: {total:+.3f} | {cells}", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("command", choices=["compare", "grid", "refining", "spread"])
    ap.add_argument("--half", default="dev", choices=["dev", "test"])
    args = ap.parse_args()
    names = [n for n in fusion_lab.SETS if (fusion_lab.LISTS / f"{n}.pkl").exists()]
    {
        "compare": lambda: compare(names, args.half),
        "grid": lambda: grid(names),
        "refining": lambda: refining(names),
        "spread": lambda: spread(names, args.half),
    }[args.command]()


if __name__ == "__main__":
    main()
