"""Following a folder with file-system events (watchdog: inotify on Linux), debounced.

Saving one document is several events (a temporary file, a rename, a write, an attribute change)
and copying a folder in is hundreds, so the watcher waits until the folder has been quiet for
`debounce` seconds and then calls `on_change` once. Events on lock, hidden and temporary files
(`~$x.docx`, `.x.swp`) alone never trigger a sync. Events during a sync trigger another one after it.
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

    def start(self) -> None:
        handler = FileSystemEventHandler()
        handler.on_any_event = self._event  # type: ignore[method-assign]
        self._observer.schedule(handler, str(self.folder), recursive=True)
        self._observer.start()
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
            try:
                self.on_change()
            except Exception as exc:  # a failed sync is reported; the watcher keeps following the folder
                log.exception("sync of %s failed", self.folder)
                if self.on_error:
                    self.on_error(exc)

    def stop(self, timeout: float = 30.0) -> None:
        """Stop following the folder; a sync in progress finishes first."""
        self._stop.set()
        self._observer.stop()
        self._observer.join(timeout)
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout)
