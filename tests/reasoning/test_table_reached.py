"""A length of service the question says was reached ("司龄满1年", "刚满一年") is the asker's own number: it picks the
row whose band holds it, not the row whose words "不满1年" happen to contain "满1年"."""

from __future__ import annotations

from knowdesk.reasoning.tables import answer_from_tables
from tests.reasoning.conftest import passage

LEAVE = passage(
    "表1 年休假天数\n| 司龄 | 年休假天数 |\n|---|---|\n| 满3个月不满1年 | 5天（按当年剩余日历天数折算） |\n"
    "| 满1年不满3年 | 7天 |\n| 满3年不满5年 | 10天 |\n| 满5年及以上 | 15天 |",
    document="考勤与假期管理制度",
    section="第三章 假期",
)


def test_a_reached_length_of_service_picks_the_band_holding_it() -> None:
    for question, days in [("司龄满1年，年假多少天？", "7天"), ("司龄刚满一年，年假多少天？", "7天"),
                           ("入职已满3年年假几天", "10天"), ("工龄满8年年假几天", "15天")]:  # fmt: skip
        found = answer_from_tables(question, [LEAVE])
        assert found is not None and found.values == (days,), question


def test_a_band_asked_as_a_band_still_reads_its_own_row() -> None:
    found = answer_from_tables("满3个月不满1年的年假几天", [LEAVE])
    assert found is not None and found.values[0].startswith("5天")


TITLES = passage(
    "表1 学历与任职年限要求\n| 申报职称 | 博士 | 硕士 | 本科 |\n|---|---|---|---|\n"
    "| 中级（主治医师、主管护师等） | 取得初级职称后即可申报 | 任初级职称满2年 | 任初级职称满4年 |\n"
    "| 副高级（副主任医师等） | 任中级职称满2年 | 任中级职称满4年 | 任中级职称满5年 |\n"
    "| 正高级（主任医师等） | 任副高级职称满5年 | 任副高级职称满5年 | 任副高级职称满5年 |",
    document="卫生专业技术职务评审实施细则",
    section="第二章 申报条件",
)


def test_a_grade_said_without_its_suffix_names_its_row() -> None:
    found = answer_from_tables("硕士报正高要几年", [TITLES])
    assert found is not None and found.values == ("任副高级职称满5年",)
    assert found.rows[1][0].startswith("正高级")


def test_a_row_the_asked_cell_speaks_of_is_the_condition_not_the_row() -> None:
    # 中级 is what 副高级's 硕士 cell counts the years of: the question asks the row it applies for (报副高)
    found = answer_from_tables("硕士毕业，中级干了几年可以报副高", [TITLES])
    assert found is not None and found.values == ("任中级职称满4年",)
    found = answer_from_tables("本科报中级要几年", [TITLES])
    assert found is not None and found.values == ("任初级职称满4年",)


def test_a_year_named_as_the_period_picks_no_band() -> None:
    # "一年有几天" counts per year: it is no length of service, so the 满1年不满3年 row is not chosen by it
    found = answer_from_tables("病假一年有几天带薪", [LEAVE])
    assert found is None or not found.ranged
