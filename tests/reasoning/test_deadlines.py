"""A time limit in days or months counted from the date the question gives, so the first line names the day."""

from __future__ import annotations

from datetime import date

from knowdesk.reasoning.deadlines import deadline_line

TODAY = date(2025, 6, 1)


def test_a_limit_in_days_ends_that_many_days_after_the_date_given() -> None:
    rule = "员工应在离职后30日内办理社保转移手续。"
    line = deadline_line("我6月20日离职，社保转移最晚哪天办完", rule, TODAY)
    assert line == "最晚7月20日（6月20日起30日内）。员工应在离职后30日内办理社保转移手续。"


def test_months_keep_the_day_and_each_limit_of_the_rule_is_dated() -> None:
    assert deadline_line("1月31日发现的，什么时候前要整改完", "应在1个月内整改完毕。", TODAY).startswith(
        "最晚2月28日（1月31日起1个月内）"
    )
    two = deadline_line("事故3月3日发生，报告最晚哪天交", "应在3日内初报，并在15日内提交书面报告。", TODAY)
    assert two is not None and two.startswith("最晚3月6日（3月3日起3日内）；3月18日（3月3日起15日内）")


def test_no_day_without_a_date_a_deadline_question_or_a_limit_in_calendar_days() -> None:
    assert deadline_line("社保转移最晚哪天办完", "员工应在离职后30日内办理社保转移手续。", TODAY) is None
    assert deadline_line("我6月20日离职，社保转移要多少天", "员工应在离职后30日内办理。", TODAY) is None
    assert deadline_line("6月20日提交的，最晚哪天审完", "审批应在5个工作日内完成。", TODAY) is None


def test_a_day_of_the_month_an_hour_limit_and_chinese_numerals() -> None:
    today = date(2026, 3, 1)
    assert deadline_line("3月20日发生的，最晚哪天要报", "各部门每月10日内汇总上报上月情况。", today) is None
    assert deadline_line("4月1日发现的，最晚哪天报告", "发现后24小时内口头报告，15日内提交书面报告。", today) is None
    said = deadline_line("4月1日获知的，最晚哪天上报", "获知后十五日内上报。", today)
    assert said is not None and said.startswith("最晚4月16日")
