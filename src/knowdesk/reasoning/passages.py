"""Search hits → the plain `Passage` dicts the answer steps use, with each document's effective date."""

from __future__ import annotations

from knowdesk.models import SearchHit
from knowdesk.reasoning.base import Passage
from knowdesk.reasoning.evidence import effective_date
from knowdesk.stores.documents import DocumentStore


class EffectiveDates:
    """When a document takes effect, read once from its own text ("生效日期：…"); else its `updated` date.

    The conflict note must name the date the newer rules apply from, which is often not the
    publication date stored as `updated`.
    """

    def __init__(self, store: DocumentStore | None) -> None:
        self.store = store
        self._cache: dict[str, str | None] = {}

    def of(self, hit: SearchHit) -> str:
        if hit.document_id not in self._cache:
            found = None
            if self.store is not None:
                for f in self.store.document_fragments(hit.document_id):
                    found = effective_date(f.body)
                    if found:
                        break
            self._cache[hit.document_id] = found
        return self._cache[hit.document_id] or hit.updated


def to_passage(hit: SearchHit, effective: str) -> Passage:
    return Passage(
        fragment_id=hit.fragment_id,
        document=hit.document,
        section=hit.section,
        updated=hit.updated,
        effective=effective,
        body=hit.body,
        conflicts_with=list(hit.conflicts_with),
        sensitive=hit.sensitive,
        score=hit.score,
        bm25=float(hit.scores.get("bm25", 0.0)),
        dense=float(hit.scores.get("dense", 0.0)),
    )
