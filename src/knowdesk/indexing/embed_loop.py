"""The embedding loop over given parts: every fragment lacking the main model's vector gets one, resumably.

Used by the refiner (`indexing.refine`) and by an ingest that embeds in-line (`ingest.pipeline`), so it
knows neither: a document store, a vector index, a model id and an embedding pool. Progress is persisted
per embedded batch: new vectors go to `embedding_cache` (by content hash and model) and their fragments
are upserted into the vector index and marked in `fragments.vector_model`.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from knowdesk.indexing.pool import EmbedPool, length_batches
from knowdesk.stores.contracts.documents import FragmentRow, embed_hash, embed_text

if TYPE_CHECKING:
    from knowdesk.stores.contracts.documents import DocumentStoreApi
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
    """The refinement loop over given parts: cache first, then `pool`; counts are
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
            report_progress(prog, started, on_progress)
        items = [(h, embed_text(rs[0])) for h, rs in by_hash.items()]
        for keys, vecs in pool.embed(length_batches(items, batch_texts)):
            blobs = [np.asarray(v, dtype=np.float32) for v in vecs]
            store.cache_vectors([(h, v.tobytes()) for h, v in zip(keys, blobs, strict=True)], model)
            ready = [(r, v) for h, v in zip(keys, blobs, strict=True) for r in by_hash[h]]
            apply([r for r, _ in ready], [v for _, v in ready])
            prog.computed += len(keys)
            prog.done += len(ready)
            report_progress(prog, started, on_progress)
    prog.seconds = time.perf_counter() - started
    prog.total = max(prog.total, prog.done)
    return prog


def report_progress(prog: RefineProgress, started: float, cb: ProgressCallback | None) -> None:
    """Time the pass so far and tell `cb`."""
    prog.seconds = time.perf_counter() - started
    if cb:
        cb(prog)
