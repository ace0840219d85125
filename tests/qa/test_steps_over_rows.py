"""A "how do I…" question is answered by the procedure, not by a table row of the same topic; a lead-in is read
with the items it opens; numbered steps keep their numbering once and leave the portal's address out (issue 18)."""

from __future__ import annotations

from knowdesk.reasoning.asks import ask_of
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from knowdesk.reasoning.lookup import look_up
from tests.qa.conftest import GLOSSARY, passage

G = Glossary.load(GLOSSARY)
CONFIG = ("2.1 配置标准\n| 岗位类别 | 笔记本电脑标准配置 | 使用年限 |\n|---|---|---|\n"
          "| 研发人员 | 16英寸，32GB内存 | 4年 |\n| 职能人员 | 14英寸，16GB内存 | 5年 |")  # fmt: skip
STEPS = ("3.2 研发人员申领笔记本电脑\n第一步：登录OA系统（https://oa.example.com），进入“IT设备申领单”，填写用途说明。\n"
         "第二步：申领单自动流转至直属上级审批。\n第三步：部门负责人审批。")  # fmt: skip
APPROVALS = ("3.4 超标准申领\n| 事项 | 审批流程 | 办理时限 |\n|---|---|---|\n"
             "| 研发第二台笔记本 | 直属上级 → 研发中心总监 → IT部 | 审批后3个工作日 |")  # fmt: skip


def test_how_to_apply_is_a_steps_question() -> None:
    for question in ("研发人员怎么申领笔记本电脑？", "发生事故了应该如何上报？", "宿舍怎样申请入住"):
        assert ask_of(question).kind == "steps"


def test_a_steps_question_is_not_answered_by_a_configuration_row() -> None:
    question = "研发人员怎么申领笔记本电脑？"
    passages = [passage(CONFIG, "企业IT设备管理规范", fragment_id="d-1", section="2.1 配置标准"),
                passage(STEPS, "企业IT设备管理规范", fragment_id="d-2", section="3.2 研发人员申领笔记本电脑")]  # fmt: skip
    assert look_up(question, passages, G) is None
    first = LocalGenerator(G, max_sentences=3).generate(question, passages).answer.splitlines()[0]
    assert "第一步：登录OA系统，进入“IT设备申领单”" in first and "第二步：申领单自动流转至直属上级审批" in first
    assert "第一步第一步" not in first and "https://" not in first


def test_a_table_whose_column_is_the_procedure_still_answers_a_steps_question() -> None:
    found = look_up(
        "研发第二台笔记本的审批流程怎么走？", [passage(APPROVALS, "企业IT设备管理规范", section="3.4 超标准申领")], G
    )
    assert found is not None and "研发中心总监" in found.statement


def test_a_lead_in_is_read_with_its_items() -> None:
    """ "宿舍怎么申请入住": the lead-in names only 入住, its items name the 宿舍 (the rule beside it names both)."""
    body = ("第三条 家庭住址距所在厂区15公里以上的员工，可以申请入住员工宿舍。\n第四条 入住按下列程序办理：\n"
            "（一）员工在“明拓E家”提交住宿申请；\n（二）部门经理确认；\n（三）员工缴纳押金200元，领取宿舍门禁卡后入住。")  # fmt: skip
    gen = LocalGenerator(G, max_sentences=3).generate("宿舍怎么申请入住", [passage(body, "员工宿舍管理规定")])
    first = gen.answer.splitlines()[0]
    assert "（一）员工在“明拓E家”提交住宿申请" in first and "（二）部门经理确认" in first
