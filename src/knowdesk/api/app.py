"""The FastAPI app factory: the lifespan builds one `Knowdesk` (its user store included) and closes it.

Routers stay thin: each turns HTTP into calls on the services the `Knowdesk` already has; the
web UI is plain static files served from `knowdesk/webui` (no build step).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path

from fastapi import FastAPI, Request, Response
from fastapi.responses import JSONResponse, RedirectResponse
from fastapi.staticfiles import StaticFiles

from knowdesk import __version__
from knowdesk.api import errors
from knowdesk.api.jobs import UploadJobs
from knowdesk.api.routes import assessment, chat, hot, jobs, knowledge, openai_compat, users
from knowdesk.app import Knowdesk
from knowdesk.config import Settings, load_settings
from knowdesk.embeddings import Embeddings
from knowdesk.indexing import start_refiner

WEBUI = Path(__file__).resolve().parent.parent / "webui"
BODY_SLACK = 2**20  # multipart overhead on top of the files themselves
MAX_FILES_PER_REQUEST = 20
WARM_PARTS = ("store", "users", "conversations", "hot", "qa_deps", "qa_graph", "entities", "assessments")

DESCRIPTION = """Answers employees' questions about company rules from the company's own documents, with
citations; knowledge assessments; hot questions. Authenticate with `Authorization: Bearer <token>`
(`knowdesk user add NAME` / `knowdesk user token NAME`). Errors are JSON `{code, message}`."""


def create_app(settings: Settings | None = None, embedder: Embeddings | None = None) -> FastAPI:
    """One app per data directory; `embedder` overrides the configured one (tests use hashing)."""

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        kd = Knowdesk(settings or load_settings(), embedder=embedder)
        for part in WARM_PARTS:  # built once here, not raced for by the first concurrent requests
            getattr(kd, part)
        app.state.kd = kd
        app.state.users = kd.users
        app.state.jobs = UploadJobs(kd)
        start_refiner(kd, thread=True)  # fragments ingested while no server ran get their main vectors
        try:
            yield
        finally:
            kd.close()

    app = FastAPI(title="knowdesk", version=__version__, description=DESCRIPTION, lifespan=lifespan)
    errors.install(app)
    max_body = ((settings.max_file_mb if settings else 100) * MAX_FILES_PER_REQUEST) * 2**20 + BODY_SLACK

    @app.middleware("http")
    async def limit_body(request: Request, call_next: Callable[[Request], Awaitable[Response]]) -> Response:
        """Refuse an oversize body from its Content-Length, before any of it is read."""
        length = request.headers.get("content-length", "")
        if length.isdigit() and int(length) > max_body:
            body = errors.error_body("too_large", f"request body larger than {max_body // 2**20} MB")
            return JSONResponse(body, status_code=413)
        return await call_next(request)

    for module in (chat, openai_compat, knowledge, jobs, hot, assessment, users):
        app.include_router(module.router, responses=errors.ERROR_RESPONSES)

    @app.get("/health", tags=["meta"])
    def health() -> dict[str, str]:
        """Liveness: no token needed."""
        return {"status": "ok", "version": __version__}

    @app.get("/", include_in_schema=False)
    def index() -> RedirectResponse:
        return RedirectResponse("/ui/chat.html")

    if WEBUI.is_dir():
        app.mount("/ui", StaticFiles(directory=WEBUI, html=True), name="ui")
    return app
