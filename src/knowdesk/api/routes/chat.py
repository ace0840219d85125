"""Chat: one JSON answer, or the same answer as server-sent events step by step; conversations and suggestions.

A question with a `conversation_id` belongs to that conversation (claimed on first use: the id is the
client's, so a retried request never makes a second conversation); one without is answered on its own
and no conversation is kept, so scripts calling `/chat` do not fill anyone's conversation list; every answer
(its `answer_id`) is kept for its asker's vote, `POST /answers/{id}/feedback`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Annotated, Any

from fastapi import APIRouter, Query

from knowdesk.api.chat_flow import (
    ReplyStream,
    claim,
    enrich_citations,
    hide_unreadable,
    readable_by,
    recorder,
    streaming_conversation,
)
from knowdesk.api.deps import KD, CurrentUser, Users, allowed_kbs
from knowdesk.api.errors import ApiError
from knowdesk.api.rendering import render_answer
from knowdesk.api.schemas import AnswerVote, ChatRequest, ConversationRename, Feedback
from knowdesk.api.sse import SSE_RESPONSE, sse_async
from knowdesk.api.suggestions import suggested_questions
from knowdesk.api.trace_text import localized_steps
from knowdesk.app import Knowdesk
from knowdesk.auth import User, UserStoreApi
from knowdesk.conversation.transcript import Message
from knowdesk.errors import NotFoundError
from knowdesk.limits import check_question
from knowdesk.validity.store import iso_day

router = APIRouter(tags=["chat"])
RATING_OF = {"up": "good", "down": "bad"}


def _start(kd: Knowdesk, users: UserStoreApi, user: User, body: ChatRequest) -> tuple[list[str], str | None, str]:
    """(scope, conversation id, the question to answer): checks first, then the claim, then a regeneration's
    bookkeeping (the last answer leaves the transcript and, if it was remembered, the memory)."""
    check_question(body.question, kd.settings.limits.max_question_chars)
    kbs = allowed_kbs(kd, user, body.kb, body.group)
    if body.conversation_id is None:
        if body.regenerate:
            raise ApiError(422, "invalid", "regenerate needs the conversation_id whose last answer to replace")
        return kbs, None, body.question
    cid = claim(users, user, body.conversation_id, body.question)
    question = body.question
    if body.regenerate:
        last = kd.transcript.last(cid)
        if last is None:
            raise ApiError(409, "conflict", f"conversation {cid!r} has no answer to regenerate")
        question = last.question
        kd.transcript.remove(last.id)
        if last.kind == "answer" and last.status == "done":
            kd.conversations.drop_last(cid)
    return kbs, cid, question


def _stream(kd: Knowdesk, user: User, kbs: list[str], cid: str | None, question: str, body: ChatRequest) -> ReplyStream:
    record = recorder(kd, cid or "", question, user.name, kbs)
    make = lambda emit: streaming_conversation(  # noqa: E731
        kd, kbs, user, cid, emit, as_of=iso_day(body.as_of, "as_of") or None, include_expired=body.include_expired
    )
    return ReplyStream(kd, make, question, cid, record, readable=readable_by(user))


@router.post("/chat")
async def chat(body: ChatRequest, kd: KD, users: Users, user: CurrentUser) -> dict[str, Any]:
    """Answer a question with numbered citations (each with its fragment and the sentences quoted), the answer
    as Markdown (`answer`) and safe HTML with `[n]` markers (`answer_html`), its steps, and its `answer_id`
    (rate it with `POST /answers/{id}/feedback`)."""
    kbs, cid, question = _start(kd, users, user, body)
    stream = _stream(kd, user, kbs, cid, question, body)
    return await stream.result()


@router.post("/chat/stream", responses=SSE_RESPONSE)
async def chat_stream(body: ChatRequest, kd: KD, users: Users, user: CurrentUser) -> Any:
    """SSE: `step` per graph step ({step, label: {zh, en}, trace, lines: {zh, en}}: preprocess, hot hit/miss,
    sub-questions, route, retrieval, rewrite, grounding…) and, with a chat model, `draft` tokens as the answer is
    written ({part, attempt, text}: a preview per sub-question, restarted when regenerated); then `token`s of the
    checked answer, `citations`, and `done` with the whole reply (as `POST /chat` returns it). Closing the stream
    stops the answer at its next step (recorded as stopped)."""
    kbs, cid, question = _start(kd, users, user, body)
    return sse_async(_stream(kd, user, kbs, cid, question, body))


@router.get("/chat/suggestions")
def suggestions(
    kd: KD,
    user: CurrentUser,
    kb: Annotated[str | None, Query(max_length=100)] = None,
    group: Annotated[str | None, Query(max_length=100)] = None,
    n: Annotated[int, Query(ge=1, le=20)] = 6,
) -> list[dict[str, Any]]:
    """The most asked questions whose answers come from knowledge bases you may ask (the empty chat's ideas)."""
    kbs = allowed_kbs(kd, user, kb, group)
    return suggested_questions(kd.hot, kd.store, kbs, user.may_see_sensitive(), n)


@router.get("/conversations")
def conversations(
    kd: KD, users: Users, user: CurrentUser, q: Annotated[str | None, Query(max_length=200)] = None
) -> list[dict[str, Any]]:
    """Your conversations, newest first; `q` keeps those whose title, questions or answers contain it."""
    mine = users.conversations(user.name)
    text = (q or "").strip().lower()
    if not text:
        return mine
    found = kd.transcript.search([c["id"] for c in mine], text)
    return [c for c in mine if text in (c["title"] or "").lower() or c["id"] in found]


def _own(users: UserStoreApi, user: User, conversation_id: str) -> None:
    if users.conversation_owner(conversation_id) != user.name:
        raise NotFoundError(f"conversation {conversation_id!r} does not exist")


def _shown(m: Message) -> dict[str, Any]:
    return {**m.to_dict(), "answer_html": render_answer(m.answer, m.citations), "steps": localized_steps(m.steps)}


@router.get("/conversations/{conversation_id}")
def conversation(conversation_id: str, kd: KD, users: Users, user: CurrentUser) -> dict[str, Any]:
    """One of your conversations (404 for anyone else's): its messages as shown — question, answer (Markdown and
    HTML), numbered citations, steps, feedback, status — and the rounds its memory holds."""
    _own(users, user, conversation_id)
    rounds = kd.conversations.last_rounds(conversation_id, 1000)
    readable = readable_by(user)
    messages = [_shown(replace(m, citations=hide_unreadable(kd, m.citations, readable)))
                for m in kd.transcript.messages(conversation_id)]  # fmt: skip
    if not messages:  # a conversation from before the transcript: its remembered rounds, as they were answered
        for r in rounds:
            answer = "\n".join(r.answers)
            cites = [{k: v for k, v in c.items() if k not in ("text", "header")}
                     for c in enrich_citations(kd, {"citations": r.citations}, answer, readable)]  # fmt: skip
            messages.append(_shown(Message("", conversation_id, r.question, answer, citations=cites)))
    title = next((c["title"] for c in users.conversations(user.name) if c["id"] == conversation_id), "")
    return {"id": conversation_id, "title": title, "messages": messages,
            "rounds": [{"question": r.question, "resolved": r.resolved, "answers": r.answers} for r in rounds]}  # fmt: skip


@router.patch("/conversations/{conversation_id}")
def rename_conversation(
    conversation_id: str, body: ConversationRename, users: Users, user: CurrentUser
) -> dict[str, Any]:
    """Rename one of your conversations."""
    _own(users, user, conversation_id)
    title = body.title.strip()
    if not title:
        raise ApiError(
            422, "invalid", "title: must not be empty", details=[{"loc": ["body", "title"], "type": "empty"}]
        )
    users.rename_conversation(conversation_id, title)
    return {"id": conversation_id, "title": title}


@router.delete("/conversations/{conversation_id}")
def delete_conversation(conversation_id: str, kd: KD, users: Users, user: CurrentUser) -> dict[str, Any]:
    """Delete one of your conversations: its memory, its messages and its place in your list."""
    _own(users, user, conversation_id)
    kd.conversations.delete(conversation_id)
    kd.transcript.forget(conversation_id)
    users.forget_conversation(conversation_id)
    return {"deleted": conversation_id}


@router.put("/conversations/{conversation_id}/messages/{message_id}/feedback")
def feedback(
    conversation_id: str, message_id: str, body: Feedback, kd: KD, users: Users, user: CurrentUser
) -> dict[str, Any]:
    """Thumbs up or down on one answer of your conversation ('' takes it back): the web chat's form of
    `POST /answers/{id}/feedback` (a 👎 enters the unanswered-question queue)."""
    _own(users, user, conversation_id)
    try:
        msg = kd.transcript.get(message_id)
    except NotFoundError:
        msg = None
    if msg is None or msg.conversation_id != conversation_id:
        raise NotFoundError(f"message {message_id!r} does not exist")
    if body.rating:
        kd.answer_feedback.give(msg.id, user.name, RATING_OF[body.rating])
    else:
        kd.answer_feedback.take_back(msg.id, user.name)
    return {"id": msg.id, "feedback": kd.transcript.get(msg.id).feedback}


@router.post("/answers/{answer_id}/feedback")
def answer_feedback(answer_id: str, body: AnswerVote, kd: KD, user: CurrentUser) -> dict[str, Any]:
    """Your vote on one of your answers: `good` or `bad`, with an optional reason for `bad` (wrong, outdated,
    incomplete, not_my_question); a new vote replaces the old one. The id is the `answer_id` of `/chat` and
    `/chat/stream`'s `done` event, or a `/v1/chat/completions` response's `id` as it is (`chatcmpl-…`). A `bad`
    vote puts the question in the unanswered-question queue of the bases it was asked over (`GET /gaps`)."""
    vote = kd.answer_feedback.give(answer_id, user.name, body.rating, body.reason)
    return {"id": vote.message_id, "rating": vote.rating, "reason": vote.reason}


@router.get("/fragments/{fragment_id}")
def fragment(fragment_id: str, kd: KD, user: CurrentUser) -> dict[str, Any]:
    """A cited fragment with its header (404 unless you may ask its knowledge base and see it)."""
    row = kd.store.fragments_by_ids([fragment_id]).get(fragment_id)
    if row is None or not user.can(row.kb) or (row.sensitive and not user.may_see_sensitive()):
        raise NotFoundError(f"fragment {fragment_id!r} does not exist")
    return {"id": row.id, "kb": row.kb, "document": row.document, "section": row.section, "header": row.header,
            "text": row.body, "version": row.version, "updated": row.updated, "sensitive": row.sensitive,
            "page": row.page, "ocr": row.ocr, "content_type": row.content_type}  # fmt: skip
