"""Security headers for the web UI's pages (issue 20): what a browser may load and run there.

The pages load only their own scripts and styles (no CDN, no inline script), answers are HTML the server
rendered with raw HTML off, and the Content-Security-Policy makes that the rule for anything that slips
through: no inline or foreign script, no foreign images, no framing by other sites (clickjacking), no
form posts elsewhere. API responses are JSON and get `nosniff` only.
"""

from __future__ import annotations

from starlette.datastructures import MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

PAGE_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
    "frame-ancestors 'none'; form-action 'self'; base-uri 'none'; object-src 'none'"
)
PAGE_HEADERS = {"Content-Security-Policy": PAGE_POLICY, "X-Frame-Options": "DENY", "Referrer-Policy": "same-origin"}


class PageHeaders:
    """ASGI middleware: the policy on everything under `prefix`, `nosniff` on every response."""

    def __init__(self, app: ASGIApp, prefix: str = "/ui") -> None:
        self.app = app
        self.prefix = prefix

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        page = scope["path"] == self.prefix or scope["path"].startswith(self.prefix + "/")

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                headers["X-Content-Type-Options"] = "nosniff"
                if page:
                    headers.update(PAGE_HEADERS)
            await send(message)

        await self.app(scope, receive, with_headers)
