"""A table cell that states its rate in words (每次50元, 每人次不超过120元, 手套 6副/月) times the question's count of
what it is per (invented tables)."""

from __future__ import annotations

from knowdesk.reasoning.cell_rates import stated_rate
from knowdesk.reasoning.tables import answer_from_tables
from tests.reasoning.conftest import passage

FINES = passage(
    "表1 违规处罚标准\n| 违规等级 | 经济处罚 | 扣分 |\n|---|---|---|\n| 轻微违规 | 每次30元 | 扣1分 |\n"
    "| 一般违规 | 每次100元 | 扣3分 |\n| 严重违规 | 每次300元 | 扣10分 |",
    document="厂区纪律规定",
    section="第六条",
)
MEALS = passage(
    "附件 来宾餐费标准\n| 项目 | 标准 | 说明 |\n|---|---|---|\n| 午餐 | 每人次不超过90元 | 含陪同人员 |\n"
    "| 早餐 | 每人次不超过25元 | 来宾住在本地的 |",
    document="来宾接待办法",
    section="附件",
)
GEAR = passage(
    "| 岗位类别 | 手套 | 口罩 |\n|---|---|---|\n| 焊工 | 皮手套 4副/月 | 防尘口罩 20只/月 |\n"
    "| 装配工 | 线手套 8副/月 | — |",
    document="劳保发放标准",
    section="发放标准",
)


def test_a_rate_stated_in_words_is_read_with_what_it_is_per() -> None:
    assert str(stated_rate("每次50元")) == "50元/次"
    assert str(stated_rate("每人次不超过120元")) == "120元/人次"
    assert str(stated_rate("每人每天80元")) == "80元/人·天"
    assert str(stated_rate("防割手套 6副/月")) == "6副/月"
    # no rate stated, a period with its own number, or more after the rate: nothing read
    for cell in (
        "50",
        "当月直接计0分",
        "安全鞋 1双/12个月",
        "每人每天80元，超过部分自理",
        "手套 1盒（100只）/月",
        "每单5分",
    ):
        assert stated_rate(cell) is None, cell


def test_the_count_of_occasions_multiplies_a_rate_per_occasion() -> None:
    found = answer_from_tables("一般违规这个月被抓了3次，一共罚多少钱", [FINES])
    assert found is not None and found.calculation is not None
    assert found.calculation.result == 300 and found.calculation.working == "3 × 100 = 300元"


def test_which_occasion_or_no_count_leaves_the_rate_alone() -> None:
    for asked in ("第3次一般违规罚多少", "一般违规罚多少钱"):
        found = answer_from_tables(asked, [FINES])
        assert found is not None and found.calculation is None, asked


def test_a_headcount_multiplies_a_rate_per_person() -> None:
    found = answer_from_tables("来了6位来宾，午餐标准最多花多少", [MEALS])
    assert found is not None and found.calculation is not None
    assert found.calculation.result == 540 and found.calculation.working == "6 × 90 = 540元"


def test_a_year_of_a_monthly_issue() -> None:
    found = answer_from_tables("焊工的手套一年能领多少", [GEAR])
    assert found is not None and found.calculation is not None
    assert found.calculation.result == 48 and found.calculation.working == "12 × 4 = 48副"


RULES = passage(
    "第八条 同一员工半年内轻微违规累计达到4次的，第4次按一般违规处理。",
    document="厂区纪律规定",
    section="第八条",
)
PPE = passage(
    "| 岗位类别 | 手套 |\n|---|---|\n| 焊工 | 皮手套 4副/月 |\n| 装配工 | 线手套 8副/月 |",
    document="劳保发放标准",
    section="发放标准",
)


def test_years_of_a_monthly_issue_are_months_and_time_served_counts_none() -> None:
    found = answer_from_tables("焊工三年一共能领到多少副皮手套", [PPE])
    assert found is not None and found.calculation is not None
    assert found.calculation.working == "36 × 4 = 144副"
    for asked in ("焊工入职满3年了，皮手套每个月发几副", "焊工每月能领几副手套"):
        found = answer_from_tables(asked, [PPE])
        assert found is not None and found.calculation is None, asked


def test_the_rate_alone_when_asked_per_person_in_another_measure_or_for_a_crew() -> None:
    found = answer_from_tables("来了6位来宾，午餐每人最多多少钱", [MEALS])
    assert found is not None and found.calculation is None
    for asked in ("焊工一年要领几次皮手套", "焊工组有4个人，两个月一共领多少副皮手套"):
        found = answer_from_tables(asked, [PPE])
        assert found is not None and found.calculation is None, asked


def test_a_note_that_makes_a_later_time_cost_more_leaves_the_rate_alone() -> None:
    below = answer_from_tables("轻微违规被记了3次，总共罚款多少", [FINES, RULES])
    assert below is not None and below.calculation is not None and below.calculation.result == 90
    for asked in ("轻微违规被记了4次，总共罚款多少", "轻微违规被记了7次，总共罚款多少"):
        found = answer_from_tables(asked, [FINES, RULES])
        assert found is not None and found.calculation is None, asked


def test_another_payer_leaves_the_rate_alone() -> None:
    found = answer_from_tables("一般违规被抓了两次，车间主任连带罚多少", [FINES])
    assert found is not None and found.calculation is None
