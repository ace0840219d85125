"""Upload jobs: progress and per-file results (`GET /jobs/{id}`), a list, and cancellation.

A job is visible to the user who started it and to admins; to anyone else it does not exist."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from knowdesk.api.deps import KD, CurrentUser
from knowdesk.api.errors import ApiError
from knowdesk.auth import User
from knowdesk.errors import NotFoundError
from knowdesk.stores.jobs import Job

router = APIRouter(prefix="/jobs", tags=["jobs"])


def _visible(kd: KD, user: User, job_id: str) -> Job:
    job = kd.jobs.get(job_id)
    if job.owner != user.name and not user.is_admin:
        raise NotFoundError(f"job {job_id!r} does not exist")
    return job


@router.get("")
def list_jobs(kd: KD, user: CurrentUser, limit: Annotated[int, Query(ge=1, le=100)] = 20) -> list[dict[str, Any]]:
    """Your recent upload jobs, newest first (an admin sees everyone's)."""
    return [j.to_dict() for j in kd.jobs.list(None if user.is_admin else user.name, limit)]


@router.get("/{job_id}")
def job(job_id: str, kd: KD, user: CurrentUser) -> dict[str, Any]:
    """A job's status (queued, running, done, failed, cancelled, interrupted), progress and per-file results."""
    return _visible(kd, user, job_id).to_dict()


@router.post("/{job_id}/cancel", status_code=202)
def cancel(job_id: str, kd: KD, user: CurrentUser) -> dict[str, Any]:
    """Stop the job after the file in hand (files already ingested stay); 409 when it has already ended."""
    found = _visible(kd, user, job_id)
    if not kd.jobs.request_cancel(found.id):
        raise ApiError(409, "conflict", f"job {job_id!r} has already ended ({kd.jobs.get(job_id).status})")
    return kd.jobs.get(job_id).to_dict()
