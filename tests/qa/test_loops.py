"""Every loop in the graph is bounded: rewrites (3), regenerations (2), the web fallback (once)."""

from __future__ import annotations

from dataclasses import replace

from knowdesk.graphs.qa import build_graph
from knowdesk.graphs.qa_run import answer_question
from knowdesk.reasoning.base import Check, Passage


class AlwaysUnsupported:
    def __init__(self, supported: str = "") -> None:
        self.calls = 0
        self.supported = supported

    def check(self, answer: str, passages: list[Passage]) -> Check:
        self.calls += 1
        return Check(False, [answer], self.supported)


def _count(trace: list[str], marker: str) -> int:
    return sum(marker in line for line in trace)


def test_rewrite_stops_at_three(ask):
    out = ask("员工食堂的营业时间是几点？")
    assert _count(out["trace"], "次改写") == 3
    assert out["short_circuit"] == "no_result"


def test_rewrite_bound_is_configurable(kb_app):
    cfg = kb_app.settings.qa.model_copy(update={"max_rewrites": 1})
    deps = replace(kb_app.qa_deps, cfg=cfg)
    out = answer_question(build_graph(), deps, "员工食堂的营业时间是几点？")
    assert _count(out["trace"], "次改写") == 1


def test_web_fallback_runs_once_then_no_result(kb_app):
    cfg = kb_app.settings.qa.model_copy(update={"web_fallback": True})
    deps = replace(kb_app.qa_deps, cfg=cfg)
    out = answer_question(build_graph(), deps, "员工食堂的营业时间是几点？")
    assert _count(out["trace"], "网络检索") == 1
    assert out["short_circuit"] == "no_result"


def test_regeneration_stops_at_two_and_keeps_only_supported_sentences(kb_app):
    checker = AlwaysUnsupported()
    deps = replace(kb_app.qa_deps, reasoner=replace(kb_app.qa_deps.reasoner, checker=checker))
    out = answer_question(kb_app.qa_graph, deps, "年假有几天")
    assert _count(out["trace"], "重新生成") == 2
    assert checker.calls == 3
    assert out["grounded"] is False
    assert out["answer"].startswith("抱歉")  # nothing was supported: a refusal, reported as one
    assert out["short_circuit"] == "no_result"

    partial = AlwaysUnsupported("依据：年假7天。")
    deps = replace(kb_app.qa_deps, reasoner=replace(kb_app.qa_deps.reasoner, checker=partial))
    kept = answer_question(kb_app.qa_graph, deps, "年假有几天")
    assert kept["answer"] == "依据：年假7天。"
    assert kept["short_circuit"] is None
