"""Formulas stated in words for the terms the evidence uses, and the daily wage an hourly formula derives (invented
rules, worded as real ones are)."""

from __future__ import annotations

from knowdesk.reasoning.formulas import formula_answer
from knowdesk.reasoning.worded_formulas import Worded, daily_from_hourly, worded_formulas
from tests.reasoning.conftest import passage

IN_WORDS = passage(
    "第九条 加班工资按以下标准支付：\n（一）在排定班次之外延长工作时间的，按本人小时工资的150%支付；\n"
    "（二）休息日上班无法补休的，按本人日工资的200%支付；\n（三）法定节假日上班的，按本人日工资的300%支付。\n"
    "日工资按本人月基本工资除以21.75计算，小时工资按日工资除以8计算。",
    document="排班及考勤管理规定",
    fragment_id="pb-00001",
)
HOURLY_ONLY = passage(
    "第七条 法定节假日当班的，按本人日工资的300%计发节假日加班工资。\n"
    "第九条 加班工资按小时工资计发：工作日延长工作时间的按150%，休息日加班且不能安排补休的按200%，法定节假日按"
    "300%。小时工资＝月基本工资÷21.75÷8。",
    document="排班与加班管理办法",
    fragment_id="jb-00001",
)


def _arithmetic(text: str) -> bool:
    return "÷" in text or "×" in text


def test_a_term_the_evidence_uses_is_read_where_a_sentence_defines_it_in_words() -> None:
    found = worded_formulas([(0, IN_WORDS["body"])], {"小时工资"}, _arithmetic)
    assert [(w.target, w.expression) for w in found] == [("小时工资", "日工资÷8"), ("日工资", "月基本工资÷21.75")]


def test_a_longer_phrase_before_the_term_is_not_read_as_its_definition() -> None:
    """ "病假期间日工资按…" defines a sick-leave wage, and "月工资按…" is no term asked for: only a term standing after a
    clause's start, 的 or 本人 is read."""
    text = "病假期间日工资按本人月工资除以21.75计算。"
    assert worded_formulas([(0, text)], {"日工资"}, _arithmetic) == []
    assert worded_formulas([(0, "日工资按本人月工资除以21.75计算。")], {"工资"}, _arithmetic) == []


def test_the_daily_wage_is_the_hourly_formula_before_its_division_by_a_days_hours() -> None:
    hourly = Worded("小时工资", "月基本工资÷21.75÷8", "小时工资＝月基本工资÷21.75÷8", 0)
    assert daily_from_hourly([hourly]) == [Worded("日工资", "月基本工资÷21.75", hourly.sentence, 0)]
    assert daily_from_hourly([hourly, Worded("日工资", "基本工资÷21.75", "", 0)]) == []  # already defined
    assert daily_from_hourly([Worded("小时工资", "日工资÷8", "", 0)]) == []  # nothing left to read a day from


def test_overtime_pay_is_computed_from_a_wage_defined_in_words() -> None:
    found = formula_answer("月基本工资4350，休息日上班又没法补休，这一天的加班工资多少", [IN_WORDS])
    assert found is not None and found.value == 400
    assert "日工资 = 4350 ÷ 21.75 = 200元" in found.statement
    hours = formula_answer("月基本工资4350，工作日加班4个小时，加班工资多少", [IN_WORDS])
    assert hours is not None and hours.value == 150


def test_a_holiday_paid_on_the_daily_wage_when_only_the_hourly_wage_is_defined() -> None:
    found = formula_answer("基本工资5220，国庆节当天上了一整班，节假日加班工资多少", [HOURLY_ONLY])
    assert found is not None and found.value == 720
    assert "日工资 = 5220 ÷ 21.75 = 240元" in found.statement
