"""The admin view over HTTP (issue 23.6): how the desk is used and where it fails, for admins only (like `/hot`)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from knowdesk.api.deps import KD, Admin
from knowdesk.stats import MAX_DAYS, fragment_kbs, usage_stats

router = APIRouter(tags=["stats"])


@router.get("/stats")
def stats(
    kd: KD,
    _: Admin,
    days: Annotated[int, Query(ge=1, le=MAX_DAYS)] = 30,
    kb: Annotated[str | None, Query(max_length=100)] = None,
    top: Annotated[int, Query(ge=1, le=100)] = 10,
) -> dict[str, Any]:
    """Questions per day (UTC), answer rate, 👍/👎, top hot questions and top unanswered questions, per knowledge
    base and area, over the last `days` days; with `kb`, only questions asked over that base. Same as
    `knowdesk stats --json`."""
    if kb:
        kd.store.require_kb(kb)
    return usage_stats(kd.transcript, kd.gaps.store, kd.hot, fragment_kbs(kd.store), days=days, kb=kb, top=top)
