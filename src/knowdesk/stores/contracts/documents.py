"""The document-store contract both backends implement, with the row types and fragment keys they share (SQLite `DocumentStore`, PostgreSQL `PgDocumentStore`).

Written down so server mode has one target: the contract tests in tests/pg run the same
behaviour and comparison tests against both. `replace_document` / `delete_document` take the
caller's transaction object from `db.transaction()` (a sqlite3 or psycopg connection), which is
why `db` is part of the interface.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from knowdesk.models import DocumentRecord, Fragment, content_hash
from knowdesk.stores.keyword_terms import KeywordMatch
from knowdesk.stores.sql import Sql


@dataclass
class FragmentRow:
    """A stored fragment joined with its document's fields (what retrieval hydrates)."""

    id: str
    rowid: int
    document_id: str
    kb: str
    section: str
    content_type: str
    page: int | None
    header: str
    body: str
    tags: list[str]
    sensitive: bool
    embed_hash: str
    document: str
    version: str | None
    updated: str
    format: str
    vector_model: str | None = None  # the main model whose vector is in the vector index, if any
    effective_from: str = ""  # when its document is in force ('' = open; `validity.store`)
    effective_until: str = ""  # the first day it no longer is
    superseded_by: str = ""  # the document that repealed it
    supersedes: list[str] = field(default_factory=list)  # the documents it repealed
    ocr: bool = False  # read by OCR from a scanned page or a picture (may hold recognition errors)

    @property
    def text(self) -> str:
        return f"{self.header}\n{self.body}"


def embed_text(f: Fragment | FragmentRow) -> str:
    """What the dense model embeds: section + body (not the file name, so a renamed file costs nothing)."""
    return f"{f.section}\n{f.body}"


def embed_hash(f: Fragment | FragmentRow) -> str:
    return content_hash(embed_text(f))


@runtime_checkable
class DocumentStoreApi(Protocol):
    """Knowledge bases, groups, documents, fragments, keyword search and vector bookkeeping."""

    db: Any
    sql: Sql  # the same database for what is written once for both backends (`FastIndex`, `stores/sql.py`)

    # knowledge bases and groups
    def create_kb(self, name: str, description: str = "", exist_ok: bool = True) -> None: ...
    def list_kbs(self) -> list[dict]: ...
    def kb_exists(self, name: str) -> bool: ...
    def require_kb(self, name: str) -> None: ...
    def delete_kb(self, name: str) -> list[str]: ...
    def create_group(self, name: str, kbs: list[str], description: str = "") -> None: ...
    def add_to_group(self, name: str, kbs: list[str]) -> None: ...
    def remove_from_group(self, name: str, kbs: list[str]) -> None: ...
    def require_group(self, name: str) -> None: ...
    def delete_group(self, name: str) -> None: ...
    def list_groups(self) -> list[dict]: ...
    def group_kbs(self, name: str) -> list[str]: ...
    def resolve_scope(self, kb: str | None = None, group: str | None = None) -> list[str] | None: ...

    # documents
    def get_document_by_path(self, kb: str, path: str) -> DocumentRecord | None: ...
    def get_document(self, doc_id: str) -> DocumentRecord: ...
    def list_documents(self, kb: str | None = None) -> list[DocumentRecord]: ...
    def replace_document(self, tx: Any, doc: DocumentRecord, fragments: list[Fragment]) -> list[str]: ...
    def delete_document(self, tx: Any, doc_id: str) -> list[str]: ...
    def log_ingest(
        self, kb: str, path: str, status: str, reason: str | None, message: str | None, fragments: int
    ) -> None: ...
    def ingest_errors(self, kb: str, limit: int = 100) -> list[dict]: ...

    # fragments and keyword search
    def fragments_by_ids(self, ids: list[str]) -> dict[str, FragmentRow]: ...
    def fragments_by_rowids(self, rowids: list[int]) -> dict[int, FragmentRow]: ...
    def vector_models(self, ids: list[str]) -> dict[str, str | None]: ...
    def document_fragments(self, doc_id: str) -> list[FragmentRow]: ...
    def kb_fragments(self, kbs: list[str] | None) -> list[FragmentRow]: ...
    def keyword_search(
        self, query: str, kbs: list[str] | None, limit: int, exclude: Sequence[str] = ()
    ) -> list[tuple[int, float]]: ...
    def keyword_match(
        self, query: str, kbs: list[str] | None, limit: int, exclude: Sequence[str] = ()
    ) -> KeywordMatch: ...
    def indexed_words(self, rowids: list[int]) -> dict[int, set[str]]: ...
    def align_keyword_words(self, taught: frozenset[str]) -> int: ...
    def fragment_count(self, kbs: list[str] | None = None) -> int: ...
    def index_progress(self, model: str, fast_model: str | None) -> list[dict]: ...

    # vector bookkeeping and the embedding cache
    def unvectored(self, model: str, limit: int = 1000) -> list[FragmentRow]: ...
    def mark_vectored_if_current(self, items: list[tuple[str, str]], model: str) -> None: ...
    def unvectored_count(self, model: str) -> int: ...
    def cached_vectors(self, hashes: list[str], model: str) -> dict[str, bytes]: ...
    def cache_vectors(self, items: list[tuple[str, bytes]], model: str) -> None: ...


def public_methods(cls: type) -> set[str]:
    """Names a store class exposes (for the test that both backends offer the same surface)."""
    return {n for n in dir(cls) if not n.startswith("_") and callable(getattr(cls, n))}
