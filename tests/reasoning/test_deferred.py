"""A case the documents leave to another rule ("实习生、外包人员另行规定") is refused, not answered with the rule of
the cases they do cover; a yardstick (按校历另行规定) or a condition (另有规定的，从其规定) leaves out no case."""

from __future__ import annotations

from knowdesk.reasoning.deferred import deferred_case
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
