"""Answering over HTTP: a conversation whose graph run reports each step as it happens.

`Conversation.handle` is synchronous and calls `answer(question)` once; here the conversation's
answers report their steps and (with a chat model) drafts to `emit` as the QA graph runs
(`answer_question(on_event=…)`), so the SSE endpoint can send one event per step while memory,
follow-ups and persistence stay as in the CLI. A draft is a preview: the checked answer comes as
`token`s and `done`. Citations are numbered, carry the fragment they quote (the answer step names it)
and the sentences of it the answer rests on; the answer comes as Markdown and as safe HTML with `[n]`
markers. A reply is recorded in the conversation's transcript in the worker thread, whether or not the
client is still there; a client that goes away (the page's stop button) stops the run at its next step.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
from collections.abc import AsyncIterator, Callable, Iterator
from typing import Any

from starlette.concurrency import run_in_threadpool

from knowdesk.api.quotes import supporting_quotes
from knowdesk.api.rendering import render_answer
from knowdesk.api.trace_text import localized_steps
from knowdesk.app import Knowdesk
from knowdesk.auth import User, UserStoreApi
from knowdesk.conversation.factory import open_conversation
from knowdesk.conversation.session import Conversation, Reply
from knowdesk.errors import KnowdeskError, NotFoundError
from knowdesk.graphs.qa_run import OnEvent
from knowdesk.stores.contracts.conversations import Round

log = logging.getLogger(__name__)
TOKEN_CHARS = 4  # local mode has the whole answer at once; it is still sent in small pieces
Record = Callable[[dict[str, Any] | None, list[dict[str, Any]], str], str]  # (payload, steps, status) → message id


class Stopped(Exception):
    """The asker stopped the answer (the stream's client went away)."""


def streaming_conversation(kd: Knowdesk, kbs: list[str], user: User, conversation_id: str | None,
                           emit: OnEvent | None = None, history: list[Round] | None = None, as_of: str | None = None,
                           include_expired: bool = False) -> Conversation:  # fmt: skip
    conv = open_conversation(kd.conversation_parts, conversation_id, kbs, user.may_see_sensitive(), emit, gaps=kd.gaps,
                             asked_by=user.name, as_of=as_of, include_expired=include_expired)  # fmt: skip
    if history is not None:
        conv.history = history
    return conv


def claim(users: UserStoreApi, user: User, conversation_id: str, title: str) -> str:
    """The conversation id, now owned by the user (claimed when new); someone else's id is 'not found'."""
    if not users.claim_conversation(conversation_id, user.name, title):
        raise NotFoundError(f"conversation {conversation_id!r} does not exist")
    return conversation_id


def readable_by(user: User) -> Callable[[Any], bool]:
    """Whether `user` may read a fragment row now (its base, its sensitivity)."""
    return lambda row: user.can(row.kb) and (user.may_see_sensitive() or not row.sensitive)


def enrich_citations(kd: Knowdesk, result: dict[str, Any], answer: str,
                     readable: Callable[[Any], bool] | None = None) -> list[dict[str, Any]]:  # fmt: skip
    """Each citation numbered (`n`, as its `[n]` marker) with its fragment: the one the answer step names
    (`fragment_id`), else (older memory rounds, hot-question summaries) the first fragment the answer
    came from with the same document and section; plus the fragment's text and the sentences quoted.
    Citations read from memory (a steps reply, a reopened old conversation) name fragments chosen earlier:
    `readable` keeps only those the asker may still read."""
    cites = result.get("citations", [])
    named = [c["fragment_id"] for c in cites if c.get("fragment_id")]
    rows = kd.store.fragments_by_ids(list(dict.fromkeys([*named, *result.get("fragment_ids", [])])))
    if readable is not None:
        rows = {i: r for i, r in rows.items() if readable(r)}
    out = []
    for n, c in enumerate(cites, 1):
        row = rows.get(c.get("fragment_id") or "")
        if row is None:
            same = [r for r in rows.values() if r.document == c["document"]]
            row = next((r for r in same if r.section == c["section"]), same[0] if same else None)
        extra: dict[str, Any] = {}
        if row is not None:
            extra = {"fragment_id": row.id, "kb": row.kb, "header": row.header, "text": row.body, "page": row.page,
                     "ocr": row.ocr, "quotes": supporting_quotes(answer, c, row.body)}  # fmt: skip
        out.append({**c, "n": n, "locator": c.get("locator") or c["section"], **extra})
    return out


def hide_unreadable(
    kd: Knowdesk, citations: list[dict[str, Any]], readable: Callable[[Any], bool]
) -> list[dict[str, Any]]:
    """Stored citations as they may be shown now: one whose fragment the asker may no longer read (a grant
    revoked, a fragment since marked sensitive; one since re-ingested cannot be opened either) keeps its document,
    place and page but not its base or the sentences quoted from it."""
    rows = kd.store.fragments_by_ids([c["fragment_id"] for c in citations if c.get("fragment_id")])
    hidden = ("kb", "quotes")

    def shown(c: dict[str, Any]) -> bool:
        row = rows.get(c["fragment_id"]) if c.get("fragment_id") else None
        return not c.get("fragment_id") or (row is not None and readable(row))

    return [c if shown(c) else {k: v for k, v in c.items() if k not in hidden} for c in citations]


def reply_payload(kd: Knowdesk, reply: Reply, conversation_id: str | None, steps: list[dict[str, Any]] | None = None,
                  trace: bool = True, readable: Callable[[Any], bool] | None = None) -> dict[str, Any]:  # fmt: skip
    data = reply.to_json()
    citations = enrich_citations(kd, reply.result, data["answer"] or "", readable)
    data.update({"conversation_id": conversation_id, "kind": reply.kind, "lines": reply.lines, "citations": citations,
                 "answer_html": render_answer(data["answer"] or "", citations)})  # fmt: skip
    if trace:
        data["trace"] = reply.result.get("trace", [])
        data["steps"] = localized_steps(steps or [])
    return data


class ReplyStream:
    """One answer run in a worker thread: (event, data) pairs as it goes — steps, drafts — then the checked
    answer's tokens, citations and done (or error). `async for` it (an SSE response, or `result()` for one
    JSON answer): a consumer that goes away (an SSE client disconnecting) stops the run at its next step. The
    run starts when iteration does; events reach the consumer's event loop without holding a thread."""

    def __init__(self, kd: Knowdesk, make_conv: Callable[[OnEvent], Conversation], question: str,
                 conversation_id: str | None, record: Record | None = None, trace: bool = True,
                 readable: Callable[[Any], bool] | None = None) -> None:  # fmt: skip
        self.kd, self.make_conv, self.question, self.conversation_id = kd, make_conv, question, conversation_id
        self.record, self.trace, self.readable = record, trace, readable
        self.stop = threading.Event()
        self.steps: list[dict[str, Any]] = []
        self.payload: dict[str, Any] | None = None
        self.error: BaseException | None = None
        self.recorded = False
        self._put: Callable[[tuple[str, dict] | None], None] = lambda item: None

    def _start(self, put: Callable[[tuple[str, dict] | None], None]) -> None:
        """Run on the request thread pool (threads reused, each with its database connection; a burst of
        questions waits for a thread instead of opening connections), in a task of its own: it finishes, and
        records its message, even when the consumer leaves."""
        self._put = put
        task = asyncio.ensure_future(run_in_threadpool(self._run))
        _running.add(task)
        task.add_done_callback(_running.discard)

    def _emit(self, event: str, data: dict[str, Any]) -> None:
        if self.stop.is_set():
            self._stopped()  # now, not once the graph has unwound (a node in flight finishes first)
            raise Stopped
        if event == "step":
            self.steps.append(data)
            data = localized_steps([data])[0]
        self._put((event, data))

    def _stopped(self) -> None:
        if self.record and not self.recorded:
            self.recorded = True
            self.record(None, self.steps, "stopped")

    def _run(self) -> None:
        try:
            reply = self.make_conv(self._emit).handle(self.question)
            payload = reply_payload(self.kd, reply, self.conversation_id, self.steps, self.trace, self.readable)
            if self.record:  # every answer has an id to vote on; one in a conversation is also its message
                payload["answer_id"] = self.record(payload, self.steps, "done")
                if self.conversation_id:
                    payload["message_id"] = payload["answer_id"]
            self.payload = payload
        except Stopped:
            self._stopped()
        except Exception as exc:  # reported as an error event; the stream must still end cleanly
            self.error = exc
            if self.record:
                self.record({"answer": error_body(exc)["message"], "kind": "error", "citations": []}, self.steps,
                            "failed")  # fmt: skip
        finally:
            self._put(None)

    def _tail(self) -> Iterator[tuple[str, dict[str, Any]]]:
        if self.payload is None:
            if self.error is not None:
                yield "error", error_body(self.error)
            return
        text = self.payload["answer"] or ""
        for i in range(0, len(text), TOKEN_CHARS):
            yield "token", {"text": text[i : i + TOKEN_CHARS]}
        yield "citations", {"citations": self.payload["citations"]}
        yield "done", self.payload

    async def __aiter__(self) -> AsyncIterator[tuple[str, dict[str, Any]]]:
        loop = asyncio.get_running_loop()
        events: asyncio.Queue[tuple[str, dict] | None] = asyncio.Queue()

        def put(item: tuple[str, dict] | None) -> None:
            with contextlib.suppress(RuntimeError):  # the consumer's loop has closed: nobody is listening
                loop.call_soon_threadsafe(events.put_nowait, item)

        self._start(put)
        try:
            while (item := await events.get()) is not None:
                yield item
            for pair in self._tail():
                yield pair
        finally:
            self.stop.set()  # a consumer that left early stops the run at its next step

    async def result(self) -> dict[str, Any]:
        """The reply's payload once the run ends, or its error raised."""
        async for _ in self:
            pass
        if self.payload is None:
            raise self.error or Stopped()
        return self.payload


_running: set[asyncio.Future[None]] = set()  # runs whose consumer may have left, kept until they end


def error_body(exc: BaseException) -> dict[str, str]:
    """{code, message} of a failed run: a knowdesk error says what went wrong, anything else only its kind."""
    if not isinstance(exc, KnowdeskError):
        log.error("answer failed", exc_info=exc)
        return {"code": "internal", "message": f"internal error: {type(exc).__name__}"}
    code = getattr(exc, "reason", None) or exc.code
    return {"code": str(code), "message": str(exc.args[0]) if exc.args else type(exc).__name__}


def recorder(kd: Knowdesk, conversation_id: str, question: str, asker: str = "", kbs: list[str] | None = None,
             answer_id: str | None = None) -> Record:  # fmt: skip
    """Writes each reply (done, stopped or failed) into the transcript: the conversation's, or ('' conversation)
    an answer on its own, kept so that its asker can vote on it (`/answers/{id}/feedback`). With the asker, the
    bases asked, the routes taken, the area (the first part's: the gap queue's description of it) and the hot
    question it was served from, if any (a vote on it labels that match)."""

    def record(payload: dict[str, Any] | None, steps: list[dict[str, Any]], status: str) -> str:
        p = payload or {}
        cats = p.get("categories") or []
        area = kd.gaps.describe(p.get("question") or question, cats[0])[0] if cats else ""
        msg = kd.transcript.add(conversation_id, question, p.get("answer") or "", p.get("kind", "answer"),
                                status, p.get("citations", []), steps, message_id=answer_id, asker=asker,
                                kbs=kbs, routes=p.get("routes") or [], area=area,
                                hot=p.get("hot"))  # type: ignore[arg-type]  # fmt: skip
        return msg.id

    return record
