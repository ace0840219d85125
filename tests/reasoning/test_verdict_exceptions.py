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


def test_the_verdict_of_the_article_before_is_not_put_before_an_exception() -> None:
    line = "经总监签字，员工可以弹性打卡。"
    assert with_exception(line, "第九条 经总监签字，员工可以弹性打卡。", "", "第八条 停车场不对访客开放。") == line
    line = "因岗位需要长期出差的人员。"
    assert with_exception(line, line, "", "病假、探亲假不扣绩效分。") == line  # no word of the rule in common


def test_the_other_case_must_be_the_same_act_word() -> None:
    line = "实习生可以提前离岗。"
    assert with_exception(line, line, "不提交周报的，当月不发补贴。") == line  # 提前 is not 提交
    line = "新员工可以参与轮岗。"
    assert with_exception(line, line, "不参与年终评优的，须书面说明。") == line  # 参与轮岗 is not 参与年终评优
    line = "材料可以线上递交。"
    assert with_exception(line, line, "不线下递交的，不予受理。") == line
    line = "报名满10人的可以开班。"
    assert with_exception(line, line, "不超过10人的，按小班授课。") == line  # 不超过 bounds a number, it bars nothing


def test_an_opener_ruling_only_with_its_own_words_is_no_exception() -> None:
    line = "婚假可以拆开休。"
    assert with_exception(line, line, "除春节外，婚假须提前5天报备。") == line  # 除…外 narrows, it does not bend
    line = "夜班不安排新人。"
    assert with_exception(line, line, "经厂长批准的班次表，按月张贴。") == line  # 批准 is the opener's own word
    assert with_exception(line, line, "但新人可能被临时抽调。") == line  # 可能 is not a permission


def test_a_lead_in_ending_in_a_colon_is_not_an_answer() -> None:
    line = "确需变更的，按下列程序办理："
    assert with_exception(line, line, "", "合同一经签订，原则上不得变更。") == line
    verdict = "合同一经签订，原则上不得变更。"
    assert with_exception(verdict, verdict, "确需变更的，按下列程序办理：") == verdict


def test_only_the_ruling_before_a_procedure_is_appended_and_table_rows_stay_alone() -> None:
    line = "访客不得进入机房。"
    following = "因巡检需要进入的，可以申请临时门禁卡：在系统提交申请，经机房管理员审批后到前台领取，当日归还。"
    assert with_exception(line, line, following) == "访客不得进入机房；因巡检需要进入的，可以申请临时门禁卡。"
    row = "| 实习生 | 不得单独值班 |"
    assert with_exception("实习生不得单独值班。", row, "| 正式员工 | 经主管批准后可以单独值班 |") == (
        "实习生不得单独值班。"
    )


def test_a_verdict_and_its_exception_past_the_line_cap_stay_apart() -> None:
    line = "外部人员" + "、".join(["承包商"] * 25) + "不得进入生产区。"
    following = "确因检修需要进入的，须经安全部门批准并全程陪同。"
    assert len(line) + len(following) > 120
    assert with_exception(line, line, following) == line
