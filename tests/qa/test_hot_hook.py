"""The match_hot node keeps the hot-question contract (knowdesk.stores.contracts.hot)."""

from __future__ import annotations

from dataclasses import replace

from knowdesk.eval.answer_match import contains
from knowdesk.graphs.qa_run import answer_question
from knowdesk.stores.contracts.hot import HotMatch


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


def test_fresh_summary_is_verified_then_served(kb_app):
    hot = RecordingHot(_match(fresh=True))
    out = answer_question(kb_app.qa_graph, replace(kb_app.qa_deps, hot=hot), "年假有几天")
    assert out["short_circuit"] == "hot" and out["answer"].startswith("年假7天起。")
    assert any("热点问题核对" in line and "检索到" in line for line in out["trace"])  # checked, not replayed
    assert out["citations"] and out["citations"][0]["document"] == "员工请假管理制度V3.1"
    assert hot.answers == [] and hot.misses == []  # consistent and fresh: nothing to store


def test_a_summary_an_older_version_wrote_gives_way_to_the_version_in_force(kb_app):
    old = next(f for f in kb_app.store.kb_fragments(["hr"]) if "V2.0" in f.document and "年休假5天" in f.body)
    source = {"fragment_id": old.id, "document_id": old.document_id, "file_hash": "unchanged"}
    summary = "结论：员工连续工作满12个月后每年享有带薪年休假5天，最多不超过12天。"
    match = replace(_match(fresh=True), answer_summary=summary, source_fragments=[source])
    hot = RecordingHot(match)
    out = answer_question(kb_app.qa_graph, replace(kb_app.qa_deps, hot=hot), "年假有几天", kbs=["hr"])
    assert out["short_circuit"] == "hot" and contains(out["answer"], "7天") and not contains(out["answer"], "5天")
    assert "当前以《员工请假管理制度V3.1》（2024-05-01）的内容为准" in out["answer"]
    assert hot.answers and hot.answers[0][0] == out["answer"]  # refreshed, not served


def test_stale_summary_is_verified_and_pinned_to_the_current_documents(kb_app):
    hot = RecordingHot(_match(fresh=False))
    out = answer_question(kb_app.qa_graph, replace(kb_app.qa_deps, hot=hot), "年假有几天")
    assert out["short_circuit"] == "hot" and out["answer"].startswith("年假7天起。")
    # its facts still hold: the summary stays, now with the fragments that confirm it as its sources
    assert hot.answers == [("年假7天起。", out["fragment_ids"])] and out["fragment_ids"]


def test_a_reused_summary_cites_current_fragments_and_its_sources_must_be_within_the_askers_scope(kb_app):
    row = next(f for f in kb_app.store.kb_fragments(["hr"]) if "请假" in f.document)
    source = {"fragment_id": row.id, "document_id": row.document_id, "file_hash": "unchanged"}
    match = replace(_match(fresh=True), source_fragments=[source])
    deps = replace(kb_app.qa_deps, hot=RecordingHot(match))
    out = answer_question(kb_app.qa_graph, deps, "年假有几天", kbs=["hr"])
    assert out["short_circuit"] == "hot" and out["answer"].startswith("年假7天起。")
    # cited: the current fragments that confirm it (the version in force), not what it was once written from
    assert [c["document"] for c in out["citations"]] == ["员工请假管理制度V3.1"]
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
    # where the documents confirm it, it is kept, pinned to them
    out = answer_question(kb_app.qa_graph, replace(kb_app.qa_deps, hot=hot), "年假有几天", kbs=["hr"])
    assert (
        out["short_circuit"] == "hot" and hot.answers == [("年假7天起。", out["fragment_ids"])] and out["fragment_ids"]
    )
