"""An English question naming a Chinese table's row in words the evidence does not write: the row name nearest the
phrase in meaning takes the place of the carried Chinese; never when the words name a row already, when no name is
clearly nearest, or when the nearest is still far."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from knowdesk.reasoning.bridge import unfound_phrases
from knowdesk.reasoning.row_meaning import rows_by_meaning
from knowdesk.reasoning.tables import source_tables
from tests.qa.conftest import passage

POSTS = (
    "| 岗位 | 一类项目（元/月） | 二类项目（元/月） |\n|---|---|---|\n"
    "| 秩序维护员 | 500 | 400 |\n| 保洁员 | 300 | 250 |\n| 工程维修工 | 650 | 550 |\n| 客服管家 | 450 | 380 |"
)
SECTION = "工作表：岗位津贴"
CARRIED = "每月 岗位津贴 保安 二类 项目多少？"


def near(marker: str, gap: float = 0.03, base: float = 0.78) -> Callable[[str, Sequence[str]], np.ndarray]:
    """A stand-in dense model: the row name `marker` is `gap` nearer the phrase than the others."""

    def cosines(_phrase: str, texts: Sequence[str]) -> np.ndarray:
        return np.array([base + gap if t == marker else base for t in texts])

    return cosines


def tables(body: str = POSTS) -> list:
    return source_tables(passage(body, document="项目等级与岗位津贴标准", section=SECTION))


def test_a_phrase_the_evidence_holds_no_word_of_is_read() -> None:
    phrases = unfound_phrases("What is the post allowance for a security guard?", [f"{SECTION} {POSTS}"])
    assert ("security guard", ("保安",)) in phrases
    assert all("post" not in english for english, _ in phrases)  # 岗位津贴 is the evidence's own word


def test_the_row_name_nearest_in_meaning_replaces_the_carried_word() -> None:
    phrases = [("security guard", ("保安",))]
    assert rows_by_meaning(phrases, CARRIED, tables(), near("秩序维护员")) == "秩序维护员 每月 岗位津贴 二类 项目多少？"


def test_a_row_the_carried_words_name_is_left_to_them() -> None:
    carried = "每月 岗位津贴 保洁员 保安 二类 项目多少？"
    assert rows_by_meaning([("security guard", ("保安",))], carried, tables(), near("秩序维护员")) == carried


def test_no_name_clearly_nearest_or_near_enough_changes_nothing() -> None:
    phrases = [("security guard", ("保安",))]
    assert rows_by_meaning(phrases, CARRIED, tables(), near("秩序维护员", gap=0.003)) == CARRIED
    assert rows_by_meaning(phrases, CARRIED, tables(), near("秩序维护员", base=0.70)) == CARRIED


def test_rows_named_by_rank_are_not_read_by_meaning() -> None:
    ranks = "| 项目等级 | 岗位津贴（元/月） |\n|---|---|\n| 一类项目 | 500 |\n| 二类项目 | 400 |\n| 三类项目 | 300 |"
    assert rows_by_meaning([("security guard", ("保安",))], CARRIED, tables(ranks), near("一类项目")) == CARRIED
