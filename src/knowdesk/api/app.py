"""The FastAPI app factory: the lifespan builds one `Knowdesk` (its user store included) and closes it.

Routers stay thin: each turns HTTP into calls on the services the `Knowdesk` already has; the
web UI is plain static files served from `knowdesk/webui` (no build step).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from fastapi import FastAPI
from fastapi.responses import RedirectResponse
from fastapi.staticfiles import StaticFiles
from starlette.routing import compile_path
from starlette.types import Scope

from knowdesk import __version__
from knowdesk.api import errors
from knowdesk.api.body_limit import BodyLimit, LimitFor
from knowdesk.api.jobs import UploadJobs
from knowdesk.api.page_headers import PageHeaders
from knowdesk.api.routes import assessment, auth, chat, gaps, hot, jobs, knowledge, openai_compat, stats, users
from knowdesk.api.shutdown import exit_after
from knowdesk.app import Knowdesk
from knowdesk.auth.throttle import FailureThrottle
from knowdesk.config import Settings, load_settings
from knowdesk.embeddings import Embeddings
from knowdesk.indexing import start_refiner

WEBUI = Path(__file__).resolve().parent.parent / "webui"
MAX_FILES_PER_REQUEST = 20  # the default upload body limit is this many files of max_file_mb, plus 1 MB
UPLOAD_ROUTES = [("POST", "/kbs/{name}/documents"), ("POST", "/hot/calibrate")]  # other bodies: max_request_kb
WARM_PARTS = ("store", "users", "logins", "transcript", "conversations", "hot", "qa_deps", "qa_graph",
              "entities", "assessments")  # fmt: skip

DESCRIPTION = """Answers employees' questions about company rules from the company's own documents, with
citations; knowledge assessments; hot questions. Scripts authenticate with `Authorization: Bearer <token>`
(`knowdesk user add NAME` / `knowdesk user token NAME`); the web UI signs in with `POST /auth/login` (an HttpOnly
session cookie, and a CSRF token to send as `X-CSRF-Token` with every state-changing request). Errors are JSON
`{code, message}`; under `/v1` OpenAI's `{"error": {message, type, code, param}}`. A question is at most
`limits.max_question_chars` characters (2000 by default), a request body at most 1 MB (uploads: `limits.max_upload_mb`); 10 failed token checks a
minute (tokens or passwords) from one address get 429 with `Retry-After`."""


def create_app(
    settings: Settings | None = None,
    embedder: Embeddings | None = None,
    throttle: FailureThrottle | None = None,
    hard_exit_after: float | None = None,
) -> FastAPI:
    """One app per data directory; `embedder` overrides the configured one (tests use hashing), `throttle`
    the failed-authentication throttle built from `limits.auth_*` (tests pass one with their own clock).
    `hard_exit_after` (only `knowdesk serve`): seconds the process may take to end once shutdown begins."""
    settings = settings or load_settings()
    limits = settings.limits

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        kd = Knowdesk(settings, embedder=embedder)
        for part in WARM_PARTS:  # built once here, not raced for by the first concurrent requests
            getattr(kd, part)
        app.state.kd = kd
        app.state.users = kd.users
        app.state.jobs = UploadJobs(kd)
        start_refiner(kd.refiner_launch, thread=True)  # fragments ingested while no server ran get their main vectors
        kd.folder_watchers.start()  # the `[[watch]]` folders no other worker follows yet
        try:
            yield
        finally:
            if hard_exit_after is not None:
                exit_after(hard_exit_after)
            kd.close()

    app = FastAPI(title="knowdesk", version=__version__, description=DESCRIPTION, lifespan=lifespan)
    errors.install(app)
    app.state.auth_throttle = throttle or FailureThrottle(limits.auth_max_failures, limits.auth_window_seconds)
    upload_mb = limits.max_upload_mb or settings.max_file_mb * MAX_FILES_PER_REQUEST + 1
    app.add_middleware(BodyLimit, limit_for=route_limits(limits.max_request_kb * 1024, upload_mb * 2**20))
    app.add_middleware(PageHeaders)  # the web UI's Content-Security-Policy

    for module in (auth, chat, knowledge, jobs, hot, gaps, stats, assessment, users):
        app.include_router(module.router, responses=errors.ERROR_RESPONSES)
    app.include_router(openai_compat.router, responses=errors.OPENAI_ERROR_RESPONSES)

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


def route_limits(default: int, upload: int) -> LimitFor:
    """The body limit of the route a request is for: `upload` for the UPLOAD_ROUTES, `default` for the rest."""
    patterns = [(method, compile_path(path)[0]) for method, path in UPLOAD_ROUTES]

    def limit_for(scope: Scope) -> int:
        path = scope["path"]
        return upload if any(scope["method"] == m and rx.match(path) for m, rx in patterns) else default

    return limit_for
