"""Knowledge bases, groups, documents and fragments in PostgreSQL (the server-mode DocumentStore).

Same public methods and results as `knowdesk.stores.documents.DocumentStore` (the contract tests
in tests/pg check that); `replace_document` / `delete_document` take the caller's transaction (a
psycopg connection from `db.transaction()`), so a document is replaced all at once or not at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import psycopg
from psycopg.types.json import Jsonb

from knowdesk.models import DocumentRecord, Fragment
from knowdesk.stores.contracts.documents import embed_hash
from knowdesk.stores.fragments import FragmentReads
from knowdesk.stores.keyword_terms import KeywordMatch
from knowdesk.stores.postgres import keyword
from knowdesk.stores.postgres.db import PgDatabase
from knowdesk.stores.postgres.keyword_cache import KeywordCache
from knowdesk.stores.sql import Sql


class PgDocumentStore(FragmentReads):
    """PostgreSQL-backed store for everything except dense vectors (those are in `PgVectorIndex`); knowledge
    bases, groups, document records, fragment reads and the embedding cache are `FragmentReads`'s (one SQL
    for both backends); writing fragments with their keyword index is this engine's own."""

    def __init__(self, db: PgDatabase) -> None:
        super().__init__(Sql(db, "postgres"))
        self.db = db
        self.bm25 = KeywordCache()  # per-word BM25 terms of the current index state
        keyword.retokenize(db)  # an index written by an older tokenizer is rewritten once, here

    def align_keyword_words(self, taught: frozenset[str]) -> int:
        return keyword.align_words(self.db, taught)

    # ------------------------------------------------------------ knowledge bases
    def delete_kb(self, name: str) -> list[str]:
        """Delete a KB with its documents; returns the deleted fragment ids (for the vector index)."""
        self.require_kb(name)
        with self.db.transaction() as tx:
            # FOR UPDATE: locked in rowid order before the cascade, as a refiner marking them locks them
            rows = tx.execute("SELECT id FROM fragments WHERE kb=%s ORDER BY rowid FOR UPDATE", (name,)).fetchall()
            tx.execute("DELETE FROM knowledge_bases WHERE name=%s", (name,))
        return [r["id"] for r in rows]  # type: ignore[call-overload]

    # ------------------------------------------------------------ documents
    def replace_document(self, tx: psycopg.Connection, doc: DocumentRecord, fragments: list[Fragment]) -> list[str]:
        """Within `tx`: drop the document's old fragments and write the new ones (keyword index included).

        Returns the old fragment ids that no longer exist, for the vector index to forget.
        """
        # locked in rowid order first, as a refiner marking these rows locks them: no deadlock between the two
        old = tx.execute(
            "SELECT id FROM fragments WHERE document_id=%s ORDER BY rowid FOR UPDATE", (doc.id,)
        ).fetchall()
        tx.execute("DELETE FROM fragments WHERE document_id=%s", (doc.id,))
        self.write_record(tx, doc, len(fragments))
        rows: list[tuple[Any, ...]] = []
        for f in fragments:
            toks = keyword.index_tokens(doc.name, f.section, f.body)
            rows.append(
                (f.id, doc.id, doc.kb, f.ordinal, f.section, f.content_type, f.page, f.sheet, f.header, f.body,
                 Jsonb(f.tags), f.sensitive, f.hash, embed_hash(f), keyword.tsvector_literal(toks), len(toks), f.ocr)
            )  # fmt: skip
        with tx.cursor() as cur:
            cur.executemany(
                """INSERT INTO fragments(id, document_id, kb, ordinal, section, content_type, page, sheet, header, body,
                                         tags, sensitive, hash, embed_hash, vector_model, tsv, ntokens, ocr)
                   VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,NULL,%s::tsvector,%s,%s)""",
                rows,
            )
        new_ids = {f.id for f in fragments}
        return [r["id"] for r in old if r["id"] not in new_ids]  # type: ignore[call-overload]

    def delete_document(self, tx: psycopg.Connection, doc_id: str) -> list[str]:
        rows = tx.execute(  # locked in rowid order before the cascade, as in delete_kb
            "SELECT id FROM fragments WHERE document_id=%s ORDER BY rowid FOR UPDATE", (doc_id,)
        ).fetchall()
        tx.execute("DELETE FROM documents WHERE id=%s", (doc_id,))
        return [r["id"] for r in rows]  # type: ignore[call-overload]

    # ------------------------------------------------------------ fragments
    def keyword_search(
        self, query: str, kbs: list[str] | None, limit: int, exclude: Sequence[str] = ()
    ) -> list[tuple[int, float]]:
        """(fragment rowid, bm25 score; higher is better) for the query's tokens."""
        return self.keyword_match(query, kbs, limit, exclude).hits

    def keyword_match(
        self, query: str, kbs: list[str] | None, limit: int, exclude: Sequence[str] = (), cache: bool = True
    ) -> KeywordMatch:
        """`keyword_search`'s hits and the terms searched with their IDF; `exclude`d documents' fragments left out.
        Ranked from the words' lists kept in memory (`keyword_cache.py`); in SQL with `cache=False` (tests, benchmarks)."""
        return keyword.keyword_match(self.db, query, kbs, limit, exclude=exclude, cache=self.bm25 if cache else None)

    def indexed_words(self, rowids: list[int]) -> dict[int, set[str]]:
        """Fragment rowid → the words its keyword-index entry holds (for lexical coverage)."""
        return keyword.indexed_words(self.db, list(rowids))

    # ------------------------------------------------------------ vectors bookkeeping
    def mark_vectored_if_current(self, items: list[tuple[str, str]], model: str) -> None:
        """Mark (id, embed hash) pairs, skipping fragments whose text changed since they were read.

        The rows are locked in rowid order first: two refiners (two workers) marking overlapping
        batches would otherwise lock them in whatever order each join ran, and deadlock.
        """
        ids = [i for i, _ in items]
        with self.db.transaction() as tx:
            tx.execute("SELECT 1 FROM fragments WHERE id = ANY(%s) ORDER BY rowid FOR UPDATE", (ids,))
            tx.execute(
                """UPDATE fragments f SET vector_model=%s FROM unnest(%s::text[], %s::text[]) AS x(id, h)
                   WHERE f.id = x.id AND f.embed_hash = x.h""",
                (model, ids, [h for _, h in items]),
            )
