"""Refinement: give every fragment a vector of the main model, resumably.

Progress is persisted per embedded batch: new vectors go to `embedding_cache` (by content hash and
model) and their fragments are upserted into the vector index and marked in `fragments.vector_model`.
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

import numpy as np

from knowdesk.indexing.pool import EmbedPool, length_batches
from knowdesk.stores.base import FragmentRow, embed_hash, embed_text

if TYPE_CHECKING:
    from knowdesk.app import Knowdesk
    from knowdesk.ingest.pipeline import IngestReport
    from knowdesk.stores.base import DocumentStoreApi
    from knowdesk.stores.vectors import VectorIndex


@dataclass
class RefineProgress:
    total: int
    done: int = 0
    computed: int = 0  # texts embedded by the model
    cached: int = 0  # fragments served from the embedding cache
    seconds: float = 0.0
    ocr_total: int = 0  # queued scanned pages at the start of the pass
    ocr_done: int = 0  # … read by it


ProgressCallback = Callable[[RefineProgress], None]


def refine(
    app: Knowdesk,
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
    workers = workers or app.settings.embedding.refine_workers
    local = app.embedder if in_process or workers <= 1 or app.embedder_injected else None
    prog = RefineProgress(total=0)
    with EmbedPool(app.settings.embedding, workers, local=local) as pool:

        def embed(*_: object) -> None:
            refine_with(
                pool, app.store, app.vectors, app.embedder.model_id,
                batch_rows=batch_rows, batch_texts=batch_texts, on_progress=on_progress, stop=stop, prog=prog,
            )  # fmt: skip

        embed()
        if app.ocr_pages.queued() and not (stop and stop()):
            _read_scans(app, prog, embed, on_progress, stop)
    return prog


def _read_scans(
    app: Knowdesk,
    prog: RefineProgress,
    embed: Callable[..., None],
    on_progress: ProgressCallback | None,
    stop: Callable[[], bool] | None,
) -> None:
    """The queued scans' pages, each rebuilt document's graph refreshed and its new fragments embedded."""
    from knowdesk.indexing.queued_ocr import OcrProgress, read_queued_scans
    from knowdesk.relations.service import refresh_graph_after_ingest

    started = time.perf_counter()

    def pages_read(o: OcrProgress) -> None:
        prog.ocr_total, prog.ocr_done = o.total, o.done
        _report(prog, started, on_progress)

    def after(report: IngestReport) -> None:
        refresh_graph_after_ingest(app, report)
        embed()

    try:
        done = read_queued_scans(
            app.ingestor, app.ocr_pages, app.ocr, stop=stop, on_progress=pages_read, after=after
        )  # fmt: skip
        prog.ocr_total, prog.ocr_done = done.total, done.done
    finally:
        close = getattr(app.ocr, "close", None)
        if close is not None:
            close()  # the OCR processes live for one pass, like an ingest batch's


def refine_with(
    pool: EmbedPool,
    store: DocumentStoreApi,
    vectors: VectorIndex,
    model: str,
    *,
    batch_rows: int = 512,
    batch_texts: int = 8,
    on_progress: ProgressCallback | None = None,
    stop: Callable[[], bool] | None = None,
    prog: RefineProgress | None = None,
) -> RefineProgress:
    """The refinement loop over given parts (the ingestor has no app): cache first, then `pool`; counts are
    added to `prog` when given (one pass embedding several times)."""
    started = time.perf_counter() - (prog.seconds if prog else 0.0)
    pending = store.unvectored_count(model)
    if prog is None:
        prog = RefineProgress(total=pending)
    else:
        prog.total = prog.done + pending

    def apply(rows: list[FragmentRow], vecs: list[np.ndarray]) -> None:
        """Vector index first, then the mark: a crash in between only means redoing the (cached) upsert."""
        if rows:
            vectors.upsert([r.id for r in rows], np.stack(vecs), [r.kb for r in rows], [r.document_id for r in rows])
            store.mark_vectored_if_current([(r.id, r.embed_hash) for r in rows], model)

    while not (stop and stop()) and (rows := store.unvectored(model, limit=batch_rows)):
        by_hash: dict[str, list[FragmentRow]] = {}
        for r in rows:
            by_hash.setdefault(embed_hash(r), []).append(r)
        cache = store.cached_vectors(list(by_hash), model)
        if cache:
            hit = [r for h in cache for r in by_hash.pop(h)]
            apply(hit, [np.frombuffer(cache[embed_hash(r)], dtype=np.float32) for r in hit])
            prog.cached += len(hit)
            prog.done += len(hit)
            _report(prog, started, on_progress)
        items = [(h, embed_text(rs[0])) for h, rs in by_hash.items()]
        for keys, vecs in pool.embed(length_batches(items, batch_texts)):
            blobs = [np.asarray(v, dtype=np.float32) for v in vecs]
            store.cache_vectors([(h, v.tobytes()) for h, v in zip(keys, blobs, strict=True)], model)
            ready = [(r, v) for h, v in zip(keys, blobs, strict=True) for r in by_hash[h]]
            apply([r for r, _ in ready], [v for _, v in ready])
            prog.computed += len(keys)
            prog.done += len(ready)
            _report(prog, started, on_progress)
    prog.seconds = time.perf_counter() - started
    prog.total = max(prog.total, prog.done)
    return prog


def _report(prog: RefineProgress, started: float, cb: ProgressCallback | None) -> None:
    prog.seconds = time.perf_counter() - started
    if cb:
        cb(prog)
