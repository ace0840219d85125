"""Pay is set per situation (加班, 病假, 试用期…): a sentence stating the pay of one does not answer a question
about the pay of another, however many words they share."""

from __future__ import annotations

from knowdesk.reasoning.answerable import unmet_constraint
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from tests.qa.conftest import GLOSSARY, passage

G = Glossary.load(GLOSSARY)
SICK_PAY = "第九条 员工请病假须提交医院证明，病假期间的工资按本人基本工资的80%发放。"


def test_the_pay_of_another_situation_does_not_answer() -> None:
    assert unmet_constraint("工作日加班工资按多少倍算？", SICK_PAY, "第三章 假期")
    assert unmet_constraint("病假工资按多少发？", SICK_PAY, "第三章 假期") is None


def test_the_asked_situation_in_the_heading_or_written_another_way_answers() -> None:
    assert unmet_constraint("加班工资按多少倍算？", "工资按小时工资的150%支付。", "第五章 加班") is None
    overtime = "安排劳动者延长工作时间的，支付不低于工资的百分之一百五十的工资报酬。"
    assert unmet_constraint("加班工资按多少倍算？", overtime, "第四十四条") is None


def test_a_question_about_overtime_pay_on_a_sick_pay_rule_is_refused() -> None:
    answer = LocalGenerator(G, 3).generate("工作日加班工资按多少倍算？", [passage(SICK_PAY)]).answer
    assert "80%" not in answer
