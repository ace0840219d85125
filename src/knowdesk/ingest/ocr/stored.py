"""The reader ingestion uses: pages already read come from the page store, and a large scan is queued.

Every page read here is kept (`stores.ocr_pages`), so rebuilding a document (new tags, a rename, a
refiner finishing its pages) never reads a page twice. When at least `defer_at` pages of a file are
unread and they have an address in the file (PDF pages, image frames; not pictures inside a Word
file), none is read now: they come back as blank pages, `deferred` lists them, and the ingestor
queues the file for the background refiner, which reads them in its worker processes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from knowdesk.ingest.ocr.reader import LocalOcr, OcrReader, PageCallback
from knowdesk.ingest.ocr.tasks import ImageBytes, OcrTask, task_key
from knowdesk.models import OcrPage

if TYPE_CHECKING:
    from knowdesk.stores.ocr_pages import OcrPageStore

BLANK = OcrPage(0, 0, ())


class StoredPages:
    """An `OcrReader` over `reader` for one file (by content hash), remembering and deferring pages."""

    def __init__(self, reader: OcrReader | None, store: OcrPageStore, file_hash: str, defer_at: int | None) -> None:
        self.reader = reader or LocalOcr()
        self.store = store
        self.file_hash = file_hash
        self.defer_at = defer_at
        self.deferred: list[str] = []
        self.read_count = 0  # pages read here

    def read(self, tasks: Sequence[OcrTask], on_page: PageCallback | None = None) -> list[OcrPage]:
        keys = [task_key(t) for t in tasks]
        known = self.store.pages(self.file_hash, keys)
        unread = [(k, t) for k, t in zip(keys, tasks, strict=True) if k not in known]
        if self._defers(unread):
            self.deferred += [k for k, _ in unread]
            return [known.get(k, BLANK) for k in keys]
        if unread:
            pages = self.reader.read([t for _, t in unread], on_page)
            self.read_count += len(pages)
            read = {k: p for (k, _), p in zip(unread, pages, strict=True)}
            self.store.keep(self.file_hash, read)
            known.update(read)
        return [known[k] for k in keys]

    def _defers(self, unread: list[tuple[str, OcrTask]]) -> bool:
        if self.defer_at is None or len(unread) < self.defer_at:
            return False
        return not any(isinstance(t, ImageBytes) for _, t in unread)
