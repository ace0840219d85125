"""A base with the increments its own sentence adds in named cases (invented rules)."""

from __future__ import annotations

from knowdesk.reasoning.applied import applied_value
from knowdesk.reasoning.increments import base_plus_increments

RULE = "员工享受婚假10天；晚婚的增加婚假5天，跨省办理婚礼的，每多办1场婚礼增加路程假2天。"


def test_each_increment_of_the_questions_case_is_added_to_the_base() -> None:
    found = base_plus_increments("晚婚，婚假一共多少天", RULE)
    assert found is not None and found[0] == 15 and found[2] == "10 + 5 = 15天"
    both = base_plus_increments("晚婚，又跨省办了3场婚礼，婚假一共多少天", RULE)
    assert both is not None and both[0] == 10 + 5 + 2 * 2  # each wedding past the first


def test_no_case_of_the_question_leaves_the_base_to_the_rule() -> None:
    assert base_plus_increments("婚假多少天", RULE) is None
    assert base_plus_increments("不是晚婚，婚假多少天", RULE) is None  # the case denied


def test_births_at_once_count_the_babies_past_the_first() -> None:
    rule = "女职工享受产假128天；难产的增加产假15天，多胞胎生育的，每多生育1个婴儿增加产假15天。"
    found = applied_value("生了双胞胎，产假一共多少天", rule)
    assert found is not None and found.value == 143 and found.unit == "天"
    assert found.statement.startswith("产假共143天")


LEAVE = "女职工生育享受产假98天；难产的，应增加产假15天；生育多胞胎的，每多生育1个婴儿，可增加产假15天。"


def test_an_increment_with_a_modal_before_its_verb_is_read() -> None:
    found = base_plus_increments("难产，产假一共多少天", LEAVE)
    assert found is not None and found[0] == 113


def test_a_negation_elsewhere_in_the_question_does_not_deny_the_case() -> None:
    found = base_plus_increments("难产了，不知道产假能休多少天", LEAVE)
    assert found is not None and found[0] == 113
    found = base_plus_increments("顺产没有难产，生了双胞胎，产假多少天", LEAVE)
    assert found is not None and found[0] == 113  # the twins' 15 days, not the difficult birth's
    assert base_plus_increments("没有难产，产假多少天", LEAVE) is None


LEAVE_ARTICLE = (
    "第七条 女职工生育的，享受产假98天，其中产前可以休假15天；难产的，增加产假15天；生育多胞胎的，每多生育1个婴儿，"
    "增加产假15天。符合本市规定生育的，延长产假60天。\n第八条 男职工享受陪产假15天。"
)
STATUTORY = "（一）女员工生育享受国家法定产假98天；难产的，增加产假15天。"
ON_TOP = STATUTORY + "\n（二）在法定产假基础上，公司另给予符合政策生育的女员工额外产假30天。"


def test_a_later_sentences_increment_counts_when_the_whole_is_asked_for_its_case() -> None:
    first = LEAVE_ARTICLE.split("。")[0] + "。"
    found = base_plus_increments("顺产生一个孩子，产假加上本市延长产假一共多少天", first, LEAVE_ARTICLE)
    assert found is not None and found[0] == 158 and found[2] == "98 + 60 = 158天"
    assert base_plus_increments("顺产生一个孩子，产假多少天", first, LEAVE_ARTICLE) is None  # the whole not asked


def test_days_added_on_top_of_the_base_count_for_the_case_they_name() -> None:
    found = base_plus_increments("符合政策生育，难产的话，产假一共能休多少天", STATUTORY, ON_TOP)
    assert found is not None and found[0] == 143 and found[3] == "产假"  # 98 + 15 + 30, not the statutory part only


STANDARD = "一、女职工分娩享受国家产假98天；剖宫产的，增加产假15天。"
STANDARD_AND_EXTRA = STANDARD + "\n二、在国家产假基础上，本单位另给予符合计划生育政策的女职工奖励产假30天。"
CITY = STANDARD + "属于本省户籍分娩的，延长产假60天。"


def test_days_on_top_of_the_base_need_their_condition_stated_and_never_a_negated_one() -> None:
    stated = base_plus_increments("符合计划生育政策，剖宫产，产假合计几天", STANDARD, STANDARD_AND_EXTRA)
    assert stated is not None and stated[0] == 143  # 98 + 15 + 30
    negated = base_plus_increments("不符合计划生育政策，剖宫产，产假合计几天", STANDARD, STANDARD_AND_EXTRA)
    assert negated is not None and negated[0] == 113  # the award is not hers
    unsaid = base_plus_increments("剖宫产的话产假合计几天", STANDARD, STANDARD_AND_EXTRA)
    assert unsaid is not None and unsaid[0] == 113


def test_a_later_case_is_stated_only_by_words_it_does_not_share_with_the_base() -> None:
    assert base_plus_increments("剖宫产分娩的，产假合计几天", STANDARD, CITY)[0] == 113  # type: ignore[index]
    assert base_plus_increments("本省户籍，剖宫产，产假合计几天", STANDARD, CITY)[0] == 173  # type: ignore[index]
