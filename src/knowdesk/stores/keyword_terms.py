"""Query terms for keyword search, shared by the SQLite (FTS5) and PostgreSQL stores so both rank alike.

A term is one jieba search token as FTS5's unicode61 tokenizer splits it (one part, or a phrase of
several). Terms in more than half of all fragments are dropped when rarer ones remain: BM25 gives
them an IDF of ≤ 0 (FTS5 floors it at 1e-6), so they barely move a score, yet their postings are most
of what a query walks (a synthetic 100k-fragment probe: FTS5 203 → 112 ms per query).
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from knowdesk.text.query_words import keyword_query
from knowdesk.text.tokenize import search_tokens
from knowdesk.text.wording import other_wordings

if TYPE_CHECKING:  # numpy only where lists are held: `knowdesk kb list` imports this module and needs none
    import numpy as np

COMMON_SHARE = 0.5  # a single-word term in more than this share of fragments is dropped (if others remain)
MAX_TERMS = 64


def _is_token_char(ch: str) -> bool:
    cat = unicodedata.category(ch)
    return cat[0] in "LN" or cat == "Co"


def unicode61(text: str) -> list[str]:
    """Split text the way FTS5's unicode61 tokenizer (remove_diacritics 0) does."""
    out: list[str] = []
    buf: list[str] = []
    for ch in text:
        if _is_token_char(ch):
            buf.append(ch)
        elif buf:
            out.append("".join(buf).lower())
            buf = []
    if buf:
        out.append("".join(buf).lower())
    return out


def query_terms(text: str) -> list[list[str]]:
    """The query's distinct search tokens (at most 64), each as unicode61 parts, without its asking
    words (`text/query_words.py`)."""
    terms: list[list[str]] = []
    for tok in list(dict.fromkeys(search_tokens(keyword_query(text))))[:MAX_TERMS]:
        parts = unicode61(tok)
        if parts and parts not in terms:
            terms.append(parts)
    return terms


def stand_ins(terms: list[list[str]], doc_freq: Sequence[int | None]) -> list[list[str]]:
    """Terms for the query's words no fragment holds, by their other wordings (`text/wording.py`): an employee's
    辞退 is searched as 解除劳动合同 among statutes that never say 辞退. A word the index holds is searched only as
    asked, so a knowledge base written the employee's way ranks as before."""
    out: list[list[str]] = []
    for parts, df in zip(terms, doc_freq, strict=True):
        if df != 0 or len(parts) != 1:
            continue
        for alt in other_wordings(parts[0]):
            for tok in search_tokens(alt):
                found = unicode61(tok)
                if found and found not in terms and found not in out:
                    out.append(found)
    return out[: max(MAX_TERMS - len(terms), 0)]


def drop_common(terms: list[list[str]], doc_freq: Sequence[int | None], n_docs: int) -> list[int]:
    """Indexes of the terms to search: all but single-word terms found in more than COMMON_SHARE of
    the `n_docs` fragments (`doc_freq[i]` None: unknown, kept); all of them if that would leave none."""
    keep = [
        i
        for i, (parts, df) in enumerate(zip(terms, doc_freq, strict=True))
        if len(parts) > 1 or df is None or df <= COMMON_SHARE * n_docs
    ]
    return keep or list(range(len(terms)))


def bm25_idf(n_docs: int, doc_freq: int) -> float:
    """FTS5's BM25 IDF, floored at 1e-6 as FTS5 does (the PostgreSQL store ranks with the same)."""
    return max(math.log((n_docs - doc_freq + 0.5) / (doc_freq + 0.5)), 1e-6)


@dataclass
class KeywordMatch:
    """A keyword search's hits and the terms it searched, each with its IDF (for lexical coverage)."""

    hits: list[tuple[int, float]]  # (fragment rowid, BM25 score), best first
    terms: list[tuple[list[str], float]] = field(default_factory=list)  # (unicode61 parts, idf)
    # per term, per part: the rowids (ascending) of every fragment whose index row holds that word, when the
    # search read them (the embedded store's held word lists); None when not known
    holders: list[tuple[np.ndarray, ...]] | None = field(default=None, compare=False, repr=False)

    def coverage(self, rowids: Sequence[int]) -> list[float] | None:
        """`coverage` of each fragment from `holders`, without reading the fragments' words (the same doubles:
        the IDFs are added in the terms' order, skipping those not held); None without holders."""
        if self.holders is None:
            return None
        import numpy as np

        total = sum(idf for _, idf in self.terms)
        if total <= 0:
            return [0.0] * len(rowids)
        ids = np.asarray(rowids, dtype=np.int64)
        held = np.zeros(len(ids))
        for (_, idf), parts in zip(self.terms, self.holders, strict=True):
            every = np.ones(len(ids), dtype=bool)  # a phrase counts when all its parts are held
            for has in parts:
                at = np.minimum(np.searchsorted(has, ids), max(len(has) - 1, 0))
                every &= has[at] == ids if len(has) else False
            held = held + np.where(every, idf, 0.0)  # + 0.0 leaves a double unchanged
        return (held / total).tolist()


def indexed_words(tokens: Iterable[str]) -> set[str]:
    """The words a fragment is indexed under, from its (lower-cased) jieba tokens: each token's unicode61
    parts (only tokens holding a separator, such as v3.1, need splitting)."""
    out = set(tokens)
    odd = [t for t in out if not t.isalnum()]
    for tok in odd:
        out.discard(tok)
        out.update(unicode61(tok))
    return out


def coverage(terms: Sequence[tuple[list[str], float]], words: set[str]) -> float:
    """Share of the searched terms' IDF mass a fragment's words hold (a term counts once, when all its parts
    are among them)."""
    total = sum(idf for _, idf in terms)
    if total <= 0:
        return 0.0
    held = 0.0
    for parts, idf in terms:
        if parts[0] in words and (len(parts) == 1 or all(p in words for p in parts)):
            held += idf
    return held / total
