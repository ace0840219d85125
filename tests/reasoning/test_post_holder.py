"""Who holds a post at a unit the question names (`post_holder.py`): a conclusion about other units, or one where
the post only acts in a rule, does not say who holds it there."""

from __future__ import annotations

from knowdesk.reasoning.post_holder import unit_not_named

OTHER_REGIONS = "片区主管：东北一片：马丽；东北二片：高峰；西北片：程远。"


def test_a_unit_the_conclusion_never_names_is_not_answered() -> None:
    assert unit_not_named("西南片的片区主管是谁", OTHER_REGIONS)
    assert unit_not_named("宁夏分部的安全主任是谁", "设备停用须经安全主任签字同意。", "设备管理规程 第五条")


def test_a_unit_named_whole_in_part_or_by_its_place_is_answered() -> None:
    assert unit_not_named("东北一片的片区主管是谁", "东北一片的片区主管为马丽。") is None
    assert unit_not_named("深圳门店的店长是谁", "深圳的店长为吴迪。") is None  # its place word
    assert unit_not_named("滨海新城店的店长是谁", "华府小馆（新城店）的店长为葛新。") is None  # most of its pairs
    assert unit_not_named("装配三组的组长是谁", "装配三组的组长为韩冰。") is None


def test_a_person_or_a_bare_post_is_no_unit() -> None:
    assert unit_not_named("李想的上级是谁", "上级：周全。") is None
    assert unit_not_named("安全主任是谁", "设备停用须经安全主任签字同意。") is None


def test_the_askers_own_unit_or_the_whole_company_is_no_unit() -> None:
    assert unit_not_named("我们仓的仓管员是谁", "仓管员：北仓：王强；南仓：刘洋。") is None
    assert unit_not_named("本店的值班经理是谁", "值班经理负责当班的排班和交接。") is None
    assert unit_not_named("咱们组的组长是谁", "组长负责组内考勤。") is None
    assert unit_not_named("请问这个部的部长是谁", "部长负责部门预算。") is None
    assert unit_not_named("公司的董事长是谁", "董事长：赵刚。") is None
    assert unit_not_named("总部的财务负责人是谁", "财务负责人审核报销单据。") is None
    assert unit_not_named("单位的法人代表是谁", "法人代表：钱伟。") is None
    # the own company's unit, and "here"
    assert unit_not_named("本公司财务部的负责人是谁", "财务部负责人为张三。") is None
    assert unit_not_named("这边财务室的出纳是谁", "出纳：李娜。") is None


def test_a_place_opening_like_an_own_unit_word_is_a_unit() -> None:
    """本溪, 贵阳 and 那曲 open with 本, 贵 and 那, yet name a place, not the asker's own unit."""
    assert unit_not_named("本溪分公司的总经理是谁", "分公司总经理：沈阳分公司：韩梅；大连分公司：宋哲。")
    assert unit_not_named("贵阳门店的店长是谁", "店长：昆明门店：卢平；南宁门店：叶青。")
    assert unit_not_named("本分公司的总经理是谁", "分公司总经理：沈阳分公司：韩梅。") is None


def test_the_shared_unit_word_alone_does_not_name_the_unit() -> None:
    """沈阳分公司 shares 分公司 with 本溪分公司: half its character pairs, none of its own name."""
    assert unit_not_named("抚顺分公司的出纳是谁", "出纳：沈阳分公司：孟凡。")
