"""Every LLM step with a scripted chat model: good JSON, malformed JSON, a timeout, an unreachable server."""

from __future__ import annotations

import dataclasses

import httpx
import openai
import pytest
from langchain_core.language_models import GenericFakeChatModel

from knowdesk.errors import ModelError
from knowdesk.graphs.qa_run import answer_question
from knowdesk.reasoning import local_reasoner
from knowdesk.reasoning.llm import LLMSteps, llm_reasoner
from tests.qa.conftest import passage
from tests.scripted import ScriptedChat

REQUEST = httpx.Request("POST", "http://127.0.0.1:9/v1/chat/completions")
TIMEOUT = openai.APITimeoutError(request=REQUEST)
MALFORMED = '{"question": '


LEAVE = passage("第四条 年假 员工在公司连续工作满12个月后，每年享有带薪年休假7天。")


@pytest.fixture
def steps(kb_app):
    def make(*responses: object) -> tuple[LLMSteps, ScriptedChat]:
        model = ScriptedChat(replies=list(responses), prompts=[])
        local = local_reasoner(kb_app.settings.qa, kb_app.glossary, kb_app.tags)
        return LLMSteps(model, local, kb_app.glossary, kb_app.settings.qa.categories), model

    return make


def test_structured_steps_use_the_model(steps):
    s, model = steps(
        '{"question": "研发人员申领笔记本电脑的流程"}',
        '{"questions": ["如何办理入职", "如何领取工资卡", "几号发工资", "多余的一条"]}',
        '{"category": "薪资"}',
        '{"category": "食堂"}',
        '{"route": "direct", "reasoning": "arithmetic"}',
        '{"score": "relevant"}',
        '{"score": "irrelevant"}',
        '{"query": "带薪年休假天数"}',
    )
    assert s.normalize("领电脑") == "研发人员申领笔记本电脑的流程"
    assert s.decompose("我是新员工，如何入职并领取工资卡？", 3) == ["如何办理入职", "如何领取工资卡", "几号发工资"]
    assert s.classify("工资卡怎么办") == "薪资"
    assert s.classify("食堂几点开") == "其他"  # labels outside the configured categories
    assert s.route("340的15%是多少") == "direct"
    assert s.grade("年假有几天", [LEAVE, passage("无关内容", "差旅费报销标准2024")]) == ["relevant", "irrelevant"]
    assert s.rewrite("年假", 1) == "带薪年休假天数"
    assert "领电脑" in model.prompts[0] and "年假" in model.prompts[0]  # glossary terms go into the prompt
    assert "<documents>" in model.prompts[5] and "数据" in model.prompts[5]


def test_generate_check_and_steps(steps):
    answer = "结论：年假7天（《员工请假管理制度V3.1》二、假期类别与天数）"
    s, model = steps(answer, '{"grounded": "yes", "unsupported": []}', "1. 准备材料\n2. 提交申请\n")
    gen = s.generate("年假有几天", [LEAVE])
    assert gen.answer == answer and gen.citations == [
        {"document": "员工请假管理制度V3.1", "section": "二、假期类别与天数"}
    ]
    assert s.check(answer, [LEAVE]).grounded
    assert s.steps(["答案一"]) == ["准备材料", "提交申请"]
    assert "严格模式" not in model.prompts[0]


def test_check_keeps_the_facts_rule_even_when_the_model_says_yes(steps):
    s, _ = steps('{"grounded": "yes", "unsupported": []}')
    result = s.check("结论：年假有30天。", [LEAVE])
    assert not result.grounded  # 30 appears nowhere in the fragment


@pytest.mark.parametrize("failure", [MALFORMED, '{"route": "teleport"}', "", TIMEOUT, TimeoutError("slow")])
def test_malformed_or_failed_output_falls_back_to_local(steps, failure, caplog):
    s, _ = steps(*([failure] * 12))
    local = s.local
    assert s.normalize("怎么领电脑") == local.normalizer.normalize("怎么领电脑")
    assert s.decompose("如何入职并领取工资卡", 3) == local.decomposer.decompose("如何入职并领取工资卡", 3)
    assert s.classify("年假有几天") == "请假"
    assert s.route("340的15%是多少") == "direct"
    assert s.grade("年假有几天", [LEAVE]) == ["relevant"]
    assert s.rewrite("年假 天数", 1) == local.rewriter.rewrite("年假 天数", 1)
    assert s.generate("年假有几天", [LEAVE]).answer == local.generator.generate("年假有几天", [LEAVE]).answer
    assert s.check("结论：年假7天。", [LEAVE]).grounded
    assert s.steps(["依据：《A》一：先提交申请。再等待审批。"]) == ["先提交申请", "再等待审批"]
    assert "using the local implementation" in caplog.text


def test_unreachable_server_is_one_clear_model_error(steps):
    s, _ = steps(openai.APIConnectionError(request=REQUEST))
    with pytest.raises(ModelError, match="cannot be reached"):
        s.route("年假有几天")


def test_generic_fake_chat_model_works_through_json_parsing(kb_app):
    model = GenericFakeChatModel(messages=iter(['{"route": "vector", "reasoning": "policy"}']))
    local = local_reasoner(kb_app.settings.qa, kb_app.glossary, kb_app.tags)
    s = LLMSteps(model, local, kb_app.glossary, ["请假"])
    assert s.route("年假有几天") == "vector"


def test_whole_graph_in_llm_mode_with_malformed_output_answers_like_local(kb_app):
    model = ScriptedChat(replies=[], prompts=[], default="sorry, no JSON today")
    local = local_reasoner(kb_app.settings.qa, kb_app.glossary, kb_app.tags)
    deps = kb_app.qa_deps
    llm_deps = dataclasses.replace(deps, reasoner=llm_reasoner(model, local, kb_app.glossary, ["请假"]))
    out = answer_question(kb_app.qa_graph, llm_deps, "年假有几天")
    assert "当前以《员工请假管理制度V3.1》（2024-05-01）的内容为准" in out["answer"]
    assert len(model.prompts) >= 6  # normalize, decompose, classify, route, grade, generate, check


def test_whole_graph_with_unreachable_server_raises_model_error(kb_app):
    model = ScriptedChat(replies=[], prompts=[], default=openai.APIConnectionError(request=REQUEST))
    local = local_reasoner(kb_app.settings.qa, kb_app.glossary, kb_app.tags)
    deps = kb_app.qa_deps
    llm_deps = dataclasses.replace(deps, reasoner=llm_reasoner(model, local, kb_app.glossary, ["请假"]))
    with pytest.raises(ModelError):
        answer_question(kb_app.qa_graph, llm_deps, "年假有几天")


def test_the_model_gets_the_tier_a_look_up_found(kb_app):
    from knowdesk.reasoning.lookup import facts_line

    tiers = passage(
        "第十二条 请假审批按以下权限执行：\n（一）请假1天及以内（含半天）：由直属上级审批；\n"
        "（二）请假2天至3天：由直属上级、部门负责人依次审批；\n（三）请假4天至10天：由直属上级、部门负责人审批后，报人力资源部备案审核；",
        section="三、请假审批权限",
    )  # fmt: skip
    model = ScriptedChat(
        replies=["结论：由直属上级、部门负责人依次审批（《员工请假管理制度V3.1》第十二条）"], prompts=[]
    )
    local = local_reasoner(kb_app.settings.qa, kb_app.glossary, kb_app.tags)
    s = LLMSteps(model, local, kb_app.glossary, kb_app.settings.qa.categories,
                 facts=lambda q, ps: facts_line(q, ps, kb_app.glossary))  # fmt: skip
    s.generate("请三天假需要谁审批？", [tiers])
    facts = model.prompts[0].split("<facts>")[1].split("</facts>")[0]
    assert "2天至3天" in facts and "部门负责人" in facts and "第十二条" in facts
    s.generate("年会什么时候办？", [tiers])
    assert "<facts>\n（无）\n</facts>" in model.prompts[1]  # nothing looked up: the model is told so
