"""Following a folder with file-system events (watchdog: inotify on Linux), debounced.

Saving one document is several events (a temporary file, a rename, a write, an attribute change)
and copying a folder in is hundreds, so the watcher waits until the folder has been quiet for
`debounce` seconds and then calls `on_change` once. Events on lock, hidden and temporary files
(`~$x.docx`, `.x.swp`) alone never trigger a sync. Events during a sync trigger another one after it.
Every call runs on the watcher's one thread, a catch-up sync at start included, so two syncs of one
folder never overlap and stopping means only: let the call in progress end, then join.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from pathlib import Path

from watchdog.events import FileSystemEvent, FileSystemEventHandler
from watchdog.observers import Observer

from knowdesk.ingest.loaders import is_ignored

log = logging.getLogger(__name__)
CHANGES = frozenset({"created", "modified", "deleted", "moved", "closed"})
"""Event types that change a folder ("closed" is a close after writing; opening and reading are not)."""


class FolderWatcher:
    """Calls `on_change()` after each burst of changes under `folder`, from one thread of its own."""

    def __init__(
        self,
        folder: Path,
        on_change: Callable[[], None],
        debounce: float = 2.0,
        on_error: Callable[[BaseException], None] | None = None,
    ) -> None:
        self.folder = folder.resolve()
        self.on_change = on_change
        self.on_error = on_error
        self.debounce = debounce
        self._last_event = 0.0
        self._dirty = threading.Event()
        self._stop = threading.Event()
        self._busy = False
        self._observer = Observer()
        self._thread: threading.Thread | None = None

    def _relevant(self, path: str) -> bool:
        p = Path(path)
        return bool(path) and p != self.folder and not is_ignored(p, self.folder) and not p.name.endswith((".tmp", "~"))

    def _event(self, event: FileSystemEvent) -> None:
        if event.event_type not in CHANGES:  # reading a file (our own sync does) is no change
            return
        paths = [str(event.src_path), str(getattr(event, "dest_path", "") or "")]
        if any(self._relevant(p) for p in paths if p):
            self._last_event = time.monotonic()
            self._dirty.set()

    def start(self, *, sync_now: bool = False) -> None:
        """Begin following the folder; with `sync_now`, call `on_change` at once (to catch up with changes
        made while nobody watched) rather than after the first event."""
        handler = FileSystemEventHandler()
        handler.on_any_event = self._event  # type: ignore[method-assign]
        self._observer.schedule(handler, str(self.folder), recursive=True)
        self._observer.start()
        if sync_now:
            self._last_event = float("-inf")  # quiet for ever: no debounce before the catch-up
            self._dirty.set()
        self._thread = threading.Thread(target=self._run, name=f"knowdesk-watch {self.folder}", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            if not self._dirty.wait(0.5):
                continue
            quiet = time.monotonic() - self._last_event
            if quiet < self.debounce:
                self._stop.wait(self.debounce - quiet)
                continue
            self._dirty.clear()
            if self._stop.is_set():  # asked to stop while waiting out the quiet: no new sync
                break
            self._busy = True
            try:
                self.on_change()
            except Exception as exc:  # a failed sync is reported; the watcher keeps following the folder
                log.exception("sync of %s failed", self.folder)
                if self.on_error:
                    self.on_error(exc)
            finally:
                self._busy = False

    @property
    def busy(self) -> bool:
        """A call of `on_change` is in progress (stopping waits for it)."""
        return self._busy

    def stop(self, timeout: float | None = None) -> None:
        """Stop following the folder; a sync in progress finishes first (closing the stores under it
        would fail it half-way), however long it takes unless `timeout` says otherwise."""
        self._stop.set()
        self._observer.stop()
        deadline = None if timeout is None else time.monotonic() + timeout
        _join(self._observer, deadline)
        if self._thread is not None and self._thread is not threading.current_thread():
            _join(self._thread, deadline)


def _join(thread: threading.Thread, deadline: float | None) -> None:
    """Join in short waits: a signal the kernel hands to another thread only reaches Python's handler when
    the main thread wakes, so an untimed join would leave a second Ctrl-C unanswered until the sync ends."""
    while thread.is_alive() and (deadline is None or time.monotonic() < deadline):
        thread.join(0.2 if deadline is None else max(0.0, min(0.2, deadline - time.monotonic())))
