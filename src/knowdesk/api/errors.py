"""Every error leaves the API as JSON `{code, message}`; knowdesk errors map to status codes here only."""

from __future__ import annotations

import logging

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel
from starlette.exceptions import HTTPException as StarletteHTTPException

from knowdesk.errors import ConfigError, ConflictError, IngestError, KnowdeskError, ModelError, NotFoundError

log = logging.getLogger(__name__)

STATUS: list[tuple[type[KnowdeskError], int]] = [
    (NotFoundError, 404),
    (ConflictError, 409),
    (IngestError, 422),
    (ConfigError, 500),
    (ModelError, 502),
]
HTTP_CODES = {400: "bad_request", 401: "unauthorized", 403: "forbidden", 404: "not_found", 405: "method_not_allowed",
              409: "conflict", 413: "too_large", 415: "unsupported_type", 422: "invalid"}  # fmt: skip


class ErrorBody(BaseModel):
    """Every error response: a stable `code` for programs and a `message` for people."""

    code: str
    message: str


ERROR_RESPONSES: dict[int | str, dict] = {
    status: {"model": ErrorBody, "description": text}
    for status, text in [(401, "missing or invalid API token"), (403, "not permitted"), (404, "not found"),
                         (409, "conflict or wrong state"), (422, "invalid input")]
}  # fmt: skip


class ApiError(Exception):
    """An HTTP-level refusal raised by the API layer itself (auth, permissions, uploads)."""

    def __init__(self, status: int, code: str, message: str, **extra: object) -> None:
        super().__init__(message)
        self.status, self.code, self.message, self.extra = status, code, message, extra


def error_body(code: str, message: str, **extra: object) -> dict:
    return {"code": code, "message": message, **extra}


def status_for(exc: KnowdeskError) -> int:
    return next((s for cls, s in STATUS if isinstance(exc, cls)), 422)


def knowdesk_error_payload(exc: KnowdeskError) -> tuple[int, dict]:
    code = getattr(exc, "reason", None) or exc.code
    message = exc.args[0] if exc.args else str(exc)
    if isinstance(exc, ConfigError):
        message = f"server misconfigured: {message}"
    return status_for(exc), error_body(str(code), str(message))


def install(app: FastAPI) -> None:
    @app.exception_handler(ApiError)
    async def _api(_: Request, exc: ApiError) -> JSONResponse:
        return JSONResponse(error_body(exc.code, exc.message, **exc.extra), status_code=exc.status)

    @app.exception_handler(KnowdeskError)
    async def _knowdesk(_: Request, exc: KnowdeskError) -> JSONResponse:
        status, body = knowdesk_error_payload(exc)
        return JSONResponse(body, status_code=status)

    @app.exception_handler(RequestValidationError)
    async def _invalid(_: Request, exc: RequestValidationError) -> JSONResponse:
        errors = exc.errors()
        first = errors[0] if errors else {}
        where = ".".join(str(p) for p in first.get("loc", ()))
        message = f"{where}: {first.get('msg', 'invalid request')}" if where else "invalid request"
        details = [{"loc": [str(p) for p in e.get("loc", ())], "msg": str(e.get("msg", ""))} for e in errors[:20]]
        return JSONResponse(error_body("invalid", message, details=details), status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def _http(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        code = HTTP_CODES.get(exc.status_code, "error")
        return JSONResponse(error_body(code, str(exc.detail)), status_code=exc.status_code, headers=exc.headers)

    @app.exception_handler(Exception)
    async def _crash(_: Request, exc: Exception) -> JSONResponse:
        log.exception("unhandled error")
        return JSONResponse(error_body("internal", f"internal error: {type(exc).__name__}"), status_code=500)
