"""Reading queued scans in the refiner (issue 21): a large scan is not read during ingestion, but here.

Ingestion queues a file with many unread scanned pages (`ingest.ocr.stored`) and returns at once. The
refiner reads the pages a chunk at a time with the app's OCR reader (its worker processes), keeps each
chunk as it finishes, and rebuilds the document from every page read so far, in one transaction as an
ingest does: a 300-page scan becomes searchable a quarter at a time, and a killed refiner loses at
most the chunk in hand. The new fragments are then embedded by the refiner like any others.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from knowdesk.ingest.ocr import OcrReader
from knowdesk.ingest.ocr.tasks import task_at, task_key
from knowdesk.ingest.pipeline import FileResult, Ingestor, IngestReport, file_sha256
from knowdesk.ingest.writer_lock import kb_writer
from knowdesk.stores.ocr_pages import OcrPageStore, QueuedScan

log = logging.getLogger(__name__)

REBUILDS = 4
"""A scan's document is rebuilt about this many times while its pages are read (re-reading a long PDF's
text layer costs seconds, so not after every chunk)."""


@dataclass
class OcrProgress:
    total: int  # unread pages when the pass started
    done: int = 0


def read_queued_scans(
    ingestor: Ingestor,
    pages: OcrPageStore,
    reader: OcrReader,
    *,
    chunk: int = 8,
    stop: Callable[[], bool] | None = None,
    on_progress: Callable[[OcrProgress], None] | None = None,
    after: Callable[[IngestReport], object] | None = None,
) -> OcrProgress:
    """Read every queued scan's unread pages, oldest first; `after` gets each rebuild's report (graph refresh)."""
    queue = pages.queued()
    prog = OcrProgress(total=sum(len(s.pages) for s in queue))
    for scan in queue:
        if stop and stop():
            break
        path = Path(scan.path)
        if not path.is_file() or file_sha256(path) != scan.file_hash:
            log.info("%s changed or went away since it was queued; its next ingest decides", scan.path)
            pages.dequeue(None, scan.kb, scan.path)
            continue
        tasks = [t for key in scan.pages if (t := task_at(scan.path, key)) is not None]
        step = max(chunk, -(-len(tasks) // REBUILDS))
        since = 0
        for start in range(0, len(tasks), chunk):
            if stop and stop():
                return prog
            part = tasks[start : start + chunk]
            pages.keep(scan.file_hash, {task_key(t): p for t, p in zip(part, reader.read(part), strict=True)})
            prog.done += len(part)
            since += len(part)
            last = start + chunk >= len(tasks)
            if since >= step or last:
                since = 0
                result = _rebuild(ingestor, scan, after)
                if result.status == "failed":
                    log.warning("%s: %s", scan.path, result.message)
                    pages.dequeue(None, scan.kb, scan.path)
                    break
            if on_progress:
                on_progress(prog)
    return prog


def _rebuild(ingestor: Ingestor, scan: QueuedScan, after: Callable[[IngestReport], object] | None) -> FileResult:
    """The document again from its pages read so far (the rest stay queued), as its ingest would build it."""
    path = Path(scan.path)
    with kb_writer(ingestor.settings, scan.kb):
        result = ingestor.rebuild(path, scan.kb, scan.tags, scan.source)
    if after:
        after(IngestReport(scan.kb, [result]))
    return result
