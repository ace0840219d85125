"""Chat: one JSON answer, or the same answer as server-sent events step by step; conversations."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter
from starlette.concurrency import run_in_threadpool

from knowdesk.api.chat_flow import claim, reply_payload, stream_reply, streaming_conversation
from knowdesk.api.deps import KD, CurrentUser, Users, allowed_kbs
from knowdesk.api.schemas import ChatRequest
from knowdesk.api.sse import SSE_RESPONSE, sse
from knowdesk.errors import NotFoundError
from knowdesk.limits import check_question

router = APIRouter(tags=["chat"])


@router.post("/chat")
async def chat(body: ChatRequest, kd: KD, users: Users, user: CurrentUser) -> dict[str, Any]:
    """Answer a question with citations (each with its fragment); the conversation's memory persists."""
    check_question(body.question, kd.settings.limits.max_question_chars)
    kbs = allowed_kbs(kd, user, body.kb, body.group)
    cid = claim(users, user, body.conversation_id, body.question)
    conv = streaming_conversation(kd, kbs, user, cid)
    reply = await run_in_threadpool(conv.handle, body.question)
    return reply_payload(kd, reply, cid)


@router.post("/chat/stream", responses=SSE_RESPONSE)
async def chat_stream(body: ChatRequest, kd: KD, users: Users, user: CurrentUser) -> Any:
    """SSE: `step` per graph step ({step, label: {zh, en}, trace}: preprocess, hot hit/miss, sub-questions,
    route, retrieval, rewrite, grounding…) and, with a chat model, `draft` tokens as the answer is written ({part, attempt, text}: a
    preview per sub-question, restarted when regenerated); then `token`s of the checked answer, `citations`,
    and `done` with the whole reply."""
    check_question(body.question, kd.settings.limits.max_question_chars)
    kbs = allowed_kbs(kd, user, body.kb, body.group)
    cid = claim(users, user, body.conversation_id, body.question)
    return sse(stream_reply(kd, lambda emit: streaming_conversation(kd, kbs, user, cid, emit), body.question, cid))


@router.get("/conversations")
def conversations(users: Users, user: CurrentUser) -> list[dict[str, Any]]:
    """Your conversations, newest first."""
    return users.conversations(user.name)


def _own(users: Users, user: CurrentUser, conversation_id: str) -> None:
    if users.conversation_owner(conversation_id) != user.name:
        raise NotFoundError(f"conversation {conversation_id!r} does not exist")


@router.get("/conversations/{conversation_id}")
def conversation(conversation_id: str, kd: KD, users: Users, user: CurrentUser) -> dict[str, Any]:
    """One of your conversations with its remembered rounds (404 for anyone else's)."""
    _own(users, user, conversation_id)
    rounds = kd.conversations.last_rounds(conversation_id, 1000)
    return {"id": conversation_id,
            "rounds": [{"question": r.question, "resolved": r.resolved, "answers": r.answers} for r in rounds]}  # fmt: skip


@router.delete("/conversations/{conversation_id}")
def delete_conversation(conversation_id: str, kd: KD, users: Users, user: CurrentUser) -> dict[str, Any]:
    _own(users, user, conversation_id)
    kd.conversations.delete(conversation_id)
    return {"deleted": conversation_id}


@router.get("/fragments/{fragment_id}")
def fragment(fragment_id: str, kd: KD, user: CurrentUser) -> dict[str, Any]:
    """A cited fragment with its header (404 unless you may ask its knowledge base and see it)."""
    row = kd.store.fragments_by_ids([fragment_id]).get(fragment_id)
    if row is None or not user.can(row.kb) or (row.sensitive and not user.may_see_sensitive()):
        raise NotFoundError(f"fragment {fragment_id!r} does not exist")
    return {"id": row.id, "kb": row.kb, "document": row.document, "section": row.section, "header": row.header,
            "text": row.body, "version": row.version, "updated": row.updated, "sensitive": row.sensitive}  # fmt: skip
