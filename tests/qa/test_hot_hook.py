"""The match_hot node keeps the hot-question contract (knowdesk.hot.base)."""

from __future__ import annotations

from dataclasses import replace

from knowdesk.graphs.qa import answer_question
from knowdesk.hot.base import HotMatch


class RecordingHot:
    def __init__(self, match: HotMatch | None) -> None:
        self.match_result = match
        self.answers: list[tuple[str, list[str]]] = []
        self.misses: list[str] = []

    def match(self, question: str, tags: list[str]) -> HotMatch | None:
        return self.match_result

    def record_answer(self, match: HotMatch, answer: str, fragment_ids: list[str]) -> None:
        self.answers.append((answer, fragment_ids))

    def record_miss(self, question: str, tags: list[str]) -> None:
        self.misses.append(question)


def _match(fresh: bool) -> HotMatch:
    return HotMatch("h1", "员工年假有几天", 0.93, 0.85, "请假", answer_summary="年假7天起。", summary_fresh=fresh)


def test_miss_is_recorded(kb_app):
    hot = RecordingHot(None)
    answer_question(kb_app.qa_graph, replace(kb_app.qa_deps, hot=hot), "年假有几天")
    assert hot.misses == ["年假有几天"] and hot.answers == []


def test_fresh_summary_answers_at_once(kb_app):
    hot = RecordingHot(_match(fresh=True))
    out = answer_question(kb_app.qa_graph, replace(kb_app.qa_deps, hot=hot), "年假有几天")
    assert out["answer"] == "年假7天起。" and out["short_circuit"] == "hot"
    assert not any("检索到" in line for line in out["trace"])
    assert hot.answers == [] and hot.misses == []


def test_stale_summary_is_refreshed_from_the_documents(kb_app):
    hot = RecordingHot(_match(fresh=False))
    out = answer_question(kb_app.qa_graph, replace(kb_app.qa_deps, hot=hot), "年假有几天")
    assert "当前以《员工请假管理制度V3.1》" in out["answer"]
    assert hot.answers and hot.answers[0][0] == out["answer"] and hot.answers[0][1]


def test_a_reused_summary_cites_its_sources_within_the_askers_scope(kb_app):
    row = next(f for f in kb_app.store.kb_fragments(["hr"]) if "请假" in f.document)
    source = {"fragment_id": row.id, "document_id": row.document_id, "file_hash": "unchanged"}
    match = replace(_match(fresh=True), source_fragments=[source])
    deps = replace(kb_app.qa_deps, hot=RecordingHot(match))
    out = answer_question(kb_app.qa_graph, deps, "年假有几天", kbs=["hr"])
    assert out["short_circuit"] == "hot" and out["answer"] == "年假7天起。"
    assert out["citations"] == [{"document": row.document, "section": row.section, "fragment_id": row.id}]
    # asked inside another knowledge base: the summary's source is out of reach, so it is not reused
    out = answer_question(kb_app.qa_graph, deps, "年假有几天", kbs=["finance"])
    assert out["short_circuit"] != "hot" and out["answer"] != "年假7天起。"
    assert any("不在本次可见范围" in line for line in out["trace"])


def test_a_refusal_is_never_kept_as_a_summary(kb_app):
    # the hot question is asked where the knowledge base has no answer (here: a base that does not exist)
    hot = RecordingHot(_match(fresh=False))
    out = answer_question(kb_app.qa_graph, replace(kb_app.qa_deps, hot=hot), "年假有几天", kbs=["nothing-here"])
    assert out["short_circuit"] == "no_result"
    assert hot.answers == []  # else every later asker would be refused, whatever the documents say
    # where the answer exists it is kept as before
    out = answer_question(kb_app.qa_graph, replace(kb_app.qa_deps, hot=hot), "年假有几天", kbs=["hr"])
    assert hot.answers == [(out["answer"], hot.answers[0][1])] and hot.answers[0][1]
