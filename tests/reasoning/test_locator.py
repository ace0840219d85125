"""A citation's section path does not repeat the document's title (reasoning/local_generate.own_section)."""

from __future__ import annotations

from knowdesk.reasoning.local_generate import own_section


def test_leading_headings_that_repeat_the_title_are_dropped():
    assert (
        own_section("劳动仲裁和劳动诉讼的攻略", "劳动仲裁和劳动诉讼的攻略 > 加班费的计算 > 标准工时制")
        == "加班费的计算 > 标准工时制"
    )
    # the title's version or date is not part of the name the heading repeats
    assert own_section("新员工入职指南V1.0", "星河科技有限公司 新员工入职指南 > 一、入职前准备") == "一、入职前准备"
    assert own_section("关于工资折算问题的通知(2009-03-29)", "关于工资折算问题的通知 > 二、日工资") == "二、日工资"


def test_a_section_of_its_own_is_kept_whole():
    assert own_section("企业IT设备管理规范V2.0", "第5章 设备维修、更换与报废") == "第5章 设备维修、更换与报废"
    assert own_section("员工请假管理办法（2024年修订）", "员工请假管理办法") == "员工请假管理办法"  # never emptied
