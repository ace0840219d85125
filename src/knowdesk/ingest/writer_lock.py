"""One writer per knowledge base: two ingests of one base (an upload job, `knowdesk ingest`) take turns.

Embedded, a `flock` on `<data_dir>/locks/ingest-<kb>.lock` (every process on the machine sees it); in
server mode a PostgreSQL advisory lock on the base's name, held on a connection of its own (workers
on other machines share the database, not the disk). Documents are each written in one transaction
anyway; the lock keeps two batches of one base from interleaving their deletes and rebuilds."""

from __future__ import annotations

import fcntl
import hashlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from knowdesk.config import Settings


@contextmanager
def kb_writer(settings: Settings, kb: str, on_wait: Callable[[], None] | None = None) -> Iterator[None]:
    """Hold the base's writer lock for the block, waiting for the writer before (if any); `on_wait` is
    called once when the lock is taken, before waiting (to tell the user why nothing happens yet)."""
    if settings.server_mode:
        import psycopg

        key = int.from_bytes(hashlib.sha1(f"knowdesk-ingest:{kb}".encode()).digest()[:8], "big", signed=True)
        with psycopg.connect(str(settings.database_url), autocommit=True) as conn:
            got = conn.execute("SELECT pg_try_advisory_lock(%s)", (key,)).fetchone()
            if not (got and got[0]):
                if on_wait:
                    on_wait()
                conn.execute("SELECT pg_advisory_lock(%s)", (key,))
            yield  # closing the connection releases the lock, however the block ends
        return
    folder = Path(settings.data_dir) / "locks"
    folder.mkdir(parents=True, exist_ok=True)
    name = hashlib.sha1(kb.encode()).hexdigest()[:16]
    with (folder / f"ingest-{name}.lock").open("a+") as fh:
        try:
            fcntl.flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            if on_wait:
                on_wait()
            fcntl.flock(fh, fcntl.LOCK_EX)
        yield


class FolderOwner:
    """Who follows a watched folder: at most one process of the installation (every `serve` worker
    tries; the first keeps it). A non-blocking lock like the writer lock, held until `release()`."""

    def __init__(self, settings: Settings, kb: str, path: Path) -> None:
        self._held: object | None = None
        token = f"knowdesk-watch:{kb}:{Path(path).resolve()}"
        if settings.server_mode:
            import psycopg

            key = int.from_bytes(hashlib.sha1(token.encode()).digest()[:8], "big", signed=True)
            conn = psycopg.connect(str(settings.database_url), autocommit=True)
            got = conn.execute("SELECT pg_try_advisory_lock(%s)", (key,)).fetchone()
            if got and got[0]:
                self._held = conn
            else:
                conn.close()
            return
        folder = Path(settings.data_dir) / "locks"
        folder.mkdir(parents=True, exist_ok=True)
        fh = (folder / f"watch-{hashlib.sha1(token.encode()).hexdigest()[:16]}.lock").open("a+")
        try:
            fcntl.flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            fh.close()
            return
        self._held = fh

    @property
    def owned(self) -> bool:
        return self._held is not None

    def release(self) -> None:
        if self._held is not None:
            self._held.close()  # type: ignore[attr-defined]
            self._held = None
