"""Whom to go to for a matter, from a contact list's row (invented lists)."""

from __future__ import annotations

from knowdesk.reasoning.contacts import asks_contact, contact_for
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


def test_a_contact_line_of_another_matter_is_not_the_answer() -> None:
    # read23 review H1: a second search for "whom to consult" lines quoted another policy's contact, ungrounded
    rule = passage("第七条 加班费于次月10日随工资发放。", document="考勤制度", section="第三章", fragment_id="ot-3")
    other = passage(
        "第三十条 员工对差旅住宿标准有疑问的，可联系行政服务中心（分机5300）。",
        document="差旅管理办法",
        section="附则",
        fragment_id="trv-9",
    )
    gen = LocalGenerator(Glossary.load(None), max_sentences=3, search=lambda t, e: [other])
    answer = gen.generate("加班费发放时间有疑问找哪个部门", [rule]).answer
    assert "行政服务中心" not in answer.splitlines()[0]
