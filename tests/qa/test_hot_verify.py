"""A hot-question hit is verified against the current documents, not replayed (issue 23, item 4)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from knowdesk.app import Knowdesk
from knowdesk.graphs.qa_run import answer_question
from knowdesk.reasoning import local_reasoner
from knowdesk.reasoning.hot_check import unconfirmed_facts
from knowdesk.reasoning.llm import llm_reasoner
from tests.conftest import make_app
from tests.hot.conftest import HOT
from tests.scripted import ScriptedChat

QUESTION = "员工出差住宿费每晚报销上限是多少"
POLICY = """差旅费报销办法

第三条 住宿标准
员工出差住宿费报销上限为每晚{amount}元，需在出差结束后10个工作日内提交报销单，由部门负责人审批。

第九条 本办法自{date}起施行。
"""


@pytest.fixture
def travel(tmp_path: Path) -> Iterator[tuple[Knowdesk, Path]]:
    app = make_app(tmp_path / "data", hot=HOT)
    doc = tmp_path / "docs" / "差旅费报销办法.txt"
    doc.parent.mkdir()
    doc.write_text(POLICY.format(amount=500, date="2024年1月1日"), encoding="utf-8")
    app.ingestor.ingest([doc.parent], "finance")
    yield app, doc
    app.close()


def _ask(app: Knowdesk, question: str = QUESTION, deps=None) -> dict:
    return answer_question(app.qa_graph, deps or app.qa_deps, question, kbs=["finance"])


def _llm(app: Knowdesk, reply) -> tuple[object, ScriptedChat]:
    """The app's QA dependencies in LLM mode, with a scripted model answering each prompt by `reply`."""
    model = ScriptedChat(default=reply, prompts=[])
    local = local_reasoner(app.settings.qa, app.glossary, app.tags)
    return replace(app.qa_deps, reasoner=llm_reasoner(model, local, app.glossary, app.settings.qa.categories)), model


def _with_summary(app: Knowdesk) -> str:
    """A hot question whose summary the first answer wrote (with 500元)."""
    qid = app.hot.add(QUESTION, ["差旅"])
    first = _ask(app)
    assert first["short_circuit"] != "hot" and "500元" in first["answer"]
    assert "500元" in (app.hot.get(qid).answer_summary or "")
    return qid


def test_a_summary_the_current_document_contradicts_is_refreshed_and_says_which_document_stands(travel):
    app, doc = travel
    qid = _with_summary(app)
    doc.write_text(POLICY.format(amount=600, date="2025年1月1日"), encoding="utf-8")
    app.ingestor.ingest([doc.parent], "finance")  # re-ingested: the amount changed

    out = _ask(app)
    assert out["short_circuit"] == "hot"
    assert "600元" in out["answer"] and "500元" not in out["answer"]
    assert "当前以《差旅费报销办法》（2025-01-01）的内容为准" in out["answer"]
    assert any("不一致" in line and "500元" in line for line in out["trace"])
    assert [c["document"] for c in out["citations"]] == ["差旅费报销办法"]
    stored = app.hot.get(qid)
    assert "600元" in (stored.answer_summary or "") and "500元" not in (stored.answer_summary or "")
    match = app.hot.match(QUESTION, ["差旅"])
    assert match is not None and match.summary_fresh  # stored with the current version of its document


def test_a_consistent_summary_is_served_with_the_current_fragments_as_citations(travel):
    app, _ = travel
    qid = _with_summary(app)
    summary = app.hot.get(qid).answer_summary
    out = _ask(app)
    assert out["short_circuit"] == "hot" and out["answer"].startswith(summary)
    assert any("检索到" in line for line in out["trace"]) and any("一致" in line for line in out["trace"])
    current = {f.id for d in app.store.list_documents("finance") for f in app.store.document_fragments(d.id)}
    assert out["citations"] and all(c["fragment_id"] in current for c in out["citations"])
    assert app.hot.get(qid).answer_summary == summary  # nothing to refresh


def test_an_admin_answer_is_checked_like_any_summary(travel):
    app, _ = travel
    app.hot.add(QUESTION, ["差旅"], answer="住宿费每晚最多报销800元。")  # wrong from the start
    out = _ask(app)
    assert out["short_circuit"] == "hot" and "500元" in out["answer"] and "800元" not in out["answer"]


def test_llm_mode_asks_with_the_seeds_scenario_one_prompt(travel):
    app, doc = travel
    qid = _with_summary(app)
    doc.write_text(POLICY.format(amount=600, date="2025年1月1日"), encoding="utf-8")
    app.ingestor.ingest([doc.parent], "finance")
    written = "结论：员工出差住宿费报销上限为每晚600元。依据：《差旅费报销办法》第三条。"

    def reply(prompt: str) -> str:
        if "匹配热点问题" in prompt:
            return json.dumps({"conflict": True, "answer": written}, ensure_ascii=False)
        if "判断下面的文档片段" in prompt:
            return '{"score": "relevant"}'
        if "是否都有上述片段支撑" in prompt:
            return '{"grounded": "yes", "unsupported": []}'
        return "not json"  # every other step falls back to its local implementation

    deps, model = _llm(app, reply)
    out = _ask(app, deps=deps)

    (prompt,) = [p for p in model.prompts if "匹配热点问题" in p]
    assert f"用户原始问题：{QUESTION}" in prompt and f"匹配热点问题：{QUESTION}" in prompt
    assert "优先以热点问题逻辑为框架" in prompt and "当前以《XXX（文档名称）》（更新时间）的内容为准" in prompt
    assert "500元" in prompt.split("<summary>")[1].split("</summary>")[0]  # the stored summary
    assert "600元" in prompt.split("<documents>")[1]  # the current fragment
    assert out["short_circuit"] == "hot"
    # the model said the summary conflicts but named no standing document: the answer gets the sentence
    assert out["answer"] == f"{written}\n当前以《差旅费报销办法》（2025-01-01）的内容为准。"
    assert app.hot.get(qid).answer_summary == out["answer"]


def test_llm_mode_a_consistent_summary_keeps_the_stored_one(travel):
    app, _ = travel
    qid = _with_summary(app)
    summary = app.hot.get(qid).answer_summary
    framed = "结论：每晚最多报销500元，出差结束后10个工作日内提交（《差旅费报销办法》第三条）。"

    def reply(prompt: str) -> str:
        if "匹配热点问题" in prompt:
            return json.dumps({"conflict": False, "answer": framed}, ensure_ascii=False)
        if "是否都有上述片段支撑" in prompt:
            return '{"grounded": "yes", "unsupported": []}'
        return "not json"

    deps, _ = _llm(app, reply)
    out = _ask(app, deps=deps)
    assert out["short_circuit"] == "hot" and out["answer"] == framed
    assert app.hot.get(qid).answer_summary == summary


def test_an_answer_that_fails_the_groundedness_check_is_not_served(travel):
    app, _ = travel
    qid = _with_summary(app)

    def reply(prompt: str) -> str:
        if "匹配热点问题" in prompt:  # invents a detail no fragment states
            return json.dumps({"conflict": False, "answer": "结论：每晚500元，另有每天300元餐补（《差旅费报销办法》）。"},
                              ensure_ascii=False)  # fmt: skip
        return "not json"

    deps, _ = _llm(app, reply)
    out = _ask(app, deps=deps)
    assert out["short_circuit"] != "hot" and "300元" not in out["answer"]
    assert any("按正常流程回答" in line for line in out["trace"])
    assert "300元" not in (app.hot.get(qid).answer_summary or "")  # the normal path's answer is stored instead


def test_the_local_check_reads_amounts_roles_and_table_cells_however_written():
    sources = ["| 一线城市 | P8、M3及以上 | 1000 | 150 |", "请假3天由直属上级审批，需提前3个工作日提交"]
    assert unconfirmed_facts("住宿标准（元/晚）：900；餐补（元/天）：150", sources) == ["900"]  # a changed cell
    assert unconfirmed_facts("由部门负责人审批", sources) == ["部门负责人"]
    assert unconfirmed_facts("由直属领导审批，提前三个工作日提交", sources) == []  # same role, same days
    # document names and article numbers say where, not what
    assert unconfirmed_facts("依据：《差旅费报销办法2024》第十五条：提前3个工作日", sources) == []


def test_llm_mode_falls_back_to_the_local_check_when_the_model_fails(travel):
    app, doc = travel
    _with_summary(app)
    doc.write_text(POLICY.format(amount=600, date="2025年1月1日"), encoding="utf-8")
    app.ingestor.ingest([doc.parent], "finance")
    deps, model = _llm(app, lambda prompt: "not json")
    out = _ask(app, deps=deps)
    assert any("匹配热点问题" in p for p in model.prompts)  # asked, answered nonsense
    assert out["short_circuit"] == "hot" and "600元" in out["answer"] and "500元" not in out["answer"]
    assert "当前以《差旅费报销办法》（2025-01-01）的内容为准" in out["answer"]
