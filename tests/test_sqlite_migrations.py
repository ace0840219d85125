"""The embedded database's migrations when several processes open a new data directory at once
(`serve --workers` on one machine, an ingest beside a starting server)."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from knowdesk.stores.sqlite.db import Database, use_wal
from knowdesk.stores.sqlite.migrations import _REGISTRY


def run_twice_at_once(opener: Callable[[], None]) -> list[BaseException]:
    """Run `opener` in two threads at once; the errors they raised (a thread must not die silently)."""
    errors: list[BaseException] = []

    def guarded() -> None:
        try:
            opener()
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=guarded) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    return errors


def test_two_openers_racing_on_a_new_database_apply_each_migration_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "knowdesk.sqlite"
    barrier = threading.Barrier(2, timeout=20)
    waited = threading.local()
    original = Database.transaction

    @contextmanager
    def racing(self: Database) -> Iterator[sqlite3.Connection]:
        if not getattr(waited, "yes", False):  # both have listed the (no) applied migrations before either writes
            waited.yes = True
            barrier.wait()
        with original(self) as tx:
            yield tx

    monkeypatch.setattr(Database, "transaction", racing)
    applied: list[list[str]] = []

    def open_database() -> None:
        db = Database(path)
        applied.append(db.migrate())  # nothing left to do once the constructor returns
        db.close()

    assert run_twice_at_once(open_database) == []
    assert applied == [[], []]
    with sqlite3.connect(path) as conn:
        names = [r[0] for r in conn.execute("SELECT name FROM schema_migrations")]
    assert sorted(names) == sorted(name for name, _ in _REGISTRY)


def test_openers_converting_a_new_file_to_wal_at_once_both_succeed(tmp_path: Path) -> None:
    """Two connections switching a brand-new file to WAL at the same moment: SQLite fails one at once with
    "database is locked" (no busy wait) a few times in a hundred; `use_wal` waits it out instead."""
    errors: list[BaseException] = []
    for trial in range(200):
        path = tmp_path / f"new{trial}.sqlite"
        barrier = threading.Barrier(2, timeout=20)

        def open_wal(path: Path = path, barrier: threading.Barrier = barrier) -> None:
            barrier.wait()
            conn = sqlite3.connect(path, timeout=30, isolation_level=None, check_same_thread=False)
            use_wal(conn)
            conn.close()

        errors += run_twice_at_once(open_wal)
    assert errors == []
