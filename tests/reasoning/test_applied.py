"""The question's numbers applied to the value the concluding sentence states."""

from __future__ import annotations

from knowdesk.reasoning.applied import applied_value, share_of_given_amount


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


def test_a_looked_up_percentage_is_taken_of_the_amount_the_question_gives() -> None:
    tier = "年销售额100万元（含）以下的部分的提成比例为3%"
    assert share_of_given_amount("今年销售额是200万，提成最多能拿多少？", tier).working == "200万元 × 3% = 6万元"
    found = share_of_given_amount("我今年销售额是80万，提成最多能拿多少？", tier)
    assert found is not None and found.value == 24000 and found.working == "800000元 × 3% = 24000元"
    assert share_of_given_amount("销售额8000元的订单，提成能拿多少钱？", tier).working == "8000元 × 3% = 240元"
    assert share_of_given_amount("销售额80万，提成比例多少？", tier) is None  # the share itself is asked
    assert share_of_given_amount("年收入80万，税率多少？", "适用税率为35%") is None  # so is a rate
    assert share_of_given_amount("提成最多能拿多少？", tier) is None  # no amount to take it of


def test_a_looked_up_coefficient_multiplies_the_base_the_question_gives() -> None:
    found = share_of_given_amount("奖金基数3000，年度考核评了B+，能拿多少？", "B+ 的奖金系数为1.2")
    assert found is not None and found.working == "3000元 × 1.2 = 3600元"
    assert share_of_given_amount("B+的奖金系数是多少？", "B+ 的奖金系数为1.2") is None


def test_of_several_rates_the_one_in_the_clause_naming_the_questions_place_applies() -> None:
    rule = "外派期间的生活补助按城市发放：北京、上海每人每天150元；其他省会城市每人每天110元；其他地区每人每天90元。"
    found = applied_value("派去上海40天，生活补助一共多少？", rule)
    assert found is not None and found.working == "40 × 150 = 6000元"
    assert applied_value("派去成都40天，生活补助一共多少？", rule) is None  # which class 成都 is, the rule does not say


def test_a_rate_per_kilometre_is_multiplied_by_the_distance_driven() -> None:
    rule = "员工驾驶私家车办理公务的，按每公里1.2元给予补贴，过路费凭票报销。"
    found = applied_value("开自己车去客户那边跑了80公里，能补多少钱？", rule)
    assert found is not None and found.working == "80 × 1.2 = 96元"


def test_a_percentage_cell_is_taken_of_the_amount_though_the_question_names_another_rate() -> None:
    """ "完成率90%" chose the commission row; "提成能拿多少" asks the amount, "提成比例是多少" the rate itself."""
    found = share_of_given_amount("这个月回款30万，完成率90%，提成能拿多少？", "2%")
    assert found is not None and found.working == "300000元 × 2% = 6000元"
    assert share_of_given_amount("回款30万，完成率90%，提成比例是多少？", "2%") is None
    assert share_of_given_amount("报销5000元要几个人审批？", "超出部分按50%报销") is None  # a count is asked


def test_two_rates_of_one_period_added_then_times_the_question_count() -> None:
    rule = "外勤补助按外勤天数计算：误餐补助每人每天60元，通讯补助每人每天20元。"
    got = applied_value("外勤5天，误餐补助加通讯补助一共多少", rule)
    assert got is not None and got.value == 400 and "5 × (60 + 20)" in got.working
    plain = applied_value("误餐补助加通讯补助一共多少", rule)  # no count: the two rates added
    assert plain is not None and plain.value == 80
