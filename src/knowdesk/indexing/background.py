"""Running refinement in the background, one refiner per data directory.

Chosen: a detached subprocess (`python -m knowdesk.indexing.worker`), because the CLI process that
ingested exits right away and a thread would die with it. The worker takes an exclusive `flock` on
`<data_dir>/refine.lock`, so starting it twice is harmless; it logs to `<data_dir>/refine.log` and
exits when nothing is left. A long-lived server should instead call `start_refiner(app)` with
`thread=True`: one coordinating thread in its own process (the embedding itself still runs in worker
processes), so that process stays the only writer of its vector index.
"""

from __future__ import annotations

import fcntl
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, TYPE_CHECKING

if TYPE_CHECKING:
    from knowdesk.app import Knowdesk


def lock_path(data_dir: Path) -> Path:
    return Path(data_dir) / "refine.lock"


@contextmanager
def refine_lock(data_dir: Path, block: bool = False) -> Iterator[bool]:
    """Yields True if this process now holds the data directory's refiner lock."""
    path = lock_path(data_dir)
    path.parent.mkdir(parents=True, exist_ok=True)
    fh: IO[str] = path.open("a+")
    try:
        try:
            fcntl.flock(fh, fcntl.LOCK_EX | (0 if block else fcntl.LOCK_NB))
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


def refiner_running(data_dir: Path) -> bool:
    with refine_lock(data_dir) as got:
        return not got


def start_refiner(app: Knowdesk, *, thread: bool = False) -> subprocess.Popen | threading.Thread | None:
    """Start refining in the background unless nothing is pending or a refiner already runs.

    Returns the detached process (or the thread with `thread=True`), or None if none was needed.
    """
    if app.store.unvectored_count(app.embedder.model_id) == 0:
        return None
    data_dir = Path(app.settings.data_dir).resolve()
    if thread:
        from knowdesk.indexing.refine import refine

        def run() -> None:
            with refine_lock(data_dir) as got:
                if got:
                    refine(app)

        t = threading.Thread(target=run, name="knowdesk-refiner", daemon=True)
        t.start()
        return t
    if refiner_running(data_dir):
        return None
    env = dict(
        os.environ, KNOWDESK_DATA_DIR=str(data_dir), KNOWDESK_EMBEDDING__PROVIDER=app.settings.embedding.provider
    )
    log = (data_dir / "refine.log").open("ab")
    return subprocess.Popen(
        [sys.executable, "-m", "knowdesk.indexing.worker"], env=env, stdin=subprocess.DEVNULL, stdout=log,
        stderr=subprocess.STDOUT, start_new_session=True, close_fds=True,
    )  # fmt: skip
