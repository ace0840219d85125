"""PostgreSQL keyword search from per-word BM25 terms kept in memory, for one state of the keyword index.

Why: `keyword.py` scores a query in SQL by reading the tsvector of every candidate fragment, on every query; when
the query's words are common that is most of the index (100,000 synthetic fragments: BM25 p50 ≈ 450 ms, 1M:
≈ 5.7 s). As in the embedded store (`stores/sqlite/bm25_cache.py`), a query's BM25 is a sum of one term per word,
each depending only on that word, the fragment and the index totals. So each word's list (the fragments holding
it, each with idf · tf · (k1 + 1) / (tf + k1 · (1 − b + b · ntokens / avgdl)), the SQL scoring's expression,
operation for operation in numpy) is read once per state of the index and kept; a query whose words are held
adds numpy arrays (`stores/bm25_lists.py`). Scores equal the SQL's but for the order of the terms' sum (the
SQL's GROUP BY adds in no set order): equal to 1e-9 or so, ties at 9 decimals by rowid, as between the engines.

The state is the set of tokens in `keyword_generation` (migration 0025: statement triggers on `fragments` replace
the writing transaction's token); a search reads the tokens, the totals, the document counts and any missing list
in one REPEATABLE READ snapshot, so no worker uses a list with another state. Queries with a phrase (a token
unicode61 splits, e.g. v3.1) and kb/exclude filters whose hits lie beyond `bm25_lists.MAX_SCAN` are ranked in
SQL. Memory is bounded (`max_bytes`, 12 bytes a posting, least recently used lists go first).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial

import psycopg

from knowdesk.stores import bm25_lists
from knowdesk.stores.bm25_lists import HeldLists, Postings
from knowdesk.stores.keyword_terms import KeywordMatch, bm25_idf, drop_common, stand_ins

DEFAULT_MAX_BYTES = 128 << 20
K1, B = 1.2, 0.75  # as keyword.py


@dataclass
class PgIndexState:
    """One state of the index: totals, words' document counts, words' postings (least recently used first)."""

    token: tuple[bytes, ...]
    n_docs: int | None = None
    avgdl: float = 0.0
    doc_freq: dict[str, int] = field(default_factory=dict)  # by tsquery text
    postings: HeldLists = field(default_factory=HeldLists)


class KeywordCache:
    """Per-word BM25 terms of the current index state, shared by a process's threads."""

    def __init__(self, max_bytes: int = DEFAULT_MAX_BYTES) -> None:
        self.max_bytes = max_bytes
        self._lock = threading.Lock()
        self._state = PgIndexState(())

    def state(self, token: tuple[bytes, ...]) -> PgIndexState:
        with self._lock:
            if self._state.token != token:
                self._state = PgIndexState(token)
            return self._state

    def postings(
        self, tx: psycopg.Connection, state: PgIndexState, words: list[str], idf: list[float]
    ) -> list[Postings]:
        """The words' fragments and terms; those not held are read together, each fragment's tsvector once."""
        with self._lock:
            held = {w: state.postings.take(w) for w in words}
        missing = [w for w in words if held[w] is None]
        if missing:
            weights = dict(zip(words, idf, strict=True))
            got = _read(tx, missing, [weights[w] for w in missing], state.avgdl)
            held.update(got)
            with self._lock:
                for w, p in got.items():
                    if self._state is state:
                        state.postings.keep(w, p, self.max_bytes)
        return [held[w] for w in words]  # type: ignore[misc]


def _read(tx: psycopg.Connection, words: list[str], idf: list[float], avgdl: float) -> dict[str, Postings]:
    """The words' postings in one pass over the fragments holding any of them: each one's term frequency (its
    lexeme's positions) and token count, grouped by word."""
    import numpy as np

    rows = tx.execute(
        """SELECT u.lexeme AS w, array_agg(f.rowid ORDER BY f.rowid) AS r,
                  array_agg(cardinality(u.positions) ORDER BY f.rowid) AS tf, array_agg(f.ntokens ORDER BY f.rowid) AS n
           FROM fragments f, unnest(ts_filter(setweight(f.tsv, 'A', %(w)s::text[]), '{a}')) u
           WHERE f.tsv @@ %(q)s::tsquery GROUP BY u.lexeme""",
        {"w": words, "q": " | ".join(_quote(w) for w in words)},
    ).fetchall()
    found = {r["w"]: r for r in rows}
    out: dict[str, Postings] = {}
    for word, weight in zip(words, idf, strict=True):
        row = found.get(word)
        if row is None:
            out[word] = Postings(np.zeros(0, np.int32), np.zeros(0))
            continue
        rowids = np.asarray(row["r"], np.int64)
        tf = np.asarray(row["tf"], np.float64)
        n = np.asarray(row["n"], np.float64)
        scores = ((weight * tf) * (K1 + 1)) / (tf + K1 * ((1 - B) + (B * n) / avgdl))
        out[word] = Postings(rowids.astype(np.int32) if int(rowids[-1]) < 2**31 else rowids, scores)
    return out


def _quote(word: str) -> str:
    return "'" + word.replace("\\", "\\\\").replace("'", "''") + "'"


def generation(tx: psycopg.Connection) -> tuple[bytes, ...]:
    return tuple(bytes(r["token"]) for r in tx.execute("SELECT token FROM keyword_generation ORDER BY token"))


def ranked(
    tx: psycopg.Connection,
    cache: KeywordCache,
    terms: list[list[str]],
    kbs: list[str] | None,
    limit: int,
    exclude: Sequence[str],
    doc_frequency: Callable[[psycopg.Connection, list[str]], list[int]],
) -> KeywordMatch | None:
    """The query's hits and weighted terms from the kept lists (in `tx`, a REPEATABLE READ transaction); None when
    SQL must rank it (a phrase among the searched terms, or a filter whose hits lie too far down)."""
    state = cache.state(generation(tx))
    if state.n_docs is None:
        stats = tx.execute("SELECT SUM(fragments) AS n, SUM(tokens) AS t FROM keyword_totals").fetchone()
        n_docs, total = int(stats["n"] or 0) if stats else 0, int(stats["t"] or 0) if stats else 0
        state.avgdl = total / n_docs if n_docs else 0.0
        state.n_docs = n_docs
    if not state.n_docs:
        return KeywordMatch([])
    df = _doc_freq(tx, state, terms, doc_frequency)
    extra = stand_ins(terms, df)
    if extra:
        terms = terms + extra
        df += _doc_freq(tx, state, extra, doc_frequency)
    keep = drop_common(terms, df, state.n_docs)
    terms, df = [terms[i] for i in keep], [df[i] for i in keep]
    if any(len(t) > 1 for t in terms):
        return None
    idf = [bm25_idf(state.n_docs, n) for n in df]
    lists = cache.postings(tx, state, [t[0] for t in terms], idf)
    filtered = kbs is not None or bool(exclude)
    hits = bm25_lists.top_hits(
        bm25_lists.combine(lists), limit, partial(_allowed, tx, kbs=kbs, exclude=exclude) if filtered else None
    )
    if hits is None:
        return None
    # a word's list is every fragment whose tsvector holds it (`@@` of the bare lexeme): lexical coverage reads it
    return KeywordMatch(hits, list(zip(terms, idf, strict=True)), [(p.rowids,) for p in lists])


def _doc_freq(
    tx: psycopg.Connection,
    state: PgIndexState,
    terms: list[list[str]],
    doc_frequency: Callable[[psycopg.Connection, list[str]], list[int]],
) -> list[int]:
    """Each term's number of fragments, counted through the GIN index once per state."""
    queries = [" <-> ".join(_quote(p) for p in t) for t in terms]
    missing = list(dict.fromkeys(q for q in queries if q not in state.doc_freq))
    if missing:
        state.doc_freq.update(zip(missing, doc_frequency(tx, missing), strict=True))
    return [state.doc_freq[q] for q in queries]


def _allowed(tx: psycopg.Connection, rowids: list[int], kbs: list[str] | None, exclude: Sequence[str]) -> set[int]:
    """Which of the rowids are fragments of `kbs` (None: any) outside the `exclude`d documents."""
    sql = "SELECT rowid FROM fragments WHERE rowid = ANY(%(r)s)"
    if kbs is not None:
        sql += " AND kb = ANY(%(kbs)s)"
    if exclude:
        sql += " AND document_id <> ALL(%(ex)s)"
    return {int(r["rowid"]) for r in tx.execute(sql, {"r": rowids, "kbs": kbs, "ex": list(exclude)})}
