"""Score fusion: a weak fast signal must not overturn a confident keyword match, and a fragment
must not win merely because it was refined first."""

from __future__ import annotations

import pytest

from knowdesk.retrieval.fusion import FusionWeights, fuse, normalise

W = FusionWeights()


def top(scores: dict[str, float]) -> str:
    return max(scores, key=scores.__getitem__)


def test_normalise_maps_best_to_one_and_floors_bm25_at_zero():
    assert normalise([("a", 10.0), ("b", 5.0)], floor_at_zero=True) == {"a": 1.0, "b": 0.5}
    assert normalise([("a", 0.9), ("b", 0.8), ("c", 0.7)]) == pytest.approx({"a": 1.0, "b": 0.5, "c": 0.0})
    assert normalise([("a", 0.5)]) == {"a": 1.0}
    assert normalise([]) == {}


def test_a_weak_fast_signal_does_not_overturn_a_clear_keyword_lead():
    bm25 = [("answer", 12.0), ("other", 6.0)]
    fast = [("other", 0.9), ("noise", 0.85), ("answer", 0.3)]  # the fast vectors point the wrong way
    assert top(fuse(bm25, [], fast, set(), W)) == "answer"


def test_the_fast_signal_decides_between_keyword_ties():
    bm25 = [("a", 8.0), ("b", 8.0)]
    fast = [("b", 0.9), ("a", 0.4)]
    assert top(fuse(bm25, [], fast, set(), W)) == "b"


def test_being_refined_first_is_no_advantage_over_a_better_keyword_match():
    # "answer" is still unrefined; "refined" has a main-model vector and a weaker keyword match
    bm25 = [("answer", 12.0), ("refined", 7.0)]
    dense = [("refined", 0.86)]
    fast = [("answer", 0.7)]
    assert top(fuse(bm25, [dense], fast, {"refined"}, W)) == "answer"


def test_refined_fragments_outside_the_dense_list_get_no_estimate():
    fused = fuse([("r", 5.0), ("u", 5.0)], [[("x", 0.9)]], [], {"r", "x"}, W)
    assert fused["r"] == W.bm25 * 1.0  # ranked below every dense candidate: no dense term
    assert fused["u"] > fused["r"]  # an unrefined fragment gets the (shrunk) prior instead
