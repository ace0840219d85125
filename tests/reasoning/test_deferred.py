"""A case the documents leave to another rule ("实习生、外包人员另行规定") is refused, not answered with the rule of
the cases they do cover; a yardstick (按校历另行规定) or a condition (另有规定的，从其规定) leaves out no case."""

from __future__ import annotations

from knowdesk.reasoning.deferred import deferred_case, excluded_case
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from tests.qa.conftest import passage

RULES = (
    "第二条 本办法适用于公司全体正式员工；实习生、劳务派遣人员等另行规定。\n"
    "第十条 工作日延长工作时间的，加班费按本人小时工资的150%计发。"
)


def test_a_case_left_to_another_rule_is_named_by_the_question() -> None:
    texts = [RULES, "寒暑假的起止日期按学校当年校历另行规定。", "（三）合同另有规定的，从其规定。"]
    assert deferred_case("实习生工作日加班，加班费怎么算", texts) == "实习生"
    assert deferred_case("劳务派遣人员加班有加班费吗", texts) == "劳务派遣人员"
    assert deferred_case("工作日加班，加班费怎么算", texts) is None
    assert deferred_case("寒假放几天", texts) is None  # 校历 is what the dates are set by, not a case left out
    assert deferred_case("合同的规定", texts) is None
    # a generic subject or a word cut out of another ("参与人员" is no 与 + 人员) names no case
    assert deferred_case("加班人员的加班费怎么算", ["参与人员另行规定。"]) is None
    assert deferred_case("加班费具体标准是多少", ["按日工资的200%计发，具体标准另行规定。"]) is None
    assert deferred_case("外籍员工及港澳台员工的年假几天", ["外籍员工及港澳台员工另行规定。"]) == "外籍员工"


def test_the_covered_cases_rule_does_not_answer_a_case_left_out() -> None:
    gen = LocalGenerator(Glossary.load(None), max_sentences=3)
    ps = [passage(RULES, "加班管理办法", fragment_id="f-1")]
    assert not gen.generate("实习生工作日加班，加班费按多少算", ps).answer
    assert "150%" in gen.generate("工作日加班，加班费按多少算", ps).answer


ALLOWANCES = (
    "| 岗位 | 一类项目（元/月） |\n|---|---|\n| 秩序维护员 | 500 |\n"
    "注：试用期员工按本表的80%发放。项目经理、各专业主管执行管理岗薪酬方案，不适用本表。"
)


def test_a_class_a_table_or_rule_leaves_out_is_named_by_the_question() -> None:
    table = passage(ALLOWANCES, "岗位津贴标准", section="岗位津贴", fragment_id="f-1")
    rule = passage("第二条 本办法适用于一线作业人员。机关职能部门人员不适用本办法。", "排班与加班管理办法",
                   fragment_id="f-2")  # fmt: skip
    notes = passage("注3：调度员不适用本表，另发调度岗位津贴每月800元；机修人员执行工程技术部的技能津贴办法。",
                    "作业区岗位津贴标准", section="岗位津贴", fragment_id="f-3")  # fmt: skip
    franchise = passage("加盟店员工的员工餐、餐补和工服押金标准由加盟商自行制定，报区域经理备案。", "员工餐与工服管理规定",
                        fragment_id="f-4")  # fmt: skip
    ps = [table, rule, notes, franchise]
    assert excluded_case("项目经理的岗位津贴一个月多少", ps) == "项目经理"
    assert excluded_case("机关职能部门的人加班工资怎么算", ps) == "机关职能部门"
    assert excluded_case("加盟店员工的餐补一个班多少钱", ps) == "加盟店员工"
    vendor = passage("第二条 本办法适用于公司全体正式员工。外包人员按其所属供应商的规定执行。", "远程办公管理办法",
                     fragment_id="f-5")  # fmt: skip
    assert excluded_case("外包同事每周能远程办公几天", [vendor]) == "外包"
    assert excluded_case("外包同事的餐补多少", [vendor]) is None  # the rule's document is about 远程办公 only
    # the table leaves managers out of 岗位津贴 only; a sentence going on to state the class's own value leaves none out
    assert excluded_case("项目经理的高温补贴多少", ps) is None
    assert excluded_case("调度员岗位津贴一个月有多少", ps) is None
    assert excluded_case("全职员工的餐补一个班多少钱", ps) is None
    # "X执行…办法" says which regime X follows, often the one beside it: nobody left out
    assert excluded_case("机修工的岗位津贴每月多少", ps) is None


def test_ordinary_rule_wording_leaves_nobody_out() -> None:
    gen = LocalGenerator(Glossary.load(None), max_sentences=3)
    regime = passage(
        "全体员工执行公司统一的考勤制度。上班时间为9:00，下班时间为18:00。", "考勤管理制度", fragment_id="f-1"
    )
    assert "9:00" in gen.generate("全体员工的考勤上班时间是几点", [regime]).answer
    commission = passage(
        "销售人员执行销售提成管理办法。销售提成按回款额的3%计发。", "销售提成管理办法", fragment_id="f-2"
    )
    assert "3%" in gen.generate("销售人员的提成怎么算", [commission]).answer
    rota = passage("各门店的排班表由店长自行制定，报区域经理备案。", "门店排班管理规定", fragment_id="f-3")
    assert "店长" in gen.generate("门店的排班表由谁制定", [rota]).answer
    own = passage(
        "第二条 本办法适用于公司全体正式员工。外包人员按本办法第四条执行。", "远程办公管理办法", fragment_id="f-5"
    )
    assert excluded_case("外包人员每周能远程办公几天", [own]) is None  # a rule of this document, not their own
    # a class applying this rule's own standard ("按其岗位对应的标准执行") is not left out of it
    post = passage("交通补贴按职务发放：主管每月300元，专员每月200元。轮岗人员按其轮岗后职务对应的标准执行。",
                   "补贴发放办法", fragment_id="f-6")  # fmt: skip
    assert excluded_case("轮岗人员的交通补贴每月多少", [post]) is None
    town = passage("外派员工按其工作所在地的最低工资标准执行。", "工资支付规定", fragment_id="f-7")
    assert excluded_case("外派员工的最低工资是多少", [town]) is None
    partial = passage("实习生不适用本办法第十二条关于年终奖的规定。", "薪酬管理办法", fragment_id="f-4")
    assert excluded_case("实习生的薪酬怎么发", [partial]) is None


def test_the_table_does_not_answer_for_a_class_it_leaves_out() -> None:
    gen = LocalGenerator(Glossary.load(None), max_sentences=3)
    ps = [passage(ALLOWANCES, "岗位津贴标准", section="岗位津贴", fragment_id="f-1")]
    assert not gen.generate("项目经理的岗位津贴一个月多少", ps).answer
    assert "500" in gen.generate("秩序维护员的岗位津贴一个月多少", ps).answer


def test_a_class_the_own_language_rules_leave_out_is_not_answered_from_the_other_language() -> None:
    """Evidence in both languages: the Chinese rule saying it leaves 机关职能部门 out is the answer to a Chinese question
    about them, not an English sentence that happens to name a department."""
    gen = LocalGenerator(Glossary.load(None), max_sentences=3)
    rule = passage("第二条 本办法适用于一线作业人员。机关职能部门人员不适用本办法。\n第九条 加班工资按小时工资的150%计发。",
                   "排班与加班管理办法", fragment_id="f-1")  # fmt: skip
    english = passage("The customer service department acknowledges a claim within 2 working days.",
                      "Customer Service Agreement Summary", section="7. Claims", fragment_id="f-2")  # fmt: skip
    assert not gen.generate("机关职能部门的人加班工资怎么算", [rule, english]).answer
    assert "150%" in gen.generate("一线作业人员加班工资怎么算", [rule, english]).answer
