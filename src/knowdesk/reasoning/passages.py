"""Search hits → the plain `Passage` dicts the answer steps use."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Protocol

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
        version=hit.version,
        effective_from=hit.effective_from,
        effective_until=hit.effective_until,
        superseded_by=hit.superseded_by,
        supersedes=list(hit.supersedes),
        validity=hit.validity,
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


class _Row(Protocol):
    id: str
    document: str
    section: str
    updated: str
    body: str
    sensitive: bool


def row_passage(row: _Row) -> Passage:
    """A stored fragment as a passage (a sibling the retriever did not return: no scores, no conflicts)."""
    return Passage(fragment_id=row.id, document=row.document, section=row.section, updated=row.updated,
                   effective=row.updated, body=row.body, conflicts_with=[], sensitive=row.sensitive, score=0.0,
                   bm25=0.0, dense=0.0)  # fmt: skip


def document_siblings(fragments_of: Callable[[str], Sequence[_Row]]) -> Callable[[str], list[Passage]]:
    """`siblings(fragment_id)`: the other fragments of that fragment's document (a workbook's other sheets),
    from `fragments_of(document_id)`. A sensitive sibling comes back only for a sensitive fragment: an
    asker who may not read sensitive text never holds one, so never reaches its siblings either."""

    def siblings(fragment_id: str) -> list[Passage]:
        rows = list(fragments_of(fragment_id.rsplit("-", 1)[0]))
        own = next((r for r in rows if r.id == fragment_id), None)
        cleared = own is not None and own.sensitive
        return [row_passage(r) for r in rows if r.id != fragment_id and (cleared or not r.sensitive)]

    return siblings


class _KbRow(Protocol):
    kb: str


def evidence_search(
    rows_of: Callable[[list[str]], Mapping[str, _KbRow]], search: Callable[[str, list[str]], Sequence[SearchHit]]
) -> Callable[[str, list[Passage]], list[Passage]]:
    """`search(text, evidence)`: `text` searched in the knowledge bases the evidence came from (the answer step
    knows its passages, not the asker's scope), through `search(text, kbs)`; sensitive fragments never come
    back (what this finds is quoted beside the answer, whoever asked)."""

    def in_evidence_kbs(text: str, evidence: list[Passage]) -> list[Passage]:
        kbs = sorted({row.kb for row in rows_of([p["fragment_id"] for p in evidence]).values()})
        return [to_passage(h) for h in search(text, kbs) if not h.sensitive] if kbs else []

    return in_evidence_kbs
