"""A workbook whose rates sheet holds bare numbers and whose 说明 sheet declares their unit ("补助标准…单位为元/人·天"):
the looked-up number is a rate, and the question's count of days multiplies it; a sentence about another table, or
two different declarations, give no unit."""

from __future__ import annotations

from knowdesk.reasoning.declared_units import declared_unit, table_name
from knowdesk.reasoning.tables import answer_from_tables, siblings_from
from tests.reasoning.conftest import passage

NOTES = passage(
    "一、驻外补助标准按驻外地点类别和人员岗位确定，单位为元/人·天。\n二、驻外地点类别见“地点分类”表。",
    document="项目驻外补助标准",
    section="工作表：说明 > 说明",
    fragment_id="away-00000",
)
RATES = passage(
    "| 地点类别 | 项目经理 | 技术员 |\n|---|---|---|\n| 甲类 | 150 | 120 |\n| 乙类 | 110 | 90 |",
    document="项目驻外补助标准",
    section="工作表：驻外补助标准",
    fragment_id="away-00001",
)


def test_the_unit_a_notes_sheet_declares_for_a_named_table():
    assert table_name("工作表：驻外补助标准") == "驻外补助标准"
    assert declared_unit("驻外补助标准", [NOTES["body"]]) == "元/人·天"
    assert declared_unit("住宿费标准", ["住宿费标准按地区类别确定，单位为元/人·天（每晚）。"]) == "元/人·晚"
    assert declared_unit("地点分类", [NOTES["body"]]) == ""  # the sentence naming it declares no unit
    assert declared_unit("驻外补助标准", [NOTES["body"], "驻外补助标准单位：元/人·月"]) == ""  # two units: neither


def test_a_declared_rate_is_multiplied_by_the_questions_days():
    a = answer_from_tables("技术员去甲类地点驻外5天，补助一共多少", [RATES], siblings_from([NOTES, RATES]))
    assert a is not None and a.calculation is not None and a.calculation.result == 600
    bare = answer_from_tables("技术员去甲类地点驻外5天，补助一共多少", [RATES], siblings_from([RATES]))
    assert bare is None or bare.calculation is None  # without the declaration 120 is no rate per day


def test_a_unit_written_with_two_slashes_is_read_whole() -> None:
    assert declared_unit("住宿费标准", ["住宿费标准按地区确定，单位为元/人/天。"]) == "元/人·天"
