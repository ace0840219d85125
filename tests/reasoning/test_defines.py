"""The sentence or row that defines the term a definition question asks about."""

from __future__ import annotations

from knowdesk.reasoning.defines import asked_term, defines


def test_the_term_asked_about_is_read_off_the_question() -> None:
    assert asked_term("什么叫调休？") == "调休"
    assert asked_term("大夜班是指什么？") == "大夜班"
    assert asked_term("考核表里的B等级是什么意思？") == "B等级"
    assert asked_term("什么样的加班算延时加班？") == "延时加班"
    assert asked_term("年假有几天？") == ""


def test_a_sentence_defining_the_term_beats_one_defining_another_term_that_mentions_it() -> None:
    term = asked_term("大夜班是指什么？")
    assert defines(term, "当班有6小时以上处于0:00至6:00之间的，认定为大夜班。") == 1.0
    assert defines(term, "四班三倒是指四个班组轮流上早班、中班和大夜班。") == -1.0
    assert defines(term, "大夜班津贴每班50元。") == 0.0


def test_a_table_row_keyed_by_the_term_or_its_code_defines_it() -> None:
    row = "| B | 良好：达到考核要求 | 1.0 |"
    assert defines(asked_term("考核表里的B等级是什么意思？"), row) == 1.0
    assert defines(asked_term("考核等级B是什么意思？"), row) == 1.0
    assert defines(asked_term("考核等级A是什么意思？"), row) == 0.0
