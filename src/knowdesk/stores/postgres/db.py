"""A PostgreSQL handle: one psycopg connection per thread, dict rows, explicit transactions.

Mirrors the small surface of the SQLite `Database` (query, query_one, transaction) so the stores
read alike, but speaks psycopg's `%s` placeholders. Every statement outside `transaction()` runs
in autocommit, so a reader never holds a snapshot open between requests.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from typing import Any

import psycopg
from psycopg.rows import dict_row

Row = dict[str, Any]


class PgDatabase:
    """Thread-safe: each thread gets its own connection (psycopg connections are not shared)."""

    def __init__(self, url: str) -> None:
        self.url = url
        self._local = threading.local()
        self._all: list[tuple[threading.Thread, psycopg.Connection]] = []  # each connection with its thread
        self._lock = threading.Lock()

    def connect(self) -> psycopg.Connection:
        conn = getattr(self._local, "conn", None)
        if conn is None or conn.closed:
            # prepare_threshold=None: no server-side prepared statements, whose generic plans cannot see the
            # query's lexemes or kbs (10× slower keyword search), and which poolers such as PgBouncer break
            conn = psycopg.connect(self.url, autocommit=True, row_factory=dict_row, prepare_threshold=None)  # type: ignore[arg-type]
            self._register_vector(conn)
            self._local.conn = conn
            with self._lock:
                self._close_orphans()
                self._all.append((threading.current_thread(), conn))
        return conn

    def _close_orphans(self) -> None:
        """Close the connections of threads that have ended (under `_lock`). Short-lived threads — LangGraph
        runs a streamed graph's nodes on a pool made for that run — would otherwise leave one open connection
        each, until the server refuses new clients."""
        alive = []
        for thread, conn in self._all:
            if thread.is_alive():
                alive.append((thread, conn))
            else:
                with suppress(psycopg.Error):
                    conn.close()
        self._all = alive

    @staticmethod
    def _register_vector(conn: psycopg.Connection) -> None:
        """Let numpy arrays pass as `vector` values (only once the extension exists)."""
        from pgvector.psycopg import register_vector

        with suppress(psycopg.ProgrammingError):  # extension not created yet (before `knowdesk db upgrade`)
            register_vector(conn)

    @contextmanager
    def transaction(self) -> Iterator[psycopg.Connection]:
        """BEGIN … COMMIT on this thread's connection; any exception rolls everything back."""
        conn = self.connect()
        with conn.transaction():
            yield conn

    def query(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> list[Row]:
        return self.connect().execute(sql, params).fetchall()  # type: ignore[return-value]

    def query_one(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> Row | None:
        return self.connect().execute(sql, params).fetchone()  # type: ignore[return-value]

    def close(self) -> None:
        with self._lock:
            for _, conn in self._all:
                conn.close()
            self._all.clear()
        self._local = threading.local()
