"""A full interview on the sample KB in local mode, through the service and through the graph."""

from __future__ import annotations

import itertools
import re

import pytest
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command

from knowdesk.assessment.local import LocalExaminer
from knowdesk.assessment.material import MaterialBuilder
from knowdesk.graphs.assessment import AssessmentContext, build_graph


def _questions(svc, sid):
    return svc.graph.get_state(svc._config(sid)).values["questions"]


def test_full_interview_local(hr_app):
    svc = hr_app.assessments
    sid = svc.start(kb="hr", user="alice", n_questions=4)  # auto: the whole sample KB fits (conftest.WHOLE_KB)
    events = list(svc.stream(sid))
    assert [e["type"] for e in events] == ["processStep", "questions", "question"]
    assert events[0]["message"] == "正在出题…"
    public = events[1]["questions"]
    assert len(public) == 4
    for q in public:  # nothing of the answer before the answer: no reference, facts or sources
        assert set(q) == {"id", "question", "knowledge_point", "difficulty", "difficulty_label"}
    assert events[2]["text"].startswith("第 1/4 题（") and events[2]["difficulty_label"] in {"基础", "进阶", "专家"}
    questions = _questions(svc, sid)
    assert {"Standard", "Advanced", "Specialist"} <= {q["difficulty"] for q in questions}
    known = set(hr_app.store.fragments_by_ids([s["id"] for q in questions for s in q["sources"]]))
    for q in questions:
        assert q["sources"] and all(s["id"] in known and s["document"] and s["section"] for s in q["sources"])
        assert any(
            f["aspect"] in ("approver", "handler", "order") or re.search(r"\d", f["value"]) for f in q["key_facts"]
        )
        assert "薪资等级表" not in q["reference_answer"]  # sensitive documents are never examined
        assert not re.search(r"关于「.+」有什么(具体)?规定", q["question"])
        for f in q["key_facts"]:
            assert f["value"] not in q["question"] or f["aspect"] in ("handler", "approver")

    # a weak answer: one follow-up about the missing aspect, naming no expected value
    ev = list(svc.answer(sid, "不清楚"))
    assert ev[0] == {"type": "processStep", "step": "grade", "message": "正在阅卷…"}
    fb = next(e for e in ev if e["type"] == "feedback")
    assert fb["follow_up"] and fb["score"] == 0 and fb["missing"]
    follow = ev[-1]
    assert follow["type"] == "question" and follow["follow_up"] and follow["question_index"] == 0
    assert follow["text"].startswith("追问：") and fb["missing"][0] in follow["text"]
    assert not any(f["value"] in follow["text"] for f in questions[0]["key_facts"] if len(f["value"]) > 2)
    assert svc.state(sid)["pending"]["follow_up"] is True
    # the follow-up answer is graded together with the first one
    ev = list(svc.answer(sid, questions[0]["reference_answer"]))
    fb2 = next(e for e in ev if e["type"] == "feedback")
    assert not fb2["follow_up"] and fb2["score"] >= 8.5
    assert any(e.get("message") == "正在准备下一题…" for e in ev)
    assert ev[-1]["type"] == "question" and ev[-1]["question_index"] == 1 and not ev[-1]["follow_up"]

    # good answers (the reference answers) score high, no follow-up; the last one is left out on purpose
    for i in range(1, len(questions) - 1):
        ev = list(svc.answer(sid, questions[i]["reference_answer"]))
        fb = next(e for e in ev if e["type"] == "feedback")
        assert fb["score"] >= 8.5 and not fb["follow_up"], (questions[i], fb)
    ev = list(svc.answer(sid, "不知道"))
    ev = list(svc.answer(sid, "还是不知道"))
    report = ev[-1]
    assert report["type"] == "report"
    data = report["report"]
    assert data["level"] in {"Novice", "Proficient", "Advanced", "Expert"}
    assert data["level_label"] in {"入门", "熟练", "精通", "专家"}
    assert [r["difficulty_label"] for r in data["questions"]] == [{"Standard": "基础", "Advanced": "进阶",
                                                                   "Specialist": "专家"}[q["difficulty"]] for q in questions]  # fmt: skip
    last = questions[-1]
    gap_docs = {(g["document"], g["section"]) for g in data["gaps"]}
    assert gap_docs == {(s["document"], s["section"]) for s in last["sources"]}  # only where the gap is
    assert all(g["document"] in a for g, a in zip(data["gaps"], data["advice"], strict=False))
    assert {p["mastery_label"] for p in data["points"]} <= {"已掌握", "部分掌握", "未掌握"}
    assert len(data["points"]) >= len(questions)
    md = svc.report(sid)
    for heading in ("能力等级", "逐题得分", "知识点掌握", "差距分析", "学习建议", "参考答案"):
        assert heading in md
    assert data["level_label"] in md and "Specialist" not in md and "Novice" not in md
    assert svc.report(sid, "json")["overall"] == data["overall"]
    [row] = svc.history("alice")
    assert row["status"] == "done" and row["level"] == data["level"] and row["level_label"] == data["level_label"]
    assert svc.history("bob") == []
    assert svc.pending(sid) is None


def test_graph_interrupts_through_checkpoints(hr_app):
    """The graph alone: interrupt at interview, resume with Command, bounded follow-ups."""
    material = MaterialBuilder(hr_app.material_source, hr_app.settings.assessment).build(["hr"], "full").items
    graph = build_graph().compile(checkpointer=InMemorySaver())
    config = {"configurable": {"thread_id": "t1"}}
    ctx = AssessmentContext(examiner=LocalExaminer(hr_app.settings.assessment.levels), follow_up_below=6.0)
    out = graph.invoke({"material": material, "n_questions": 3, "language": "en", "max_follow_ups": 2},
                       config, context=ctx)  # fmt: skip
    assert "__interrupt__" in out
    assert graph.get_state(config).next == ("interview",)
    assert out["__interrupt__"][0].value["text"].startswith("Question 1/3 (")
    follow_ups = 0
    while "__interrupt__" in out:
        follow_ups += out["__interrupt__"][0].value["follow_up"]
        out = graph.invoke(Command(resume="no idea"), config, context=ctx)
    assert follow_ups == 3 * 2  # every weak answer is followed up, at most max_follow_ups times
    assert out["report"]["level"] == "Novice" and out["report"]["level_label"] == "Novice"
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
    assert "Reference answers" in ev[-1]["markdown"]


def test_assessments_vary_and_never_repeat_the_previous_set(hr_app):
    """Five assessments of one user: five different sets; the recently asked points are avoided."""
    svc = hr_app.assessments
    sets, firsts = [], []
    for _ in range(5):
        sid = svc.start(kb="hr", user="erin", n_questions=3)  # auto: the whole sample KB, as above
        list(svc.stream(sid))
        qs = _questions(svc, sid)
        sets.append(frozenset(p for q in qs for p in q["points"]))
        firsts.append(qs[0]["question"])
    assert all(a != b for a, b in itertools.pairwise(sets))
    assert len(set(sets)) == 5 and len(set(firsts)) >= 3
    assert not (sets[0] & sets[1])  # the last assessment's points are avoided while others remain
    other = svc.start(kb="hr", user="frank", n_questions=3, strategy="full")
    list(svc.stream(other))
    assert svc.sessions.get(other)["material"]["plan"]["avoid"] == []  # one user's history is not another's


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


def test_cli_grades_one_answer(hr_dir):
    import json

    from typer.testing import CliRunner

    from knowdesk.cli.main import app as cli

    base = ["--data-dir", str(hr_dir), "--embedder", "hashing", "assess", "grade"]
    ref = "因项目需要申领超出标准配置的设备，须在申领单中说明理由，经部门负责人、IT部经理赵强审批；金额超过预算上限30%的，还须经财务部审批。"
    args = [*base, "--question", "超标准配置要谁批？", "--reference", ref]
    out = CliRunner().invoke(cli, [*args, "--answer", "部门负责人和IT部经理赵强审批，超预算30%还要财务部。", "--json"])
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    assert set(data) >= {"score", "facts_right", "facts_wrong", "facts_missing", "feedback"}
    assert data["score"] >= 8 and not data["facts_wrong"] and not data["facts_missing"]
    out = CliRunner().invoke(cli, [*args, "--answer", "部门负责人审批", "--answer", "超预算50%要财务部", "--json"])
    data = json.loads(out.output)
    assert data["score"] < 5 and [f["aspect"] for f in data["facts_wrong"]] == ["condition"]
    assert "赵强" not in data["feedback"] and "30%" not in data["feedback"]
    out = CliRunner().invoke(cli, [*args, "--answer", "不知道"])
    assert out.exit_code == 0 and "score 0.0/10" in out.output


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
