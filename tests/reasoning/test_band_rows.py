"""Tier lists stated across a table's columns: an approval matrix (a matter per row, a decider per column, each cell
a band) and a transposed tier table (the bands in one row or in the header, what each band gives beside them)."""

from __future__ import annotations

from knowdesk.reasoning.band_rows import band_rows
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.lookup import look_up
from knowdesk.reasoning.tables import siblings_from
from knowdesk.reasoning.tiers import TierAnswer, _conditions, tier_answers, tier_lists
from knowdesk.text.pipe_tables import parse_pipe_tables
from tests.reasoning.conftest import passage

# invented: a warehouse's signing limits, one matter per row, one signer per column
MATRIX = passage(
    "| 事项 | 仓储主管 | 物流经理 | 分公司总经理 |\n|---|---|---|---|\n"
    "| 货损核销 | 单笔800元以下 | 单笔800元（含）至6000元 | 单笔6000元（含）以上 |\n"
    "| 设备维修 | 2000元以下 | 2000元（含）至20000元 | 20000元（含）以上 |\n"
    "| 员工调休 | 2天以内 | 3天至7天 | 7天以上 |\n"
    "| 招聘录用 | 装卸工 | 叉车工、理货员 | 主管及以上 |",
    document="仓库签批权限表", section="一、签批权限", fragment_id="sign-00001",
)  # fmt: skip
# invented: a transposed grade table, the score bands in the header, what each grade pays in the rows below
GRADES = passage(
    "| 月度得分 | 95分及以上 | 85分至94分 | 70分至84分 | 70分以下 |\n|---|---|---|---|---|\n"
    "| 评级 | 优 | 良 | 中 | 差 |\n| 奖金系数 | 1.3 | 1.1 | 1.0 | 0.5 |",
    document="驾驶员月度考评办法", section="第三条 评级", fragment_id="drive-00003",
)  # fmt: skip
# invented: bands in one row of a table, the other rows saying what each band pays
ROW_BANDS = passage(
    "| 项目 | 一档 | 二档 | 三档 |\n|---|---|---|---|\n| 当月里程 | 3000公里以下 | 3000公里（含）至6000公里 | 6000公里（含）以上 |\n"
    "| 里程补贴（元） | 200 | 450 | 700 |",
    document="车队补贴办法", section="第二章 里程补贴", fragment_id="fleet-00002",
)  # fmt: skip
G = Glossary()


def test_an_approval_matrix_is_read_row_by_row_with_each_column_naming_who_signs() -> None:
    rows = band_rows(parse_pipe_tables(MATRIX["body"])[0], _conditions)
    assert [r.subject.split(" | ")[0] for r in rows] == ["货损核销", "设备维修", "员工调休"]  # 招聘录用 holds no bands
    assert [b.value for b in rows[0].bands] == ["仓储主管", "物流经理", "分公司总经理"]


def test_the_question_number_picks_the_cell_of_its_matter_and_the_column_answers() -> None:
    found = tier_answers("货损核销要5000块，谁来签", [MATRIX])[0]
    assert found.tier is not None and found.tier.value == "物流经理"
    found = tier_answers("设备修一次花了2.5万，谁批", [MATRIX])[0]
    assert found.tier is not None and found.tier.value == "分公司总经理"
    found = tier_answers("调休5天找谁批", [MATRIX])[0]
    assert found.tier is not None and found.tier.value == "物流经理"


def test_an_approval_matrix_is_not_also_read_down_its_columns() -> None:
    lists = tier_lists(MATRIX)
    assert len(lists) == 3  # 货损核销, 设备维修, 员工调休: one list per banded row
    assert all(len({t.value for t in lst.tiers}) == len(lst.tiers) for lst in lists)  # each list: one row's signers
    assert all(lst.subject.startswith(("货损核销", "设备维修", "员工调休")) for lst in lists)


def test_a_look_up_answers_an_approval_question_with_the_signer_of_its_band() -> None:
    found = look_up("核销一笔3000元的货损要谁审批", [MATRIX], G, siblings_from([MATRIX]))
    assert isinstance(found, TierAnswer) and found.tier is not None
    assert "物流经理" in found.statement and "3000元" in found.statement


def test_bands_in_the_header_give_every_row_beneath_them() -> None:
    found = tier_answers("月度得分88分，奖金系数是多少", [GRADES])[0]
    assert found.tier is not None and "奖金系数：1.1" in found.tier.value and "评级：良" in found.tier.value


def test_one_row_of_bands_takes_the_other_rows_values_under_each_band() -> None:
    found = tier_answers("这个月跑了4500公里，里程补贴多少", [ROW_BANDS])[0]
    assert found.tier is not None and "450" in found.tier.value


def test_a_cross_table_of_amounts_is_no_band_row() -> None:
    cross = parse_pipe_tables(
        "| 职级 | 一类城市 | 二类城市 |\n|---|---|---|\n| 主管 | 450元 | 350元 |\n| 专员 | 380元 | 300元 |"
    )
    assert band_rows(cross[0], _conditions) == []


# invented: one matter in bands, the other naming which posts each signer may hire
ONE_BANDED = passage(
    "| 事项 | 仓储主管 | 物流经理 | 分公司总经理 |\n|---|---|---|---|\n"
    "| 货损核销 | 单笔800元以下 | 单笔800元（含）至6000元 | 单笔6000元（含）以上 |\n"
    "| 招聘录用 | 装卸工 | 叉车工、理货员 | 主管及以上 |",
    document="仓库签批权限表", section="一、签批权限", fragment_id="sign-00002",
)  # fmt: skip


def test_a_matrix_with_a_single_banded_row_still_answers_with_the_column_that_signs() -> None:
    found = tier_answers("货损核销要5000块，谁来签", [ONE_BANDED])[0]
    assert found.tier is not None and found.tier.value == "物流经理"


def test_a_cross_table_of_classes_by_band_is_left_to_the_cell_look_up() -> None:
    cross = parse_pipe_tables(
        "| 城市 | 1-3天 | 4-7天 | 8天以上 |\n|---|---|---|---|\n| 北京 | 500 | 450 | 400 |\n| 上海 | 480 | 430 | 380 |"
    )
    assert band_rows(cross[0], _conditions) == []
