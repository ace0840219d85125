"""Ingestion jobs: what an upload is doing, visible to every worker (the row lives in the database).

One implementation for both backends (`stores/sql.py`); the table is `0012_ingest_jobs.sql`, run by
SQLite's migrations and PostgreSQL's alike."""

from __future__ import annotations

import json
import uuid
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

from knowdesk.errors import NotFoundError
from knowdesk.stores.sql import Sql, shared_schema
from knowdesk.stores.sqlite.db import now_iso
from knowdesk.stores.sqlite.migrations import register_migrations

JobStatus = Literal["queued", "running", "done", "failed", "cancelled", "interrupted"]
FINISHED: frozenset[str] = frozenset(["done", "failed", "cancelled", "interrupted"])

register_migrations([("jobs_0001_ingest_jobs", shared_schema("0012_ingest_jobs.sql"))])


@dataclass
class Job:
    id: str
    kb: str
    owner: str
    status: JobStatus
    total: int = 0
    done: int = 0
    current: str = ""
    results: list[dict[str, Any]] = field(default_factory=list)
    message: str = ""
    cancel: bool = False
    worker: str = ""
    created_at: str = ""
    updated_at: str = ""

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["progress"] = round(self.done / self.total, 3) if self.total else (1.0 if self.status in FINISHED else 0.0)
        return d


def _job(row: dict[str, Any]) -> Job:
    return Job(**{**row, "results": json.loads(row["results"] or "[]"), "cancel": bool(row["cancel"])})


class JobStore:
    def __init__(self, sql: Sql) -> None:
        self.sql = sql

    def create(self, kb: str, owner: str, total: int, worker: str, results: list[dict[str, Any]]) -> Job:
        now = now_iso("microseconds")  # two uploads in one second still list newest first
        job = Job(uuid.uuid4().hex[:16], kb, owner, "queued", total, 0, "", results, "", False, worker, now, now)
        self.sql.execute(
            """INSERT INTO ingest_jobs(id, kb, owner, status, total, done, current, results, message, cancel, worker,
                                       created_at, updated_at)
               VALUES (:id, :kb, :owner, :status, :total, 0, '', :results, '', 0, :worker, :now, :now)""",
            {"id": job.id, "kb": kb, "owner": owner, "status": job.status, "total": total, "worker": worker,
             "results": json.dumps(results, ensure_ascii=False), "now": now},
        )  # fmt: skip
        return job

    def get(self, job_id: str) -> Job:
        row = self.sql.query_one("SELECT * FROM ingest_jobs WHERE id = :id", {"id": job_id})
        if row is None:
            raise NotFoundError(f"job {job_id!r} does not exist")
        return _job(row)

    def list(self, owner: str | None = None, limit: int = 20) -> list[Job]:
        """Newest first; `owner` None lists everyone's (admins)."""
        rows = self.sql.query(
            "SELECT * FROM ingest_jobs WHERE (CAST(:owner AS TEXT) IS NULL OR owner = :owner) ORDER BY created_at DESC, id LIMIT :n",
            {"owner": owner, "n": limit},
        )
        return [_job(r) for r in rows]

    def update(self, job_id: str, **fields: Any) -> None:
        """Set some of status, done, current, results, message (results as a list)."""
        if "results" in fields:
            fields["results"] = json.dumps(fields["results"], ensure_ascii=False)
        sets = ", ".join(f"{k} = :{k}" for k in fields)
        self.sql.execute(f"UPDATE ingest_jobs SET {sets}, updated_at = :now WHERE id = :id",
                         {**fields, "now": now_iso(), "id": job_id})  # fmt: skip

    def request_cancel(self, job_id: str) -> bool:
        """Ask a queued or running job to stop after the file in hand; False when it already ended."""
        n = self.sql.execute(
            "UPDATE ingest_jobs SET cancel = 1, updated_at = :now WHERE id = :id AND status IN ('queued', 'running')",
            {"id": job_id, "now": now_iso()},
        )
        return n > 0

    def cancelled(self, job_id: str) -> bool:
        row = self.sql.query_one("SELECT cancel FROM ingest_jobs WHERE id = :id", {"id": job_id})
        return bool(row and row["cancel"])

    def interrupt_dead(self, alive: Any, host: str) -> int:
        """Jobs left queued or running by a process of this host that no longer exists: interrupted."""
        rows = self.sql.query("SELECT id, worker FROM ingest_jobs WHERE status IN ('queued', 'running')")
        dead = [r["id"] for r in rows if r["worker"].startswith(f"{host}:") and not alive(r["worker"])]
        for job_id in dead:
            self.update(job_id, status="interrupted", message="the server stopped while this job ran; upload again")
        return len(dead)
