"""Search hits → the plain `Passage` dicts the answer steps use."""

from __future__ import annotations

from knowdesk.models import SearchHit
from knowdesk.reasoning.base import Passage


def to_passage(hit: SearchHit) -> Passage:
    """`updated` is the date the document takes effect (read at ingestion), so it decides conflicts."""
    return Passage(
        fragment_id=hit.fragment_id,
        document=hit.document,
        section=hit.section,
        updated=hit.updated,
        effective=hit.updated,
        body=hit.body,
        conflicts_with=list(hit.conflicts_with),
        sensitive=hit.sensitive,
        score=hit.score,
        bm25=float(hit.scores.get("bm25", 0.0)),
        dense=float(hit.scores.get("dense", 0.0)),
    )
