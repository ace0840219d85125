"""Assessment sessions in PostgreSQL (server mode): the same methods and rows as `SessionStore`."""

from __future__ import annotations

import uuid
from typing import Any

from psycopg.types.json import Jsonb

from knowdesk.errors import NotFoundError
from knowdesk.stores.postgres.db import PgDatabase
from knowdesk.stores.sqlite.db import now_iso

_JSON = ("material", "questions", "scores", "report_json")
_LIST_COLUMNS = 'id, "user", kb, grp, status, language, strategy, total, level, created_at, updated_at'
_COLUMNS = {"status", "questions", "scores", "total", "level", "report", "report_json", "language", "strategy"}


def _public(r: dict[str, Any]) -> dict[str, Any]:
    d = {k: v for k, v in r.items() if k != "seq"}
    d["group"] = d.pop("grp")
    return d


class PgSessionStore:
    def __init__(self, db: PgDatabase) -> None:
        self.db = db

    def create(self, user: str, kb: str | None, group: str | None, language: str, strategy: str,
               material: dict[str, Any]) -> str:  # fmt: skip
        sid = uuid.uuid4().hex[:12]
        now = now_iso()
        self.db.query(
            """INSERT INTO assessment_sessions(id, "user", kb, grp, status, language, strategy, material,
               created_at, updated_at) VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s,%s) RETURNING id""",
            (sid, user, kb, group, "created", language, strategy, Jsonb(material), now, now),
        )
        return sid

    def update(self, sid: str, **fields: Any) -> None:
        unknown = set(fields) - _COLUMNS
        if unknown:
            raise ValueError(f"unknown session fields {sorted(unknown)}")
        sets = [f"{k}=%s" for k in fields]
        vals = [Jsonb(v) if k in _JSON else v for k, v in fields.items()]
        self.db.query(
            f"UPDATE assessment_sessions SET {', '.join(sets)}, updated_at=%s WHERE id=%s RETURNING id",
            (*vals, now_iso(), sid),
        )

    def get(self, sid: str) -> dict[str, Any]:
        r = self.db.query_one("SELECT * FROM assessment_sessions WHERE id=%s", (sid,))
        if not r:
            raise NotFoundError(f"assessment session {sid!r} does not exist (see `knowdesk assess history`)")
        return _public(r)

    def list(self, user: str | None = None, limit: int = 100) -> list[dict[str, Any]]:
        rows = self.db.query(
            f"""SELECT {_LIST_COLUMNS} FROM assessment_sessions WHERE (%(u)s::text IS NULL OR "user" = %(u)s)
                ORDER BY created_at DESC, seq DESC LIMIT %(n)s""",
            {"u": user, "n": limit},
        )
        return [_public(r) for r in rows]

    def recent_questions(self, user: str, limit: int) -> list[list[dict[str, Any]]]:
        """The questions of the user's latest assessments that got as far as questions, newest first."""
        rows = self.db.query(
            """SELECT questions FROM assessment_sessions WHERE "user" = %s AND questions != '[]'::jsonb
               ORDER BY created_at DESC, seq DESC LIMIT %s""",
            (user, limit),
        )
        return [r["questions"] for r in rows]
