"""Question language left out of keyword queries (text/query_words.py)."""

from __future__ import annotations

from knowdesk.text.query_words import keyword_query


def test_a_not_a_forms_keep_their_positive_verb():
    assert keyword_query("能不能用公积金还贷") == "能用公积金还贷"
    assert keyword_query("可不可以报销") == "可以报销"
    assert keyword_query("有没有补贴") == "有补贴"
    assert keyword_query("是不是要去医院") == "是要去医院"


def test_asking_words_go_and_stated_words_stay():
    assert keyword_query("请问年假有几天").split() == ["年假有"]
    assert keyword_query("离职需要提前多长时间申请").split() == ["离职需要提前", "申请"]
    assert keyword_query("谁是第一任特首").split() == ["是第一任特首"]
    assert keyword_query("哪吒闹海讲的是什么") == "哪吒闹海讲的是什么"  # a name, not an asking word
    assert keyword_query("好几个部门") == "好几个部门"  # several, not how many
    assert keyword_query("十几天的假期") == "十几天的假期"


def test_a_question_of_asking_words_only_is_kept_whole():
    assert keyword_query("为什么？") == "为什么？"
    assert keyword_query("怎么办") == "怎么办"
