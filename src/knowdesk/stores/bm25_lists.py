"""A query's BM25 ranking from per-word lists of terms held in memory, for both backends' keyword caches.

Each backend's BM25 of a query is a sum of one term per searched word (or phrase), each depending only on that word,
the fragment and the index totals. A backend keeps each word's list (`Postings`: the fragments holding it, ascending,
and each one's term) for one state of its keyword index; `combine` adds a query's lists in the query's order
and `top_hits` cuts the best, through the caller's kb/exclude filter. SQLite: `stores/sqlite/bm25_cache.py` (FTS5's
bm25(), bit for bit); PostgreSQL: `stores/postgres/keyword_cache.py`.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # numpy is imported where lists are built: `knowdesk kb list` opens the stores and needs none
    import numpy as np

MAX_SCAN = 4096  # best fragments looked at for the kb/exclude filter before the SQL path takes over


@dataclass
class Postings:
    """One phrase's fragments (rowids ascending, int32 unless one needs more) and each one's term of -bm25()."""

    rowids: np.ndarray
    scores: np.ndarray

    @property
    def nbytes(self) -> int:
        return int(self.rowids.nbytes + self.scores.nbytes)


class HeldLists(OrderedDict[str, Postings]):
    """Lists kept in memory for one state of the index, least recently used first, within a byte budget (both
    engines' caches hold theirs so)."""

    def __init__(self) -> None:
        super().__init__()
        self.nbytes = 0

    def take(self, key: str) -> Postings | None:
        """The list held for `key`, now the most recently used; None when not held."""
        got = self.get(key)
        if got is not None:
            self.move_to_end(key)
        return got

    def keep(self, key: str, got: Postings, max_bytes: int) -> None:
        """Hold `got` unless `key` is held already, then drop the least recently used beyond `max_bytes` (the
        newest list stays, however large)."""
        if key in self:
            return
        self[key] = got
        self.nbytes += got.nbytes
        while self.nbytes > max_bytes and len(self) > 1:
            _, old = self.popitem(last=False)
            self.nbytes -= old.nbytes


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
    ranked: Ranked, limit: int, allowed: Callable[[list[int]], set[int]] | None
) -> list[tuple[int, float]] | None:
    """The best `limit` fragments that `allowed` keeps (None: no filter, ranked once), best first; None when that
    needs more than MAX_SCAN of the best fragments overall (the caller ranks in SQL instead)."""
    if allowed is None:
        return [(int(ranked.rowids[i]), float(ranked.scores[i])) for i in ranked.first(limit)]
    out: list[tuple[int, float]] = []
    seen, want = 0, 2 * limit
    while True:
        order = ranked.first(want)
        fresh = order[seen:]
        kept = allowed([int(r) for r in ranked.rowids[fresh]])
        out += [(int(ranked.rowids[i]), float(ranked.scores[i])) for i in fresh if int(ranked.rowids[i]) in kept]
        seen = len(order)
        if len(out) >= limit or seen >= len(ranked.rowids):
            return out[:limit]
        if seen >= MAX_SCAN:
            return None
        want *= 4
