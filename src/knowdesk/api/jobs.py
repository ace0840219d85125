"""Upload ingestion as jobs: the request returns 202 with a job id once the files are checked and saved;
a thread of this worker ingests them (one writer per knowledge base), recording progress and each
file's result in the job's row, so any worker answers `GET /jobs/{id}` and a cancel request stops the
job after the file in hand. Work never depends on the uploading client staying connected."""

from __future__ import annotations

import logging
import os
import socket
import threading
from dataclasses import asdict
from pathlib import Path
from typing import Any

from knowdesk.app import Knowdesk
from knowdesk.gaps.after_ingest import reask_after_ingest, reask_note
from knowdesk.indexing import start_refiner
from knowdesk.ingest.pipeline import FileResult
from knowdesk.ingest.writer_lock import kb_writer
from knowdesk.relations.service import refresh_graph_after_ingest
from knowdesk.stores.jobs import Job

log = logging.getLogger(__name__)
HOST = socket.gethostname()


class JobCancelled(Exception):
    """Raised between files when the job's cancel flag is set."""


def worker_id() -> str:
    return f"{HOST}:{os.getpid()}"


def _alive(worker: str) -> bool:
    try:
        os.kill(int(worker.rsplit(":", 1)[1]), 0)
    except (ValueError, ProcessLookupError):
        return False
    except PermissionError:
        return True
    return True


def file_row(r: FileResult) -> dict[str, Any]:
    return {**asdict(r), "path": Path(r.path).name}


class UploadJobs:
    """Starts and runs this worker's upload jobs; their state is in `kd.jobs` (shared by all workers)."""

    def __init__(self, kd: Knowdesk) -> None:
        self.kd = kd
        self.threads: dict[str, threading.Thread] = {}
        kd.jobs.interrupt_dead(_alive, HOST)  # jobs a crashed or stopped worker of this host left behind

    def submit(self, kb: str, owner: str, paths: list[Path], refused: list[dict[str, Any]]) -> Job:
        job = self.kd.jobs.create(kb, owner, len(paths), worker_id(), refused)
        t = threading.Thread(target=self._run, args=(job.id, kb, paths, refused), name=f"knowdesk-job-{job.id}",
                             daemon=True)  # fmt: skip
        self.threads[job.id] = t
        t.start()
        return job

    def _run(self, job_id: str, kb: str, paths: list[Path], refused: list[dict[str, Any]]) -> None:
        jobs = self.kd.jobs
        results = list(refused)

        def on_file(r: FileResult) -> None:
            results.append(file_row(r))
            jobs.update(job_id, done=len(results) - len(refused), current=Path(r.path).name, results=results)
            if jobs.cancelled(job_id):
                raise JobCancelled

        try:
            with kb_writer(self.kd.settings, kb):
                if jobs.cancelled(job_id):
                    raise JobCancelled
                jobs.update(job_id, status="running")
                report = self.kd.ingestor.ingest([str(p) for p in paths], kb, embed=False, on_file=on_file)
                graph = refresh_graph_after_ingest(self.kd.relation_parts, report)
            gaps = reask_note(
                reask_after_ingest(lambda: self.kd.gaps, self.kd.answer_in_kb, report)
            )  # outside the writer lock: it only reads
            jobs.update(job_id, status="done", current="", message="; ".join(n for n in (graph, gaps) if n))
            start_refiner(
                self.kd.refiner_launch, thread=True
            )  # main-model vectors in the background; searchable already
        except JobCancelled:
            jobs.update(job_id, status="cancelled", current="",
                        message=f"cancelled after {len(results) - len(refused)} of {len(paths)} files; those stay ingested")  # fmt: skip
            start_refiner(self.kd.refiner_launch, thread=True)
        except Exception as exc:  # the job reports it; the worker goes on
            log.exception("upload job %s failed", job_id)
            jobs.update(job_id, status="failed", current="", message=f"{type(exc).__name__}: {exc}")
        finally:
            self.threads.pop(job_id, None)

    def wait(self, job_id: str, timeout: float | None = None) -> None:
        """Block until this worker's thread for the job ends (tests, shutdown)."""
        t = self.threads.get(job_id)
        if t is not None:
            t.join(timeout)
