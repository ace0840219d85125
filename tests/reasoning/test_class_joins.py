"""A rule that sorts people, meetings or places into classes and a table priced by class: the class is found for the
thing the question names (a city sheet whose class cell is the rates sheet's whole column name, a 术语 clause
"（二）乙档，…项目经理…" listing the members of a class), the named row beats its siblings that share words with the
question, and a row's 合计 is the amount asked when the question names none of its parts."""

from __future__ import annotations

from knowdesk.reasoning.prose_joins import by_category, listed_in
from knowdesk.reasoning.tables import answer_from_tables, siblings_from
from tests.reasoning.conftest import passage

RATES = passage(
    "| 人员类别 | 甲类城市 | 乙类城市 |\n|---|---|---|\n| 一档 | 700 | 520 |\n| 二档 | 420 | 350 |\n单位：元/人·晚",
    document="出差住宿标准",
    section="工作表：住宿标准",
    fragment_id="stay-00000",
)
CITIES = passage(
    "| 城市 | 省份 | 城市类别 |\n|---|---|---|\n| 宁波 | 浙江 | 甲类城市 |\n| 绵阳 | 四川 | 乙类城市 |",
    document="出差住宿标准",
    section="工作表：城市分类",
    fragment_id="stay-00001",
)
CLASSES = passage(
    "第五条 出差人员分为两档：\n（一）一档，公司领导班子成员、总工程师；\n（二）二档，部门经理、项目经理、其他员工。",
    document="出差管理规定",
    section="第二章 出差人员",
    fragment_id="trip-00004",
)


def test_a_class_cell_that_is_the_whole_column_name_joins_the_city_to_its_column() -> None:
    a = answer_from_tables("二档员工去绵阳出差住2晚，住宿费最多报多少", [RATES, CITIES], siblings_from([RATES, CITIES]))
    assert a is not None and a.values == ("350元/人·晚",)
    assert a.calculation is not None and a.calculation.result == 700
    assert [(j.entity, j.value) for j in a.joins] == [("绵阳", "乙类城市")]


def test_a_term_clause_lists_the_members_of_a_class() -> None:
    assert listed_in("项目经理出差住宿标准", CLASSES["body"]) == ("项目经理", "二档")
    # named by the opening of a longer member (公司领导 for 公司领导班子成员)
    assert listed_in("公司领导去宁波出差住哪一档", CLASSES["body"]) == ("公司领导", "一档")
    assert listed_in("副总经理出差住宿标准", CLASSES["body"]) is None


def test_the_member_is_looked_up_by_its_class_row() -> None:
    found = by_category(
        "项目经理去宁波出差，住宿每晚能报多少", [CLASSES, RATES, CITIES], siblings_from([RATES, CITIES])
    )
    assert found is not None and found.values == ("420元/人·晚",)
    assert found.statement.startswith("项目经理属二档")


MEALS = passage(
    "| 会议类别 | 住宿费 | 伙食费 | 合计 |\n|---|---|---|---|\n| 一类会议 | 380 | 150 | 530 |\n"
    "| 二类会议 | 300 | 120 | 420 |\n单位：元/人·天",
    document="会议费管理办法",
    section="第三章 会议费",
    fragment_id="meet-00002",
)


def test_the_named_row_beats_siblings_sharing_words_with_the_rest_of_the_question() -> None:
    # 会议 of 会议费 is also in 二类会议: the row named whole (一类会议) is the one asked about
    a = answer_from_tables("一类会议的伙食费多少钱？会议费里算的", [MEALS])
    assert a is not None and a.values == ("150元/人·天",)


def test_the_total_column_answers_when_no_part_is_named() -> None:
    a = answer_from_tables("一类会议40人开2天，会议费最多多少", [MEALS])
    assert a is not None and a.values == ("530元/人·天",)
    assert a.calculation is not None and a.calculation.result == 42400
    b = answer_from_tables("二类会议伙食费每人每天多少", [MEALS])  # a part named: that part
    assert b is not None and b.values == ("120元/人·天",)


FEES = passage(
    "表3 授课酬金标准（单位：元/学时）\n| 讲师类别 | 酬金标准 |\n|---|---|\n| 高级职称讲师 | 600 |\n| 内部讲师 | 150 |",
    document="培训管理办法",
    section="第四章 师资",
    fragment_id="train-00003",
)


def test_a_fee_per_teaching_hour_times_the_hours_taught() -> None:
    a = answer_from_tables("高级职称讲师讲了4个学时，酬金多少", [FEES])
    assert a is not None and a.calculation is not None and a.calculation.result == 2400
    b = answer_from_tables("内部讲师一个学时酬金多少", [FEES])  # one hour asks the rate itself
    assert b is not None and b.values == ("150元/学时",) and b.calculation is None


def test_what_is_paid_beyond_the_cap_is_the_spend_less_the_cap() -> None:
    siblings = siblings_from([RATES, CITIES])
    a = answer_from_tables("二档员工在绵阳住一晚花了410元，自己要掏多少", [RATES, CITIES], siblings)
    assert a is not None and a.calculation is not None and a.calculation.result == 60
    assert a.statement.endswith("410 − 350 = 60元")
    b = answer_from_tables("二档员工在绵阳住一晚花了300元，自己要掏多少", [RATES, CITIES], siblings)
    assert b is not None and b.calculation is None  # under the cap: nothing beyond it


HEAT = passage(
    "| 岗位类别 | 适用岗位 | 6月（元/人·月） | 7月（元/人·月） |\n|---|---|---|---|\n"
    "| 甲类 | 锻造、铸造、熔炼 | 200 | 300 |\n| 乙类 | 仓库装卸、门卫 | 150 | 220 |",
    document="防暑降温费发放办法",
    section="第二章 标准",
    fragment_id="heat-00001",
)


def test_a_money_column_named_by_its_header_beats_the_column_naming_whom_a_row_is_for() -> None:
    a = answer_from_tables("熔炼岗6月和7月的防暑降温费加起来多少钱", [HEAT])
    assert a is not None and a.calculation is not None and a.calculation.result == 500


MEETINGS = passage(
    "第三条 会议分为三类：\n（一）一类会议，是指以公司名义召开的全系统工作会议；\n（二）二类会议，是指各部门、各分公司召开的专业性工作会议；"
    "\n（三）三类会议，是指班组召开的安全例会。",
    document="会议费管理办法",
    section="第一章 总则",
    fragment_id="meet-00001",
)


def test_a_member_is_named_without_an_inner_character_and_a_day_of_many_people_is_counted() -> None:
    assert listed_in("分公司开个专业工作会，要开多久", MEETINGS["body"]) == ("专业工作会", "二类会议")
    found = by_category("分公司开专业工作会，30个人开一天，会议费最多多少", [MEETINGS, MEALS])
    assert found is not None and found.calculation is not None and found.calculation.result == 12600
    rate = answer_from_tables("二类会议每人一天的会议费是多少", [MEALS])  # per person asked: the rate itself
    assert rate is not None and rate.calculation is None
