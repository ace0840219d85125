"""Which databases hold a data directory's knowledge, opened on first use (issue 22: one place picks the backend).

Embedded mode keeps everything in the data directory's SQLite file; server mode (`database_url` set to
PostgreSQL) keeps documents, fragments and vectors in the shared database. This module imports neither
PostgreSQL's driver nor any model or vector engine until a store is asked for, so commands that only
read the document store (`knowdesk kb list`) start in a fraction of the app's time.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property
from typing import TYPE_CHECKING, TypeVar

from knowdesk.config import Settings
from knowdesk.stores.contracts.documents import DocumentStoreApi
from knowdesk.stores.documents import DocumentStore
from knowdesk.stores.sql import Sql
from knowdesk.stores.sqlite.db import Database

if TYPE_CHECKING:
    from knowdesk.stores.postgres.db import PgDatabase

T = TypeVar("T")


class Databases:
    """The SQLite file and, in server mode, the checked PostgreSQL connection pool, with the document store on them."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings

    @cached_property
    def sqlite(self) -> Database:
        return Database(self.settings.sqlite_path)

    @cached_property
    def postgres(self) -> PgDatabase:
        """The shared PostgreSQL (server mode); refuses a schema older or newer than this code."""
        from knowdesk.stores.postgres.db import PgDatabase
        from knowdesk.stores.postgres.migrations import check

        db = PgDatabase(str(self.settings.database_url))
        check(db)
        return db

    @cached_property
    def documents(self) -> DocumentStoreApi:
        if self.settings.server_mode:  # same contract, checked by the contract tests in tests/pg
            from knowdesk.stores.postgres.documents import PgDocumentStore

            return PgDocumentStore(self.postgres)
        return DocumentStore(self.sqlite)

    @cached_property
    def sql(self) -> Sql:
        """The same database for the stores written once for both backends (`stores/sql.py`)."""
        return Sql(self.postgres, "postgres") if self.settings.server_mode else Sql(self.sqlite, "sqlite")

    def store(self, embedded: Callable[[Database], T], server: Callable[[PgDatabase], T]) -> T:
        """A feature's store on this installation's database: `embedded` on the SQLite file, `server` on
        PostgreSQL. Features above this layer name their two bindings (often one class over `stores/sql.py`
        bound twice); which one is used is decided here, as for every other store."""
        return server(self.postgres) if self.settings.server_mode else embedded(self.sqlite)

    def close(self) -> None:
        """Close what was opened (nothing else)."""
        if "sqlite" in self.__dict__:
            self.sqlite.close()
        if "postgres" in self.__dict__:
            self.postgres.close()
