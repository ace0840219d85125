"""A value stated in one clause of a sentence is not said of a topic only another clause names."""

from __future__ import annotations

from knowdesk.reasoning.asks import ask_of
from knowdesk.reasoning.value_clause import value_said_of_another

DAYS = ask_of("能休几天？")


def test_a_topic_named_in_a_clause_without_a_number_gets_no_value_from_its_neighbour() -> None:
    """探亲 clause sets no days ("按实际路程另给"); the 5天 belongs to the 婚假 clause."""
    sentence = "员工本人结婚的，给予婚假5天；探亲往返需要乘坐交通工具的，按实际路程另给路途假"
    assert value_said_of_another(sentence, DAYS, "路途假")
    assert not value_said_of_another(sentence, DAYS, "婚假")


def test_a_sentence_of_one_clause_or_a_topic_in_every_clause_is_left_alone() -> None:
    assert not value_said_of_another("员工本人结婚的，给予婚假5天，可以分两次休", DAYS, "婚假")
    both = "初婚的，婚假5天；再婚的，婚假3天"
    assert not value_said_of_another(both, DAYS, "婚假")
    assert not value_said_of_another("满1年的，年假5天；满10年的，按规定另行增加", DAYS, "假")  # one character
