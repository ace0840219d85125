"""Conversation memory: the rounds a follow-up question is completed from (`conversation/store.py`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol


@dataclass
class Round:
    """One answered question: as asked, as completed from memory, its sub-answers and what they cite."""

    question: str
    resolved: str
    answers: list[str] = field(default_factory=list)
    citations: list[dict] = field(default_factory=list)


class ConversationMemory(Protocol):
    """Rounds per conversation, oldest first; any worker may append the next one."""

    def last_rounds(self, conversation_id: str, limit: int) -> list[Round]: ...
    def append(self, conversation_id: str, rnd: Round) -> None: ...
    def drop_last(self, conversation_id: str) -> None: ...
    def delete(self, conversation_id: str) -> None: ...
