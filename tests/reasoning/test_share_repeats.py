"""A share paid once per day or hour counted, or once per party given it alike (invented rules, worded as real ones
are)."""

from __future__ import annotations

from knowdesk.reasoning.applied import applied_value
from knowdesk.reasoning.share_repeats import share_repeats

UNUSED_LEAVE = "当年度未休的年假折算后未休天数按日工资的200%支付未休年假工资报酬。"
FUND = "住房公积金单位和个人缴存比例均为12%，缴存基数为员工上一年度月平均工资。"


def test_a_share_of_a_daily_wage_is_paid_for_each_day_counted() -> None:
    found = applied_value("日工资400元，离职时还有3天年假没休，未休年假工资能拿多少", UNUSED_LEAVE)
    assert found is not None and found.value == 2400
    assert "400 × 200% × 3天 = 2400元" in found.statement
    assert share_repeats("日工资400元，还有1天没休，能拿多少", "按日工资的") is None  # one day: nothing to repeat


def test_a_share_two_parties_pay_alike_is_doubled_only_when_their_total_is_asked() -> None:
    both = applied_value("上年度月平均工资15000，公积金单位加个人每个月一共缴多少", FUND)
    assert both is not None and both.value == 3600
    one = applied_value("上年度月平均工资15000，公积金个人每个月缴多少", FUND)
    assert one is not None and one.value == 1800


def test_a_share_is_doubled_only_when_both_parties_are_asked_together_never_for_the_askers_own() -> None:
    assert share_repeats("基数9000，公司和员工都交，我自己一共交多少", "由公司和员工各按") is None
    assert share_repeats("基数9000，公司和员工都缴，员工个人部分合计多少", "由公司和员工各按") is None
    assert share_repeats("基数9000，公司和员工都缴年金，总共多少", "由公司和员工各按") is None  # together not asked
    assert share_repeats("基数9000，公司和员工合起来一个月缴多少", "由公司和员工各按") is not None
    assert share_repeats("基数9000，公司加员工每月缴多少", "由公司和员工各按") is not None
    assert share_repeats("基数9000，年金两边合计每月缴多少", "由公司和员工各按") is not None


def test_a_months_wage_is_not_repeated_per_day_or_hour() -> None:
    assert share_repeats("月工资6000元，还有3天年假没休，能拿多少", "按日工资的") is None
    assert share_repeats("月薪6000，加班5个小时，加班费多少", "按本人小时工资的") is None
