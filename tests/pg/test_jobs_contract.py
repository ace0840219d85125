"""Upload jobs and the per-base writer lock behave the same on SQLite and PostgreSQL (one SQL for both)."""

from __future__ import annotations

import threading
import time

import pytest

from knowdesk.app import Knowdesk
from knowdesk.errors import NotFoundError
from knowdesk.ingest.writer_lock import kb_writer


def test_a_job_is_created_followed_cancelled_and_listed(app_on: Knowdesk) -> None:
    jobs = app_on.jobs
    a = jobs.create("hr", "amy", 2, "h:1", [{"path": "x.pdf", "status": "failed", "reason": "wrong_type"}])
    assert a.status == "queued" and a.to_dict()["progress"] == 0.0
    jobs.update(a.id, status="running", done=1, current="a.txt", results=[*a.results, {"path": "a.txt"}])
    got = jobs.get(a.id)
    assert (got.status, got.done, got.current, len(got.results), got.to_dict()["progress"]) == (
        "running",
        1,
        "a.txt",
        2,
        0.5,
    )
    assert jobs.request_cancel(a.id) and jobs.cancelled(a.id)
    jobs.update(a.id, status="cancelled")
    assert not jobs.request_cancel(a.id)  # an ended job cannot be cancelled again
    b = jobs.create("it", "bob", 1, "h:2", [])
    assert [j.id for j in jobs.list()] == [b.id, a.id] and [j.id for j in jobs.list("amy")] == [a.id]
    burst = [jobs.create("it", "cy", 1, "h:1", []).id for _ in range(5)]  # within one second
    assert [j.id for j in jobs.list("cy")] == burst[::-1]
    assert jobs.interrupt_dead(lambda w: w != "h:2", "h") == 1  # bob's worker is gone
    assert jobs.get(b.id).status == "interrupted"
    with pytest.raises(NotFoundError):
        jobs.get("nope")


def test_one_writer_per_knowledge_base(app_on: Knowdesk) -> None:
    order: list[str] = []
    first_in = threading.Event()

    def first() -> None:
        with kb_writer(app_on.settings, "hr"):
            first_in.set()
            time.sleep(0.3)
            order.append("first done")

    def second() -> None:
        with kb_writer(app_on.settings, "hr"):
            order.append("second in")

    t1 = threading.Thread(target=first)
    t1.start()
    assert first_in.wait(10)
    with kb_writer(app_on.settings, "it"):  # another base does not wait
        order.append("other base")
    t2 = threading.Thread(target=second)
    t2.start()
    t1.join()
    t2.join()
    assert order == ["other base", "first done", "second in"]
