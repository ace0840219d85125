"""Homophone typos (a character of the same pinyin, as an input method offers it) read as the evidence spells them."""

from __future__ import annotations

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.homophones import respelled
from knowdesk.reasoning.local_generate import LocalGenerator
from tests.qa.conftest import passage

RULES = [
    "员工入住集体宿舍须交纳押金每人250元，退宿时退还。",
    "新员工试用期内离职的，应提前3天书面通知部门负责人。",
    "女职工产假128天；配偶生育的，男职工享受陪产假10天。",
]


def test_a_typed_homophone_takes_the_evidence_spelling() -> None:
    assert respelled("宿舍压金交多少？", RULES) == "宿舍押金交多少？"
    assert respelled("还在适用期，走人要提前几天说？", RULES) == "还在试用期，走人要提前几天说？"


def test_a_real_word_or_a_run_the_evidence_holds_stays() -> None:
    """产假 is a word: asked of rules naming it, or of rules naming only 陪产假, it is never respelled."""
    assert respelled("产假有几天？", RULES[2:]) == "产假有几天？"
    assert respelled("产假有几天？", ["男职工享受陪产假10天。"]) == "产假有几天？"
    assert respelled("使用说明书在哪里？", RULES) == "使用说明书在哪里？"


def test_the_local_answer_reads_the_question_as_the_evidence_spells_it() -> None:
    gen = LocalGenerator(Glossary.load(None), max_sentences=3)
    ps = [passage(RULES[0], document="宿舍管理规定", section="押金")]
    answer = gen.generate("住宿舍的压金要交多少钱？", ps).answer
    assert "250元" in answer.splitlines()[0], answer


def test_a_character_common_as_a_word_by_itself_is_taken_as_typed() -> None:
    """打 and 指 are words of their own: 工资打到卡上 is not 达到, 年限指什么 not 年限制."""
    rules = ["工资每月达到发放条件后发放。", "工作年限制度由人力资源部解释。"]
    assert respelled("工资打到哪张卡上？", rules) == "工资打到哪张卡上？"
    assert respelled("工作年限指什么？", rules) == "工作年限指什么？"
