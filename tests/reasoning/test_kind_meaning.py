"""An English question naming a kind of pay the workplace lexicon cannot carry ("high temperature subsidy"): the
evidence's own name for it is found by meaning, and the question is answered in it instead of being refused as a
kind the rules never name; a kind no name is clearly nearest stays refused."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from knowdesk.reasoning.bridge import kind_phrase
from knowdesk.reasoning.crosslingual import CrossLingual
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.kind_meaning import KIND_MARGIN, NAMES_KIND, evidence_kinds, kind_by_meaning
from knowdesk.reasoning.local_generate import LocalGenerator
from knowdesk.text.language import language_of
from tests.qa.conftest import GLOSSARY, passage

RULES = "第十二条 每年6月至9月发放高温补贴，标准见下表。第十四条 持证上岗的员工每月发放特种作业津贴100元。"
HEAT = "| 岗位类别 | 6月 | 7月 |\n|---|---|---|\n| 室外作业岗位 | 260 | 360 |\n| 室内岗位 | 150 | 200 |"


def near(name: str, cos: float, others: float = 0.77):
    """A stand-in dense model's cosines: `name` at `cos`, every other text at `others`."""

    def cosines(_question: str, texts: Sequence[str]) -> np.ndarray:
        return np.array([cos if t == name else others for t in texts])

    return cosines


def test_the_evidence_names_kinds_by_the_class_words_chinese_head() -> None:
    names = evidence_kinds("subsidy", [RULES])
    assert "高温补贴" in names and "放高温补贴" in names
    assert "特种作业津贴" in evidence_kinds("allowance", [RULES])
    assert evidence_kinds("leave", [RULES]) == []
    # a name runs no further back than the word joining it to the text before (结余经费的科研奖励: 科研奖励)
    bonus = evidence_kinds("bonus", ["结余经费的科研奖励"])
    assert "科研奖励" in bonus and not any("的" in n for n in bonus)


def test_a_name_clearly_nearest_in_meaning_names_the_kind() -> None:
    assert kind_by_meaning("high temperature subsidy", [RULES], near("高温补贴", NAMES_KIND + 0.015)) == "高温补贴"
    # below the floor, or not clearly ahead of another kind's name: nothing is named
    assert kind_by_meaning("high temperature subsidy", [RULES], near("高温补贴", NAMES_KIND - 0.01, 0.7)) == ""
    lead = NAMES_KIND + KIND_MARGIN / 2
    assert kind_by_meaning("high temperature subsidy", [RULES], near("高温补贴", lead, NAMES_KIND)) == ""
    assert kind_by_meaning("subsidy", [RULES], near("高温补贴", 0.9)) == ""  # a class word alone names no kind


def test_the_kinds_whole_english_name_is_read() -> None:
    assert kind_phrase("how much high temperature subsidy does a welder get?", "temperature subsidy") == (
        "high temperature subsidy"
    )
    assert kind_phrase("Is the extra night allowance paid?", "night allowance") == "night allowance"


def cross(name: str) -> CrossLingual:
    """A stand-in multilingual model: `name` (and only it) is near any English text."""

    def query(text: str) -> np.ndarray:
        return np.array([1.0, 0.0]) if language_of(text) == "en" else np.array([0.0, 1.0])

    def texts(items: Sequence[str]) -> np.ndarray:
        return np.array([[0.83, 0.0] if t == name else [0.76, 0.0] for t in items])

    return CrossLingual(query, texts)


def test_a_kind_the_lexicon_cannot_carry_is_answered_in_the_evidences_name() -> None:
    evidence = [passage(RULES, document="薪酬办法", section="第三章 津贴", fragment_id="f1"),
                passage(HEAT, document="薪酬办法", section="表3 高温补贴", fragment_id="f2")]  # fmt: skip
    question = "How much high temperature subsidy do outdoor workers get in June?"
    generator = LocalGenerator(Glossary.load(GLOSSARY), 3, cross=cross("高温补贴"))
    assert "260" in generator.generate(question, evidence).answer.splitlines()[0]
    # no name near it in meaning: refused as a kind the rules never name
    refused = LocalGenerator(Glossary.load(GLOSSARY), 3, cross=cross("没有")).generate(question, evidence)
    assert not refused.answer and "never names" in refused.why
