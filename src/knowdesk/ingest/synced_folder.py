"""A folder kept in sync with a knowledge base: a sync now, then one after every burst of changes.

Used by `knowdesk sync --watch` and by `knowdesk serve` for each `[[watch]]` folder of its settings.
Each sync takes the base's writer lock (uploads and `knowdesk ingest` wait for it, and it for them)
and reports the folder's state to the watched-folders table, so `knowdesk index status` on any
machine shows which process follows the folder, when it last synced and what changed.
"""

from __future__ import annotations

import logging
import os
import socket
import threading
from collections.abc import Callable
from pathlib import Path

from knowdesk.config import Settings
from knowdesk.ingest.pipeline import FileCallback, Ingestor, PageProgress
from knowdesk.ingest.settings import WatchedFolder
from knowdesk.ingest.sync import SyncReport, sync_folder
from knowdesk.ingest.watch import FolderWatcher
from knowdesk.ingest.writer_lock import FolderOwner, kb_writer
from knowdesk.stores.watched import WatchStore

log = logging.getLogger(__name__)
AfterSync = Callable[[SyncReport], None]


def worker_name() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


class SyncedFolder:
    def __init__(
        self,
        ingestor: Ingestor,
        settings: Settings,
        store: WatchStore,
        folder: WatchedFolder,
        *,
        after_sync: AfterSync | None = None,
        on_file: FileCallback | None = None,
        on_page: PageProgress | None = None,
        on_error: Callable[[BaseException], None] | None = None,
    ) -> None:
        self.ingestor = ingestor
        self.settings = settings
        self.store = store
        self.folder = folder
        self.path = Path(folder.path).resolve()
        self.after_sync = after_sync
        self.on_file = on_file
        self.on_page = on_page
        self.on_error = on_error  # a failed sync while watching (it is logged and reported either way)
        self.worker = worker_name()
        self._watcher: FolderWatcher | None = None

    def sync(self) -> SyncReport:
        """Apply the folder's adds, changes, renames and deletions now."""
        if not self.path.is_dir():
            raise FileNotFoundError(f"watched folder {self.path} does not exist")
        self.report("syncing")
        try:
            with kb_writer(self.settings, self.folder.kb):
                report = sync_folder(
                    self.ingestor, self.path, self.folder.kb, tags=self.folder.tags, source=self.folder.source,
                    on_file=self.on_file, on_page=self.on_page,
                )  # fmt: skip
        except Exception as exc:
            self.report("error", error=f"{type(exc).__name__}: {exc}")
            raise
        self.store.report(self.folder.kb, str(self.path), self._idle_state(), self.worker, counts=report.counts())
        if self.after_sync:
            self.after_sync(report)
        return report

    def _idle_state(self) -> str:
        return "watching" if self._watcher is not None else "synced"

    def report(self, state: str, error: str = "") -> None:
        self.store.report(self.folder.kb, str(self.path), state, self.worker, error=error)

    def watch(self, *, sync_now: bool = False) -> None:
        """Follow the folder from now on; with `sync_now` the watcher's thread first catches up with the
        changes made meanwhile (else call `sync()`)."""
        self._watcher = FolderWatcher(self.path, self.sync, self.folder.debounce_seconds, on_error=self.on_error)
        self.report("watching")  # before the catch-up can report "syncing"
        self._watcher.start(sync_now=sync_now)

    @property
    def syncing(self) -> bool:
        """A sync runs on the watcher's thread now."""
        return self._watcher is not None and self._watcher.busy

    def stop(self, timeout: float | None = None) -> None:
        """Stop following the folder once the sync in progress ends (or `timeout` seconds pass)."""
        if self._watcher is not None:
            self._watcher.stop(timeout)
            self._watcher = None
        self.report("stopped")


class FolderWatchers:
    """The server's watched folders (`settings.watch`): each followed by whichever process owns it."""

    def __init__(self, ingestor: Ingestor, settings: Settings, store: WatchStore, after_sync: AfterSync) -> None:
        self.ingestor = ingestor
        self.settings = settings
        self.store = store
        self.after_sync = after_sync
        self.running: list[tuple[SyncedFolder, FolderOwner]] = []
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        """Take the folders no other process follows, then catch up and watch them in a thread."""
        for cfg in self.settings.watch:
            owner = FolderOwner(self.settings, cfg.kb, cfg.path)
            if not owner.owned:
                continue
            self.running.append((SyncedFolder(self.ingestor, self.settings, self.store, cfg,
                                              after_sync=self.after_sync), owner))  # fmt: skip
        if self.running:
            self._thread = threading.Thread(target=self._catch_up, name="knowdesk-watched-folders", daemon=True)
            self._thread.start()

    def _catch_up(self) -> None:
        for folder, _ in self.running:
            try:
                folder.watch(sync_now=True)  # first the changes made while no server ran
            except Exception as exc:
                log.exception("watched folder %s: cannot follow it", folder.path)
                folder.report("error", error=f"{type(exc).__name__}: {exc}")

    def stop(self) -> None:
        if self._thread is not None:
            self._thread.join(60)
        for folder, owner in self.running:
            folder.stop(timeout=60)  # a server shutting down waits for a sync a bounded time
            owner.release()
        self.running.clear()
