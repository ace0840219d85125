"""The question's numbers applied to the value the concluding sentence states."""

from __future__ import annotations

from knowdesk.reasoning.applied import applied_value


def test_a_rate_per_day_is_multiplied_by_the_days_the_question_counts() -> None:
    found = applied_value("这个月出勤20天，午餐补贴一共能拿多少？", "午餐补贴：每个出勤日18元，按月随工资发放。")
    assert found is not None and found.value == 360 and found.working == "20 × 18 = 360元"
    assert (
        applied_value("午餐补贴每天多少钱？", "午餐补贴：每个出勤日18元，按月随工资发放。") is None
    )  # the rate itself


def test_a_share_the_sentence_states_is_taken_of_the_wage_the_question_gives() -> None:
    rule = "企业年金个人缴费比例为4%，以本人上年度月平均工资为基数。"
    found = applied_value("上年度月平均工资8500，企业年金个人每月交多少？", rule)
    assert found is not None and found.value == 340 and found.working == "8500 × 4% = 340元"
    assert applied_value("企业年金个人缴费比例是多少？", rule) is None  # asks the share itself
    assert applied_value("月工资8500，调薪能涨多少？", "调薪幅度一般为3%–5%。") is None  # a range is no one share


def test_two_items_of_one_sentence_are_added_or_compared() -> None:
    rule = "职业资格津贴：初级证书每月150元，中级证书每月300元，高级证书每月500元。"
    total = applied_value("初级证书和高级证书的津贴加起来每月多少？", rule)
    assert total is not None and total.value == 650 and total.working == "150 + 500 = 650元"
    gap = applied_value("中级证书和高级证书津贴每月差多少钱？", rule)
    assert gap is not None and gap.value == 200 and gap.working == "500 − 300 = 200元"
    assert applied_value("初级证书和高级证书津贴各多少？", rule) is None  # neither a sum nor a difference


def test_an_item_inside_a_longer_item_is_not_read_as_it() -> None:
    """技师 stands alone before 400元; 高级技师 is another item."""
    rule = "技能津贴：中级工100元，高级技师600元，技师400元。"
    found = applied_value("中级工和技师的技能津贴差多少钱？", rule)
    assert found is not None and found.value == 300
