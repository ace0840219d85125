"""Answering over HTTP: a conversation whose graph run reports each step as it happens.

`Conversation.handle` is synchronous and calls `answer(question)` once; here the conversation's
answers report their steps and (with a chat model) drafts to `emit` as the QA graph runs
(`answer_question(on_event=…)`), so the SSE endpoint can send one event per step while memory,
follow-ups and persistence stay as in the CLI. A draft is a preview: the checked answer comes as
`token`s and `done`. Citations are enriched with the fragment they came from, so the UI can open it.
"""

from __future__ import annotations

import queue
import threading
import uuid
from collections.abc import Callable, Iterator
from typing import Any

from knowdesk.app import Knowdesk
from knowdesk.auth import User, UserStoreApi
from knowdesk.conversation.factory import open_conversation
from knowdesk.conversation.session import Conversation, Reply
from knowdesk.conversation.store import Round
from knowdesk.errors import KnowdeskError, NotFoundError
from knowdesk.graphs.qa import OnEvent

TOKEN_CHARS = 4  # local mode has the whole answer at once; it is still sent in small pieces


def streaming_conversation(kd: Knowdesk, kbs: list[str], user: User, conversation_id: str | None,
                           emit: OnEvent | None = None, history: list[Round] | None = None) -> Conversation:  # fmt: skip
    conv = open_conversation(kd, conversation_id, kbs, user.may_see_sensitive(), emit)
    if history is not None:
        conv.history = history
    return conv


def claim(users: UserStoreApi, user: User, conversation_id: str | None, title: str) -> str:
    """A conversation id the user owns (new if none given); someone else's id is 'not found'."""
    cid = conversation_id or uuid.uuid4().hex[:16]
    if not users.claim_conversation(cid, user.name, title):
        raise NotFoundError(f"conversation {cid!r} does not exist")
    return cid


def enrich_citations(kd: Knowdesk, result: dict[str, Any]) -> list[dict[str, Any]]:
    """{document, section} plus the fragment id, knowledge base, header and text of the cited fragment."""
    rows = kd.store.fragments_by_ids(list(dict.fromkeys(result.get("fragment_ids", []))))
    out = []
    for c in result.get("citations", []):
        match = next((r for r in rows.values() if r.document == c["document"] and r.section == c["section"]), None)
        match = match or next((r for r in rows.values() if r.document == c["document"]), None)
        extra = {"fragment_id": match.id, "kb": match.kb, "header": match.header, "text": match.body} if match else {}
        out.append({**c, **extra})
    return out


def reply_payload(kd: Knowdesk, reply: Reply, conversation_id: str | None, trace: bool = True) -> dict[str, Any]:
    data = reply.to_json()
    data.update({"conversation_id": conversation_id, "kind": reply.kind, "lines": reply.lines,
                 "citations": enrich_citations(kd, reply.result)})  # fmt: skip
    if trace:
        data["trace"] = reply.result.get("trace", [])
    return data


def stream_reply(kd: Knowdesk, make_conv: Callable[[OnEvent], Conversation], question: str,
                 conversation_id: str | None) -> Iterator[tuple[str, dict]]:  # fmt: skip
    """(event, data) pairs: steps and (with a chat model) drafts as they happen, then the checked answer's
    tokens, citations and done (or error)."""
    events: queue.Queue[tuple[str, dict] | None] = queue.Queue()
    holder: dict[str, Any] = {}

    def run() -> None:
        try:
            conv = make_conv(lambda event, data: events.put((event, data)))
            holder["reply"] = conv.handle(question)
        except KnowdeskError as exc:
            holder["error"] = exc
        except Exception as exc:  # reported as an error event; the stream must still end cleanly
            holder["error"] = exc
        finally:
            events.put(None)

    threading.Thread(target=run, name="knowdesk-chat", daemon=True).start()
    while (item := events.get()) is not None:
        yield item
    if "reply" not in holder:
        exc = holder["error"]
        code = getattr(exc, "code", "internal")
        yield "error", {"code": code, "message": str(exc.args[0]) if exc.args else type(exc).__name__}
        return
    payload = reply_payload(kd, holder["reply"], conversation_id)
    text = payload["answer"] or ""
    for i in range(0, len(text), TOKEN_CHARS):
        yield "token", {"text": text[i : i + TOKEN_CHARS]}
    yield "citations", {"citations": payload["citations"]}
    yield "done", payload
