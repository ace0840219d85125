"""A rule stated per step in prose ("每满1年…30元，最高不超过300元") applied to the question's number, with its
working and its cap; a rule that grows from a base ("满12个月后7天；此后每多工作满1年增加1天") adds the steps past
the base (issue 18)."""

from __future__ import annotations

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from knowdesk.reasoning.per_step import step_total
from tests.qa.conftest import passage

RULE = "第六条 员工在本公司连续工作每满1年，每月增加工龄工资30元，工龄工资最高不超过300元。"


def test_whole_steps_of_the_questions_number_times_the_amount() -> None:
    found = step_total("在公司干满7年了，每月工龄工资多少？", RULE)
    assert found is not None and found.value == 210 and found.working == "7 × 30 = 210元"
    assert step_total("工作了18个月，工龄工资多少", RULE).value == 30  # type: ignore[union-attr]  # one whole year


def test_the_cap_is_the_answer_past_it() -> None:
    found = step_total("干了12年，工龄工资多少", RULE)
    assert found is not None and found.capped and found.value == 300 and "按300元" in found.statement


def test_no_rule_or_no_number_of_the_steps_kind_computes_nothing() -> None:
    assert step_total("工龄工资最高多少？", RULE) is None
    assert step_total("生了双胞胎产假多少天？", "生育多胞胎的，每多生育1个婴儿，增加产假15天。") is None
    assert step_total("加班费多少？", "工作日加班按150%支付加班费。") is None


def test_the_answer_states_the_product_before_a_table_beside_it() -> None:
    table = (
        "| 假期类别 | 期间工资待遇 |\n|---|---|\n| 年休假 | 工资照发 |\n| 病假 | 按司龄支付基本工资的70%、80%或90% |"
    )
    passages = [passage(table, "员工请假管理办法", fragment_id="a-1", section="第三章 工资待遇"),
                passage(RULE, "薪酬津贴与补贴管理办法", fragment_id="b-1", section="第二章 工资构成")]  # fmt: skip
    gen = LocalGenerator(Glossary.load(None), max_sentences=3).generate("在公司干满7年了，每月工龄工资多少？", passages)
    first = gen.answer.splitlines()[0]
    assert "7 × 30 = 210元" in first and gen.citations[0]["locator"] == "第六条"


def test_a_rule_that_grows_from_a_base_adds_the_steps_past_it() -> None:
    rule = "（一）员工在公司连续工作满12个月后，每年享有带薪年休假7天；此后在公司每多工作满1年，年假增加1天，最多不超过15天。"
    three = step_total("在公司干满3年了，年假有几天？", rule)
    assert three is not None and three.value == 9 and three.working == "7 + (3 − 1) × 1 = 9天"
    one = step_total("刚满一年的员工年假有几天？", rule)
    assert one is not None and one.value == 7 and one.working == "7天"  # the base itself: no steps past it
    assert step_total("干了20年年假几天", rule).value == 15  # type: ignore[union-attr]
    assert step_total("入职半年年假几天", rule) is None  # before the base: the rule says nothing


def test_a_tier_the_questions_number_falls_in_comes_before_a_rule_stated_per_step() -> None:
    law = "第三条 职工累计工作已满1年不满10年的，年休假5天；已满10年不满20年的，年休假10天；已满20年的，年休假15天。"
    ours = "第四条 员工在公司连续工作满12个月后，每年享有带薪年休假7天；此后在公司每多工作满1年，年假增加1天，最多不超过15天。"
    passages = [passage(law, "职工带薪年休假条例", fragment_id="a-1", section="年休假"),
                passage(ours, "员工请假管理制度", fragment_id="b-1", section="年假")]  # fmt: skip
    gen = LocalGenerator(Glossary.load(None), max_sentences=3).generate("我累计工作12年了，年假至少几天？", passages)
    assert "10天" in gen.answer.splitlines()[0] and "×" not in gen.answer
