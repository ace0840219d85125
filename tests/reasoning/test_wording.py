"""Other wordings of one thing, as the product's own list gives them."""

from __future__ import annotations

from knowdesk.text.wording import other_wordings


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
