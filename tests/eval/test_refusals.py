"""The product's refusals are recognised in one place (knowdesk.refusals), by the product and the eval alike."""

from __future__ import annotations

from knowdesk.conversation.factory import open_conversation
from knowdesk.graphs import qa
from knowdesk.reasoning.local import LocalDirectAnswerer
from knowdesk.refusals import NO_ENTITY, NO_HISTORY, NO_RESULT, OUT_OF_SCOPE, is_refusal, is_refused_reply


def test_every_refusal_the_product_words_is_recognised():
    assert is_refusal(qa.NO_RESULT["zh"].format(sub="员工食堂几点开门") + "建议联系行政部咨询。")
    assert is_refusal(qa.NO_RESULT["en"].format(sub="When does the canteen open?") + qa.IN_CHINESE)
    for lang in ("zh", "en"):
        assert is_refusal(NO_ENTITY[lang].format(question="张三是谁？"))
        assert is_refusal(NO_HISTORY[lang])
    assert is_refusal(LocalDirectAnswerer().answer_directly("今天天气怎么样"))
    assert is_refusal(LocalDirectAnswerer().answer_directly("What is the weather like?"))
    assert not is_refusal(LocalDirectAnswerer().answer_directly("3*650等于多少"))


def test_the_qa_graph_words_its_refusals_as_this_module_does():
    """graphs/qa.py and reasoning/local.py still hold their own copies: they must not drift from these."""
    assert qa.NO_RESULT == NO_RESULT
    assert {LocalDirectAnswerer().answer_directly("你好"), LocalDirectAnswerer().answer_directly("hello")} == set(
        OUT_OF_SCOPE.values()
    )
    sample = NO_RESULT["zh"].format(sub="x")
    assert qa.is_refusal(sample) == is_refusal(sample)


def test_answers_are_not_refusals_and_a_reply_is_refused_only_when_every_part_is():
    answer = "结论：年假7天。（《员工请假管理制度V3.1》第四条）"
    assert not is_refusal(answer)
    assert not is_refusal("抱歉打扰，年假7天。")  # an apology is not the refusal template
    assert is_refusal("- " + NO_RESULT["zh"].format(sub="x"))
    refusal = NO_RESULT["zh"].format(sub="x")
    assert is_refused_reply([refusal, refusal])
    assert not is_refused_reply([refusal, answer])
    assert not is_refused_reply([])


def test_the_conversations_own_replies_without_an_answer_are_refusals(app):
    conv = open_conversation(app.conversation_parts)
    for text in ("张三是谁？", "请给我详细步骤", "Who is Zhang San?", "Give me the steps"):
        reply = conv.handle(text)
        assert reply.kind in ("entity", "no_history") and is_refused_reply(reply.lines), (text, reply.lines)
