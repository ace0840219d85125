"""A later notice that changes one number of an earlier rule's table wins over the table's cell; a notice about
another row or column, or one older than the rule, changes nothing."""

from __future__ import annotations

from knowdesk.reasoning.amendments import amendment_of
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from tests.qa.conftest import passage

TABLE = (
    "| 岗位类别 | 午餐补贴（元/餐） | 晚餐补贴（元/餐） |\n|---|---|---|\n"
    "| 一线员工、仓管员 | 12 | 10 |\n| 管理人员 | 10 | 8 |"
)
NOTICE = (
    "关于调整员工餐费补贴的通知\n各部门：经总经理办公会研究，对《员工餐费补贴办法》调整如下：\n"
    "一、附表中一线员工、仓管员的午餐补贴由每餐12元调整为每餐15元；其他标准不变。\n二、本通知自2025年3月1日起执行。"
)


def _passages(notice_date: str = "2025-03-01") -> list:
    return [
        passage(
            TABLE,
            "员工餐费补贴办法",
            fragment_id="a-1",
            section="附表 餐费补贴标准",
            updated="2023-05-01",
            effective="2023-05-01",
        ),
        passage(
            NOTICE,
            "关于调整员工餐费补贴的通知",
            fragment_id="b-1",
            section="正文",
            updated=notice_date,
            effective=notice_date,
        ),
    ]


def test_the_notice_number_replaces_the_cell_and_is_cited() -> None:
    gen = LocalGenerator(Glossary.load(None), max_sentences=3).generate("仓管员午餐补贴一餐多少钱？", _passages())
    first = gen.answer.splitlines()[0]
    assert "15" in first and "12" not in first
    assert gen.citations[0]["document"] == "关于调整员工餐费补贴的通知"


def test_another_column_or_row_keeps_the_table_value() -> None:
    ps = _passages()
    assert amendment_of("10", "晚餐补贴（元/餐）", "一线员工、仓管员", "员工餐费补贴办法", ps) is None
    assert amendment_of("10", "午餐补贴（元/餐）", "管理人员", "员工餐费补贴办法", ps) is None
    found = amendment_of("12", "午餐补贴（元/餐）", "一线员工、仓管员", "员工餐费补贴办法", ps)
    assert found is not None and found.new.startswith("15") and "由每餐12元" in found.sentence


def test_a_notice_older_than_the_rule_changes_nothing() -> None:
    assert (
        amendment_of("12", "午餐补贴（元/餐）", "一线员工、仓管员", "员工餐费补贴办法", _passages("2022-01-01")) is None
    )
