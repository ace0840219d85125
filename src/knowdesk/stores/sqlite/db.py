"""The embedded SQLite database: one file, WAL mode, named migrations applied on open.

Each feature module owns its migrations (a name and a SQL script) and registers them in
`stores/sqlite/migrations.py`, so features can grow their own tables without renumbering anyone else's.
A migration runs in one transaction and is recorded in `schema_migrations`.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

from knowdesk.stores.sqlite.migrations import registered


def now_iso(timespec: str = "seconds") -> str:
    """UTC now as ISO text (such strings sort as times; "microseconds" orders rows made in one second)."""
    return datetime.now(UTC).isoformat(timespec=timespec)


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
            use_wal(conn)
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
        """Apply every registered migration not yet recorded; returns the names applied.

        Safe when several processes open a new data directory at once (API workers starting together, an
        ingest beside a starting server): each migration is checked again under the write lock, so one
        that another process applied meanwhile is skipped, not run twice."""
        from knowdesk.stores.sqlite import schema  # noqa: F401 - registers the core migrations

        conn = self.connect()
        conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)")
        done = {r["name"] for r in conn.execute("SELECT name FROM schema_migrations")}
        applied = []
        for name, sql in registered():
            if name in done:
                continue
            with self.transaction() as tx:
                if tx.execute("SELECT 1 FROM schema_migrations WHERE name = ?", (name,)).fetchone():
                    continue  # applied by another process while this one waited for the lock
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


def use_wal(conn: sqlite3.Connection, patience: float = 10.0) -> None:
    """Switch to WAL (a no-op once the file is in WAL). Converting a brand-new file needs an exclusive lock,
    and when two openers convert it at once SQLite answers "database is locked" at once, without waiting
    out the busy timeout: so wait here, briefly, until the other opener is done."""
    deadline = time.monotonic() + patience
    while True:
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() > deadline:
                raise
            time.sleep(0.01)


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
