"""FTS5's BM25 of a whole query from per-word scores kept in memory, for one state of the keyword index.

Why: FTS5 ranks a query by calling bm25() on every fragment that holds any query word, and when the query's
words are common that is most of the index (100,000 synthetic fragments: ≈ 130 ms of a ≈ 160 ms keyword
search). MaxScore pruning (as `stores/postgres/keyword.py` does) cannot cut that much under FTS5: bm25() of any
query walks the whole doclist of each of its phrases once for the IDF, and the floor and the final pass each
cost such a walk (measured: 55 ms for the restricted pass alone).

FTS5's bm25() is `0.0 + t_1 + t_2 + …`, one term per phrase of the MATCH expression in its order, each term
depending only on that phrase, the fragment and the index totals (a phrase the fragment lacks adds 0.0). So
the one-phrase query `MATCH "word"` yields each fragment's term for that word, and adding the words' terms
in the query's order reproduces bm25() of the whole query bit for bit. A word's list is read from FTS5 once
per state of the index and kept here; later queries add numpy arrays instead of calling bm25() per fragment.

The state is `keyword_generation.token` (migration core_0008), a random value every write to the keyword index replaces in its own
transaction (`touch`): a commit is seen by every process sharing the file, and a rolled-back token never comes
back, so a list is used only with the index it was read from. Everything a search reads (token, counts, lists)
is read in one snapshot. Memory is bounded (`max_bytes`, least recently used lists go first).
"""

from __future__ import annotations

import sqlite3
import threading
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # numpy is imported where lists are built: `knowdesk kb list` opens this store and needs none
    import numpy as np

DEFAULT_MAX_BYTES = 128 << 20  # 12 bytes a posting: ≈ 11M (a common word at 100k fragments: ≈ 45k postings)
MAX_SCAN = 4096  # best fragments looked at for the kb/exclude filter before the SQL path takes over


def touch(tx: sqlite3.Connection) -> None:
    """Within a transaction writing the keyword index: mark the index changed (for every process)."""
    tx.execute("UPDATE keyword_generation SET token = randomblob(16)")


def generation(conn: sqlite3.Connection) -> bytes:
    row = conn.execute("SELECT token FROM keyword_generation").fetchone()
    return bytes(row[0]) if row else b""


@dataclass
class Postings:
    """One phrase's fragments (rowids ascending, int32 unless one needs more) and each one's term of -bm25()."""

    rowids: np.ndarray
    scores: np.ndarray

    @property
    def nbytes(self) -> int:
        return int(self.rowids.nbytes + self.scores.nbytes)


@dataclass
class IndexState:
    """What is known about one generation of the index: fragment count, single words' document counts,
    phrases' postings (least recently used first)."""

    token: bytes
    n_docs: int | None = None
    doc_freq: dict[str, int] = field(default_factory=dict)
    postings: OrderedDict[str, Postings] = field(default_factory=OrderedDict)
    nbytes: int = 0


class Bm25Cache:
    """Per-phrase BM25 terms of the current index generation, shared by a process's threads."""

    def __init__(self, max_bytes: int = DEFAULT_MAX_BYTES) -> None:
        self.max_bytes = max_bytes
        self._lock = threading.Lock()
        self._state = IndexState(b"")

    def state(self, token: bytes) -> IndexState:
        """The state for `token`; a new, empty one when the index changed since."""
        with self._lock:
            if self._state.token != token:
                self._state = IndexState(token)
            return self._state

    def postings(self, conn: sqlite3.Connection, state: IndexState, expr: str) -> Postings:
        """The phrase's postings (`expr`: a one-phrase MATCH expression), read from FTS5 when not held."""
        with self._lock:
            held = state.postings.get(expr)
            if held is not None:
                state.postings.move_to_end(expr)
                return held
        import numpy as np

        cur = conn.cursor()
        cur.row_factory = None
        rows = cur.execute(
            "SELECT rowid, -bm25(fragments_fts) FROM fragments_fts WHERE fragments_fts MATCH ? ORDER BY rowid", (expr,)
        ).fetchall()
        small = not rows or rows[-1][0] < 2**31  # rowids ascending: 4 bytes each when they fit
        got = Postings(
            np.fromiter((r[0] for r in rows), np.int32 if small else np.int64, len(rows)),
            np.fromiter((r[1] for r in rows), np.float64, len(rows)),
        )
        with self._lock:
            if self._state is state and expr not in state.postings:
                state.postings[expr] = got
                state.nbytes += got.nbytes
                while state.nbytes > self.max_bytes and len(state.postings) > 1:
                    _, old = state.postings.popitem(last=False)
                    state.nbytes -= old.nbytes
        return got


@dataclass
class Ranked:
    """Every fragment holding a query phrase, with its bm25 score and FTS5's sort key (scores equal to
    9 decimals tie, then rowid ascending)."""

    rowids: np.ndarray
    scores: np.ndarray
    keys: np.ndarray

    def first(self, n: int) -> np.ndarray:
        """Indexes of the best `n` (fewer when fewer hold a phrase), best first."""
        import numpy as np

        total = len(self.rowids)
        if n >= total:
            chosen = np.arange(total)
        else:
            threshold = np.partition(self.keys, total - n)[total - n]
            chosen = np.flatnonzero(self.keys >= threshold)  # ties at the edge included, cut after sorting
        order = np.lexsort((self.rowids[chosen], -self.keys[chosen]))
        return chosen[order][:n]


def combine(lists: Sequence[Postings]) -> Ranked:
    """Sum the phrases' terms per fragment in the query's phrase order (as bm25() does: bit for bit)."""
    import numpy as np

    if not lists:
        empty = np.zeros(0)
        return Ranked(np.zeros(0, np.int64), empty, empty)
    ids = np.concatenate([p.rowids for p in lists])
    vals = np.concatenate([p.scores for p in lists])
    if not len(ids):
        return Ranked(ids, vals, vals)
    top = int(ids.max()) + 1
    if top <= 4 * len(ids) + (1 << 20):  # dense sums: one slot per rowid (bincount adds in array order)
        sums = np.bincount(ids, weights=vals, minlength=top)
        rowids = np.flatnonzero(sums)  # every posting's term is > 0 (tf >= 1, idf >= 1e-6): held means non-zero
        scores = sums[rowids]
    else:
        rowids, inverse = np.unique(ids, return_inverse=True)
        scores = np.bincount(inverse, weights=vals)
    # SQLite's round(s * 1e9) for s >= 0: (double)(int64)(x + 0.5)
    return Ranked(rowids, scores, np.floor(scores * 1e9 + 0.5))


def top_hits(
    conn: sqlite3.Connection, ranked: Ranked, kbs: list[str] | None, exclude: Sequence[str], limit: int
) -> list[tuple[int, float]] | None:
    """The best `limit` fragments of `kbs` outside the `exclude`d documents, best first; None when that needs
    more than MAX_SCAN of the best fragments overall (the caller asks SQL instead)."""
    if kbs is None and not exclude:
        return [(int(ranked.rowids[i]), float(ranked.scores[i])) for i in ranked.first(limit)]
    out: list[tuple[int, float]] = []
    seen, want = 0, 2 * limit
    while True:
        order = ranked.first(want)
        fresh = order[seen:]
        allowed = _allowed(conn, [int(r) for r in ranked.rowids[fresh]], kbs, exclude)
        out += [(int(ranked.rowids[i]), float(ranked.scores[i])) for i in fresh if int(ranked.rowids[i]) in allowed]
        seen = len(order)
        if len(out) >= limit or seen >= len(ranked.rowids):
            return out[:limit]
        if seen >= MAX_SCAN:
            return None
        want *= 4


def _allowed(conn: sqlite3.Connection, rowids: list[int], kbs: list[str] | None, exclude: Sequence[str]) -> set[int]:
    """Which of the rowids are fragments of `kbs` (None: any) outside the `exclude`d documents."""
    out: set[int] = set()
    kb_sql = f"AND kb IN ({','.join('?' * len(kbs))})" if kbs is not None else ""
    ex_sql = f"AND document_id NOT IN ({','.join('?' * len(exclude))})" if exclude else ""
    for i in range(0, len(rowids), 500):
        chunk = rowids[i : i + 500]
        sql = f"SELECT rowid FROM fragments WHERE rowid IN ({','.join('?' * len(chunk))}) {kb_sql} {ex_sql}"
        out.update(r[0] for r in conn.execute(sql, (*chunk, *(kbs or ()), *exclude)))
    return out
