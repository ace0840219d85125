"""The normaliser's retry names a colloquial phrase's standard form only when the question says that phrase: a
word that is merely part of one ("申请" of 申请电脑, "电脑" of 领电脑) is no hint (issue 18: "申请加班要走什么步骤"
searched for the laptop procedure)."""

from __future__ import annotations

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local import LocalNormalizer
from tests.qa.conftest import GLOSSARY

N = LocalNormalizer(Glossary.load(GLOSSARY))


def test_a_word_that_is_only_part_of_a_phrase_gives_no_hint() -> None:
    assert N.normalize("申请加班要走什么步骤？", retry=True) == "申请加班要走什么步骤？"
    assert N.normalize("公司电脑丢了要在多长时间内上报？", retry=True) == "公司电脑丢了要在多长时间内上报？"


def test_a_phrase_the_question_says_whole_or_around_a_word_is_hinted() -> None:
    assert "IT设备临时借用" in N.normalize("临时借台电脑多久能办好？", retry=True)  # 借 … 电脑: 借电脑
    assert "差旅费报销" in N.normalize("出差回来多少天内要交报销？", retry=True)  # 报销 is a phrase itself
