"""A near miss by a sibling (`siblings.py`): the question names a member the evidence never does, and the conclusion
states another member's value in its place; a member the evidence does name, or a word that may be one of the row's
kinds, is answered. Invented shift, member and storage rules."""

from __future__ import annotations

from knowdesk.reasoning.siblings import sibling_named

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
