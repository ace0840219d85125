"""An English question on Chinese rules whose lexicon-carried words pick a sentence on a neighbouring matter: the
dense model's reading answers when its conclusion is clearly nearer the question in meaning; the words stand
otherwise, and a refusal by the words is never overruled."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from knowdesk.reasoning.base import Generation
from knowdesk.reasoning.crosslingual import CrossLingual
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from knowdesk.reasoning.nearer_reading import READING_MARGIN, nearer_reading
from knowdesk.text.language import language_of
from tests.qa.conftest import GLOSSARY, passage

SHIFTS = (
    "| 部门 | 班次 | 时间 | 备注 |\n|---|---|---|---|\n| 维修部 | 白班 | 8:00—17:30 | 含午休 |\n"
    "| 维修部 | 夜间救援 | 17:30—次日8:00 | 在家待命，接到电话30分钟内出发 |"
)
PAY = "加班须事先提交申请。夜间救援值班每晚补贴60元；实际出车的，每次另计50元。"
QUESTION = "How much do I get per night on roadside standby?"


def cross(marker: str, gap: float) -> CrossLingual:
    """A stand-in dense model: text holding `marker` is `gap` nearer the English question than the rest, and as much
    further from the few Chinese words the lexicon carries it into (每晚 待命), which the shift row holds."""

    def query(text: str) -> np.ndarray:
        return np.array([1.0, 0.0]) if language_of(text) == "en" else np.array([0.0, 1.0])

    def texts(items: Sequence[str]) -> np.ndarray:
        return np.array([[0.80 + gap, 0.80] if marker in t else [0.80, 0.80 + gap] for t in items])

    return CrossLingual(query, texts)


def answer(dense: CrossLingual | None) -> str:
    evidence = [passage(SHIFTS, document="值班管理规定", section="二、班次", fragment_id="f1"),
                passage(PAY, document="值班管理规定", section="三、补贴", fragment_id="f2")]  # fmt: skip
    return LocalGenerator(Glossary.load(GLOSSARY), 3, cross=dense).generate(QUESTION, evidence).answer.splitlines()[0]


def test_the_reading_clearly_nearer_in_meaning_answers() -> None:
    assert "每晚补贴60元" in answer(cross("补贴60元", gap=0.06))
    # the carried words alone ("每晚 待命") find the shift row that says 待命, not what the night pays
    assert "17:30—次日8:00" in answer(None)


def test_a_small_lead_in_meaning_leaves_it_to_the_words() -> None:
    assert "17:30—次日8:00" in answer(cross("补贴60元", gap=READING_MARGIN / 2))


def near(marker: str, gap: float):
    def cosines(_question: str, texts: Sequence[str]) -> np.ndarray:
        return np.array([0.80 + gap if marker in t else 0.80 for t in texts])

    return cosines


WORDS = Generation("Conclusion: 班次：夜间救援；时间：17:30—次日8:00。 (《值班管理规定》 二、班次)", [])
MEANING = Generation("Conclusion: 夜间救援值班每晚补贴60元。", [])


def test_the_conclusions_are_weighed_without_their_labels_and_citations() -> None:
    assert nearer_reading(QUESTION, WORDS, MEANING, near("补贴", 0.05), "Conclusion: ") is MEANING
    cited = Generation(MEANING.answer + " (《值班管理规定》 三、补贴)", [])
    assert nearer_reading(QUESTION, WORDS, cited, near("《", 0.05), "Conclusion: ") is WORDS


def test_a_value_the_words_looked_up_stands() -> None:
    worked = Generation(WORDS.answer, [], derived=[WORDS.answer])
    assert nearer_reading(QUESTION, worked, MEANING, near("补贴", 0.2), "Conclusion: ") is worked


def test_a_refusal_by_the_words_stands() -> None:
    refused = Generation("", [], why="the evidence never names '退休'")
    assert nearer_reading(QUESTION, refused, MEANING, near("补贴", 0.2), "Conclusion: ") is refused
