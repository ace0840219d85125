"""How far indexing has come, per knowledge base: total, searchable, dense (fast or main), refined, and the
scanned pages still waiting for OCR."""

from __future__ import annotations

from dataclasses import dataclass

from knowdesk.stores.contracts.documents import DocumentStoreApi
from knowdesk.stores.ocr_pages import OcrPageStore


@dataclass
class IndexingState:
    """Where indexing progress is read (`app.py` builds it: `Knowdesk.indexing_state`): the document store
    (PostgreSQL in server mode), the queued scans, and the models whose vectors count."""

    store: DocumentStoreApi
    ocr_pages: OcrPageStore
    model_id: str  # the main model: a fragment is refined once it has this model's vector
    fast_model: str | None  # the first-pass model, None without a fast index


def index_status(state: IndexingState) -> list[dict]:
    """Read through the document store, so server mode reports its PostgreSQL."""
    rows = state.store.index_progress(state.model_id, state.fast_model)
    unread = state.ocr_pages.pending_pages()
    for r in rows:
        r["ocr_pages_queued"] = unread.get(r["kb"], 0)
    return rows


def refinement_due(state: IndexingState) -> bool:
    """Fragments lack a main-model vector, or scans wait for OCR."""
    return state.store.unvectored_count(state.model_id) > 0 or bool(state.ocr_pages.queued())
