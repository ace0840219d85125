"""Table look-ups: invented tables for each matching rule, then the sample KB's and outside tables as the
product stores them (ingested, retrieved), and the time a look-up takes."""

from __future__ import annotations

import pytest

from knowdesk.reasoning.base import Passage
from knowdesk.reasoning.table_sums import gap_of_parts, sum_of_parts, sum_parts
from knowdesk.reasoning.tables import (
    TableAnswer,
    _trip_days,
    answer_from_tables,
    siblings_from,
    side_by_side_total,
    source_tables,
)
from knowdesk.text.pipe_tables import parse_pipe_tables, pipe_tables
from tests.reasoning.conftest import Retrieve, of, passage

CARS = passage(
    "| 车型 | 日租金（元/天） | 保险（元/天） | 押金（元） | 最长租期 |\n|---|---|---|---|---|\n"
    "| 经济型 | 150 | 40 | 3000 | 30天 |\n| SUV | 320 | 60 | 5000 | 15天 |",
    document="租车服务价目表",
    section="工作表：价目",
)
ALLOWANCE = passage(
    "| 地区类别 | 职等 | 月补贴（元/月） |\n|---|---|---|\n| 甲类 | G1–G3 | 2000 |\n| 甲类 | G4–G6 | 3500 |\n"
    "| 乙类 | G1–G3 | 1200 |\n| 乙类 | G4–G6 | 2000 |",
    document="驻外补贴办法",
    section="工作表：驻外补贴",
    fragment_id="abc-00000",
)
REGIONS = passage(
    "| 国家 | 地区类别 |\n|---|---|\n| 肯尼亚 | 甲类 |\n| 新加坡 | 乙类 |",
    document="驻外补贴办法",
    section="工作表：地区分类",
    fragment_id="abc-00001",
)
SALES = passage(
    "表3 各区域销售额 单位：万元\n| 区域 | 2023年 | 2024年 |\n|---|---|---|\n| 华东 | 1,200.50 | 1,350.00 |\n"
    "| 华南 | 800.00 | 920.00 |",
    document="年报",
    section="第三节 经营情况",
)
PLANS = passage(
    "| Plan | Monthly fee | Storage |\n|---|---|---|\n| Basic | 10 | 100 GB |\n| Pro | 25 | 1 TB |",
    document="Pricing",
    section="Plans",
)


def ask(question: str, passages: list[Passage], siblings=None) -> TableAnswer:
    answer = answer_from_tables(question, passages, siblings)
    assert answer is not None, question
    return answer


# --- parsing -------------------------------------------------------------------------------------------


def test_pipe_tables_keep_the_lines_around_them() -> None:
    [table] = parse_pipe_tables(SALES["body"] + "\n注：含税。")
    assert table.header == ("区域", "2023年", "2024年")
    assert table.before == ("表3 各区域销售额 单位：万元",) and table.after == ("注：含税。",)
    assert pipe_tables(SALES["body"])[0][0] == ["区域", "2023年", "2024年"]  # the graph builder's view


def test_columns_know_their_unit_and_which_ones_name_a_row() -> None:
    [t] = source_tables(ALLOWANCE)
    assert [c.unit for c in t.columns] == ["", "", "元/月"]
    assert t.keys == (0, 1)
    [s] = source_tables(SALES)
    assert s.columns[2].unit == "万元"  # from the caption


# --- matching rules on invented tables --------------------------------------------------------------------


def test_the_column_is_found_by_its_header_words_and_unit() -> None:
    a = ask("租SUV每天多少钱", [CARS])  # no header word is in the question: 每天 ↔ 元/天, 钱 ↔ 元
    assert a.values == ("320元/天",) and a.columns == ("日租金（元/天）",)
    assert a.statement == "SUV 的日租金为320元/天"
    assert ask("SUV押金多少", [CARS]).values == ("5000元",)
    assert ask("SUV最长能租多久", [CARS]).values == ("15天",)


def test_a_range_cell_holds_the_question_level_and_a_join_finds_the_key_on_another_sheet() -> None:
    siblings = siblings_from([ALLOWANCE, REGIONS])
    a = ask("G5派驻肯尼亚每月补贴多少", [REGIONS], siblings)  # only the country sheet was retrieved
    assert a.values == ("3500元/月",)
    assert a.statement == "肯尼亚属甲类，G5 的月补贴为3500元/月"
    assert [(j.entity, j.value) for j in a.joins] == [("肯尼亚", "甲类")]
    assert {c.section for c in a.citations} == {"工作表：驻外补贴", "工作表：地区分类"}
    assert a.citations[0].row == "甲类 / G4–G6"
    assert a.rows == (
        ("地区类别", "职等", "月补贴（元/月）"),
        ("甲类", "G4–G6", "3500"),
        ("国家", "地区类别"),
        ("肯尼亚", "甲类"),
    )


def test_an_open_condition_is_answered_by_condition() -> None:
    a = ask("派驻新加坡的月补贴是多少", [REGIONS], siblings_from([ALLOWANCE, REGIONS]))
    assert a.values == () and a.open_conditions == ("职等",)
    assert [(c.condition, c.value) for c in a.by_condition] == [("G1–G3", "1200元/月"), ("G4–G6", "2000元/月")]
    assert a.statement == "新加坡（乙类）月补贴：G1–G3 1200元/月；G4–G6 2000元/月"


def test_no_answer_when_the_number_is_in_no_row_or_the_key_sheet_is_unreachable() -> None:
    siblings = siblings_from([ALLOWANCE, REGIONS])
    assert answer_from_tables("G7派驻肯尼亚每月补贴多少", [REGIONS], siblings) is None
    assert answer_from_tables("G5派驻肯尼亚每月补贴多少", [REGIONS], None) is None
    assert answer_from_tables("年假有几天", [CARS, SALES], None) is None


def test_arithmetic_keeps_its_operands() -> None:
    a = ask("租经济型车5天要多少租金", [CARS])
    assert a.calculation is not None
    assert (a.calculation.operation, a.calculation.operands, a.calculation.result) == ("multiply", (5, 150), 750)
    assert a.calculation.working == "5 × 150 = 750元"
    b = ask("租SUV 3天，租金和保险一共多少", [CARS])
    assert b.calculation is not None and b.calculation.result == 1140 and b.calculation.unit == "元"
    assert set(b.columns) == {"日租金（元/天）", "保险（元/天）"}
    c = ask("SUV日租金加保险一共每天多少", [CARS])
    assert c.calculation is not None and c.calculation.working == "320 + 60 = 380元/天"
    assert ask("经济型日租金和押金一共多少", [CARS]).calculation is None  # 元/天 and 元 do not add up
    assert ask("SUV租一天租金多少", [CARS]).calculation is None  # no "1 × 320" working for a rate


MEETING_COSTS = passage(
    "| 会议类型 | 茶歇（元/人·次） | 会议资料（元/人·次） |\n|---|---|---|\n| 内部会议 | 30 | 20 |\n| 客户会议 | 50 | 40 |",
    document="会务费用标准",
    section="工作表：会务费用",
)


def test_a_total_of_one_named_column_times_the_people_adds_no_column_sharing_a_word() -> None:
    a = ask("开内部会议来了20位同事，茶歇一共最多多少钱", [MEETING_COSTS])
    assert a.calculation is not None and a.calculation.working == "20 × 30 = 600元"
    b = ask("开客户会议来了10位客户，茶歇和会议资料一共多少钱", [MEETING_COSTS])
    assert b.calculation is not None and b.calculation.result == 900
    c = ask("客户会议10位客户，茶歇加会议资料一共多少钱", [MEETING_COSTS])  # 会议资料 named whole, 加 with 一共
    assert c.calculation is not None and c.calculation.result == 900


INTERPRETERS = passage(
    "| 译员等级 | 口译费（元/小时） | 单场上限（元） | 年度上限（元/人） |\n|---|---|---|---|\n"
    "| 一级 | 800 | 2400 | 30000 |\n| 二级 | 500 | 1500 | 20000 |",
    document="外聘译员费用标准",
    section="工作表：口译费",
)


def test_a_product_is_held_to_the_cap_another_column_of_its_row_sets() -> None:
    a = ask("一级译员翻译了4个小时，口译费最多能付多少", [INTERPRETERS])
    assert a.calculation is not None and a.calculation.result == 2400
    assert a.calculation.working == "4 × 800 = 3200元，超过单场上限2400元，按2400元"
    b = ask("二级译员翻译了2个小时，口译费多少", [INTERPRETERS])  # under the cap: the product
    assert b.calculation is not None and b.calculation.result == 1000


NIGHT_DUTY = passage(
    "| 岗位 | 夜班补贴（元/班） | 每月上限（元） |\n|---|---|---|\n| 保安 | 60 | 600 |\n| 保洁 | 40 | 400 |",
    document="后勤岗位补贴标准",
    section="工作表：夜班补贴",
)


def test_a_cap_per_month_holds_when_the_question_speaks_of_a_month_not_of_a_date() -> None:
    capped = ask("保安这个月上了12个夜班，夜班补贴多少", [NIGHT_DUTY])
    assert capped.calculation is not None and capped.calculation.result == 600
    dated = ask("保安3月15日起连上了12个夜班，夜班补贴多少", [NIGHT_DUTY])  # a date names no period to cap
    assert dated.calculation is not None and dated.calculation.result == 720


PARKING = passage(
    "表2　停车费标准（元/次）\n| 车辆类别 | 白天停车 | 夜间停车 |\n|---|---|---|\n| 小型车 | 10 | 15 |\n| 大型车 | 20 | 30 |",
    document="园区停车管理办法",
    section="第三章 收费",
)
VENUES = passage(
    "| 场地类别 | 容纳人数 | 场租（元/人·天） |\n|---|---|---|\n| 甲类（报告厅） | 200人以内 | 80 |\n"
    "| 乙类（会议室） | 50人以内 | 50 |",
    document="培训场地管理办法",
    section="第二章 场租",
)


def test_a_title_line_ending_in_a_unit_gives_the_table_its_unit() -> None:
    a = ask("小型车夜间停车多少钱", [PARKING])
    assert a.values == ("15元/次",)


def test_counts_named_before_each_column_multiply_that_column() -> None:
    a = ask("大型车这周白天停了3次、夜间停了2次，一共多少钱", [PARKING])
    assert a.calculation is not None and a.calculation.working == "3 × 20 + 2 × 30 = 120元"
    b = ask("小型车上个月停了4个白天停车和1个夜间停车，一共交多少", [PARKING])
    assert b.calculation is not None and b.calculation.working == "4 × 10 + 1 × 15 = 55元"
    c = ask("大型车停了2个夜间停车多少钱", [PARKING])
    assert c.calculation is not None and c.calculation.working == "2 × 30 = 60元"
    # a day is no count (周三, 初五), nor is one occasion asked for its price
    for rate in ("大型车周三夜间停车多少钱", "大型车初五白天停车多少钱", "一个夜间停车多少钱，大型车"):
        assert ask(rate, [PARKING]).calculation is None, rate


def test_a_rate_per_person_and_day_multiplies_both_counts() -> None:
    a = ask("乙类会议室办培训，30个人用3天，场租最多多少", [VENUES])
    assert a.calculation is not None and a.calculation.working == "30 × 3 × 50 = 4500元"
    assert "30人、3天共" in a.statement
    rate = ask("甲类报告厅120人的培训场租标准多少", [VENUES])
    assert rate.calculation is None  # the people count alone chose the row; the rate is asked


LODGING = passage(
    "| 城市类别 | 高级职称住宿费（元/人·天） | 中级职称住宿费（元/人·天） | 其他人员住宿费（元/人·天） |\n"
    "|---|---|---|---|\n"
    "| 甲类城市 | 700 | 520 | 430 |\n| 乙类城市 | 560 | 420 | 350 |",
    document="外出住宿标准",
    section="工作表：住宿",
)


def test_a_lodging_rate_per_day_is_paid_per_night_stayed() -> None:
    a = ask("中级职称去甲类城市住了4晚，住宿费最多多少", [LODGING])
    assert a.calculation is not None and a.calculation.working == "4 × 520 = 2080元"
    assert "4晚共" in a.statement
    # the days of a trip are counted as days; nights without a stay are no count of lodging
    assert ask("中级职称去乙类城市出差3天，住宿费最多多少", [LODGING]).calculation.working == "3 × 420 = 1260元"


def test_a_trip_dated_by_its_first_and_last_day_counts_both() -> None:
    a = ask("高级职称去甲类城市，周二出发周五回来，住宿费最多多少", [LODGING])
    assert a.calculation is not None and a.calculation.working == "4 × 700 = 2800元"
    assert (
        ask("高级职称去甲类城市，8号出发，10号返回，住宿费最多多少", [LODGING]).calculation.working
        == "3 × 700 = 2100元"
    )


def test_days_in_different_clauses_are_no_trip_span() -> None:
    """A date for something else before the return ("5号出发前交申请，7号回来") is no first day of the trip."""
    assert _trip_days("5号出发前交申请，7号回来") is None
    assert _trip_days("5号出发到7号回来") == 3
    assert _trip_days("周三出发、周五返回") == 3


def test_a_row_answered_by_condition_is_not_multiplied_in_one_of_its_columns() -> None:
    a = ask("去乙类城市出差3天，住宿费最多多少", [LODGING])  # no title said: 560, 420 and 350 each hold
    assert a.calculation is None and len(a.values) == 3


MEETINGS = passage(
    "会议费综合定额标准（单位：元/人·天）\n| 会议类别 | 伙食费 | 合计 | 会期上限 |\n|---|---|---|---|\n"
    "| 甲类会议 | 150 | 600 | 3天 |\n| 乙类会议 | 110 | 200 | 1天 |",
    document="会务管理办法",
    section="附件1",
)


def test_a_cell_in_its_own_unit_is_no_rate_of_the_captions_money() -> None:
    """ "1天" under a caption of 元/人·天 is a length: 25 people do not make it 25元."""
    a = ask("乙类会议25个人开1天，会期上限多少", [MEETINGS])
    assert a.calculation is None and a.values == ("1天",), a


def test_a_duration_question_finds_a_column_of_durations() -> None:
    assert ask("SUV能租几天", [CARS]).values == ("15天",)


def test_a_superseded_version_is_not_looked_up_even_when_the_caller_passed_it() -> None:
    old = passage(CARS["body"].replace("| SUV | 320", "| SUV | 280"), document="租车服务价目表2022", section="工作表：价目",
                  fragment_id="old-00000", effective="2022-01-01", conflicts_with=["租车服务价目表2024"])  # fmt: skip
    new = {
        **CARS,
        "document": "租车服务价目表2024",
        "effective": "2024-01-01",
        "conflicts_with": ["租车服务价目表2022"],
    }
    for order in ([old, new], [new, old]):
        a = ask("租SUV每天多少钱", order)  # type: ignore[arg-type]
        assert a.values == ("320元/天",) and a.citations[0].document == "租车服务价目表2024"


def test_a_caption_unit_and_an_english_table() -> None:
    assert ask("华南2024年销售额多少", [SALES]).values == ("920.00万元",)
    a = ask("What is the monthly fee of the Pro plan?", [PLANS])
    assert a.values == ("25",) and a.statement == "Pro — Monthly fee: 25"


# --- the sample KB, as stored and retrieved ------------------------------------------------------------------


def test_shanghai_hotel_without_a_level_is_answered_by_level(hr_retrieve: Retrieve) -> None:
    passages, siblings = hr_retrieve("去上海出差住宿每晚能报多少钱？")
    a = ask("去上海出差住宿每晚能报多少钱？", passages, siblings)
    assert a.statement == "上海（一线城市）住宿标准：P1–P4 500元/晚；P5–P7、M1–M2 650元/晚；P8、M3及以上 900元/晚"
    assert {c.document for c in a.citations} == {"差旅费报销标准2024"}
    assert a.open_conditions == ("职级",)


def test_shanghai_hotel_for_p6_joins_city_class_and_level(hr_retrieve: Retrieve) -> None:
    q = "我是P6，去上海出差住宿每晚能报多少钱？"
    a = ask(q, *hr_retrieve(q))
    assert a.values == ("650元/晚",)
    assert a.statement == "上海属一线城市，P6 的住宿标准为650元/晚"
    cite = a.citations[0].as_citation()
    assert (cite["document"], cite["section"], cite["locator"]) == (
        "差旅费报销标准2024", "工作表：差旅报销标准", "工作表：差旅报销标准（一线城市 / P5–P7、M1–M2）")  # fmt: skip
    assert a.rows[0][:3] == ("城市级别", "职级", "住宿标准（元/晚）")


def test_three_nights_in_shanghai_shows_the_working(hr_retrieve: Retrieve) -> None:
    q = "P6去上海出差住3晚，住宿最多报多少"
    a = ask(q, *hr_retrieve(q))
    assert a.calculation is not None and a.calculation.working == "3 × 650 = 1950元"
    assert a.statement.endswith("3晚共 3 × 650 = 1950元")


def test_hotel_standard_with_nothing_given_is_grouped_by_city_class(hr_passages: list[Passage]) -> None:
    a = ask("出差住宿标准是多少？", of(hr_passages, "差旅费报销标准2024"))
    assert len(a.by_condition) == 9 and a.by_condition[0].group == "一线城市"
    assert "二线城市：P1–P4 400元/晚" in a.statement


@pytest.mark.parametrize(
    ("question", "document", "value"),
    [("差旅费报销两万五谁审批", "组织架构与审批关系", "刘洋"), ("M3去深圳出差坐什么交通工具", "差旅费报销标准2024",
      "高铁商务座/飞机经济舱（全价）"), ("研发人员的电脑预算上限是多少", "企业IT设备管理规范V2.0", "15000元"),
     ("P5晋升最短任职年限是多少", "员工晋升与年度定级评估办法V1.3", "2年"), ("入职体检报告有什么要求", "新员工入职指南V1.0",
      "报到前1个月内出具"), ("工资卡办理找谁", "新员工入职指南V1.0", "孙丽"), ("上海是几线城市", "差旅费报销标准2024",
      "一线城市")],
)  # fmt: skip
def test_sample_tables_in_every_format(hr_passages: list[Passage], question: str, document: str, value: str) -> None:
    a = ask(question, of(hr_passages, document), siblings_from(hr_passages))
    assert a.values == (value,)
    assert a.citations[0].document == document


# --- outside tables --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "value", "row"),
    [("工商银行的剩余额度是多少", "95,585.30万元", "工商银行"),
     ("兴业银行给了多少授信？", "302,600.00万元", "兴业银行盐城分行"),
     ("发行人2021年的主体信用评级是什么", "AA+", "2021"),
     ("遗传性乳腺癌检测周期多久", "15个工作日", "Q0101 / 遗传性乳腺癌 / BRCA1"),
     ("林奇综合征检测哪个基因", "MLH1", "Q0103 / 林奇综合征 / MLH1"),
     ("How many calories per portion do berries have?", "150", "Berries / Blueberry, Strawberry, Cranberry")],
)  # fmt: skip
def test_outside_tables(outside_retrieve: Retrieve, question: str, value: str, row: str) -> None:
    a = ask(question, *outside_retrieve(question))
    assert a.values == (value,)
    assert a.citations[0].row == row


def test_a_prospectus_table_by_condition(outside_passages: list[Passage]) -> None:
    a = ask("评级机构是哪家", of(outside_passages, "chinese-tables", "历史信用评级"))
    assert [c.condition for c in a.by_condition] == ["2023", "2022", "2021", "2020"]
    assert a.by_condition[-1].value == "联合资信评估有限公司"


# --- time ------------------------------------------------------------------------------------------------------


PAY_BANDS = passage(
    "| 职级 | 岗位 | 基本工资下限（元/月） | 基本工资中位（元/月） | 基本工资上限（元/月） |\n|---|---|---|---|---|\n"
    "| P4 | 高级工程师 | 20000 | 25000 | 30000 |\n| P5 | 技术专家 | 28000 | 35000 | 42000 |",
    document="薪资等级表",
    section="工作表：薪资等级表",
)
ROOM_RATES = passage(
    "| 房型 | 最低价（元/晚） | 最高价（元/晚） |\n|---|---|---|\n| 标准间 | 300 | 450 |\n| 套房 | 800 | 1200 |",
    document="协议酒店价目表",
    section="工作表：房价",
)


@pytest.mark.parametrize(
    ("question", "table", "values"),
    [
        ("P5的基本工资区间是多少？", PAY_BANDS, ("28000元/月", "42000元/月")),
        ("P4的基本工资范围？", PAY_BANDS, ("20000元/月", "30000元/月")),
        ("套房多少钱一晚？", ROOM_RATES, ("800元/晚", "1200元/晚")),
    ],
)
def test_a_bound_column_comes_with_its_other_bound(question: str, table: Passage, values: tuple[str, ...]) -> None:
    answer = ask(question, [table])
    assert answer.values == values
    assert all(v in answer.statement for v in values)


@pytest.mark.parametrize(
    ("question", "table", "value"),
    [("P5基本工资上限是多少？", PAY_BANDS, "42000元/月"), ("套房最低多少钱一晚？", ROOM_RATES, "800元/晚")],
)
def test_a_named_bound_is_answered_alone(question: str, table: Passage, value: str) -> None:
    assert ask(question, [table]).values == (value,)


# --- conditions by column, joins to a column (issue 18.2) -------------------------------------------------

SICK_LEAVE = passage(
    "| 实际工作年限 | 在本公司工作年限 | 医疗期 |\n|---|---|---|\n| 10年以下 | 5年以下 | 3个月 |\n"
    "| 10年以下 | 5年以上 | 6个月 |\n| 10年以上 | 5年以下 | 6个月 |\n| 10年以上 | 5年以上10年以下 | 9个月 |\n"
    "| 10年以上 | 10年以上15年以下 | 12个月 |\n| 10年以上 | 15年以上 | 18个月 |",
    document="请假办法",
    section="第三章 病假",
)
ANNUAL = passage(
    "| 累计工作年限 | 法定年休假 | 本公司司龄 | 奖励年假 |\n|---|---|---|---|\n| 满1年不满10年 | 5天 | 不满3年 | 0天 |\n"
    "| 满10年不满20年 | 10天 | 满3年不满6年 | 1天 |\n| 满20年及以上 | 15天 | 满6年不满9年 | 2天 |\n"
    "| — | — | 满9年及以上 | 3天 |",
    document="请假办法",
    section="第二章 年休假",
)
RATES = passage(
    "| 职级 | 甲类城市 | 乙类城市 |\n|---|---|---|\n| K1—K3 | 300 | 240 |\n| K4—K6 | 450 | 360 |\n"
    "单位：元/人·晚。超出部分自理。",
    document="出差标准",
    section="工作表：住宿标准",
    fragment_id="trip-00000",
)
MEALS = passage(
    "| 项目 | 甲类城市 | 乙类城市 |\n|---|---|---|\n| 餐费补助（元/人·天） | 90 | 70 |",
    document="出差标准",
    section="工作表：补助标准",
    fragment_id="trip-00001",
)
CITIES = passage(
    "| 城市 | 城市类别 |\n|---|---|\n| 绵阳 | 乙类 |\n| 宁波 | 甲类 |",
    document="出差标准",
    section="工作表：城市分类",
    fragment_id="trip-00002",
)


@pytest.mark.parametrize(
    ("question", "value"),
    [("实际工作12年，在本公司干了7年，医疗期多长", "9个月"), ("工作了25年，在公司干了12年，医疗期多长？", "12个月"),
     ("在公司干了3年，实际工作8年，医疗期几个月？", "3个月")],
)  # fmt: skip
def test_each_number_goes_to_the_condition_its_words_name(question: str, value: str) -> None:
    assert ask(question, [SICK_LEAVE]).values == (value,)


def test_tier_lists_side_by_side_answer_by_the_condition_on_their_left() -> None:
    assert ask("我工龄12年，法定年休假有几天？", [ANNUAL]).values == ("10天",)  # not 司龄 满9年及以上
    assert ask("本公司司龄5年，奖励年假有几天", [ANNUAL]).values == ("1天",)


def test_a_joined_value_names_the_column_and_the_working_uses_the_unit_below_the_table() -> None:
    siblings = siblings_from([RATES, MEALS, CITIES])
    a = ask("K5去绵阳出差住3晚，住宿费最多报多少？", [CITIES], siblings)
    assert a.values == ("360元/人·晚",) and [(j.entity, j.value, j.to_column) for j in a.joins] == [
        ("绵阳", "乙类", True)
    ]
    assert a.calculation is not None and a.calculation.working == "3 × 360 = 1080元"
    assert a.statement == "绵阳属乙类，K5在乙类城市的住宿标准为360元/人·晚，3晚共 3 × 360 = 1080元"
    b = ask("去宁波出差餐费补助一天多少", [MEALS], siblings)  # the unit is the row's: 餐费补助（元/人·天）
    assert b.values == ("90元/人·天",) and b.citations[-1].section == "工作表：城市分类"


PPE = passage(
    "| 防护类别 | 安全鞋 | 呼吸防护 | 其他 |\n|---|---|---|---|\n"
    "| A 冲压类 | 防砸安全鞋 1双/12个月 | — | 防割袖套 2副/月 |\n"
    "| C 涂装类 | 防静电安全鞋 1双/12个月 | 半面防毒面具 1个/12个月；滤毒盒 1对/2周 | — |\n"
    "| G 仓储类 | 防砸安全鞋 1双/12个月 | — | 安全帽 1顶/30个月；雨衣 1件/24个月 |",
    document="劳保标准",
    section="工作表：配发周期",
)
TRAVEL = passage(
    "| 城市级别 | 职级 | 住宿标准（元/晚） | 城际交通工具 |\n|---|---|---|---|\n"
    "| 一线城市 | P1–P4 | 500 | 高铁二等座/飞机经济舱 |\n| 一线城市 | P5–P7 | 650 | 高铁一等座/飞机经济舱 |\n"
    "| 其他城市 | P1–P4 | 300 | 高铁二等座/飞机经济舱 |\n| 其他城市 | P5–P7 | 400 | 高铁一等座/飞机经济舱 |",
    document="差旅标准",
    section="工作表：差旅报销标准",
)
CLAIMS = passage(
    "| 报销单号 | 申请人 | 出差城市 | 合计（元） | 审批状态 |\n|---|---|---|---|---|\n"
    "| BX0001 | 吴敏 | 杭州 | 1380 | 已付款 |\n| BX0002 | 黄磊 | 北京 | 3060 | 已付款 |\n| BX0003 | 林晓 | 广州 | 1580 | 已驳回 |",
    document="差旅标准",
    section="工作表：报销单记录",
)
KIT = passage(
    "| 材料名称 | 份数 | 接收部门 |\n|---|---|---|\n| 身份证 | 原件+复印件2份 | 人力资源部 |\n"
    "| 一寸免冠彩色照片 | 4张 | 人力资源部 |\n| 银行卡申请表 | 1份 | 财务部 |",
    document="入职指南",
    section="入职材料清单",
)
PENALTIES = passage(
    "| 违规等级 | 经济处罚 | 安全积分 |\n|---|---|---|\n| 一般违规 | 每次50元 | 扣2分 |\n| 较重违规 | 每次200元 | 扣6分 |\n"
    "| 严重违规 | 每次500元 | 扣12分 |",
    document="安全处罚规定",
    section="表1 安全违规处罚标准",
)


def test_a_cell_naming_the_asked_thing_gives_its_column_and_only_its_clause() -> None:
    a = ask("涂装类员工的滤毒盒多长时间换一次", [PPE])
    assert a.values == ("滤毒盒 1对/2周",) and a.columns == ("呼吸防护",)
    assert ask("仓储类的安全帽多久发一次？", [PPE]).values == ("安全帽 1顶/30个月",)  # not the 安全鞋 column
    assert ask("P6出差坐高铁能坐几等座？", [TRAVEL]).values == ("高铁一等座/飞机经济舱",)


def test_an_open_condition_with_one_value_everywhere_is_one_answer() -> None:
    a = ask("P6出差坐高铁能坐几等座？", [TRAVEL])  # the city class is open, but every class says 一等座
    assert not a.by_condition and len(a.citations) == 1


def test_a_cell_that_only_names_the_row_is_not_the_answer() -> None:
    assert ask("黄磊去北京出差的报销单现在是什么状态？", [CLAIMS]).values == ("已付款",)  # not 出差城市 北京


def test_cues_from_what_is_asked() -> None:
    assert ask("吴敏那次去杭州出差一共报了多少钱？", [CLAIMS]).values[0] == "1380元"  # 一共 → 合计
    assert ask("一寸免冠彩色照片要交几张？", [KIT]).values == ("4张",)  # 几张 → the column where a row says 4张
    assert ask("较重的安全违规一次罚多少钱", [PENALTIES]).values == ("每次200元",)  # money cells, not 扣6分


SIDE_BY_SIDE = passage(
    "| 采购金额 | 门店审批人 | 总部审批人 |\n|---|---|---|\n| 1000元以下 | 店长 | 采购专员 |\n"
    "| 1000元（含）至5000元 | 区域经理 | 采购经理 |\n| 5000元（含）以上 | 运营总监 | 财务总监 |",
    document="采购审批规定",
    section="表1 审批权限",
)


def test_approver_columns_side_by_side_answer_together_unless_the_question_names_one() -> None:
    both = answer_from_tables("采购3000元需要谁审批？", [SIDE_BY_SIDE])
    assert both is not None
    assert "区域经理" in both.statement and "采购经理" in both.statement
    one = answer_from_tables("总部采购3000元需要谁审批？", [SIDE_BY_SIDE])
    assert one is not None
    assert "采购经理" in one.statement and "区域经理" not in one.statement


DORM = passage(
    "| 房型 | 适用职级 | 住宿费（元/人·月） |\n|---|---|---|\n| 4人间 | K1—K3 | 120 |\n| 2人间 | K4—K6 | 240 |",
    document="宿舍补贴办法",
    section="第三章 住宿",
)


def test_nights_in_the_question_ask_for_a_rate_per_night_not_per_month() -> None:
    """ "住3晚" finds the column per 人·晚 (the per-person part of the unit does not hide the night), so a dorm fee per
    month whose header says 住宿费 word for word is not the answer."""
    siblings = siblings_from([RATES, MEALS, CITIES])
    a = ask("K5去绵阳出差住3晚，住宿费最多报多少？", [DORM, CITIES, RATES], siblings)
    assert a.values == ("360元/人·晚",) and a.calculation is not None and a.calculation.result == 1080


def test_a_sum_of_two_parts_looks_each_up_on_its_own_sheet_and_adds_them() -> None:
    """ "住宿加餐费补助": nights × the lodging rate (a sheet named 住宿标准) plus days × the meal rate (a row of another
    sheet), each part only from a look-up that names it, then added with the working shown."""
    siblings = siblings_from([RATES, MEALS, CITIES])
    question = "K5去宁波出差3天住2晚，住宿加餐费补助一共能报多少？"
    assert sum_parts(question) == ("住宿", "餐费补助", "K5去宁波出差3天住2晚，住宿一共能报多少？",
                                   "K5去宁波出差3天住2晚，餐费补助一共能报多少？")  # fmt: skip
    a = sum_of_parts(question, [CITIES, RATES, MEALS], siblings, answer_from_tables(question, [CITIES], siblings))
    assert a is not None and a.values == ("1170元",)
    assert (
        a.statement
        == "宁波属甲类，住宿加餐费补助共1170元：住宿 2 × 450 = 900元，餐费补助 3 × 90 = 270元，900 + 270 = 1170元"
    )
    assert {c.section for c in a.citations} == {"工作表：住宿标准", "工作表：补助标准", "工作表：城市分类"}
    # a sum stated, not asked; and 加班 is no sum
    assert sum_parts("基本工资加岗位工资一共5220，加班费多少") is None
    assert sum_parts("周末加班一共多少钱") is None


def test_a_sum_of_two_columns_of_one_row_adds_each_columns_product() -> None:
    """ "餐费加交通费一共多少" where one row holds both rates side by side (its header's name shorter than the column's):
    each part is looked up on its own column of the same row, the products added."""
    rates = passage(
        "附表 差旅补助标准\n| 地区 | 餐费补助（元/人·天） | 市内交通补助（元/人·天） |\n|---|---|---|\n"
        "| 边远地区 | 90 | 60 |\n| 其他地区 | 70 | 50 |",
        document="差旅补助办法",
        section="附表",
    )
    a = sum_of_parts("去边远地区出差3天，餐费加市内交通费一共能拿多少", [rates])
    assert a is not None and a.values == ("450元",)
    assert a.statement.endswith("3 × 90 = 270元，市内交通费 3 × 60 = 180元，270 + 180 = 450元")
    assert len(a.rows) == 2  # the header and the one row, quoted once
    assert sum_of_parts("去边远地区出差3天，餐费加餐费一共能拿多少", [rates]) is None  # one cell is no sum


def test_two_rates_of_one_period_are_no_sum_while_a_counted_period_still_is() -> None:
    """ "每月岗位津贴加交通补贴": two rates add up only once the question counts their periods."""
    post = passage("| 岗位 | 岗位津贴（元/月） |\n|---|---|\n| 销售顾问 | 500 |\n| 服务顾问 | 450 |",
                   document="补贴标准", section="工作表：岗位津贴", fragment_id="pay-00000")  # fmt: skip
    travel = passage("| 岗位 | 交通补贴（元/月） |\n|---|---|\n| 销售顾问 | 250 |\n| 服务顾问 | 150 |",
                     document="补贴标准", section="工作表：交通补贴", fragment_id="pay-00001")  # fmt: skip
    assert sum_of_parts("销售顾问8月份岗位津贴加交通补贴一共多少", [post, travel]) is None  # 8月份 counts no months
    counted = sum_of_parts("销售顾问干了3个月，岗位津贴加交通补贴一共多少", [post, travel])  # each part × 3 first
    assert counted is not None and counted.values == ("2250元",)


def test_tier_lists_side_by_side_asked_for_a_total_add_each_lists_value() -> None:
    a = side_by_side_total("累计工作了15年，本公司司龄4年，一共能休几天年假？", [ANNUAL])
    assert a is not None and a.values == ("11天",)  # 满10年不满20年 → 10天, 满3年不满6年 → 1天
    assert a.calculation is not None and a.calculation.working == "10 + 1 = 11天"
    assert side_by_side_total("累计工作了15年，法定年休假有几天？", [ANNUAL]) is None  # no total asked


def test_a_rate_asked_per_month_is_no_column_per_day() -> None:
    """ "交通补贴一个月多少" asks a monthly allowance: a travel sheet's 交通补贴（元/天） by city does not answer it."""
    travel = passage(
        "| 城市类别 | 交通补贴（元/天） |\n|---|---|\n| 甲类 | 60 |\n| 乙类 | 40 |",
        document="出差标准",
        section="工作表：补贴",
    )
    assert answer_from_tables("交通补贴一个月多少？", [travel]) is None
    assert ask("甲类城市交通补贴一天多少？", [travel]).values == ("60元/天",)
    assert ask("甲类城市交通补贴每天能报多少？", [travel]).values == ("60元/天",)


def test_fa_duoshao_asks_for_money_not_points() -> None:
    """ "罚多少" is a fine: the money column, though the points column's header shares 纪律 with the question."""
    table = passage(
        "| 违纪等级 | 处罚金额 | 纪律扣分 |\n|---|---|---|\n| 轻微违纪 | 每次30元 | 扣1分 |\n| 严重违纪 | 每次300元 | 扣5分 |",
        document="纪律规定", section="第二章 处罚",
    )  # fmt: skip
    assert ask("轻微违纪纪律上罚多少？", [table]).values == ("每次30元",)


def test_a_header_only_a_word_inside_the_rows_name_points_at_is_not_asked() -> None:
    """ "哪些行为属于严重纪律违纪" names the row 严重违纪 around 纪律: the 纪律扣分 column is not what is asked (the
    rule listing the behaviours is); "严重纪律违纪扣几分" asks it by its measure."""
    table = passage(
        "| 违纪等级 | 处罚金额 | 纪律扣分 |\n|---|---|---|\n| 轻微违纪 | 每次30元 | 扣1分 |\n| 严重违纪 | 每次300元 | 扣5分 |",
        document="纪律规定", section="第二章 处罚",
    )  # fmt: skip
    assert answer_from_tables("哪些行为属于严重纪律违纪？", [table]) is None
    assert ask("严重纪律违纪扣几分？", [table]).values == ("扣5分",)


# grades as columns, each header a band with its unit in brackets; the region of a country on another sheet
BANDS = passage(
    "| 地区类别 | G1—G3（元/月） | G4—G6（元/月） | G7及以上（元/月） |\n|---|---|---|---|\n"
    "| 甲类 | 2000 | 3500 | 5000 |\n| 乙类 | 1200 | 2000 | 3000 |",
    document="驻外补贴办法",
    section="工作表：补贴标准",
    fragment_id="abc-00000",
)
REPEATS = passage(
    "| 违规行为 | 第1次 | 第2次 | 第3次及以上 |\n|---|---|---|---|\n| 未佩戴工牌 | 提醒 | 罚款20元 | 罚款50元 |\n"
    "| 串岗 | 警告 | 罚款100元 | 罚款300元 |",
    document="现场管理规定",
    section="第五章 处罚",
)


def test_a_column_headed_by_a_band_of_grades_holds_the_asked_grade_beside_its_unit() -> None:
    """ "G4—G6（元/月）": the unit in brackets does not hide the band the header names."""
    siblings = siblings_from([BANDS, REGIONS])
    a = ask("G5派驻肯尼亚每月补贴多少", [BANDS, REGIONS], siblings)
    assert a.values == ("3500元/月",)
    assert ask("G8去新加坡每月补贴多少", [BANDS, REGIONS], siblings).values == ("3000元/月",)


def test_an_ordinal_in_words_finds_the_column_written_in_digits() -> None:
    """ "第二次串岗" is the column 第2次, not the first one."""
    assert ask("第二次串岗罚多少", [REPEATS]).values == ("罚款100元",)
    assert ask("串岗第三次怎么处理", [REPEATS]).values == ("罚款300元",)


def test_a_key_named_whole_keeps_a_row_sharing_only_a_pair_with_it_out_of_the_join() -> None:
    """ "东城站" is in 乙类, a class the trips sheet has no row for: 南城站 (甲类), sharing 城站, is not the one asked."""
    stations = passage(
        "| 站点 | 类别 |\n|---|---|\n| 东城站 | 乙类 |\n| 南城站 | 甲类 |", document="驻站标准", section="工作表：站点",
        fragment_id="st-00000",
    )  # fmt: skip
    trips = passage(
        "| 类别 | 每年探亲次数 | 路费上限 |\n|---|---|---|\n| 甲类 | 2次 | 2500元 |", document="驻站标准",
        section="工作表：探亲", fragment_id="st-00001",
    )  # fmt: skip
    found = answer_from_tables("东城站每年能探亲几次", [stations, trips], siblings_from([stations, trips]))
    assert found is None or not any(j.entity == "南城站" for j in found.joins)
    assert ask("南城站每年能探亲几次", [stations, trips], siblings_from([stations, trips])).values == ("2次",)


SHIFTS = passage(
    "表5 轮班津贴\n| 班次 | 津贴 | 条件 |\n|---|---|---|\n| 早班 | 不发放 | — |\n| 晚班（18:00—次日2:00） | 20元/班 | 出勤满6小时 |\n"
    "| 夜班（22:00—次日7:00） | 40元/班 | 出勤满8小时 |",
    document="轮班补贴办法",
    section="第二章 津贴",
)


def test_a_rate_stated_in_the_cell_is_multiplied_by_the_shifts_counted() -> None:
    """ "上了15个夜班": the cell itself states 40元/班 (the header names no unit), and shifts counted with 个 are
    what it is per; a question without a count still gets the rate."""
    a = ask("这个月上了15个夜班，夜班津贴一共多少钱？", [SHIFTS])
    assert a.calculation is not None and a.calculation.result == 600 and a.calculation.working == "15 × 40 = 600元"
    b = ask("夜班津贴一个班多少钱？", [SHIFTS])
    assert b.calculation is None and b.values == ("40元/班",)


def test_the_gap_between_two_rows_is_each_looked_up_and_subtracted() -> None:
    hotels = passage(
        "| 城市类别 | 职级 | 住宿标准（元/晚） |\n|---|---|---|\n| 一类城市 | L1-L3 | 450 |\n| 一类城市 | L4-L6 | 600 |\n"
        "| 二类城市 | L1-L3 | 350 |\n| 二类城市 | L4-L6 | 480 |",
        document="差旅管理办法",
        section="工作表：住宿标准",
    )
    found = gap_of_parts("一类城市L4-L6和L1-L3的住宿标准每晚差多少钱？", [hotels])
    assert found is not None and found.calculation is not None
    assert found.calculation.working == "600 − 450 = 150元/晚"
    assert found.statement.startswith("L4-L6和L1-L3相差150元/晚")
    assert gap_of_parts("一类城市L4-L6的住宿标准每晚多少钱？", [hotels]) is None  # no gap asked


def test_one_row_against_another_by_bi_is_a_gap_of_both_look_ups() -> None:
    hotels = passage(
        "| 城市类别 | 职级 | 住宿标准（元/晚） |\n|---|---|---|\n| 一类城市 | L1-L3 | 450 |\n| 一类城市 | L4-L6 | 600 |\n"
        "| 二类城市 | L1-L3 | 350 |\n| 二类城市 | L4-L6 | 480 |",
        document="差旅管理办法",
        section="工作表：住宿标准",
    )
    found = gap_of_parts("L4-L6住一类城市比二类城市每晚多多少钱？", [hotels])
    assert found is not None and found.calculation is not None
    assert found.calculation.working == "600 − 480 = 120元/晚"
    codes = gap_of_parts("一类城市L4-L6比L1-L3每晚贵多少？", [hotels])
    assert codes is not None and codes.calculation is not None and codes.calculation.result == 150
    assert gap_of_parts("一类城市L4-L6比去年每晚贵多少？", [hotels]) is None  # 去年 is no row


def test_two_rows_of_the_same_amount_differ_by_nothing() -> None:
    meals = passage(
        "| 地区 | 伙食补助（元/天） |\n|---|---|\n| 一类地区 | 100 |\n| 二类地区 | 100 |\n| 三类地区 | 80 |",
        document="差旅管理办法",
        section="工作表：伙食补助",
    )
    found = gap_of_parts("一类地区比二类地区的伙食补助每天多多少？", [meals])
    assert found is not None and found.calculation is not None and found.calculation.result == 0


def test_a_thing_the_key_sheet_does_not_list_joins_through_its_note_for_the_unlisted() -> None:
    kinds = passage(
        "| 门店 | 所在区域 | 门店等级 |\n|---|---|---|\n| 春熙路店 | 锦江区 | 甲级 |\n| 太古里店 | 锦江区 | 甲级 |\n"
        "| 双流店 | 双流区 | 乙级 |\n| 郫都店 | 郫都区 | 乙级 |\n注：表中未列明的门店按丙级执行；新开门店由运营部确定等级。",
        document="门店补贴办法",
        section="工作表：门店分级",
        fragment_id="shop-00000",
    )
    rates = passage(
        "| 门店等级 | 店长（元/月） | 店员（元/月） |\n|---|---|---|\n| 甲级 | 1500 | 600 |\n| 乙级 | 1200 | 500 |\n"
        "| 丙级 | 900 | 400 |",
        document="门店补贴办法",
        section="工作表：补贴标准",
        fragment_id="shop-00001",
    )
    siblings = siblings_from([kinds, rates])
    found = ask("龙泉店的店员补贴每月多少", [rates], siblings)
    assert found.values == ("400元/月",) and found.statement.startswith("龙泉店属丙级")
    assert ask("双流店的店员补贴每月多少", [rates], siblings).values == ("500元/月",)  # a listed one as listed


# A rate sheet whose header spans two rows, as every loader renders merged cells: the group header repeated across
# its sub-columns, the header merged down repeated in the second row.
TWO_ROW_HEADER = passage(
    "| 车型 | 日租金（元/天） | 日租金（元/天） | 押金（元） |\n|---|---|---|---|\n"
    "| 车型 | 工作日 | 节假日 | 押金（元） |\n| 经济型 | 150 | 210 | 3000 |\n| SUV | 320 | 450 | 5000 |",
    document="租车服务价目表",
    section="工作表：价目",
)


def test_a_header_spanning_two_rows_names_each_sub_column_by_both() -> None:
    [table] = parse_pipe_tables(TWO_ROW_HEADER["body"])
    assert table.header == ("车型", "工作日 日租金（元/天）", "节假日 日租金（元/天）", "押金（元）")
    assert table.rows[0] == ("经济型", "150", "210", "3000")
    answer = answer_from_tables("SUV节假日的日租金多少？", [TWO_ROW_HEADER])
    assert answer is not None and answer.values == ("450元/天",), answer


def test_a_first_row_of_data_or_a_header_without_groups_stays_as_it_is() -> None:
    data = "| 车型 | 押金 | 押金 |\n|---|---|---|\n| 经济型 | 3000 | 3000 |\n| SUV | 5000 | 6000 |"
    assert parse_pipe_tables(data)[0].rows[0] == ("经济型", "3000", "3000")
    plain = "| 车型 | 日租金 | 押金 |\n|---|---|---|\n| 车型 | 工作日 | 押金 |\n| 经济型 | 150 | 3000 |"
    assert parse_pipe_tables(plain)[0].header == ("车型", "日租金", "押金")


APPROVALS = passage(
    "| 审批事项 | 主管 | 经理 | 总监 |\n|---|---|---|---|\n| 请假 | 3天以内 | 4天至10天 | 10天以上 |\n"
    "| 人员录用 | 实习生 | 专员、主管 | 副经理、经理 |",
    document="审批权限表",
    section="附表",
)


def test_a_header_found_only_inside_a_longer_name_the_cells_list_is_not_asked() -> None:
    """ "录用副经理" names 副经理 (listed in a cell), not the 经理 column, whose cell (专员、主管) is no answer."""
    hire = answer_from_tables("录用一个副经理谁说了算", [APPROVALS])
    assert hire is None or hire.columns != ("经理",), hire
    leave = answer_from_tables("人员录用经理能批哪些人", [APPROVALS])  # 经理 asked on its own still names its column
    assert leave is not None and leave.columns == ("经理",), leave


def test_a_year_of_a_monthly_rate_is_twelve_times_the_cell() -> None:
    siblings = siblings_from([ALLOWANCE, REGIONS])
    a = ask("G5派驻肯尼亚一年补贴多少", [REGIONS], siblings)
    assert a.calculation is not None and a.calculation.working == "12 × 3500 = 42000元"
    assert ask("G5派驻肯尼亚全年能拿多少补贴", [REGIONS], siblings).calculation.result == 42000
    assert ask("G5派驻肯尼亚每月补贴多少", [REGIONS], siblings).calculation is None  # the rate itself
    assert answer_from_tables("SUV一个月租金多少", [CARS]) is None  # a month is no whole number of days


OFFICES = passage(
    "| 部门 | 负责人 | 办公电话 | 办公地点 |\n|---|---|---|---|\n| 行政部 | 孙丽 | 021-5550101 | 总部大楼3楼 |\n"
    "| 信息部 | 钱军 | 021-5550202 | 研发楼1楼 |",
    document="部门通讯录",
    section="工作表：通讯录",
)


def test_where_asks_the_place_column_not_another_header_sharing_a_word() -> None:
    assert ask("信息部在哪办公", [OFFICES]).values == ("研发楼1楼",)
    assert ask("行政部的地址是哪里", [OFFICES]).values == ("总部大楼3楼",)
    assert ask("信息部办公电话多少", [OFFICES]).values == ("021-5550202",)  # a phone is still the phone column


TUTORING = passage(
    "| 辅导类型 | 初级（元/学时） | 高级（元/学时） |\n|---|---|---|\n| 课堂辅导 | 40 | 60 |\n| 作业批改 | 25 | 35 |",
    document="辅导津贴标准",
    section="工作表：课时标准",
)


def test_a_rate_per_class_hour_times_the_question_hours() -> None:
    a = ask("初级做了12学时课堂辅导能拿多少钱", [TUTORING])
    assert a.calculation is not None and a.calculation.result == 480
    assert "480" in a.statement
    assert ask("高级作业批改一学时多少钱", [TUTORING]).calculation is None  # one hour asks the rate itself
    # what the hours were spent on, between the measure word and the unit
    qualified = ask("初级做了12个课堂辅导的学时，能拿多少钱", [TUTORING])
    assert qualified.calculation is not None and qualified.calculation.result == 480


STIPEND = passage(
    "| 岗位 | 硕士研究生（元/月） | 博士研究生（元/月） |\n|---|---|---|\n| 助教 | 1000 | 1500 |\n| 助研 | 800 | 1800 |",
    document="研究生津贴标准",
    section="工作表：月度标准",
)


def test_a_name_written_short_picks_its_column() -> None:
    assert ask("博士生当助研每月多少", [STIPEND]).values == ("1800元/月",)  # 博士生 = 博士研究生
    assert ask("硕士生助教每月多少", [STIPEND]).values == ("1000元/月",)
    assert len(ask("研究生当助研每月多少", [STIPEND]).values) == 2  # neither named: both, side by side


REPAIRS = passage(
    "| 故障等级 | 首次响应时限 | 修复时限 |\n|---|---|---|\n| 一级 | 10分钟 | 4小时 |\n| 二级 | 30分钟 | 24小时 |",
    document="设备报修服务标准",
    section="工作表：报修时效",
)


def test_a_name_written_by_its_initials_picks_its_column() -> None:
    assert ask("二级故障首响时限多少", [REPAIRS]).values == ("30分钟",)  # 首响 = 首次响应
    assert ask("一级故障首响要多快", [REPAIRS]).values == ("10分钟",)
    assert ask("二级故障修复时限多少", [REPAIRS]).values == ("24小时",)


def test_a_function_character_is_no_initial() -> None:
    """ "每上一个夜班" holds 每 and 上, the first characters of 每月 and 上限: a header is never named by 每."""
    from knowdesk.reasoning.tables import _Question

    assert not _Question.of("每上一个夜班补贴多少钱").cover("每月上限")
    assert _Question.of("质检扣分多少").cover("质量检验")


LEAVE_APPROVAL = passage(
    "| 请假天数 | 一线员工 | 管理人员 | 备案 |\n|---|---|---|---|\n| 1天以内 | 班组长 | 部门经理 | 考勤员 |\n"
    "| 2天至5天 | 车间主任 | 分管副总 | 人事部 |",
    document="请假审批权限表",
    section="工作表：审批权限",
)


def test_a_class_of_staff_is_no_header_naming_a_person() -> None:
    """ "谁批" points at approver headers (审批人); 管理人员 is a class of staff, no likelier an answer than 一线员工."""
    assert ask("一线员工请3天假谁批", [LEAVE_APPROVAL]).values == ("车间主任",)
    a = ask("请3天假谁批", [LEAVE_APPROVAL])  # no class named: each class's approver, the 备案 column left out
    assert a.values == ("车间主任", "分管副总")
    assert a.statement == "3天的一线员工为车间主任，管理人员为分管副总"


HOLIDAY_PAY = passage(
    "| 加班类型 | 支付标准 | 能否以调休替代 |\n|---|---|---|\n| 工作日延时 | 不低于小时工资的150% | 否 |\n"
    "| 法定节假日 | 不低于小时工资的300% | 否 |",
    document="加班管理办法",
    section="工作表：加班费",
)


def test_columns_of_rules_are_no_approvers_side_by_side() -> None:
    assert answer_from_tables("法定节假日加班谁审批", [HOLIDAY_PAY], None) is None


def test_a_level_range_on_the_grade_sheet_keys_the_join_to_the_rate_sheet() -> None:
    grades = passage(
        "| 职等 | 岗位示例 | 补贴类别 |\n|---|---|---|\n| G1–G3 | 专员 | 一类 |\n| G4–G6 | 主管 | 二类 |",
        document="通讯补贴标准",
        section="工作表：职等对照",
        fragment_id="cmx-00000",
    )
    rates = passage(
        "| 补贴类别 | 话费补贴（元/月） | 流量补贴（元/月） |\n|---|---|---|\n| 一类 | 100 | 50 |\n| 二类 | 200 | 80 |",
        document="通讯补贴标准",
        section="工作表：补贴标准",
        fragment_id="cmx-00001",
    )
    a = ask("G5的话费补贴每月多少", [grades, rates], siblings_from([grades, rates]))
    assert a.values == ("200元/月",) and [(j.entity, j.value) for j in a.joins] == [("G4–G6", "二类")]


REFUND_AUTHORITY = passage(
    "| 审批人 | 单笔退款金额 | 可补偿方式 |\n|---|---|---|\n| 店长 | 300元以下 | 代金券 |\n"
    "| 区域经理 | 超过300元至2000元 | 代金券、现金 |\n| 营运总监 | 超过2000元 | 不限 |",
    document="门店退款授权规定",
    section="工作表：授权",
)


@pytest.mark.parametrize(("question", "who"), [("顾客要退1500元，谁能批", "区域经理"), ("退款正好300元找谁审批", "店长"),
                                               ("退3000块钱需要谁批准", "营运总监")])  # fmt: skip
def test_who_approves_an_amount_is_the_person_naming_the_row_its_band_holds(question: str, who: str) -> None:
    """Rows named by who acts, found by the amount's band in another column ("超过300元" starts above 300元): the
    person is the answer, not the band or what else the row allows, though the question's 元 is money."""
    answer = answer_from_tables(question, [REFUND_AUTHORITY])
    assert answer is not None and answer.values == (who,), answer


APARTMENT = passage(
    "| 房型 | 租金（元/人·月） |\n|---|---|\n| 双人间 | 300 |\n| 四人间 | 200 |",
    document="员工公寓租住办法",
    section="工作表：租金",
)


@pytest.mark.parametrize(("question", "total"), [("住四人间一年租金要交多少", 2400), ("住双人间，半年租金一共多少", 1800),
                                                 ("四人间每月租金多少", None),
                                                 ("住双人间一年半租金一共多少", None)])  # fmt: skip
def test_a_year_or_half_of_a_monthly_rate_and_a_room_type_is_no_head_count(question: str, total: float | None) -> None:
    """ "四人间" names a room, not four people to multiply by; "一年…多少" and "半年…多少" ask 12 and 6 months of it
    ("一年半" is eighteen, not one year's)."""
    answer = answer_from_tables(question, [APARTMENT])
    assert answer is not None
    got = answer.calculation.result if answer.calculation else None
    assert got == total, answer


def test_a_class_sheet_listing_its_members_in_one_cell_joins_a_member() -> None:
    rates = passage(
        "| 地区类别 | 住宿标准（元/晚） | 伙食补助（元/天） |\n|---|---|---|\n| 一类地区 | 550 | 100 |\n| 二类地区 | 420 | 80 |",
        document="出差管理办法",
        section="工作表：标准",
    )
    classes = passage(
        "| 地区类别 | 包含城市 |\n|---|---|\n| 一类地区 | 北京、上海、深圳 |\n| 二类地区 | 南京、苏州、武汉、成都 |",
        document="出差管理办法",
        section="工作表：地区分类",
        fragment_id="doc-00001",
    )
    a = ask("去苏州出差住宿一晚能报多少？", [rates, classes])
    assert a.values == ("420元/晚",) and [(j.entity, j.value) for j in a.joins] == [("苏州", "二类地区")]


def test_cells_listing_phrases_or_repeating_items_are_no_member_lists() -> None:
    scope = passage(
        "| 支出科目 | 可列支 | 不得列支 |\n|---|---|---|\n| 专家咨询费 | 临时聘请的院外、院内非项目组专家 | 项目组成员、管理人员 |\n"
        "| 劳务费 | 参与项目的研究生、博士后 | 本院职工、离退休人员 |",
        document="经费管理办法",
        section="附件：列支范围",
    )
    assert 1 not in source_tables(scope)[0].keys  # its cells list phrases (临时聘请的院外…), not names
    ratings = passage(
        "| 年份 | 评级机构 |\n|---|---|\n| 2023 | 甲评级公司、乙评级公司 |\n| 2022 | 甲评级公司、乙评级公司 |",
        document="评级报告",
        section="评级",
    )
    assert source_tables(ratings)[0].keys == (0,)  # the same agencies year after year share nothing out


SICK_PAY = passage(
    "| Tenure | Paid sick weeks | Accrual per pay period (hours) | Carry-over cap (hours) |\n|---|---|---|---|\n"
    "| Less than 2 years | 4 | 2.5 | 16 |\n| 2 years or more | 8 | 3.0 | 24 |",
    document="Sick Pay Policy",
    section="Table 1",
)


def test_an_english_verb_finds_its_noun_header_and_everyday_wording_finds_the_policy_s() -> None:
    """ "accrue" names the Accrual column, "paycheck" the pay period and "roll over" the carry-over cap
    (data/en_workplace_wording.tsv), rather than the first column sharing a word with the question."""
    accrued = ask("How many sick hours do I accrue each paycheck after 3 years?", [SICK_PAY])
    assert accrued.values == ("3.0",) and accrued.columns == ("Accrual per pay period (hours)",)
    rolled = ask("How many sick hours can I roll over after 3 years?", [SICK_PAY])
    assert rolled.values == ("24",)


TIMELINE = passage(
    "| Step | Who | Window |\n|---|---|---|\n| Goal setting | Employee and manager | January |\n"
    "| Review board | Review board | March |",
    document="Review Guide",
    section="Table 1",
)


def test_an_english_cell_that_only_repeats_the_question_answers_nothing() -> None:
    """ "Who sits on the review board?" is not answered by the Who cell "Review board"; a cell saying more is."""
    assert answer_from_tables("Who sits on the review board?", [TIMELINE]) is None
    assert ask("Who does goal setting?", [TIMELINE]).values == ("Employee and manager",)


PURCHASES = passage(
    "| Order value (USD) | Signed by |\n|---|---|\n| Up to 1,000 | Team lead |\n"
    "| More than 1,000 up to 10,000 | Team lead and budget owner |\n| More than 10,000 | Chief Operating Officer |",
    document="Purchasing Rules",
    section="2. Sign-off",
)


def test_an_amount_in_the_currency_an_english_header_declares_falls_in_its_bare_ranges() -> None:
    """ "(USD)" in the header makes "More than 10,000" a USD amount: 12,500 USD picks that row, 12,500 EUR none."""
    assert ask("Who signs a purchase order of 12,500 USD?", [PURCHASES]).values == ("Chief Operating Officer",)
    euros = answer_from_tables("Who signs a purchase order of 12,500 EUR?", [PURCHASES])
    assert euros is None or euros.values != ("Chief Operating Officer",)


def test_a_word_the_key_header_names_does_not_make_a_value_column_asked_for_by_its_cells() -> None:
    """事故 names the kind of row both tables list (事故级别); 要求's cells also say 事故 and 处置, but the question asks
    for a 补贴, the header of the other table."""
    limits = passage(
        "| 事故级别 | 上报时限 | 要求 |\n|---|---|---|\n| 一级 | 10分钟 | 立即到场处置，召集事故小组 |\n"
        "| 二级 | 30分钟 | 2小时内给出处置方案 |",
        document="值守规范",
        section="3. 上报时限",
        fragment_id="duty-00001",
    )
    bonus = passage(
        "| 事故级别 | 补贴（每次） |\n|---|---|\n| 一级 | 400元 |\n| 二级 | 150元 |",
        document="值守规范",
        section="5. 事故处置补贴",
        fragment_id="duty-00002",
    )
    assert ask("二级事故的处置补贴多少", [limits, bonus]).values == ("150元",)


LODGING_BY_RANK = passage(
    "单位：元/人·天\n| 城市类别 | 院领导及正高级职称人员 | 副高级职称人员 | 其他人员 |\n|---|---|---|---|\n"
    "| 一类城市（北京、上海） | 900 | 650 | 480 |\n| 二类城市（成都、武汉） | 700 | 500 | 380 |",
    document="出差住宿标准",
    section="工作表：住宿",
)


def test_a_role_no_column_lists_falls_to_the_column_for_everyone_else() -> None:
    a = ask("我是助教，去北京出差住了3晚，住宿费能报多少", [LODGING_BY_RANK])
    assert a.values == ("480元/人·天",) and a.calculation is not None and a.calculation.result == 1440
    plain = ask("普通职员去成都出差住了一晚，住宿费能报多少", [LODGING_BY_RANK])
    assert plain.values == ("380元/人·天",)
    # a rank the columns may hold under another name, or no role at all: every column, by condition
    for asked in ("教授去北京出差住了3晚，住宿费能报多少", "去北京出差住了3晚，住宿费能报多少"):
        assert len(ask(asked, [LODGING_BY_RANK]).columns) == 3


def test_the_frame_word_for_staff_names_no_role_and_a_total_keeps_the_askers_column() -> None:
    # 员工 frames the question like 我: every column stays, by condition
    assert len(ask("员工去北京出差住宿费每晚能报多少", [LODGING_BY_RANK]).columns) == 3
    assert ask("我是普通员工，去北京出差住了一晚，住宿费能报多少", [LODGING_BY_RANK]).values == ("480元/人·天",)
    # a total asked is still the asker's own column, times the nights
    total = ask("我是讲师，去北京出差住了3晚，住宿费一共能报多少", [LODGING_BY_RANK])
    assert total.values == ("480元/人·天",) and total.calculation is not None and total.calculation.result == 1440


DEDUCTIONS = passage(
    "表1　质检扣分标准\n| 差错类型 | 示例 | 每次扣分 | 月度上限 |\n|---|---|---|---|\n"
    "| 错别字/格式错误 | 回复中出现错别字、乱码 | 0.5分 | 3分 |\n| 首响超时 | 超过SLA首次响应时限 | 2分 | 10分 |\n"
    "| 服务禁语 | 使用所列服务禁语 | 5分 | 不设上限 |",
    document="质检评分与扣分细则",
    section="第二章 扣分标准",
)


def test_a_column_per_occasion_is_multiplied_by_the_questions_count_and_held_to_the_rows_cap_in_its_unit() -> None:
    # "扣多少分" names the column 每次扣分 (the verb and the unit it counts in, split by the question word)
    one = answer_from_tables("首响超时扣多少分", [DEDUCTIONS])
    assert one is not None and one.statement == "首响超时的每次扣分为2分" and one.calculation is None
    counted = answer_from_tables("这个月首响超时被扣了3次，一共扣多少分", [DEDUCTIONS])
    assert counted is not None and counted.calculation is not None and counted.calculation.working == "3 × 2 = 6分"
    capped = answer_from_tables("这个月错别字被抓了8次，要扣几分", [DEDUCTIONS])
    assert capped is not None and capped.calculation is not None
    assert capped.calculation.result == 3 and capped.calculation.working.endswith("超过月度上限3分，按3分")


def test_a_column_per_item_of_a_share_is_no_rate_the_count_multiplies() -> None:
    shares = passage(
        "| 岗位 | 每单提成 |\n|---|---|\n| 销售顾问 | 5% |\n| 店长 | 2% |",
        document="销售提成办法",
        section="提成比例",
    )
    found = answer_from_tables("销售顾问卖了3单，提成多少", [shares])
    assert found is None or found.calculation is None  # 3 × 5 = 15% is no commission


def test_a_rate_per_kind_of_day_is_multiplied_by_the_days_the_question_counts() -> None:
    meals = passage(
        "| 门店等级 | 餐补（元/出勤日） | 交通补贴（元/月） |\n|---|---|---|\n| A级 | 25 | 300 |\n| B级 | 20 | 250 |",
        document="门店等级与补贴标准",
        section="工作表：餐补与交通补贴",
    )
    found = answer_from_tables("B级店出勤20天，餐补多少", [meals])
    assert found is not None and found.calculation is not None and found.calculation.working == "20 × 20 = 400元"
