"""A looked-up allowance less what the question says was used of it (invented table)."""

from __future__ import annotations

from knowdesk.reasoning.tables import answer_from_tables
from tests.reasoning.conftest import passage

LEAVE = passage(
    "表1 年休假天数\n| 工龄 | 年休假天数 |\n|---|---|\n| 满1年不满10年 | 5天 |\n| 满10年不满20年 | 10天 |\n"
    "| 满20年及以上 | 15天 |",
    document="休假规定",
    section="第三条",
)


def test_the_allowance_less_the_days_used_when_what_remains_is_asked() -> None:
    for asked in ("工作满12年，年休假已经休了4天，还剩几天", "工作满12年，已经休了4天年假，还剩几天"):
        found = answer_from_tables(asked, [LEAVE])
        assert found is not None and found.calculation is not None, asked
        assert found.calculation.result == 6 and found.statement.endswith("减去已用的4天，还剩 10 − 4 = 6天"), asked


def test_no_remainder_without_a_use_of_this_allowance() -> None:
    for asked in (
        "工作满12年，年休假有几天",  # the allowance itself
        "工作满12年，年休假还剩几天",  # nothing said to be used
        "工龄15年，今年请了3天事假，年休假还能休几天",  # days of another leave
        "工作满12年，已休12天年假，还剩几天",  # more than the allowance: not this one's use
    ):
        found = answer_from_tables(asked, [LEAVE])
        assert found is not None and found.calculation is None, asked


def test_a_remaining_word_that_is_not_the_ask_leaves_the_allowance_alone() -> None:
    from knowdesk.reasoning.remaining import used_of_allowance
    from knowdesk.reasoning.tables import _Question

    for asked in (
        "事假已经请了2天，剩下的事假能挪到明年吗",
        "事假已经请了2天，还剩几天没请的可以换成调休吗",
        "事假已经请了2天，还有多少天会被扣钱",
    ):
        q = _Question.of(asked)
        assert used_of_allowance(asked, q.quantities, "天", "事假天数") is None, asked
    asked = "事假已经请了2天，还剩多少天"
    assert used_of_allowance(asked, _Question.of(asked).quantities, "天", "事假天数") is not None
