"""The web chat's stores behave the same on SQLite and PostgreSQL: the transcript (messages, feedback, search),
regenerating (the last memory round dropped), renaming and deleting conversations, passwords and sessions."""

from __future__ import annotations

from pathlib import Path

import pytest

from knowdesk.app import Knowdesk
from knowdesk.conversation.store import Round
from knowdesk.errors import NotFoundError
from tests.conftest import make_app


def test_the_transcript_keeps_messages_in_order_with_feedback(app_on: Knowdesk) -> None:
    t = app_on.transcript
    cite = {"n": 1, "document": "员工请假管理制度V3.1", "section": "二、假期", "fragment_id": "f-1", "text": "全文"}
    step = {
        "step": "retrieve",
        "label": {"zh": "文档检索", "en": "documents retrieved"},
        "trace": ["[调试] 检索到 1 个片段"],
    }
    a = t.add("c1", "年假有几天？", "结论：5天。", citations=[cite], steps=[step])
    b = t.add("c1", "那病假呢？", "", status="stopped")
    t.add("c2", "加班费100%怎么算？", "按150%支付")
    got = t.messages("c1")
    assert [m.id for m in got] == [a.id, b.id] and t.last("c1").id == b.id
    assert got[0].citations == [{k: v for k, v in cite.items() if k != "text"}] and got[0].steps == [step]
    assert got[1].status == "stopped" and got[1].answer == ""
    assert t.set_feedback("c1", a.id, "up").feedback == "up"
    assert t.set_feedback("c1", a.id, "").feedback == ""
    with pytest.raises(NotFoundError):
        t.set_feedback("c2", a.id, "down")  # a message of another conversation
    assert t.search(["c1", "c2"], "病假") == {"c1"} and t.search(["c1", "c2"], "100%") == {"c2"}
    assert t.search(["c1", "c2"], "%") == {"c2"} and t.search(["c1"], "加班") == set()
    t.remove(b.id)
    assert [m.id for m in t.messages("c1")] == [a.id]
    assert t.forget("c1") == 1 and t.messages("c1") == [] and t.last("c1") is None


def test_regenerating_drops_the_last_memory_round(app_on: Knowdesk) -> None:
    app_on.conversations.append("c1", Round("病假需要什么材料？", "病假需要什么材料？", ["证明"]))
    app_on.conversations.append("c1", Round("那事假呢？", "事假需要什么材料？", ["申请"]))
    app_on.conversations.drop_last("c1")
    assert [r.question for r in app_on.conversations.last_rounds("c1", 10)] == ["病假需要什么材料？"]
    app_on.conversations.append("c1", Round("那事假呢？", "事假需要什么材料？", ["申请"]))
    assert [r.question for r in app_on.conversations.last_rounds("c1", 10)] == ["病假需要什么材料？", "那事假呢？"]


def test_conversations_are_renamed_and_forgotten(app_on: Knowdesk) -> None:
    users = app_on.users
    users.add("amy")
    assert users.claim_conversation("c1", "amy", "年假有几天？")
    users.rename_conversation("c1", "我的年假" * 30)
    assert users.conversations("amy") == [
        {"id": "c1", "title": ("我的年假" * 30)[:80], "created_at": users.conversations("amy")[0]["created_at"]}
    ]
    users.forget_conversation("c1")
    assert users.conversations("amy") == [] and users.conversation_owner("c1") is None


def test_passwords_and_sessions(app_on: Knowdesk) -> None:
    now = [1_000_000.0]
    logins = app_on.logins
    logins._now = lambda: now[0]  # the clock, without sleeping
    app_on.users.add("amy")
    assert not logins.has_password("amy") and logins.check_password("amy", "") is None
    logins.set_password("amy", "a long passphrase")
    assert logins.has_password("amy") and logins.check_password("amy", "a long passphrase").name == "amy"
    assert logins.check_password("amy", "a wrong passphrase") is None and logins.check_password("ghost", "x") is None
    one, s1 = logins.open_session("amy", hours=1)
    two, _ = logins.open_session("amy", hours=1)
    found = logins.check_session(one)
    assert found.session is not None and found.session.csrf == s1.csrf and found.session.user.name == "amy"
    assert logins.check_session("not a session").session is None
    assert logins.end_sessions("amy", keep=s1.id) == 1
    assert logins.check_session(two).session is None and logins.check_session(one).session is not None
    now[0] += 3601
    assert logins.check_session(one).expired and logins.check_session(one).session is None
    now[0] += 8 * 24 * 3600  # swept a week after it expired, at the next sign-in
    logins.open_session("amy", hours=1)
    assert not logins.check_session(one).expired
    logins.set_password("amy", "another passphrase")  # a new password ends every session
    assert logins.sql.query_one("SELECT COUNT(*) AS n FROM web_sessions")["n"] == 0


def test_streamed_answers_do_not_leave_connections_open(pg_url: str, tmp_path: Path) -> None:
    """A streamed graph runs its nodes on threads made for that run; each one's connection is closed once
    the thread has ended, so a server streaming answers all day keeps a bounded number of connections."""
    from knowdesk.graphs.qa_run import answer_question
    from tests.conftest import SAMPLE_KB

    app = make_app(tmp_path / "data", database_url=pg_url)
    try:
        app.ingestor.ingest([str(SAMPLE_KB / "员工请假管理制度V3.1.txt")], "hr")

        def connections() -> int:
            return int(
                app.pg.query_one("SELECT COUNT(*) AS n FROM pg_stat_activity WHERE datname = current_database()")["n"]
            )

        answer_question(app.qa_graph, app.qa_deps, "年假有几天？", ["hr"], on_event=lambda e, d: None)
        before = connections()
        for q in (
            "病假需要什么材料？",
            "婚假有几天？",
            "产假有多少天？",
            "事假怎么扣工资？",
            "请假流程是什么？",
            "丧假几天？",
        ):
            answer = answer_question(app.qa_graph, app.qa_deps, q, ["hr"], on_event=lambda e, d: None)
            assert answer["answer"]
        assert connections() <= before + 1
    finally:
        app.close()


def test_suggestions_come_from_the_askers_bases(app_on: Knowdesk) -> None:
    from knowdesk.api.suggestions import suggested_questions
    from knowdesk.graphs.qa_run import answer_question
    from tests.conftest import SAMPLE_KB

    app_on.ingestor.ingest([str(SAMPLE_KB / "员工请假管理制度V3.1.txt")], "hr")
    for _ in range(4):  # a candidate, active at the third ask, answered with its sources at the fourth
        answer_question(app_on.qa_graph, app_on.qa_deps, "婚假有几天？", ["hr"])
    app_on.hot.add("公司地址在哪里？", None, "在北京。")  # an admin's answer: no sources, so no base
    assert suggested_questions(app_on.hot, app_on.store, ["hr"], False, 5) == [
        {"question": "婚假有几天？", "call_count": 4}
    ]
    assert suggested_questions(app_on.hot, app_on.store, ["it"], False, 5) == []
