"""A question asking whether a rule still holds is answered by the later rule's article repealing it; a rule the
question does not name, or one of another year, is left alone."""

from __future__ import annotations

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from knowdesk.reasoning.repeals import asks_still_in_force, names_title, repeal_of
from tests.qa.conftest import passage

RULE = passage(
    "第一条 为规范医院科研项目经费管理，提高经费使用效益，结合医院实际，制定本办法。\n"
    "第四十九条 本办法自2025年1月1日起施行，《江州市第三人民医院科研经费管理暂行办法》（江三院科〔2019〕12号）同时废止。",
    "科研项目经费管理办法", fragment_id="r-1", section="附则",
)  # fmt: skip


def test_asking_whether_a_rule_still_holds_is_told_from_asking_a_value() -> None:
    assert asks_still_in_force("2019年那个科研经费管理暂行办法现在还能用吗")
    assert asks_still_in_force("报销现在还按2020版的费用报销管理办法吗")
    assert not asks_still_in_force("年假还能休几天")


def test_the_title_is_named_by_its_name_after_the_organisations_prefix_and_a_year_must_agree() -> None:
    assert names_title("科研经费管理暂行办法还能用吗", "江州市第三人民医院科研经费管理暂行办法")
    assert names_title("还按2020版的费用报销管理办法吗", "费用报销管理办法（2020版）")
    assert not names_title("2021年的费用报销管理办法还有效吗", "费用报销管理办法（2020版）")
    assert not names_title("经费还能用吗", "江州市第三人民医院科研经费管理暂行办法")


def test_the_repealing_article_answers_first() -> None:
    question = "2019年那个科研经费管理暂行办法现在还能用吗"
    found = repeal_of(question, [RULE])
    assert found is not None and found.title.endswith("暂行办法")
    gen = LocalGenerator(Glossary.load(None), max_sentences=3).generate(question, [RULE])
    first = gen.answer.splitlines()[0]
    assert "废止" in first and "第四十九条" in first, first
    assert repeal_of("科研项目经费管理办法还能用吗", [RULE]) is None  # the rule in force is not the one repealed


NEW_EDITION = passage(
    "第三十条 本制度自2025年3月1日起施行，2020年印发的《车辆使用管理制度（2020版）》同时废止。",
    "车辆使用管理制度（2025年修订）", fragment_id="v-1", section="附则",
)  # fmt: skip
PART = passage(
    "第四十条 本规定自2024年6月1日起施行，2018年印发的《仓储作业安全规定》中有关叉车作业的规定同时废止。",
    "叉车安全操作规程", fragment_id="f-1", section="附则",
)  # fmt: skip


def test_a_rule_replaced_by_its_own_newer_edition_is_not_called_repealed() -> None:
    """The bare name is the edition in force; only the replaced edition's own year or version names that one."""
    assert repeal_of("车辆使用管理制度目前还适用吗", [NEW_EDITION]) is None
    assert not names_title("车辆使用管理制度目前还适用吗", "车辆使用管理制度（2020版）")
    assert repeal_of("2020版的车辆使用管理制度目前还适用吗", [NEW_EDITION]) is not None  # that edition asked for
    assert names_title("2020版的车辆使用管理制度目前还适用吗", "车辆使用管理制度（2020版）")


def test_a_partial_repeal_is_told_as_partial() -> None:
    found = repeal_of("仓储作业安全规定现在还算数吗", [PART])
    assert found is not None and found.partial
    gen = LocalGenerator(Glossary.load(None), max_sentences=3).generate("仓储作业安全规定现在还算数吗", [PART])
    first = gen.answer.splitlines()[0]
    assert "部分废止" in first and "已废止" not in first, first
    assert repeal_of("江州市第三人民医院科研经费管理暂行办法还能用吗", [RULE]) is not None
    assert not repeal_of("江州市第三人民医院科研经费管理暂行办法还能用吗", [RULE]).partial  # type: ignore[union-attr]


def test_the_still_holds_verb_must_be_about_the_named_rule() -> None:
    assert not asks_still_in_force("照仓储作业安全规定，出库单还要用红色的吗", "仓储作业安全规定")
    assert asks_still_in_force("仓储作业安全规定眼下还有效吗", "仓储作业安全规定")
    assert repeal_of("照科研经费管理暂行办法，结题报告还要用纸质的吗", [RULE]) is None
    assert asks_still_in_force("Is the travel policy still in force?")


def test_a_generic_ending_alone_does_not_name_a_rule() -> None:
    assert not names_title("食堂就餐管理办法还有效吗", "员工考勤与休假管理办法")
    assert not names_title("会议费管理办法现在还有效吗", "加班与调休管理办法")
    assert names_title("休假管理办法还有效吗", "员工考勤与休假管理办法")


def test_the_rules_own_provisions_may_stand_between_its_name_and_the_verb() -> None:
    assert asks_still_in_force("仓储作业安全规定里的叉车条款现在还算数吗", "仓储作业安全规定")
    assert not asks_still_in_force("仓储作业安全规定里，叉车还要用柴油的吗", "仓储作业安全规定")
