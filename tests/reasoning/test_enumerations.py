"""Inline lists whose items are kinds of the noun a list question asks for."""

from __future__ import annotations

from knowdesk.reasoning.enumerations import asked_nouns, enumerates_the_asked, heads_the_asked, list_items


def test_items_ending_in_the_asked_noun_make_a_list_of_it() -> None:
    assert enumerates_the_asked("单位为其缴纳养老保险、医疗保险和失业保险（三险）。", "单位给员工交哪些保险")
    # the last item goes on with what is said of the list
    assert enumerates_the_asked("冷冻食品、生鲜食品不得带出仓库。", "哪些食品不能带出仓库")
    # a one-character noun, asked as such
    assert enumerates_the_asked("差旅费、会议费和培训费按本办法报销。", "哪些费用可以报销")


def test_one_item_of_the_noun_among_other_things_is_no_list_of_it() -> None:
    assert not enumerates_the_asked("公司提供补充医疗保险、年度体检和生日礼金。", "公司给员工交哪些保险")
    # a noun the question names without asking for it
    assert not enumerates_the_asked("正式员工、试用期员工均须提交请假单。", "员工请假需要哪些材料")
    assert not enumerates_the_asked("养老保险和医疗保险按月缴纳。", "哪些保险")  # no 、: no list in prose


def test_the_asked_noun_is_read_after_the_ask_or_before_it() -> None:
    assert asked_nouns("哪些药品不能当样品") == {"药品", "药"}
    assert asked_nouns("安全红线有哪些") == {"红线"}
    assert asked_nouns("以下哪些是违规行为") == set()  # 是 asks, it is no noun
    assert heads_the_asked("五条安全红线（必须遵守）", "安全红线有哪些")
    assert not heads_the_asked("培训安排", "安全红线有哪些")


def test_list_items_part_at_conjunctions_standing_alone_not_inside_words() -> None:
    assert list_items("双方可以和解、调解或者仲裁") == ("双方可以和解", "调解", "仲裁")
    assert list_items("及时报告、登记和处理") == ("及时报告", "登记", "处理")
    assert list_items("交通费、住宿费以及会议费") == ("交通费", "住宿费", "会议费")


def test_a_list_closed_by_deng_and_the_asked_noun_lists_it_whatever_its_items_end_in() -> None:
    text = "账号用于登录校园网、网上办事大厅、邮箱、教务、科研、财务等全部信息系统。"
    assert enumerates_the_asked(text, "统一身份认证账号能登录哪些系统")
    assert not enumerates_the_asked("账号用于登录校园网、邮箱等。", "统一身份认证账号能登录哪些系统")
    # the noun before its ask is read as written and as its first character (费用 as 设备费 ends in 费)
    assert asked_nouns("直接费用包括哪些") == {"费用", "费"}
    assert enumerates_the_asked("直接费用，是指项目实施中发生的费用，包括设备费、业务费、劳务费。", "直接费用包括哪些")


def test_the_one_character_form_of_an_asked_noun_is_only_a_suffix_its_kinds_end_in() -> None:
    assert "费" in asked_nouns("间接费用包括哪些")
    assert "要" not in asked_nouns("要求有哪些") and "资" not in asked_nouns("资料有哪些")
    assert not enumerates_the_asked("协议约定买方、卖方、中介方的责任。", "结算方式有哪些")
