"""The question's numbers applied to one rule sentence: two rates each times its own count, the unserved part of a
period, a share of an amount the question names after its number, and a cap on each occasion."""

from __future__ import annotations

from knowdesk.reasoning.applied import applied_value, capped, case_share_of_table

_STANDBY = "仓库夜间驻守每晚补贴60元；驻守期间实际处理报警的，每次另计50元。"


def test_two_rates_of_one_sentence_each_take_their_own_count() -> None:
    found = applied_value("驻守了4个晚上，处理了3次报警，补贴一共多少", _STANDBY)
    assert found is not None and found.value == 390
    assert found.working == "4 × 60 + 3 × 50 = 390元"
    one = applied_value("驻守了6晚，只处理过1次报警，补贴一共多少", _STANDBY)
    assert one is not None and one.value == 410


def test_two_rates_are_not_added_without_a_total_or_a_count_of_each() -> None:
    plain = applied_value("驻守了4个晚上，补贴一共多少", _STANDBY)
    assert plain is not None and plain.value == 240  # the nightly rate alone


_BOND = "外送进修费用超过3000元的，须签订服务协议，服务期为3年；服务期内离职的，按尚未履行的服务期比例退还进修费用。"


def test_the_unserved_part_of_a_period_is_what_is_owed() -> None:
    found = applied_value("公司替我交了9000元进修费，我工作了2年想离职，要退多少", _BOND)
    assert found is not None and found.value == 3000
    assert found.working == "9000 × (36 − 24) ÷ 36 = 3000元"
    stated = "离职的，按未履行的服务期月数占12个月的比例返还。"
    done = applied_value("培训费6000元，已经服务了15个月，离职要返还多少", stated)
    assert done is not None and done.value == 0


def test_a_share_of_the_amount_the_question_names_right_after_it() -> None:
    rule = "门店代售会员卡的，按会员卡实收金额的8%计提成。"
    found = applied_value("帮客人办了2500块的会员卡，提成多少", rule)
    assert found is not None and found.value == 200


def test_a_cap_on_each_occasion_holds_for_one_occasion_only() -> None:
    rule = "因操作失误造成货损的，当事人按货损金额的20%赔偿，单次最高2000元。"
    found = applied_value("打翻了一托货，货损金额15000元，我要赔多少", rule)
    assert found is not None and found.value == 3000
    assert capped(found, "打翻了一托货，货损金额15000元，我要赔多少", rule).value == 2000
    assert capped(found, "这个月3次货损一共15000元，我要赔多少", rule).value == 3000


def test_an_amount_the_question_has_worked_out_is_held_to_the_rules_cap() -> None:
    rule = "夜班津贴与高温补贴合计，每人每月不超过2000元。"
    over = applied_value("这个月夜班津贴和高温补贴加起来2400，实际能发多少", rule)
    assert over is not None and over.value == 2000
    under = applied_value("这个月夜班津贴和高温补贴加起来1500，实际能发多少", rule)
    assert under is not None and under.value == 1500
    assert applied_value("我的工资8000，实际能发多少", rule) is None  # not the capped thing


def test_a_rate_per_order_times_the_questions_orders() -> None:
    found = applied_value("这周帮客户办了6单分期，奖励多少", "客户办理分期付款的，每单奖励60元。")
    assert found is not None and found.value == 360


def test_a_case_ends_at_its_own_way_of_counting() -> None:
    rule = ["注：返工工单按质检复核工时计算，提成按表2标准的50%计发。"]
    assert case_share_of_table("师傅这个月复核工时80个，提成多少", "师傅为10元/工时", "10元/工时", rule) is None
    found = case_share_of_table("做了30个返工工单的工时，提成多少", "师傅为10元/工时", "10元/工时", rule)
    assert found is not None and found[0].value == 5


def test_a_remainder_over_a_limit_is_no_unserved_part_of_a_period() -> None:
    """ "剩余部分由个人承担" is what is left over a standard, not a period not yet served: the months worked are no
    share of the question's amount."""
    rule = "外派人员服务期为2年；住宿超出标准的剩余部分由个人承担。"
    found = applied_value("我外派工作了6个月，住宿花了3000元，自己要出多少", rule)
    assert found is None or "(24 − 6)" not in found.working
    served = "服务期为2年，离职的按剩余服务期比例退还补贴。"
    owed = applied_value("拿了3000元补贴，工作了6个月离职，要退多少", served)
    assert owed is not None and owed.value == 2250
