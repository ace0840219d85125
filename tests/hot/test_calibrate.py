"""Calibration picks the threshold the labelled data implies, honours the precision floor, and writes it."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

from knowdesk.hot.calibration import (
    calibrate,
    choose,
    pair_scores,
    read_labelled,
    read_pairs,
    sweep_pairs,
    sweep_questions,
)
from knowdesk.hot.scoring import feature_matrix, fit_logistic, make_scorer


def test_sweep_picks_the_gap_between_classes():
    rows = sweep_pairs(np.array([0.95, 0.9, 0.85, 0.7, 0.6, 0.5]), np.array([1, 1, 1, 0, 0, 0]))
    best, reached = choose(rows, 0.9)
    assert reached and best.f1 == 1.0 and 0.7 < best.threshold < 0.85
    assert abs(best.threshold - 0.775) < 1e-9


def test_target_precision_raises_the_threshold():
    scores = np.array([0.95, 0.9, 0.8, 0.75, 0.7, 0.5])
    labels = np.array([1, 1, 0, 1, 1, 0])
    loose, _ = choose(sweep_pairs(scores, labels), None)
    strict, reached = choose(sweep_pairs(scores, labels), 0.95)
    assert loose.threshold < 0.7 and loose.recall == 1.0
    assert reached and strict.precision == 1.0 and 0.8 < strict.threshold < 0.9


def test_question_format_counts_wrong_hot_question_as_false_positive():
    top = [("a", 0.9), ("b", 0.8), ("a", 0.7), ("c", 0.3)]
    gold = ["a", "a", None, None]
    best, _ = choose(sweep_questions(top, gold), None)
    assert best.tp == 1 and best.fp == 0 and 0.8 < best.threshold < 0.9


def test_calibrate_pairs_file_writes_the_area_threshold(hot_app, tmp_path: Path):
    pos = [("员工如何申请带薪年假", "员工怎样申请带薪年假"), ("出差住宿费报销标准", "出差住宿费的报销标准"),
           ("新员工入职需要带什么材料", "新员工入职要带哪些材料")]  # fmt: skip
    neg = [("员工如何申请带薪年假", "笔记本电脑坏了找谁修"), ("出差住宿费报销标准", "离职证明怎么开"),
           ("新员工入职需要带什么材料", "项目周报什么时候交")]  # fmt: skip
    f = tmp_path / "pairs.tsv"
    f.write_text("".join(f"{a}\t{b}\t1\n" for a, b in pos) + "".join(f"{a}\t{b}\t0\n" for a, b in neg), "utf-8")
    assert read_labelled(f)[0] == "pairs"
    scores = pair_scores(hot_app.hot, [(a, b, 1) for a, b in pos + neg])
    lo, hi = scores[3:].max(), scores[:3].min()
    assert lo < hi
    result = calibrate(hot_app.hot, f, area="请假", target_precision=0.9)
    assert result.chosen.f1 == 1.0 and result.reached_target
    assert abs(result.chosen.threshold - (lo + hi) / 2) < 1e-6
    saved = json.loads(hot_app.hot.thresholds.saved.path.read_text("utf-8"))
    assert saved[hot_app.hot.scorer.id]["请假"] == result.chosen.threshold
    assert hot_app.hot.thresholds.get("请假") == result.chosen.threshold


def test_calibrate_question_file(hot_app, tmp_path: Path):
    hot = hot_app.hot
    leave = hot.add("员工如何申请带薪年假", ["请假"])
    hot.add("出差住宿费的报销标准是多少", ["差旅报销"])
    f = tmp_path / "questions.tsv"
    f.write_text(f"员工怎样申请带薪年假\t{leave}\n笔记本电脑坏了找谁修\tnone\n离职证明怎么开\t\n", "utf-8")
    assert read_labelled(f)[0] == "questions"
    result = calibrate(hot, f, write=False)
    assert result.format == "questions" and result.chosen.tp == 1 and result.chosen.fp == 0
    assert not hot.thresholds.saved.path.exists()


def test_logistic_fit_separates_and_scorer_uses_weights():
    rng = np.random.default_rng(0)
    pairs = [("员工如何申请年假", "员工怎样申请年假")] * 50 + [("员工如何申请年假", "员工如何申请病假")] * 50
    cos = np.concatenate([rng.normal(0.97, 0.01, 50), rng.normal(0.93, 0.01, 50)])
    y = np.array([1] * 50 + [0] * 50)
    w = fit_logistic(feature_matrix(cos, pairs), y)
    scorer = make_scorer("any-model", weights=tuple(w))
    s = scorer.score_pairs(cos, pairs)
    assert scorer.combined and s[:50].mean() > 0.5 > s[50:].mean()
    assert not make_scorer("any-model").combined


def test_pairs_under_a_header_naming_their_columns(tmp_path: Path):
    """PAWS-X's `id sentence1 sentence2 label` (with a BOM here): the id column is not taken for a sentence."""
    f = tmp_path / "pawsx.tsv"
    f.write_text(
        "\ufeffid\tsentence1\tsentence2\tlabel\n4\t年假怎么休\t年假如何休\t1\n6\t年假怎么休\t病假怎么请\t0\n", "utf-8"
    )
    assert read_labelled(f) == ("pairs", [("年假怎么休", "年假如何休", 1), ("年假怎么休", "病假怎么请", 0)])
    g = tmp_path / "lcqmc.tsv"
    g.write_text("年假怎么休\t年假如何休\t1\n坏行\n年假怎么休\t病假怎么请\t0\n", "utf-8")
    assert read_pairs(g) == [("年假怎么休", "年假如何休", 1), ("年假怎么休", "病假怎么请", 0)]
