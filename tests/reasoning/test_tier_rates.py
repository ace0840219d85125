"""Rates a table sets by bands of a count (a piece rate per tier), and rates per different things summed with each
one's own count: the amount asked is computed from the cell the question's numbers pick."""

from __future__ import annotations

from knowdesk.reasoning.applied import case_share_of_table
from knowdesk.reasoning.quantities import ranges
from knowdesk.reasoning.tables import PLUS_JOINED, answer_from_tables
from knowdesk.reasoning.tier_progression import progressive, progressive_parts
from tests.reasoning.conftest import passage

_PIECES = (
    "表2　装配计件单价\n| 工件 | 计件单价（元/件） | 计件单价（元/件） | 计件单价（元/件） |\n|---|---|---|---|\n"
    "| 工件 | 每日完成1—50件 | 每日完成51—100件 | 每日完成101件及以上 |\n| 甲型支架 | 2 | 3 | 4 |\n"
    "| 乙型底座 | 5 | 6 | 8 |\n"
)


def _pieces(note: str = "") -> list:
    return [passage(_PIECES + note, document="车间计件办法", section="二、计件单价")]


def test_the_count_picks_the_band_column_and_multiplies_its_rate() -> None:
    a = answer_from_tables("今天装了60件甲型支架，计件工资一共多少", _pieces())
    assert a is not None and a.calculation is not None
    assert a.calculation.working == "60 × 3 = 180元"
    b = answer_from_tables("乙型底座今天做了120件，能拿多少", _pieces())
    assert b is not None and b.calculation is not None and b.calculation.result == 960


def test_bands_are_paid_progressively_only_when_the_table_says_so() -> None:
    a = answer_from_tables("今天装了60件甲型支架，计件工资一共多少", _pieces("注：超过部分按所在档位分段累进计算。"))
    assert a is not None and a.calculation is not None
    assert a.calculation.working == "50 × 2 + 10 × 3 = 130元"
    b = answer_from_tables("今天装了60件甲型支架，计件工资一共多少", _pieces("注：全部件数按同一档位计算，不累进。"))
    assert b is not None and b.calculation is not None and b.calculation.result == 180


def test_progressive_reading_and_parts() -> None:
    assert progressive(["注：按超额累进计算。"])
    assert not progressive(["注：全部台数按同一档位计提，不分段累进。"])
    assert not progressive(["注：每月核算一次。"])
    bands = [(ranges(text)[0], rate) for text, rate in (("1—50件", 2.0), ("51—100件", 3.0), ("101件及以上", 4.0))]
    assert progressive_parts(120, bands) == [(50, 2.0), (50, 3.0), (20, 4.0)]
    assert progressive_parts(30, bands) == [(30, 2.0)]


_TRIP = passage(
    "| 岗位 | 住宿（元/间·晚） | 伙食补助（元/天） |\n|---|---|---|\n| 技术员 | 350 | 90 |\n| 工程师 | 450 | 110 |",
    document="外派差旅标准",
    section="工作表：外派标准",
)


def test_rates_per_night_and_per_day_each_take_their_own_count() -> None:
    a = answer_from_tables("工程师外派5天4晚，住宿和伙食补助一共最多多少", [_TRIP])
    assert a is not None and a.calculation is not None
    assert a.calculation.result == 2350 and "4 × 450" in a.calculation.working and "5 × 110" in a.calculation.working
    b = answer_from_tables("技术员外派3天2晚，住宿和伙食补助加起来最多报多少", [_TRIP])
    assert b is not None and b.calculation is not None and b.calculation.result == 970
    c = answer_from_tables("技术员住宿加伙食补助的标准是多少", [_TRIP])  # no counts: the rates themselves
    assert c is not None and c.calculation is None


def test_a_share_rule_names_its_case_not_what_it_pays() -> None:
    rules = ["学徒期的装配工计件工资，按本表标准的60%计发。", "实习人员按本表的50%发放。"]
    found = case_share_of_table("学徒期的装配工做甲型支架，每件多少", "甲型支架为2元/件", "2元/件", rules)
    assert found is not None and found[0].value == 1.2
    assert case_share_of_table("装配工的计件工资每件多少", "甲型支架为2元/件", "2元/件", rules[:1]) is None
    intern = case_share_of_table("实习的装配工每件拿多少", "甲型支架为2元/件", "2元/件", rules[1:])
    assert intern is not None and intern[0].value == 1.0


def test_a_band_the_question_names_picks_its_column_and_one_piece_is_no_count() -> None:
    a = answer_from_tables("乙型底座每天做51到100件的，一件给多少", _pieces())
    assert a is not None and a.values == ("6元/件",) and a.calculation is None
    b = answer_from_tables("乙型底座做到101件以上，一件多少钱", _pieces())
    assert b is not None and b.values == ("8元/件",)


def test_plus_joins_two_names_of_money_only() -> None:
    assert PLUS_JOINED.search("住宿加伙食补助最多多少")
    assert PLUS_JOINED.search("岗位津贴加上交通补贴")
    assert not PLUS_JOINED.search("去新加坡出差住宿多少")
    assert not PLUS_JOINED.search("加班费增加多少")


def test_a_part_over_a_limit_paid_by_someone_is_no_progressive_rate() -> None:
    # who pays the excess says nothing of how bands of a count are paid; paying the excess by its band does
    assert not progressive(["注：超出部分由员工自行承担。"])
    assert progressive(["注：超出部分按对应档位单价计算。"])


def test_a_word_ending_in_cheng_joins_two_amounts_only_when_it_is_a_commission() -> None:
    assert not PLUS_JOINED.search("达成加分条件的奖金有多少")
    assert PLUS_JOINED.search("销售提成加上季度奖金一共多少")
