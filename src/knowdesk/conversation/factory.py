"""Build a Conversation from the app's parts (kept out of app.py so the app stays a list of parts)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from knowdesk.conversation.session import Conversation
from knowdesk.graphs.qa import QADeps
from knowdesk.graphs.qa_run import OnEvent, answer_question
from knowdesk.relations.base import GraphScope

if TYPE_CHECKING:
    from knowdesk.app import Knowdesk
    from knowdesk.gaps.queue import GapQueue

log = logging.getLogger(__name__)


def open_conversation(
    app: Knowdesk,
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
    the app's QA parts (the QA eval passes them without the hot-question store). With `gaps`, every refused
    sub-question enters the unanswered-question queue of each base asked (all bases when `kbs` is None).
    `as_of` / `include_expired` answer from the documents in force on that day / from repealed ones too."""

    def answer(question: str) -> dict[str, Any]:
        result = answer_question(
            app.qa_graph, deps or app.qa_deps, question, kbs, allow_sensitive, on_event, as_of, include_expired
        )
        if gaps is not None:
            try:
                scope = kbs if kbs is not None else [k["name"] for k in app.store.list_kbs()]
                gaps.record_result(scope, result, asked_by)
            except Exception:  # the queue is for admins later; the asker still gets the answer
                log.exception("could not record an unanswered question")
        return result

    return Conversation(
        answer=answer,
        summarizer=app.reasoner.summarizer,
        glossary=app.glossary,
        has_topic=lambda text: bool(app.glossary.terms_in(text) or app.tags.tag(text)),
        cfg=app.settings.qa,
        counter=app.token_counter,
        store=app.conversations if conversation_id else None,
        conversation_id=conversation_id,
        entities=app.entities,
        scope=GraphScope.of(kbs, allow_sensitive),
        max_question_chars=app.settings.limits.max_question_chars,
    )
