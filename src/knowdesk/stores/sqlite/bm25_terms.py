"""A word's FTS5 BM25 terms computed from the index's own counts, without calling bm25() on each fragment.

Why: `bm25_cache` reads a word's list once per state of the index, as `-bm25()` of the one-word query. FTS5 then
runs its auxiliary-function machinery on every fragment holding the word, looking up the fragment's size in
`%_docsize` for each (≈ 1.5 µs a fragment), and Python converts each row (≈ 1 µs): ≈ 50 ms for a word in 20,000
of 100,000 fragments, most of the first search of a word after a write. The word's occurrences from fts5vocab's
instance table (`fragments_vocab_instances`, migration core_0009) cost ≈ 0.2 µs each, and the sizes of every
fragment are read once per state of the index (≈ 0.1 s at 100,000 fragments; 8 bytes a fragment in memory).

Exact: fts5Bm25Function's term for a phrase is idf · (f · (k1 + 1)) / (f + k1 · (1 − b + b · D / avgdl)), with f
the phrase's occurrences in the fragment, D the fragment's size in tokens, avgdl the index's tokens over its rows
and idf = ln((N − n + 0.5) / (n + 0.5)) floored at 1e-6 (N rows, n of them holding the phrase), all from the
index's own records. numpy performs the same IEEE operations in the same order (each rounded, no fused
multiply-add), so the doubles are bm25()'s; each state of the index checks one word's computed list against
bm25()'s before trusting the arithmetic here (libm, compiler), and reads lists by bm25() if they differ.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

import numpy as np

from knowdesk.stores.keyword_terms import bm25_idf

K1, B = 1.2, 0.75  # fts5Bm25Function's constants


@dataclass
class Sizes:
    """The index's row count, average row size, and each row's size in tokens (by rowid)."""

    n_rows: int
    avgdl: float
    rowids: np.ndarray  # ascending
    tokens: np.ndarray  # float64, aligned with rowids
    dense: np.ndarray | None  # tokens indexed by rowid itself, when rowids are compact enough

    def of(self, rowids: np.ndarray) -> np.ndarray:
        if self.dense is not None:
            return self.dense[rowids]
        return self.tokens[np.searchsorted(self.rowids, rowids)]


def sizes(conn: sqlite3.Connection) -> Sizes:
    """Read FTS5's averages record and every row's size (`%_docsize`: one varint a column, one column here)."""
    cur = conn.cursor()
    cur.row_factory = None
    row = cur.execute("SELECT block FROM fragments_fts_data WHERE id = 1").fetchone()
    block = bytes(row[0]) if row and row[0] else b""  # empty once every row has been deleted
    n_rows, at = _varint(block, 0) if block else (0, 0)
    n_tokens = _varint(block, at)[0] if at < len(block) else 0
    n_rows = max(n_rows, 1)  # as fts5Bm25GetData
    rows = cur.execute("SELECT id, sz FROM fragments_fts_docsize ORDER BY id").fetchall()
    rowids = np.fromiter((r[0] for r in rows), np.int64, len(rows))
    tokens = _varints([r[1] for r in rows])
    top = int(rowids[-1]) + 1 if len(rowids) else 0
    dense = None
    if top <= 4 * len(rowids) + (1 << 20):
        dense = np.zeros(top, np.float64)
        dense[rowids] = tokens
    return Sizes(n_rows, n_tokens / n_rows, rowids, tokens, dense)


def word_terms(conn: sqlite3.Connection, sizes: Sizes, word: str) -> tuple[np.ndarray, np.ndarray]:
    """(rowids ascending, each one's BM25 term) for one indexed word (a single unicode61 token)."""
    cur = conn.cursor()
    cur.row_factory = None
    # one text of every occurrence's rowid, parsed by numpy: a Python row per occurrence cost ≈ 0.7 µs, ×3 this
    row = cur.execute("SELECT group_concat(doc) FROM fragments_vocab_instances WHERE term = ?", (word,)).fetchone()
    if not row or row[0] is None:
        return np.zeros(0, np.int64), np.zeros(0)
    docs = np.fromstring(row[0], dtype=np.int64, sep=",")
    if np.any(docs[1:] < docs[:-1]):  # the doclist's order; sorted only were it not
        docs = np.sort(docs, kind="stable")
    first = np.flatnonzero(np.concatenate(([True], docs[1:] != docs[:-1])))
    rowids = docs[first]
    f = np.diff(np.append(first, len(docs))).astype(np.float64)  # occurrences in each fragment
    d = sizes.of(rowids)
    idf = bm25_idf(sizes.n_rows, len(rowids))
    return rowids, idf * ((f * (K1 + 1.0)) / (f + K1 * (1 - B + B * d / sizes.avgdl)))


def _varint(b: bytes, at: int) -> tuple[int, int]:
    """SQLite's varint (FTS5's records use it): 7 bits a byte, high bit on all but the last; a 9th byte whole."""
    v = 0
    for _ in range(8):
        c = b[at]
        at += 1
        v = (v << 7) | (c & 0x7F)
        if c < 0x80:
            return v, at
    return (v << 8) | b[at], at + 1


def _varints(blobs: list[bytes]) -> np.ndarray:
    """One varint from each blob, as float64 (1–3 bytes in numpy; longer ones, above 2M tokens, one by one)."""
    lens = np.fromiter(map(len, blobs), np.int64, len(blobs))
    out = np.zeros(len(blobs), np.float64)
    if not len(blobs):
        return out
    cat = np.frombuffer(b"".join(blobs), np.uint8).astype(np.int64)
    start = np.concatenate(([0], np.cumsum(lens)[:-1]))
    b0 = cat[start]
    b1 = cat[np.minimum(start + 1, len(cat) - 1)]
    b2 = cat[np.minimum(start + 2, len(cat) - 1)]
    out[:] = np.select(
        [lens == 1, lens == 2, lens == 3],
        [b0, ((b0 & 0x7F) << 7) | b1, ((b0 & 0x7F) << 14) | ((b1 & 0x7F) << 7) | b2],
        0,
    )
    for i in np.flatnonzero(lens > 3):
        out[i] = _varint(bytes(blobs[i]), 0)[0]
    return out
