"""Refinement: give every fragment a vector of the main model, resumably (the loop: `indexing.embed_loop`).

A worker killed at any point loses at most the batches in flight; on restart, cached hashes are
applied without embedding, and marked fragments are not looked at again.

A pass also reads the scans ingestion queued (`indexing.queued_ocr`), with the app's OCR worker
processes, and embeds each rebuilt document's new fragments as soon as it is rebuilt.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from knowdesk.config import EmbeddingSettings
from knowdesk.embeddings import Embeddings
from knowdesk.indexing.embed_loop import ProgressCallback, RefineProgress, refine_with, report_progress
from knowdesk.indexing.pool import EmbedPool
from knowdesk.stores.contracts.documents import DocumentStoreApi
from knowdesk.stores.ocr_pages import OcrPageStore
from knowdesk.stores.vectors import VectorIndex

if TYPE_CHECKING:
    from knowdesk.ingest.ocr import OcrReader
    from knowdesk.ingest.pipeline import Ingestor, IngestReport


@dataclass
class RefineParts:
    """What a refinement pass uses; `app.py` builds it (`Knowdesk.refine_parts`)."""

    settings: EmbeddingSettings
    embedder: Embeddings
    embedder_injected: bool  # handed in as an object (tests): worker processes could not rebuild it
    store: DocumentStoreApi
    vectors: VectorIndex
    ocr_pages: OcrPageStore
    ingestor: Callable[[], Ingestor]  # rebuilds a queued scan's document; built when a scan waits
    ocr: Callable[[], OcrReader]  # reads a queued scan's pages; built when a scan waits
    after_rebuild: Callable[[IngestReport], object]  # a rebuilt document's graph refresh


def refine(
    parts: RefineParts,
    workers: int | None = None,
    *,
    batch_rows: int = 512,
    batch_texts: int = 8,
    on_progress: ProgressCallback | None = None,
    in_process: bool = False,
    stop: Callable[[], bool] | None = None,
) -> RefineProgress:
    """Embed every fragment lacking a main-model vector, and read the queued scans; returns what was done.

    `in_process` embeds with the app's own embedder object; so does an app given an embedder object
    rather than settings, since worker processes can only rebuild a configured one. `stop` is asked
    between batches (a closing server ends the pass early; what is done stays done).
    """
    workers = workers or parts.settings.refine_workers
    local = parts.embedder if in_process or workers <= 1 or parts.embedder_injected else None
    prog = RefineProgress(total=0)
    with EmbedPool(parts.settings, workers, local=local) as pool:

        def embed(*_: object) -> None:
            refine_with(
                pool, parts.store, parts.vectors, parts.embedder.model_id,
                batch_rows=batch_rows, batch_texts=batch_texts, on_progress=on_progress, stop=stop, prog=prog,
            )  # fmt: skip

        embed()
        if parts.ocr_pages.queued() and not (stop and stop()):
            _read_scans(parts, prog, embed, on_progress, stop)
    return prog


def _read_scans(
    parts: RefineParts,
    prog: RefineProgress,
    embed: Callable[..., None],
    on_progress: ProgressCallback | None,
    stop: Callable[[], bool] | None,
) -> None:
    """The queued scans' pages, each rebuilt document's graph refreshed and its new fragments embedded."""
    from knowdesk.indexing.queued_ocr import OcrProgress, read_queued_scans

    started = time.perf_counter()

    def pages_read(o: OcrProgress) -> None:
        prog.ocr_total, prog.ocr_done = o.total, o.done
        report_progress(prog, started, on_progress)

    def after(report: IngestReport) -> None:
        parts.after_rebuild(report)
        embed()

    ocr = parts.ocr()
    try:
        done = read_queued_scans(
            parts.ingestor(), parts.ocr_pages, ocr, stop=stop, on_progress=pages_read, after=after
        )  # fmt: skip
        prog.ocr_total, prog.ocr_done = done.total, done.done
    finally:
        close = getattr(ocr, "close", None)
        if close is not None:
            close()  # the OCR processes live for one pass, like an ingest batch's
