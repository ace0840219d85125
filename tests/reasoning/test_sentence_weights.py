"""A candidate sentence's score is its recorded features weighed by the one table (`sentence_weights.py`), so a fit
can replay and replace every weight at once."""

from __future__ import annotations

import pytest

from knowdesk.reasoning.asks import ask_of
from knowdesk.reasoning.evidence import sentence_units
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_answer import key_words
from knowdesk.reasoning.local_generate import LocalGenerator
from knowdesk.reasoning.sentence_weights import WEIGHTS, weighed
from tests.reasoning.test_asked_kinds import RULES


def test_weighed_is_the_dot_product_in_recorded_order() -> None:
    assert weighed({"coverage": 0.5, "placed": 0.2, "rank": 2}) == pytest.approx(0.5 + 0.1 - 0.06)
    assert weighed({"who_act": 1.0}, {**WEIGHTS, "who_act": 0.7}) == 0.7


def test_each_candidate_carries_the_features_its_score_weighs() -> None:
    question = "出差管理制度由哪个部门负责解释"
    generator = LocalGenerator(Glossary.load(None), max_sentences=3)
    words = key_words(question, generator.glossary)
    scored = generator._score(
        question, ask_of(question), words, [RULES], [sentence_units(RULES["body"], semicolons=False)]
    )
    assert scored and all(c.features for c in scored)
    assert all(c.score == weighed(c.features) for c in scored)
    interprets = next(c for c in scored if "负责解释" in c.unit.text)
    assert interprets.features["who_act"] == 1.0  # names the act the who-question asks about
    assert set(interprets.features) <= set(WEIGHTS)
