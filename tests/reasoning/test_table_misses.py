"""Refusing a question about a row the table does not have, instead of answering another row."""

from __future__ import annotations

from knowdesk.reasoning.table_misses import missing_row
from knowdesk.reasoning.tables import siblings_from
from tests.reasoning.conftest import passage

GRADES = passage(
    "| 等级 | 年终奖系数 | 年度调薪幅度 |\n|---|---|---|\n| S | 2.0 | 10%–15% |\n| A | 1.5 | 6%–10% |\n"
    "| B | 1.0 | 3%–5% |\n| C | 0.5 | 不调薪 |\n| D | 0 | 不调薪 |",
    document="评估办法",
    section="评估等级与结果应用",
)
STANDARDS = passage(
    "| 城市级别 | 职级 | 住宿标准（元/晚） |\n|---|---|---|\n| 一线城市 | P1–P4 | 500 |\n| 一线城市 | P5–P7、M1–M2 | 650 |\n"
    "| 一线城市 | P8、M3及以上 | 900 |\n| 其他城市 | P1–P4 | 300 |",
    document="差旅费报销标准",
    section="工作表：差旅报销标准",
    fragment_id="trip-00000",
)
CITIES = passage(
    "| 城市 | 城市级别 |\n|---|---|\n| 北京 | 一线城市 |\n| 上海 | 一线城市 |\n| 广州 | 一线城市 |\n| 杭州 | 二线城市 |\n"
    "| 南京 | 二线城市 |\n| 成都 | 二线城市 |\n| 洛阳 | 其他城市 |",
    document="差旅费报销标准",
    section="工作表：城市级别对照",
    fragment_id="trip-00001",
)
PEOPLE = passage(
    "| 姓名 | 部门 |\n|---|---|\n| 陈建国 | 总裁办 |\n| 郑伟 | 总裁办 |\n| 李明 | 人力资源部 |\n| 王芳 | 人力资源部 |\n"
    "| 刘洋 | 财务部 |\n| 孙丽 | 财务部 |",
    document="组织架构",
    section="工作表：组织架构",
    fragment_id="org-00000",
)


def test_a_code_no_row_lists_is_missing() -> None:
    assert "E" in missing_row("评估等级E的年终奖系数是多少？", [GRADES])
    assert missing_row("评估拿了C，年终奖系数多少？", [GRADES]) == ""
    assert "P9" in missing_row("P9去北京出差住宿标准是多少？", [STANDARDS])
    assert missing_row("M6去北京出差住宿标准是多少？", [STANDARDS]) == ""  # M6 is in M3及以上
    assert missing_row("P6晋升要几年？", [GRADES]) == ""  # a table about something else


def test_a_place_the_key_sheet_does_not_list_is_missing() -> None:
    retrieved = [STANDARDS, CITIES]
    siblings = siblings_from(retrieved)
    assert "拉萨" in missing_row("去拉萨出差住宿能报多少？", retrieved, siblings)
    assert missing_row("去杭州出差住宿能报多少？", retrieved, siblings) == ""
    assert missing_row("张伟去北京出差住宿标准是多少", [STANDARDS, CITIES, PEOPLE], siblings) == ""  # not a place
    assert missing_row("Can I claim a hotel in A city?", [GRADES]) == ""  # English words are not codes


REPAIR_LIMITS = passage(
    "| 报修渠道类别 | 紧急程度 | 到场时限 |\n|---|---|---|\n| 一类 | L1 | 30分钟 |\n| 一类 | L2 | 2小时 |\n"
    "| 一类 | L3 | 1天 |\n| 二类 | L1 | 1小时 |\n| 二类 | L2 | 4小时 |\n| 二类 | L3 | 2天 |",
    document="物业报修标准",
    section="工作表：到场时限",
)


def test_a_code_missing_from_the_second_dimension_of_a_long_grid_is_missing() -> None:
    assert "L4" in missing_row("L4报修的到场时限是多少", [REPAIR_LIMITS])
    assert missing_row("二类渠道L2报修到场时限是多少", [REPAIR_LIMITS]) == ""


VEHICLES = passage(
    "| 车辆类型 | 外勤补贴（元/公里） |\n|---|---|\n| 小型轿车 | 1.0 |\n| 七座商务车 | 1.5 |\n| 厢式货车 | 2.0 |\n"
    "| 其他用车 | 按实报销 |",
    document="外勤车辆管理办法",
    section="外勤补贴标准",
)
TRUCKS = passage(
    "| 车辆类型 | 外勤补贴（元/公里） |\n|---|---|\n| 小型轿车 | 1.0 |\n| 七座商务车 | 1.5 |\n| 厢式货车 | 2.0 |",
    document="外勤车辆管理办法",
    section="外勤补贴标准",
)


def test_a_kind_the_key_column_leaves_out_is_missing() -> None:
    # every row names a kind of 车: a 车 of another kind is not among them
    assert "摩托车" in missing_row("骑摩托车跑外勤，每公里补贴多少？", [TRUCKS])
    assert missing_row("开商务车跑外勤，每公里补贴多少？", [TRUCKS]) == ""
    assert missing_row("开小车跑外勤，每公里补贴多少？", [TRUCKS]) == ""  # 小型轿车, written short
    assert missing_row("摩托车能进厂区吗？", [GRADES]) == ""  # a table about something else
    # a row for every other kind ("其他") covers it
    assert missing_row("骑摩托车跑外勤，每公里补贴多少？", [VEHICLES]) == ""


SHIFTS = passage(
    "| 班次 | 津贴（元/班） |\n|---|---|\n| 早班 | 0 |\n| 中班 | 20 |\n| 夜班 | 35 |",
    document="津贴管理办法",
    section="班次津贴",
)


def test_a_count_of_the_head_names_no_kind() -> None:
    assert missing_row("上中班，津贴一个班多少钱？", [SHIFTS]) == ""  # 一个班 counts shifts


def test_an_english_class_the_key_column_does_not_list_is_missing() -> None:
    """ "Band 4" on a table of Band 1 to Band 3 names a row that does not exist; "Band 2" one that does."""
    bands = passage(
        "| Pay band | Meal allowance (USD) |\n|---|---|\n| Band 1 | 20 |\n| Band 2 | 30 |\n| Band 3 | 40 |",
        document="Allowances", section="Table 4",
    )  # fmt: skip
    assert "Band 4" in missing_row("What is the meal allowance for Band 4?", [bands])
    assert missing_row("What is the meal allowance for Band 2?", [bands]) == ""


ROOMS = passage(
    "| 楼栋类别 | 住宿费（元/月） | 住宿费（元/月） | 住宿费（元/月） |\n|---|---|---|---|\n"
    "| 楼栋类别 | 八人间 | 四人间 | 双人间 |\n| 甲类 | 90 | 160 | 280 |\n| 乙类 | 70 | 130 | 240 |",
    document="公寓收费办法",
    section="工作表：住宿费",
)


def test_a_room_counted_otherwise_than_the_header_lists_is_missing() -> None:
    """The columns under one label list rooms by how many share them; a room of another count is not there."""
    assert "五人间" in missing_row("乙类楼的五人间住宿费一个月多少", [ROOMS])
    assert missing_row("乙类楼的四人间住宿费一个月多少", [ROOMS]) == ""
    # a count written otherwise is the same member
    assert missing_row("乙类楼的4人间住宿费一个月多少", [ROOMS]) == ""
    assert missing_row("甲类楼两人间住宿费多少", [ROOMS]) == ""
    assert missing_row("宿舍是几人间，住宿费多少", [ROOMS]) == ""  # 几 asks, it names no room


def test_a_place_the_key_sheet_leaves_to_a_rule_for_unlisted_places_is_not_missing() -> None:
    """A note on the city sheet ("未列明的城市按其他城市执行") gives every place a row."""
    note = passage("注：表中未列明的城市，按其他城市标准执行。", document="差旅费报销标准", section="工作表：城市级别对照",
                   fragment_id="trip-00002")  # fmt: skip
    retrieved = [STANDARDS, CITIES]
    siblings = siblings_from([*retrieved, note])
    assert missing_row("去拉萨出差住宿能报多少？", retrieved, siblings) == ""


def test_a_place_left_to_someones_decision_for_unlisted_places_is_still_missing() -> None:
    """A note that leaves unlisted places to a department's decision ("…由财务科核定") gives them no row or class."""
    note = passage("表中未列明的城市，出差前由财务科核定。", document="差旅费报销标准", section="工作表：说明",
                   fragment_id="trip-00002")  # fmt: skip
    retrieved = [STANDARDS, CITIES]
    siblings = siblings_from([*retrieved, note])
    assert "拉萨" in missing_row("去拉萨出差住宿能报多少？", retrieved, siblings)
    assert missing_row("去杭州出差住宿能报多少？", retrieved, siblings) == ""


def test_the_rule_leaving_unlisted_places_to_a_decision_is_given_for_the_refusal() -> None:
    """ "表中未列明的城市，出差前由财务科核定": a refusal of 拉萨 says who decides, cited, and names the office; a note
    giving them a class (按其他城市标准执行) leaves no case open."""
    from knowdesk.reasoning.table_misses import deciding_rule, missed_row

    retrieved = [STANDARDS, CITIES]
    decided = passage("二、表中未列明的城市，出差前由财务科核定。", document="差旅费报销标准", section="工作表：说明",
                      fragment_id="trip-00002")  # fmt: skip
    siblings = siblings_from([*retrieved, decided])
    miss = missed_row("去拉萨出差住宿能报多少？", retrieved, siblings)
    assert miss is not None and miss.kind == "place"
    ref = deciding_rule(miss, retrieved, siblings)
    assert ref is not None and ref.rule == "表中未列明的城市，出差前由财务科核定（《差旅费报销标准》）"
    assert ref.office == "财务科"
    classed = passage("注：表中未列明的城市，按其他城市标准执行。", document="差旅费报销标准",
                      section="工作表：城市级别对照", fragment_id="trip-00002")  # fmt: skip
    assert deciding_rule(miss, retrieved, siblings_from([*retrieved, classed])) is None
    assert deciding_rule(miss, retrieved) is None


def test_a_deciding_rule_is_quoted_only_from_the_missing_tables_document_and_for_its_kind_of_name() -> None:
    """A grade missing from the appraisal table, or a grade missing from the rates sheet, gets no rule about
    unlisted cities (review M3): the rule must stand in the document lacking the row and speak of its kind."""
    from knowdesk.reasoning.table_misses import deciding_rule, missed_row

    note = passage("表中未列明的城市，出差前由财务科核定。", document="差旅费报销标准", section="工作表：说明",
                   fragment_id="trip-00002")  # fmt: skip
    retrieved = [GRADES, STANDARDS, CITIES]
    siblings = siblings_from([*retrieved, note])
    grade = missed_row("年终考评得了F，奖金系数怎么算？", retrieved, siblings)
    assert grade is not None and grade.document == "评估办法"
    assert deciding_rule(grade, retrieved, siblings) is None
    level = missed_row("P10出差去上海，一晚住宿最多报多少？", [STANDARDS, CITIES], siblings)
    assert level is not None and level.kind == "code"
    assert deciding_rule(level, [STANDARDS, CITIES], siblings) is None


def test_the_office_a_deciding_rule_names_is_an_office_or_none() -> None:
    """ "由公司另行核定", "由双方协商确定", "由各部门自行决定" name no office to ask (review L1); "由行政部会同财务部
    核定" names the first."""
    from knowdesk.reasoning.table_misses import Miss, deciding_rule

    miss = Miss("出差标准", "拉萨", "place", "")
    for rule, office in [("附表未列明的城市，由公司另行核定。", ""), ("附表未列明的城市，由双方协商确定。", ""),
                         ("附表未列明的城市，由各部门自行决定。", ""), ("附表未列明的城市，由行政部会同财务部核定。", "行政部")]:  # fmt: skip
        note = passage(rule, document="出差标准", section="说明")
        ref = deciding_rule(miss, [note])
        assert ref is not None and ref.office == office, rule


def test_a_decision_worded_with_an_or_a_verb_gives_the_unlisted_no_class() -> None:
    from knowdesk.reasoning.table_misses import _classes_unlisted

    assert not _classes_unlisted("附表未列明的县市，出差前由行政部按实际情况核定。")
    assert not _classes_unlisted("附表未列明的县市，由行政部核定后执行。")
    assert _classes_unlisted("附表未列明的县市按二类地区执行。")
