"""How far indexing has come, per knowledge base: total, searchable (fast vector or refined), refined."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from knowdesk.app import Knowdesk


def index_status(app: Knowdesk) -> list[dict]:
    model = app.embedder.model_id
    fast_model = app.fast_index.model_id if app.fast_index else ""
    rows = app.db.query(
        """SELECT k.name AS kb, COUNT(f.id) AS total,
                  COALESCE(SUM(f.vector_model = ?), 0) AS refined,
                  COALESCE(SUM(f.vector_model = ? OR v.model = ?), 0) AS dense
           FROM knowledge_bases k LEFT JOIN fragments f ON f.kb = k.name
           LEFT JOIN fast_vectors v ON v.fragment_id = f.id
           GROUP BY k.name ORDER BY k.name""",
        (model, model, fast_model),
    )
    # every stored fragment is keyword-searchable: its FTS row commits with it
    return [
        {"kb": r["kb"], "total": r["total"], "searchable": r["total"], "dense": r["dense"], "refined": r["refined"],
         "model": model, "fast_model": fast_model or None}
        for r in rows
    ]  # fmt: skip
