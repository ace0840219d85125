"""Score fusion (retrieval/fusion.py) on synthetic lists: lexical evidence reorders dense near-ties and
decides where its lead is clear, a weak keyword list cannot overturn a clear dense winner, and a fragment
never wins merely because it was refined first."""

from __future__ import annotations

import pytest

from knowdesk.retrieval.fusion import DenseList, FusionWeights, fuse, normalise

W = FusionWeights()


def top(scores: dict[str, float]) -> str:
    return max(scores, key=scores.__getitem__)


def run(bm25, dense=(), fast=(), coverage=None, members=None):
    lists = [DenseList(dense, set(members if members is not None else [i for i, _ in dense]))] if dense else []
    ids = list(dict.fromkeys([i for i, _ in bm25] + [i for i, _ in dense] + [i for i, _ in fast]))
    return fuse(bm25, lists, fast, coverage or {}, ids, W)


def test_normalise_maps_best_to_one_and_floors_bm25_at_zero():
    assert normalise([("a", 10.0), ("b", 5.0)], floor_at_zero=True) == {"a": 1.0, "b": 0.5}
    assert normalise([("a", 0.9), ("b", 0.8), ("c", 0.7)]) == pytest.approx({"a": 1.0, "b": 0.5, "c": 0.0})
    assert normalise([("a", 0.5)]) == {"a": 1.0}
    assert normalise([]) == {}


def test_a_keyword_list_of_near_ties_does_not_overturn_a_clear_dense_winner():
    # the question's words are in every candidate (sentences of one article): BM25 prefers one by a hair
    bm25 = [("wordy", 9.0), ("answer", 8.6), ("other", 8.5)]
    dense = [("answer", 0.90), ("wordy", 0.84), ("other", 0.83)]
    cov = {"wordy": 1.0, "answer": 1.0, "other": 1.0}
    assert top(run(bm25, dense, coverage=cov)) == "answer"


def test_min_max_would_have_let_a_weak_list_decide():
    """The earlier fusion stretched both lists to 0–1: the same near-tie BM25 lead then beat the dense lead."""
    bm25 = [("wordy", 9.0), ("answer", 6.0)]
    dense = [("answer", 0.851), ("wordy", 0.850), ("far", 0.80)]
    kw, dn = normalise(bm25, floor_at_zero=True), normalise(dense)
    old = {i: 1.0 * kw.get(i, 0) + 0.5 * dn.get(i, 0) for i in ("wordy", "answer")}
    assert top(old) == "wordy"
    assert top(run(bm25, dense)) == "wordy"  # a 0.001 cosine gap is a tie: the clear BM25 lead decides it
    dense = [("answer", 0.88), ("wordy", 0.85), ("far", 0.80)]
    assert top(run(bm25, dense)) == "answer"  # a 0.03 gap is not


def test_holding_the_rare_words_of_the_question_decides_between_dense_near_ties():
    bm25 = [("common", 7.0), ("rare", 6.5)]
    dense = [("common", 0.861), ("rare", 0.855)]
    assert top(run(bm25, dense, coverage={"common": 0.3, "rare": 0.9})) == "rare"
    assert top(run(bm25, dense, coverage={"common": 0.3, "rare": 0.3})) == "common"


def test_a_refined_fragment_outside_its_list_gets_the_lists_last_cosine():
    fused = run([("kw", 5.0)], [("a", 0.9), ("b", 0.8)], members={"a", "b", "kw"})
    assert fused["kw"] == pytest.approx(W.bm25 + (0.8 - 0.9))
    assert fused["a"] == pytest.approx(0.0) and fused["b"] == pytest.approx(-0.1)


def test_being_refined_first_is_no_advantage_over_a_better_keyword_match():
    # "answer" is still unrefined; "refined" has a main-model vector and matches fewer of the words
    bm25 = [("answer", 12.0), ("refined", 7.0)]
    dense = [("refined", 0.86), ("x", 0.83)]
    cov = {"answer": 1.0, "refined": 0.4}
    assert top(run(bm25, dense, fast=[("answer", 0.6)], coverage=cov)) == "answer"


def test_before_refinement_keywords_decide_and_the_fast_vector_breaks_ties():
    bm25 = [("answer", 12.0), ("other", 6.0)]
    fast = [("other", 0.9), ("noise", 0.85), ("answer", 0.3)]  # the fast vectors point the wrong way
    assert top(run(bm25, fast=fast, coverage={"answer": 0.8, "other": 0.4})) == "answer"
    tied = [("a", 8.0), ("b", 8.0)]
    assert top(run(tied, fast=[("b", 0.9), ("a", 0.4)], coverage={"a": 0.5, "b": 0.5})) == "b"


def test_fusion_is_deterministic_and_every_candidate_is_scored_once():
    args = ([("a", 3.0), ("b", 2.0)], [("b", 0.8), ("c", 0.7)], [("d", 0.5)], {"a": 0.5, "b": 0.2})
    first, second = run(*args), run(*args)
    assert first == second and set(first) == {"a", "b", "c", "d"}
