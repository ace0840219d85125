"""Numbers, units and ranges as rules and questions write them."""

from __future__ import annotations

import pytest

from knowdesk.reasoning.base import Passage
from knowdesk.reasoning.quantities import (
    Quantity,
    Range,
    chinese_number,
    convert,
    family_of,
    format_number,
    parse_quantity,
    parse_rate,
    per_unit,
    quantities,
    question_quantities,
    question_ranges,
    ranges,
    to_halfwidth,
    unit_in_header,
)
from knowdesk.text.pipe_tables import parse_pipe_tables
from tests.reasoning.conftest import of


def one(text: str, bare: bool = True) -> Quantity:
    found = quantities(text, bare_chinese=bare)
    assert len(found) == 1, found
    return found[0]


def cond(text: str) -> Range:
    found = ranges(text)
    assert len(found) == 1, found
    return found[0]


# --- normalisation and numerals -------------------------------------------------------------------


def test_full_width_digits_and_punctuation_become_half_width_one_for_one() -> None:
    assert to_halfwidth("３００％（含）") == "300%(含)"
    assert len(to_halfwidth("３００％")) == len("３００％")
    assert (one("按日工资的３００％支付").value, one("按日工资的３００％支付").unit) == (300, "%")


@pytest.mark.parametrize(
    ("text", "value"),
    [("五百", 500), ("两万八千", 28000), ("十五", 15), ("一百二十八", 128), ("两万五", 25000), ("三千五", 3500),
     ("一百零五", 105), ("十万", 100000), ("二〇二四", 2024), ("半", 0.5), ("二十", 20)],
)  # fmt: skip
def test_chinese_numerals(text: str, value: float) -> None:
    assert chinese_number(text) == value


@pytest.mark.parametrize("text", ["万一", "三四", "千万", ""])
def test_words_that_only_look_like_numerals_are_not_numbers(text: str) -> None:
    assert chinese_number(text) is None
    assert quantities(f"{text}不要迟到", bare_chinese=True) == []


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [("请三天假", 3, "天"), ("请半天假", 0.5, "天"), ("出差一天半", 1.5, "天"), ("休三个半月", 3.5, "个月"),
     ("工作了8年", 8, "年"), ("五百元", 500, "元"), ("报销两万五", 25000, ""), ("两万八千元", 28000, "元"),
     ("一百二十八人", 128, "人"), ("十五天", 15, "天"), ("330,435.30万元", 3304353000, "元"),
     ("单笔20,000元", 20000, "元"), ("2万元", 20000, "元"), ("1.5万", 15000, ""), ("5个工作日", 5, "工作日"),
     ("2小时", 2, "小时"), ("30分钟", 30, "分钟"), ("年满18周岁", 18, "岁"), ("3位审批人", 3, "人"),
     ("3次", 3, "次"), ("2倍", 2, "倍"), ("3晚", 3, "晚"), ("两周", 2, "周"), ("住宿500元/晚", 500, "元/晚"),
     ("120元/天的餐补", 120, "元/天"), ("25元/出勤日", 25, "元/出勤日"), ("百分之八十", 80, "%"),
     ("3 days", 3, "天"), ("500 yuan", 500, "元"), ("20多天", 20, "天"), ("单程600公里", 600, "公里"),
     ("托盘载重1000公斤", 1000, "公斤"), ("250 km", 250, "公里"), ("洗手不少于30秒", 30, "秒")],
)  # fmt: skip
def test_quantities_with_units(text: str, value: float, unit: str) -> None:
    q = one(text)
    assert (q.value, q.unit) == (value, unit)


@pytest.mark.parametrize(
    "text",
    ["2024年5月1日起施行", "每月5日前核对", "工作时间9:00—18:00", "原《制度（V3.1）》", "第十二条", "一线城市",
     "Intel i7，32GB内存", "报销单BX20240312001", "出发日期2024-03-12", "见3.1.2节", "5月份"],
)  # fmt: skip
def test_dates_times_versions_ordinals_and_words_are_not_quantities(text: str) -> None:
    assert [q for q in quantities(text, bare_chinese=True) if q.unit] == []


def test_a_number_keeps_every_digit_when_shown() -> None:
    assert format_number(330435.3) == "330435.3"
    assert format_number(650.0) == "650"
    assert str(one("P6")) == "P6"


def test_units_of_one_family_convert() -> None:
    assert convert(Quantity(2, "周"), "天") == 14
    assert convert(Quantity(18, "个月"), "年") == 1.5
    assert convert(Quantity(3, "天"), "元") is None
    assert per_unit("元/晚") == ("元", "晚")


def test_a_cell_that_is_only_a_number() -> None:
    assert parse_quantity("650") == Quantity(650, "")
    assert parse_quantity("15个工作日") == Quantity(15, "工作日")
    assert parse_quantity("330,435.30") == Quantity(330435.3, "")
    assert parse_quantity("27英寸4K，2台") is None
    assert parse_quantity("P5–P7") is None


def test_header_units() -> None:
    assert unit_in_header("住宿标准（元/晚）") == "元/晚"
    assert unit_in_header("2024年住宿标准上限（P1–P4，元/晚）") == "元/晚"
    assert unit_in_header("年采购额（万元）") == "万元"
    assert unit_in_header("预算上限(元)") == "元"
    assert unit_in_header("晋升最短任职年限") == ""
    assert unit_in_header("显示器（台式机）") == ""


# --- ranges and bounds ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "described", "explicit"),
    [("4天至10天", "4–10天", True), ("2天至3天", "2–3天", True), ("1天及以内（含半天）", "≤1天", True),
     ("10天以上（不含产假）", "≥10天", False), ("5000元以下", "≤5000元", False), ("20000元及以上", "≥20000元", True),
     ("满1年不满10年", "1–10年", True), ("满10年不满20年", "10–20年", True), ("满20年", "≥20年", True),
     ("不超过15天", "≤15天", True), ("至少30天", "≥30天", True), ("前5天", "≤5天", True), ("超过5天的部分", ">5天", True),
     ("临时借用（≤30天）", "≤30天", True), ("不得超过 10 天", "≤10天", True), ("1—5 年", "1–5年", True),
     ("10%–15%", "10–15%", True), ("P5–P7", "P5–P7", True), ("M3及以上", "≥M3", True), ("P8以上", "≥P8", False),
     ("G4-G6", "G4–G6", True)],
)  # fmt: skip
def test_conditions(text: str, described: str, explicit: bool) -> None:
    r = cond(text)
    assert r.describe() == described
    assert r.explicit is explicit
    assert r.label and r.label in text


def test_ranges_in_one_cell_and_a_lone_level() -> None:
    assert [r.describe() for r in ranges("P5-P7、M1–M2")] == ["P5–P7", "M1–M2"]
    assert [r.describe() for r in ranges("P8、M3及以上")] == ["P8", "≥M3"]


def test_not_reaching_is_exclusive_and_a_parenthesis_settles_a_bound() -> None:
    r = cond("满1年不满10年")
    assert r.contains(Quantity(1, "年")) and r.contains(Quantity(9.5, "年")) and not r.contains(Quantity(10, "年"))
    assert cond("满 1—5 年者（含 5 年）").contains(Quantity(5, "年"))
    assert not cond("超过5天的部分").contains(Quantity(5, "天"))
    assert cond("1天及以内（含半天）").contains(Quantity(0.5, "天"))
    assert cond("10天以上（不含产假、陪产假）").label == "10天以上（不含产假、陪产假）"


def test_containment_follows_units_and_level_tracks() -> None:
    assert cond("P5–P7").contains(Quantity(6, "P")) and not cond("P5–P7").contains(Quantity(6, "M"))
    assert not cond("P5–P7").contains(Quantity(6, ""))  # a bare 6 is not a job level
    assert any(r.contains(Quantity(2, "M")) for r in ranges("P5-P7、M1–M2"))
    assert cond("M3及以上").contains(Quantity(4, "M")) and not cond("M3及以上").contains(Quantity(8, "P"))
    assert cond("4天至10天").contains(Quantity(5, "天")) and cond("4天至10天").contains(Quantity(5, "工作日"))
    assert cond("满12个月").contains(Quantity(8, "年"))
    assert not cond("4天至10天").contains(Quantity(5, "元"))
    assert cond("20000元及以上").contains(Quantity(25000, ""))  # "报销两万五" has no unit
    assert cond("5000元以下").contains(Quantity(5000, "元"))


def test_a_lower_and_an_upper_bound_written_together_are_one_band() -> None:
    assert [r.describe() for r in ranges("5年以上10年以下")] == ["5–10年"]
    [band] = ranges("超过1天、3天以内（含3天）")
    assert band.describe() == "1–3天" and not band.contains(Quantity(1, "天")) and band.contains(Quantity(3, "天"))
    assert [r.describe() for r in ranges("1天以下、4天以上")] == ["≤1天", "≥4天"]  # upper then lower: two bands


def test_a_band_to_less_than_its_high_end_excludes_it() -> None:
    # a seniority table: "1 year to less than 3 years | 18 days", "3 years to less than 5 years | 20 days"
    band = cond("1 year to less than 3 years")
    assert band.contains(Quantity(1, "年")) and band.contains(Quantity(2.5, "年"))
    assert not band.contains(Quantity(3, "年")) and cond("3 years to less than 5 years").contains(Quantity(3, "年"))
    assert not cond("3年至不满5年").contains(Quantity(5, "年")) and cond("3年至不满5年").contains(Quantity(4, "年"))
    assert cond("2 to 5 years").contains(Quantity(5, "年"))  # a plain "to" still includes both ends


def test_an_included_low_end_leaves_the_high_end_to_the_next_band() -> None:
    low = cond("1000元（含）至5000元")
    assert low.describe() == "1000–5000元" and low.contains(Quantity(1000, "元"))
    assert not low.contains(Quantity(5000, "元")) and cond("5000元（含）至20000元").contains(Quantity(5000, "元"))
    assert not cond("1000元(不含)至5000元").contains(Quantity(1000, "元"))


def test_a_rate_is_not_a_bound() -> None:
    assert [r.describe() for r in ranges("此后在公司每多工作满1年，年假增加1天，最多不超过15天")] == ["≤15天"]
    assert ranges("须提前3天申请") == []


def test_several_tiers_in_one_sentence() -> None:
    text = "在园区工作满 1—5 年者（含 5 年），年休假 5 天，工作6-10 年者年休假 7 天，工作 20 年以上者年休假 15 天。"
    assert [r.describe() for r in ranges(text)] == ["1–5年", "6–10年", "≥20年"]


def test_overlap_allows_a_shared_bound_only_an_implicit_word_claims() -> None:
    assert not cond("4天至10天").overlaps(cond("10天以上"))
    assert cond("不超过3天").overlaps(cond("不超过15天"))
    assert cond("满12个月").overlaps(cond("1—5 年"))
    assert not cond("满1年不满10年").overlaps(cond("满10年不满20年"))


def test_a_bare_wan_amount_in_a_question_is_money_and_a_unit_before_duoshao_is_a_rate() -> None:
    assert [str(q) for q in question_quantities("报销3万要谁审批")] == ["30000元"]
    assert [str(q) for q in question_quantities("报销两万五需要谁审批")] == ["25000元"]
    assert question_quantities("成都出差餐补一天多少钱呢") == []
    assert [str(q) for q in question_quantities("请一天假需要谁审批呢")] == ["1天"]


def test_a_number_takes_no_unit_from_the_characters_after_it() -> None:
    """ "1500瓦的取暖器", "晚上21点打卡": the characters after a bare number are no noun it counts."""
    for question in (
        "宿舍里用1500瓦的取暖器罚多少",
        "晚上21点打卡算不算加班",
        "住在18楼会不会贵",
        "连续缺卡4回怎么处理",
    ):
        assert all(len(q.unit) < 2 or q.unit in {"小时", "个月"} for q in question_quantities(question)), question


def test_one_unit_of_time_before_another_number_is_its_period() -> None:
    """ "一年节约了8万块": the year is what the amount is counted over, not a length of service to look up."""
    assert [str(q) for q in question_quantities("技术改进一年节约了8万块，奖多少")] == ["80000元"]
    assert [str(q) for q in question_quantities("一个月加班40小时算违法吗")] == ["40小时"]
    assert [str(q) for q in question_quantities("入职1年零3个月，年假几天")] == ["1年", "3个月"]
    assert [str(q) for q in question_quantities("我工作一年了，年假有几天")] == ["1年"]


def test_question_numbers_and_question_ranges_are_kept_apart() -> None:
    assert question_quantities("请假超过10天要谁批") == []
    assert [r.describe() for r in question_ranges("请假超过10天要谁批")] == [">10天"]
    assert [str(q) for q in question_quantities("我是P6，出差3晚")] == ["P6", "3晚"]


# --- stored fragments -------------------------------------------------------------------------------------


def test_every_level_falls_in_one_cell_per_city_class_of_the_stored_sheet(hr_passages: list[Passage]) -> None:
    [sheet] = of(hr_passages, "差旅费报销标准2024", "工作表：差旅报销标准")[:1]
    [table] = parse_pipe_tables(sheet["body"])
    assert all(parse_quantity(row[2]) is not None for row in table.rows)  # 住宿标准 cells are numbers
    for city in {row[0] for row in table.rows}:
        cells = [row[1] for row in table.rows if row[0] == city]
        for level in [Quantity(n, "P") for n in range(1, 9)] + [Quantity(n, "M") for n in range(1, 6)]:
            holding = [c for c in cells if any(r.contains(level) for r in ranges(c))]
            assert len(holding) == 1, (city, level, holding)


def test_full_width_numbers_in_a_stored_law(outside_passages: list[Passage]) -> None:
    body = next(p["body"] for p in of(outside_passages, "工资支付暂行规定") if "３００％" in p["body"])
    found = {(q.value, q.unit) for q in quantities(body)}
    assert {(150, "%"), (200, "%"), (300, "%")} <= found
    assert "300%" in to_halfwidth(body)


def test_a_spoken_amount_keeps_its_next_place() -> None:
    assert [(x.value, x.unit) for x in question_quantities("报了2万5的差旅费")] == [(25000, "元")]
    assert [(x.value, x.unit) for x in question_quantities("报销3千5要谁批")] == [(3500, "元")]


def test_nights_and_shifts_counted_with_ge_and_an_english_day_count_with_a_hyphen() -> None:
    """ "住了3个晚上" is 3晚, "上了20个夜班" 20班 (a bare 班 names a roster: 三班两运转 holds no count), "a 3-day trip" 3天."""
    assert [(q.value, q.unit) for q in question_quantities("住了3个晚上")] == [(3, "晚")]
    assert [(q.value, q.unit) for q in question_quantities("这个月上了20个夜班")] == [(20, "班")]
    assert question_quantities("实行三班两运转的车间") == []
    assert [(q.value, q.unit) for q in question_quantities("a 3-day trip to Paris")] == [(3, "天")]


def test_a_bare_number_after_a_wage_is_money_not_a_length_to_place_in_a_tier() -> None:
    """ "转正后月工资9000" states pay: a tier of contract years ("3年及以上") is no place for it; a small number after
    a wage word stays bare, and one after another word is left alone."""
    assert [(q.value, q.unit) for q in question_quantities("转正后月工资9000，试用期拿多少？")] == [(9000, "元")]
    assert [(q.value, q.unit) for q in question_quantities("计算基数是6000")] == [(6000, "元")]
    assert [(q.value, q.unit) for q in question_quantities("工资12")] == [(12, "")]
    assert [(q.value, q.unit) for q in question_quantities("工号1024的同事")] == [(1024, "")]


def test_a_lower_bound_continued_to_an_upper_value_is_one_band() -> None:
    (band,) = ranges("超出预算10元以上至200元（含）的部分")
    assert (band.low, band.high, band.unit, band.high_inclusive) == (10, 200, "元", True)
    (mixed,) = ranges("等候30分钟以上至2小时")  # the units of one family: the band in the upper value's unit
    assert (mixed.low, mixed.high, mixed.unit) == (0.5, 2, "小时")
    assert mixed.contains(one("等了一个小时")) and not mixed.contains(one("等了3个小时"))
    assert [(r.low, r.high) for r in ranges("5年以上10年以下")] == [(5, 10)]


def test_points_and_temperatures_are_units_of_their_own() -> None:
    assert one("考核得了75分").unit == "分" and quantities("这件事十分重要") == []
    (good,) = ranges("考核90分及以上")
    assert good.contains(one("考了92分")) and not good.contains(one("等了92天"))
    (warm,) = ranges("冷藏温度高于5℃")
    assert warm.unit == "℃" and not warm.contains(one("考了75分"))


def test_a_class_hour_is_a_unit_of_its_own_and_states_a_count() -> None:
    from knowdesk.reasoning.asks import ask_of

    [q] = quantities("每周工作量不超过8学时")
    assert q.unit == "学时" and family_of("学时") != family_of("小时")  # 45 minutes, not an hour
    assert ask_of("一周最多上几个课时").fit("每周不超过12课时") == 1.0


def test_half_a_month_in_a_question_is_fifteen_days() -> None:
    assert [str(q) for q in question_quantities("请半个月假要谁批")] == ["15天"]
    assert [str(q) for q in question_quantities("请一个半月假要谁批")] != ["15天"]


def test_a_pair_after_a_word_excluding_its_lower_value_starts_above_it() -> None:
    """ "超过200元至800元" holds 800元 but not 200元 (the band below, 200元以下, does); "满1年至3年" holds 1年."""
    above = ranges("超过200元至800元")[0]
    assert (above.low, above.high, above.low_inclusive, above.high_inclusive) == (200, 800, False, True)
    assert ranges("满1年至3年")[0].low_inclusive and ranges("200元至800元")[0].low_inclusive


def test_a_room_for_n_people_is_no_count_of_people() -> None:
    assert [q.value for q in quantities("住四人间，3人同住")] == [3]


def test_seconds_are_a_length_of_time() -> None:
    from knowdesk.reasoning.asks import ask_of

    assert ask_of("消毒要搓多久").fit("用速干手消毒剂揉搓双手不少于15秒。") == 1.0


def test_a_rate_per_person_and_day_reads_the_same_however_its_parts_are_separated() -> None:
    for written in ("650元/人·天", "650元/人/天", "650 元 / 人・天", "650元/人.日"):
        rate = parse_rate(written)
        assert rate is not None and rate.value == 650 and rate.unit == "元/人·天"
    plain = parse_rate("80元/晚")
    assert plain is not None and plain.unit == "元/晚"
    assert parse_rate("650元") is None and parse_rate("每人650元/天以内") is None


def test_a_rate_per_kind_of_day_is_counted_in_days() -> None:
    assert per_unit("元/出勤日") == ("元", "天")  # "出勤26天" counts the days a rate per 出勤日 is paid for
    assert per_unit("元/工作日") == ("元", "工作日")
    assert per_unit("元/单") == ("元", "单")  # not a day


def test_a_day_of_a_person_a_half_or_a_number_is_no_kind_of_day() -> None:
    # 450元/人日 asked "5个人培训3天" is no 3 × 450: a rate per person-day, half day or several days is not per day
    for den in ("人日", "半日", "两日", "3日"):
        assert per_unit(f"元/{den}") != ("元", "天"), den
    assert per_unit("元/值班日") == ("元", "天")


def test_people_counted_with_a_measure_word_are_people() -> None:
    # "二十一个人": 个 counts the people; without the unit the number met no band in 人
    assert [(q.value, q.unit) for q in question_quantities("接待对象有二十一个人，报谁审批")] == [(21.0, "人")]
    assert [(q.value, q.unit) for q in quantities("来了3个人")] == [(3.0, "人")]


def test_typed_magnitudes_k_and_w_after_digits() -> None:
    # 5k and 1.5w as people type amounts; not 5kg, nor a wattage in capitals
    assert [(q.value, q.unit) for q in question_quantities("差旅花了5k，谁来签")] == [(5000.0, "元")]
    assert [(q.value, q.unit) for q in question_quantities("团建预算1.5w块够吗")] == [(15000.0, "元")]
    assert quantities("5kg") == [] and quantities("功率1000W以上的电器") == []


def test_typed_magnitudes_before_a_measure_or_a_thing_are_no_money() -> None:
    # k/w count thousands of 元 only before a money word or at the clause's end
    for question in ("采购两台4K显示器谁批", "论文写了10w字可以吗", "晨跑3k米算不算运动", "买个500w像素的摄像头",
                     "宿舍里功率1000w以上的电器能用吗"):  # fmt: skip
        assert all(q.unit != "元" for q in question_quantities(question)), question
    assert [(q.value, q.unit) for q in question_quantities("团建来了三十一个人")] == [(31.0, "人")]
