"""Knowledge bases, groups, documents and fragments in SQLite, with the FTS5 keyword index.

The keyword index stores jieba search-mode tokens, so SQLite's unicode61 tokenizer sees
Chinese words whole and FTS5's bm25() ranks them. Fragment rows and their index rows are
written in the caller's transaction: a document is replaced all at once or not at all.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from typing import TYPE_CHECKING

from knowdesk.models import DocumentRecord, Fragment
from knowdesk.stores import bm25_lists
from knowdesk.stores.contracts.documents import embed_hash
from knowdesk.stores.fragments import FragmentReads
from knowdesk.stores.keyword_terms import (
    KeywordMatch,
    bm25_idf,
    drop_common,
    indexed_words,
    query_terms,
    stand_ins,
)
from knowdesk.stores.sql import Sql
from knowdesk.stores.sqlite import bm25_cache
from knowdesk.stores.sqlite.db import Database
from knowdesk.text.tokenize import (
    SEARCH_TOKENS_VERSION,
    TOKEN_UPGRADES,
    caseless,
    changed_words,
    holds_any,
    search_tokens,
    taught_entries,
)

if TYPE_CHECKING:  # numpy is imported where lists are built: `knowdesk kb list` opens this store and needs none
    import numpy as np


def fts_query(terms: list[list[str]]) -> str:
    """An FTS5 MATCH expression: any of the terms, each quoted (a multi-part term is a phrase)."""
    return " OR ".join('"' + " ".join(parts).replace('"', '""') + '"' for parts in terms)


def index_text(document: str, section: str, body: str) -> str:
    """The text a fragment's keyword-index row holds: its search tokens, space-separated."""
    return " ".join(search_tokens(f"{document} {section}\n{body}"))


def retokenize(db: Database) -> int:
    """Bring a keyword index written by an older `search_tokens` (SEARCH_TOKENS_VERSION) up to date, in one
    transaction; the number of index rows rewritten (0 when current). Each stored token is mapped word by
    word when the tokenizer says how (`TOKEN_UPGRADES`: no jieba, the segmentation the fragment was indexed
    with kept); otherwise every fragment is re-tokenised from its text. Checked again under the write lock,
    so of several processes opening the file at once only one does the work."""
    row = db.query_one("SELECT tokens FROM keyword_index_version")
    if row is None or int(row["tokens"]) >= SEARCH_TOKENS_VERSION:
        return 0
    with db.transaction() as tx:
        version = int(tx.execute("SELECT tokens FROM keyword_index_version").fetchone()["tokens"])
        if version >= SEARCH_TOKENS_VERSION:
            return 0
        upgrade = TOKEN_UPGRADES.get(version)
        if upgrade is not None:
            rows = tx.execute("SELECT rowid, tokens FROM fragments_fts").fetchall()
            new = [(" ".join(map(upgrade, r[1].split())), r[0]) for r in rows]
        else:
            new = _retokenized(tx)
            _record_words(tx, taught_entries())
        tx.executemany("UPDATE fragments_fts SET tokens = ? WHERE rowid = ?", new)
        tx.execute("UPDATE keyword_index_version SET tokens = ?", (SEARCH_TOKENS_VERSION,))
        bm25_cache.touch(tx)
    return len(new)


def align_keyword_words(db: Database, taught: frozenset[str]) -> int:
    """Re-tokenise the fragments whose text holds a word taught to the tokenizer since the index recorded its words,
    or no longer taught (`keyword_index_words`), in one transaction; the number rewritten. A glossary term added
    after its documents were indexed is otherwise split in the index (内/推) and whole in a query (内推), and the
    keyword search misses it."""
    if {r["entry"] for r in db.query("SELECT entry FROM keyword_index_words")} == taught:
        return 0
    with db.transaction() as tx:
        changed = changed_words((r[0] for r in tx.execute("SELECT entry FROM keyword_index_words")), taught)
        if not changed:
            return 0
        new = _retokenized(tx, changed)
        tx.executemany("UPDATE fragments_fts SET tokens = ? WHERE rowid = ?", new)
        _record_words(tx, taught)
        if new:
            bm25_cache.touch(tx)
    return len(new)


# words a query filters fragments by before Python checks them (SQLite nests OR-ed terms: its depth is bounded)
_FILTER_WORDS = 64


def _retokenized(tx: sqlite3.Connection, holding: frozenset[str] | set[str] | None = None) -> list[tuple[str, int]]:
    """(index text, rowid) of every fragment tokenised afresh, or of those whose text holds one of `holding` (a
    few words SQL can fold read only the fragments holding them: a glossary term added to a large index)."""
    sql = "SELECT f.rowid, d.name, f.section, f.body FROM fragments f JOIN documents d ON d.id = f.document_id"
    words = sorted(w.lower() for w in holding or ())
    if holding is not None and len(words) <= _FILTER_WORDS and all(caseless(w) for w in words):
        if not words:
            return []
        text = "lower(d.name || ' ' || f.section || char(10) || f.body)"
        sql += " WHERE " + " OR ".join(f"instr({text}, ?) > 0" for _ in words)
    rows = tx.execute(sql, words if " WHERE " in sql else ()).fetchall()
    return [
        (index_text(r[1], r[2], r[3]), r[0])
        for r in rows
        if holding is None or holds_any(f"{r[1]} {r[2]}\n{r[3]}", holding)
    ]


def _record_words(tx: sqlite3.Connection, taught: frozenset[str]) -> None:
    tx.execute("DELETE FROM keyword_index_words")
    tx.executemany("INSERT INTO keyword_index_words(entry) VALUES (?)", [(e,) for e in sorted(taught)])


def _phrase_frequency(conn: sqlite3.Connection, parts: list[str]) -> int:
    r = conn.execute("SELECT COUNT(*) FROM fragments_fts WHERE fragments_fts MATCH ?", (fts_query([parts]),)).fetchone()
    return int(r[0]) if r else 0


class DocumentStore(FragmentReads):
    """SQLite-backed store for everything except dense vectors (knowledge bases, groups, document records,
    fragment reads and the embedding cache are `FragmentReads`'s, one SQL for both backends); writing
    fragments with their FTS5 rows and keyword search are SQLite's own."""

    def __init__(self, db: Database) -> None:
        super().__init__(Sql(db, "sqlite"))
        self.db = db
        self.bm25 = bm25_cache.Bm25Cache()
        retokenize(db)

    def align_keyword_words(self, taught: frozenset[str]) -> int:
        return align_keyword_words(self.db, taught)

    # ------------------------------------------------------------ knowledge bases
    def delete_kb(self, name: str) -> list[str]:
        """Delete a KB with its documents; returns the deleted fragment ids (for the vector index)."""
        self.require_kb(name)
        with self.db.transaction() as tx:
            rows = tx.execute("SELECT rowid, id FROM fragments WHERE kb=?", (name,)).fetchall()
            tx.executemany("DELETE FROM fragments_fts WHERE rowid=?", [(r["rowid"],) for r in rows])
            tx.execute("DELETE FROM knowledge_bases WHERE name=?", (name,))
            bm25_cache.touch(tx)
        return [r["id"] for r in rows]

    # ------------------------------------------------------------ documents
    def replace_document(self, tx: sqlite3.Connection, doc: DocumentRecord, fragments: list[Fragment]) -> list[str]:
        """Within `tx`: drop the document's old fragments and write the new ones (+ keyword index).

        Returns the old fragment ids that no longer exist, for the vector index to forget.
        """
        old = tx.execute("SELECT rowid, id FROM fragments WHERE document_id=?", (doc.id,)).fetchall()
        tx.executemany("DELETE FROM fragments_fts WHERE rowid=?", [(r["rowid"],) for r in old])
        tx.execute("DELETE FROM fragments WHERE document_id=?", (doc.id,))
        bm25_cache.touch(tx)
        self.write_record(tx, doc, len(fragments))
        new_ids = set()
        for f in fragments:
            cur = tx.execute(
                """INSERT INTO fragments(id, document_id, kb, ordinal, section, content_type, page, sheet, header, body,
                                         tags, sensitive, hash, embed_hash, vector_model, ocr)
                   VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,NULL,?)""",
                (f.id, doc.id, doc.kb, f.ordinal, f.section, f.content_type, f.page, f.sheet, f.header, f.body,
                 json.dumps(f.tags, ensure_ascii=False), int(f.sensitive), f.hash, embed_hash(f), int(f.ocr)),
            )  # fmt: skip
            tokens = index_text(doc.name, f.section, f.body)
            tx.execute("INSERT INTO fragments_fts(rowid, tokens) VALUES (?, ?)", (cur.lastrowid, tokens))
            new_ids.add(f.id)
        return [r["id"] for r in old if r["id"] not in new_ids]

    def delete_document(self, tx: sqlite3.Connection, doc_id: str) -> list[str]:
        rows = tx.execute("SELECT rowid, id FROM fragments WHERE document_id=?", (doc_id,)).fetchall()
        tx.executemany("DELETE FROM fragments_fts WHERE rowid=?", [(r["rowid"],) for r in rows])
        tx.execute("DELETE FROM documents WHERE id=?", (doc_id,))
        bm25_cache.touch(tx)
        return [r["id"] for r in rows]

    # ------------------------------------------------------------ fragments
    def keyword_search(
        self, query: str, kbs: list[str] | None, limit: int, exclude: Sequence[str] = ()
    ) -> list[tuple[int, float]]:
        """(fragment rowid, bm25 score; higher is better) for the query's tokens."""
        return self.keyword_match(query, kbs, limit, exclude).hits

    def keyword_match(
        self, query: str, kbs: list[str] | None, limit: int, exclude: Sequence[str] = (), cache: bool = True
    ) -> KeywordMatch:
        """`keyword_search`'s hits and the terms searched with their IDF (document frequency over the
        whole index, as BM25 uses it). Fragments of the `exclude` documents (not in force) are left out
        in the query itself, so they take no place in `limit`; scores are unchanged by it.

        Ranked from the per-phrase BM25 terms of `bm25_cache` (the same scores as FTS5's bm25(), bit for bit),
        read in one snapshot. FTS5 ranks directly, nothing cached, inside a caller's write transaction and
        with `cache=False` (for tests and benchmarks)."""
        terms = query_terms(query)
        if not terms:
            return KeywordMatch([])
        conn = self.db.connect()
        if conn.in_transaction or not cache:
            return self._match(conn, terms, kbs, limit, exclude, None)
        conn.execute("BEGIN")  # deferred: one read snapshot for the generation and everything read under it
        try:
            return self._match(conn, terms, kbs, limit, exclude, self.bm25.state(bm25_cache.generation(conn)))
        finally:
            conn.execute("COMMIT")

    def _match(
        self,
        conn: sqlite3.Connection,
        terms: list[list[str]],
        kbs: list[str] | None,
        limit: int,
        exclude: Sequence[str],
        state: bm25_cache.IndexState | None,
    ) -> KeywordMatch:
        df = self._doc_freq(conn, [t[0] for t in terms if len(t) == 1], state)
        extra = stand_ins(terms, [df.get(t[0], 0) if len(t) == 1 else None for t in terms])
        if extra:
            df |= self._doc_freq(conn, [t[0] for t in extra if len(t) == 1], state)
            terms = terms + extra
        if state is None or state.n_docs is None:
            n_docs = self.fragment_count()
            if state is not None:
                state.n_docs = n_docs
        else:
            n_docs = state.n_docs
        keep = drop_common(terms, [df.get(t[0], 0) if len(t) == 1 else None for t in terms], n_docs)
        searched = [terms[i] for i in keep]
        hits, freq, holders = None, None, None
        if state is not None:  # rarest first: the first word read in a state of the index checks the arithmetic
            order = sorted(
                range(len(searched)), key=lambda i: df.get(searched[i][0], 0) if len(searched[i]) == 1 else 0
            )
            got = {
                i: self.bm25.postings(
                    conn, state, fts_query([searched[i]]), searched[i][0] if len(searched[i]) == 1 else None
                )
                for i in order
            }
            lists = [got[i] for i in range(len(searched))]
            hits = bm25_cache.top_hits(conn, bm25_lists.combine(lists), kbs, exclude, limit)
            freq = [len(p.rowids) for p in lists]
            holders = self._holders(conn, state, searched, lists)
        if hits is None:
            hits = self._ranked_by_fts5(conn, fts_query(searched), kbs, limit, exclude)
        if freq is None:
            freq = [df.get(t[0], 0) if len(t) == 1 else _phrase_frequency(conn, t) for t in searched]
        weighted = [(t, bm25_idf(n_docs, f)) for t, f in zip(searched, freq, strict=True)]
        return KeywordMatch(hits, weighted, holders)

    def _holders(
        self,
        conn: sqlite3.Connection,
        state: bm25_cache.IndexState,
        searched: list[list[str]],
        lists: list[bm25_lists.Postings],
    ) -> list[tuple[np.ndarray, ...]]:
        """Per searched term, the fragments holding each of its words (for lexical coverage without reading the
        candidates' index rows): a word's own list, and a phrase's parts' lists (held like any word's; the
        phrase's list is only where its parts stand together)."""
        out = []
        for parts, got in zip(searched, lists, strict=True):
            if len(parts) == 1:
                out.append((got.rowids,))
            else:
                out.append(tuple(self.bm25.postings(conn, state, fts_query([[p]]), p).rowids for p in parts))
        return out

    @staticmethod
    def _doc_freq(conn: sqlite3.Connection, words: list[str], state: bm25_cache.IndexState | None) -> dict[str, int]:
        """Each word's number of fragments (0: none), from fts5vocab (which walks the word's doclist) unless held."""
        known = {w: state.doc_freq[w] for w in words if w in state.doc_freq} if state is not None else {}
        missing = [w for w in words if w not in known]
        if missing:
            marks = ",".join("?" * len(missing))
            found = {
                r["term"]: r["doc"]
                for r in conn.execute(f"SELECT term, doc FROM fragments_vocab WHERE term IN ({marks})", missing)
            }
            fresh = {w: int(found.get(w, 0)) for w in missing}
            if state is not None:
                state.doc_freq.update(fresh)
            known.update(fresh)
        return known

    @staticmethod
    def _ranked_by_fts5(
        conn: sqlite3.Connection, expr: str, kbs: list[str] | None, limit: int, exclude: Sequence[str]
    ) -> list[tuple[int, float]]:
        """FTS5's own ranking of the MATCH expression (bm25() on every fragment holding a phrase)."""
        # scores equal to 9 decimals are ties, broken by rowid: PostgreSQL sums the same terms in another order
        skip, skipped = "", tuple(exclude)
        if skipped:
            skip = f"AND t.rowid NOT IN (SELECT rowid FROM fragments WHERE document_id IN ({','.join('?' * len(skipped))}))"
        if kbs is None:
            rows = conn.execute(
                f"""SELECT t.rowid AS rowid, -bm25(fragments_fts) AS s FROM fragments_fts t
                    WHERE fragments_fts MATCH ? {skip} ORDER BY round(s * 1e9) DESC, rowid LIMIT ?""",
                (expr, *skipped, limit),
            ).fetchall()
        else:
            marks = ",".join("?" * len(kbs))
            rows = conn.execute(
                f"""SELECT t.rowid AS rowid, -bm25(fragments_fts) AS s FROM fragments_fts t
                    JOIN fragments f ON f.rowid = t.rowid
                    WHERE fragments_fts MATCH ? AND f.kb IN ({marks}) {skip}
                    ORDER BY round(s * 1e9) DESC, rowid LIMIT ?""",
                (expr, *kbs, *skipped, limit),
            ).fetchall()
        return [(r["rowid"], float(r["s"])) for r in rows]

    def indexed_words(self, rowids: list[int]) -> dict[int, set[str]]:
        """Fragment rowid → the words its keyword-index row holds (for lexical coverage)."""
        out: dict[int, set[str]] = {}
        for i in range(0, len(rowids), 500):
            chunk = rowids[i : i + 500]
            marks = ",".join("?" * len(chunk))
            for r in self.db.query(f"SELECT rowid, tokens FROM fragments_fts WHERE rowid IN ({marks})", chunk):
                out[r["rowid"]] = indexed_words(r["tokens"].split())
        return out

    # ------------------------------------------------------------ vectors bookkeeping
    def mark_vectored_if_current(self, items: list[tuple[str, str]], model: str) -> None:
        """Mark (id, embed hash) pairs, skipping fragments whose text changed since they were read."""
        with self.db.transaction() as tx:
            tx.executemany(
                "UPDATE fragments SET vector_model=? WHERE id=? AND embed_hash=?", [(model, i, h) for i, h in items]
            )
