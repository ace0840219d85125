"""When a table look-up answers "by condition" and when one value settles the question instead: a look-up leaving a
condition open gives way to one that reads a single cell (the class of the place named, the row named whole), and a
yes/no or definition question is not answered by rows that say neither yes nor no."""

from __future__ import annotations

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.lookup import look_up
from knowdesk.reasoning.tables import TableAnswer, answer_from_tables, siblings_from
from knowdesk.reasoning.tiers import narrowed_to_asked_columns, resolve_tier
from tests.reasoning.conftest import passage

G = Glossary()

ABROAD = passage(
    "| 区域 | 国家 | 职级 | 住宿（元/晚） |\n|---|---|---|---|\n| 甲区 | 法国、德国 | G1–G5 | 1300 |\n"
    "| 甲区 | 法国、德国 | G6–G9 | 1800 |\n| 乙区 | 其余国家 | G1–G5 | 900 |\n| 乙区 | 其余国家 | G6–G9 | 1200 |",
    document="因公出行标准", section="工作表：国外标准", fragment_id="trip-00002",
)  # fmt: skip
HOME = passage(
    "| 职级 | 甲档城市住宿（元/晚） | 乙档城市住宿（元/晚） |\n|---|---|---|\n| G1–G5 | 450 | 350 |\n"
    "| G6–G9 | 600 | 480 |",
    document="因公出行标准", section="工作表：国内标准", fragment_id="trip-00001",
)  # fmt: skip
CLASSES = passage(
    "| 城市 | 档次 |\n|---|---|\n| 广州 | 甲档 |\n| 合肥 | 乙档 |\n| 郑州 | 乙档 |",
    document="因公出行标准", section="工作表：城市档次", fragment_id="trip-00003",
)  # fmt: skip


def test_a_place_whose_class_names_a_column_reads_one_cell_rather_than_a_foreign_sheet_by_region() -> None:
    retrieved = [ABROAD, HOME, CLASSES]
    found = answer_from_tables("G3去合肥出差，住宿一晚能报多少？", retrieved, siblings_from(retrieved))
    assert isinstance(found, TableAnswer) and not found.by_condition
    assert found.values == ("350元/晚",) and "合肥属乙档" in found.statement


GRADES = passage(
    "| 等级 | 晋升条件 | 计件单价（元/件） |\n|---|---|---|\n| 初级工 | 入职满半年 | 3 |\n"
    "| 中级工 | 任初级工满2年 | 4 |\n| 高级工 | 任中级工满3年且考核合格 | 5 |",
    document="车间计件办法", section="一、工人等级", fragment_id="piece-00001",
)  # fmt: skip


def test_the_row_a_question_names_whole_wins_over_the_next_grade_that_mentions_it_in_its_condition() -> None:
    found = answer_from_tables("中级工的计件单价是多少？", [GRADES])
    assert isinstance(found, TableAnswer) and not found.by_condition
    assert found.values == ("4元/件",)


def test_a_promotion_condition_stated_whole_reads_the_grade_it_leads_to_not_the_grade_it_mentions() -> None:
    found = answer_from_tables("任初级工满2年以后计件单价多少？", [GRADES])
    assert isinstance(found, TableAnswer) and not found.by_condition
    assert found.values == ("4元/件",) and "中级工" in found.statement


GEAR = passage(
    "| 档位 | 平板电脑 | 耳机 |\n|---|---|---|\n| 基础档 | 10英寸 64G | 有线耳机 |\n| 专业档 | 12英寸 256G | 降噪耳机 |",
    document="办公设备配发标准", section="工作表：配发标准", fragment_id="gear-00001",
)  # fmt: skip
EXAMS = passage(
    "| 学历 | 报考中级 | 报考高级 |\n|---|---|---|\n| 本科 | 工作满4年 | 工作满8年 |\n| 中专 | 工作满6年 | 不得报考 |",
    document="职称报考条件", section="第二章 报考条件", fragment_id="exam-00001",
)  # fmt: skip


def test_a_yes_no_question_is_not_answered_by_rows_that_say_neither_yes_nor_no() -> None:
    retrieved = [GEAR]
    assert look_up("平板电脑摔坏了要自己赔吗？", retrieved, G, siblings_from(retrieved)) is None


def test_a_yes_no_question_keeps_rows_by_condition_that_say_yes_or_no() -> None:
    retrieved = [EXAMS]
    found = look_up("中专能报考高级吗？", retrieved, G, siblings_from(retrieved))
    assert isinstance(found, TableAnswer) and "不得报考" in found.statement


HOME_RULE = passage(
    "| 城市 | 档次 |\n|---|---|\n| 广州 | 甲档 |\n| 合肥 | 乙档 |\n| 其余 | 乙档 | \n注：未列明的城市按乙档执行。",
    document="因公出行标准", section="工作表：城市档次", fragment_id="trip-00003",
)  # fmt: skip
ROW_RULE = passage(
    "| 城市 | 档次 | 备注 |\n|---|---|---|\n| 广州 | 甲档 | |\n| 合肥 | 乙档 | |\n"
    "| 其他城市 | 乙档 | 本表未列明的国内城市均为乙档 |",
    document="因公出行标准", section="工作表：城市档次", fragment_id="trip-00003",
)  # fmt: skip


def test_a_city_the_class_list_leaves_out_takes_the_class_its_rule_gives() -> None:
    for rule in (HOME_RULE, ROW_RULE):
        retrieved = [HOME, rule]
        found = answer_from_tables("G7去洛阳出差，住宿标准多少？", retrieved, siblings_from(retrieved))
        assert isinstance(found, TableAnswer) and found.values == ("480元/晚",)
        assert "洛阳属乙档" in found.statement


def test_a_trip_between_two_unlisted_cities_takes_the_class_of_where_it_goes_not_where_it_leaves() -> None:
    retrieved = [HOME, HOME_RULE]
    found = answer_from_tables("G7从昆明去洛阳出差，住宿标准多少？", retrieved, siblings_from(retrieved))
    assert isinstance(found, TableAnswer) and "洛阳属乙档" in found.statement and "昆明" not in found.statement
    found = answer_from_tables("G7从广州去洛阳出差，住宿标准多少？", retrieved, siblings_from(retrieved))
    assert isinstance(found, TableAnswer) and found.values == ("480元/晚",)  # not 广州's 甲档, where it leaves
    found = answer_from_tables("G7从洛阳去广州出差，住宿标准多少？", retrieved, siblings_from(retrieved))
    assert isinstance(found, TableAnswer) and found.values == ("600元/晚",)  # a listed destination reads its row


def test_a_listed_city_keeps_its_own_class_though_the_workbook_has_a_rule_for_the_rest() -> None:
    retrieved = [HOME, HOME_RULE]
    found = answer_from_tables("G7去广州出差，住宿标准多少？", retrieved, siblings_from(retrieved))
    assert isinstance(found, TableAnswer) and found.values == ("600元/晚",)


def test_a_foreign_city_falls_in_the_row_for_other_countries_repeated_per_grade_but_a_home_city_does_not() -> None:
    found = answer_from_tables("G8去曼谷出差，住宿一晚多少？", [ABROAD])
    assert isinstance(found, TableAnswer) and found.values == ("1200元/晚",)
    for home in ("洛阳", "天津"):  # a city, and a city that is a province of its own
        found = answer_from_tables(f"G8去{home}出差，住宿一晚多少？", [ABROAD])
        assert found is None or found.values != ("1200元/晚",)
    found = answer_from_tables("G8 is going to Luoyang, what is the nightly hotel limit?", [ABROAD])
    assert found is None or found.values != ("1200元/晚",)  # an English name may be a home city's


RATES = passage(
    "| 职级 | 甲档城市住宿（元/晚） | 乙档城市住宿（元/晚） | 甲档城市餐补（元/天） | 乙档城市餐补（元/天） |\n|---|---|---|---|---|\n"
    "| G1–G5 | 450 | 350 | 90 | 70 |\n| G6–G9 | 600 | 480 | 110 | 90 |",
    document="因公出行标准", section="工作表：国内标准", fragment_id="trip-00001",
)  # fmt: skip


def test_a_grade_falling_in_a_tier_row_is_answered_by_the_columns_asked_only() -> None:
    found = resolve_tier("G7出差的餐补一天多少？", [RATES])
    assert found is not None and "600" in found.statement
    narrowed = narrowed_to_asked_columns("G7出差的餐补一天多少？", found)
    assert "110" in narrowed.statement and "90" in narrowed.statement
    assert "600" not in narrowed.statement and "住宿" not in narrowed.statement


def test_a_tier_row_keeps_every_column_when_the_question_names_them_all() -> None:
    found = resolve_tier("G7出差住宿和餐补标准是多少？", [RATES])
    assert found is not None
    assert narrowed_to_asked_columns("G7出差住宿和餐补标准是多少？", found).statement == found.statement


FAULTS = passage(
    "| 违纪等级 | 典型情形 | 扣分 |\n|---|---|---|\n| 一般违纪 | 迟到早退；串岗闲聊 | 2分 |\n"
    "| 严重违纪 | 违纪操作设备；擅离值守岗位；代人打卡 | 6分 |\n| 特别严重违纪 | 违纪行为造成事故 | 12分 |",
    document="员工奖惩细则", section="第三章 违纪处理", fragment_id="rule-00003",
)  # fmt: skip


def test_the_row_named_whole_gives_its_whole_list_not_the_clause_repeating_the_rows_own_words() -> None:
    found = answer_from_tables("严重违纪有哪些典型情形？", [FAULTS])
    assert isinstance(found, TableAnswer) and not found.by_condition
    assert all(x in found.statement for x in ("违纪操作设备", "擅离值守岗位", "代人打卡"))
    assert "造成事故" not in found.statement
