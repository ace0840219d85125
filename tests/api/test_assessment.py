"""Assessment over HTTP exactly as seed 001 §3: start → start-stream → answer-stream … → report."""

from __future__ import annotations

import time
from typing import Any

from fastapi.testclient import TestClient

from tests.api.helpers import Seeded, parse_sse


def answer_all(client: TestClient, auth: dict[str, str], sid: str, question: dict[str, Any],
               first_answer: str = "不知道") -> list[tuple[str, Any]]:  # fmt: skip
    """Answer until the report; the first answer is wrong (a follow-up), later ones copy the question."""
    seen: list[tuple[str, Any]] = []
    text = first_answer
    for _ in range(30):
        r = client.post(f"/assessment/{sid}/answer-stream", json={"answer": text}, headers=auth)
        assert r.status_code == 200, r.text
        events = parse_sse(r.text)
        seen += events
        if events[-1][0] == "report":
            return seen
        question = events[-1][1]
        assert events[-1][0] == "question"
        text = question["text"]
    raise AssertionError("no report after 30 answers")


def test_assessment_start_stream_answer_follow_up_report(client: TestClient, seeded: Seeded) -> None:
    auth = seeded.auth("alice")
    r = client.post("/assessment/start", json={"kb": "hr", "questions": 3}, headers=auth)
    assert r.status_code == 200, r.text
    sid = r.json()["sessionId"]
    events = parse_sse(client.get(f"/assessment/{sid}/start-stream", headers=auth).text)
    names = [e for e, _ in events]
    assert names[0] == "processStep" and "questions" in names and names[-1] == "question"
    questions = next(d for e, d in events if e == "questions")["questions"]
    assert len(questions) == 3
    for q in questions:  # nothing of the answer before the answer (the event used to list every source fragment)
        assert set(q) == {"id", "question", "knowledge_point", "difficulty", "difficulty_label"}
    first = events[-1][1]
    assert first["difficulty_label"] in {"基础", "进阶", "专家"} and "sources" not in first
    # reload mid-assessment: the state says which question is pending
    state = client.get(f"/assessment/{sid}", headers=auth).json()
    assert state["pending"]["number"] == 1 and state["status"] == "in_progress"
    assert "questions" not in state and "material" not in state and "reference" not in str(state)
    again = parse_sse(client.get(f"/assessment/{sid}/start-stream", headers=auth).text)
    assert again[-1][0] == "question" and again[-1][1]["number"] == 1

    seen = answer_all(client, auth, sid, events[-1][1])
    kinds = [e for e, _ in seen]
    assert kinds[0] == "processStep" and seen[0][1]["step"] == "grade" and "feedback" in kinds
    feedback = next(d for e, d in seen if e == "feedback")
    assert feedback["follow_up"] is True and 0 <= feedback["score"] < 6
    assert set(feedback) >= {"score", "feedback", "missing", "wrong", "fact_status"} and "sources" not in feedback
    assert any(e == "question" and d["follow_up"] for e, d in seen)
    assert any(e == "processStep" and d["step"] == "analyze" for e, d in seen)
    report = client.get(f"/assessment/{sid}/report", headers=auth).json()
    assert report["level"] and report["overall"] >= 0 and "markdown" in report
    assert "<table>" in report["html"] and "<h1>学情报告</h1>" in report["html"]  # rendered on the server
    streamed = next(d for e, d in seen if e == "report")
    assert streamed["html"] == report["html"]
    assert report["level_label"] in {"入门", "熟练", "精通", "专家"} and report["points"]
    assert all(r["reference_answer"] and r["sources"] for r in report["questions"])  # now, with the report
    md = client.get(f"/assessment/{sid}/report", params={"format": "md"}, headers=auth)
    assert md.headers["content-type"].startswith("text/markdown") and "学情报告" in md.text
    history = client.get("/assessment/history", headers=auth).json()
    assert history[0]["id"] == sid and history[0]["status"] == "done" and history[0]["level_label"]
    # no answer is expected any more
    late = client.post(f"/assessment/{sid}/answer-stream", json={"answer": "x"}, headers=auth)
    assert late.status_code == 409 and late.json()["code"] == "conflict"


def test_assessment_is_private_to_its_user(client: TestClient, seeded: Seeded) -> None:
    sid = client.post("/assessment/start", json={"kb": "hr"}, headers=seeded.auth("alice")).json()["sessionId"]
    for path in (f"/assessment/{sid}", f"/assessment/{sid}/report", f"/assessment/{sid}/start-stream"):
        r = client.get(path, headers=seeded.auth("mgr"))
        assert r.status_code == 404 and r.json()["code"] == "not_found", path
    r = client.post(f"/assessment/{sid}/answer-stream", json={"answer": "x"}, headers=seeded.auth("mgr"))
    assert r.status_code == 404
    assert all(h["id"] != sid for h in client.get("/assessment/history", headers=seeded.auth("mgr")).json())
    assert client.get(f"/assessment/{sid}", headers=seeded.auth("admin")).status_code == 200


def test_assessment_refuses_forbidden_or_missing_scope(client: TestClient, seeded: Seeded) -> None:
    auth = seeded.auth("alice")
    forbidden = client.post("/assessment/start", json={"kb": "secret"}, headers=auth)
    missing = client.post("/assessment/start", json={"kb": "nope"}, headers=auth)
    assert forbidden.status_code == missing.status_code == 404  # a base one may not ask is hidden like a missing one
    assert forbidden.json()["message"].replace("secret", "KB") == missing.json()["message"].replace("nope", "KB")
    assert client.post("/assessment/start", json={}, headers=auth).status_code == 409
    assert client.post("/assessment/start", json={"kb": "hr", "questions": 99}, headers=auth).status_code == 422
    assert client.get("/assessment/unknown/report", headers=auth).status_code == 404


def test_a_double_submit_is_refused_while_grading(client: TestClient, seeded: Seeded) -> None:
    from knowdesk.api.routes import assessment as routes

    auth = seeded.auth("alice")
    sid = client.post("/assessment/start", json={"kb": "hr", "questions": 3}, headers=auth).json()["sessionId"]
    client.get(f"/assessment/{sid}/start-stream", headers=auth)
    routes._busy[sid] = time.monotonic()  # as if another request were grading right now
    try:
        r = client.post(f"/assessment/{sid}/answer-stream", json={"answer": "x"}, headers=auth)
        assert r.status_code == 409 and "already grading" in r.json()["message"]
    finally:
        routes._busy.pop(sid, None)
    assert client.post(f"/assessment/{sid}/answer-stream", json={"answer": "x"}, headers=auth).status_code == 200
