"""The days of a month a question speaks of, by a count or by the date a stay starts or ends on."""

from __future__ import annotations

from knowdesk.reasoning.month_days import days_counted, days_left_in_month


def test_the_questions_one_count_of_days_is_read_whatever_it_counts() -> None:
    assert days_counted("绑扎工7月份只上了8天班，高温津贴能拿多少", "天") == 8
    assert days_counted("这个月在岗了8个工作日", "个工作日") == 8
    assert days_counted("第3天才到岗", "天") is None  # a day, not days
    assert days_counted("出差5天，住了4天酒店", "天") is None  # two counts: which one is not said


def test_a_date_stands_for_the_days_left_in_the_month_under_a_rule_of_one_months_days() -> None:
    case = "当月入住不满15天的，"
    assert days_left_in_month("20号才搬进四人间", case) == [9, 10, 11, 12]
    assert days_left_in_month("6月20号才搬进四人间", case) == [11]
    assert days_left_in_month("2月20号才搬进四人间", case) == [9, 10]
    assert days_left_in_month("20号就搬走了", case) == [20]
    assert days_left_in_month("20号才搬进四人间", "入住不满15天的，") == []  # no month bounded
    assert days_left_in_month("3号搬进、20号搬走", case) == []


def test_a_count_of_days_away_or_extra_or_of_nothing_present_is_no_days_worked() -> None:
    assert days_counted("装卸工九月份请了4天事假，夜班补贴怎么算", "天") is None
    assert days_counted("这个月我休了6天年假，通讯补贴还全额吗", "天") is None
    assert days_counted("上个月加了9天班，餐补多少", "天") is None
    assert days_counted("月中连着10天暴雨，外勤补贴有多少", "天") is None
    assert days_counted("他这个月在岗了11天，补贴给多少", "天") == 11
    assert days_counted("这个月一共干了13天活", "天") == 13


def test_a_date_is_no_count_and_stands_for_days_only_when_a_stay_starts_or_ends_on_it() -> None:
    case = "当月入住不满15天的，"
    assert days_counted("王师傅4月18日才住进双人间", "日") is None  # a date, not 18 days
    assert days_left_in_month("王师傅4月18日才住进双人间", case) == [13]
    assert days_left_in_month("公寓费是不是每月28号从工资里扣", case) == []  # a pay day
    assert days_left_in_month("补贴10号到账吗", case) == []
    assert days_left_in_month("我打算下月17号入住，这个月的住宿费要交吗", case) == []  # another month's date
