"""The `assessment_sessions` table: one row per assessment, readable without the checkpoints.

The graph's checkpoints hold the live interview; this table holds what history and reports
need (who, what scope, status, questions, scores, level, report) and survives checkpoint pruning.
"""

from __future__ import annotations

import json
import uuid
from typing import Any

from knowdesk.errors import NotFoundError
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

_JSON = ("material", "questions", "scores", "report_json")


class SessionStore:
    def __init__(self, db: Database) -> None:
        self.db = db
        db.migrate()  # the migration may have been registered after the database was opened

    def create(self, user: str, kb: str | None, group: str | None, language: str, strategy: str,
               material: dict[str, Any]) -> str:  # fmt: skip
        sid = uuid.uuid4().hex[:12]
        now = now_iso()
        with self.db.transaction() as tx:
            tx.execute(
                """INSERT INTO assessment_sessions(id, user, kb, grp, status, language, strategy, material,
                   created_at, updated_at) VALUES (?,?,?,?,?,?,?,?,?,?)""",
                (sid, user, kb, group, "created", language, strategy, json.dumps(material, ensure_ascii=False),
                 now, now),
            )  # fmt: skip
        return sid

    def update(self, sid: str, **fields: Any) -> None:
        cols, vals = [], []
        for k, v in fields.items():
            cols.append(f"{k}=?")
            vals.append(json.dumps(v, ensure_ascii=False) if k in _JSON else v)
        with self.db.transaction() as tx:
            tx.execute(
                f"UPDATE assessment_sessions SET {', '.join(cols)}, updated_at=? WHERE id=?", (*vals, now_iso(), sid)
            )

    def get(self, sid: str) -> dict[str, Any]:
        r = self.db.query_one("SELECT * FROM assessment_sessions WHERE id=?", (sid,))
        if not r:
            raise NotFoundError(f"assessment session {sid!r} does not exist (see `knowdesk assess history`)")
        d = dict(r)
        for k in _JSON:
            d[k] = json.loads(d[k]) if d[k] else None
        d["group"] = d.pop("grp")
        return d

    def list(self, user: str | None = None, limit: int = 100) -> list[dict[str, Any]]:
        sql = "SELECT id, user, kb, grp, status, language, strategy, total, level, created_at, updated_at FROM assessment_sessions"
        params: tuple = ()
        if user:
            sql += " WHERE user=?"
            params = (user,)
        rows = self.db.query(sql + " ORDER BY created_at DESC, rowid DESC LIMIT ?", (*params, limit))
        out = []
        for r in rows:
            d = dict(r)
            d["group"] = d.pop("grp")
            out.append(d)
        return out

    def recent_questions(self, user: str, limit: int) -> list[list[dict[str, Any]]]:
        """The questions of the user's latest assessments that got as far as questions, newest first."""
        rows = self.db.query(
            "SELECT questions FROM assessment_sessions WHERE user=? AND questions != '[]' "
            "ORDER BY created_at DESC, rowid DESC LIMIT ?",
            (user, limit),
        )
        return [json.loads(r["questions"]) for r in rows]
