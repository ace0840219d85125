"""Build a Conversation from its parts (kept out of app.py so the app stays a list of parts; `app.py`
builds the `ConversationParts`: `Knowdesk.conversation_parts`)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from knowdesk.config import QASettings
from knowdesk.conversation.intents import EntityResolver
from knowdesk.conversation.session import Conversation
from knowdesk.conversation.tokens import TokenCounter
from knowdesk.graphs.qa import QADeps
from knowdesk.graphs.qa_run import OnEvent, answer_question
from knowdesk.ingest.tags import TagDictionary
from knowdesk.reasoning.base import StepsSummarizer
from knowdesk.reasoning.glossary import Glossary
from knowdesk.relations.base import GraphScope
from knowdesk.stores.contracts.conversations import ConversationMemory

if TYPE_CHECKING:
    from knowdesk.gaps.queue import GapQueue

log = logging.getLogger(__name__)


@dataclass
class ConversationParts:
    """What a conversation uses. The QA graph and its parts are built on the first question, the store of
    saved conversations when one is continued."""

    qa_graph: Callable[[], Any]  # the compiled QA graph
    qa_deps: Callable[[], QADeps]  # its parts for a run
    kb_names: Callable[[], list[str]]  # every base: the scope of a gap recorded from an unscoped question
    summarizer: StepsSummarizer
    glossary: Glossary
    tags: TagDictionary
    cfg: QASettings
    counter: TokenCounter
    entities: EntityResolver
    max_question_chars: int
    store: Callable[[], ConversationMemory]  # saved conversations


def open_conversation(
    parts: ConversationParts,
    conversation_id: str | None = None,
    kbs: list[str] | None = None,
    allow_sensitive: bool = False,
    on_event: OnEvent | None = None,
    deps: QADeps | None = None,
    gaps: GapQueue | None = None,
    asked_by: str = "",
    as_of: str | None = None,
    include_expired: bool = False,
) -> Conversation:
    """A conversation over `kbs`; with an id its memory is loaded from and saved to the database.
    `on_event` hears each answer's steps and drafts as they happen (see `answer_question`); `deps` replaces
    the usual QA parts (the QA eval passes them without the hot-question store). With `gaps`, every refused
    sub-question enters the unanswered-question queue of each base asked (all bases when `kbs` is None).
    `as_of` / `include_expired` answer from the documents in force on that day / from repealed ones too."""

    def answer(question: str) -> dict[str, Any]:
        result = answer_question(
            parts.qa_graph(), deps or parts.qa_deps(), question, kbs, allow_sensitive, on_event, as_of,
            include_expired,
        )  # fmt: skip
        if gaps is not None:
            try:
                scope = kbs if kbs is not None else parts.kb_names()
                gaps.record_result(scope, result, asked_by)
            except Exception:  # the queue is for admins later; the asker still gets the answer
                log.exception("could not record an unanswered question")
        return result

    glossary, tags = parts.glossary, parts.tags
    return Conversation(
        answer=answer,
        summarizer=parts.summarizer,
        glossary=glossary,
        has_topic=lambda text: bool(glossary.terms_in(text) or tags.tag(text)),
        cfg=parts.cfg,
        counter=parts.counter,
        store=parts.store() if conversation_id else None,
        conversation_id=conversation_id,
        entities=parts.entities,
        scope=GraphScope.of(kbs, allow_sensitive),
        max_question_chars=parts.max_question_chars,
    )
