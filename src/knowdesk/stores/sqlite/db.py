"""The embedded SQLite database: one file, WAL mode, named migrations applied on open.

Each feature module owns its migrations (a name and a SQL script) and registers them here, so
features can grow their own tables without renumbering anyone else's. A migration runs in one
transaction and is recorded in `schema_migrations`.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

Migration = tuple[str, str]  # (unique name, SQL script)

_REGISTRY: list[Migration] = []


def register_migrations(migrations: list[Migration]) -> None:
    """Add a feature's migrations (idempotent); they run in registration order on open."""
    for m in migrations:
        if m[0] not in {name for name, _ in _REGISTRY}:
            _REGISTRY.append(m)


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class Database:
    """A thread-safe handle: one connection per thread, writes serialised by SQLite's lock."""

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        self._local = threading.local()
        self.migrate()

    def connect(self) -> sqlite3.Connection:
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = sqlite3.connect(self.path, timeout=30, isolation_level=None, check_same_thread=False)
            conn.row_factory = sqlite3.Row
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=NORMAL")
            conn.execute("PRAGMA foreign_keys=ON")
            conn.execute("PRAGMA busy_timeout=30000")
            self._local.conn = conn
        return conn

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """BEGIN IMMEDIATE … COMMIT; any exception rolls everything back."""
        conn = self.connect()
        conn.execute("BEGIN IMMEDIATE")
        try:
            yield conn
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")

    def query(self, sql: str, params: tuple | list | dict = ()) -> list[sqlite3.Row]:
        return self.connect().execute(sql, params).fetchall()

    def query_one(self, sql: str, params: tuple | list | dict = ()) -> sqlite3.Row | None:
        return self.connect().execute(sql, params).fetchone()

    def migrate(self) -> list[str]:
        """Apply every registered migration not yet recorded; returns the names applied."""
        from knowdesk.stores.sqlite import schema  # noqa: F401 - registers the core migrations

        conn = self.connect()
        conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)")
        done = {r["name"] for r in conn.execute("SELECT name FROM schema_migrations")}
        applied = []
        for name, sql in list(_REGISTRY):
            if name in done:
                continue
            with self.transaction() as tx:
                for statement in _statements(sql):
                    tx.execute(statement)
                tx.execute("INSERT INTO schema_migrations(name, applied_at) VALUES (?, ?)", (name, now_iso()))
            applied.append(name)
        return applied

    def close(self) -> None:
        conn = getattr(self._local, "conn", None)
        if conn is not None:
            conn.close()
            self._local.conn = None


def _statements(script: str) -> list[str]:
    """Split a migration script into statements (sqlite3.complete_statement aware)."""
    out, buf = [], ""
    for line in script.splitlines(keepends=True):
        buf += line
        if sqlite3.complete_statement(buf):
            if buf.strip():
                out.append(buf.strip())
            buf = ""
    if buf.strip():
        out.append(buf.strip())
    return out
