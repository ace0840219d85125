"""`knowdesk eval qa`: the set format, the scores, and the command on a small knowledge base."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from knowdesk.cli.main import app as cli
from knowdesk.errors import ConfigError
from knowdesk.eval.qa import (
    Observed,
    conversation_asker,
    load_cases,
    parse_case,
    report,
    run_cases,
    stages,
    stages_line,
)
from knowdesk.refusals import NO_RESULT

REFUSAL = NO_RESULT["zh"].format(sub="员工食堂几点开门")


def case(**fields):
    base = {"id": "q1", "question": "年假有几天？", "kind": "amount", "answers": [["7天"]], "documents": ["请假制度"]}
    return parse_case({**base, **fields}, "test:1")


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"kind": "guess"}, "kind 'guess'"),
        ({"answers": [["3天"]], "question": "请三天假谁审批？"}, "already contains"),  # 三天 = 3天
        ({"answers": []}, "needs at least one part"),
        ({"answers": ["7天"]}, "list of parts"),
        ({"refuse": True}, "has no answers"),
        ({"kind": "refusal", "answers": [], "refuse": False}, 'needs "refuse": true'),
        ({"surprise": 1}, "unknown fields"),
        ({"documents": "请假制度"}, "'documents' must be a list"),
    ],
)
def test_a_bad_case_is_refused_with_its_line_and_reason(fields, message):
    with pytest.raises(ConfigError, match=message):
        case(**fields)


def test_load_skips_blank_and_comment_lines_and_rejects_duplicate_ids(tmp_path: Path):
    f = tmp_path / "set.jsonl"
    line = json.dumps(
        {"id": "a", "question": "年假有几天？", "kind": "amount", "answers": [["7天"]]}, ensure_ascii=False
    )
    f.write_text(f"// a comment\n\n{line}\n", encoding="utf-8")
    assert [c.id for c in load_cases(f)] == ["a"]
    f.write_text(f"{line}\n{line}\n", encoding="utf-8")
    with pytest.raises(ConfigError, match="duplicate ids"):
        load_cases(f)
    f.write_text("{not json\n", encoding="utf-8")
    with pytest.raises(ConfigError, match=r"set.jsonl:1: not JSON"):
        load_cases(f)


def observed(answer: str, cited: list[str] | None = None, answers: list[str] | None = None) -> Observed:
    return Observed(answer, answers or [answer], cited or [], 12.0, "answer")


def test_scores_first_line_anywhere_citation_and_refusals():
    cases = [
        case(id="right"),
        case(id="buried"),
        case(id="wrong-doc"),
        case(id="multi", kind="multi", question="婚假和陪产假分别几天？", answers=[["10天"], ["15天"]]),
        case(id="refused-wrongly"),
        case(id="refusal", kind="refusal", question="员工食堂几点开门？", answers=[], refuse=True, documents=[]),
    ]
    replies = {
        "right": observed("结论：年假7天。\n依据：……", ["请假制度"]),
        "buried": observed("结论：第四条 年假\n依据：每年享有带薪年休假七天", ["请假制度"]),
        "wrong-doc": observed("结论：年假7天。", ["离职办法"]),
        "multi": observed("结论：婚假10天。\n陪产假15天。", ["请假制度"], ["结论：婚假10天。", "陪产假15天。"]),
        "refused-wrongly": observed(REFUSAL),
        "refusal": observed(REFUSAL),
    }
    results = run_cases(cases, lambda c: replies[c.id])
    rows = {r.case.id: r for r in results}
    assert [rows[i].first_line_ok for i in ("right", "buried", "wrong-doc", "multi")] == [True, False, True, False]
    assert [rows[i].anywhere_ok for i in ("right", "buried", "wrong-doc", "multi")] == [True, True, True, True]
    assert rows["wrong-doc"].citation_ok is False and rows["right"].citation_ok is True
    assert rows["refused-wrongly"].refused and not rows["refused-wrongly"].anywhere_ok
    assert rows["refusal"].refused and rows["refusal"].passed
    overall = report(results)["overall"]
    assert overall["first_line"] == {"ok": 2, "of": 5, "rate": 0.4}
    assert overall["anywhere"]["ok"] == 4
    assert overall["citation"] == {"ok": 3, "of": 5, "rate": 0.6}  # a refusal cites nothing
    assert overall["refused"] == {"ok": 1, "of": 1, "rate": 1.0}
    assert overall["wrongly_refused"]["ok"] == 1
    assert report(results)["by_kind"]["multi"]["first_line"]["ok"] == 0


def test_stages_place_each_failure_with_retrieval_or_with_reading():
    """Right and wrong answers split by whether the top-5 dump of the same case held the accepted strings."""
    cases = [
        case(id="read-right"),
        case(id="read-wrong"),
        case(id="read-refused"),
        case(id="computed"),  # an arithmetic result no fragment writes: right without evidence
        case(id="unseen"),
        case(id="refusal", kind="refusal", question="员工食堂几点开门？", answers=[], refuse=True, documents=[]),
    ]
    ours = {
        "read-right": observed("结论：年假7天。"),
        "read-wrong": observed("结论：年假5天。\n依据：年假7天"),
        "read-refused": observed(REFUSAL),
        "computed": observed("结论：共7天。"),
        "unseen": observed("结论：年假5天。"),
        "refusal": observed(REFUSAL),
    }
    dump = {i: observed("1. 年休假每年7天" if i.startswith("read") else "1. 年休假按工龄计") for i in ours}
    counts = stages(report(run_cases(cases, lambda c: ours[c.id])), report(run_cases(cases, lambda c: dump[c.id])))
    assert counts == {"answerable": 5, "evidence": 3, "right_with_evidence": 1, "refused_with_evidence": 1,
                      "right_without_evidence": 1}  # fmt: skip
    line = stages_line(counts)
    assert "evidence 3/5 60%" in line and "given it 1/3 33% (refused 1)" in line and "without it 1/2 50%" in line


class FakeReply:
    def __init__(self, kind: str, lines: list[str], result: dict) -> None:
        self.kind, self.lines, self.result = kind, lines, result

    def to_json(self) -> dict:
        return {"answer": self.result.get("answer") or "\n".join(self.lines)}


def test_context_turns_go_first_in_the_same_conversation_and_entity_sources_count_as_citations():
    opened: list[tuple[bool, list[str]]] = []

    class FakeConversation:
        def __init__(self, sensitive: bool) -> None:
            self.turns: list[str] = []
            opened.append((sensitive, self.turns))

        def handle(self, text: str) -> FakeReply:
            self.turns.append(text)
            if text.endswith("是谁？"):
                return FakeReply("entity", ["黄磊（员工）；上级：周涛。〔来源：《组织架构》工作表：组织架构〕"], {})
            answer = "结论：婚假10天。"
            return FakeReply("answer", [answer], {"answer": answer, "answers": [answer],
                                                  "citations": [{"document": "请假制度", "section": "第七条"}]})  # fmt: skip

    ask = conversation_asker(FakeConversation)
    follow_up = case(id="f", kind="colloquial", question="那婚假呢？", answers=[["10天"]], context=["年假有几天？"])
    seen = ask(follow_up)
    assert opened == [(False, ["年假有几天？", "那婚假呢？"])]
    assert seen.cited == ["请假制度"] and seen.answers == ["结论：婚假10天。"] and seen.latency_ms >= 0
    who = ask(case(id="w", kind="who", question="黄磊是谁？", answers=[["周涛"]], sensitive=True))
    assert opened[-1][0] is True and who.cited == ["组织架构"] and who.reply_kind == "entity"


def test_the_reasons_in_the_trace_are_kept_and_the_other_steps_are_not():
    trace = [
        "[调试] 预处理（无变化）：年假几天",
        "[调试] 相关性评估：2/5 相关",
        "[调试] 可答依据：the evidence never names 'x'",
    ]

    class Traced:
        def __init__(self, sensitive: bool) -> None: ...

        def handle(self, text: str) -> FakeReply:
            return FakeReply("answer", ["抱歉"], {"answer": "抱歉", "trace": trace})

    seen = conversation_asker(Traced)(case())
    assert seen.why == trace[1:]


DOCS = {
    "假期制度.txt": "假期制度\n\n第一条 员工每年享有带薪年休假七天。\n\n第二条 婚假为十天，须在领证后一年内休完。\n",
    "差旅标准.txt": "差旅标准\n\n一线城市住宿标准为每晚五百元，二线城市每晚四百元。\n",
}
SET = [
    {"id": "annual", "question": "年假每年有几天？", "kind": "amount", "answers": [["7天"]], "documents": ["假期制度"]},
    {"id": "hotel", "question": "一线城市住宿每晚能报多少钱？", "kind": "colloquial", "answers": [["500元"]],
     "documents": ["差旅标准"], "note": "五百元 written in Chinese numerals"},
    {"id": "canteen", "question": "员工食堂几点开门？", "kind": "refusal", "refuse": True},
]  # fmt: skip


def test_eval_qa_command_on_a_small_knowledge_base(tmp_path: Path):
    docs = tmp_path / "docs"
    docs.mkdir()
    for name, text in DOCS.items():
        (docs / name).write_text(text, encoding="utf-8")
    cases = tmp_path / "set.jsonl"
    cases.write_text("\n".join(json.dumps(c, ensure_ascii=False) for c in SET), encoding="utf-8")
    runner = CliRunner()
    base = ["--data-dir", str(tmp_path / "data"), "--embedder", "hashing"]
    assert runner.invoke(cli, [*base, "ingest", str(docs), "--kb", "t", "--no-embed"]).exit_code == 0

    r = runner.invoke(cli, [*base, "eval", "qa", str(cases), "--kb", "t", "--json"])
    assert r.exit_code == 0, r.output
    out = json.loads(r.stdout)
    assert out["mode"] == "local" and out["unknown_documents"] == [] and out["overall"]["questions"] == 3
    rows = {row["id"]: row for row in out["rows"]}
    assert rows["annual"]["first_line_ok"] and rows["annual"]["citation_ok"], rows["annual"]
    assert rows["hotel"]["anywhere_ok"] and rows["hotel"]["cited"] == ["差旅标准"], rows["hotel"]
    assert rows["canteen"]["refused"] and out["overall"]["refused"]["rate"] == 1.0
    assert set(out["by_kind"]) == {"amount", "colloquial", "refusal"}
    assert all(row["latency_ms"] > 0 and row["length"] == len(row["answer"]) for row in out["rows"])

    typo = tmp_path / "typo.jsonl"
    typo.write_text(json.dumps({**SET[0], "documents": ["假期制度V9"]}, ensure_ascii=False), encoding="utf-8")
    r = runner.invoke(cli, [*base, "eval", "qa", str(typo), "--kb", "t", "--json"])
    assert json.loads(r.stdout)["unknown_documents"] == ["假期制度V9"]
    r = runner.invoke(cli, [*base, "eval", "qa", str(typo), "--kb", "t", "--show-failures", "--limit", "1"])
    assert r.exit_code == 0, r.output
    assert "amount" in r.output and "✗ annual" in r.output and "cited: 假期制度" in r.output
    assert runner.invoke(cli, [*base, "eval", "qa", str(cases), "--kb", "nope"]).exit_code == 1
