"""Search hits → the plain `Passage` dicts the answer steps use."""

from __future__ import annotations

from collections.abc import Sequence

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


def current_versions(passages: Sequence[Passage]) -> list[Passage]:
    """The passages minus those of documents a newer version among them supersedes.

    Retrieval marks versions of one policy with `conflicts_with`; the later `effective` date stands
    (差旅费报销标准2024 over 2022). Passages already filtered pass through unchanged.
    """
    newest: dict[str, str] = {}
    for p in passages:
        newest[p["document"]] = max(newest.get(p["document"], ""), p["effective"])
    superseded = {
        other
        for p in passages
        for other in p["conflicts_with"]
        if other in newest and newest[other] < newest[p["document"]]
    }
    return [p for p in passages if p["document"] not in superseded]
