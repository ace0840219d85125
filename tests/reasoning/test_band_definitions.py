"""A rates table whose columns name bands the rule's prose defines by job level (`band_definitions.py`). Tables and
sentences written for these tests."""

from __future__ import annotations

from knowdesk.reasoning.band_definitions import band_names, defined_levels
from knowdesk.reasoning.tables import answer_from_tables
from tests.reasoning.conftest import passage


def test_a_headers_own_part_names_its_band() -> None:
    assert band_names(["Hotel per night", "Meals Band A", "Meals Band B"]) == ["Hotel per night", "Band A", "Band B"]
    assert band_names(["甲档补贴（元/月）", "乙档补贴（元/月）"]) == ["甲档", "乙档"]


def test_a_definition_gives_a_band_its_levels() -> None:
    text = "Band A covers grades L1 to L3, Band B covers L4 to L6 and S1 to S2; Band C covers S3 and above."
    assert [r.label for r in defined_levels("Band B", [text])] == ["L4 to L6", "S1 to S2"]
    assert defined_levels("Band D", [text]) == ()


def test_the_questions_level_picks_the_band_column_the_prose_defines() -> None:
    policy = passage(
        "1.2 Meal bands: Band A covers grades P1 to P3, Band B covers P4 to P6, and Band C covers P7 and above.\n\n"
        "| Region | Hotel per night | Meals Band A | Meals Band B | Meals Band C |\n|---|---|---|---|---|\n"
        "| North | 500 | 60 | 80 | 100 |\n| South | 400 | 50 | 70 | 90 |",
        document="Travel Rules",
        section="1. Rates",
    )
    found = answer_from_tables("What is the daily meal allowance for a P5 in the South region?", [policy])
    assert found is not None and found.values == ("70",)
    chinese = passage(
        "第三条 补贴档位：甲档适用于P1—P3级员工；乙档适用于P4—P6级员工。\n\n"
        "| 城市 | 甲档补贴（元/月） | 乙档补贴（元/月） |\n|---|---|---|\n| 一线城市 | 300 | 450 |\n| 其他城市 | 200 | 350 |",
        document="通讯补贴办法",
        section="第三条",
    )
    found = answer_from_tables("P5在一线城市每月通讯补贴多少？", [chinese])
    assert found is not None and found.values == ("450元/月",)
