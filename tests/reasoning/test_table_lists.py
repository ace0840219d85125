"""A list question answered by every row of a table whose value column names its subject as a whole entry, or by
every row of the table under the heading it names."""

from __future__ import annotations

from knowdesk.reasoning.table_lists import rows_naming, rows_under_topic
from tests.reasoning.conftest import passage

KIT = passage(
    "| 序号 | 防护用品名称 | 更换周期 | 适用工种 |\n|---|---|---|---|\n| 1 | 安全帽 | 30个月 | 全部工种 |\n"
    "| 2 | 防化手套 | 3个月 | 配料工、清洗工 |\n| 3 | 防化围裙 | 12个月 | 配料工 |\n| 4 | 护目镜 | 6个月 | 清洗工、钳工 |\n"
    "| 5 | 防滑鞋 | 12个月 | 清洗工 |",
    document="车间防护用品配发标准",
    section="工作表：配发标准",
    fragment_id="kit-00000",
)


def test_every_row_naming_the_subject_is_listed() -> None:
    found = rows_naming("配料工发哪些防护用品", [KIT])
    assert found is not None and found.statement == "适用工种含配料工的防护用品有：防化手套、防化围裙"
    assert [c.row for c in found.citations] == ["防化手套", "防化围裙"]


def test_a_subject_named_once_or_not_asked_as_a_list_is_left_to_the_row_look_up() -> None:
    assert rows_naming("钳工发哪些防护用品", [KIT]) is None  # one row: the ordinary look-up answers it
    assert rows_naming("配料工的防化手套多久换一次", [KIT]) is None  # not a list question
    assert rows_naming("配料工要交哪些材料", [KIT]) is None  # the question is not about what the rows are


def test_an_english_which_question_is_no_list_of_rows() -> None:
    days = passage(
        "| Date | Day | Holiday |\n|---|---|---|\n| 2026-01-01 | Thursday | New Year's Day |\n"
        "| 2026-05-01 | Friday | Labour Day |\n| 2026-12-25 | Friday | Christmas Day |",
        document="Office Holidays",
        section="工作表：Germany",
    )
    assert rows_naming("Which day is Labour Day observed this year?", [days]) is None


PRINTERS = passage(
    "| 打印机编号 | 位置 | 取件方式 |\n|---|---|---|\n| PR-A1 | 一楼大厅 | 刷工牌 |\n| PR-B2 | 二楼茶水间 | 刷工牌 |\n"
    "| PR-C3 | 三楼财务室 | 输入密码 |",
    document="办公设备指南",
    section="办公设备指南 > 4. 共享打印机",
    fragment_id="pr-00003",
)


def test_a_list_question_naming_the_heading_of_a_table_gets_every_row() -> None:
    found = rows_under_topic("公司的共享打印机有哪几台", [PRINTERS])
    assert found is not None
    assert found.statement == "共享打印机的打印机编号有3项：PR-A1、PR-B2、PR-C3"
    assert [c.row for c in found.citations] == ["PR-A1", "PR-B2", "PR-C3"]


def test_a_question_naming_a_row_a_column_or_another_noun_is_not_the_list_of_rows() -> None:
    assert rows_under_topic("共享打印机哪些在一楼大厅", [PRINTERS]) is None  # a filter on a cell
    assert rows_under_topic("共享打印机的取件方式有哪些", [PRINTERS]) is None  # one column's values
    assert rows_under_topic("共享打印机报修要提供哪些材料", [PRINTERS]) is None  # asks for 材料, not the rows
    assert rows_under_topic("共享打印机在哪里", [PRINTERS]) is None  # not a list question
