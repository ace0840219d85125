"""How far indexing has come, per knowledge base: total, searchable, dense (fast or main), refined, and the
scanned pages still waiting for OCR."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from knowdesk.app import Knowdesk


def index_status(app: Knowdesk) -> list[dict]:
    """Read through the document store, so server mode reports its PostgreSQL."""
    fast_model = app.fast_index.model_id if app.fast_index else None
    rows = app.store.index_progress(app.embedder.model_id, fast_model)
    unread = app.ocr_pages.pending_pages()
    for r in rows:
        r["ocr_pages_queued"] = unread.get(r["kb"], 0)
    return rows
