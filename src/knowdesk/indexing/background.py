"""Running refinement in the background, one refiner per installation.

Chosen: a detached subprocess (`python -m knowdesk.cli.refiner_worker`), because the CLI process that
ingested exits right away and a thread would die with it. The worker takes the refiner lock, so
starting it twice is harmless; it logs to `<data_dir>/refine.log` and exits when nothing is left.
The lock is an exclusive `flock` on `<data_dir>/refine.lock` in embedded mode, and a PostgreSQL
advisory lock in server mode, where workers on other machines (other data directories) refine the
same fragments; either is released when its holder exits, however it exits. A long-lived server
(`knowdesk serve`) instead calls `start_refiner(launch, thread=True)` at start and after every upload:
one coordinating thread in its own process (the embedding itself still runs in worker processes),
so that process stays the only writer of its vector index. A poke while that thread is finishing
is never lost: it runs another pass. What these work on (`LockHome`, `RefinerLaunch`, `RefineParts`)
is built by `app.py`.
"""

from __future__ import annotations

import fcntl
import logging
import os
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import IO, TYPE_CHECKING

from knowdesk.indexing.status import IndexingState, refinement_due

if TYPE_CHECKING:
    from knowdesk.indexing.refine import RefineParts

log = logging.getLogger(__name__)

__all__ = ["BackgroundRefiner", "LockHome", "RefinerLaunch", "refine_lock", "refinement_due", "start_refiner"]


_PG_LOCK_KEY = 0x6B647266  # "kdrf": pg_advisory_lock key of the refiner, shared by every knowdesk process


def lock_path(data_dir: Path) -> Path:
    return Path(data_dir) / "refine.lock"


@dataclass(frozen=True)
class LockHome:
    """Where the installation's refiner lock lives (`app.py` builds it: `Knowdesk.locks`)."""

    data_dir: Path  # the file lock in embedded mode (and the detached refiner's log)
    database_url: str | None = None  # server mode: a PostgreSQL advisory lock, shared by every machine


@contextmanager
def refine_lock(locks: LockHome) -> Iterator[bool]:
    """Yields True if this process now holds the installation's refiner lock (never waits for it)."""
    if locks.database_url is not None:
        with _advisory_lock(locks.database_url) as got:
            yield got
    else:
        with _file_lock(Path(locks.data_dir)) as got:
            yield got


@contextmanager
def _advisory_lock(url: str) -> Iterator[bool]:
    """A session-level advisory lock on a connection of its own: closing it (or dying) releases it."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        row = conn.execute("SELECT pg_try_advisory_lock(%s)", (_PG_LOCK_KEY,)).fetchone()
        yield bool(row and row[0])


@contextmanager
def _file_lock(data_dir: Path) -> Iterator[bool]:
    path = lock_path(data_dir)
    path.parent.mkdir(parents=True, exist_ok=True)
    fh: IO[str] = path.open("a+")
    try:
        try:
            fcntl.flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            yield False
            return
        fh.seek(0)
        fh.truncate()
        fh.write(str(os.getpid()))
        fh.flush()
        yield True
    finally:
        fh.close()  # releases the lock


def refiner_running(locks: LockHome) -> bool:
    with refine_lock(locks) as got:
        return not got


@dataclass
class RefinerLaunch:
    """What starting a refiner needs (`app.py` builds it: `Knowdesk.refiner_launch`)."""

    state: IndexingState  # is anything due?
    locks: LockHome
    provider: str  # the embedding provider the detached process is told (KNOWDESK_EMBEDDING__PROVIDER)
    thread: Callable[[], BackgroundRefiner]  # the server's refiner thread, built when first poked


def start_refiner(launch: RefinerLaunch, *, thread: bool = False) -> subprocess.Popen | threading.Thread | None:
    """Start refining (and reading queued scans) in the background unless nothing is due or a refiner runs.

    Returns the detached process (or the thread with `thread=True`), or None if none was needed.
    """
    if not refinement_due(launch.state):
        return None
    data_dir = Path(launch.locks.data_dir).resolve()
    if thread:
        return launch.thread().poke()
    if refiner_running(launch.locks):
        return None
    env = dict(os.environ, KNOWDESK_DATA_DIR=str(data_dir), KNOWDESK_EMBEDDING__PROVIDER=launch.provider)
    log = (data_dir / "refine.log").open("ab")
    return subprocess.Popen(
        [sys.executable, "-m", "knowdesk.cli.refiner_worker"], env=env, stdin=subprocess.DEVNULL, stdout=log,
        stderr=subprocess.STDOUT, start_new_session=True, close_fds=True,
    )  # fmt: skip


class BackgroundRefiner:
    """The server's refiner thread: `poke()` after new fragments; passes repeat until none are left."""

    def __init__(self, locks: LockHome, parts: Callable[[], RefineParts]) -> None:
        self.locks = locks
        self.parts = parts  # what a pass refines with, read when it starts
        self._guard = threading.Lock()
        self._again = False
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def poke(self) -> threading.Thread | None:
        """Make sure a pass starts (or another one follows the current); the thread, None if stopped."""
        with self._guard:
            if self._stop.is_set():
                return None
            self._again = True
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="knowdesk-refiner", daemon=True)
                self._thread.start()
            return self._thread

    def _next_pass(self) -> bool:
        with self._guard:
            if self._again and not self._stop.is_set():
                self._again = False
                return True
            self._thread = None  # decided under the guard: a later poke starts a new thread
            return False

    def _run(self) -> None:
        from knowdesk.indexing.refine import refine

        try:
            with refine_lock(self.locks) as got:
                while self._next_pass():
                    if not got:
                        log.info("another refiner holds the lock; it refines these fragments")
                        continue
                    refine(self.parts(), stop=self._stop.is_set)
        except Exception:
            log.exception("background refinement failed; `knowdesk index refine` or a restart finishes it")
            with self._guard:
                self._thread = None

    def stop(self, timeout: float = 30.0) -> None:
        """Finish the batch in flight, then stop (called when the app closes)."""
        self._stop.set()
        with self._guard:
            t = self._thread
        if t is not None and t is not threading.current_thread():
            t.join(timeout)
