"""Other wordings of one thing, as the product's own list gives them."""

from __future__ import annotations

from knowdesk.text.wording import english_wordings_in, other_wordings


def test_a_variant_stands_for_every_other_of_its_line_both_ways() -> None:
    assert "解除劳动合同" in other_wordings("辞退")
    assert "辞退" in other_wordings("解除劳动合同")
    assert "社会保险" in other_wordings("社保")


def test_a_word_on_two_lines_gets_both_and_an_unlisted_word_none() -> None:
    both = other_wordings("解除劳动合同")
    assert "开除" in both and "辞职" in both
    assert other_wordings("旅游") == ()
    assert "wi-fi" in other_wordings("WiFi")


def test_a_question_word_written_another_way_counts_whole_in_coverage() -> None:
    """ "入职" in the question, 用工 in the article: the sentence covers the question as if it said 入职."""
    from knowdesk.reasoning.local_answer import fuzzy_coverage

    article = "已建立劳动关系，未同时订立书面劳动合同的，应当自用工之日起一个月内订立书面劳动合同。"
    words = {"入职": 2.0, "书面": 2.0, "合同": 2.0}
    assert fuzzy_coverage(words, article) == 1.0
    assert fuzzy_coverage(words, "劳动者提前三十日以书面形式通知用人单位。") < 0.5


def test_a_phrase_the_segmenter_splits_off_a_one_character_word_is_a_key_word() -> None:
    """ "忘了打卡" is 忘 / 了 / 打卡 to the segmenter, and 忘 weighs least: the phrase is what the question names,
    and a rule writing 忘记打卡 covers it; phrases of longer words (经济补偿) are left to their words."""
    from knowdesk.reasoning.glossary import Glossary
    from knowdesk.reasoning.local_answer import fuzzy_coverage, key_words
    from knowdesk.text.wording import listed_phrases

    assert listed_phrases("上班忘了打卡咋办？") == ["忘了打卡"]
    assert listed_phrases("经济补偿金怎么计算？") == []
    words = key_words("上班忘了打卡咋办？", Glossary())
    assert "忘了打卡" in words
    rule, duty = "忘记打卡的员工，一个月有3次机会申请补刷卡。", "员工每天上班、下班均须打卡。"
    assert fuzzy_coverage(words, rule) > fuzzy_coverage(words, duty)


def test_everyday_english_finds_the_policy_wording_and_where_the_question_says_it() -> None:
    """An employee's "kid", "wifi", "roll over" and "paycheck" are a policy's child, home internet, carry-over and
    pay period; `english_wordings_in` says where the question writes them."""
    assert "child" in other_wordings("kid") and "home internet" in other_wordings("wifi")
    assert "carry-over" in other_wordings("roll over") and "pay period" in other_wordings("paycheck")
    [(start, end, others)] = english_wordings_in("can i roll over my days?")
    assert (start, end) == (6, 15) and "carry over" in others


def test_everyday_names_of_a_meal_allowance_a_superior_a_uniform_and_a_research_project() -> None:
    assert "餐补" in other_wordings("饭补") and "餐补" in other_wordings("餐费补贴")
    assert "上级" in other_wordings("直属领导")
    assert "制服" in other_wordings("工服")
    assert "科研项目" in other_wordings("课题")


def test_travel_s_daily_meal_allowance_is_not_bridged_to_a_canteen_that_feeds_staff() -> None:
    assert not {"管饭", "包吃", "餐补"} & set(other_wordings("伙食补助"))
    assert "伙食补助" not in other_wordings("餐补") and "伙食补助" not in other_wordings("管饭")
    assert "餐费补贴" in other_wordings("餐补") and "管饭" in other_wordings("餐补")  # the meal lines still hold


def test_years_of_work_illness_and_an_item_broken_are_written_the_rules_way() -> None:
    assert "累计工作年限" in other_wordings("工龄")
    assert "因病" in other_wordings("生病")
    assert "损坏" in other_wordings("打碎") and "损坏" in other_wordings("摔坏")
