"""A base with the increments its own sentence adds in named cases (invented rules)."""

from __future__ import annotations

from knowdesk.reasoning.applied import applied_value
from knowdesk.reasoning.increments import base_plus_increments

RULE = "员工享受婚假10天；晚婚的增加婚假5天，跨省办理婚礼的，每多办1场婚礼增加路程假2天。"


def test_each_increment_of_the_questions_case_is_added_to_the_base() -> None:
    found = base_plus_increments("晚婚，婚假一共多少天", RULE)
    assert found is not None and found[0] == 15 and found[2] == "10 + 5 = 15天"
    both = base_plus_increments("晚婚，又跨省办了3场婚礼，婚假一共多少天", RULE)
    assert both is not None and both[0] == 10 + 5 + 2 * 2  # each wedding past the first


def test_no_case_of_the_question_leaves_the_base_to_the_rule() -> None:
    assert base_plus_increments("婚假多少天", RULE) is None
    assert base_plus_increments("不是晚婚，婚假多少天", RULE) is None  # the case denied


def test_births_at_once_count_the_babies_past_the_first() -> None:
    rule = "女职工享受产假128天；难产的增加产假15天，多胞胎生育的，每多生育1个婴儿增加产假15天。"
    found = applied_value("生了双胞胎，产假一共多少天", rule)
    assert found is not None and found.value == 143 and found.unit == "天"
    assert found.statement.startswith("产假共143天")


LEAVE = "女职工生育享受产假98天；难产的，应增加产假15天；生育多胞胎的，每多生育1个婴儿，可增加产假15天。"


def test_an_increment_with_a_modal_before_its_verb_is_read() -> None:
    found = base_plus_increments("难产，产假一共多少天", LEAVE)
    assert found is not None and found[0] == 113


def test_a_negation_elsewhere_in_the_question_does_not_deny_the_case() -> None:
    found = base_plus_increments("难产了，不知道产假能休多少天", LEAVE)
    assert found is not None and found[0] == 113
    found = base_plus_increments("顺产没有难产，生了双胞胎，产假多少天", LEAVE)
    assert found is not None and found[0] == 113  # the twins' 15 days, not the difficult birth's
    assert base_plus_increments("没有难产，产假多少天", LEAVE) is None
