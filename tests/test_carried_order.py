"""The order of an English question's passages from its carried and its meaning search (retrieval/carried_order.py)."""

from __future__ import annotations

from knowdesk.retrieval.carried_order import carried_lead, carried_order


def test_the_lead_grows_with_the_share_of_the_question_read():
    assert [carried_lead(s) for s in (0.0, 0.25, 0.5, 0.75, 1.0)] == [1, 1, 2, 3, 3]


def test_a_half_place_rounds_to_even():
    assert carried_lead(3 / 8) == 2  # 1.5 places
    assert carried_lead(5 / 8) == 2  # 2.5 places


def test_after_the_lead_the_meaning_search_takes_turns_each_passage_once():
    carried, meant = ["c1", "c2", "c3", "c4"], ["m1", "c2", "m2"]
    assert carried_order(carried, meant, 1, key=str) == ["c1", "m1", "c2", "c3", "m2", "c4"]
    assert carried_order(carried, meant, 3, key=str) == ["c1", "c2", "c3", "m1", "c4", "m2"]


def test_a_lead_of_the_whole_carried_search_keeps_the_meaning_after_it():
    assert carried_order(["c1", "c2"], ["m1", "c1"], 2, key=str) == ["c1", "c2", "m1"]
