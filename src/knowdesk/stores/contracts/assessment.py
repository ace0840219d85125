"""Assessment sessions: one row per assessment for history and reports (`assessment/sessions.py`).

Rows are plain dicts: `id`, `user`, `kb`, `group`, `status`, `language`, `strategy`, `total`, `level`,
`created_at`, `updated_at`, and from `get` also `material`, `questions`, `scores`, `report`, `report_json`
(the JSON ones decoded)."""

from __future__ import annotations

from typing import Any, Protocol


class AssessmentSessions(Protocol):
    def create(self, user: str, kb: str | None, group: str | None, language: str, strategy: str,
               material: dict[str, Any]) -> str: ...  # fmt: skip
    def update(self, sid: str, **fields: Any) -> None: ...
    def get(self, sid: str) -> dict[str, Any]: ...
    def list(self, user: str | None = None, limit: int = 100) -> list[dict[str, Any]]: ...
    def recent_questions(self, user: str, limit: int) -> list[list[dict[str, Any]]]: ...
