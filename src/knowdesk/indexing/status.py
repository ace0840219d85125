"""How far indexing has come, per knowledge base: total, searchable, dense (fast or main), refined."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from knowdesk.app import Knowdesk


def index_status(app: Knowdesk) -> list[dict]:
    """Read through the document store, so server mode reports its PostgreSQL."""
    fast_model = app.fast_index.model_id if app.fast_index else None
    return app.store.index_progress(app.embedder.model_id, fast_model)
