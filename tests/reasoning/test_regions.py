"""A city the question names, read as the province a rule lists ("西藏、青海、新疆每人每天120元" for 拉萨)."""

from __future__ import annotations

from knowdesk.reasoning.applied import applied_value
from knowdesk.reasoning.catch_all import is_catch_all
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_answer import key_words
from knowdesk.reasoning.tables import answer_from_tables
from knowdesk.reasoning.unnamed import unnamed_topic
from knowdesk.text.places import province_of, provinces_named
from tests.reasoning.conftest import passage

MEALS = passage(
    "| 地区 | 伙食补助费（元/人·天） |\n|---|---|\n| 一般地区 | 100 |\n| 西藏、青海、新疆 | 120 |",
    document="差旅费管理办法",
    section="附表1 伙食补助费标准",
    fragment_id="trip-00009",
)


def test_a_city_is_read_as_its_province_and_a_longer_name_wins() -> None:
    assert province_of("拉萨") == "西藏" and province_of("苏州市") == "江苏"
    assert provinces_named("去吉林市出差") == [("吉林市", "吉林")]
    assert provinces_named("去北京出差") == []  # a municipality is its own province
    assert province_of("火星") == ""


def test_the_row_of_the_citys_province_answers_and_multiplies() -> None:
    a = answer_from_tables("去拉萨出差5天，伙食补助一共多少", [MEALS])
    assert a is not None and a.values == ("120元/人·天",)
    assert a.calculation is not None and a.calculation.result == 600


def test_a_sentence_naming_the_province_names_the_place_and_its_clause_gives_the_rate() -> None:
    rule = ["伙食补助费：一般地区每人每天100元；西藏、青海、新疆每人每天120元。"]
    question = "去西宁出差伙食补助每天多少"
    assert not unnamed_topic(question, key_words(question, Glossary()), Glossary(), rule, rule)
    found = applied_value("去西宁出差3天，伙食补助一共多少", rule[0])
    assert found is not None and found.value == 360


def test_a_city_the_table_lists_is_not_read_again_by_its_province() -> None:
    cities = passage(
        "| 城市 | 省份 | 城市级别 | 住宿标准上限（元/晚） |\n|---|---|---|---|\n| 杭州 | 浙江 | 二线城市 | 400 |\n"
        "| 厦门 | 福建 | 二线城市 | 400 |\n| 汕头 | 广东 | 三线城市 | 300 |",
        document="差旅费报销标准",
        section="工作表：城市分级",
        fragment_id="city-00001",
    )
    a = answer_from_tables("厦门算几线城市", [cities])
    assert a is not None and a.values == ("二线城市",) and "福建" not in a.statement


def test_a_city_inside_another_word_is_no_city() -> None:
    assert provinces_named("在平台中报销出差3天") == []  # 台中 inside 平台中
    assert provinces_named("最大连续工作天数") == []  # 大连 inside 最大连续


def test_a_general_region_row_stands_for_the_rest_only_beside_rows_naming_provinces() -> None:
    assert is_catch_all("一般地区", ["宁夏、甘肃", "一般地区"])
    assert not is_catch_all("一般地区（除重点城市外）")  # alone, its members may be listed elsewhere
    assert not is_catch_all("一般地区", ["高级管理人员", "一般员工"])
    assert is_catch_all("其余地区")  # says it is the rest by itself
