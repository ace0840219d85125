"""Fusion lab: every signal of every query of every development set, dumped once from the kept indexes
(bench/retrieval_index.py), so ways of fusing them are compared in seconds rather than re-running search.

    python bench/fusion_lab.py [SET ...]          # bench/out/lists/<set>.pkl (KD_LAB_LISTS: another folder)
    python bench/fusion_fit.py ...                # compares and fits fusions on them

Per query and candidate (union of the BM25, e5 and fast top-100): the store's BM25 score (its top 1000,
else 0), the exact e5 and fast cosines, the passage, and which query terms the fragment holds.
"""

from __future__ import annotations

import math
import os
import pickle
import sys
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from retrieval_index import KB, OUT, open_index
from retrieval_sets import SETS, load, split

LISTS = Path(os.environ.get("KD_LAB_LISTS", OUT.parent / "lists"))  # another folder for a variant's dumps
TOP = 100


@dataclass
class Query:
    qid: str
    text: str
    rels: dict[str, int]
    terms: list[tuple[str, ...]]  # the searched terms (after dropping common ones)
    df: list[int]
    ids: list[str]  # candidates
    bm25: np.ndarray
    dense: np.ndarray
    fast: np.ndarray
    has: list[frozenset[int]]  # per candidate: indexes of the terms it holds
    extra: dict = field(default_factory=dict)


@dataclass
class Dump:
    name: str
    n_docs: int
    frag_pid: dict[str, str]
    tokens: dict[str, tuple[str, ...]]
    queries: list[Query]
    dev: set[str]
    test: set[str]


def dump(name: str) -> None:
    from embed_cache import CachedEmbeddings

    from knowdesk.embeddings.e5 import E5Embeddings
    from knowdesk.stores.keyword_terms import drop_common, query_terms

    data = load(name)
    emb = CachedEmbeddings(E5Embeddings())
    app, doc_pid, _ = open_index(name, data, emb)
    store = app.store
    rows = store.kb_fragments([KB])
    frag_pid = {r.id: doc_pid[r.document_id] for r in rows}
    by_doc = {d.id: d.name for d in store.list_documents(KB)}
    tokens = {r.id: fts_tokens(f"{by_doc[r.document_id]} {r.section}\n{r.body}") for r in rows}
    ids = [r.id for r in rows]
    cache = store.cached_vectors(list({r.embed_hash for r in rows}), emb.model_id)
    dense_m = np.stack([np.frombuffer(cache[r.embed_hash], dtype=np.float32) for r in rows])
    fm = app.fast_index._load()  # type: ignore[union-attr]
    fpos = {i: k for k, i in enumerate(fm.ids)}
    fast_m = fm.m[[fpos[i] for i in ids]]
    pos = {i: k for k, i in enumerate(ids)}
    n_docs = store.fragment_count()
    dev, test = split(name, data)
    queries = []
    for qid, text in data.queries.items():
        terms = query_terms(text)
        singles = [t[0] for t in terms if len(t) == 1]
        marks = ",".join("?" * len(singles))
        dfs = {
            r["term"]: r["doc"]
            for r in store.db.query(f"SELECT term, doc FROM fragments_vocab WHERE term IN ({marks})", singles)
        }
        df = [dfs.get(t[0], 0) if len(t) == 1 else None for t in terms]
        keep = drop_common(terms, df, n_docs)
        bm = store.keyword_search(text, [KB], 1000)
        rid_rows = store.fragments_by_rowids([rid for rid, _ in bm])
        bm_ids = {rid_rows[rid].id: s for rid, s in bm if rid in rid_rows}
        qv = emb.embed_query(text)
        dsc = dense_m @ qv
        fsc = fast_m @ app.fast_index.embed_query(text)  # type: ignore[union-attr]
        top_d = np.argsort(-dsc)[:TOP]
        top_f = np.argsort(-fsc)[:TOP]
        cand = list(dict.fromkeys([*list(bm_ids)[:TOP], *(ids[i] for i in top_d), *(ids[i] for i in top_f)]))
        kept_terms = [tuple(terms[i]) for i in keep]
        kept_df = [df[i] if df[i] is not None else _phrase_df(store, terms[i]) for i in keep]
        has = []
        for c in cand:
            toks = tokens[c]
            tset = set(toks)
            has.append(frozenset(j for j, t in enumerate(kept_terms) if _holds(t, toks, tset)))
        queries.append(Query(qid, text, data.qrels[qid], kept_terms, kept_df, cand,
                             np.array([bm_ids.get(c, 0.0) for c in cand]), np.array([dsc[pos[c]] for c in cand]),
                             np.array([fsc[pos[c]] for c in cand]), has))  # fmt: skip
    app.close()
    LISTS.mkdir(parents=True, exist_ok=True)
    with (LISTS / f"{name}.pkl").open("wb") as fh:
        pickle.dump(Dump(name, n_docs, frag_pid, tokens, queries, set(dev), set(test)), fh)
    print(f"{name}: {len(queries)} queries, {len(ids)} fragments", flush=True)


def fts_tokens(text: str) -> tuple[str, ...]:
    """What FTS5 indexes for a fragment: the unicode61 parts of its jieba search tokens, in order."""
    from knowdesk.stores.keyword_terms import unicode61
    from knowdesk.text.tokenize import search_tokens

    return tuple(p for t in search_tokens(text) for p in unicode61(t))


def _holds(term: tuple[str, ...], toks: tuple[str, ...], tset: set[str]) -> bool:
    """Whether the fragment holds the term (a multi-part term: its parts in a row, as an FTS5 phrase)."""
    if len(term) == 1:
        return term[0] in tset
    n = len(term)
    return term[0] in tset and any(toks[i : i + n] == term for i in range(len(toks) - n + 1))


def _phrase_df(store, parts: list[str]) -> int:
    expr = '"' + " ".join(parts).replace('"', '""') + '"'
    return int(store.db.query_one("SELECT COUNT(*) AS n FROM fragments_fts WHERE fragments_fts MATCH ?", (expr,))["n"])


class _Unpickler(pickle.Unpickler):
    def find_class(self, module: str, name: str):
        if name in ("Dump", "Query"):  # dumped by `python bench/fusion_lab.py`, where they live in __main__
            return {"Dump": Dump, "Query": Query}[name]
        return super().find_class(module, name)


def read(name: str) -> Dump:
    with (LISTS / f"{name}.pkl").open("rb") as fh:
        return _Unpickler(fh).load()


def idf(df: int, n: int) -> float:
    """FTS5's BM25 idf (floored at 1e-6, as FTS5 does)."""
    return max(1e-6, math.log((n - df + 0.5) / (df + 0.5)))


def top_idx(x: np.ndarray, n: int, positive: bool = False) -> np.ndarray:
    """Indexes of the n largest values, best first (only positive ones if asked: BM25 hits)."""
    idx = np.argsort(-x, kind="stable")[:n]
    return idx[x[idx] > 0] if positive else idx


if __name__ == "__main__":
    for n in sys.argv[1:] or list(SETS):
        dump(n)
