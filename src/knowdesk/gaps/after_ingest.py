"""After documents were added or changed in a base, its open gaps are asked again (issue 23.2)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from knowdesk.gaps.queue import Answerable, AnswerIn

if TYPE_CHECKING:
    from knowdesk.gaps.queue import GapQueue
    from knowdesk.ingest.pipeline import IngestReport


def reask_after_ingest(gaps: Callable[[], GapQueue], answer_in_kb: AnswerIn, report: IngestReport) -> list[Answerable]:
    """The base's open groups that the new or changed documents now answer (marked answerable for the admin).
    `gaps` is opened only when documents changed; `answer_in_kb(question, kb)` answers with nothing recorded."""
    changed = [r.document or "" for r in report.results if r.status in ("added", "updated")]
    if not changed:
        return []
    return gaps().reask(report.kb, answer_in_kb, changed)


def reask_note(found: list[Answerable]) -> str | None:
    """One line for an ingest report; None when nothing became answerable."""
    if not found:
        return None
    docs = sorted({f"《{a.document}》" for a in found if a.document})
    return f"{len(found)} unanswered question group(s) now answerable from {', '.join(docs) or 'the documents'}"
