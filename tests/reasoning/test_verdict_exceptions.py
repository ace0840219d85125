"""A yes/no conclusion keeps the exception or condition that follows its verdict (verdict_exceptions)."""

from __future__ import annotations

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from knowdesk.reasoning.verdict_exceptions import with_exception
from tests.reasoning.conftest import passage


def test_the_next_sentence_opening_with_a_condition_is_appended() -> None:
    sentence = "调休原则上在当月使用，一般不跨月。"
    following = "确因项目紧急无法安排的，经部门经理同意，可以顺延1个月。"
    assert with_exception("调休原则上在当月使用，一般不跨月。", sentence, following) == (
        "调休原则上在当月使用，一般不跨月；确因项目紧急无法安排的，经部门经理同意，可以顺延1个月。"
    )


def test_the_clause_after_a_semicolon_in_the_same_sentence_is_appended() -> None:
    sentence = "晋级须逐级进行，不得越级；确有重大贡献的，须报总经理审批；晋级结果次月公布。"
    assert with_exception("晋级须逐级进行，不得越级。", sentence) == (
        "晋级须逐级进行，不得越级；确有重大贡献的，须报总经理审批。"
    )
    assert with_exception("外聘人员不得使用内部网络。", "外聘人员不得使用内部网络，但经信息部批准的除外。") == (
        "外聘人员不得使用内部网络；但经信息部批准的除外。"
    )


def test_a_clause_on_another_topic_or_a_new_article_is_left_out() -> None:
    line = "节日期间原则上不批事假。"
    assert with_exception(line, "节日期间原则上不批事假；年假须提前10天申请。") == line
    assert with_exception(line, "节日期间原则上不批事假。", "第六条 经批准的假期，可以顺延。") == line
    assert with_exception("报销标准为每人每天80元。", "报销标准为每人每天80元。", "确需超标的，须经审批。") == (
        "报销标准为每人每天80元。"
    )  # no verdict: a value, not a yes or no


RULE = passage(
    "第五条 调休原则上在当月使用，一般不跨月。确因项目紧急无法安排的，经部门经理同意，可以顺延1个月。\n"
    "第六条 调休须提前1个工作日在系统中申请。",
    document="考勤管理办法",
    section="第二章 调休",
    fragment_id="kq-00001",
)


def test_the_first_line_of_a_yes_no_answer_carries_the_way_out() -> None:
    generator = LocalGenerator(Glossary.load(None), max_sentences=3)
    first = generator.generate("这个月的调休没用完，能不能留到下个月", [RULE]).answer.splitlines()[0]
    assert "一般不跨月" in first and "可以顺延1个月" in first, first


def test_an_exception_chosen_alone_is_put_after_the_verdict_it_bends() -> None:
    line = "确因项目紧急无法安排的，经部门经理同意，可以顺延1个月。"
    assert with_exception(line, line, "", "第五条 调休原则上在当月使用，一般不跨月。") == (
        "调休原则上在当月使用，一般不跨月；确因项目紧急无法安排的，经部门经理同意，可以顺延1个月。"
    )
    assert with_exception(line, line, "", "调休须在系统中申请。") == line  # no verdict before it


def test_a_need_of_work_opens_an_exception_too() -> None:
    line = "因工作需要外出的，可以申请公司车辆。"
    assert with_exception(line, line, "", "公司车辆一律禁止私用。") == (
        "公司车辆一律禁止私用；因工作需要外出的，可以申请公司车辆。"
    )


def test_the_other_case_of_the_same_act_is_appended() -> None:
    line = "未拆封且有发票的，15天内可以换。"
    assert with_exception(line, line, "拆封后的不换，质量问题除外。") == (
        "未拆封且有发票的，15天内可以换；拆封后的不换，质量问题除外。"
    )
    assert with_exception(line, line, "换货须到原门店办理。") == line  # the same act ruled the same way: no other case
