"""The contract between the question-answering graph and the hot-question store (seed 002 §(二)).

The QA graph's `match_hot` node calls `match()` with the normalized question and its business
tags; on a hit it may reuse a fresh `answer_summary` (fast path) or use the hot question as the
answer's frame. After answering, the graph calls `record_answer()` (hit: refresh a stale summary)
or `record_miss()` (miss: the ask is counted on its entry, or the question becomes a candidate).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol


@dataclass
class HotQuestion:
    """One stored hot question (seed 002 fields + lifecycle and provenance)."""

    question_id: str
    standard_question: str
    business_tags: list[str]
    call_count: int
    update_time: str
    created_time: str
    status: str
    answer_summary: str | None = None
    source_fragments: list[dict] = field(default_factory=list)


@dataclass
class Scored:
    """A hot question compared with a user question (before any threshold)."""

    question_id: str
    standard_question: str
    tags: list[str]
    cosine: float
    score: float


@dataclass
class HotMatch:
    """A hot question that matched the user's question."""

    question_id: str
    standard_question: str
    score: float
    threshold: float
    area: str
    answer_summary: str | None = None
    summary_fresh: bool = False  # False when a source document changed since the summary was written
    source_fragments: list[dict] = field(default_factory=list)  # [{fragment_id, document_id, file_hash}]
    cosine: float = 0.0  # the raw embedding cosine behind `score` (which may add lexical overlap)
    tags: list[str] = field(default_factory=list)  # the hot question's business tags
    alternatives: list[dict] = field(default_factory=list)  # the other top-k hot questions, best first


class HotQuestions(Protocol):
    def match(self, question: str, tags: list[str]) -> HotMatch | None:
        """Two-stage match; on a hit also counts the call (call_count += 1, update_time = now)."""
        ...

    def record_answer(self, match: HotMatch, answer: str, fragment_ids: list[str]) -> None:
        """Store/refresh the answer summary and the fragments (with document versions) it came from."""
        ...

    def record_miss(self, question: str, tags: list[str]) -> None:
        """Count the ask on the entry it belongs to — an active question it would now hit (promoted by other
        askers since the match), else a near-duplicate candidate — or insert it as a candidate; decided
        atomically, so concurrent askers of one question leave one entry with every ask counted."""
        ...


class NoHotQuestions:
    """The pass-through used until a store is configured: never matches, records nothing."""

    def match(self, question: str, tags: list[str]) -> HotMatch | None:
        return None

    def record_answer(self, match: HotMatch, answer: str, fragment_ids: list[str]) -> None:
        return None

    def record_miss(self, question: str, tags: list[str]) -> None:
        return None


class HotQuestionAdmin(HotQuestions, Protocol):
    """What `knowdesk hot` and the API need beyond matching; a PostgreSQL + pgvector store implements the same.

    Methods that take an id accept a unique prefix of it."""

    def add(
        self, question: str, tags: list[str] | None = None, answer: str | None = None, status: str = "active"
    ) -> str: ...

    def list(self, status: str | None = None, top: int | None = None) -> list[Any]: ...

    def promote(self, qid: str) -> Any: ...

    def retire(self, qid: str) -> Any: ...

    def merge(self, source: str, target: str) -> Any: ...

    def edit(
        self, qid: str, question: str | None = None, tags: list[str] | None = None, answer: str | None = None
    ) -> Any: ...

    def prune(self, days: int | None = None, dry_run: bool = False) -> list[Any]: ...
