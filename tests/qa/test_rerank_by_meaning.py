"""Among sentences that share the question's words, the dense model's reading picks the one that says what
was asked; without a dense model (the tests' hashing embedder) the word score decides as before."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from knowdesk.reasoning.crosslingual import CrossLingual
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from tests.qa.conftest import GLOSSARY, passage

G = Glossary.load(GLOSSARY)
BODY = "第七条 婚假申请在系统中提交，婚假申请的审批时限为5天。\n第八条 员工依法办理结婚登记的，享有婚假10天。"


def meaning(marker: str) -> CrossLingual:
    """A stand-in dense model: a text holding `marker` is nearest the question (cosine 0.95 against 0.92, the
    spread e5-small gives one question's candidate sentences)."""

    def texts(items: Sequence[str]) -> np.ndarray:
        return np.array([[c, (1 - c * c) ** 0.5] for c in (0.95 if marker in t else 0.92 for t in items)])

    return CrossLingual(lambda _q: np.array([1.0, 0.0]), lambda items: texts(items))


def conclusion(generator: LocalGenerator, question: str) -> str:
    return generator.generate(question, [passage(BODY)]).answer.splitlines()[0]


def test_words_alone_pick_the_sentence_that_repeats_them() -> None:
    assert "5天" in conclusion(LocalGenerator(G, 3), "婚假申请有几天？")


def test_the_dense_reading_picks_the_sentence_that_answers() -> None:
    generator = LocalGenerator(G, 3, cross=meaning("享有"))
    assert "10天" in conclusion(generator, "婚假申请有几天？")


def test_the_dense_reading_does_not_override_a_clear_word_match() -> None:
    # the closest meaning is a sentence far behind by words: it does not win
    generator = LocalGenerator(G, 3, cross=meaning("系统"))
    assert "10天" in conclusion(generator, "结婚登记后婚假有几天？")


HISTORY = (
    "| 版本 | 日期 | 修订内容 | 修订人 |\n|---|---|---|---|\n"
    "| V3.0 | 2024-03-01 | 调整加班审批权限；增加调休使用期限 | 人力资源部 陈晓峰 |"
)


def test_a_revision_history_row_does_not_answer_a_rule_question() -> None:
    rule = passage(
        "第十四条 法定节假日加班的，须由厂长审批，并报人力资源部备案。", fragment_id="f2", section="第四章 加班"
    )
    history = passage(HISTORY, fragment_id="f1", section="修订记录")
    answer = LocalGenerator(G, 3).generate("法定节假日加班谁审批？", [history, rule]).answer
    assert "厂长" in answer.splitlines()[0] and "陈晓峰" not in answer


def test_a_question_about_changes_reads_the_revision_history() -> None:
    history = passage(HISTORY, fragment_id="f1", section="修订记录")
    answer = LocalGenerator(G, 3).generate("考勤制度2024年修订了什么内容？", [history]).answer
    assert "调整加班审批权限" in answer


def test_read_by_meaning_only_the_nearly_as_close_sentences_support_the_conclusion() -> None:
    """An English question no word of which carries over: every Chinese sentence has some cosine with it (e5's lie
    within a few hundredths), so a sentence well below the best one is not quoted as its basis."""

    def texts(items: Sequence[str]) -> np.ndarray:
        return np.array([[c, (1 - c * c) ** 0.5] for c in (0.95 if "宠物" in t else 0.85 for t in items)])

    cross = CrossLingual(lambda _q: np.array([1.0, 0.0]), lambda items: texts(items))
    body = "第九条 宿舍内禁止饲养宠物。\n第十条 宿舍每晚23:00熄灯，访客须在22:00前离开。"
    answer = LocalGenerator(G, 3, cross=cross).generate("Can I keep a kitten where I sleep?", [passage(body)]).answer
    assert "禁止饲养宠物" in answer.splitlines()[0]
    assert "熄灯" not in answer
