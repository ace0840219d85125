"""A rank an English question names, written the way the Chinese evidence writes ranks (reasoning/english_ranks.py)."""

from __future__ import annotations

from knowdesk.reasoning.bridge import bridged_question
from knowdesk.reasoning.english_ranks import rank_at

GRADES = "| 岗位 | 甲级作业区（元/月） | 乙级作业区（元/月） | 丙级作业区（元/月） |"
CLASSES = "| 项目等级 | 夜班津贴（元/班） | 一类 | 二类 | 三类 |"
BANDS = "| 补贴档位 | 餐补 | A档 | B档 | C档 |"


def _never(_words: object) -> bool:
    return False


def test_a_letter_or_number_after_a_rank_word_is_the_evidence_s_form_of_the_rank():
    assert rank_at(["a", "grade", "A", "terminal"], 1, [GRADES], _never) == ("甲级", 2)  # A is the stem 甲
    assert rank_at(["a", "grade", "three", "project"], 1, [CLASSES], _never) == ("三类", 2)
    assert rank_at(["a", "first", "tier", "city"], 1, [CLASSES], _never) == ("一类", 2)
    assert rank_at(["band", "B", "staff"], 0, [BANDS], _never) == ("B档", 2)
    assert rank_at(["tier", "2", "city"], 0, [CLASSES], _never) == ("二类", 2)


def test_no_rank_where_the_evidence_writes_none_or_the_lexicon_knows_the_phrase():
    assert rank_at(["a", "grade", "A", "terminal"], 1, ["员工出差乘坐经济舱。"], _never) is None
    assert rank_at(["fly", "first", "class"], 1, [CLASSES], lambda words: list(words) == ["first", "class"]) is None
    assert rank_at(["the", "grade", "system"], 1, [CLASSES], _never) is None


def test_the_bridge_carries_the_rank_and_the_amount_asked_after_what():
    q = "I'm a yard crane driver on probation at a grade A terminal. What post allowance do I get?"
    bridged = bridged_question(q, [GRADES + "| 场桥司机 | 900 | 750 | 600 |", "岗位津贴 试用期内按本表标准的70%发放。"])
    assert "甲级" in bridged and "岗位津贴" in bridged and bridged.endswith("多少？")


def test_a_sentence_opening_article_or_a_count_before_a_rank_word_is_no_rank():
    # "A" opening a sentence is the article: the rank is the letter after the rank word
    assert rank_at(["A", "grade", "C", "warehouse"], 0, [GRADES], _never) is None
    assert rank_at(["A", "grade", "C", "warehouse"], 1, [GRADES], _never) == ("丙级", 2)
    assert rank_at(["A", "class", "two", "school"], 1, [CLASSES], _never) == ("二类", 2)
    # a digit or number word before a plural rank word counts steps, not a rank
    assert rank_at(["move", "3", "levels", "higher"], 1, [CLASSES], _never) is None
    assert rank_at(["move", "two", "bands", "higher"], 1, [BANDS], _never) is None


def test_a_rank_form_inside_a_longer_number_or_a_prize_is_not_the_rank():
    assert rank_at(["level", "1", "staff"], 0, ["| 职级 | 11级 | 12级 |"], _never) is None
    assert rank_at(["class", "one", "staff"], 0, ["获得一等奖的员工奖励500元。"], _never) is None
    assert rank_at(["class", "one", "staff"], 0, ["获得一等奖的员工奖励500元；一等员工另计。"], _never) == ("一等", 2)
