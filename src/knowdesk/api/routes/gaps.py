"""The unanswered-question queue over HTTP (issue 23.2), for the knowledge admins of each base.

A group is shown only to a user who may `manage` its base (admins: every base). A group of another base is
"not found", exactly like one that does not exist, so its id reveals nothing; who asked is not shown (the
queue is about missing knowledge, not about people)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query
from pydantic import BaseModel, Field

from knowdesk.api.deps import KD, CurrentUser, allowed_kbs
from knowdesk.app import Knowdesk
from knowdesk.auth import User
from knowdesk.errors import NotFoundError
from knowdesk.gaps.store import GapGroup

router = APIRouter(tags=["gaps"])
PRIVATE = ("asked_by", "message_id")


class Resolve(BaseModel):
    note: str = Field("", max_length=1000, description="why: the answer confirmed, a document added, out of scope…")


def _shown(g: GapGroup) -> dict[str, Any]:
    d = g.to_dict()
    d["asks"] = [{k: v for k, v in a.items() if k not in PRIVATE} for a in d["asks"]]
    return d


def _managed(kd: Knowdesk, user: User, group_id: str) -> GapGroup:
    try:
        group = kd.gaps.store.get(group_id)
    except NotFoundError:
        group = None
    if group is None or not user.can(group.kb, "manage"):
        raise NotFoundError(f"gap {group_id!r} does not exist")
    return group


@router.get("/gaps")
def gaps(
    kd: KD,
    user: CurrentUser,
    kb: Annotated[str | None, Query(max_length=100)] = None,
    status: Literal["open", "answerable", "resolved"] | None = None,
    limit: Annotated[int, Query(ge=1, le=1000)] = 200,
) -> list[dict[str, Any]]:
    """Unanswered questions of the bases you manage (or of `kb`), near-duplicates grouped, most asked first: count,
    first/last asked, area, department to ask, and `answerable_doc` once a re-ask after an ingest answered it."""
    kbs = allowed_kbs(kd, user, kb, permission="manage")
    return [_shown(g) for g in kd.gaps.store.list(kbs, status, limit)]


@router.get("/gaps/{group_id}")
def gap(group_id: str, kd: KD, user: CurrentUser) -> dict[str, Any]:
    """One group with each asking (wording, refusal or feedback, when, the answer given)."""
    return _shown(_managed(kd, user, group_id))


@router.post("/gaps/{group_id}/resolve")
def resolve_gap(group_id: str, body: Resolve, kd: KD, user: CurrentUser) -> dict[str, Any]:
    """Close a group (its answer confirmed, or out of scope); asked and refused again later, it opens a new one."""
    _managed(kd, user, group_id)
    return _shown(kd.gaps.store.resolve(group_id, user.name, body.note))
