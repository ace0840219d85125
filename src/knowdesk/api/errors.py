"""Every error leaves the API as JSON `{code, message}` (under `/v1`, OpenAI's `{"error": {message, type, code}}`,
which OpenAI clients parse); knowdesk errors map to status codes here only."""

from __future__ import annotations

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field
from starlette.exceptions import HTTPException as StarletteHTTPException

from knowdesk.errors import (
    ConfigError,
    ConflictError,
    IngestError,
    InputTooLong,
    InvalidInput,
    KnowdeskError,
    ModelError,
    NotFoundError,
)

log = logging.getLogger(__name__)

STATUS: list[tuple[type[KnowdeskError], int]] = [
    (NotFoundError, 404),
    (ConflictError, 409),
    (IngestError, 422),
    (InputTooLong, 422),
    (InvalidInput, 422),
    (ConfigError, 500),
    (ModelError, 502),
]
HTTP_CODES = {400: "bad_request", 401: "unauthorized", 403: "forbidden", 404: "not_found", 405: "method_not_allowed",
              409: "conflict", 413: "too_large", 415: "unsupported_type", 422: "invalid",
              429: "too_many_requests"}  # fmt: skip
OPENAI_TYPES = {401: "authentication_error", 403: "permission_error", 404: "not_found_error", 429: "rate_limit_error"}


class ErrorBody(BaseModel):
    """Every error response: a stable `code` for programs and a `message` for people."""

    code: str
    message: str


class OpenAIError(BaseModel):
    message: str
    type: str = Field(description="invalid_request_error, authentication_error, rate_limit_error, …")
    code: str | None = Field(description="knowdesk's stable code (the `code` of `{code, message}`)")
    param: str | None = None


class OpenAIErrorBody(BaseModel):
    """Every error response under /v1, as OpenAI sends them."""

    error: OpenAIError


ERROR_STATUSES = [(401, "missing or invalid API token"), (403, "not permitted"), (404, "not found"),
                  (409, "conflict or wrong state"), (413, "request body too large"), (422, "invalid input"),
                  (429, "too many failed authentications from this address; see Retry-After")]  # fmt: skip
ERROR_RESPONSES: dict[int | str, dict] = {s: {"model": ErrorBody, "description": t} for s, t in ERROR_STATUSES}
OPENAI_ERROR_RESPONSES: dict[int | str, dict] = {
    s: {"model": OpenAIErrorBody, "description": t} for s, t in ERROR_STATUSES
}


class ApiError(Exception):
    """An HTTP-level refusal raised by the API layer itself (auth, permissions, uploads)."""

    def __init__(
        self, status: int, code: str, message: str, headers: dict[str, str] | None = None, **extra: object
    ) -> None:
        super().__init__(message)
        self.status, self.code, self.message, self.extra = status, code, message, extra
        self.headers = headers


def error_body(code: str, message: str, **extra: object) -> dict:
    return {"code": code, "message": message, **extra}


def is_openai_path(path: str) -> bool:
    return path == "/v1" or path.startswith("/v1/")


def error_response(path: str, status: int, body: dict, headers: dict[str, str] | None = None) -> JSONResponse:
    """`body` ({code, message, …}) as the response of the API that `path` belongs to."""
    if is_openai_path(path):
        status = 400 if status == 422 else status  # OpenAI answers every malformed request 400 (BadRequestError)
        kind = OPENAI_TYPES.get(status, "server_error" if status >= 500 else "invalid_request_error")
        body = {"error": {"message": body["message"], "type": kind, "code": body["code"], "param": None}}
    return JSONResponse(body, status_code=status, headers=headers)


_RULES = {
    "missing": "is required",
    "string_too_short": "must have at least {min_length} characters",
    "string_too_long": "must have at most {max_length} characters",
    "string_pattern_mismatch": "contains characters that are not allowed here",
    "literal_error": "must be one of {expected}",
    "int_parsing": "must be a whole number",
    "float_parsing": "must be a number",
    "bool_parsing": "must be true or false",
    "greater_than_equal": "must be at least {ge}",
    "less_than_equal": "must be at most {le}",
    "too_short": "needs at least {min_length} items",
    "too_long": "has more than {max_length} items",
    "json_invalid": "is not valid JSON",
    "model_attributes_type": "must be a JSON object",
    "string_type": "must be text",
}


def field_of(error: Any) -> str:
    """The field an error is about, without FastAPI's `body`/`query` prefix: `name`, `messages.0.role`."""
    loc = [str(p) for p in error.get("loc", ())]
    return ".".join(loc[1:] if loc and loc[0] in ("body", "query", "path", "form", "header") else loc)


def describe_invalid(error: Any) -> str:
    """One validation error in plain words (`name: contains characters that are not allowed here`), never
    pydantic's own phrasing with its regular expressions; the `details` keep `type` and `ctx` for clients that
    word it in their reader's language."""
    rule = _RULES.get(str(error.get("type", "")))
    ctx = error.get("ctx") or {}
    try:
        text = rule.format(**ctx) if rule else str(error.get("msg", "is not valid"))
    except (KeyError, IndexError):
        text = str(error.get("msg", "is not valid"))
    where = field_of(error)
    return f"{where}: {text}" if where else text


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
    async def _api(request: Request, exc: ApiError) -> JSONResponse:
        body = error_body(exc.code, exc.message, **exc.extra)
        return error_response(request.url.path, exc.status, body, exc.headers)

    @app.exception_handler(KnowdeskError)
    async def _knowdesk(request: Request, exc: KnowdeskError) -> JSONResponse:
        status, body = knowdesk_error_payload(exc)
        return error_response(request.url.path, status, body)

    @app.exception_handler(RequestValidationError)
    async def _invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        errors = exc.errors()
        first = errors[0] if errors else {}
        message = describe_invalid(first) if first else "invalid request"
        details = [{"loc": [str(p) for p in e.get("loc", ())], "field": field_of(e), "type": str(e.get("type", "")),
                    "ctx": {k: str(v) for k, v in (e.get("ctx") or {}).items()}, "msg": describe_invalid(e)}
                   for e in errors[:20]]  # fmt: skip
        path = request.url.path
        if is_openai_path(path):  # OpenAI answers a malformed request 400 and names the parameter
            body = {"error": {"message": message, "type": "invalid_request_error", "code": "invalid",
                              "param": field_of(first) or None}}  # fmt: skip
            return JSONResponse(body, status_code=400)
        return error_response(path, 422, error_body("invalid", message, details=details))

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        body = error_body(HTTP_CODES.get(exc.status_code, "error"), str(exc.detail))
        return error_response(request.url.path, exc.status_code, body, exc.headers)

    @app.exception_handler(Exception)
    async def _crash(request: Request, exc: Exception) -> JSONResponse:
        log.exception("unhandled error")
        return error_response(request.url.path, 500, error_body("internal", f"internal error: {type(exc).__name__}"))
