"""A worked-out amount adjusted by the rules of its document for the asker's role and case (invented rules)."""

from __future__ import annotations

from knowdesk.reasoning.adjustments import adjusted

BONUS_RULES = (
    "四、提成分配\n1. 店助月度提成按本店主管当月提成的50%发放。\n五、提成扣减\n"
    "1. 当月消防检查不合格的，主管当月提成扣减20%。\n2. 当月客诉率超过2%的，主管当月提成扣减10%。\n"
    "3. 当月每发生一起经核实的服务事故，扣减主管提成300元。"
)


def test_a_share_for_the_role_the_question_names() -> None:
    found = adjusted("店助这个月提成多少", 6000, [BONUS_RULES])
    assert found is not None and found.value == 3000 and found.working.startswith("6000 × 50% = 3000元")


def test_a_percentage_off_in_the_case_the_question_states_and_not_in_its_opposite() -> None:
    found = adjusted("这个月消防检查不合格，主管提成还剩多少", 6000, [BONUS_RULES])
    assert found is not None and found.value == 4800
    assert adjusted("这个月消防检查合格，主管提成多少", 6000, [BONUS_RULES]) is None
    assert adjusted("客诉率3%，主管提成多少", 6000, [BONUS_RULES]) is None  # a case bounded by a number is a tier's


def test_percentages_first_then_a_fixed_sum_per_counted_occurrence() -> None:
    found = adjusted("消防检查不合格，又出了2起服务事故，主管提成多少", 6000, [BONUS_RULES])
    assert found is not None and found.value == 6000 * 0.8 - 600
    assert "6000 × (1 − 20%) − 600" in found.working
    assert adjusted("主管提成多少", 6000, [BONUS_RULES]) is None


def test_a_cut_on_another_roles_amount_is_not_applied_to_the_askers() -> None:
    # the rule cuts 主管's commission; an 店员 whose inspection failed keeps what was worked out
    assert adjusted("我是店员，这个月消防检查不合格，我的提成多少", 4000, [BONUS_RULES]) is None
    assert adjusted("我是店员，出了2起服务事故，我的提成多少", 4000, [BONUS_RULES]) is None
    found = adjusted("我是主管，这个月消防检查不合格，提成多少", 6000, [BONUS_RULES])
    assert found is not None and found.value == 4800


def test_a_share_whose_role_follows_a_lead_word_is_still_read() -> None:
    rules = "二、分配办法\n其中店助月度提成按本店主管当月提成的50%发放。"
    found = adjusted("店助这个月提成多少", 6000, [rules])
    assert found is not None and found.value == 3000
