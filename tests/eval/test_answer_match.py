"""Answer matching for `knowdesk eval qa`: lenient about notation, strict about the fact."""

from __future__ import annotations

import pytest

from knowdesk.eval.answer_match import (
    chinese_number,
    conclusion_line,
    contains,
    given_by_question,
    normalize,
    parts_found,
)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("五百", 500),
        ("四十四", 44),
        ("十五", 15),
        ("一百零五", 105),
        ("一万二千", 12000),
        ("二〇一四", 2014),
        ("三", 3),
    ],
)
def test_chinese_numbers(text, value):
    assert chinese_number(text) == value


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("按日工资的３００％支付", "300%"),  # full-width digits and percent
        ("按日工资的百分之三百支付", "300%"),
        ("每晚五百元", "500元"),
        ("婚假三天", "3天"),
        ("可以请两天", "2天"),
        ("单笔20,000元及以上", "20000元"),
        ("单笔２万元及以上", "20000元"),
        ("依据劳动法第44条", "第四十四条"),
        ("职级 P1–P4 的员工", "p1-p4"),
        ("OA 系统", "oa系统"),
        ("晋升最短任职年限：P4 2年；P5 2年", "2年"),  # a level code, a space, then the value
        ("P1–P4 500元/晚", "500"),
        ("Submit the IT Equipment Request", "it equipment request"),
    ],
)
def test_notation_does_not_matter(answer, expected):
    assert contains(answer, expected)


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("年假最多不超过15天", "5天"),  # a number is never cut out of a longer one
        ("每晚1500元", "500元"),
        ("每晚5000元", "500"),
        ("版本V3.1", "V3"),
        ("系数1.5", "5"),
        ("P1–P4 500元/晚", "4500"),  # a space between two numbers keeps them apart
        ("年假7天", "17天"),
        ("", "7天"),
    ],
)
def test_a_different_number_is_not_a_match(answer, expected):
    assert not contains(answer, expected)


def test_liang_is_a_numeral_only_before_a_measure_word():
    assert normalize("两名员工") == "2名员工"
    assert normalize("两者") == "两者"


def test_every_part_needs_one_of_its_alternatives():
    text = "请假2天至3天：由直属上级、部门负责人依次审批"
    assert parts_found(text, [["直属上级"], ["部门负责人", "部门经理"], ["人力资源部"]]) == [True, True, False]


def test_strings_the_question_already_holds_are_found():
    assert given_by_question("请三天假需要谁审批？", [["3天"], ["部门负责人"]]) == ["3天"]
    assert given_by_question("请假三天需要谁审批？", [["部门负责人"]]) == []


def test_conclusion_line_is_the_first_nonempty_line_without_its_label():
    assert conclusion_line("\n\n结论：年假7天。（《制度》第四条）\n依据：…") == "年假7天。（《制度》第四条）"
    assert conclusion_line("- Conclusion: 7 days\nBasis: …") == "7 days"
    assert conclusion_line("操作步骤一\n二") == "操作步骤一"
    assert conclusion_line("") == ""


def test_a_chinese_numeral_beside_arabic_digits_is_a_number_of_its_own():
    assert parts_found("店长于每周四18:00前发布排班表", [["周四"], ["18:00"]]) == [True, True]
    assert not contains("每周四18:00前", "418")
