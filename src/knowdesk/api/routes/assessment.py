"""Assessments exactly as seed 001 §3: start → start-stream → answer-stream … → report; history.

A session belongs to the user who started it: anyone else gets 404 (admins may read all).
The interview lives in SQLite checkpoints, so every endpoint works after a server restart.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query
from fastapi.responses import PlainTextResponse

from knowdesk.api.deps import KD, CurrentUser, allowed_kbs
from knowdesk.api.rendering import render_markdown
from knowdesk.api.schemas import AssessmentAnswer, AssessmentStart
from knowdesk.api.sse import SSE_RESPONSE, sse, typed
from knowdesk.app import Knowdesk
from knowdesk.auth import User
from knowdesk.errors import ConflictError, NotFoundError

router = APIRouter(prefix="/assessment", tags=["assessment"])
_busy: dict[str, float] = {}  # session → when grading started (a double submit gets 409)
BUSY_EXPIRES = 300.0  # seconds; a stream that never started must not block its session forever
_busy_lock = threading.Lock()


def _one_at_a_time(sid: str, events: Iterator[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    try:
        yield from events
    finally:
        with _busy_lock:
            _busy.pop(sid, None)


def _with_html(events: Iterator[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """The report event also carries its Markdown rendered (safely, on the server) for the page."""
    for e in events:
        if e.get("type") == "report":
            e = {**e, "html": render_markdown(e.get("markdown") or (e.get("report") or {}).get("markdown", ""))}
        yield e


def _session(kd: Knowdesk, user: User, sid: str) -> dict[str, Any]:
    session = kd.assessments.sessions.get(sid)
    if session["user"] != user.name and not user.is_admin:
        raise NotFoundError(f"assessment session {sid!r} does not exist")
    return session


@router.post("/start")
def start(body: AssessmentStart, kd: KD, user: CurrentUser) -> dict[str, Any]:
    """Extract the material for a knowledge base or group you may ask; returns `sessionId`."""
    if not body.kb and not body.group:
        raise ConflictError("choose a knowledge base (kb) or a knowledge group (group)")
    allowed_kbs(kd, user, body.kb, body.group)
    sid = kd.assessments.start(kb=body.kb, group=body.group, user=user.name, n_questions=body.questions,
                               strategy=body.strategy, language=body.language)  # fmt: skip
    return {"sessionId": sid}


@router.get("/history")
def history(kd: KD, user: CurrentUser, all_users: bool = False) -> list[dict[str, Any]]:
    """Your past assessments, newest first (`all_users=true` for admins)."""
    return kd.assessments.history(None if all_users and user.is_admin else user.name)


@router.get("/{session_id}/start-stream", responses=SSE_RESPONSE)
def start_stream(session_id: str, kd: KD, user: CurrentUser) -> Any:
    """SSE: `processStep`, `questions`, then the first `question`; on a running session the pending question."""
    _session(kd, user, session_id)
    return sse(typed(_with_html(kd.assessments.stream(session_id))))


@router.post("/{session_id}/answer-stream", responses=SSE_RESPONSE)
def answer_stream(session_id: str, body: AssessmentAnswer, kd: KD, user: CurrentUser) -> Any:
    """SSE: `processStep` (grading), `feedback` with the score, then a follow-up or next `question`, or the `report`."""
    session = _session(kd, user, session_id)
    with _busy_lock:
        if time.monotonic() - _busy.get(session_id, -BUSY_EXPIRES) < BUSY_EXPIRES:
            raise ConflictError(f"session {session_id} is already grading an answer")
        if not kd.assessments.pending(session_id):
            raise ConflictError(f"session {session_id} is not waiting for an answer (status: {session['status']})")
        _busy[session_id] = time.monotonic()
    return sse(typed(_with_html(_one_at_a_time(session_id, kd.assessments.answer(session_id, body.answer)))))


@router.get("/{session_id}")
def state(session_id: str, kd: KD, user: CurrentUser) -> dict[str, Any]:
    """The session and its live interview (messages, scores, pending question), to resume a page."""
    _session(kd, user, session_id)
    st = kd.assessments.state(session_id)
    st.pop("questions", None)  # reference answers stay on the server
    return st


@router.get("/{session_id}/report", response_model=None)
def report(
    session_id: str, kd: KD, user: CurrentUser, format: Annotated[Literal["json", "md"], Query()] = "json"
) -> dict[str, Any] | PlainTextResponse:
    """The finished report: JSON (overall, level, questions, gaps, advice, markdown, and `html`, the Markdown
    rendered safely) or Markdown."""
    _session(kd, user, session_id)
    out = kd.assessments.report(session_id, format)
    if isinstance(out, str):
        return PlainTextResponse(out, media_type="text/markdown; charset=utf-8")
    return {**out, "html": render_markdown(out.get("markdown", ""))}
