"""A who-question is answered by the sentence naming the one who does the act it asks about (who_acts)."""

from __future__ import annotations

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from knowdesk.reasoning.who_acts import asked_act, does_the_asked_act
from tests.reasoning.conftest import passage


def test_the_act_is_the_verb_after_the_asking_word() -> None:
    assert asked_act("加班制度由哪个部门负责解释") == "解释"
    assert asked_act("工伤由谁来认定？") == "认定"
    assert asked_act("想借会议室找谁登记") == "登记"
    assert asked_act("出差十天，谁来批") == "批"
    assert asked_act("考勤的负责人是谁") == ""  # nothing follows the asking word
    assert does_the_asked_act("工伤由谁来认定？", "人力资源部负责工伤认定。")
    assert not does_the_asked_act("工伤由谁来认定？", "工伤医疗费由公司审批后报销。")


def test_the_act_is_its_verb_not_the_object_that_follows_it() -> None:
    assert asked_act("差旅报销由谁审批出差申请") == "审批"
    assert asked_act("周末值班谁来认定加班") == "认定"
    assert asked_act("哪个部门审核报销单") == "审核"
    assert not does_the_asked_act("差旅报销由谁审批出差申请", "员工须在出发前提交出差申请。")
    assert does_the_asked_act("差旅报销由谁审批出差申请", "出差申请由部门负责人审批。")


RULES = passage(
    "第三条 部门负责人的考勤管理，由分管副总审批。\n第二十条 本制度由人力资源部负责解释。",
    document="考勤管理制度",
    section="总则",
    fragment_id="kq-00001",
)


def test_a_role_for_another_act_does_not_answer() -> None:
    generator = LocalGenerator(Glossary.load(None), max_sentences=3)
    first = generator.generate("考勤管理制度由哪个部门负责解释", [RULES]).answer.splitlines()[0]
    assert "人力资源部" in first, first
