"""Kinds the question names that the evidence does not answer: a class named by an ordinal the rule does not list
(四类地区 beside 一至三类)."""

from __future__ import annotations

from knowdesk.reasoning.named_kinds import (
    another_kind,
    kind_not_in_evidence,
    names_asked_kind,
    other_kind_stated,
    unlisted_class,
)


def test_a_class_named_by_an_ordinal_the_rule_does_not_list_is_not_in_the_evidence():
    """ "丁档补贴" when the rule lists 甲档, 乙档 and 丙档 补贴: no such class; 乙档 is one; one listed sibling is no list."""
    rule = "甲档补贴每月800元，乙档补贴每月600元，丙档补贴每月400元。"
    assert unlisted_class("丁档补贴每月多少", rule) == "丁档补贴"
    assert kind_not_in_evidence("丁档补贴每月多少", [rule]) == "丁档补贴"
    assert unlisted_class("乙档补贴每月多少", rule) is None
    assert unlisted_class("丙类项目怎么审批", "甲类项目由总经理审批。") is None


def test_a_class_in_a_range_or_list_of_the_rule_is_listed():
    """ "二至四类地区", "一、二类人员", "其他地区": the rule covers classes it does not spell one by one."""
    ranged = "一类地区每天100元，二类地区每天90元，二至四类地区每天80元。"
    assert unlisted_class("三类地区出差补助多少", ranged) is None
    listed = "一、二类人员每月补贴100元，三类人员50元，四类人员30元。"
    assert unlisted_class("一类人员补贴多少", listed) is None
    others = "一类地区每天100元，二类地区每天90元，其他地区每天80元。"
    assert unlisted_class("五类地区出差补助多少", others) is None


def test_a_time_word_or_a_verb_ending_in_a_class_character_names_no_kind() -> None:
    """ "调岗以后补贴" speaks of 补贴 after a transfer, "报销造假" of faking claims: neither is a kind the rules must name;
    "探亲假" still is one."""
    rules = ["员工享受年休假和婚假。岗位补贴按月发放。"]
    assert kind_not_in_evidence("调岗以后补贴怎么发", rules) is None
    assert kind_not_in_evidence("报销造假会怎么处理", rules) is None
    assert kind_not_in_evidence("探亲假有几天", rules) == "探亲假"


def test_a_count_before_a_class_word_names_no_kind() -> None:
    """ "一个班补贴多少" asks the allowance per shift, "几个班奖" how many shifts' bonus: 个班 is the count's measure
    word and 班, no kind the rules must name; "夜班补贴" still is one."""
    rules = ["红色预警期间留守的防台值守人员，每人每班300元。"]
    assert kind_not_in_evidence("防台值守，一个班补贴多少钱", rules) is None
    assert kind_not_in_evidence("效率22，几个班奖能拿多少", rules) is None
    assert kind_not_in_evidence("夜班补贴一个班多少钱", rules) == "夜班补贴"


def test_a_sentence_speaking_of_another_paid_situation_states_no_pay_of_the_asked_one() -> None:
    assert other_kind_stated("婚假期间工资怎么发", "春节值班的，每人每天补助300元。", "") == "婚假"
    assert other_kind_stated("婚假期间工资怎么发", "婚假期间工资照发。", "") is None
    # a class of working day is a case of overtime, not another situation
    assert other_kind_stated("加班工资怎么算", "休息日安排工作又不能补休的，支付200%的工资。", "") is None


def test_a_situation_left_out_or_mentioned_later_is_no_rule_of_its_own() -> None:
    # a rule for every leave but one pays the asked one too; only a condition opening on another situation is its rule
    assert other_kind_stated("丧假期间工资怎么发", "休假期间，除事假外，工资按月照发。", "") is None
    assert other_kind_stated("丧假期间工资怎么发", "不含事假的各类假期，工资照发。", "") is None
    assert other_kind_stated("丧假期间工资怎么发", "请假期间工资照发，事假按天扣减。", "") is None
    assert other_kind_stated("丧假期间工资怎么发", "周末夜班的，每晚补助80元。", "") == "丧假"
    assert other_kind_stated("丧假期间工资怎么发", "补助按下列标准发放：周末夜班的，每晚80元。", "") == "丧假"
    assert other_kind_stated("丧假期间工资怎么发", "夜班人员按下列标准发放夜班补助：", "") == "丧假"  # 补助 is pay too


def test_a_longer_kind_holding_the_asked_one_is_another_kind() -> None:
    """产假 stands inside 陪产假, the father's leave: a sentence naming only the longer kind does not name the asked."""
    assert another_kind("产假一共几天", "配偶分娩的，男职工享受陪产假10天。") == "陪产假"
    assert another_kind("产假一共几天", "女职工产假98天；男职工陪产假10天。") is None
    assert another_kind("婚假能休几天", "员工依法登记结婚的，享受婚假3天。") is None


def test_who_asks_is_no_kind_in_a_question_carried_into_english() -> None:
    """A Chinese question carried into English writes 同事 as "coworker" before the class word; it names no kind."""
    evidence = ["Remote employees receive a monthly internet allowance of RMB 100."]
    assert kind_not_in_evidence("how much remote coworker allowance?", evidence) is None
    assert kind_not_in_evidence("how much gym allowance?", evidence) == "gym allowance"


def test_a_sentence_names_the_asked_kind_in_words_of_its_own() -> None:
    """事假 named by the sentence itself; 年休假 for 年假; 陪产假 is not 产假; a sentence naming no kind names none."""
    assert names_asked_kind("事假工资怎么发", "事假须提前1天申请，事假期间不发工资。")
    assert names_asked_kind("年假有几天", "员工年休假按工龄计算。")
    assert not names_asked_kind("产假一共几天", "配偶分娩的，男职工享受陪产假10天。")
    assert not names_asked_kind("事假工资怎么发", "病假期间按本人基本工资的80%发放病假工资。")
    assert not names_asked_kind("工资几号发", "每月15日发放工资。")
