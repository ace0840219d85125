"""The question read as a sentence with a gap: what stands in the gap answers it."""

from __future__ import annotations

from knowdesk.reasoning.slots import slot_filler


def test_the_filler_between_the_questions_words_before_and_after_its_asking_word() -> None:
    assert slot_filler("总经理派谁去上海分公司督导？", "2024年3月，总经理派李静去上海分公司督导整改。") == "李静"
    assert slot_filler("谁负责审核报销单？", "每月底由财务部张敏负责审核报销单。") == "每月底由财务部张敏"
    assert slot_filler("年会当天负责签到的是谁？", "年会当天负责签到的是行政部王芳。") == "行政部王芳"
    assert slot_filler("食堂承包商的名字是什么？", "食堂承包商是宏福餐饮有限公司。") == "宏福餐饮有限公司"


def test_no_filler_when_the_sentence_does_not_word_the_questions_frame() -> None:
    assert slot_filler("总经理派谁去上海分公司督导？", "上海分公司的督导由集团审计部负责。") == ""
    assert slot_filler("食堂几点开门？", "食堂早上7点开门。") == ""  # no asking word of a name
    assert slot_filler("谁负责审核报销单？", "报销单须在每月25日前提交。") == ""
