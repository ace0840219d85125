"""The gap from the asker's number to the threshold of a level they name (invented rules)."""

from __future__ import annotations

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from knowdesk.reasoning.threshold_gaps import threshold_gap
from tests.reasoning.conftest import passage

GRADES = passage(
    "【季度评定】\n■ 评定等级：\n　优秀：90分及以上\n　良好：80～89分\n　合格：60～79分\n■ 年度培训须修满36学分。",
    document="店员评定办法",
    section="季度评定",
    fragment_id="pd-00001",
)


def test_the_gap_to_a_levels_lowest_score_is_the_threshold_less_the_askers_score() -> None:
    found = threshold_gap("这季度评定84分，还差几分能评优秀", [GRADES])
    assert found is not None and found.gap == 6 and found.statement.startswith("还差6分")
    band = threshold_gap("这季度评定71分，离良好还差几分", [GRADES])  # a band's lower end: 80
    assert band is not None and band.gap == 9


def test_no_gap_when_reached_or_when_the_level_or_the_number_is_missing() -> None:
    assert threshold_gap("这季度评定93分，还差几分能评优秀", [GRADES]) is None  # already there
    assert threshold_gap("这季度评定84分，还差几分能评卓越", [GRADES]) is None  # no such level
    assert threshold_gap("还差几分能评优秀", [GRADES]) is None  # no number of the asker's


def test_the_local_answer_states_the_gap_first_and_quotes_the_threshold() -> None:
    gen = LocalGenerator(Glossary.load(None), max_sentences=3)
    lines = gen.generate("这季度评定84分，还差几分能评优秀？", [GRADES]).answer.splitlines()
    assert lines[0].startswith("结论：还差6分"), lines
    assert "优秀：90分及以上" in lines[1]


def test_an_award_paid_by_tiers_begins_at_its_lowest_tier() -> None:
    award = passage("按当月好评率另发好评奖：好评率98%及以上的，奖励200元；好评率95%（含）至98%的，奖励100元。")
    found = threshold_gap("这个月好评率92%，离拿好评奖还差几个百分点", [award])
    assert found is not None and found.gap == 3 and found.statement.startswith("还差3个百分点")


def test_a_line_listing_named_levels_gives_each_its_own_bar() -> None:
    grades = passage("年度评定分为：卓越：92分及以上；称职：75分及以上；待改进：60分及以上。")
    found = threshold_gap("我今年考核58分，还差几分能评卓越", [grades])
    assert found is not None and found.gap == 34


def test_a_table_row_gives_the_band_in_a_cell_before_or_after_the_level() -> None:
    grades = passage(
        "| 月度得分 | 等级 | 系数 |\n|---|---|---|\n| 92分及以上 | S | 1.4 |\n| 84分（含）至92分 | A | 1.1 |\n"
        "| 84分以下 | B | 0.8 |"
    )
    found = threshold_gap("这个月得分81分，离A级还差几分", [grades])
    assert found is not None and found.gap == 3 and "等级：A" in found.statement
    classes = passage(
        "| 门店等级 | 月均营收 |\n|---|---|\n| 甲类 | 60万元（含）以上 |\n| 乙类 | 30万元（含）至60万元 |"
    )
    found = threshold_gap("上月营收45万，离甲类店还差多少", [classes])
    assert found is not None and found.gap == 15 and found.statement.startswith("还差15万")


def test_no_level_named_reads_the_minimum_of_the_askers_groups_line() -> None:
    minimums = passage("- 仓储、配送岗位：每年不少于30学分\n- 客服岗位：每年不少于20学分\n- 学分年度：1月1日至12月31日")
    found = threshold_gap("我是配送岗位，今年修了12学分，还差多少学分", [minimums])
    assert found is not None and found.gap == 18 and "仓储、配送岗位" in found.statement
    assert threshold_gap("今年修了12学分，还差多少学分", [minimums]) is None  # no group of the asker's named


def test_a_group_is_named_by_its_whole_name_not_by_its_first_two_characters() -> None:
    minimums = passage("- 仓储、配送岗位：每年不少于30学分\n- 客服岗位：每年不少于20学分")
    for asked in ("我是仓储岗，今年修了10学分，还差多少学分", "我是仓储的，今年修了10学分，还差多少学分"):
        found = threshold_gap(asked, [minimums])
        assert found is not None and found.gap == 20
    # a department sharing the first two characters is another group
    assert threshold_gap("我在仓储部，今年修了10学分，还差多少学分", [minimums]) is None
