"""Hot-question administration (admin only): review, curate and calibrate the store of seed 002."""

from __future__ import annotations

import tempfile
from dataclasses import asdict
from pathlib import Path
from typing import Annotated, Any, Literal

from fastapi import APIRouter, File, Form, Query, UploadFile
from starlette.concurrency import run_in_threadpool

from knowdesk.api.deps import KD, Admin
from knowdesk.api.errors import ApiError
from knowdesk.api.schemas import HotCalibrateLabels, HotCreate, HotEdit, HotMerge
from knowdesk.errors import ConfigError, ConflictError, NotFoundError
from knowdesk.hot import review
from knowdesk.hot.calibration import calibrate, calibrate_from_labels, thin
from knowdesk.hot.labels import REFIT_MIN_PAIRS

router = APIRouter(prefix="/hot", tags=["hot questions"])
MAX_PAIRS_BYTES = 20 * 2**20
QID = Annotated[str, Query(min_length=4, max_length=64)]


@router.get("")
def list_hot(
    kd: KD,
    _: Admin,
    status: Literal["candidate", "active", "retired"] | None = None,
    top: Annotated[int | None, Query(ge=1, le=10000)] = None,
) -> list[dict[str, Any]]:
    """Hot questions, most asked first; `status=candidate` lists what could be promoted or merged."""
    return [asdict(q) for q in kd.hot.list(status, top)]


@router.get("/top")
def top_hot(kd: KD, _: Admin, n: Annotated[int, Query(ge=1, le=1000)] = 20) -> list[dict[str, Any]]:
    """The N most asked active hot questions."""
    return [asdict(q) for q in kd.hot.list("active", n)]


@router.post("", status_code=201)
def add_hot(body: HotCreate, kd: KD, _: Admin) -> dict[str, Any]:
    return asdict(kd.hot.get(kd.hot.add(body.question, body.tags, body.answer, body.status)))


@router.patch("/{question_id}")
def edit_hot(question_id: str, body: HotEdit, kd: KD, _: Admin) -> dict[str, Any]:
    return asdict(kd.hot.edit(question_id, body.question, body.tags, body.answer))


@router.post("/{question_id}/promote")
def promote(question_id: str, kd: KD, _: Admin) -> dict[str, Any]:
    return asdict(kd.hot.promote(question_id))


@router.post("/{question_id}/retire")
def retire(question_id: str, kd: KD, _: Admin) -> dict[str, Any]:
    return asdict(kd.hot.retire(question_id))


@router.post("/merge")
def merge(body: HotMerge, kd: KD, admin: Admin) -> dict[str, Any]:
    """Fold a duplicate into another hot question; counts add up, the duplicate is retired, and the pair is
    labelled the same question for its area (`POST /hot/calibrate/feedback`)."""
    return asdict(review.merge(kd.hot, kd.hot_labels, body.source, body.target, admin.name))


@router.post("/reject")
def reject(body: HotMerge, kd: KD, admin: Admin) -> dict[str, Any]:
    """Say `source` is not a duplicate of `target`: nothing changes but the pair, labelled different for its area."""
    area = review.reject(kd.hot, kd.hot_labels, body.source, body.target, admin.name)
    return {"source": body.source, "target": body.target, "area": area, "label": 0}


@router.get("/labels")
def labels(kd: KD, _: Admin) -> dict[str, Any]:
    """Labelled pairs per area, and the areas with their own refitted weights."""
    fits = kd.hot.area_fits()
    return {"refit_min_pairs": REFIT_MIN_PAIRS, "areas": kd.hot_labels.counts(),
            "refitted": {a: {"pairs": f.pairs, "threshold": f.threshold, "weights": list(f.weights)}
                         for a, f in fits.items()}}  # fmt: skip


@router.post("/calibrate/feedback")
def calibrate_feedback(body: HotCalibrateLabels, kd: KD, _: Admin) -> dict[str, Any]:
    """`knowdesk hot calibrate --from-feedback`: the area's stored pairs choose its threshold (and from
    REFIT_MIN_PAIRS pairs on its own weights); writes unless `dry_run`."""
    try:
        result = calibrate_from_labels(kd.hot, kd.hot_labels, body.area, body.target_precision, not body.dry_run)
    except ConfigError as exc:
        raise ApiError(422, "not_enough_labels", exc.args[0] if exc.args else str(exc)) from exc
    return {**result.to_dict(thin(result.rows, 20, result.chosen)), "sweep_size": len(result.rows)}


@router.post("/calibrate")
async def calibrate_threshold(
    kd: KD,
    _: Admin,
    file: Annotated[UploadFile, File(description="TSV: s1<TAB>s2<TAB>0|1, or question<TAB>hot id|none")],
    area: Annotated[str | None, Form(max_length=100)] = None,
    target_precision: Annotated[float, Form(ge=0, le=1)] = 0.9,
    dry_run: Annotated[bool, Form()] = False,
) -> dict[str, Any]:
    """Sweep thresholds on a labelled file; writes the chosen one for the area unless `dry_run`."""
    data = await file.read(MAX_PAIRS_BYTES + 1)
    if len(data) > MAX_PAIRS_BYTES:
        raise ApiError(413, "too_large", f"labelled file larger than {MAX_PAIRS_BYTES // 2**20} MB")
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ApiError(415, "unsupported_type", "the labelled file must be UTF-8 text (TSV)") from exc
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "pairs.tsv"
        path.write_bytes(data)
        try:
            result = await run_in_threadpool(calibrate, kd.hot, path, area, target_precision, not dry_run)
        except (ConfigError, NotFoundError, ConflictError, ValueError, IndexError, KeyError) as exc:  # a bad upload
            detail = exc.args[0] if exc.args else str(exc)
            raise ApiError(422, "bad_labelled_file", f"cannot use the labelled file: {detail}") from exc
    return {**result.to_dict(thin(result.rows, 20, result.chosen)), "sweep_size": len(result.rows)}
