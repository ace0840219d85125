"""Assessment sessions in PostgreSQL (server mode): `assessment.sessions.SqlSessionStore`'s SQL, the same
as SQLite's, on the shared database, so any worker continues any session."""

from __future__ import annotations

from typing import TYPE_CHECKING

from knowdesk.assessment.sessions import SqlSessionStore
from knowdesk.stores.sql import Sql

if TYPE_CHECKING:
    from knowdesk.stores.postgres.db import PgDatabase


class PgSessionStore(SqlSessionStore):
    def __init__(self, db: PgDatabase) -> None:
        super().__init__(Sql(db, "postgres"))
        self.db = db
