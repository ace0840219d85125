"""The `assessment_sessions` table: one row per assessment, readable without the checkpoints.

The graph's checkpoints hold the live interview; this table holds what history and reports
need (who, what scope, status, questions, scores, level, report) and survives checkpoint pruning.
One SQL for both backends (`stores/sql.py`): `SessionStore` on the data directory's SQLite file (the
table is registered here), `assessment.pg_sessions.PgSessionStore` on the shared PostgreSQL (0003).
"""

from __future__ import annotations

import json
import uuid
from typing import Any

from knowdesk.errors import NotFoundError
from knowdesk.stores.sql import Sql
from knowdesk.stores.sqlite.db import Database, now_iso
from knowdesk.stores.sqlite.migrations import register_migrations

register_migrations(
    [
        (
            "assessment_0001",
            """
CREATE TABLE IF NOT EXISTS assessment_sessions (
    id TEXT PRIMARY KEY,
    user TEXT NOT NULL,
    kb TEXT,
    grp TEXT,
    status TEXT NOT NULL,
    language TEXT NOT NULL,
    strategy TEXT NOT NULL,
    material TEXT NOT NULL,
    questions TEXT NOT NULL DEFAULT '[]',
    scores TEXT NOT NULL DEFAULT '[]',
    total REAL,
    level TEXT,
    report TEXT,
    report_json TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS assessment_sessions_user ON assessment_sessions(user, created_at);
""",
        )
    ]
)

_JSON = ("material", "questions", "scores", "report_json")  # text in SQLite, JSONB in PostgreSQL
_COLUMNS = {"status", "questions", "scores", "total", "level", "report", "report_json", "language", "strategy"}
_LIST = 'id, "user", kb, grp, status, language, strategy, total, level, created_at, updated_at'
_ROW = (
    'id, "user", kb, grp, status, language, strategy, CAST(material AS TEXT) AS material, '
    "CAST(questions AS TEXT) AS questions, CAST(scores AS TEXT) AS scores, total, level, report, "
    "CAST(report_json AS TEXT) AS report_json, created_at, updated_at"
)


def _public(row: dict[str, Any]) -> dict[str, Any]:
    row["group"] = row.pop("grp")
    return row


class SqlSessionStore:
    """Assessment sessions over either database; JSON columns are written and read as their text."""

    def __init__(self, sql: Sql) -> None:
        self.sql = sql
        sql.migrate()  # the migration may have been registered after the database was opened
        self._seq = sql.pick("rowid", "seq")  # insertion order

    def create(self, user: str, kb: str | None, group: str | None, language: str, strategy: str,
               material: dict[str, Any]) -> str:  # fmt: skip
        sid = uuid.uuid4().hex[:12]
        now = now_iso()
        self.sql.execute(
            """INSERT INTO assessment_sessions(id, "user", kb, grp, status, language, strategy, material,
               created_at, updated_at) VALUES (:id, :user, :kb, :grp, 'created', :language, :strategy, :material,
               :now, :now)""",
            {"id": sid, "user": user, "kb": kb, "grp": group, "language": language, "strategy": strategy,
             "material": json.dumps(material, ensure_ascii=False), "now": now},
        )  # fmt: skip
        return sid

    def update(self, sid: str, **fields: Any) -> None:
        unknown = set(fields) - _COLUMNS
        if unknown:
            raise ValueError(f"unknown session fields {sorted(unknown)}")
        values = {k: json.dumps(v, ensure_ascii=False) if k in _JSON else v for k, v in fields.items()}
        sets = ", ".join(f"{k} = :{k}" for k in fields)
        self.sql.execute(f"UPDATE assessment_sessions SET {sets}, updated_at = :now WHERE id = :sid",
                         {**values, "now": now_iso(), "sid": sid})  # fmt: skip

    def get(self, sid: str) -> dict[str, Any]:
        rows = self.sql.read(f"SELECT {_ROW} FROM assessment_sessions WHERE id = :sid", {"sid": sid})
        if not rows:
            raise NotFoundError(f"assessment session {sid!r} does not exist (see `knowdesk assess history`)")
        d = rows[0]
        for k in _JSON:
            d[k] = json.loads(d[k]) if d[k] else None
        return _public(d)

    def list(self, user: str | None = None, limit: int = 100) -> list[dict[str, Any]]:
        rows = self.sql.read(
            f"""SELECT {_LIST} FROM assessment_sessions WHERE (CAST(:user AS TEXT) IS NULL OR "user" = :user)
                ORDER BY created_at DESC, {self._seq} DESC LIMIT :n""",
            {"user": user or None, "n": limit},
        )
        return [_public(r) for r in rows]

    def recent_questions(self, user: str, limit: int) -> list[list[dict[str, Any]]]:
        """The questions of the user's latest assessments that got as far as questions, newest first."""
        rows = self.sql.read(
            f"""SELECT CAST(questions AS TEXT) AS questions FROM assessment_sessions
                WHERE "user" = :user AND CAST(questions AS TEXT) <> '[]'
                ORDER BY created_at DESC, {self._seq} DESC LIMIT :n""",
            {"user": user, "n": limit},
        )
        return [json.loads(r["questions"]) for r in rows]


class SessionStore(SqlSessionStore):
    """Assessment sessions in the data directory's SQLite database."""

    def __init__(self, db: Database) -> None:
        super().__init__(Sql(db, "sqlite"))
        self.db = db
