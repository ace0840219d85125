"""Fact extraction: values normalised across ways of writing them, roles with their aliases, no generic words."""

from __future__ import annotations

import pytest

from knowdesk.assessment.facts import facts, is_condition, quantities, roles, same_value


def labels(text: str) -> list[str]:
    return [f.label for f in facts(text)]


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("七天", "7天"),
        ("1.5倍", "150%"),
        ("三成", "30%"),
        ("百分之八十", "80%"),
        ("一年", "12个月"),
        ("两万元", "20000元"),
        ("一百二十八天", "128天"),
        ("全额", "100%"),
        ("两三天", "2到3天"),
        ("9:30", "九点半"),
        ("１５天", "15天"),
    ],
)
def test_one_value_written_two_ways(a: str, b: str) -> None:
    [fa], [fb] = quantities(a), quantities(b)
    assert same_value(fa, fb), (fa, fb)


def test_from_the_sixth_day_means_more_than_five() -> None:
    [f] = quantities("从第六天起")
    assert f.label == "≥5天" and f.bound == "lower"


@pytest.mark.parametrize(
    "text",
    [
        "2024年4月15日发布",
        "第二台笔记本电脑",
        "一次性休完",
        "XH-NB-2024-0315",
        "分机 6021",
        "上一年度月平均工资",
        "一线城市",
    ],
)
def test_no_quantity_in_dates_ordinals_codes_and_words(text: str) -> None:
    assert [f for f in quantities(text) if f.cls not in ("date",)] == []


def test_a_day_of_the_month_is_a_date_not_a_number_of_days() -> None:
    [date] = quantities("工资每月10日发放")
    [days] = quantities("10天内")
    assert date.cls == "date" and not same_value(date, days)


def test_bounds_that_contradict_are_different_values() -> None:
    [upper] = quantities("10天以内")
    [lower] = quantities("10天以上")
    [plain] = quantities("10天")
    assert not same_value(upper, lower) and same_value(upper, plain) and same_value(lower, plain)


@pytest.mark.parametrize(
    ("a", "b"),
    [("直属领导", "直属上级"), ("HR", "人力资源部"), ("IT经理赵强", "IT部经理赵强"), ("部门领导", "部门负责人")],
)
def test_role_aliases(a: str, b: str) -> None:
    [ra], [rb] = roles(a), roles(b)
    assert same_value(ra, rb)


def test_a_named_person_is_part_of_the_role() -> None:
    dept_head, manager = roles("经部门负责人审批后，还须IT部经理赵强审批")
    assert dept_head.label == "部门负责人" and manager.value == ("it经理", "赵强")
    [short] = roles("IT经理赵强签字")
    assert same_value(manager, short)


def test_roles_are_titles_and_organisations_not_fragments() -> None:
    text = "员工对结果有异议的，可向人力资源部员工关系组（分机 6021，邮箱 hr-er@xinghe.example）反映。"
    assert [f.label for f in roles(text)] == ["人力资源部员工关系组"]
    assert roles("进入“IT服务 > IT设备申领单”") == []  # a quoted menu path
    assert [f.label for f in roles("可联系人力资源部补开")] == ["人力资源部"]


def test_generic_words_are_never_facts() -> None:
    assert labels("流程 时限 IT设备 自动 东侧 分机 依法办理") == []


@pytest.mark.parametrize(
    ("text", "value", "condition"),
    [
        ("请假1天及以内（含半天）：由直属上级审批", "≤1天", True),
        ("员工在公司连续工作满12个月后，每年享有带薪年休假7天", "≥12个月", True),
        ("员工在公司连续工作满12个月后，每年享有带薪年休假7天", "7天", False),
        ("超过5天的部分，按本人基本工资的80%发放", "≥5天", True),
        ("最多不超过15天", "≤15天", False),
        ("此后在公司每多工作满1年，年假增加1天", "≥12个月", False),
        ("2到3天报人力资源部备案", "2–3天", True),
    ],
)
def test_conditions_are_told_from_outcomes(text: str, value: str, condition: bool) -> None:
    f = next(f for f in facts(text) if f.label == value)
    assert is_condition(text, f) is condition


def test_a_range_with_a_unit_at_each_end() -> None:
    """ "三个月到一年" is 3–12 months (it used to be read as 3–1 years and dropped)."""
    (f,) = quantities("劳动合同期限三个月到一年以内的")
    assert f.cls == "month" and f.value == (3.0, 12.0)
    assert same_value(f, quantities("合同期限三个月以上不满一年的")[0])


@pytest.mark.parametrize(
    ("text", "labels"),
    [
        ("年效益1万元（含）至10万元的，奖励1000元", ["10000–100000元", "1000元"]),  # "（含）" inside a range
        ("年效益10万元（含）以上的，按3%奖励", ["≥100000元", "3%"]),
        ("迟到10分钟以内（含10分钟）的，每次扣20元", ["≤10分钟", "20元"]),  # the bracket restates the bound
        ("迟到30分钟以上（含30分钟）、不满2小时的", ["30–120分钟"]),
        ("迟到十分钟到半小时", ["10–30分钟"]),
        ("迟到半小时到两小时", ["30–120分钟"]),
        ("一年半到两年", ["12个月"]),  # not half a year to two (as before)
    ],
)
def test_inclusive_marks_and_half_units_in_ranges(text: str, labels: list[str]) -> None:
    assert [f.label for f in quantities(text)] == labels


def test_plant_and_union_roles() -> None:
    """A factory's approvers (厂长, 车间主任, 班组长) and the union are roles an answer can get right or wrong."""
    assert [f.value[0] for f in roles("法定节假日加班的，由厂长审批，并报人力资源部备案")] == ["厂长", "人力资源部"]
    assert "工会" in [f.value[0] for f in roles("向人力资源部员工关系组或者公司工会提出书面申诉")]


@pytest.mark.parametrize(
    ("text", "labels"),
    [
        ("During probation you give 3 days' notice, after that 30 days", ["3天", "30天"]),
        (
            "under 10,000 yuan you get 100 yuan, 10,000 to 100,000 yuan gets 1,000 yuan",
            ["≤10000元", "100元", "10000–100000元", "1000元"],
        ),
        ("capped at 50,000 yuan", ["≤50000元"]),
        ("More than 10 but under 30 minutes: 50 yuan", ["10–30分钟", "50元"]),
        ("at least half a day (4 hours), paid at 200%", ["≥0.5天", "240分钟", "200%"]),
        ("10 years or more 90%", ["≥120个月", "90%"]),
    ],
)
def test_english_quantities(text: str, labels: list[str]) -> None:
    """An answer in English to a Chinese rule states the same normalised values."""
    assert [f.label for f in quantities(text)] == labels


def test_english_roles() -> None:
    found = [
        f.value[0]
        for f in roles("approved by the team leader, then the workshop director or the plant manager; filed with HR")
    ]
    assert found == ["组长", "车间主任", "厂长", "人力资源部"]


def test_points_fines_and_english_units() -> None:
    """扣2分 is a score of points (not 8点30分, 三分之一 or 十分); 罚五十 is a sum; "a 200-yuan deposit", "2 safety points"."""
    from knowdesk.assessment.facts import facts

    def labels(t: str) -> list[str]:
        return [f.label for f in facts(t)]

    assert labels("一般违规扣2分，考试80分及以上") == ["2分", "≥80分"]
    assert labels("十分重要") == [] and labels("三分之一") == ["33.33%"]
    assert labels("小的违规罚五十、扣两分") == ["50元", "2分"]
    assert labels("a 200-yuan deposit") == ["200元"]
    assert labels("it costs 50 yuan and 2 safety points") == ["50元", "2分"]


def test_enumerations_are_the_things_a_rule_lists() -> None:
    """Lists of things, cut where the list starts and ends; a list that runs on into a phrase is none."""
    from knowdesk.assessment.facts import Fact, enumerations, mentions

    def names(t: str) -> list[list[str]]:
        return [[f.value[0] for f in lst] for lst in enumerations(t)]

    assert names("当月无迟到、早退、旷工，且未请事假、病假的，发放全勤奖200元。") == [
        ["迟到", "早退", "旷工"],
        ["事假", "病假"],
    ]
    assert names("年休假、婚假、丧假、产假和陪产假不影响全勤奖。") == [["年休假", "婚假", "丧假", "产假", "陪产假"]]
    assert names("办理社保、公积金转移手续") == []
    item = Fact("item", "item", ("年休假", ""), "", 0, 3, "年休假")
    assert mentions("请了年假照样有", item) >= 0 and mentions("请了事假", item) == -1


def test_a_period_named_beside_an_event_is_a_fact() -> None:
    """ "缴纳至离职当月，自次月起停止" sets two boundaries a paraphrase ("交到那个月，下个月开始不交") states and "缴到次年"
    gets wrong; 当月 as a scope ("当月无迟到") and a date (次月5日) are not boundaries."""
    from knowdesk.assessment.facts import facts

    def labels(t: str) -> list[str]:
        return [f.label for f in facts(t) if f.cls == "boundary"]

    assert labels("缴纳社保至离职当月，自离职次月起停止缴纳") == ["当月", "次月"]
    assert labels("公司会交到你离职的那个月，下个月开始就不交了") == ["当月", "次月"]
    assert labels("一直缴到次年") == ["次年"]
    assert labels("当月无迟到、早退") == [] and labels("于次月5日前充值") == []
