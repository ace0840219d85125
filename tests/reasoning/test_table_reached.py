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
