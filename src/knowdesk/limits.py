"""Input bounds: how much one request may ask of the server (issue 16, items 2 and 7).

The question limit is checked where a question enters (the conversation layer, which every entry point
goes through, and the API routes before any side effect); the body limits by `api.body_limit`; the
failed-authentication throttle by `auth.throttle`. All of them are settings (`limits.*`).
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from knowdesk.errors import InputTooLong

MAX_QUESTION_CHARS = 2000


class LimitSettings(BaseModel):
    """Bounds on input size, shutdown time, worker health checks and failed authentication."""

    max_question_chars: int = Field(
        MAX_QUESTION_CHARS, ge=10, le=100_000, description="one question, at every entry point (CLI, API, /v1)"
    )
    max_messages_chars: int = Field(
        32_000, ge=100, le=1_000_000, description="/v1/chat/completions: all messages of one request together"
    )
    max_request_kb: int = Field(
        1024, ge=1, le=1024, description="body of a chat or any other non-upload request (at most 1 MB)"
    )
    max_upload_mb: int | None = Field(
        None, ge=1, description="body of one upload request; default max_file_mb × 20 files + 1 MB"
    )
    shutdown_grace_seconds: float = Field(
        5.0, ge=0, le=60, description="after SIGTERM, requests in flight get this long before they are cancelled"
    )
    worker_healthcheck_seconds: int = Field(
        30,
        ge=5,
        le=600,
        description="`serve --workers N`: a worker that does not answer the supervisor's ping this long is"
        " restarted (uvicorn's 5 s default kills workers that are only busy on 2 loaded cores)",
    )
    auth_max_failures: int = Field(
        10, ge=1, description="failed token checks one client address may make per window before it gets 429"
    )
    auth_window_seconds: float = Field(60.0, gt=0, description="the sliding window of auth_max_failures")
    session_hours: float = Field(12.0, gt=0, le=24 * 90, description="a web sign-in lasts this long, then asks again")


def check_question(text: str, max_chars: int) -> None:
    """Refuse a question longer than the limit before any tokenising, matching or retrieval sees it."""
    n = len(text.strip())
    if n > max_chars:
        raise InputTooLong("question_too_long", f"the question has {n} characters; the limit is {max_chars}")


def check_messages(total_chars: int, max_chars: int) -> None:
    if total_chars > max_chars:
        raise InputTooLong(
            "messages_too_long", f"the messages have {total_chars} characters together; the limit is {max_chars}"
        )
