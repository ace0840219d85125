"""Who reads the pages: the contract loaders call, and the in-process reader.

Loaders describe pages (`tasks`) and get `OcrPage`s back in the same order; whether that runs here
or spread over worker processes (`indexing.ocr_pool.OcrPool`, for large batches) is the reader's
business. `on_page(done, total)` reports pages as they are read, for progress bars.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from knowdesk.ingest.ocr.engine import OcrUnavailable, shared_engine
from knowdesk.ingest.ocr.tasks import OcrTask, render
from knowdesk.models import OcrPage

PageCallback = Callable[[int, int], None]


class OcrReader(Protocol):
    def read(self, tasks: Sequence[OcrTask], on_page: PageCallback | None = None) -> list[OcrPage]:
        """OCR every task, results in task order; raises OcrUnavailable without an engine."""
        ...


class LocalOcr:
    """OCR in this process with its one shared engine (loaded on first use)."""

    def __init__(self, max_side: int = 2000) -> None:
        self.max_side = max_side

    def read(self, tasks: Sequence[OcrTask], on_page: PageCallback | None = None) -> list[OcrPage]:
        engine = shared_engine(self.max_side)
        out = []
        for i, task in enumerate(tasks, start=1):
            out.append(engine.read(render(task)))
            if on_page:
                on_page(i, len(tasks))
        return out


class DisabledOcr:
    """The reader when `ocr.enabled` is false: scanned pages are reported, never read."""

    def read(self, tasks: Sequence[OcrTask], on_page: PageCallback | None = None) -> list[OcrPage]:
        raise OcrUnavailable("OCR is turned off (setting ocr.enabled = false)")


@dataclass
class OcrOptions:
    """What a loader needs to OCR: a reader (None: in this process) and a page-progress callback."""

    reader: OcrReader | None = None
    on_page: PageCallback | None = None

    def read(self, tasks: Sequence[OcrTask]) -> list[OcrPage]:
        if not tasks:
            return []
        return (self.reader or LocalOcr()).read(tasks, self.on_page)
