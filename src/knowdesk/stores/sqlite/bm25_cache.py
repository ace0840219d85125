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
A single word's list is computed from its occurrences and FTS5's sizes (`bm25_terms`, ≈ 3× cheaper than
bm25() on each fragment) once the state's first computed list has matched bm25()'s; phrases use bm25().
Combining and cutting the lists is `stores/bm25_lists.py`, shared with PostgreSQL.

The state is `keyword_generation.token` (migration core_0008), a random value every write to the keyword index replaces in its own
transaction (`touch`): a commit is seen by every process sharing the file, and a rolled-back token never comes
back, so a list is used only with the index it was read from. Everything a search reads (token, counts, lists)
is read in one snapshot. Memory is bounded (`max_bytes`, least recently used lists go first).
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING

from knowdesk.stores import bm25_lists
from knowdesk.stores.bm25_lists import HeldLists, Postings, Ranked

if TYPE_CHECKING:  # numpy is imported where lists are built: `knowdesk kb list` opens this store and needs none
    import numpy as np

    from knowdesk.stores.sqlite import bm25_terms

DEFAULT_MAX_BYTES = 128 << 20  # 12 bytes a posting: ≈ 11M (a common word at 100k fragments: ≈ 45k postings)


def touch(tx: sqlite3.Connection) -> None:
    """Within a transaction writing the keyword index: mark the index changed (for every process)."""
    tx.execute("UPDATE keyword_generation SET token = randomblob(16)")


def generation(conn: sqlite3.Connection) -> bytes:
    row = conn.execute("SELECT token FROM keyword_generation").fetchone()
    return bytes(row[0]) if row else b""


@dataclass
class IndexState:
    """What is known about one generation of the index: fragment count, single words' document counts,
    phrases' postings (least recently used first)."""

    token: bytes
    n_docs: int | None = None
    doc_freq: dict[str, int] = field(default_factory=dict)
    postings: HeldLists = field(default_factory=HeldLists)
    sizes: bm25_terms.Sizes | None = None  # every fragment's size, read with the first word computed here
    exact_terms: bool | None = None  # whether `bm25_terms` gives bm25()'s doubles here (checked once a state)


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

    def postings(self, conn: sqlite3.Connection, state: IndexState, expr: str, word: str | None = None) -> Postings:
        """The phrase's postings (`expr`: a one-phrase MATCH expression; `word`: its one token, if it is one), read
        from FTS5 when not held: a word's terms computed from its occurrences (`bm25_terms`) once this state of the
        index has shown they equal bm25()'s, else (and for phrases) bm25() of each fragment."""
        with self._lock:
            held = state.postings.take(expr)
        if held is not None:
            return held
        got = None
        if word is not None and state.exact_terms is not False:
            from knowdesk.stores.sqlite import bm25_terms

            if state.sizes is None:
                state.sizes = bm25_terms.sizes(conn)
            got = _postings(*bm25_terms.word_terms(conn, state.sizes, word))
            if state.exact_terms is None and len(got.rowids):
                ref = _bm25_postings(conn, expr)
                state.exact_terms = _same(got, ref)
                got = ref
        if got is None:
            got = _bm25_postings(conn, expr)
        with self._lock:
            if self._state is state:
                state.postings.keep(expr, got, self.max_bytes)
        return got


def _bm25_postings(conn: sqlite3.Connection, expr: str) -> Postings:
    """The phrase's fragments and each one's `-bm25()` of the one-phrase query, from FTS5."""
    import numpy as np

    cur = conn.cursor()
    cur.row_factory = None
    rows = cur.execute(
        "SELECT rowid, -bm25(fragments_fts) FROM fragments_fts WHERE fragments_fts MATCH ? ORDER BY rowid", (expr,)
    ).fetchall()
    return _postings(
        np.fromiter((r[0] for r in rows), np.int64, len(rows)), np.fromiter((r[1] for r in rows), np.float64, len(rows))
    )


def _postings(rowids: np.ndarray, scores: np.ndarray) -> Postings:
    """Rowids ascending: 4 bytes each when they fit."""
    import numpy as np

    small = not len(rowids) or int(rowids[-1]) < 2**31
    return Postings(rowids.astype(np.int32) if small else rowids, scores)


def _same(a: Postings, b: Postings) -> bool:
    """The same fragments with the same doubles, bit for bit."""
    import numpy as np

    return bool(np.array_equal(a.rowids, b.rowids) and np.array_equal(a.scores.view(np.int64), b.scores.view(np.int64)))


def top_hits(
    conn: sqlite3.Connection, ranked: Ranked, kbs: list[str] | None, exclude: Sequence[str], limit: int
) -> list[tuple[int, float]] | None:
    """The best `limit` fragments of `kbs` outside the `exclude`d documents (`bm25_lists.top_hits`)."""
    filtered = kbs is not None or bool(exclude)
    return bm25_lists.top_hits(ranked, limit, partial(_allowed, conn, kbs=kbs, exclude=exclude) if filtered else None)


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
