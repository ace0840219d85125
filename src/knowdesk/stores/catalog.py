"""Knowledge bases, groups, document records and the ingest log: the part of the document store whose SQL
is the same on both engines, written once over `stores/sql.py`.

`DocumentStore` (SQLite, FTS5) and `PgDocumentStore` (PostgreSQL, tsvector) build on it and keep what
the engines do differently: fragments with their keyword index, deleting them, and vector bookkeeping.
"""

from __future__ import annotations

import json
from typing import Any

from knowdesk.errors import ConflictError, NotFoundError
from knowdesk.models import DocumentRecord
from knowdesk.stores.sql import Sql
from knowdesk.stores.sqlite.db import now_iso

# tags are TEXT (JSON) in SQLite and JSONB in PostgreSQL: read as their text on both
_DOCUMENT = (
    "id, kb, path, name, title, version, format, source, updated, file_hash, size, CAST(tags AS TEXT) AS tags, "
    "sensitive, fragment_count, ingested_at, build_key"
)


def _document(r: dict[str, Any]) -> DocumentRecord:
    return DocumentRecord(**{**r, "tags": json.loads(r["tags"]), "sensitive": bool(r["sensitive"])})


class Catalog:
    """What exists: knowledge bases, their groups, each document's record, and what each ingest did."""

    def __init__(self, sql: Sql) -> None:
        self.sql = sql
        self._binary = sql.pick("", ' COLLATE "C"')  # names sort by their bytes on both (SQLite's default)

    # ------------------------------------------------------------ knowledge bases and groups
    def create_kb(self, name: str, description: str = "", exist_ok: bool = True) -> None:
        if not name or "/" in name or len(name) > 100:
            raise ConflictError(f"invalid knowledge base name {name!r}")
        n = self.sql.execute(
            "INSERT INTO knowledge_bases(name, description, created_at) VALUES (:name, :description, :at) "
            "ON CONFLICT DO NOTHING",
            {"name": name, "description": description, "at": now_iso()},
        )
        if n == 0 and not exist_ok:
            raise ConflictError(f"knowledge base {name!r} already exists")

    def list_kbs(self) -> list[dict]:
        return self.sql.read(
            f"""SELECT k.name, k.description, k.created_at,
                       (SELECT COUNT(*) FROM documents d WHERE d.kb = k.name) AS documents,
                       (SELECT COUNT(*) FROM fragments f WHERE f.kb = k.name) AS fragments
                FROM knowledge_bases k ORDER BY k.name{self._binary}"""
        )

    def kb_exists(self, name: str) -> bool:
        return bool(self.sql.read("SELECT 1 FROM knowledge_bases WHERE name = :name", {"name": name}))

    def require_kb(self, name: str) -> None:
        if not self.kb_exists(name):
            raise NotFoundError(f"knowledge base {name!r} does not exist (see `knowdesk kb list`)")

    def create_group(self, name: str, kbs: list[str], description: str = "") -> None:
        for kb in kbs:
            self.require_kb(kb)
        with self.sql.transaction() as tx:
            if tx.query("SELECT 1 FROM kb_groups WHERE name = :name", {"name": name}):
                raise ConflictError(f"group {name!r} already exists")
            tx.execute(
                "INSERT INTO kb_groups(name, description, created_at) VALUES (:name, :description, :at)",
                {"name": name, "description": description, "at": now_iso()},
            )
            for kb in kbs:
                tx.execute("INSERT INTO kb_group_members(group_name, kb) VALUES (:name, :kb)", {"name": name, "kb": kb})

    def add_to_group(self, name: str, kbs: list[str]) -> None:
        self.require_group(name)
        for kb in kbs:
            self.require_kb(kb)
        with self.sql.transaction() as tx:
            for kb in kbs:
                tx.execute(
                    "INSERT INTO kb_group_members(group_name, kb) VALUES (:name, :kb) ON CONFLICT DO NOTHING",
                    {"name": name, "kb": kb},
                )

    def remove_from_group(self, name: str, kbs: list[str]) -> None:
        self.require_group(name)
        with self.sql.transaction() as tx:
            for kb in kbs:
                tx.execute(
                    "DELETE FROM kb_group_members WHERE group_name = :name AND kb = :kb", {"name": name, "kb": kb}
                )

    def require_group(self, name: str) -> None:
        if not self.sql.read("SELECT 1 FROM kb_groups WHERE name = :name", {"name": name}):
            raise NotFoundError(f"group {name!r} does not exist (see `knowdesk group list`)")

    def delete_group(self, name: str) -> None:
        self.require_group(name)
        self.sql.execute("DELETE FROM kb_groups WHERE name = :name", {"name": name})

    def list_groups(self) -> list[dict]:
        groups = self.sql.read(f"SELECT name, description, created_at FROM kb_groups ORDER BY name{self._binary}")
        return [{**g, "kbs": self._members(g["name"])} for g in groups]

    def _members(self, name: str) -> list[str]:
        rows = self.sql.read(
            f"SELECT kb FROM kb_group_members WHERE group_name = :name ORDER BY kb{self._binary}", {"name": name}
        )
        return [r["kb"] for r in rows]

    def group_kbs(self, name: str) -> list[str]:
        self.require_group(name)
        return self._members(name)

    def resolve_scope(self, kb: str | None = None, group: str | None = None) -> list[str] | None:
        """The KB names a query targets; None means every knowledge base."""
        if kb and group:
            raise ConflictError("give either a knowledge base or a group, not both")
        if kb:
            self.require_kb(kb)
            return [kb]
        if group:
            return self.group_kbs(group)
        return None

    # ------------------------------------------------------------ document records and the ingest log
    def get_document_by_path(self, kb: str, path: str) -> DocumentRecord | None:
        rows = self.sql.read(
            f"SELECT {_DOCUMENT} FROM documents WHERE kb = :kb AND path = :path", {"kb": kb, "path": path}
        )
        return _document(rows[0]) if rows else None

    def get_document(self, doc_id: str) -> DocumentRecord:
        rows = self.sql.read(f"SELECT {_DOCUMENT} FROM documents WHERE id = :id", {"id": doc_id})
        if not rows:
            raise NotFoundError(f"document {doc_id!r} does not exist")
        return _document(rows[0])

    def list_documents(self, kb: str | None = None) -> list[DocumentRecord]:
        if kb:
            rows = self.sql.read(
                f"SELECT {_DOCUMENT} FROM documents WHERE kb = :kb ORDER BY path{self._binary}", {"kb": kb}
            )
        else:
            rows = self.sql.read(f"SELECT {_DOCUMENT} FROM documents ORDER BY kb{self._binary}, path{self._binary}")
        return [_document(r) for r in rows]

    def write_record(self, tx: Any, doc: DocumentRecord, fragment_count: int) -> None:
        """Insert or update a document's record in the caller's transaction (`replace_document`'s)."""
        self.sql.within(tx).execute(
            """INSERT INTO documents(id, kb, path, name, title, version, format, source, updated, file_hash, size,
                                     tags, sensitive, fragment_count, ingested_at, build_key)
               VALUES (:id, :kb, :path, :name, :title, :version, :format, :source, :updated, :file_hash, :size,
                       :tags, :sensitive, :fragment_count, :ingested_at, :build_key)
               ON CONFLICT(id) DO UPDATE SET path=excluded.path, name=excluded.name, title=excluded.title,
                 version=excluded.version, format=excluded.format, source=excluded.source, updated=excluded.updated,
                 file_hash=excluded.file_hash, size=excluded.size, tags=excluded.tags, sensitive=excluded.sensitive,
                 fragment_count=excluded.fragment_count, ingested_at=excluded.ingested_at,
                 build_key=excluded.build_key""",
            {"id": doc.id, "kb": doc.kb, "path": doc.path, "name": doc.name, "title": doc.title,
             "version": doc.version, "format": doc.format, "source": doc.source, "updated": doc.updated,
             "file_hash": doc.file_hash, "size": doc.size, "tags": json.dumps(doc.tags, ensure_ascii=False),
             "sensitive": bool(doc.sensitive), "fragment_count": fragment_count, "ingested_at": doc.ingested_at,
             "build_key": doc.build_key},
        )  # fmt: skip

    def log_ingest(
        self, kb: str, path: str, status: str, reason: str | None, message: str | None, fragments: int
    ) -> None:
        self.sql.execute(
            "INSERT INTO ingest_log(kb, path, status, reason, message, fragments, at) "
            "VALUES (:kb, :path, :status, :reason, :message, :fragments, :at)",
            {"kb": kb, "path": path, "status": status, "reason": reason, "message": message, "fragments": fragments,
             "at": now_iso()},
        )  # fmt: skip

    def ingest_errors(self, kb: str, limit: int = 100) -> list[dict]:
        return self.sql.read(
            "SELECT path, status, reason, message, at FROM ingest_log WHERE kb = :kb AND status = 'failed' "
            "ORDER BY id DESC LIMIT :n",
            {"kb": kb, "n": limit},
        )
