"""Per-route request-body limits, enforced before any parser reads the body (issue 16, item 2).

A declared Content-Length over the route's limit is refused without reading a byte of the body; a body
sent without one (chunked) is counted as it arrives and refused as soon as it passes the limit, so neither
a 2 GB JSON body nor an endless chunked stream reaches the JSON or multipart parser. (Starlette's own
`max_body_size` needs newer FastAPI and Starlette than we require and answers in plain text; this one
answers in the API's own error shape, `api.errors.error_response`.)
"""

from __future__ import annotations

from collections.abc import Callable

from starlette.datastructures import Headers
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from knowdesk.api.errors import error_body, error_response

LimitFor = Callable[[Scope], int]


def describe(limit: int) -> str:
    return f"{limit // 2**20} MB" if limit >= 2**20 else f"{limit // 1024} KB"


class BodyTooLarge(StarletteHTTPException):
    """Raised from `receive` when a streamed body passes the limit; FastAPI re-raises HTTP exceptions from
    body parsing, so the app's handler answers 413, or `BodyLimit` does when the exception reaches it."""

    def __init__(self, limit: int) -> None:
        super().__init__(413, f"request body larger than this route's limit of {describe(limit)}")


class BodyLimit:
    """ASGI middleware: `limit_for(scope)` bytes of body at most, per route."""

    def __init__(self, app: ASGIApp, limit_for: LimitFor) -> None:
        self.app = app
        self.limit_for = limit_for

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = self.limit_for(scope)
        declared = Headers(scope=scope).get("content-length", "")
        if declared.isdigit() and int(declared) > limit:
            await refuse(scope, receive, send, BodyTooLarge(limit))
            return
        received = 0
        started = False

        async def limited_receive() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit:
                    raise BodyTooLarge(limit)
            return message

        async def tracked_send(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, limited_receive, tracked_send)
        except BodyTooLarge as exc:
            if started:
                raise
            await refuse(scope, receive, send, exc)


async def refuse(scope: Scope, receive: Receive, send: Send, exc: BodyTooLarge) -> None:
    response = error_response(scope["path"], 413, error_body("too_large", str(exc.detail)))
    await response(scope, receive, send)
