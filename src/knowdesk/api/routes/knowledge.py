"""Knowledge bases, groups, uploads (checked by `api.uploads`), ingestion status and search."""

from __future__ import annotations

import hashlib
from dataclasses import asdict
from pathlib import Path
from typing import Annotated, Any

from fastapi import APIRouter, File, Query, Request, UploadFile
from fastapi.responses import JSONResponse

from knowdesk.api.deps import KD, Admin, CurrentUser, allowed_kbs
from knowdesk.api.errors import ApiError
from knowdesk.api.schemas import DocumentDatesBody, GroupCreate, KBCreate
from knowdesk.api.uploads import Refusal, check_upload
from knowdesk.errors import NotFoundError
from knowdesk.ingest.pipeline import IngestReport
from knowdesk.relations.service import refresh_graph_after_ingest
from knowdesk.retrieval.hybrid import SearchOptions
from knowdesk.validity.store import find_document, iso_day

router = APIRouter(tags=["knowledge"])
CHUNK = 1 << 20


@router.get("/kbs")
def list_kbs(kd: KD, user: CurrentUser) -> list[dict[str, Any]]:
    """Knowledge bases you may ask, with document and fragment counts and your permission."""
    out = []
    for k in kd.store.list_kbs():
        if user.can(k["name"]):
            out.append({**k, "permission": "manage" if user.can(k["name"], "manage") else "ask"})
    return out


@router.post("/kbs", status_code=201)
def create_kb(body: KBCreate, kd: KD, _: Admin) -> dict[str, Any]:
    kd.store.create_kb(body.name, body.description, exist_ok=False)
    return {"name": body.name, "description": body.description}


@router.get("/kbs/{name}")
def show_kb(name: str, kd: KD, user: CurrentUser) -> dict[str, Any]:
    """Documents, recent ingestion errors and refinement status of one knowledge base."""
    allowed_kbs(kd, user, name)
    docs = [asdict(d) for d in kd.store.list_documents(name)]
    if not user.may_see_sensitive():
        docs = [d for d in docs if not d["sensitive"]]
    queued = kd.ocr_pages.listed(name)
    return {"name": name, "documents": docs, "errors": kd.store.ingest_errors(name),
            "unvectored": kd.store.unvectored_count(kd.embedder.model_id), "ocr_queued": queued}  # fmt: skip


@router.delete("/kbs/{name}")
def delete_kb(name: str, kd: KD, _: Admin) -> dict[str, Any]:
    ids = kd.delete_kb(name)
    return {"deleted": name, "fragments": len(ids)}


@router.get("/groups")
def list_groups(kd: KD, user: CurrentUser) -> list[dict[str, Any]]:
    """Groups whose every knowledge base you may ask."""
    return [g for g in kd.store.list_groups() if g["kbs"] and all(user.can(k) for k in g["kbs"])]


@router.post("/groups", status_code=201)
def create_group(body: GroupCreate, kd: KD, _: Admin) -> dict[str, Any]:
    kd.store.create_group(body.name, body.kbs, body.description)
    return {"name": body.name, "kbs": body.kbs, "description": body.description}


@router.delete("/groups/{name}")
def delete_group(name: str, kd: KD, _: Admin) -> dict[str, Any]:
    kd.store.delete_group(name)
    return {"deleted": name}


async def _read(upload: UploadFile, limit: int) -> bytes:
    """At most limit+1 bytes: enough to tell an oversize file without holding all of it."""
    parts, size = [], 0
    while size <= limit and (chunk := await upload.read(CHUNK)):
        parts.append(chunk)
        size += len(chunk)
    return b"".join(parts)


@router.post("/kbs/{name}/documents", status_code=202)
async def upload(
    name: str, request: Request, kd: KD, user: CurrentUser,
    files: Annotated[list[UploadFile], File(description="documents")],
) -> JSONResponse:  # fmt: skip
    """Upload documents to ingest (needs `manage`): each file is checked (name, size, type, zip bomb) and
    saved, then a job ingests them; 202 with the job (`GET /jobs/{id}` for progress and each file's result,
    `POST /jobs/{id}/cancel` to stop). A request whose every file is refused gets that refusal's status
    (400 name, 413 size, 415 type, 422 zip bomb or unreadable) and no job."""
    allowed_kbs(kd, user, name, permission="manage")
    limit = kd.settings.max_file_mb * 2**20
    folder = Path(kd.settings.data_dir) / "uploads" / hashlib.sha1(name.encode()).hexdigest()[:12]
    refused: list[dict[str, Any]] = []
    saved: list[Path] = []
    for f in files:
        fname = f.filename or ""
        try:
            data = await _read(f, limit)
            check_upload(fname, data, limit)
        except Refusal as r:
            refused.append({"path": fname, "status": "failed", "reason": r.reason, "message": r.message,
                            "fragments": 0, "http_status": r.status})  # fmt: skip
            continue
        folder.mkdir(parents=True, exist_ok=True)
        target = folder / fname
        target.write_bytes(data)
        saved.append(target)
    if not saved:
        first = refused[0] if refused else {"http_status": 400, "reason": "no_files", "message": "no files uploaded"}
        status = first.get("http_status", 422) if len(refused) == 1 else 422
        raise ApiError(status, str(first["reason"]), str(first["message"]), files=refused)
    job = request.app.state.jobs.submit(name, user.name, saved, refused)
    body = {"kb": name, "job": job.to_dict(), "status_url": f"/jobs/{job.id}", "accepted": len(saved),
            "refused": len(refused), "files": refused}  # fmt: skip
    return JSONResponse(body, status_code=202, headers={"Location": f"/jobs/{job.id}"})


@router.delete("/kbs/{name}/documents")
def delete_document(
    name: str, kd: KD, user: CurrentUser, path: Annotated[str, Query(max_length=1000)]
) -> dict[str, Any]:
    """Remove one document by its stored path (see GET /kbs/{name}); needs `manage`."""
    allowed_kbs(kd, user, name, permission="manage")
    if kd.store.get_document_by_path(name, path) is None:
        raise NotFoundError(f"document {path!r} is not in knowledge base {name!r}")
    res = kd.ingestor.delete_document(name, path)
    return {**asdict(res), "graph": refresh_graph_after_ingest(kd.relation_parts, IngestReport(name, [res]))}


@router.get("/search")
def search(
    kd: KD,
    user: CurrentUser,
    q: Annotated[str, Query(min_length=1, max_length=1000)],
    kb: Annotated[str | None, Query(max_length=100)] = None,
    group: Annotated[str | None, Query(max_length=100)] = None,
    k: Annotated[int, Query(ge=1, le=50)] = 5,
    as_of: Annotated[
        str | None, Query(max_length=10, description="documents in force on this day (YYYY-MM-DD)")
    ] = None,
    include_expired: Annotated[bool, Query(description="also repealed/expired documents (`validity`)")] = False,
) -> list[dict[str, Any]]:
    """Hybrid search over the knowledge bases you may ask (sensitive fragments only if allowed), over the documents
    in force today or `as_of`; each hit's `validity` is in_force, expired (已废止) or not_yet."""
    kbs = allowed_kbs(kd, user, kb, group)
    allow = user.may_see_sensitive()
    opts = SearchOptions(kbs=kbs, k=k, allow_sensitive=allow, as_of=iso_day(as_of, "as_of") or None,
                         include_expired=include_expired)  # fmt: skip
    hits = kd.retriever.search(q, opts)
    return [h.to_dict() for h in hits if allow or not h.sensitive]


@router.get("/kbs/{name}/dates")
def document_dates(name: str, kd: KD, _: Admin) -> list[dict[str, Any]]:
    """When each document is in force: from its text (施行/生效/废止/失效, repeals) or set by an admin."""
    kd.store.require_kb(name)
    return [v.to_dict() for v in kd.document_dates.list(name)]


@router.put("/kbs/{name}/dates")
def set_document_dates(name: str, body: DocumentDatesBody, kd: KD, admin: Admin) -> dict[str, Any]:
    """Set (or with `clear`, forget) an admin's dates for one document, named by its name, file name, path or id;
    omitted dates stay, "" opens one. Retrieval leaves the document out outside them."""
    doc_id = find_document(kd.store, name, body.document)
    if body.clear:
        return kd.document_dates.clear(doc_id).to_dict()
    if body.effective_from is None and body.effective_until is None:
        raise ApiError(422, "invalid", "give effective_from and/or effective_until, or clear")
    return kd.document_dates.set(doc_id, body.effective_from, body.effective_until, admin.name).to_dict()
