"""A lead time ("提前三十日通知", "合同期满前30日") is how long before something, not how long something lasts:
it answers "要提前几天" and nothing else a duration question asks ("试用期几个月", "多久之内签合同")."""

from __future__ import annotations

from knowdesk.reasoning.asks import ask_of
from knowdesk.reasoning.bridge import bridged_question
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from tests.qa.conftest import GLOSSARY, passage

G = Glossary.load(GLOSSARY)
RULES = (
    "第五条 员工辞职须提前三十日以书面形式通知公司，试用期内须提前三日通知。\n"
    "第六条 公司自员工入职之日起一个月内与其订立书面劳动合同。\n"
    "第七条 请事假须提前1个工作日在OA系统提交申请，事假全年累计不超过15天。"
)


def conclusion(question: str) -> str:
    return LocalGenerator(G, 3).generate(question, [passage(RULES)]).answer.splitlines()[0]


def test_a_lead_time_states_no_length_of_anything_else() -> None:
    ask = ask_of("试用期一般是几个月？")
    assert ask.fit("员工主动辞职的，试用期内应当提前3天通知") == 0
    assert ask.fit("解除劳动合同须在合同期满前30日通知本人") == 0
    assert ask.fit("试用期不超过六个月") == 1.0


def test_a_question_for_a_lead_time_wants_one() -> None:
    ask = ask_of("请事假要提前多久说啊")
    assert ask.lead
    assert ask.fit("请事假须提前1个工作日申请") == 1.0
    assert ask.fit("事假全年累计不超过15天") == 0.5  # a length, not how long before


def test_the_conclusion_states_the_deadline_not_the_notice_period() -> None:
    assert "一个月内" in conclusion("入职以后公司最晚多久要和我签书面劳动合同？")


def test_the_conclusion_states_the_notice_period_when_asked() -> None:
    assert "1个工作日" in conclusion("请事假要提前几天申请？")


def test_an_english_question_for_a_lead_time_is_bridged_as_one() -> None:
    bridged = bridged_question("How many days before my leave must I apply?", ["请事假须提前1个工作日申请"])
    assert "几天前" in bridged and ask_of(bridged).lead


def test_the_unit_of_an_asked_length_is_no_topic_word() -> None:
    from knowdesk.reasoning.local_answer import key_words

    assert "月" not in key_words("试用期一般是几个月？", G)
    assert "一共" not in key_words("产假一共能休多少天？", G)
    assert "晋升窗口" in key_words("晋升窗口是几月份", G) and "份" not in key_words("晋升窗口是几月份", G)
