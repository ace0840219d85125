"""Server-sent events from plain (event, data) iterators; sync iterators run in the thread pool."""

from __future__ import annotations

import json
from collections.abc import AsyncIterable, AsyncIterator, Iterable, Iterator
from typing import Any

from sse_starlette.sse import EventSourceResponse

from knowdesk.api.errors import knowdesk_error_payload
from knowdesk.errors import KnowdeskError


def _encode(pairs: Iterable[tuple[str, Any]]) -> Iterator[dict[str, str]]:
    try:
        for event, data in pairs:
            yield {"event": event, "data": json.dumps(data, ensure_ascii=False, default=str)}
    except KnowdeskError as exc:  # the response has started: the error becomes the last event
        _, body = knowdesk_error_payload(exc)
        yield {"event": "error", "data": json.dumps(body, ensure_ascii=False)}


def sse(pairs: Iterable[tuple[str, Any]]) -> EventSourceResponse:
    return EventSourceResponse(_encode(pairs), ping=15)


async def _encode_async(pairs: AsyncIterable[tuple[str, Any]]) -> AsyncIterator[dict[str, str]]:
    async for event, data in pairs:
        yield {"event": event, "data": json.dumps(data, ensure_ascii=False, default=str)}


def sse_async(pairs: AsyncIterable[tuple[str, Any]]) -> EventSourceResponse:
    """SSE from an async iterator: when the client goes away the iterator is closed at once (its `finally`
    runs), which is how a chat answer learns that it was stopped."""
    return EventSourceResponse(_encode_async(pairs), ping=15)


async def _data_only_async(items: AsyncIterable[Any]) -> AsyncIterator[dict[str, str]]:
    async for i in items:
        yield {"data": i if isinstance(i, str) else json.dumps(i, ensure_ascii=False, default=str)}


def sse_data_only_async(items: AsyncIterable[Any]) -> EventSourceResponse:
    return EventSourceResponse(_data_only_async(items), ping=15)


def sse_data_only(items: Iterable[Any]) -> EventSourceResponse:
    """Bare `data:` events (OpenAI style): dicts as JSON, strings such as `[DONE]` as they are."""
    encoded = ({"data": i if isinstance(i, str) else json.dumps(i, ensure_ascii=False, default=str)} for i in items)
    return EventSourceResponse(encoded, ping=15)


def typed(events: Iterable[dict[str, Any]]) -> Iterator[tuple[str, dict[str, Any]]]:
    """Assessment service events carry their SSE name in `type` (processStep, questions, question…)."""
    for e in events:
        yield str(e["type"]), e


SSE_RESPONSE: dict[int | str, dict[str, Any]] = {
    200: {"description": "server-sent events", "content": {"text/event-stream": {"schema": {"type": "string"}}}}
}
