"""A sentence whose condition holds the question's number answers it; one whose conditions leave the number out
speaks of another case (band_fit)."""

from __future__ import annotations

from knowdesk.reasoning.band_fit import band_fit


def test_the_band_holding_the_asked_number_fits_and_the_others_do_not() -> None:
    question = "采购一批12万元的仪器，需要谁签字"
    assert band_fit(question, "单笔3万元（含）至10万元的，由处长签字。") == -1
    assert band_fit(question, "单笔10万元（含）以上的，另须分管校领导签字。") == 1


def test_a_colon_or_a_table_cell_closes_a_condition_too() -> None:
    assert band_fit("值班2小时由谁批", "3小时以内：班组长批准") == 1
    assert band_fit("值班2小时由谁批", "超过3小时：车间主任批准") == -1
    assert band_fit("值班2小时由谁批", "| 超过3小时 | 车间主任 |") == -1


def test_a_cap_the_rule_sets_is_no_condition() -> None:
    # "能报600吗" is answered by the cap with a no: the cap must not count against the sentence
    assert band_fit("住一晚600元的酒店能报吗", "住宿费每晚不超过450元。") == 0


def test_without_a_number_or_a_band_on_its_scale_nothing_is_said() -> None:
    assert band_fit("加班要谁审批", "超过4小时的，由主管审批。") == 0
    assert band_fit("加班5小时要谁审批", "报销金额5000元以下的，由经理审批。") == 0


def test_a_question_over_a_length_of_time_fits_the_open_band_beyond_it() -> None:
    question = "病了超过半年，病假工资怎么发"
    assert band_fit(question, "病假超过2个月不满6个月的，按本人工资的80%发放。") == -1
    assert band_fit(question, "病假超过6个月的，按本人工资的60%发放。") == 1


def test_months_in_service_meet_no_band_of_leave_days() -> None:
    # how long one has been employed is no length of absence: no restating of months as days
    assert band_fit("入职三个月了，想休假找谁签字", "休假超过15天的，报总经理签字。") == 0
    assert band_fit("产检后休了五十天，还有津贴吗", "停工超过2个月的，停发津贴。") == 0
