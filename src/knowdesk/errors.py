"""A small error hierarchy, turned into clear messages only at the edges (CLI, API).

"You misconfigured it" (ConfigError), "this input is bad" (IngestError, with a reason code),
"it does not exist" (NotFoundError) and "the run failed" (KnowdeskError) stay apart so the
CLI can print one clean line and the API can pick a status code.
"""

from __future__ import annotations

from typing import Literal

IngestReason = Literal[
    "encrypted",
    "corrupt",
    "empty",
    "unsupported",
    "encoding",
    "binary",
    "too_large",
    "too_much_text",
    "zip_bomb",
    "broken_link",
    "io",
    "convert_to_docx",
    "ocr_unavailable",
]


class KnowdeskError(Exception):
    """Base of every error knowdesk raises on purpose."""

    code = "error"


class ConfigError(KnowdeskError):
    """Settings are missing or wrong; the message says how to fix them."""

    code = "config"


class NotFoundError(KnowdeskError):
    """A named thing (knowledge base, group, document, session) does not exist."""

    code = "not_found"


class ConflictError(KnowdeskError):
    """A named thing already exists or is in the wrong state for the request."""

    code = "conflict"


class InvalidInput(KnowdeskError):
    """A value given by a person or a program is malformed (a date that is no date); nothing was changed."""

    code = "invalid"


class IngestError(KnowdeskError):
    """A file cannot be ingested; `reason` is a stable code, the message is for people, `warnings`
    what the format library logged about the file before it gave up."""

    code = "ingest"

    def __init__(self, reason: IngestReason, message: str, warnings: list[str] | None = None) -> None:
        super().__init__(message)
        self.reason: IngestReason = reason
        self.warnings: list[str] = list(warnings or [])

    def __str__(self) -> str:
        return f"{self.reason}: {self.args[0]}"


class InputTooLong(KnowdeskError):
    """A question (or all messages of one request) over its limit; refused before any work is done."""

    code = "too_long"

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


class ModelError(KnowdeskError):
    """A chat or embedding model server failed or is unreachable."""

    code = "model"


class BusyError(KnowdeskError):
    """A resource is held by another process (the embedded graph allows one); the message names it."""

    code = "busy"
