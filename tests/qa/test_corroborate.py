"""A conclusion drawn from a guide cites the numbered article that states the same value (`corroborate.py`):
the article is found by the value as a regulation writes it (百分之三百), not by the guide's wording."""

from __future__ import annotations

from knowdesk.reasoning.base import Passage
from knowdesk.reasoning.corroborate import chinese_numeral, corroborating_rule, numeral_query, stated_values
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from tests.qa.conftest import passage

GUIDE = passage(
    "如果劳动者在正常工作日工作超过8小时，则企业应按不低于劳动者本人小时工资的150%支付加班费；\n"
    "如果企业安排劳动者在法定节假日工作，按不低于劳动者本人小时工资的300%支付加班费。",
    document="劳动仲裁攻略",
    section="加班费的计算 > 标准工时制",
)
LAW = passage(
    "第四十四条 有下列情形之一的，用人单位应当按照下列标准支付高于劳动者正常工作时间工资的工资报酬：\n\n"
    "（一）安排劳动者延长工作时间的，支付不低于工资的百分之一百五十的工资报酬；\n\n"
    "（三）法定休假日安排劳动者工作的，支付不低于工资的百分之三百的工资报酬。",
    document="劳动法",
    section="第四章 工作时间和休息休假",
    fragment_id="law-44",
)
# the same value in another article about something else: not the rule behind the guide
OTHER = passage("第十条 未休年休假的，按照职工日工资收入的百分之三百支付年休假工资报酬。", document="年休假条例",
                section="年休假", fragment_id="leave-10")  # fmt: skip


def test_values_are_written_as_a_regulation_writes_them() -> None:
    assert [chinese_numeral(n) for n in (150, 36, 30, 10, 105, 300)] == [
        "一百五十",
        "三十六",
        "三十",
        "十",
        "一百零五",
        "三百",
    ]
    values = stated_values("法定节假日加班按小时工资的300%支付。", "按不低于本人小时工资的300%支付加班费")
    assert numeral_query(values) == "百分之三百"
    # a computed total is in no regulation: only the values the source sentence holds are looked for
    assert stated_values("加班1天的加班费为900元（300元 × 300% × 1天）", "按工资的300%支付") == [("300", "%")]


def test_the_article_stating_the_same_value_about_the_same_thing_is_found() -> None:
    values = [("300", "%")]
    wording = "如果企业安排劳动者在法定节假日工作，按不低于劳动者本人小时工资的300%支付加班费。"
    rule = corroborating_rule(values, wording, "劳动仲裁攻略", [GUIDE, LAW])
    assert rule is not None and rule.article == "第四十四条" and "百分之三百" in rule.unit.text
    assert corroborating_rule([("200", "%")], wording, "劳动仲裁攻略", [LAW]) is None  # another value
    assert corroborating_rule(values, wording, "劳动法", [LAW]) is None  # the source itself
    assert corroborating_rule(values, "试用期工资不低于300%", "劳动仲裁攻略", [LAW]) is None  # another topic


def test_a_guides_conclusion_cites_the_article_behind_it() -> None:
    asked: list[str] = []

    def search(text: str, evidence: list[Passage]) -> list[Passage]:
        asked.append(text)
        return [OTHER, LAW]

    gen = LocalGenerator(Glossary(), 4, search=search)
    answer = gen.generate("法定节假日安排加班，加班费按多少支付？", [GUIDE])
    lines = answer.answer.splitlines()
    assert "300%" in lines[0] and asked == ["百分之三百"]
    assert lines[1].startswith("依据：《劳动法》第四十四条") and "百分之三百" in lines[1]
    assert {c["document"] for c in answer.citations} == {"劳动仲裁攻略", "劳动法"}
    assert lines[1] in answer.derived  # quoted from a fragment found here, not from the evidence checked


def test_a_conclusion_from_an_article_needs_no_second_look() -> None:
    def search(text: str, evidence: list[Passage]) -> list[Passage]:
        raise AssertionError("no search for a conclusion that cites its own article")

    gen = LocalGenerator(Glossary(), 4, search=search)
    first = gen.generate("法定休假日安排劳动者工作，工资报酬不低于多少？", [LAW]).answer.splitlines()[0]
    assert "300%" in first or "百分之三百" in first
