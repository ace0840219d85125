"""Whom to go to for a matter, from a contact list's row (invented lists)."""

from __future__ import annotations

from knowdesk.reasoning.contacts import (
    asks_contact,
    asks_whom_to_consult,
    contact_for,
    names_approver,
    points_to_contact,
)
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from tests.reasoning.conftest import passage

DIRECTORY = passage(
    "| 部门 | 姓名 | 岗位 | 负责事项 | 分机 |\n|---|---|---|---|---|\n"
    "| 行政部 | 宋佳 | 主管 | 会议室预订、访客登记 | 8101 |\n| 行政部 | 何强 | 专员 | 快递收发、办公用品领用 | 8102 |\n"
    "| 人力资源部 | 邓晓 | 专员 | 社保公积金缴纳、离职手续 | 8201 |",
    document="总部各部门联系方式", section="工作表：Sheet1", fragment_id="dir-00000",
)  # fmt: skip
RULE = passage(
    "第八条 办公用品按季度申领，由部门统一汇总后领用。",
    document="行政管理办法",
    section="第三章",
    fragment_id="rule-00003",
)


def test_a_contact_question_is_answered_by_the_row_whose_duty_names_its_matter() -> None:
    found = contact_for("领办公用品找哪位？", [DIRECTORY])
    assert (
        found is not None and found.statement.startswith("快递收发、办公用品领用：何强") and "8102" in found.statement
    )
    found = contact_for("社保公积金没交上该找人力资源部谁", [DIRECTORY])
    assert found is not None and "邓晓" in found.statement
    # no duty names the matter: no row is guessed
    assert contact_for("电脑坏了找谁", [DIRECTORY]) is None


def test_whom_to_contact_is_asked_in_several_ways_and_an_approval_is_not_one() -> None:
    for q in ("报销的事找谁", "请假备案找人事哪位", "快递的联系人是谁", "行政部电话多少"):
        assert asks_contact(q), q
    for q in ("请三天假谁审批", "请假3天找谁审批", "办理入职时紧急联系人要填几个"):
        assert not asks_contact(q), q


def test_a_person_column_headed_like_a_duty_is_not_read_as_the_duty() -> None:
    listed = passage(
        "| 部门 | 负责人 | 负责事项 | 电话 |\n|---|---|---|---|\n| 行政部 | 宋佳 | 会议室预订 | 8101 |\n"
        "| 行政部 | 何强 | 办公用品领用 | 8102 |",
        document="联系表", section="Sheet1", fragment_id="dir-2",
    )  # fmt: skip
    found = contact_for("领办公用品找谁", [listed, listed])  # the same list twice is one list, not a tie
    assert found is not None and found.statement.startswith("办公用品领用：何强"), found


def test_the_contact_list_is_looked_for_when_the_evidence_holds_only_the_rule() -> None:
    searched: list[str] = []

    def search(text: str, evidence: list) -> list:
        searched.append(text)
        return [DIRECTORY]

    gen = LocalGenerator(Glossary.load(None), max_sentences=3, search=search)
    answer = gen.generate("领办公用品找谁？", [RULE]).answer
    assert answer.splitlines()[0].startswith("结论：快递收发、办公用品领用：何强"), answer
    assert "总部各部门联系方式" in answer and "联系人" in searched[0]


def test_the_act_asked_for_after_who_names_the_row_though_the_segmenter_parts_it() -> None:
    """ "找谁派车": 派车 is one act (the segmenter reads 派/车), named whole by the row's 公务用车派车 and by no other."""
    cars = passage(
        "| 科室 | 姓名 | 职务 | 分管事项 | 办公电话 |\n|---|---|---|---|---|\n"
        "| 院办公室 | 陈建国 | 主任 | 公务接待、公文管理 | 1001 |\n| 院办公室 | 刘晓梅 | 副主任 | 公务用车派车、值班安排 | 1002 |\n"
        "| 人事科 | 吴敏 | 科员 | 请休假备案、考勤 | 1202 |",
        document="科室联系电话", section="工作表：Sheet1", fragment_id="tel-00000",
    )  # fmt: skip
    found = contact_for("要用公车找谁派车", [cars])
    assert found is not None and "刘晓梅" in found.statement
    assert contact_for("要用公车找谁", [cars]) is None  # no act named: one shared pair is too little


EXPENSES = passage(
    "第九条 部门负责人本人的报销，由其直接上级代为履行部门负责人审批；总监本人的报销由总经理审批。\n"
    "第十条 同一事项的费用不得拆分为多张报销单报销。",
    document="报销管理办法", section="第三章 审批权限", fragment_id="exp-00003",
)  # fmt: skip
EXPENSE_HELP = passage(
    "第二十四条 本办法由财务部负责解释。员工对报销有疑问的，可联系财务共享中心（分机6200）。",
    document="报销管理办法", section="第八章 附则", fragment_id="exp-00008",
)  # fmt: skip
HELP_LINES = passage(
    "有问题找谁\n- 学分查询、补录：培训中心 周敏 8216\n- 课程报名：学习平台",
    document="培训与学分管理", section="有问题找谁", fragment_id="train-00005",
)  # fmt: skip
CREDITS = passage(
    "- 职能岗位：每年不少于24学分\n- 部门经理及以上另加8学分管理类课程",
    document="培训与学分管理", section="每年最少要修多少学分", fragment_id="train-00002",
)  # fmt: skip


def test_whom_to_consult_with_a_problem_is_no_approval_and_no_act() -> None:
    for q in ("报销有问题找谁", "报销有问题可以找哪个部门？", "学分少算了找谁", "工资算错了该问谁"):
        assert asks_whom_to_consult(q), q
    for q in ("请假3天找谁审批", "报销找谁", "有问题找谁派车"):  # an approval, no problem named, an act asked
        assert not asks_whom_to_consult(q), q
    assert points_to_contact("学分少算了找谁", "学分查询、补录：培训中心 周敏", "有问题找谁")
    assert points_to_contact("报销有问题找谁", "员工对报销有疑问的，可联系财务共享中心（分机6200）。")
    assert not points_to_contact("报销有问题找谁", "总监本人的报销由总经理审批。")
    assert not points_to_contact("报销找谁审批", "员工对报销有疑问的，可联系财务共享中心。")
    assert names_approver("总监本人的报销由总经理审批。") and not names_approver("可联系财务共享中心")


def test_a_problem_with_a_matter_is_answered_by_the_line_saying_whom_to_consult() -> None:
    gen = LocalGenerator(Glossary.load(None), max_sentences=3)
    first = gen.generate("报销有问题可以找哪个部门？", [EXPENSES, EXPENSE_HELP]).answer.splitlines()[0]
    assert "财务共享中心" in first and "审批" not in first, first
    first = gen.generate("学分少算了找谁", [CREDITS, HELP_LINES]).answer.splitlines()[0]
    assert "周敏" in first, first


def test_the_line_saying_whom_to_consult_is_looked_for_and_quoted_as_given() -> None:
    searched: list[str] = []

    def search(text: str, evidence: list) -> list:
        searched.append(text)
        return [EXPENSE_HELP]

    gen = LocalGenerator(Glossary.load(None), max_sentences=3, search=search)
    read = gen.generate("报销有问题找谁", [EXPENSES])
    assert "财务共享中心" in read.answer.splitlines()[0] and any("有问题找谁" in s for s in searched), read.answer
    assert any("财务共享中心" in line for line in read.derived)  # from beyond the evidence: the check takes it as given
