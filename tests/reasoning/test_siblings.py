"""A near miss by a sibling (`siblings.py`): the question names a member the evidence never does, and the conclusion
states another member's value in its place; a member the evidence does name, or a word that may be one of the row's
kinds, is answered. Invented shift, member and storage rules."""

from __future__ import annotations

from knowdesk.reasoning.siblings import sibling_named, unlisted_member

SHIFTS = "班次：早班 07:00–15:00；晚班 15:00–23:00；夜宵档 22:00–02:00。Q：夜宵档有补贴吗？A：每上一个夜宵档补贴25元。"
MEMBERS = "会员等级例外：黄金会员、白金会员：客服自主处理额度提高到300元；钻石会员：提高到600元。"
STORAGE = "| 食材类别 | 使用期限 |\n| 解冻后的牛羊肉 | 24小时 |\n| 切好的水果 | 6小时 |"


def test_another_member_before_the_same_head_is_no_answer() -> None:
    assert sibling_named("早餐档的补贴是多少", "每上一个夜宵档补贴25元。", "排班FAQ", [SHIFTS])
    assert sibling_named(
        "VIP会员的退款额度是多少", "黄金会员、白金会员：客服自主处理额度提高到300元。", "运营手册", [MEMBERS]
    )


def test_the_member_asked_about_is_answered_when_the_evidence_names_it() -> None:
    assert sibling_named("夜宵档的补贴是多少", "每上一个夜宵档补贴25元。", "排班FAQ", [SHIFTS]) is None
    assert sibling_named("钻石会员的退款额度是多少", "钻石会员：提高到600元。", "运营手册", [MEMBERS]) is None


def test_a_row_matched_beside_its_kind_is_another_kinds_row() -> None:
    row = "解冻后的牛羊肉的使用期限为24小时。"
    where = "后厨规范 4.3 保质期（解冻后的牛羊肉）"
    assert sibling_named("解冻后的海产能放多久", row, where, [STORAGE])
    assert sibling_named("解冻后的羊排能放多久", row, where, [STORAGE]) is None  # 羊排 may be one of 牛羊肉
    assert sibling_named("解冻后的牛羊肉能放多久", row, where, [STORAGE]) is None


def test_english_questions_are_left_to_the_english_checks() -> None:
    assert (
        sibling_named("What is the breakfast shift allowance?", "每上一个夜宵档补贴25元。", "排班FAQ", [SHIFTS]) is None
    )


SHOES = "| 岗位类别 | 安全鞋 |\n| A 冲压类 | 防砸安全鞋 1双/12个月 |\n| B 焊接类 | 防砸防刺穿安全鞋 1双/6个月 |"


def test_a_member_no_row_holds_is_not_answered_by_every_row() -> None:
    answer = "结论：安全鞋：A 冲压类：防砸安全鞋 1双/12个月；B 焊接类：防砸防刺穿安全鞋 1双/6个月。"
    assert unlisted_member("仓库叉车司机的安全鞋多久发一双", answer, [SHOES])
    assert unlisted_member("安全鞋多久发一双", answer, [SHOES]) is None  # no member named: every row answers
    assert unlisted_member("焊接工的安全鞋多久发一双", answer, [SHOES]) is None  # 焊接 is a row's


def test_a_place_gone_to_or_a_post_the_asker_lacks_names_no_member() -> None:
    rates = [
        "学术会议期间讲者的工作餐按城市类别执行：\n| 城市 | 工作餐 |\n| 一线城市 | 300元/人·次 |\n| 其他城市 | 150元/人·次 |"
    ]
    answer = "结论：工作餐：一线城市：300元/人·次；其他城市：150元/人·次。"
    assert unlisted_member("在金华开学术会，工作餐标准每人多少", answer, rates) is None
    assert unlisted_member("没有任何学会职务的讲者，工作餐标准每人多少", answer, rates) is None


def test_who_asks_and_the_kind_of_answer_asked_for_name_no_member() -> None:
    offices = ["| 单位 | 主要业务 |\n| 人事处 | 人员招聘、考勤 |\n| 财务处 | 经费报销 |"]
    answer = "结论：主要业务：人事处：人员招聘、考勤；财务处：经费报销。"
    assert unlisted_member("报销有问题该问哪个科室", answer, offices) is None
    assert unlisted_member("职工报销有问题找谁", answer, offices) is None
    assert unlisted_member("校医院报销有问题找谁", answer, offices)  # a member no row holds


def test_a_row_for_every_other_member_lists_them_all() -> None:
    seats = ["| 职级 | 轮船 |\n| 厅局级 | 二等舱 |\n| 县处级 | 二等舱 |\n| 乡科级及以下及其他人员 | 三等舱 |"]
    answer = "结论：轮船：厅局级：二等舱；县处级：二等舱；乡科级及以下及其他人员：三等舱。"
    assert unlisted_member("普通科员出差坐轮船能坐几等舱", answer, seats) is None
