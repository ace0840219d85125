"""Refinement: give every fragment a vector of the main model, resumably.

Progress is persisted per embedded batch: new vectors go to `embedding_cache` (by content hash and
model) and their fragments are upserted into the vector index and marked in `fragments.vector_model`.
A worker killed at any point loses at most the batches in flight; on restart, cached hashes are
applied without embedding, and marked fragments are not looked at again.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from knowdesk.indexing.pool import EmbedPool, length_batches
from knowdesk.stores.documents import FragmentRow, embed_hash, embed_text

if TYPE_CHECKING:
    from knowdesk.app import Knowdesk
    from knowdesk.stores.base import DocumentStoreApi
    from knowdesk.stores.vectors import VectorIndex


@dataclass
class RefineProgress:
    total: int
    done: int = 0
    computed: int = 0  # texts embedded by the model
    cached: int = 0  # fragments served from the embedding cache
    seconds: float = 0.0


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
    """Embed every fragment lacking a main-model vector; returns what was done.

    `in_process` embeds with the app's own embedder object; so does an app given an embedder object
    rather than settings, since worker processes can only rebuild a configured one. `stop` is asked
    between batches (a closing server ends the pass early; what is done stays done).
    """
    workers = workers or app.settings.embedding.refine_workers
    local = app.embedder if in_process or workers <= 1 or app.embedder_injected else None
    with EmbedPool(app.settings.embedding, workers, local=local) as pool:
        return refine_with(
            pool, app.store, app.vectors, app.embedder.model_id,
            batch_rows=batch_rows, batch_texts=batch_texts, on_progress=on_progress, stop=stop,
        )  # fmt: skip


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
) -> RefineProgress:
    """The refinement loop over given parts (the ingestor has no app): cache first, then `pool`."""
    started = time.perf_counter()
    prog = RefineProgress(total=store.unvectored_count(model))

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
