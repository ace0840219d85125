"""Other wordings of one thing, as the product's own list gives them."""

from __future__ import annotations

from knowdesk.reasoning.wording import other_wordings


def test_a_variant_stands_for_every_other_of_its_line_both_ways() -> None:
    assert "解除劳动合同" in other_wordings("辞退")
    assert "辞退" in other_wordings("解除劳动合同")
    assert "社会保险" in other_wordings("社保")


def test_a_word_on_two_lines_gets_both_and_an_unlisted_word_none() -> None:
    both = other_wordings("解除劳动合同")
    assert "开除" in both and "辞职" in both
    assert other_wordings("旅游") == ()
    assert "wi-fi" in other_wordings("WiFi")
