"""Retrieval evaluation: the uniform query → passage format, SQuAD as a set, the metrics, and
`knowdesk eval retrieval` on both formats with its --ablation rows."""

from __future__ import annotations

import json
import math

import pytest

from knowdesk.eval.retrieval import (
    SquadSet,
    load_uniform,
    passage_file_stem,
    ranking_metrics,
    squad_as_set,
    write_passage_files,
)
from tests.test_cli import kd

PASSAGES = {
    "p1": "星河科技的年假为每年7天，入职满一年后享受。",
    "p2": "差旅住宿标准：一线城市每晚500元，二线城市每晚400元。",
    "p3": "研发人员通过OA系统提交IT设备申领单领取笔记本电脑。",
}
QUERIES = {"q1": "年假每年几天", "q2": "一线城市住宿每晚多少钱", "q3": "怎么领笔记本电脑"}


def write_uniform(folder, qrels: str):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "corpus.jsonl").write_text(
        "".join(json.dumps({"id": i, "text": t}, ensure_ascii=False) + "\n" for i, t in PASSAGES.items()), "utf-8"
    )
    (folder / "queries.jsonl").write_text(
        "".join(json.dumps({"id": i, "text": t}, ensure_ascii=False) + "\n" for i, t in QUERIES.items()), "utf-8"
    )
    (folder / "qrels.tsv").write_text(qrels, encoding="utf-8")
    return folder / "corpus.jsonl", folder / "queries.jsonl", folder / "qrels.tsv"


def test_uniform_format_keeps_relevant_pairs_only(tmp_path):
    files = write_uniform(tmp_path, "query\tpassage\trelevance\nq1\tp1\t2\nq1\tp3\t0\nq2\tp2\t1\nq3\tnope\t1\n")
    data = load_uniform(*files)
    assert data.qrels == {"q1": {"p1": 2}, "q2": {"p2": 1}}  # header, relevance 0 and unknown ids dropped
    assert list(data.queries) == ["q1", "q2"] and len(data.corpus) == 3
    assert list(load_uniform(*files, limit=1).queries) == ["q1"]


def test_squad_questions_with_the_same_text_are_one_query():
    data = squad_as_set(SquadSet({"a": "甲", "b": "乙"}, [("问一", "a"), ("问二", "b"), ("问一", "b")]))
    assert data.qrels == {"q0": {"a": 1, "b": 1}, "q1": {"b": 1}}
    assert data.queries == {"q0": "问一", "q1": "问二"}


def test_metrics_count_a_passage_at_its_first_place_and_grade_ndcg():
    m = ranking_metrics(["x", "x", "a", "b"], {"a": 2, "b": 1}, k=2)
    assert m["hit@1"] == 0.0 and m["hit@2"] == 1.0 and m["mrr@2"] == 0.5  # "x" twice is one passage
    ideal = 3 + 1 / math.log2(3)
    assert m["ndcg@10"] == pytest.approx((3 / math.log2(3) + 1 / 2) / ideal)
    late = ranking_metrics(["b", "a"], {"a": 1}, k=1)
    assert late == {"hit@1": 0.0, "mrr@1": 0.0, "ndcg@10": pytest.approx(1 / math.log2(3))}


def test_passage_files_have_letter_names_and_stale_ones_go(tmp_path):
    data = load_uniform(*write_uniform(tmp_path / "set", "q1\tp1\t1\n"))
    stems = write_passage_files(data, tmp_path / "docs")
    assert sorted(stems.values()) == ["p1", "p2", "p3"]
    assert all(s.isalpha() and s.isascii() for s in stems)  # no digit to read as a version or a date
    assert passage_file_stem("p1") == passage_file_stem("p1") != passage_file_stem("p2")
    del data.corpus["p3"]
    write_passage_files(data, tmp_path / "docs")
    assert len(list((tmp_path / "docs").glob("*.txt"))) == 2


def test_eval_retrieval_reads_the_uniform_format_with_ablation_rows(tmp_path):
    corpus, queries, qrels = write_uniform(tmp_path / "set", "q1\tp1\t1\nq2\tp2\t2\nq3\tp3\t1\n")
    r = kd(tmp_path / "d", "eval", "retrieval", "--corpus", str(corpus), "--queries", str(queries),
           "--qrels", str(qrels), "--k", "2", "--ablation", "--json")  # fmt: skip
    assert r.exit_code == 0, r.output
    res = json.loads(r.stdout)
    assert res["set"] == "set" and res["questions"] == 3 and res["passages"] == 3
    assert set(res["rows"]) == {"hybrid", "dense", "bm25"}
    for row in res["rows"].values():
        assert {"hit@1", "hit@2", "mrr@2", "ndcg@10", "median_query_ms"} <= set(row)
    assert res["rows"]["bm25"]["hit@1"] == 1.0  # every query shares a word with its passage only
    assert res["hit@1"] == res["rows"]["hybrid"]["hit@1"] == 1.0
    r = kd(tmp_path / "d", "eval", "retrieval", "--corpus", str(corpus), "--json")
    assert r.exit_code == 2 and "--qrels" in r.output
