"""Sibling compounds (`sibling_terms.py`): a conclusion naming another head after the asked compound's modifier
answers for that other thing, whichever step chose it; heads that only say what kind of value is meant do not."""

from __future__ import annotations

from knowdesk.reasoning.conclusion_check import unstated_ask
from knowdesk.reasoning.sibling_terms import asked_compounds, sibling_named


def test_the_compounds_a_question_names() -> None:
    assert ("医保", "基数") in asked_compounds("医保基数每年什么时候调整")
    assert ("仓库", "主管") in asked_compounds("仓库主管的通讯补助一个月多少")
    assert asked_compounds("公司电脑坏了找谁修") == []  # 公司 says whose, not which


def test_a_sibling_compound_answers_for_another_thing() -> None:
    assert sibling_named("医保基数每年什么时候调整", "医保比例每年1月调整一次。") == "医保比例"
    assert sibling_named("仓库主管的通讯补助一个月多少", "仓库文员的通讯补助为每月80元。") == "仓库文员"


def test_the_compound_itself_or_a_generic_head_is_no_sibling() -> None:
    assert sibling_named("医保基数每年什么时候调整", "医保缴纳基数每年7月调整。") is None  # written with 缴纳 inside
    assert sibling_named("仓库主管的通讯补助一个月多少", "仓库人员的通讯补助为每月80元。") is None  # 人员: everyone
    assert sibling_named("高温补贴每天多少", "高温津贴每天20元。") is None  # one class of pay however written
    assert sibling_named("出差补贴每天多少", "出差标准：每天100元。") is None
    assert sibling_named("车位租金一个月多少", "车位月租每个300元。") is None  # 月租 is the rent in the rule's words


def test_the_last_check_refuses_a_sibling_conclusion() -> None:
    why = unstated_ask("仓库主管的通讯补助一个月多少", "仓库文员的通讯补助为每月80元。")
    assert why is not None and "仓库文员" in why
    assert unstated_ask("仓库文员的通讯补助一个月多少", "仓库文员的通讯补助为每月80元。") is None
