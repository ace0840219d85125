"""Fast evaluation of parametric fusions over the lab's dumps (bench/fusion_lab.py), for fitting a few
weights on the dev halves of every set at once.

Per query: the candidates (BM25 top 40 with a positive score ∪ e5 top 40), their BM25 score (0 outside the
BM25 list), exact e5 cosine, fast cosine, IDF coverage, passage index and relevance.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from fusion_lab import idf, read, top_idx

N_LIST = 40


@dataclass
class Q:
    qid: str
    b: np.ndarray  # BM25 (0: not in the BM25 list)
    inb: np.ndarray  # bool: in the BM25 list
    d: np.ndarray  # exact e5 cosine
    ind: np.ndarray  # bool: in the e5 list
    f: np.ndarray  # fast cosine
    cov: np.ndarray  # IDF share of the query's terms the candidate holds
    pid: np.ndarray  # passage index per candidate
    rel: np.ndarray  # relevance per candidate (of its passage)
    ideal: float
    nterms: int
    text: str


def prepare(name: str, n_list: int = N_LIST) -> tuple[list[Q], set[str], set[str]]:
    d = read(name)
    out = []
    pidx: dict[str, int] = {}
    for q in d.queries:
        bi, di = top_idx(q.bm25, n_list, True), top_idx(q.dense, n_list)
        cand = np.unique(np.concatenate([bi, di]))
        inb = np.isin(cand, bi)
        w = np.array([idf(x, d.n_docs) for x in q.df]) if q.df else np.zeros(0)
        tot = w.sum() or 1.0
        cov = np.array([sum(w[j] for j in q.has[i]) / tot for i in cand])
        pids = [d.frag_pid[q.ids[i]] for i in cand]
        out.append(Q(q.qid, np.where(inb, q.bm25[cand], 0.0), inb, q.dense[cand], np.isin(cand, di), q.fast[cand], cov,
                     np.array([pidx.setdefault(p, len(pidx)) for p in pids]), np.array([q.rels.get(p, 0) for p in pids]),
                     tot, len(q.df), q.text))  # fmt: skip
    return out, d.dev, d.test


def metrics(qs: list[Q], score_fn, half: set[str] | None = None) -> dict[str, float]:
    h1 = h5 = mrr = 0.0
    n = 0
    for q in qs:
        if half is not None and q.qid not in half:
            continue
        n += 1
        s = score_fn(q)
        order = np.argsort(-s, kind="stable")
        seen: set[int] = set()
        rank = 0
        for i in order:
            p = q.pid[i]
            if p in seen:
                continue
            seen.add(p)
            if q.rel[i] > 0:
                if rank == 0:
                    h1 += 1
                if rank < 5:
                    h5 += 1
                    mrr += 1 / (rank + 1)
                break
            rank += 1
            if rank >= 5:
                break
    n = max(n, 1)
    return {"hit@1": h1 / n, "hit@5": h5 / n, "mrr@5": mrr / n}


def prepare_searchable(name: str, n_list: int = N_LIST, n_fast: int = 100) -> tuple[list[Q], set[str], set[str]]:
    """As `prepare`, for the searchable point: candidates from BM25 and the fast vectors (no e5 yet)."""
    d = read(name)
    out = []
    pidx: dict[str, int] = {}
    for q in d.queries:
        bi, fi = top_idx(q.bm25, n_list, True), top_idx(q.fast, n_fast)
        cand = np.unique(np.concatenate([bi, fi]))
        inb = np.isin(cand, bi)
        w = np.array([idf(x, d.n_docs) for x in q.df]) if q.df else np.zeros(0)
        tot = w.sum() or 1.0
        cov = np.array([sum(w[j] for j in q.has[i]) / tot for i in cand])
        pids = [d.frag_pid[q.ids[i]] for i in cand]
        out.append(Q(q.qid, np.where(inb, q.bm25[cand], 0.0), inb, q.dense[cand], np.isin(cand, fi), q.fast[cand], cov,
                     np.array([pidx.setdefault(p, len(pidx)) for p in pids]), np.array([q.rels.get(p, 0) for p in pids]),
                     tot, len(q.df), q.text))  # fmt: skip
    return out, d.dev, d.test
