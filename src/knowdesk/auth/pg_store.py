"""Users, tokens, grants and conversation owners in PostgreSQL (server mode): the `UserStore` contract.

Every worker reads the same rows, so a token issued by `knowdesk user` (or the API on another
worker) authenticates everywhere, and a revoked one stops everywhere on its next request.
Tables come from migration 0007; the SQL is `auth.store.SqlUserStore`'s, the same as SQLite's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from knowdesk.auth.store import SqlUserStore
from knowdesk.stores.sql import Sql

if TYPE_CHECKING:
    from knowdesk.stores.postgres.db import PgDatabase


class PgUserStore(SqlUserStore):
    """`UserStoreApi` on the shared PostgreSQL."""

    def __init__(self, db: PgDatabase) -> None:
        super().__init__(Sql(db, "postgres"))
        self.db = db
