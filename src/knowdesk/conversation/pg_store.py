"""Conversation memory in PostgreSQL (server mode): `conversation.store.SqlConversationStore`'s SQL,
the same as SQLite's, on the shared database, so any worker continues any conversation."""

from __future__ import annotations

from typing import TYPE_CHECKING

from knowdesk.conversation.store import SqlConversationStore
from knowdesk.stores.sql import Sql

if TYPE_CHECKING:
    from knowdesk.stores.postgres.db import PgDatabase


class PgConversationStore(SqlConversationStore):
    def __init__(self, db: PgDatabase) -> None:
        super().__init__(Sql(db, "postgres"))
        self.db = db
