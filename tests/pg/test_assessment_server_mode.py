"""Assessments in server mode: started on worker A, answered on worker B, resumed after every worker restarts."""

from __future__ import annotations

from pathlib import Path

import pytest

from knowdesk.assessment.pg_checkpoints import postgres_saver
from knowdesk.errors import ConfigError
from tests.conftest import SAMPLE_KB, make_app


def _questions(events: list[dict]) -> list[dict]:
    return [e for e in events if e["type"] == "question"]


def test_any_worker_continues_any_session(pg_url: str, tmp_path: Path) -> None:
    admin = make_app(tmp_path / "admin", database_url=pg_url)
    admin.ingestor.ingest([SAMPLE_KB], "hr")
    admin.close()

    a = make_app(tmp_path / "a", database_url=pg_url)
    sid = a.assessments.start(kb="hr", user="dave", n_questions=2)
    first = _questions(list(a.assessments.stream(sid)))
    assert first

    b = make_app(tmp_path / "b", database_url=pg_url)  # another worker, another data directory
    assert b.assessments.pending(sid) == {k: v for k, v in first[-1].items() if k not in ("type", "session_id")}
    answered = list(b.assessments.answer(sid, "不知道"))
    assert any(e["type"] == "feedback" for e in answered)
    for app in (a, b):
        app.close()

    c = make_app(tmp_path / "c", database_url=pg_url)  # every worker restarted
    events = list(c.assessments.resume(sid))
    for _ in range(8):
        if any(e["type"] == "report" for e in events):
            break
        assert _questions(events), events
        events = list(c.assessments.answer(sid, "我不确定"))
    assert any(e["type"] == "report" for e in events)
    assert c.assessments.report(sid)
    assert [h["id"] for h in c.assessments.history("dave")] == [sid]
    assert not (tmp_path / "c" / "assessment-checkpoints.sqlite3").exists()
    c.close()


def test_checkpoint_tables_missing_is_refused(pg_empty_url: str) -> None:
    with pytest.raises(ConfigError, match="knowdesk db upgrade"):
        postgres_saver(pg_empty_url)


def test_the_next_assessment_avoids_the_last_ones_points(pg_url: str, tmp_path: Path) -> None:
    """The user's recent questions are read back from PostgreSQL, so any worker varies the next assessment."""
    app = make_app(tmp_path / "a", database_url=pg_url)
    try:
        app.ingestor.ingest([SAMPLE_KB], "hr")
        svc = app.assessments
        first_sid = svc.start(kb="hr", user="gina", n_questions=3, strategy="full")
        list(svc.stream(first_sid))
        first = {p for q in svc.sessions.get(first_sid)["questions"] for p in q["points"]}
        second_sid = svc.start(kb="hr", user="gina", n_questions=3, strategy="full")
        plan = svc.sessions.get(second_sid)["material"]["plan"]
        assert set(plan["previous"]) == first and first <= set(plan["avoid"])
        list(svc.stream(second_sid))
        assert {p for q in svc.sessions.get(second_sid)["questions"] for p in q["points"]} != first
        assert svc.sessions.recent_questions("nobody", 3) == []
    finally:
        app.close()
