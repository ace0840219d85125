"""One SQL text for both backends where the engines agree: `:name` parameters, run on SQLite as they
are and on PostgreSQL as `%(name)s` (a parameter that may be NULL needs a cast, `CAST(:x AS TEXT)`,
for PostgreSQL to know its type). Stores whose queries are plain SQL use this instead of being
written twice (issue 22's direction); engine-specific stores keep their own code."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from importlib import resources
from typing import Any, Literal, Protocol

Dialect = Literal["sqlite", "postgres"]
_PARAM = re.compile(r"(?<![:\w]):([a-z_][a-z0-9_]*)")


class _Db(Protocol):
    def transaction(self) -> Any: ...

    def query(self, sql: str, params: Any = ...) -> Any: ...


def shared_schema(name: str) -> str:
    """A schema file both backends run unchanged (kept with the numbered PostgreSQL migrations)."""
    return (resources.files("knowdesk.stores.postgres") / "migrations" / name).read_text(encoding="utf-8")


class Sql:
    """Runs `:name`-parameter SQL on either database, each call (or `transaction()` block) atomic."""

    def __init__(self, db: _Db, dialect: Dialect) -> None:
        self.db = db
        self.dialect = dialect

    def pick(self, sqlite: str, postgres: str) -> str:
        """The one word of a statement the engines spell differently (`rowid` / `seq` for insertion order,
        `FOR UPDATE`, which SQLite needs not: its write transaction already holds the whole database)."""
        return sqlite if self.dialect == "sqlite" else postgres

    def in_list(self, column: str, name: str, values: Sequence[Any]) -> tuple[str, dict[str, Any]]:
        """(condition, parameters) for "`column` is one of `values`": one array parameter on PostgreSQL
        (`= ANY(:name)`), one parameter per value on SQLite, which has no arrays (`IN (:name_0, …)`)."""
        if self.dialect == "postgres":
            return f"{column} = ANY(:{name})", {name: list(values)}
        marks = ", ".join(f":{name}_{i}" for i in range(len(values)))
        return f"{column} IN ({marks})", {f"{name}_{i}": v for i, v in enumerate(values)}

    def batches(self, values: Sequence[Any]) -> Iterator[Sequence[Any]]:
        """`values` in parts a statement binds comfortably: 500 on SQLite, all at once on PostgreSQL (one array)."""
        size = 500 if self.dialect == "sqlite" else max(len(values), 1)
        for i in range(0, len(values), size):
            yield values[i : i + size]

    def migrate(self) -> None:
        """Bring the schema up to date where this process owns it: SQLite applies migrations registered after
        the file was opened; PostgreSQL's schema is `knowdesk db upgrade`'s, checked when the database opened."""
        if self.dialect == "sqlite":
            self.db.migrate()  # type: ignore[attr-defined]  # the SQLite `Database`

    def _text(self, sql: str) -> str:
        return sql if self.dialect == "sqlite" else _PARAM.sub(r"%(\1)s", sql.replace("%", "%%"))

    @contextmanager
    def transaction(self) -> Iterator[_Tx]:
        with self.db.transaction() as conn:
            yield _Tx(conn, self._text)

    def within(self, conn: Any) -> _Tx:
        """Statements in a transaction someone else opened (`db.transaction()`'s connection): a store
        written once for both backends joining, say, the ingest transaction of a document."""
        return _Tx(conn, self._text)

    def query(self, sql: str, params: Mapping[str, Any] | None = None) -> list[dict[str, Any]]:
        with self.transaction() as tx:
            return tx.query(sql, params)

    def query_one(self, sql: str, params: Mapping[str, Any] | None = None) -> dict[str, Any] | None:
        rows = self.query(sql, params)
        return rows[0] if rows else None

    def execute(self, sql: str, params: Mapping[str, Any] | None = None) -> int:
        with self.transaction() as tx:
            return tx.execute(sql, params)

    def read(self, sql: str, params: Mapping[str, Any] | None = None) -> list[dict[str, Any]]:
        """A query outside any transaction of its own, so it may run inside one the thread already holds
        (SQLite cannot nest BEGIN IMMEDIATE): for reads a caller's open write transaction must not block."""
        rows = self.db.query(self._text(sql), dict(params or {}))
        return [dict(r) for r in rows]


class _Tx:
    def __init__(self, conn: Any, text: Any) -> None:
        self.conn = conn
        self.text = text

    def query(self, sql: str, params: Mapping[str, Any] | None = None) -> list[dict[str, Any]]:
        return [dict(r) for r in self.conn.execute(self.text(sql), dict(params or {})).fetchall()]

    def execute(self, sql: str, params: Mapping[str, Any] | None = None) -> int:
        return self.conn.execute(self.text(sql), dict(params or {})).rowcount

    def execute_many(self, sql: str, rows: list[dict[str, Any]]) -> None:
        """One statement for many rows (psycopg sends them in one pipeline, not one round trip each)."""
        cur = self.conn.cursor()
        try:
            cur.executemany(self.text(sql), rows)
        finally:
            cur.close()
