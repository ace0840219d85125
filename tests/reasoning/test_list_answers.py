"""List and steps questions answered by what the documents list: the members a class names after 指/分为 (not the
class's row of values), every column of things a table row gives (not the one sharing a word with the question), and
for "怎么申诉" the sentence naming 申诉 (not the items of another procedure beside it)."""

from __future__ import annotations

from knowdesk.reasoning.defines import members_asked, names_members
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from tests.qa.conftest import passage

ALLOWANCES = (
    "| 岗位类别 | 早班津贴（元/班） | 夜班津贴（元/班） |\n|---|---|---|\n"
    "| 一线岗位 | 20 | 45 |\n| 辅助岗位 | 15 | 35 |\n"
    "注：一线岗位指拣货员、打包员、叉车司机；辅助岗位指保安、保洁员。"
)


def _first_line(question: str, passages: list) -> str:
    return LocalGenerator(Glossary.load(None), max_sentences=3).generate(question, passages).answer.splitlines()[0]


def test_the_class_whose_members_are_asked_is_read_off_the_question() -> None:
    assert members_asked("津贴表里的辅助岗位包括哪些人") == "辅助岗位"
    assert members_asked("会员一共分哪几种") == "会员"
    assert members_asked("辅助岗位都有哪些") == ""  # 有哪些 asks what there is, not a class's members
    assert members_asked("哪些费用不能报销") == ""


def test_a_sentence_naming_the_members_after_the_class_names_them_and_a_row_keyed_by_it_does_not() -> None:
    assert names_members("辅助岗位", "注：一线岗位指拣货员、打包员、叉车司机；辅助岗位指保安、保洁员。")
    assert names_members("会员", "会员分为普通会员和金卡会员。")
    assert not names_members("辅助岗位", "| 辅助岗位 | 15 | 35 |")
    assert not names_members("辅助岗位", "辅助岗位指不直接参与作业的岗位。")  # a definition, no members listed


def test_the_members_of_a_class_answer_which_people_it_includes_not_its_row_of_allowances() -> None:
    line = _first_line("辅助岗位包括哪些岗位", [passage(ALLOWANCES, "岗位津贴标准", section="津贴表")])
    assert "保安" in line and "保洁员" in line
    assert "35" not in line


UNIFORMS = (
    "| 岗位 | 安全帽 | 劳保鞋 | 手套 | 押金 |\n|---|---|---|---|---|\n"
    "| 装卸工 | 1顶 | 防滑鞋2双/年 | 帆布手套6副/月 | 100元 |\n"
    "| 电工 | 1顶 | 绝缘鞋1双/年 | 绝缘手套2副/年 | 150元 |"
)


def test_a_row_asked_which_things_it_gives_lists_every_column_of_things_not_the_deposit() -> None:
    line = _first_line("电工都发哪些劳保用品", [passage(UNIFORMS, "劳动防护用品发放标准", section="发放标准")])
    assert "绝缘鞋1双/年" in line and "绝缘手套2副/年" in line and "1顶" in line
    assert "150" not in line


def test_a_column_named_whole_is_still_the_one_answered() -> None:
    line = _first_line("电工发哪些手套", [passage(UNIFORMS, "劳动防护用品发放标准", section="发放标准")])
    assert "绝缘手套2副/年" in line and "绝缘鞋" not in line
