"""OpenAI-compatible chat completions, so existing chat clients can use knowdesk.

Each knowledge base is a model (`knowdesk` = every one you may ask). Earlier user/assistant
turns in `messages` become the conversation's memory, so follow-ups work statelessly; the
reply's content ends with its sources, and `citations` carries them structured. The completion's `id`
(`chatcmpl-<answer id>`) is how a client rates the answer: `POST /answers/{id}/feedback` with that id.
Two fields beyond OpenAI's (the SDKs' `extra_body`) choose the documents' versions as `/chat` does:
`as_of` (YYYY-MM-DD) and `include_expired`.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import AsyncIterator
from typing import Any

from fastapi import APIRouter

from knowdesk.api.chat_flow import ReplyStream, readable_by, recorder, streaming_conversation
from knowdesk.api.deps import KD, CurrentUser, allowed_kbs
from knowdesk.api.errors import ApiError
from knowdesk.api.schemas import ChatCompletionRequest, ChatMessage
from knowdesk.api.sse import SSE_RESPONSE, sse_data_only_async
from knowdesk.app import Knowdesk
from knowdesk.auth import User
from knowdesk.gaps.feedback import OPENAI_PREFIX
from knowdesk.limits import LimitSettings, check_messages, check_question
from knowdesk.reasoning.local_answer import sources_line
from knowdesk.stores.contracts.conversations import Round
from knowdesk.text.language import language_of
from knowdesk.validity.store import iso_day

router = APIRouter(prefix="/v1", tags=["openai"])
ALL = "knowdesk"


def _text(m: ChatMessage) -> str:
    if isinstance(m.content, list):
        return "".join(str(p.get("text", "")) for p in m.content if isinstance(p, dict))
    return m.content or ""


def _history(messages: list[ChatMessage], limits: LimitSettings) -> tuple[str, list[Round]]:
    """The question (the last user message) and the earlier turns as memory; both sizes bounded first."""
    texts = [_text(m) for m in messages]
    check_messages(sum(len(t) for t in texts), limits.max_messages_chars)
    turns = [(m.role, t) for m, t in zip(messages, texts, strict=True) if m.role in ("user", "assistant")]
    if not turns or turns[-1][0] != "user" or not turns[-1][1].strip():
        raise ApiError(422, "invalid", "the last message must be a non-empty user message")
    check_question(turns[-1][1], limits.max_question_chars)
    history: list[Round] = []
    for role, text in turns[:-1]:
        if role == "user":
            history.append(Round(text, text, []))
        elif history:
            history[-1].answers.append(text)
    return turns[-1][1].strip(), history


def _scope(kd: Knowdesk, user: User, model: str) -> list[str]:
    if model == ALL:
        return allowed_kbs(kd, user)
    if not kd.store.kb_exists(model) or not user.can(model):  # a base one may not ask is not listed either
        raise ApiError(404, "model_not_found", f"model {model!r} does not exist; GET /v1/models lists them")
    return allowed_kbs(kd, user, model)


def _content(payload: dict[str, Any], question: str) -> str:
    sources = sources_line(payload.get("citations", []), language_of(question))
    return payload["answer"] + (f"\n\n{sources}" if sources else "")


@router.get("/models")
def models(kd: KD, user: CurrentUser) -> dict[str, Any]:
    """Every knowledge base you may ask, as a model; `knowdesk` asks all of them."""
    now = int(time.time())
    names = [ALL] + [k["name"] for k in kd.store.list_kbs() if user.can(k["name"])]
    return {
        "object": "list",
        "data": [{"id": n, "object": "model", "created": now, "owned_by": "knowdesk"} for n in names],
    }


def _usage(kd: Knowdesk, messages: list[ChatMessage], content: str) -> dict[str, int]:
    """Tokens by the app's own counter (e5's tokenizer when loaded, else its estimate): every message's text
    in, the reply's content out."""
    prompt = sum(kd.token_counter.count(_text(m)) for m in messages)
    completion = kd.token_counter.count(content)
    return {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion}


def _stream_error(body: dict[str, str]) -> dict[str, Any]:
    """An error after the stream began, as OpenAI sends one (and its clients raise): `data: {"error": …}`."""
    kind = "server_error" if body["code"] in ("internal", "model", "config") else "invalid_request_error"
    return {"error": {"message": body["message"], "type": kind, "code": body["code"], "param": None}}


@router.post("/chat/completions", responses=SSE_RESPONSE)
async def completions(body: ChatCompletionRequest, kd: KD, user: CurrentUser) -> Any:
    """Chat completion (non-stream JSON, or `stream: true` for `chat.completion.chunk` events); its `id` names the
    answer for `POST /answers/{id}/feedback` (good | bad, with a reason). `usage` counts
    tokens with the app's own counter. An error before the answer starts is an HTTP error in OpenAI's shape; one
    during a stream is a last `data: {"error": {message, type, code}}` event (no `[DONE]`), as OpenAI sends."""
    question, history = _history(body.messages, kd.settings.limits)
    kbs = _scope(kd, user, body.model)
    as_of = iso_day(body.as_of, "as_of") or None
    answer_id, created = uuid.uuid4().hex[:16], int(time.time())
    # the completion's id names the answer: POST /answers/{id}/feedback takes it as it is
    base = {"id": OPENAI_PREFIX + answer_id, "created": created, "model": body.model, "system_fingerprint": None}

    def run() -> ReplyStream:
        make = lambda emit: streaming_conversation(  # noqa: E731
            kd, kbs, user, None, emit, history=history, as_of=as_of, include_expired=body.include_expired
        )
        record = recorder(kd, "", question, user.name, kbs, answer_id)
        return ReplyStream(kd, make, question, None, record, trace=False, readable=readable_by(user))

    if not body.stream:
        payload = await run().result()
        content = _content(payload, question)
        message = {"role": "assistant", "content": content}
        return {**base, "object": "chat.completion", "citations": payload["citations"],
                "choices": [{"index": 0, "message": message, "finish_reason": "stop", "logprobs": None}],
                "usage": _usage(kd, body.messages, content)}  # fmt: skip
    include_usage = bool(body.stream_options and body.stream_options.include_usage)

    async def chunks() -> AsyncIterator[Any]:
        def chunk(delta: dict[str, Any], finish: str | None = None, **extra: Any) -> dict[str, Any]:
            return {**base, "object": "chat.completion.chunk", **extra,
                    "choices": [{"index": 0, "delta": delta, "finish_reason": finish, "logprobs": None}]}  # fmt: skip

        yield chunk({"role": "assistant", "content": ""})
        sent: list[str] = []
        async for event, data in run():
            if event == "token":
                sent.append(data["text"])
                yield chunk({"content": data["text"]})
            elif event == "citations" and data["citations"]:
                sources = f"\n\n{sources_line(data['citations'], language_of(question))}"
                sent.append(sources)
                yield chunk({"content": sources}, citations=data["citations"])
            elif event == "error":
                yield _stream_error(data)
                return
        yield chunk({}, "stop")
        if include_usage:
            yield {**base, "object": "chat.completion.chunk", "choices": [],
                   "usage": _usage(kd, body.messages, "".join(sent))}  # fmt: skip
        yield "[DONE]"

    return sse_data_only_async(chunks())
