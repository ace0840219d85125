"""A full interview on the sample KB in local mode, through the service and through the graph."""

from __future__ import annotations

import pytest
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command

from knowdesk.assessment.local import LocalExaminer, knowledge_point, supported
from knowdesk.assessment.material import MaterialBuilder
from knowdesk.assessment.text import covers, key_points, normalize
from knowdesk.graphs.assessment import AssessmentContext, build_graph


def _questions(svc, sid):
    return svc.graph.get_state(svc._config(sid)).values["questions"]


def test_full_interview_local(hr_app):
    svc = hr_app.assessments
    sid = svc.start(kb="hr", user="alice", n_questions=4)
    events = list(svc.stream(sid))
    assert [e["type"] for e in events] == ["processStep", "questions", "question"]
    assert events[0]["message"] == "正在出题…"
    public = events[1]["questions"]
    assert 3 <= len(public) <= 5
    assert "reference_answer" not in public[0]
    questions = _questions(svc, sid)
    assert {"Standard", "Advanced", "Specialist"} <= {q["difficulty"] for q in questions}
    known = set(hr_app.store.fragments_by_ids([s["id"] for q in questions for s in q["sources"]]))
    for q in questions:
        assert q["sources"] and all(s["id"] in known and s["document"] and s["section"] for s in q["sources"])
        assert len(q["key_points"]) >= 2 and all(supported(k, q["source_text"]) for k in q["key_points"])
        assert "薪资等级表" not in q["source_text"]  # sensitive documents are never examined

    # a weak answer: exactly one follow-up, asking for the most important missing point
    first = svc.answer(sid, "不清楚")
    ev = list(first)
    assert ev[0] == {"type": "processStep", "step": "grade", "message": "正在阅卷…"}
    fb = next(e for e in ev if e["type"] == "feedback")
    assert fb["follow_up"] and fb["score"] < 6 and fb["missing"][0] in fb["feedback"]
    follow = ev[-1]
    assert follow["type"] == "question" and follow["follow_up"] and follow["question_index"] == 0
    assert fb["missing"][0] in follow["text"]
    assert svc.state(sid)["pending"]["follow_up"] is True
    ev = list(svc.answer(sid, "还是不知道"))
    fb2 = next(e for e in ev if e["type"] == "feedback")
    assert not fb2["follow_up"]
    assert any(e.get("message") == "正在准备下一题…" for e in ev)
    assert ev[-1]["type"] == "question" and ev[-1]["question_index"] == 1 and not ev[-1]["follow_up"]

    # good answers (the reference answers) score high, no follow-up
    for i in range(1, len(questions)):
        ev = list(svc.answer(sid, questions[i]["reference_answer"]))
        fb = next(e for e in ev if e["type"] == "feedback")
        assert fb["score"] >= 8.5 and not fb["follow_up"], fb
    report = ev[-1]
    assert report["type"] == "report"
    data = report["report"]
    assert data["level"] in {"Novice", "Proficient", "Advanced", "Expert"}
    assert data["gaps"] and data["gaps"][0]["knowledge_point"] == questions[0]["knowledge_point"]
    assert questions[0]["sources"][0]["document"] in "\n".join(data["advice"])
    md = svc.report(sid)
    for heading in ("能力等级", "逐题得分", "差距分析", "学习建议"):
        assert heading in md
    assert svc.report(sid, "json")["overall"] == data["overall"]
    [row] = svc.history("alice")
    assert row["status"] == "done" and row["level"] == data["level"] and row["total"] == data["overall"]
    assert svc.history("bob") == []
    assert svc.pending(sid) is None


def test_graph_interrupts_through_checkpoints(hr_app):
    """The graph alone: interrupt at interview, resume with Command, bounded follow-ups."""
    material = MaterialBuilder(hr_app, hr_app.settings.assessment).build(["hr"]).items
    graph = build_graph().compile(checkpointer=InMemorySaver())
    config = {"configurable": {"thread_id": "t1"}}
    ctx = AssessmentContext(examiner=LocalExaminer(hr_app.settings.assessment.levels), follow_up_below=6.0)
    out = graph.invoke({"material": material, "n_questions": 3, "language": "en", "max_follow_ups": 2},
                       config, context=ctx)  # fmt: skip
    assert "__interrupt__" in out
    assert graph.get_state(config).next == ("interview",)
    assert out["__interrupt__"][0].value["text"].startswith("Question 1/3")
    follow_ups = 0
    while "__interrupt__" in out:
        follow_ups += out["__interrupt__"][0].value["follow_up"]
        out = graph.invoke(Command(resume="no idea"), config, context=ctx)
    assert follow_ups == 3 * 2  # every weak answer is followed up, at most max_follow_ups times
    assert out["report"]["level"] == "Novice"
    assert len(out["messages"]) == 2 * 3 * 3
    assert graph.get_state(config).next == ()


def test_english_questions_and_report(hr_app):
    svc = hr_app.assessments
    sid = svc.start(kb="hr", n_questions=3, language="en", strategy="full")
    ev = list(svc.stream(sid))
    assert ev[0]["message"] == "Generating questions…" and ev[-1]["text"].startswith("Question 1/3")
    questions = _questions(svc, sid)
    for q in questions:
        ev = list(svc.answer(sid, q["reference_answer"]))
    assert "# Assessment report" in ev[-1]["markdown"] and ev[-1]["report"]["level"] == "Expert"


def test_key_points_and_normalised_matching():
    text = "员工在公司连续工作满12个月后，每年享有带薪年休假7天；最多不超过15天。"
    kps = key_points(text)
    assert kps[:3] == ["12个月", "7天", "15天"]
    assert covers("工作满十二个月后有七天年假，最多十五天", "7天")
    assert covers("最多１５天", "15天")
    assert not covers("最多16天", "15天")
    assert normalize("带薪年休假") == normalize("年假")


def test_grading_names_missing_points(hr_app):
    ex = LocalExaminer(hr_app.settings.assessment.levels)
    q = {"question": "?", "knowledge_point": "年假", "difficulty": "Standard", "key_points": ["12个月", "7天", "15天"],
         "reference_answer": "连续工作满12个月后每年年假7天，最多不超过15天。",
         "sources": [{"id": "x", "document": "员工请假管理制度V3.1", "section": "第四条 年假"}]}  # fmt: skip
    full = ex.grade(q, [q["reference_answer"]], "zh")
    part = ex.grade(q, ["工作满一年后有7天年假"], "zh")
    none = ex.grade(q, ["不知道"], "zh")
    assert full["score"] >= 9.5 and not full["missing"]
    assert none["score"] < part["score"] < full["score"]
    assert part["missing"] == ["12个月", "15天"] and "15天" in part["feedback"]
    assert "员工请假管理制度V3.1" in none["feedback"]
    assert "12个月" in ex.follow_up(q, part, "zh")


def test_resume_finishes_a_step_interrupted_mid_run(hr_app):
    """A process dying inside grading leaves a checkpoint before `grade`; resume finishes that step."""
    svc = hr_app.assessments
    sid = svc.start(kb="hr", n_questions=3)
    list(svc.stream(sid))
    run = svc.graph.stream(Command(resume="不知道"), svc._config(sid), context=svc._context(),
                           stream_mode="updates", durability="sync")  # fmt: skip
    assert "interview" in next(run)
    run.close()  # stop before grading, as a killed process would
    assert svc.graph.get_state(svc._config(sid)).next == ("grade",) and svc.pending(sid) is None
    ev = list(svc.resume(sid))
    assert [e["type"] for e in ev][-3:] == ["feedback", "processStep", "question"] and ev[-1]["follow_up"]


def test_cli_errors_are_clean(hr_dir):
    from typer.testing import CliRunner

    from knowdesk.cli.main import app as cli

    base = ["--data-dir", str(hr_dir), "--embedder", "hashing", "assess"]
    out = CliRunner().invoke(cli, [*base, "report", "nope"])
    assert out.exit_code == 1 and "does not exist" in out.output
    out = CliRunner().invoke(cli, [*base, "--kb", "missing"])
    assert out.exit_code == 1 and "missing" in out.output
    out = CliRunner().invoke(cli, [*base, "history", "--json"])
    assert out.exit_code == 0 and out.output.strip() == "[]"


def test_service_errors_are_raised_at_call_time(hr_app):
    from knowdesk.errors import ConflictError, NotFoundError

    svc = hr_app.assessments
    with pytest.raises(NotFoundError):
        svc.stream("nope")
    with pytest.raises(ConflictError):
        svc.start(user="x")
    with pytest.raises(ConflictError):
        svc.start(kb="hr", strategy="magic")
    sid = svc.start(kb="hr", n_questions=3)
    with pytest.raises(ConflictError):
        svc.answer(sid, "too early: no question asked yet")
    with pytest.raises(ConflictError):
        svc.report(sid)


@pytest.mark.parametrize(
    ("section", "point"),
    [
        ("四、技术方案 > 2、网站内容规划", "网站内容规划"),
        ("第二章 员工规范 > 第一节 行为规范", "行为规范"),
        ("制度 > 3.1 报销流程", "报销流程"),
        ("制度 > （二）审批权限", "审批权限"),
        ("制度 > 2024年度预算", "2024年度预算"),
    ],
)
def test_knowledge_points_are_headings_without_their_numbering(section, point):
    assert knowledge_point(section, "任意句子。", set()) == point
