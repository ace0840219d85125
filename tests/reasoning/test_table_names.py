"""Row and column names a table look-up reads as the staff write them: a rank inside a longer rank's name
(主任科员 / 副主任科员), a sub-column marked "其中：" and a money column whose unit only the column beside it carries."""

from __future__ import annotations

from knowdesk.reasoning.tables import answer_from_tables
from tests.reasoning.conftest import passage

FEES = passage(
    "| 职务 | 通讯补贴（元/月） | 交通补贴（元/月） |\n|---|---|---|\n| 副主任科员、副科长 | 200 | 300 |\n"
    "| 主任科员、科长 | 260 | 400 |",
    document="机关补贴标准",
    section="附表",
)
TRIP = passage(
    "| 出差地区 | 包干标准（元/人·天） | 其中：住宿费 | 伙食补助 |\n|---|---|---|---|\n"
    "| 省外 | 500 | 350 | 100 |\n| 省内 | 380 | 260 | 80 |",
    document="差旅包干办法",
    section="附表",
)


def test_a_row_naming_the_rank_whole_beats_one_whose_name_only_contains_it() -> None:
    found = answer_from_tables("主任科员每月交通补贴多少", [FEES])
    assert found is not None and found.values[0].startswith("400")
    found = answer_from_tables("副主任科员每月交通补贴多少", [FEES])
    assert found is not None and found.values[0].startswith("300")


def test_the_sub_column_named_in_the_question_answers_not_the_total_beside_it() -> None:
    found = answer_from_tables("去省外出差，住宿费一天最多报多少", [TRIP])
    assert found is not None and found.values[0].startswith("350")
    found = answer_from_tables("去省内出差包干标准一天多少", [TRIP])
    assert found is not None and found.values[0].startswith("380")
