"""The question's numbers applied to the value the concluding sentence states."""

from __future__ import annotations

from knowdesk.reasoning.applied import (
    applied_value,
    capped,
    case_share_of_table,
    coefficient_of_base,
    day_part_cap,
    listed_price,
    share_of_given_amount,
    share_of_standard,
    shares_of_base,
)
from knowdesk.reasoning.evidence import sentence_units
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import Candidate, LocalGenerator, _computing
from knowdesk.reasoning.tables import siblings_from
from tests.reasoning.conftest import passage


def test_a_rate_per_day_is_multiplied_by_the_days_the_question_counts() -> None:
    found = applied_value("这个月出勤20天，午餐补贴一共能拿多少？", "午餐补贴：每个出勤日18元，按月随工资发放。")
    assert found is not None and found.value == 360 and found.working == "20 × 18 = 360元"
    assert (
        applied_value("午餐补贴每天多少钱？", "午餐补贴：每个出勤日18元，按月随工资发放。") is None
    )  # the rate itself


def test_an_hourly_rate_is_paid_at_the_multiple_of_the_day_worked() -> None:
    rule = "门店加班按小时计，加班时薪统一为 25元/小时：工作日延时加班按 1.5倍，休息日按 2倍，法定节假日按 3倍。"
    workday = applied_value("工作日晚上加班2小时能拿多少", rule)
    assert workday is not None and workday.value == 75 and workday.working == "2 × 25 × 1.5 = 75元"
    sunday = applied_value("周日加了6个小时班给多少钱", rule)
    assert sunday is not None and sunday.value == 300
    spring = applied_value("春节加班4小时加班费多少", rule)
    assert spring is not None and spring.value == 300
    assert applied_value("加班5小时能拿多少", rule) is None  # no day named: the rate alone is paid on none


def test_a_looked_up_coefficient_is_taken_of_the_base_its_document_states() -> None:
    rules = ["季度奖金 = 季度奖金基数 × 考核系数。店员季度奖金基数为每季度2000元，店长为每季度3600元。"]
    clerk = coefficient_of_base("店员考核得了88分，季度奖金能拿多少", "88分的考核系数为1.1", rules)
    assert clerk is not None and clerk.value == 2200 and clerk.working == "2000元 × 1.1 = 2200元"
    manager = coefficient_of_base("店长考核93分，季度奖金多少钱", "93分的考核系数为1.3", rules)
    assert manager is not None and manager.value == 3600 * 1.3
    assert coefficient_of_base("考核88分，季度奖金多少", "88分的考核系数为1.1", rules) is None  # whose base?
    assert coefficient_of_base("88分的考核系数是多少", "88分的考核系数为1.1", rules) is None  # the coefficient asked
    # a base of another thing (补贴基数) is not the coefficient's
    assert coefficient_of_base("店员88分，季度奖金多少", "88分的考核系数为1.1", ["店员补贴基数为每月300元。"]) is None


def test_a_share_the_sentence_states_is_taken_of_the_wage_the_question_gives() -> None:
    rule = "企业年金个人缴费比例为4%，以本人上年度月平均工资为基数。"
    found = applied_value("上年度月平均工资8500，企业年金个人每月交多少？", rule)
    assert found is not None and found.value == 340 and found.working == "8500 × 4% = 340元"
    assert applied_value("企业年金个人缴费比例是多少？", rule) is None  # asks the share itself
    assert applied_value("月工资8500，调薪能涨多少？", "调薪幅度一般为3%–5%。") is None  # a range is no one share


def test_a_share_of_the_amount_the_question_names_as_its_base() -> None:
    rule = "退货运费补贴不超过该订单实付金额的 10%，由客服在工作台发放。"
    found = applied_value("订单实付450元，运费补贴最多给多少", rule)
    assert found is not None and found.value == 45 and found.working == "450 × 10% = 45元"
    assert applied_value("订单有450件商品，运费补贴最多给多少", rule) is None  # a count, not the base named


def test_a_changed_rate_pays_the_months_from_its_date_and_the_old_one_before() -> None:
    notice = "驻场补贴由每晚 50元 调整为每晚 70元，自 2026年4月1日 起执行（4月1日前的驻场仍按每晚 50元 计发）。"
    after = applied_value("5月份驻场了10个晚上，补贴一共多少", notice)
    assert after is not None and after.working == "10 × 70 = 700元"
    before = applied_value("3月份驻场了10个晚上，补贴一共多少", notice)
    assert before is not None and before.working == "10 × 50 = 500元"
    now = applied_value("这个月上了6个夜班，驻场补贴多少", notice)  # no month named: the rate now, per night shift
    assert now is not None and now.working == "6 × 70 = 420元"


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


def test_a_one_way_distance_asked_both_ways_counts_twice() -> None:
    rule = "员工驾驶私家车办理公务的，按每公里1.2元给予补贴，过路费凭票报销。"
    found = applied_value("开车去仓库单程45公里，来回能补多少钱？", rule)
    assert found is not None and found.value == 108 and found.working == "2 × 45 × 1.2 = 108元"
    one = applied_value("开车去仓库单程45公里，能补多少钱？", rule)  # one way asked: once
    assert one is not None and one.value == 54


def test_a_quota_per_quarter_or_month_is_summed_over_the_year_asked() -> None:
    quota = "劳保手套：每季度12副，以旧换新。"
    found = applied_value("仓管员劳保手套一年最多能领多少副？", quota)
    assert found is not None and found.value == 48 and found.working == "4 × 12 = 48副"
    monthly = "通讯补贴每月200元，随工资发放。"
    year = applied_value("通讯补贴一年一共多少钱", monthly)
    assert year is not None and year.value == 2400 and year.statement.startswith("一年共2400元")
    half = applied_value("通讯补贴半年能拿多少", monthly)
    assert half is not None and half.value == 1200
    assert applied_value("通讯补贴每月多少", monthly) is None  # the rule's own period
    assert applied_value("入职一年以内的通讯补贴多少", monthly) is None  # a length of service, not the period asked
    assert applied_value("劳保手套一年最多能领多少双鞋", quota) is None  # another unit


def test_a_percentage_cell_is_taken_of_the_amount_though_the_question_names_another_rate() -> None:
    """ "完成率90%" chose the commission row; "提成能拿多少" asks the amount, "提成比例是多少" the rate itself."""
    found = share_of_given_amount("这个月回款30万，完成率90%，提成能拿多少？", "2%")
    assert found is not None and found.working == "300000元 × 2% = 6000元"
    assert share_of_given_amount("回款30万，完成率90%，提成比例是多少？", "2%") is None
    assert share_of_given_amount("报销5000元要几个人审批？", "超出部分按50%报销") is None  # a count is asked


def test_a_tiers_share_of_the_standard_is_taken_of_the_value_the_table_gives() -> None:
    rule = "出勤不满10天属于这一档：按当月标准的60%发放"
    assert share_of_standard("本月只出勤8天，我是B2，外派补贴发多少？", rule, "2500元/月").working == (
        "2500元/月 × 60% = 1500元/月"
    )
    assert share_of_standard("外派补贴按多少比例发？", rule, "2500元/月") is None  # the share itself is asked
    assert share_of_standard("外派补贴发多少？", "按全月发放", "2500元/月") is None  # no share of a standard
    assert share_of_standard("外派补贴发多少？", rule, "2次") is None  # the standard is not money


NOTES = passage(
    "海外派驻补贴标准\n1. 外派补贴按国家类别和职级查“补贴标准”表。\n"
    "2. 外派补贴按月发放。当月实际在岗不满10天的，按当月标准的60%发放；在岗满10天的，按全月发放。",
    document="海外派驻补贴标准", section="工作表：说明", fragment_id="abroad-00000",
)  # fmt: skip
STANDARDS = passage(
    "| 国家类别 | B1—B3（元/月） | B4—B6（元/月） |\n|---|---|---|\n| 一类国家 | 1800 | 2600 |\n"
    "| 二类国家 | 2500 | 3400 |",
    document="海外派驻补贴标准", section="工作表：补贴标准", fragment_id="abroad-00001",
)  # fmt: skip
COUNTRIES = passage(
    "| 国家 | 国家类别 |\n|---|---|\n| 新加坡 | 一类国家 |\n| 肯尼亚 | 二类国家 |",
    document="海外派驻补贴标准", section="工作表：国家分类", fragment_id="abroad-00002",
)  # fmt: skip


def test_a_tier_paying_a_share_of_the_standard_is_answered_with_the_joined_cell_times_the_share() -> None:
    retrieved = [NOTES, STANDARDS, COUNTRIES]
    gen = LocalGenerator(Glossary.load(None), max_sentences=3, siblings=siblings_from(retrieved))
    answer = gen.generate("这个月在肯尼亚只待了6天，我是B2，外派补贴发多少？", retrieved).answer
    assert answer.splitlines()[0].startswith("结论：2500元/月 × 60% = 1500元/月")
    assert "| 二类国家 | 2500 | 3400 |" in answer


def test_a_count_in_a_tier_of_the_rule_takes_the_share_of_a_cell_joined_through_a_post() -> None:
    """ "助理…只驻了6天": 助理 is joined to the B1—B3 column by the rule's own list, and 6 days of being posted (驻, the
    verb of the tier's 驻外) falls in the rule's "驻外不满10天" tier: 60% of the joined cell, not the full month; 20 days
    falls in no share's tier, a count of days present told with another verb (干了6天, `month_days`) takes it too, and
    a count of something else (出差6天) takes none."""
    rule = NOTES["body"].replace("在岗", "驻外") + "\n3. 职级对照：B1—B3为专员、助理；B4—B6为经理、总监。"
    posts = passage(rule, document="海外派驻补贴标准", section="工作表：说明", fragment_id="abroad-00000")
    retrieved = [posts, STANDARDS, COUNTRIES]
    gen = LocalGenerator(Glossary.load(None), max_sentences=3, siblings=siblings_from(retrieved))
    short = gen.generate("助理这个月去肯尼亚，只驻了6天，外派补贴发多少？", retrieved).answer.splitlines()[0]
    assert short.startswith("结论：2500元/月 × 60% = 1500元/月")
    full = gen.generate("经理去新加坡驻了20天，外派补贴多少", retrieved).answer.splitlines()[0]
    assert "2600元/月" in full and "%" not in full
    worked = gen.generate("助理这个月在肯尼亚只干了6天，外派补贴发多少？", retrieved).answer.splitlines()[0]
    assert worked.startswith("结论：2500元/月 × 60% = 1500元/月")
    other = gen.generate("助理这个月去肯尼亚出差6天，外派补贴发多少？", retrieved).answer.splitlines()[0]
    assert "60%" not in other
    how = gen.generate("总监派到肯尼亚，这个月只驻了7天，外派补贴怎么发", retrieved).answer.splitlines()[0]
    assert how.startswith("结论：3400元/月 × 60% = 2040元/月")  # how it is paid: the tier's share, worked


TOOLS = passage(
    "第九条 劳保用品遗失或人为损坏的，按下列标准赔偿：（一）领用不满1年的，按购置价全额赔偿；（二）领用满1年不满3年的，"
    "按购置价的60%赔偿；（三）领用满3年的，不再赔偿。劳保用品购置价为：安全帽每顶60元，对讲机每台400元，工具包每个90元。",
    document="劳保用品管理办法", section="第三章 赔偿", fragment_id="ppe-00004",
)  # fmt: skip


def test_a_share_of_a_base_names_the_base_and_a_whole_share() -> None:
    assert shares_of_base("按购置价的60%赔偿") == [("购置价", 60.0)]
    assert shares_of_base("按购置价全额赔偿") == [("购置价", 100.0)]
    assert listed_price("对讲机用了2年弄丢了", TOOLS["body"], "购置价") == "400元"
    assert listed_price("东西丢了要赔多少", TOOLS["body"], "购置价") == ""  # no item named


GRANTS = passage(
    "表1　入职授予标准（单位：股）\n| 职级 | 入职授予股数 |\n|---|---|\n| P6 / M1 | 2000 |\n| P7 / M2 | 4800 |\n"
    "| P8 / M3 | 12000 |",
    document="限制性股票（RSU）授予与归属说明", section="二、入职授予标准", fragment_id="rsu-00001",
)  # fmt: skip
VESTING = passage(
    "1. 入职授予的RSU总归属期为4年，设1年cliff：自授予日起满12个月，一次性归属授予总数的25%；"
    "未满12个月的，不归属任何股份。",
    document="限制性股票（RSU）授予与归属说明", section="三、归属安排", fragment_id="rsu-00002",
)  # fmt: skip


def test_a_tier_share_does_not_reach_past_its_tier() -> None:
    """ "满三年" is past the cliff's one-time 25%: the cell is no base for a share of it.

    (Open: a tier list still answers an amount asked of its base — 入职10个月，工服押金是多少 gets the 50% refund tier,
    on main as well; the cell-as-base path tried for it was removed after review.)"""
    retrieved = [GRANTS, VESTING]
    gen = LocalGenerator(Glossary.load(None), max_sentences=3, siblings=siblings_from(retrieved))
    vested = gen.generate("P6入职满三年能归属多少股", retrieved).answer.splitlines()[0]
    assert "× 25%" not in vested
    assert shares_of_base("在职不满12个月的退还押金的50%") == []  # a share is of a base only after 按


DEVICES = passage(
    "| 设备档位 | 笔记本电脑 | 笔记本采购价（元） |\n|---|---|---|\n| 标准档 | ThinkPad T14 | 9000 |\n"
    "| 高配档 | MacBook Pro 16英寸 | 24000 |",
    document="IT设备配置与申领标准", section="工作表：设备标准", fragment_id="it-00001",
)  # fmt: skip
DEVICE_LOSS = passage(
    "5. 设备丢失或人为损坏的，员工按折余价值赔偿；已使用满36个月的，按采购价的10%赔偿。",
    document="IT设备配置与申领标准", section="工作表：申领与赔偿说明", fragment_id="it-00002",
)  # fmt: skip


def test_a_rule_paying_a_share_of_a_named_base_takes_the_base_off_the_row_the_question_names() -> None:
    retrieved = [DEVICE_LOSS, DEVICES]
    gen = LocalGenerator(Glossary.load(None), max_sentences=3, siblings=siblings_from(retrieved))
    first = gen.generate("高配档电脑用了40个月丢了，要赔多少", retrieved).answer.splitlines()[0]
    assert first.startswith("结论：24000元 × 10% = 2400元")
    early = gen.generate("高配档电脑用了18个月丢了，要赔多少", retrieved).answer.splitlines()[0]
    assert early.startswith("结论：设备丢失或人为损坏的，员工按折余价值赔偿")  # the rule's 满36个月 does not hold


def test_a_tier_paying_a_share_of_a_listed_price_is_answered_with_the_items_price_times_the_share() -> None:
    gen = LocalGenerator(Glossary.load(None), max_sentences=3)
    first = gen.generate("对讲机用了2年弄丢了，要赔多少？", [TOOLS]).answer.splitlines()[0]
    assert first.startswith("结论：400元 × 60% = 240元")
    whole = gen.generate("安全帽才领了半年就弄坏了，要赔多少？", [TOOLS]).answer.splitlines()[0]
    assert whole.startswith("结论：全额60元")


def test_a_share_of_a_pool_the_question_names_after_its_amount() -> None:
    rule = "班组全年无违章的，年终奖励班组2万元，其中班组长个人不超过25%。"
    found = applied_value("我们班组拿了2万奖励，班组长最多能分多少", rule)
    assert found is not None and found.value == 5000 and found.working == "20000 × 25% = 5000元"
    # no amount given: the share is of the pool the rule itself states
    stated = applied_value("班组长最多能分多少", rule)
    assert stated is not None and stated.value == 5000 and stated.working == "2万元 × 25% = 5000元"
    assert applied_value("组员最多能分多少", rule) is None  # a part the rule does not name


def test_a_cap_per_period_holds_the_computed_amount() -> None:
    rule = "外勤交通按每公里0.8元补贴。每人每月外勤交通补贴不超过800元。"
    over = applied_value("这个月外勤开了1200公里，交通补贴能报多少", rule)
    assert over is not None and over.value == 960
    held = capped(over, "这个月外勤开了1200公里，交通补贴能报多少", rule)
    assert held.value == 800 and held.statement.startswith("800元")
    under = applied_value("这个月外勤开了500公里，交通补贴能报多少", rule)
    assert under is not None and capped(under, "这个月外勤开了500公里，交通补贴能报多少", rule).value == 400
    trip = applied_value("外勤开了1200公里，交通补贴能报多少", rule)  # no month spoken of: the cap is not applied
    assert trip is not None and capped(trip, "外勤开了1200公里，交通补贴能报多少", rule).value == 960


def test_two_rates_of_one_period_added_then_times_the_question_count() -> None:
    rule = "外勤补助按外勤天数计算：误餐补助每人每天60元，通讯补助每人每天20元。"
    got = applied_value("外勤5天，误餐补助加通讯补助一共多少", rule)
    assert got is not None and got.value == 400 and "5 × (60 + 20)" in got.working
    plain = applied_value("误餐补助加通讯补助一共多少", rule)  # no count: the two rates added
    assert plain is not None and plain.value == 80


def test_points_per_person_or_per_occurrence_are_multiplied_by_the_questions_count() -> None:
    rule = "扣分标准：每人3分；是否红线项：否。"
    assert applied_value("巡检时三个店员没戴口罩，扣几分？", rule).statement == "3个店员共9分（每人3分，3 × 3 = 9分）"
    assert applied_value("仓库有2处消防通道堵塞，扣多少分", "消防通道堵塞每处扣5分").working == "2 × 5 = 10分"
    assert applied_value("一个店员没戴口罩扣几分", rule) is None  # one is the rule itself
    assert applied_value("迟到几分钟算旷工", "迟到每次扣2分") is None  # minutes, not points


def test_a_rate_per_item_or_per_square_metre_times_the_questions_count_of_them() -> None:
    rule = "举报经核实的，举报一般隐患奖励100元/条，举报重大隐患奖励2000元/条。"
    found = applied_value("我报了3条一般隐患，都核实了，能拿多少奖励", rule)
    assert found is not None and found.value == 300  # the clause naming 一般隐患, not 重大隐患
    rent = applied_value("公寓60平米，一个月房租多少", "公寓租金：每月每平方米15元，从工资中代扣。")
    assert rent is not None and rent.value == 900  # 每月 is the rent's period, not a count


def test_a_rate_per_person_and_day_of_the_clause_the_question_names_times_people_and_days() -> None:
    rule = "培训费实行综合定额控制：一类培训（公司组织）每人每天400元，二类培训（部门组织）每人每天300元。"
    found = applied_value("部门组织培训，20人培训2天，培训费最多多少", rule)
    assert found is not None and found.value == 12000 and "20 × 2 × 300" in found.working
    assert applied_value("培训，20人培训2天，培训费最多多少", rule) is None  # no clause picked out


def test_a_rate_now_paid_times_shifts_counted_by_their_name_held_to_the_cap_of_its_sentence() -> None:
    """ "由每班30元调整为每班35元，每月最多计发10个班" asked "上了6个晚班" / "晚班上了14个": 6 × 35; 10 × 35 (the cap)."""
    rule = "晚班补贴由每班30元调整为每班35元，每月最多计发10个班。"
    six = applied_value("这个月上了6个晚班，晚班补贴多少", rule)
    assert six is not None and six.value == 210 and six.working == "6 × 35 = 210元"
    capped_at = applied_value("晚班上了14个，补贴一共多少", rule)
    assert capped_at is not None and capped_at.value == 350 and "最多计发10个班" in capped_at.working


def test_a_count_past_a_threshold_pays_per_step_and_points_per_case_stop_at_their_cap() -> None:
    """ "超过2次的，每多1次扣当月全勤奖100元" asked "迟到了5次" → (5 − 2) × 100; "每次加2分，每月最多加6分" asked 4次 → 6分."""
    fine = applied_value("这个月迟到了5次，全勤奖扣多少", "迟到不超过2次的不扣；超过2次的，每多1次扣当月全勤奖100元。")
    assert fine is not None and fine.value == 300 and fine.working == "(5 − 2) × 100 = 300元"
    steps = applied_value("这个月迟到了7次，全勤奖扣多少", "超过2次的，每多2次扣当月全勤奖100元。")
    assert steps is not None and steps.value == 200 and steps.working == "(7 − 2) ÷ 2，取整2 × 100 = 200元"
    points = applied_value("这个月收到4次表扬，能加几分", "顾客表扬：每次加2分，每月最多加6分。")
    assert points is not None and points.value == 6 and "最多加6分" in points.working


def test_an_amended_rate_is_the_new_one_whichever_way_it_is_written_and_a_cap_may_name_the_shift() -> None:
    found = applied_value("上了8个夜班，夜班津贴多少", "夜班津贴由40元/班调整为每个夜班50元，每月最多计发6个夜班。")
    assert found is not None and found.value == 300  # the new 50元, six shifts at most
    assert applied_value("按第3条，我报了2条线索，奖励多少", "举报经核实的，奖励100元/条。").value == 200  # type: ignore[union-attr]


def test_a_count_of_teams_is_no_count_of_shifts() -> None:
    assert applied_value("3个班组上夜班，夜班津贴一共多少", "夜班津贴每个夜班50元。") is None


def test_shifts_counted_by_name_keep_the_whole_name() -> None:
    found = applied_value("上了8个夜班，夜班费多少", "夜班费按每个夜班50元发放。")
    assert found is not None and found.value == 400 and found.statement.startswith("8个夜班共400元")


def test_a_rate_per_person_and_quarter_times_the_people_of_one_period() -> None:
    rule = "部门活动经费每人每季度120元，由部门统一使用。"
    found = applied_value("我们组9个人，一个季度活动经费一共多少", rule)
    assert found is not None and found.value == 1080 and "9 × 120" in found.working
    assert applied_value("活动经费每人每季度多少", rule) is None  # no people given: the rate itself answers
    # a notice's "由…调整为…" of such a rate: the people times the new rate
    notice = "部门活动经费由每人每季度120元调整为每人每季度160元。"
    changed = applied_value("我们组9个人，一个季度活动经费一共多少", notice)
    assert changed is not None and changed.value == 1440


def test_a_share_of_the_amount_spent_in_all() -> None:
    rule = "答：可以报销，但礼品费用不超过活动总费用的15%。"
    found = applied_value("年会活动总共花4000，礼品最多能花多少", rule)
    assert found is not None and found.value == 600
    assert applied_value("礼品最多能占多少比例", rule) is None  # the share itself is asked


def test_one_period_of_a_per_person_rate_is_its_own_period_and_a_year_of_service_totals_nothing() -> None:
    rule = "部门活动经费每人每季度200元。"
    assert applied_value("我们组5个人，一个季度活动经费一共多少钱", rule).value == 1000  # type: ignore[union-attr]
    assert applied_value("我们组5个人，一年活动经费总共多少钱", rule) is None  # not one quarter's 1000
    quota = "劳保手套每季度每人可领30副。"
    assert applied_value("我们班组5个人，一年最多能领多少副", quota) is None  # the people are not in the sum
    assert applied_value("我入职一年了，能领多少副手套", "劳保手套每季度30副。") is None
    assert applied_value("一年级班主任每月能领多少钱", "班主任津贴每月300元。") is None
    trip = applied_value("12个人，一个季度活动经费总共多少，来回单程都算吗", rule)
    assert trip is not None and trip.value == 2400  # no count of kilometres: nothing to double


def test_a_question_naming_no_place_takes_the_rate_whose_clause_names_none():
    """ "每人每天60元；赴北京、上海的，每人每天90元" asked with no place: the general 60; asked of 上海: 90."""
    rule = "误餐补助标准为每人每天60元；赴北京、上海出差的，误餐补助标准为每人每天90元。"
    general = applied_value("出差4天，误餐补助一共多少", rule)
    assert general is not None and general.value == 240
    named = applied_value("去上海出差4天，误餐补助一共多少", rule)
    assert named is not None and named.value == 360


def test_a_holiday_surcharge_leaves_the_plain_rate_for_a_question_naming_no_occasion() -> None:
    rule = "夜班补贴每晚80元，法定节假日夜班按2倍发放"
    plain = applied_value("我这个月上了5个夜班，夜班补贴一共多少钱", rule)
    assert plain is not None and plain.value == 400
    holiday = applied_value("国庆上了2个夜班，夜班补贴一共多少钱", rule)
    assert holiday is not None and holiday.value == 320
    # a base paid at a multiple on every occasion is no rate alone
    assert (
        applied_value("加班了3个小时，加班费多少", "加班小时基数30元/小时：工作日按1.5倍，休息日按2倍，法定节假日按3倍")
        is None
    )


def test_a_month_bounded_by_days_is_met_by_the_questions_days_whatever_it_calls_them() -> None:
    heat = ["注3：当月出勤不满10天的，高温津贴按标准的50%发放；10月至次年5月不发放高温津贴。"]
    cell = ("绑扎工属地面岗位，地面岗位的7月 高温津贴为350元/月。", "350元/月")
    found = case_share_of_table("绑扎工7月份只上了8天班，高温津贴能拿多少", *cell, heat)
    assert found is not None and found[0].working == "350元/月 × 50% = 175元/月"
    assert case_share_of_table("绑扎工7月份上了12天班，高温津贴能拿多少", *cell, heat) is None
    # a date the stay starts on: the days left in the month, on the bound's side whatever the month's length
    rooms = ["四、宿舍费每月从工资中代扣；当月入住不满15天的，当月宿舍费按半个月收取。"]
    room = ("B类的四人间 宿舍费为180元/人·月。", "180元/人·月")
    found = case_share_of_table("B类门店的员工20号才搬进四人间，当月宿舍费交多少", *room, rooms)
    assert found is not None and found[0].working == "180元/人·月 × 50% = 90元/人·月"
    assert case_share_of_table("我16号搬进四人间，这个月宿舍费收多少", *room, rooms) is None  # 13 to 16 days
    assert case_share_of_table("我10号搬进四人间，这个月宿舍费收多少", *room, rooms) is None
    # a date written with 日 is a date too, and a pay day or a count of days away is no stay
    found = case_share_of_table("小刘9月22日才住进四人间，本月宿舍费要交多少", *room, rooms)
    assert found is not None and found[0].working == "180元/人·月 × 50% = 90元/人·月"
    assert case_share_of_table("四人间宿舍费是每月26号扣吗，扣多少", *room, rooms) is None
    assert case_share_of_table("这个月请了6天事假回家，四人间宿舍费扣多少", *room, rooms) is None
    # half a month is half of a monthly amount only
    assert case_share_of_table("20号才开始住，房费每天多少", "双人间为60元/天。", "60元/天", rooms) is None


def test_a_case_paid_a_share_of_the_table_standard_takes_the_looked_up_cell_times_the_share() -> None:
    rules = ["第九条 值班费标准见表2。", "第十条 备班按表2标准的60%发放，节假日值班另按第十一条执行。"]
    found = case_share_of_table("主治医师备班，工作日一次多少钱", "主治医师的工作日为120元/次", "120元/次", rules)
    assert found is not None and found[0].working == "120元/次 × 60% = 72元/次" and found[1] == rules[1]
    twice = ["第十条 春节期间值守按表2标准的2倍发放。"]
    found = case_share_of_table("春节期间值守一次多少钱", "主治医师的工作日为120元/次", "120元/次", twice)
    assert found is not None and found[0].working == "120元/次 × 2倍 = 240元"
    # the case is not named, or the share is what is asked: the table's standard stands
    assert case_share_of_table("主治医师工作日值班一次多少钱", "主治医师的工作日为120元/次", "120元/次", rules) is None
    assert case_share_of_table("备班按多少比例发", "主治医师的工作日为120元/次", "120元/次", rules) is None


DUTY = passage(
    "第九条 值班费按职称和日期发放，标准见表2。\n第十条 备班按表2标准的60%发放。\n"
    "| 职称 | 工作日（元/次） | 节假日（元/次） |\n|---|---|---|\n| 住院医师 | 80 | 160 |\n| 主治医师 | 120 | 240 |",
    document="值班管理办法", section="第三章 值班费", fragment_id="duty-00002",
)  # fmt: skip


def test_a_looked_up_cell_is_answered_at_the_share_the_rule_sets_for_the_questions_case() -> None:
    gen = LocalGenerator(Glossary.load(None), max_sentences=3)
    answer = gen.generate("主治医师节假日备班，一次能拿多少钱？", [DUTY]).answer
    assert answer.splitlines()[0].startswith("结论：240元/次 × 60% = 144元/次"), answer
    assert "备班按表2标准的60%发放" in answer and "第十条" in answer
    plain = gen.generate("主治医师节假日值班一次多少钱？", [DUTY]).answer.splitlines()[0]
    assert "240" in plain and "60%" not in plain


def test_of_several_cases_the_rule_naming_most_of_the_question_sets_the_share() -> None:
    rules = [
        "第八条 在同一地点连续驻场超过20天的，自第21天起，住宿费按本人住宿标准的70%报销；",
        "驻场超过60天的，改为租房，租房费用按本人住宿标准的25倍每月控制。",
    ]
    looked_up = "南昌属二类城市，C类的住宿费标准为400元/人·晚"
    later = case_share_of_table("C类在南昌连续驻场超过20天，第21天起每晚住宿能报多少", looked_up, "400元/人·晚", rules)
    assert later is not None and later[0].working == "400元/人·晚 × 70% = 280元/人·晚"
    rent = case_share_of_table("驻场超过60天要租房，C类在南昌每月能报多少", looked_up, "400元/人·晚", rules)
    assert rent is not None and rent[0].working == "400元/人·晚 × 25倍 = 10000元"
    # a word the rules share with any trip (驻场, 住宿) names no case
    assert case_share_of_table("C类去南昌驻场，住宿每晚能报多少", looked_up, "400元/人·晚", rules) is None


def test_a_rule_in_another_document_counts_when_its_base_names_the_table() -> None:
    rule = ["第十四条 在同一城市连续出差超过45天的，自第46天起，住宿费按本人住宿费标准的75%报销。"]
    looked_up = "成都属二类城市，B类的住宿费标准为520元/人·晚"
    asked = "我是B类，在成都连续出差超过45天了，之后每晚住宿还能报多少"
    found = case_share_of_table(asked, looked_up, "520元/人·晚", [], rule, "差旅住宿费标准（2026） 工作表：住宿费标准")
    assert found is not None and found[0].working == "520元/人·晚 × 75% = 390元/人·晚"
    # a table of another standard (会议费) is not the one the rule pays a share of
    assert case_share_of_table(asked, looked_up, "520元/人·晚", [], rule, "会议费管理办法 表1 综合定额") is None


def test_a_standard_written_with_a_number_word_is_still_the_base() -> None:
    rule = ["注2：两人同行且性别相同的，原则上合住一间，住宿费按该城市一人标准的1.5倍以内报销。"]
    found = case_share_of_table(
        "两个讲师合住一间，一晚房费最多报多少", "二类城市的其他人员为400元/人·天", "400元/人·天", rule
    )
    assert found is not None and found[0].working == "400元/人·天 × 1.5倍 = 600元"


def test_what_a_rule_pays_is_not_its_case() -> None:
    rule = ["第七条 当月在岗不足10天的，防暑降温费按标准的40%发放。"]
    looked_up = "6月至9月的户外巡检人员为300元/人·月"
    assert case_share_of_table("户外巡检的防暑降温费6月发多少", looked_up, "300元/人·月", rule) is None
    found = case_share_of_table("6月只在岗了8天，不足10天，户外巡检防暑降温费发多少", looked_up, "300元/人·月", rule)
    assert found is not None and found[0].working == "300元/人·月 × 40% = 120元/人·月"


def test_no_share_is_paid_for_a_deduction_a_range_another_table_a_gap_or_a_denied_case() -> None:
    table = "主治医师的节假日为240元/次"
    ask = "主治医师节假日备班，一次多少钱"
    assert case_share_of_table(ask, table, "240元/次", ["备班人员，按表2标准的60%发放。"]) is not None
    assert case_share_of_table(ask, table, "240元/次", ["备班按表2标准的60%扣减。"]) is None  # what is taken off
    assert case_share_of_table(ask, table, "240元/次", ["备班按表2标准的50%-80%发放。"]) is None  # no one share
    assert case_share_of_table(ask, table, "240元/次", ["备班按表1标准的60%发放。"], table_names="表2 值班费") is None
    assert (
        case_share_of_table("主治医师节假日备班一次，比值班少多少钱", table, "240元/次", ["备班按表2标准的60%发放。"])
        is None
    )
    assert (
        case_share_of_table("我不是备班，主治医师节假日一次多少钱", table, "240元/次", ["备班按表2标准的60%发放。"])
        is None
    )


def test_a_changed_rate_in_a_notice_dated_once_pays_the_month_asked_at_its_rate() -> None:
    """The notice's sentence states both rates and its day is said once above it: a month before that day is paid at
    the old rate, a month after at the new one."""
    sentence = "1. 高温补贴由每个工作日15元调整为每个工作日20元"
    notice = f"各班组注意：自下月起（2025年9月1日起），以下两项调整。\n{sentence}。\n2. 工作鞋每年发放一双。"
    before = applied_value("2025年8月干了20个工作日，高温补贴一共多少", sentence, notice)
    after = applied_value("2025年10月干了20个工作日，高温补贴一共多少", sentence, notice)
    assert before is not None and before.working == "20 × 15 = 300元"
    assert after is not None and after.working == "20 × 20 = 400元"


def test_a_case_bounded_by_a_count_is_named_by_the_questions_count() -> None:
    """ "当月在岗不足10天的，…按标准的40%" is the case of "6月只在岗了8天" (8 < 10), not of "在岗了12天" nor of "没有在岗8天"."""
    rule = ["第七条 当月在岗不足10天的，防暑降温费按标准的40%发放。"]
    looked_up = "6月至9月的户外巡检人员为300元/人·月"
    found = case_share_of_table("6月只在岗了8天，户外巡检防暑降温费发多少", looked_up, "300元/人·月", rule)
    assert found is not None and found[0].working == "300元/人·月 × 40% = 120元/人·月"
    for asked in ("6月在岗了12天，户外巡检防暑降温费发多少", "6月没有在岗8天，户外巡检防暑降温费发多少"):
        assert case_share_of_table(asked, looked_up, "300元/人·月", rule) is None, asked


def test_a_case_share_of_a_cell_a_notice_changed_is_of_the_new_number() -> None:
    """The looked-up cell a later notice changed (300 → 360) is paid at the case's share of the new number, the
    notice quoted first."""
    table = passage(
        "附表 防暑降温费标准（元/人·月）\n| 月份 | 户外巡检人员 | 办公室人员 |\n|---|---|---|\n| 7月、8月 | 300 | 120 |",
        document="巡检补贴办法", section="附表", fragment_id="pat-00003", effective="2025-01-01",
    )  # fmt: skip
    rule = passage("第七条 当月在岗不足10天的，防暑降温费按标准的40%发放。", document="巡检补贴办法",
                   section="第三章", fragment_id="pat-00002", effective="2025-01-01")  # fmt: skip
    notice = passage("一、《巡检补贴办法》附表中，7月、8月户外巡检人员的防暑降温费由每人每月300元调整为每人每月360元。",
                     document="关于调整防暑降温费的通知", section="正文", fragment_id="ntc-00000",
                     effective="2025-06-01")  # fmt: skip
    gen = LocalGenerator(Glossary.load(None), max_sentences=3)
    answer = gen.generate("户外巡检人员8月只在岗了6天，防暑降温费发多少？", [table, rule, notice]).answer
    lines = answer.splitlines()
    assert lines[0].startswith("结论：360元/人·月 × 40% = 144元/人·月"), answer
    assert "由每人每月300元调整为每人每月360元" in lines[1] and "| 7月、8月 | 300 | 120 |" in answer


def test_a_seasons_raise_of_the_standard_holds_for_a_month_in_the_season_at_the_place_named() -> None:
    """ "厦门在每年7月至8月（旺季）期间，住宿费标准在二类城市标准基础上上浮20%": a question about 厦门 in July takes 120%
    of the looked-up cell; a month outside the season, no month, or another city takes the plain cell."""
    rule = ["二、厦门在每年7月至8月（旺季）期间，住宿费标准在二类城市标准基础上上浮20%。",
            "三、哈尔滨在每年12月至次年3月期间，住宿费标准下浮10%。"]  # fmt: skip
    looked_up = "厦门属二类城市，B类在二类城市的住宿费标准为500元/人·晚"
    found = case_share_of_table("B类7月去厦门出差，住宿每晚能报多少", looked_up, "500元/人·晚", rule)
    assert found is not None and found[0].working == "500元/人·晚 × (1 + 20%) = 600元/人·晚"
    for asked in (
        "B类10月去厦门出差，住宿每晚能报多少",
        "B类去厦门出差，住宿每晚能报多少",
        "B类7月去泉州出差，住宿每晚能报多少",
    ):
        assert case_share_of_table(asked, looked_up.replace("厦门", "泉州"), "500元/人·晚", rule) is None, asked
    winter = case_share_of_table(
        "1月去哈尔滨出差，住宿每晚多少", "哈尔滨的住宿费标准为400元/人·晚", "400元/人·晚", rule
    )
    assert winter is not None and winter[0].working == "400元/人·晚 × (1 − 10%) = 360元/人·晚"


def test_a_count_of_nights_is_paid_at_the_cases_rate() -> None:
    """ "住2晚" on a looked-up rate a season raises: the raised rate, then the nights times it."""
    rates = passage("单位：元/人·晚\n| 职级 | 一类城市 | 二类城市 |\n|---|---|---|\n| B类 | 700 | 500 |", document="住宿费标准（2025）",
                    section="工作表：住宿费标准", fragment_id="hs-00001")  # fmt: skip
    cities = passage("| 城市 | 城市类别 |\n|---|---|\n| 厦门 | 二类城市 |", document="住宿费标准（2025）",
                     section="工作表：城市分类", fragment_id="hs-00002")  # fmt: skip
    note = passage("二、厦门在每年7月至8月（旺季）期间，住宿费标准在二类城市标准基础上上浮20%。",
                   document="住宿费标准（2025）", section="工作表：说明", fragment_id="hs-00003")  # fmt: skip
    retrieved = [rates, cities, note]
    gen = LocalGenerator(Glossary.load(None), max_sentences=3, siblings=siblings_from(retrieved))
    answer = gen.generate("B类员工7月去厦门出差住3晚，住宿能报多少？", retrieved).answer
    assert answer.splitlines()[0].startswith("结论：500元/人·晚 × (1 + 20%) = 600元/人·晚，3晚共 3 × 600 = 1800元"), (
        answer
    )
    assert "3 × 500" not in answer.splitlines()[0]


def test_a_raise_whose_season_is_its_own_clause_names_the_city_with_its_suffix() -> None:
    """ "青岛市每年7月至8月为旺季，旺季期间…上浮10%": 青岛 names 青岛市, and the season is read from the clause before."""
    rule = ["四、青岛市每年7月至8月为旺季，旺季期间住宿费标准在二类城市标准基础上上浮10%。"]
    looked_up = "青岛属二类城市，B类在二类城市的住宿费标准为500元/人·晚"
    found = case_share_of_table("8月去青岛出差，B类住宿每晚能报多少", looked_up, "500元/人·晚", rule)
    assert found is not None and found[0].working == "500元/人·晚 × (1 + 10%) = 550元/人·晚"
    assert case_share_of_table("10月去青岛出差，B类住宿每晚能报多少", looked_up, "500元/人·晚", rule) is None


def test_a_place_no_clause_names_is_paid_the_plain_rate() -> None:
    """南京 beside "…每人每天90元；赴海南、云南出差的，…每人每天100元": the plain 90元; 昆明 (云南) the exception's 100元."""
    rule = "误餐补助标准为每人每天90元；赴海南、云南出差的，误餐补助标准为每人每天100元。"
    plain = applied_value("去南京出差3天，误餐补助一共多少", rule)
    assert plain is not None and plain.working == "3 × 90 = 270元"
    listed = applied_value("去昆明出差3天，误餐补助一共多少", rule)
    assert listed is not None and listed.working == "3 × 100 = 300元"


def test_a_tier_of_a_lists_length_pays_its_share_of_the_looked_up_price() -> None:
    """ "按工服价格和已使用时间赔偿：使用不满3个月的，按价格的100%赔偿；满3个月不满9个月的，按60%赔偿；满9个月的，按30%赔偿" on a
    工服价格 cell: 5个月 → 60%, 2年 (24个月) → 30%; a question giving no length, or a lead-in naming another price, none."""
    rule = ["5.2 工服遗失的，按工服价格和已使用时间赔偿：使用不满3个月的，按价格的100%赔偿；满3个月不满9个月的，按60%赔偿；"
            "满9个月的，按30%赔偿。"]  # fmt: skip
    looked_up = "保洁员的工服价格为150元/套 岗位 工服价格（元/套）"
    found = case_share_of_table("保洁员工服穿了5个月弄丢了，赔多少", looked_up, "150元/套", rule)
    assert found is not None and found[0].working == "150元/套 × 60% = 90元/套"
    later = case_share_of_table("保洁员工服穿了2年弄丢了，赔多少", looked_up, "150元/套", rule)
    assert later is not None and later[0].working == "150元/套 × 30% = 45元/套"
    assert case_share_of_table("保洁员工服弄丢了，赔多少", looked_up, "150元/套", rule) is None
    assert case_share_of_table("保洁员工服穿了5个月弄丢了，赔多少", "保洁员的押金为200元/人", "200元/人", rule) is None


def test_a_tier_of_a_lists_length_is_read_by_the_shared_number_reader() -> None:
    """The length in words (八个月, 一年半) and an edge as `quantities` reads it: 超过6个月 leaves 6个月 out."""
    rule = ["3.4 水杯遗失的，按水杯价格和已使用时间赔偿：使用6个月以内的，按价格的80%赔偿；超过6个月的，按40%赔偿。"]
    looked_up = "前台的水杯价格为50元/个 岗位 水杯价格（元/个）"
    words = case_share_of_table("前台水杯用了八个月丢了，赔多少", looked_up, "50元/个", rule)
    assert words is not None and words[0].working == "50元/个 × 40% = 20元/个"
    edge = case_share_of_table("前台水杯刚好用了6个月丢了，赔多少", looked_up, "50元/个", rule)
    assert edge is not None and edge[0].working == "50元/个 × 80% = 40元/个"
    year = case_share_of_table("前台水杯用了一年半丢了，赔多少", looked_up, "50元/个", rule)
    assert year is not None and year[0].working == "50元/个 × 40% = 20元/个"


def test_the_local_answer_reads_a_tier_list_across_its_semicolons() -> None:
    price = passage("表2 工服价格\n| 岗位 | 工服价格（元/套） |\n|---|---|\n| 保洁员 | 150 |", document="工服管理办法",
                    section="5 工服", fragment_id="gf-00002")  # fmt: skip
    rule = passage("5.2 工服遗失的，按工服价格和已使用时间赔偿：使用不满3个月的，按价格的100%赔偿；满3个月不满9个月的，按60%赔偿；"
                   "满9个月的，按30%赔偿。", document="工服管理办法", section="5 工服", fragment_id="gf-00003")  # fmt: skip
    gen = LocalGenerator(Glossary.load(None), max_sentences=3)
    answer = gen.generate("保洁员工服穿了5个月弄丢了，要赔多少？", [price, rule]).answer
    assert answer.splitlines()[0].startswith("结论：150元/套 × 60% = 90元/套"), answer


WAGES = passage(
    "| 仓库等级 | 岗位 | 临时工时薪（元/小时） | 正式工加班基数（元/小时） |\n|---|---|---|---|\n"
    "| 甲级 | 分拣员 | 30 | 20 |\n| 甲级 | 叉车司机 | 36 | 26 |",
    document="仓储人员工时标准", section="工作表：工时标准", fragment_id="wage-00001",
)  # fmt: skip
OVERTIME_FAQ = passage(
    "问：加班费怎么算？答：正式工加班费 = 加班小时 × 正式工加班基数 × 倍数：工作日延时加班 1.5倍，休息日加班 2倍，"
    "法定节假日加班 3倍。\n问：临时工节假日上班怎么算？答：临时工不分工作日和休息日，一律按临时工时薪计发；"
    "法定节假日上班按临时工时薪的 2倍 计发。",
    document="仓储排班问答", section="常见问题", fragment_id="faq-00001",
)  # fmt: skip


def test_overtime_on_an_occasion_is_paid_at_the_multiple_a_rule_sets_for_the_looked_up_column() -> None:
    gen = LocalGenerator(Glossary.load(None), max_sentences=3)
    sunday = gen.generate("甲级仓的正式工分拣员周日加班5小时，加班费多少？", [WAGES, OVERTIME_FAQ]).answer
    first = sunday.splitlines()[0]
    assert "20元/小时 × 2倍 = 40元" in first and "200元" in first, first
    holiday = gen.generate("甲级仓临时工分拣员国庆上了6个小时，工资多少？", [WAGES, OVERTIME_FAQ]).answer
    assert "30元/小时 × 2倍 = 60元" in holiday.splitlines()[0] and "360元" in holiday.splitlines()[0], holiday
    # a part-timer's Saturday is paid at the plain rate: the rule sets no multiple for it
    plain = gen.generate("甲级仓临时工分拣员周六上了6个小时，工资多少？", [WAGES, OVERTIME_FAQ]).answer.splitlines()[0]
    assert "180元" in plain and "倍" not in plain, plain


def test_an_occasion_multiple_is_taken_only_of_a_wage_column_the_rule_names() -> None:
    rule = ["加班费按小时工资乘以倍数计发：工作日延时加班1.5倍，休息日加班2倍，法定节假日加班3倍。"]
    hourly = "小时工资（元/小时）"
    found = case_share_of_table(
        "分拣员国庆加班，时薪多少", "分拣员的小时工资为30元/小时", "30元/小时", rule, column=hourly
    )
    assert found is not None and found[0].working == "30元/小时 × 3倍 = 90元"
    # a monthly pay, work on an ordinary day, or a rule that does not name the column: no multiple
    assert case_share_of_table("主管国庆加班一天，加班费多少", "主管的月薪为6000元/月", "6000元/月", rule,
                               column="月薪（元/月）") is None  # fmt: skip
    assert case_share_of_table("分拣员上了6个小时，工资多少", "分拣员的小时工资为30元/小时", "30元/小时", rule,
                               column=hourly) is None  # fmt: skip
    assert case_share_of_table("分拣员国庆加班，时薪多少", "分拣员的小时工资为30元/小时", "30元/小时", rule) is None
    # an allowance per shift or day in the same rules is paid as it stands on a rest day or a holiday
    allowance = ["夜班补贴见附表。", "加班的，工作日按1.5倍、休息日按2倍、法定节假日按3倍支付加班工资。"]
    assert case_share_of_table("仓管员周六上夜班，夜班补贴多少", "仓管员的夜班补贴为80元/班", "80元/班", allowance,
                               column="夜班补贴（元/班）") is None  # fmt: skip
    assert case_share_of_table("司机国庆节加班一天，误餐补贴多少", "司机的误餐补贴为40元/天", "40元/天", allowance,
                               column="误餐补贴（元/天）") is None  # fmt: skip


def test_a_rate_per_shift_said_with_the_verb_of_the_work_is_multiplied_by_the_shifts_counted() -> None:
    found = applied_value("上个月值了9个夜班，夜班补贴能拿多少？", "每值一个夜班补贴 60元，随当月工资发放。")
    assert found is not None and found.working == "9 × 60 = 540元"


def test_hours_paid_for_a_part_of_a_day_are_capped_by_the_rule_for_that_part() -> None:
    rule = "授课酬金按实际课时计算，每半天最多按3课时计算。"
    assert day_part_cap("一个下午上了5课时", rule, "课时") == (3.0, "每半天最多按3课时")
    # a whole day, written in Chinese or arabic numerals, is two halves
    assert day_part_cap("一天上了9课时", rule, "课时") == (6.0, "每半天最多按3课时")
    assert day_part_cap("1天上了9课时", rule, "课时") == (6.0, "每半天最多按3课时")
    assert day_part_cap("十一天共上了40课时", rule, "课时") is None  # a count of days, not one day
    assert day_part_cap("一天上了9课时", rule, "学时") is None  # the rule caps another unit


def test_each_occasion_over_its_cap_pays_the_cap() -> None:
    rule = "夜里十点以后离开公司的，打车费单程上限120元。"
    found = applied_value("这周有4天都是十点以后走的，每次都超过上限，一共最多报多少", rule)
    assert found is not None and found.value == 480 and found.working == "4 × 120 = 480元"
    assert applied_value("这周有4天都是十点以后走的，一共最多报多少", rule) is None  # not said to be over every time


def test_a_number_of_people_set_as_a_share_of_another_group() -> None:
    rule = "随行服务人员不得超过参会人员数量的5%，最多不超过8人。"
    found = applied_value("会议来了80个人，随行服务人员最多几个", rule)
    assert found is not None and found.value == 4 and found.unit == "人"
    many = applied_value("会议来了300个人，随行服务人员最多几个", rule)
    assert many is not None and many.value == 8  # 15 by the share, held to the cap


def test_a_monthly_rate_over_the_months_the_question_totals() -> None:
    rule = "导师津贴：每带一名实习生每月200元。"
    found = applied_value("带了一个实习生，带满4个月，导师津贴一共多少", rule)
    assert found is not None and found.value == 800
    assert applied_value("入职4个月了，导师津贴每月多少", rule) is None  # the rate itself is asked


def test_a_rate_per_class_hour_in_prose_and_a_whole_day_of_class_hours() -> None:
    rule = "授课酬金：中级职称每学时最高300元，高级职称每学时最高600元。授课按实际学时计算，每半天最多按3学时计算。"
    found = applied_value("高级职称的老师讲了2个学时，酬金最多多少", rule.split("。")[0], rule)
    assert found is not None and found.value == 1200
    day = applied_value("中级职称的讲一整天，酬金最多多少", rule.split("。")[0], rule)
    assert day is not None and day.value == 1800 and day.working == "6 × 300 = 1800元"


def test_the_sentence_to_conclude_with_is_the_rate_the_count_multiplies_not_the_topic_line_beside_it() -> None:
    rules = passage(
        "授课酬金按实际学时计算，每半天最多按3学时计算。授课酬金标准：中级职称每学时最高300元，高级职称每学时最高600元。"
        "外请专家的交通费据实报销。",
        document="培训费管理办法",
    )
    units = sentence_units(rules["body"])
    topic, rate, other = (
        Candidate(0, i, u, score) for i, (u, score) in enumerate(zip(units, (1.0, 0.8, 0.3), strict=True))
    )
    asked = "请高级职称的老师讲了2个学时，授课酬金最多多少"
    assert _computing(asked, topic, [topic, rate, other], [rules]) is rate
    assert _computing("授课酬金怎么计算", topic, [topic, rate, other], [rules]) is topic  # no count to multiply
    far = Candidate(0, 1, units[1], 0.4)  # a rate scored far below the best is another topic's
    assert _computing(asked, topic, [topic, far], [rules]) is topic
    pool = passage("违反规定的，对主管罚款2000元。年终奖励班组2万元，其中主管个人不超过30%。", document="奖惩细则")
    fine, reward = (
        Candidate(0, i, u, s) for i, (u, s) in enumerate(zip(sentence_units(pool["body"]), (1.0, 0.9), strict=True))
    )
    # no number of the question's: the reward's own share (2万元 × 30%) does not replace the fine asked about
    assert _computing("违反规定，主管罚多少", fine, [fine, reward], [pool]) is fine


def test_an_english_rate_per_distance_or_day_times_the_questions_count() -> None:
    car = "Private vehicles are reimbursed at 0.60 EUR per kilometre driven on business."
    found = applied_value("I drove 150 km to a supplier. How much do I get back?", car)
    assert found is not None and found.value == 90 and found.unit == "EUR"
    assert found.statement.startswith("90 EUR for 150 km")
    parking = "Parking is reimbursed up to USD 25 per day."
    most = applied_value("What's the most I can claim for parking on a 4-day trip?", parking)
    assert most is not None and most.value == 100 and most.working == "4 × 25 = 100 USD"
    assert applied_value("How much is parking reimbursed per day?", parking) is None  # the rate itself


def test_two_items_paid_for_one_occasion_the_question_counts() -> None:
    rule = "每跑一个长途班，发长途补贴50元，另发长途餐补20元。"
    found = applied_value("这个月跑了6个长途班，长途补贴和长途餐补一共多少", rule)
    assert found is not None and found.value == 420 and found.working == "6 × (50 + 20) = 420元"
    one = applied_value("长途补贴和长途餐补一共多少", rule)
    assert one is not None and one.value == 70  # no count: the two amounts of one occasion


def test_a_case_denied_after_its_words_is_the_case_of_a_negated_rule() -> None:
    from knowdesk.reasoning.applied import added_per_occasion

    rule = "值夜班的，每人每班发放夜班补贴40元。单位无法提供夜宵的，每人每班另发夜宵补助10元。"
    added = added_per_occasion("上了5个夜班，夜宵没提供，一共多少", "班", [rule])
    assert [amount for amount, _ in added] == [10.0]
    assert added_per_occasion("上了5个夜班，没提供夜宵，一共多少", "班", [rule])
    assert added_per_occasion("上了5个夜班，提供了夜宵，一共多少", "班", [rule]) == []


def test_a_cap_per_month_is_not_paid_once_per_day_over_it() -> None:
    monthly = "员工每月交通费报销最高500元。"
    assert applied_value("出差3天都超过上限，交通费一共最多报多少", monthly) is None
    nightly = "住宿费每晚上限400元。"
    found = applied_value("住了3晚，每晚都超过上限，一共最多报多少", nightly)
    assert found is not None and found.value == 1200


def test_a_number_of_people_is_asked_only_with_a_word_for_people() -> None:
    rule = "随行服务人员不得超过参会人员数量的5%，最多不超过8人。"
    assert applied_value("会议来了80个人，要开几个小时", rule) is None
    floor = "安全员配备不少于职工人数的1.5%。"
    found = applied_value("车间有210个人，安全员要配几个", floor)
    assert found is not None and found.value == 4 and found.statement.startswith("至少4人")


def test_an_english_count_asked_is_not_a_sum_of_money() -> None:
    rate = "Meals are reimbursed at 40 USD per day."
    assert applied_value("What is the maximum number of days I can carry over? I have 12 days left", rate) is None
    found = applied_value("What's the most I can claim for meals on a 3-day trip?", rate)
    assert found is not None and found.value == 120


def test_a_case_named_with_its_period_and_an_amount_added_on_top_of_the_table() -> None:
    looked = "二号库属甲级，叉车司机在甲级库区的岗位津贴为800元/月"
    notes = ["注1：试用期内按本表标准的70%发放。", "注2：带班班长在本岗位标准上每月另加200元。"]
    trial = case_share_of_table("二号库新来的叉车司机还在试用期，岗位津贴多少", looked, "800元/月", notes)
    assert trial is not None and trial[0].value == 560 and trial[1] == notes[0]
    lead = case_share_of_table("二号库的叉车司机升了带班班长，岗位津贴一个月多少", looked, "800元/月", notes)
    assert lead is not None and lead[0].value == 1000 and lead[0].working == "800元/月 + 200元 = 1000元/月"
    assert case_share_of_table("二号库的叉车司机，岗位津贴一个月多少", looked, "800元/月", notes) is None


def test_a_cap_right_after_the_share_worked_out_holds_it() -> None:
    rule = "错发货物的，每次扣200元，并承担公司实际损失的20%，最高不超过3000元"
    found = applied_value("错发了一批货，公司损失2万，要承担多少", rule)
    assert found is not None and found.value == 4000
    held = capped(found, "错发了一批货，公司损失2万，要承担多少", rule)
    assert held.value == 3000 and held.working.endswith("最高3000元")
    under = applied_value("错发了一批货，公司损失8000元，要承担多少", rule)
    assert under is not None and capped(under, "公司损失8000元", rule).value == 1600  # not reached


def test_an_amount_added_per_month_is_not_added_to_a_rate_per_shift_and_a_band_of_the_loss_is_no_cap() -> None:
    notes = ["注2：组长在本岗位标准上每月另加200元。"]
    assert case_share_of_table("组长上一个夜班多少", "夜班津贴为30元/班", "30元/班", notes) is None
    praised = case_share_of_table(
        "我获得了优秀员工称号，工资多少", "销售顾问工资为5000元/月", "5000元/月", ["获得优秀员工称号的，在原工资基础上增加300元。"]
    )  # fmt: skip
    assert praised is not None and praised[0].value == 5300
    band = "货损由责任人承担实际损失的20%，不超过500元的部分由班组承担。"
    found = applied_value("货损损失2万，责任人要承担多少", band)
    assert found is not None and capped(found, "货损损失2万，责任人要承担多少", band).value == 4000
    several = "错发货物的，每次扣200元，并承担公司实际损失的20%，最高不超过3000元"
    total = applied_value("错发了3次，公司一共损失2万，要承担多少", several)
    assert total is None or capped(total, "错发了3次，公司一共损失2万，要承担多少", several).value != 3000


def test_a_share_takes_the_amount_the_question_names_by_the_shares_base_and_not_one_the_rule_leaves_out() -> None:
    rule = "工程维修工按其完成的有偿维修工时费收入的20%计发提成，材料费不计提成。"
    found = applied_value("这个月有偿维修工时费收了1500，材料费800，我提成能拿多少", rule)
    assert found is not None and found.working == "1500 × 20% = 300元"
    assert applied_value("这个月维修材料费800，我提成能拿多少", rule) is None  # the rule leaves it out


def test_a_share_of_a_sum_of_money_takes_the_one_money_amount_the_question_gives() -> None:
    found = applied_value(
        "一次索赔被厂家拒了8000元，我作为责任人要被扣多少", "责任人按拒赔金额的10%扣罚，单次最高1000元。"
    )
    assert found is not None and found.working == "8000 × 10% = 800元"
    # a share of no sum of money ("缴费比例为4%") is not taken of an amount the question leaves unnamed
    assert applied_value("报销了8000元，个人要交多少", "企业年金个人缴费比例为4%。") is None


def test_of_several_shares_the_one_whose_stretch_names_the_askers_case() -> None:
    rule = "当事人承担赔付金额的10%，每次最高2000元；\n班组长负管理责任的，承担5%，每次最高1000元。"
    lead = applied_value("因为闸口差错货主索赔了3万元，负管理责任的班组长要承担多少", rule)
    assert lead is not None and lead.working == "30000 × 5% = 1500元"
    own = applied_value("理货出了差错，船公司索赔了1.5万，当事的理货员要承担多少", rule)
    assert own is not None and own.working == "15000 × 10% = 1500元"


def test_a_rate_per_item_named_by_its_measure_word_times_the_questions_count_of_it() -> None:
    found = applied_value("理货员错装了3个箱子，要扣多少钱", "错装的，每箱扣200元。")
    assert found is not None and found.working == "3 × 200 = 600元"
    counted = applied_value("这个月箱号录入错了5箱，要扣多少钱", "箱号或铅封号录入错误，每箱扣20元。")
    assert counted is not None and counted.working == "5 × 20 = 100元"
    assert applied_value("错装了3次，要扣多少钱", "错装的，每箱扣200元。") is None  # no count of boxes


def test_a_rate_per_item_is_only_per_a_measure_word_of_items() -> None:
    # 每家, 每车 are no item rates: the rate per month or per day is the one counted
    shop = applied_value("3个月一共多少", "每家门店每月500元")
    assert shop is not None and shop.working == "3 × 500 = 1500元"
    daily = applied_value("出车5天，补贴一共多少", "出车每天补贴20元；跨市运输的，每车另加50元。")
    assert daily is not None and daily.working == "5 × 20 = 100元"
    assert applied_value("我住2单元，提成多少", "每单提成80元。") is None  # 2单元 is no two orders


def test_a_rate_per_person_counts_the_people_by_the_name_its_clause_gives_them() -> None:
    rule = "推荐人员入职并转正后发内部推荐奖：岸桥司机每人3000元，场桥司机每人2000元，其他一线岗位每人1000元。"
    found = applied_value("推荐的2个场桥司机都入职转正了，推荐奖一共多少", rule)
    assert found is not None and found.working == "2 × 2000 = 4000元"
    assert found.statement.startswith("2个场桥司机共4000元")
    taught = applied_value("同时带了2个新人，每月带教津贴一共多少", "带教津贴：每带一名新人每月300元。")
    assert taught is not None and taught.working == "2 × 300 = 600元"


def test_a_rate_per_person_takes_its_named_count_before_any_other_and_never_a_staff_number() -> None:
    rule = "推荐人员入职并转正后发内部推荐奖：岸桥司机每人3000元，场桥司机每人2000元，其他一线岗位每人1000元。"
    group = applied_value("我们组5个人一起推荐了2个场桥司机，推荐奖一共多少", rule)
    assert group is not None and group.working == "2 × 2000 = 4000元"  # not the 5 who recommended them
    staff = applied_value("工号8015员工推荐的2个场桥司机都转正了，推荐奖一共多少", rule)
    assert staff is not None and staff.working == "2 × 2000 = 4000元"  # 8015 is a staff number, no head count
    assert applied_value("工号8015员工培训，一共多少钱", "培训费每人每天450元。") is None


def test_a_share_written_bare_is_of_the_sum_a_share_before_it_in_its_passage_was_of() -> None:
    passage = "当事人承担赔付金额的10%，每次最高2000元；\n班组长负管理责任的，承担5%，每次最高1000元。"
    sentence = "班组长负管理责任的，承担5%，每次最高1000元。"
    question = "因为闸口差错货主索赔了3万元，负管理责任的班组长要承担多少"
    found = applied_value(question, sentence, passage)
    assert found is not None and found.working == "30000 × 5% = 1500元"
    assert applied_value(question, sentence) is None  # no sum of money named for it


def test_a_count_converted_to_money_and_a_price_at_a_discount() -> None:
    found = applied_value("客户有3000积分，能抵多少钱", "积分按 100积分 = 1元 折算")
    assert found is not None and found.working == "3000 ÷ 100 × 1 = 30元"
    rule = "凭工牌在任何一家门店买东西享受员工价8.5折，每人每月限额600元。"
    paid = applied_value("用员工价买一个原价400元的礼盒，要付多少钱", rule)
    assert paid is not None and paid.working == "400 × 85% = 340元"
    assert applied_value("员工价打几折", rule) is None  # the discount itself is asked


def test_a_discount_answers_no_saving_no_several_items_no_capped_or_depreciated_price() -> None:
    rule = "凭工牌在任何一家门店买东西享受员工价8.5折，每人每月限额600元。"
    assert applied_value("原价400元的礼盒用员工价能省多少钱", rule) is None  # a saving, not the price paid
    assert applied_value("原价400元的礼盒用员工价便宜多少钱", rule) is None
    assert applied_value("用员工价买2个原价200元的礼盒，要付多少钱", rule) is None  # 340, not 170
    assert applied_value("用员工价买2盒原价200元的月饼，要付多少钱", rule) is None  # any item measure word
    assert applied_value("用员工价买2单各200元的货，要付多少钱", rule) is None
    assert applied_value("原价400元的设备，要付多少钱", "设备按8.5折折旧。") is None  # 折旧, no discount
    capped = "会员购物享受8.5折，每单最多优惠50元。"
    assert applied_value("原价1000元的东西，要付多少钱", capped) is None  # the cap is not applied


def test_a_conversion_answers_only_money_asked_of_points_with_no_cap() -> None:
    rule = "积分按 100积分 = 1元 折算"
    assert applied_value("已经有3000积分了，再消费多少积分能升级", rule) is None  # points asked, not money
    assert applied_value("客户有3000积分，能换多少积分的礼品", rule) is None
    capped = "积分按100积分=1元抵扣，每单最多抵扣50元。"
    assert applied_value("客户有8000积分，能抵多少钱", capped) is None  # 80元 is over the cap
    hourly = applied_value("加班3小时，能抵多少钱", "调休折算：1小时=30元。")
    assert hourly is None or hourly.working != "3 ÷ 1 × 30 = 90元"  # an hour is no points


def test_of_several_rates_the_one_whose_condition_band_holds_the_questions_number() -> None:
    rule = "支援期间每天发放交通补贴20元；支援门店与原门店距离超过10公里的，每天发放30元。"
    far = applied_value("去别的店支援了5天，那家店离我们店15公里，交通补贴一共多少", rule)
    assert far is not None and far.working == "5 × 30 = 150元"
    near = applied_value("去别的店支援了5天，那家店离我们店8公里，交通补贴一共多少", rule)
    assert near is not None and near.working == "5 × 20 = 100元"


def test_a_condition_written_after_a_rate_is_that_rates_not_the_next_ones() -> None:
    rule = "支援期间每天发放交通补贴20元（距离10公里以内的）；距离超过10公里的，每天发放30元。"
    near = applied_value("去别的店支援了5天，那家店离我们店8公里，交通补贴一共多少", rule)
    assert near is not None and near.working == "5 × 20 = 100元"  # not 5 × 30: 以内 is the first rate's
    far = applied_value("去别的店支援了5天，那家店离我们店15公里，交通补贴一共多少", rule)
    assert far is not None and far.working == "5 × 30 = 150元"


def test_a_rate_per_person_and_meal_times_the_guests_counted_by_a_person_measure_word() -> None:
    rule = "来宾用餐的，午宴标准为每人次不超过150元，茶歇每人次不超过25元。"
    found = applied_value("中午招待6位合作方来宾吃午宴，最多能花多少", rule)
    assert found is not None and found.value == 900 and found.working == "6 × 150 = 900元"
    assert applied_value("下午来了10名评审专家，茶歇一共最多多少钱", rule).value == 250  # type: ignore[union-attr]
    assert applied_value("招待6位来宾吃午宴，每人最多多少钱", rule) is None  # the rate itself is asked
    assert applied_value("比赛得了第3名，午宴标准多少", rule) is None  # a rank is no headcount


def test_a_person_measure_word_counts_people_only() -> None:
    """位 and 名 count guests only before a noun for people (or nothing): not digits kept, a rank or a quota."""
    rule = "外单位来人需要就餐的，安排便餐，标准为每人次不超过90元。"
    assert applied_value("发票金额要求保留2位小数，外单位来人便餐最多多少", rule) is None
    assert applied_value("身份证后4位核对过了，外单位来人便餐最多多少", rule) is None
    assert applied_value("外单位来了5位审计人员，便餐最多能花多少", rule).value == 450  # type: ignore[union-attr]


def test_a_rate_per_person_and_meal_is_no_bill_for_several_meals_or_a_second_cap() -> None:
    rule = "外单位来人需要就餐的，安排便餐，标准为每人次不超过90元。"
    assert applied_value("外单位来了5位审计人员，早饭和午饭各一顿，便餐最多能花多少", rule) is None
    assert applied_value("5位审计人员来参加3场座谈会，便餐最多能花多少", rule) is None
    capped = "外单位来人需要就餐的，便餐每人次不超过90元，每桌不超过600元。"
    assert applied_value("外单位来了8位审计人员，便餐最多能花多少", capped) is None


def test_two_headcounts_give_no_bill_unless_the_rule_names_which_people() -> None:
    question = "3位处长陪同4位审计人员吃便餐，最多能花多少"
    assert applied_value(question, "外单位来人需要就餐的，便餐每人次不超过90元。") is None
    named = applied_value(question, "审计人员就餐的，便餐每人次不超过90元。")
    assert named is not None and named.value == 360  # the rule names 审计人员: 4 × 90
