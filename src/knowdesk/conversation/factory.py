"""Build a Conversation from the app's parts (kept out of app.py so the app stays a list of parts)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from knowdesk.conversation.session import Conversation
from knowdesk.graph.base import GraphScope
from knowdesk.graphs.qa import OnEvent, QADeps, answer_question

if TYPE_CHECKING:
    from knowdesk.app import Knowdesk


def open_conversation(
    app: Knowdesk,
    conversation_id: str | None = None,
    kbs: list[str] | None = None,
    allow_sensitive: bool = False,
    on_event: OnEvent | None = None,
    deps: QADeps | None = None,
) -> Conversation:
    """A conversation over `kbs`; with an id its memory is loaded from and saved to the database.
    `on_event` hears each answer's steps and drafts as they happen (see `answer_question`); `deps` replaces
    the app's QA parts (the QA eval passes them without the hot-question store)."""

    def answer(question: str) -> dict[str, Any]:
        return answer_question(app.qa_graph, deps or app.qa_deps, question, kbs, allow_sensitive, on_event)

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
