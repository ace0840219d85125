"""Hot questions learn from use (issue 23, item 3): review decisions and votes become labelled pairs per area,
and an area's stored pairs calibrate its threshold — from REFIT_MIN_PAIRS on its own scorer weights, which the
matcher then uses for that area alone."""

from __future__ import annotations

import numpy as np
import pytest

from knowdesk.errors import ConfigError
from knowdesk.hot import review
from knowdesk.hot.calibration import calibrate_from_labels
from knowdesk.hot.labels import REFIT_MIN_PAIRS
from knowdesk.hot.scoring import feature_matrix, fit_logistic

LEAVES = ["年假", "病假", "事假", "婚假", "产假", "丧假", "调休", "陪产假"]
TEMPLATES = ["员工如何申请{}", "{}需要提前几天申请", "{}的审批流程是什么", "{}最多可以休几天", "试用期可以休{}吗",
             "{}期间工资怎么算", "{}要交什么材料", "{}可以分几次休"]  # fmt: skip


def leave_pairs() -> list[tuple[str, str, bool]]:
    """Paraphrases (a particle added) are the same question; the same sentence about another kind of leave is
    not, though the hashing embedder puts it about as close (cosine ≈ 0.8-0.9, above the 0.6 default)."""
    out = []
    for t in TEMPLATES:
        for i, leave in enumerate(LEAVES):
            q = t.format(leave)
            out += [(q, q + "呢", True), (q, "请问" + q, True), (q, t.format(LEAVES[(i + 1) % len(LEAVES)]), False),
                    (q, t.format(LEAVES[(i + 3) % len(LEAVES)]), False)]  # fmt: skip
    return out


def store_labels(labels, area: str, pairs: list[tuple[str, str, bool]]) -> None:
    for n, (a, b, same) in enumerate(pairs):
        labels.record(f"test:{area}:{n}", area, a, b, same, "merge" if same else "reject", "admin")


def test_review_merge_and_reject_label_the_pair_for_its_area(hot_app):
    hot, labels = hot_app.hot, hot_app.hot_labels
    annual = hot.add("员工如何申请带薪年假", ["请假"])
    dup = hot.add("员工怎样申请带薪年假", ["请假"], status="candidate")
    sick = hot.add("员工如何申请带薪病假", ["请假"], status="candidate")
    untagged = hot.add("工位怎么预约", [], status="candidate")
    merged = review.merge(hot, labels, dup, annual, "alice")
    assert merged.question_id == annual and hot.get(dup).status == "retired"
    assert review.reject(hot, labels, sick, annual, "alice") == "请假"
    assert hot.get(sick).status == "candidate"  # a reject changes nothing but the label
    assert review.reject(hot, labels, untagged, annual, "bob") == "请假"  # the kept hot question's area
    got = [(p.question, p.standard_question, p.label, p.source, p.voter) for p in labels.pairs("请假")]
    assert got == [("员工怎样申请带薪年假", "员工如何申请带薪年假", 1, "merge", "alice"),
                   ("员工如何申请带薪病假", "员工如何申请带薪年假", 0, "reject", "alice"),
                   ("工位怎么预约", "员工如何申请带薪年假", 0, "reject", "bob")]  # fmt: skip
    review.reject(hot, labels, dup, annual, "carol")  # the admin changes their mind: the pair's label is replaced
    assert labels.counts() == {"请假": {"pairs": 3, "positives": 0}}
    with pytest.raises(Exception, match="itself"):
        review.reject(hot, labels, annual, annual)


def test_votes_on_hot_hits_are_labels_one_per_user_and_answer(hot_app):
    labels = hot_app.hot_labels
    assert review.vote(labels, "ans1", "u1", "请假", "年假怎么休", "员工如何申请带薪年假", good=True)
    assert review.vote(labels, "ans1", "u2", "请假", "年假怎么休", "员工如何申请带薪年假", False, "not_my_question")
    assert labels.counts()["请假"] == {"pairs": 2, "positives": 1}
    # u1 changes the vote: 👎 "not my question" replaces the 👍; then "outdated" says nothing about the match
    assert review.vote(labels, "ans1", "u1", "请假", "年假怎么休", "员工如何申请带薪年假", False, "not my question")
    assert labels.counts()["请假"] == {"pairs": 2, "positives": 0}
    assert not review.vote(labels, "ans1", "u1", "请假", "年假怎么休", "员工如何申请带薪年假", False, "outdated")
    assert [(p.voter, p.label) for p in labels.pairs("请假")] == [("u2", 0)]


def test_few_labels_calibrate_the_threshold_only(hot_app):
    hot, labels = hot_app.hot, hot_app.hot_labels
    pairs = leave_pairs()[:40]
    store_labels(labels, "请假", pairs)
    result = calibrate_from_labels(hot, labels, "请假", target_precision=0.9)
    assert not result.refit and result.weights is None and result.examples == 40
    assert hot.thresholds.get("请假") == result.chosen.threshold > 0.6  # near-misses pushed it up
    assert hot.area_fits() == {}
    with pytest.raises(ConfigError, match="none says"):
        store_labels(labels, "考勤", [("迟到怎么算", "早退怎么算", False)])
        calibrate_from_labels(hot, labels, "考勤")


def test_enough_labels_refit_the_area_scorer_and_only_that_area_uses_it(hot_app):
    hot, labels = hot_app.hot, hot_app.hot_labels
    annual = hot.add("员工如何申请年假", ["请假"])
    hot.add("员工如何报销差旅费", ["差旅报销"])
    near_miss = "员工如何申请病假"  # another kind of leave: a wrong hot hit under the default threshold
    assert hot.match(near_miss, ["请假"]) is not None
    assert hot.match("员工如何报销通讯费", ["差旅报销"]) is not None  # a near miss in an area without labels

    pairs = leave_pairs()
    assert len(pairs) >= REFIT_MIN_PAIRS
    store_labels(labels, "请假", pairs)
    result = calibrate_from_labels(hot, labels, "请假", target_precision=0.9)
    assert result.refit and result.scorer == f"{hot.scorer.id}@请假" and result.reached_target
    fit = hot.area_fits()["请假"]
    assert fit.pairs == len(pairs) and fit.threshold == result.chosen.threshold
    assert fit.weights == pytest.approx(tuple(result.weights), abs=1e-6)

    assert hot.match(near_miss, ["请假"]) is None  # the refitted area now refuses the near miss
    hit = hot.match("员工如何申请年假呢", ["请假"])
    assert hit is not None and hit.question_id == annual and hit.threshold == fit.threshold
    x = feature_matrix(np.array([hit.cosine]), [("员工如何申请年假呢", "员工如何申请年假")])
    assert hit.score == pytest.approx(float((1 / (1 + np.exp(-x @ np.array(fit.weights))))[0]), abs=1e-6)
    other = hot.match("员工如何报销通讯费", ["差旅报销"])  # no labels there: the default scorer and threshold
    assert other is not None and other.score == pytest.approx(other.cosine) and other.threshold == 0.6

    # labels withdrawn below the minimum: back to a threshold for the default scorer, the refit dropped
    for n in range(len(pairs) - 40):
        labels.withdraw(f"test:请假:{n + 40}")
    assert not calibrate_from_labels(hot, labels, "请假").refit
    assert hot.area_fits() == {} and hot.scorer_for("请假") is hot.scorer


def test_dry_run_writes_nothing(hot_app):
    hot, labels = hot_app.hot, hot_app.hot_labels
    store_labels(labels, "请假", leave_pairs())
    result = calibrate_from_labels(hot, labels, "请假", write=False)
    assert result.refit and not result.written and hot.area_fits() == {}
    assert "请假" not in hot.thresholds.calibrated()


def test_refit_pulls_towards_the_prior_weights():
    """Where the labels carry no signal the refit keeps the default weights; where they do, it moves."""
    rng = np.random.default_rng(1)
    pairs = [("员工如何申请年假", "员工怎样申请年假")] * 200
    cos = rng.uniform(0.9, 1.0, 200)
    prior = (-86.4, 89.7, -0.12, -1.11)
    noise = fit_logistic(feature_matrix(cos, pairs), rng.integers(0, 2, 200).astype(float), l2=1e6, prior=prior)
    assert noise == pytest.approx(prior, rel=1e-3)
    y = (cos > 0.95).astype(float)
    moved = fit_logistic(feature_matrix(cos, pairs), y, l2=5.0, prior=prior)
    assert moved[1] > prior[1]  # a sharper cosine step than the prior's
