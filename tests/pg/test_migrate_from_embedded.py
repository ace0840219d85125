"""`knowdesk db migrate-from-embedded`: every document, fragment, vector, hot question, user, unfinished
interview and graph relation arrives intact, and serves the same answers."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from knowdesk.cli.main import app as cli
from knowdesk.conversation.store import Round
from knowdesk.errors import ConfigError
from knowdesk.relations.service import build_graph_for_kb
from knowdesk.stores.postgres.copy import migrate_from_embedded
from knowdesk.stores.postgres.db import PgDatabase
from tests.conftest import SAMPLE_KB, make_app
from tests.hot.conftest import HOT
from tests.pg.compare import assert_same_hits

WHO = ["李明", "郑伟", "李明的上级"]  # "XXX是谁" and its relation form, answered from the org chart
GRAPH_QUESTIONS = ["李明的上级是谁", "请假审批由谁负责", "郑伟的下属有哪些"]


@dataclass
class Embedded:
    path: Path
    token: str  # amy's API token
    interview: str  # a session left waiting for an answer
    pending: dict[str, Any]


@pytest.fixture
def embedded(tmp_path: Path) -> Embedded:
    """The sample KB ingested and refined, its graph, a group, hot questions with hits and a candidate,
    a calibrated threshold, conversations, a finished and an unfinished assessment, users with tokens and grants."""
    data = tmp_path / "embedded"
    a = make_app(data, hot=HOT)
    a.ingestor.ingest([SAMPLE_KB], "hr")
    assert build_graph_for_kb(a.relation_parts, "hr").relations > 10
    a.store.create_kb("empty")
    a.store.create_group("all", ["hr", "empty"])
    qid = a.hot.add("员工如何申请带薪年假", ["请假"], "在OA提交请假申请单")
    a.hot.match("员工怎样申请带薪年假", ["请假"])
    a.hot.record_miss("离职证明怎么开", ["离职"])
    assert a.hot.get(qid).call_count == 1
    a.hot.thresholds.write("考勤", 0.93)  # as `hot calibrate` does: <data_dir>/hot_thresholds.json
    a.hot_labels.record("review:x:y", "请假", "员工怎样申请带薪年假", "员工如何申请带薪年假", True, "merge", "root")
    a.hot.fits.write(a.embedder.model_id, "考勤", [-10.0, 12.5, 0.25, 1.5], 0.71, 240)  # a refitted area
    a.conversations.append("conv-1", Round("年假几天", "年假有几天", ["五天"]))
    a.conversations.append("conv-1", Round("那病假呢", "病假有几天", ["看证明"]))
    sid = a.assessments.sessions.create("dave", "hr", None, "zh", "balanced", {"items": [], "n_questions": 1})
    a.assessments.sessions.update(
        sid, status="done", total=80.0, level="良好", report="# 报告", report_json={"overall": 80}
    )
    a.users.add("root", "admin", sensitive=True)
    a.users.add("amy")
    a.users.grant("amy", "hr", "manage")
    token = a.users.issue_token("amy", "cli")
    a.users.issue_token("root")
    assert a.users.claim_conversation("conv-1", "amy", "年假几天")
    a.logins.set_password("amy", "amy's passphrase")
    shown = a.transcript.add(
        "conv-1",
        "年假几天",
        "五天",
        citations=[{"n": 1, "document": "员工请假管理制度V3.1"}],
        hot={"question_id": qid, "standard_question": "员工如何申请带薪年假", "score": 0.8125, "area": "请假"},
    )  # served from a hot question: its match comes along too
    a.transcript.set_feedback("conv-1", shown.id, "up")
    alone = a.transcript.add("", "宠物保险", "抱歉", asker="amy", kbs=["hr"], routes=["vector"], area="福利")
    a.answer_feedback.give(alone.id, "amy", "bad", "incomplete")  # a vote, and a gap group with its asking
    interview = a.assessments.start(kb="hr", user="amy", n_questions=2)
    list(a.assessments.stream(interview))
    answered = list(a.assessments.answer(interview, "不知道"))
    assert any(e["type"] == "feedback" for e in answered)
    pending = a.assessments.pending(interview)
    assert pending
    a.close()
    return Embedded(data, token, interview, pending)


def test_copy_is_lossless_and_serves_the_same_answers(embedded: Embedded, pg_url: str, tmp_path: Path) -> None:
    db = PgDatabase(pg_url)
    report = migrate_from_embedded(embedded.path, db)
    db.close()
    assert report.ok, [t for t in report.tables if not t.ok]
    counts = {t.table: t.target_rows for t in report.tables}
    assert counts["documents"] == 11 and counts["fragments"] > 20 and counts["hot_questions"] == 2
    assert report.vectors == counts["fragments"] == counts["fast_vectors"] and report.vectors_missing == 0
    assert counts["users"] == 2 and counts["api_tokens"] == 2 and counts["kb_permissions"] == 1
    assert counts["conversation_owners"] == 1 and counts["checkpoints"] > 3
    assert counts["graph_entities"] > 10 and counts["graph_relations"] > 10

    before, after = make_app(embedded.path, hot=HOT), make_app(tmp_path / "w", hot=HOT, database_url=pg_url)
    for q in ["年假有几天", "差旅住宿标准", "离职交接"]:
        kw = [[x.id for x in a.store.fragments_by_rowids([r for r, _ in a.store.keyword_search(q, None, 10)]).values()]
              for a in (before, after)]  # fmt: skip
        assert sorted(kw[0]) == sorted(kw[1])
        hits = [a.retriever.search(q) for a in (before, after)]
        assert hits[0]
        assert_same_hits(hits[0], hits[1])
        qv = before.embedder.embed_query(q)
        assert [i for i, _ in before.vectors.search(qv, ["hr"], 5)] == [
            i for i, _ in after.vectors.search(qv, ["hr"], 5)
        ]
    assert after.store.unvectored_count(after.embedder.model_id) == 0
    m = after.hot.match("员工怎样申请带薪年假", ["请假"])
    assert m is not None and m.answer_summary == "在OA提交请假申请单"
    assert after.hot.get(m.question_id).call_count == 2
    assert counts["hot_thresholds"] == 1 and after.hot.thresholds.get("考勤") == 0.93
    assert counts["hot_labels"] == 1 and after.hot_labels.counts() == {"请假": {"pairs": 1, "positives": 1}}
    assert counts["hot_area_scorers"] == 1 and after.hot.area_fits()["考勤"].weights == (-10.0, 12.5, 0.25, 1.5)
    indexes = after.pg.query("SELECT indexname FROM pg_indexes WHERE indexname LIKE 'hot_question_vectors_hnsw_%%'")
    assert len(indexes) == 1  # the copied model's HNSW index is built by the copy, not by the first match
    assert after.store.group_kbs("all") == ["empty", "hr"]
    assert [r.resolved for r in after.conversations.last_rounds("conv-1", 5)] == ["年假有几天", "病假有几天"]
    (session,) = after.assessments.history("dave")
    assert after.assessments.report(session["id"]) == "# 报告" and session["level"] == "良好"
    assert counts["conversation_turns"] == 2 and counts["assessment_sessions"] == 2

    # users: the token made in the embedded install still authenticates; grants and owners came along
    amy = after.users.authenticate(embedded.token)
    assert amy is not None and amy.grants == {"hr": "manage"} and amy.can("hr", "manage") and not amy.can("it")
    assert [u.to_dict() for u in after.users.list()] == [u.to_dict() for u in before.users.list()]
    assert after.users.conversation_owner("conv-1") == "amy"
    # the web chat: the password signs in, the conversation shows as it did
    assert after.logins.check_password("amy", "amy's passphrase") is not None
    assert [m.to_dict() for m in after.transcript.messages("conv-1")] == [
        m.to_dict() for m in before.transcript.messages("conv-1")
    ]
    assert counts["chat_messages"] == 2 and after.transcript.messages("conv-1")[0].feedback == "up"
    # answer votes and the unanswered-question queue came along
    assert counts["answer_votes"] == 1 and counts["gap_groups"] == 1 and counts["gap_asks"] == 1
    assert [g.to_dict() for g in after.gaps.store.list(None)] == [g.to_dict() for g in before.gaps.store.list(None)]

    # the relation graph answers as Kuzu did
    assert after.graph_store.count() == before.graph_store.count()
    for name in WHO:
        assert after.entities.who_is(name) == before.entities.who_is(name) is not None, name
    for q in GRAPH_QUESTIONS:
        assert [h.text for h in after.graph_retriever.search(q)] == [h.text for h in before.graph_retriever.search(q)]
    before.close()

    # the unfinished interview resumes on PostgreSQL, where it left off, and runs to its report
    assert after.assessments.pending(embedded.interview) == embedded.pending
    events = list(after.assessments.resume(embedded.interview))
    for _ in range(8):
        if any(e["type"] == "report" for e in events):
            break
        assert [e for e in events if e["type"] == "question"], events
        events = list(after.assessments.answer(embedded.interview, "我不确定"))
    assert after.assessments.report(embedded.interview)
    assert not (tmp_path / "w" / "assessment-checkpoints.sqlite3").exists()
    after.close()


def test_refuses_a_database_that_already_has_data(embedded: Embedded, pg_url: str) -> None:
    db = PgDatabase(pg_url)
    migrate_from_embedded(embedded.path, db)
    with pytest.raises(ConfigError, match="empty one"):
        migrate_from_embedded(embedded.path, db)
    db.close()


def test_cli_reports_counts_and_checksums(embedded: Embedded, pg_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KNOWDESK_DATABASE_URL", pg_url)
    res = CliRunner().invoke(cli, ["db", "migrate-from-embedded", str(embedded.path), "--json"])
    assert res.exit_code == 0, res.output
    out = json.loads(res.stdout)
    assert out["ok"] and all(t["source_sha"] == t["target_sha"] for t in out["tables"])
    copied = {t["table"] for t in out["tables"]}
    assert {"users", "api_tokens", "kb_permissions", "checkpoints", "graph_entities", "graph_relations"} <= copied
