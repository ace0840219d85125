"""A candidate sentence's score is its recorded features weighed by the one table (`sentence_weights.py`), so a fit
can replay and replace every weight at once; the scores are the hand formula's to the bit, and the dense re-read
picks through one function the pipeline and the fit share."""

from __future__ import annotations

import numpy as np
import pytest

from knowdesk.reasoning import local_generate
from knowdesk.reasoning.asks import ask_of
from knowdesk.reasoning.evidence import sentence_units
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_answer import key_words
from knowdesk.reasoning.local_generate import Candidate, LocalGenerator
from knowdesk.reasoning.sentence_weights import RERANK_MARGIN, RERANK_TOP, WEIGHTS, by_meaning, weighed
from tests.reasoning.conftest import passage
from tests.reasoning.test_asked_kinds import RULES

VEHICLES = passage(
    "第四条 公务用车须提前一个工作日向车队提出申请。\n"
    "第五条 单程在30公里以内的用车由车队队长审批，超过30公里的由分管副总审批。\n"
    "第六条 驾驶员在出车途中发生违章的，罚款由驾驶员本人承担。\n"
    "第七条 本办法由综合办公室负责解释。",
    document="公务用车管理办法",
    section="总则",
    fragment_id="car-00001",
)
PARKING = passage(
    "去年冬天，小王把公务车停在路边，结果被贴了罚单。\n车辆停放应当使用公司指定的停车场，停车费凭票报销。",
    document="车辆使用须知",
    section="停车",
    fragment_id="car-00002",
)

# (passage's place, sentence's place) → score, computed once by the hand formula of main's a6f9ca6 (before the table)
PINNED = {
    "用车审批规定在第几条": {
        (0, 0): 0.719047619047619,
        (0, 1): 1.037095238095238,
        (0, 2): 0.5408571428571429,
        (0, 3): 0.5398571428571428,
    },
    "跑40公里的公务用车由谁审批": {
        (0, 0): 0.6136752136752136,
        (0, 1): 1.5782022792022794,
        (0, 2): 0.3202222222222222,
        (0, 3): 0.6192222222222222,
        (1, 0): 0.14122507122507122,
    },
    "违章罚款谁来出": {(0, 0): 0.4666666666666667, (0, 2): 1.009111111111111},
}


def _scored(question: str, generator: LocalGenerator | None = None) -> list[Candidate]:
    generator = generator or LocalGenerator(Glossary.load(None), max_sentences=3)
    usable = [VEHICLES, PARKING]
    units = [sentence_units(p["body"], semicolons=False) for p in usable]
    return generator._score(question, ask_of(question), key_words(question, generator.glossary), usable, units)


@pytest.mark.parametrize("question", list(PINNED))
def test_each_score_is_the_hand_formulas_to_the_bit(question: str) -> None:
    # an article question's 0.1 + 0.3, and support, rank and position summed before they are added: one term at a
    # time gives 0.7190476190476189 for the first and 1.5782022792022792 for the second question's best
    assert {(c.rank, c.pos): c.score for c in _scored(question)} == PINNED[question]


def test_the_sentence_ruling_the_asked_band_scores_best() -> None:
    best = max(_scored("跑40公里的公务用车由谁审批"), key=lambda c: c.score)
    assert "分管副总" in best.unit.text
    assert {"band_holds", "who_act", "fit"} <= set(best.features)


def test_groups_are_summed_before_they_are_added() -> None:
    features = {"coverage": 2 / 7, "placed": 0.0, "support": 1 / 9, "rank": 0, "pos": 0}
    features |= {"article": 1.0, "article_asked": 1.0}
    # 2/7 + 0.5·0 + (0.3/9 − 0 − 0) + (0.1 + 0.3); one term at a time: 0.7190476190476189
    assert weighed(features) == 0.719047619047619
    assert weighed({"who_act": 1.0}, {**WEIGHTS, "who_act": 0.7}) == 0.7


def test_each_feature_is_weighed_once(monkeypatch: pytest.MonkeyPatch) -> None:
    weighted: list[str] = []

    def recording(features: dict[str, float], *args: object, **kwargs: object) -> float:
        weighted.extend(features)
        return weighed(features, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(local_generate, "weighed", recording)
    scored = _scored("跑40公里的公务用车由谁审批")
    # six sentences read: five scored, one dropped for sharing no word (its words and place weighed only)
    assert len(scored) == 5
    assert len(weighted) == sum(len(c.features) for c in scored) + 2
    assert all(c.score == weighed(c.features) for c in scored)


def test_each_candidate_carries_the_features_its_score_weighs() -> None:
    question = "出差管理制度由哪个部门负责解释"
    generator = LocalGenerator(Glossary.load(None), max_sentences=3)
    words = key_words(question, generator.glossary)
    scored = generator._score(
        question, ask_of(question), words, [RULES], [sentence_units(RULES["body"], semicolons=False)]
    )
    interprets = next(c for c in scored if "负责解释" in c.unit.text)
    assert interprets.features["who_act"] == 1.0  # names the act the who-question asks about
    assert set(interprets.features) <= set(WEIGHTS)


def test_without_a_dense_reader_the_best_by_words_is_chosen() -> None:
    assert by_meaning([0.5, 0.9, 0.9, 0.2], None) == 1  # the first of a tie


def test_the_nearest_in_meaning_within_the_margin_is_chosen() -> None:
    asked: list[list[int]] = []

    def cosines(few: list[int]) -> np.ndarray:
        asked.append(few)
        return np.array([{0: 0.80, 1: 0.84, 2: 0.90}[i] for i in few])

    # 0 is best by words, 1 is 0.1 behind but 0.04 of cosine nearer (8 units each): 1; 2 is past the margin
    assert by_meaning([1.0, 0.9, 1.0 - RERANK_MARGIN - 0.01], cosines) == 1
    assert asked == [[0, 1]]


def test_only_the_best_few_are_reread() -> None:
    scores = [1.0 - 0.001 * i for i in range(RERANK_TOP + 2)]
    near = {RERANK_TOP + 1: 0.99}
    chosen = by_meaning(scores, lambda few: np.array([near.get(i, 0.5) for i in few]))
    assert chosen < RERANK_TOP  # the nearest is not among the best few by words
