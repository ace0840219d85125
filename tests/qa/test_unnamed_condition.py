"""A sentence that limits its rule to a condition the question does not name (在试用期内, 职能部门员工的…, 因工作需要…的)
ranks below the general rule: a question asked as is wants the rule as it stands for everyone."""

from __future__ import annotations

from knowdesk.reasoning.conditions import unnamed_condition
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from tests.qa.conftest import passage

NOTICE = passage(
    "第二十一条 劳动者在试用期内提前三日通知用人单位，可以解除劳动合同。"
    "第三十七条 劳动者提前三十日以书面形式通知用人单位，可以解除劳动合同。",
    document="劳动合同法",
    section="第四章 劳动合同的解除和终止",
)
OVERTIME = passage(
    "第十七条 加班实行事先审批，员工应当在加班开始前通过OA提交加班申请。\n"
    "职能部门员工的加班由部门经理审批，法定节假日加班由分管副总经理审批。\n"
    "（一）工作日延长工作时间2小时以内的，由班组长审批；\n"
    "（二）法定节假日加班的，由厂长审批，并报人力资源部备案。",
    document="考勤与排班管理制度",
    section="第五章 加班管理",
)


def _conclusion(question: str, p: object) -> str:
    answer = LocalGenerator(Glossary(), max_sentences=4).generate(question, [p]).answer  # type: ignore[list-item]
    return answer.splitlines()[0]


def test_a_condition_the_question_does_not_name_is_found() -> None:
    assert (
        unnamed_condition("劳动者在试用期内提前三日通知用人单位。", "劳动者解除劳动合同要提前多少天通知？") == "试用期"
    )
    assert unnamed_condition("职能部门员工的加班由部门经理审批。", "法定节假日加班谁审批？") == "职能部门"
    assert unnamed_condition("因工作需要拷贝数据的，可以申请公司加密U盘。", "我可以用自己的U盘吗？")


def test_a_condition_the_question_names_or_a_length_of_time_is_not() -> None:
    assert unnamed_condition("劳动者在试用期内提前三日通知用人单位。", "试用期内辞职要提前几天通知？") == ""
    assert unnamed_condition("员工应当在3个工作日内提交补卡申请。", "补卡要在几天内申请？") == ""
    assert unnamed_condition("公司员工的工资每月10日发放。", "工资几号发？") == ""


def test_the_general_rule_concludes_a_question_asked_as_is() -> None:
    assert "三十日" in _conclusion("劳动者解除劳动合同要提前多少天通知？", NOTICE)
    assert "厂长" in _conclusion("法定节假日加班谁审批？", OVERTIME)


def test_the_special_case_concludes_when_the_question_names_it() -> None:
    assert "三日" in _conclusion("试用期内解除劳动合同要提前多少天通知？", NOTICE)
    assert "部门经理" in _conclusion("职能部门员工的加班谁审批？", OVERTIME)
