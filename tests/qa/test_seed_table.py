"""Seed 000's interaction table on the sample knowledge base, through the conversation layer."""

from __future__ import annotations

from knowdesk.conversation import NO_HISTORY


def test_maternity_leave_process_cites_the_leave_rules(conversation):
    reply = conversation.handle("我需要申请产假，流程是什么？")
    assert reply.kind == "answer"
    docs = {c["document"] for c in reply.result["citations"]}
    assert "员工请假管理制度V3.1" in docs
    assert "产假" in reply.result["answer"] and "《员工请假管理制度V3.1》" in reply.result["answer"]
    assert reply.result["answer"].startswith("结论：") and "依据：" in reply.result["answer"]
    assert reply.result["grounded"] is True


def test_two_part_question_gives_two_answered_subquestions(conversation):
    reply = conversation.handle("我是新员工，如何入职并领取工资卡？")
    r = reply.result
    assert len(r["subqs"]) == 2 and len(r["answers"]) == 2
    assert r["categories"] == ["入职", "薪资"]
    assert all(not a.startswith("抱歉") for a in r["answers"])
    assert "入职" in r["answers"][0] and "工资卡" in r["answers"][1]
    assert any(c["document"].startswith("新员工入职指南") for c in r["citations"])


def test_steps_from_history_and_without_history(kb_app):
    from knowdesk.conversation.factory import open_conversation

    fresh = open_conversation(kb_app.conversation_parts)
    assert fresh.handle("请给我详细步骤").lines == [NO_HISTORY["zh"]]
    fresh.handle("我是新员工，如何入职并领取工资卡？")
    reply = fresh.handle("请给我详细步骤")
    assert reply.kind == "steps" and len(reply.lines) >= 2
    assert any("工资卡" in s or "银行卡" in s for s in reply.lines)  # the second topic is covered too


def test_entity_short_circuit_exact_text_and_exit(conversation):
    reply = conversation.handle("张三是谁？")
    assert reply.kind == "entity"
    assert reply.lines == ['抱歉，我没有关于"张三是谁？"的相关信息。']
    assert conversation.history == []  # the graph did not run
    assert conversation.handle("exit").kind == "exit"
    assert conversation.handle("QUIT").kind == "exit"
