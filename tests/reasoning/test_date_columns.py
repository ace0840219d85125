"""A question asking which day something falls on is answered from the column of dates, not the weekday's name."""

from __future__ import annotations

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.lookup import look_up
from knowdesk.reasoning.tables import TableAnswer
from tests.reasoning.conftest import passage

CLOSURES = passage(
    "| Date | Day | Closure | Note |\n|---|---|---|---|\n| 2027-01-04 | Monday | Stocktake closure | warehouse only |\n"
    "| 2027-05-14 | Friday | Founders' Day | all sites |\n| 2027-09-20 | Monday | Systems migration | offices only |",
    document="Site Closures 2027", section="Sheet: Closures", fragment_id="closures-00000",
)  # fmt: skip
DUTY = passage(
    "| 日期 | 星期 | 值班事项 |\n|---|---|---|\n| 2027-02-10 | 星期三 | 春节前安全检查 |\n| 2027-04-05 | 星期一 | 清明节值班 |",
    document="节假日值班安排", section="工作表：值班表", fragment_id="duty-00000",
)  # fmt: skip
G = Glossary()


def test_which_day_is_answered_by_the_date() -> None:
    found = look_up("Which day is the Founders' Day closure this year?", [CLOSURES], G)
    assert isinstance(found, TableAnswer) and "2027-05-14" in found.statement


def test_the_weekday_is_answered_when_the_weekday_is_asked() -> None:
    found = look_up("What day of the week is the Founders' Day closure?", [CLOSURES], G)
    assert isinstance(found, TableAnswer) and "Friday" in found.statement


def test_a_chinese_question_for_the_day_gets_the_date() -> None:
    found = look_up("清明节值班是哪天？", [DUTY], G)
    assert isinstance(found, TableAnswer) and "2027-04-05" in found.statement
