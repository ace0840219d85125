"""Which sentence of the evidence the local answer concludes from, when several share the question's words."""

from __future__ import annotations

from knowdesk.reasoning.evidence import sentence_units
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_answer import LocalChecker
from knowdesk.reasoning.local_generate import LocalGenerator
from tests.qa.conftest import GLOSSARY, passage

G = Glossary.load(GLOSSARY)


def test_a_short_line_that_closes_the_body_is_a_sentence_not_a_heading() -> None:
    body = "一、安全须知\n5、下班前检查门窗、电源是否关闭。\n6、急救电话：120."
    units = sentence_units(body, semicolons=False)
    assert [u.text for u in units] == ["5、下班前检查门窗、电源是否关闭。", "6、急救电话：120."]
    assert units[0].heading == "一、安全须知" and body[units[1].start :].startswith("6、急救")
    gen = LocalGenerator(G, max_sentences=4)
    out = gen.generate("急救电话是多少？", [passage(body, document="行政手册", section="安全须知")])
    assert "120" in out.answer.splitlines()[0]


def test_a_full_width_figure_stated_half_width_is_grounded() -> None:
    body = "第十六条 因劳动者本人原因给用人单位造成经济损失的，可从其工资中扣除，但每月扣除的部分不得超过当月工资的２０％。"
    rule = passage(body, document="工资支付规定")
    out = LocalGenerator(G, max_sentences=4).generate("每月最多能扣工资的多少？", [rule])
    first = out.answer.splitlines()[0]
    assert first.startswith("结论：") and "20%" in first
    assert LocalChecker(0.6).check(out.answer, [rule]).grounded
