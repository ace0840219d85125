"""A yes/no question is answered by the sentence that forbids, denies or allows the act it asks about (verdicts)."""

from __future__ import annotations

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from knowdesk.reasoning.verdicts import gives_verdict, ruling_segment
from tests.reasoning.conftest import passage


def test_a_negation_before_the_asked_act_is_a_verdict() -> None:
    assert gives_verdict("培训期间能报销晚餐吗", "培训期间的晚餐由培训中心统一安排，不再另行报销。")
    assert gives_verdict("实习生能领取餐补吗", "实习生不享受餐补。")
    assert gives_verdict("下班后能把样机带回家吗", "样机不得带回宿舍或家中。")


def test_a_bound_on_a_value_is_no_verdict() -> None:
    assert not gives_verdict("团建聚餐能喝酒吗", "团建聚餐人均不超过150元。")
    # the bound stands right after the act: still a value, not a verdict
    assert not gives_verdict("团建聚餐能喝酒吗", "团建聚餐喝酒不超过每人2瓶。")


CANTEEN = passage(
    "员工食堂每日供应午餐和晚餐，午餐时间为11:30至13:00。\n"
    "食堂餐食标准为每人每餐不超过25元，由公司补贴。\n"
    "食堂餐食一律不得打包带走。",
    document="员工食堂管理规定",
    section="就餐",
    fragment_id="st-00001",
)


def test_the_conclusion_of_a_yes_no_question_is_the_verdict() -> None:
    generator = LocalGenerator(Glossary.load(None), max_sentences=3)
    first = generator.generate("食堂的饭菜能打包带走吗", [CANTEEN]).answer.splitlines()[0]
    assert "不得打包" in first, first


def test_the_act_is_what_follows_the_question_s_modal_word() -> None:
    # "能拖到下季度吗" asks about carrying over, not about 休 said earlier in the question
    assert not gives_verdict("调休没休完，能拖到下季度吗", "调休可以分次休，每次不少于2小时。")
    assert gives_verdict("调休没休完，能拖到下季度吗", "调休不得跨季度使用。")
    assert gives_verdict("新员工需要体检报告吗", "试用期员工的体检报告不作要求。")  # the object before its verdict


def test_a_question_whether_something_is_included_is_answered_by_what_includes_or_excludes_it() -> None:
    assert gives_verdict("年终奖的基数包不包括餐补", "年终奖基数为月基本工资，不含餐补、交通补贴。")
    assert gives_verdict("培训期间是否计入工龄", "脱产培训期间计入工龄。")
    # elsewhere 不含 bounds a value
    assert not gives_verdict("病假能请3天吗", "病假3天（不含）以上的须提交病历。")


def test_a_verb_and_modifiers_may_stand_between_the_verdict_and_the_act_within_its_clause() -> None:
    # 发放市内 between 不 and 交通补助
    assert gives_verdict("开单位的车出差，还给交通补助吗", "单位派车出差的，不发放市内交通补助费。")
    # the next clause rules on something else: 不得超标 is no verdict on 交通费
    assert not gives_verdict("能报销交通费吗", "住宿不得超标，交通费按实际发生报销。")


DORMITORY = passage(
    "| 门店类别 | 六人间 | 四人间 | 双人间 |\n| --- | --- | --- | --- |\n"
    "| A类 | 150 | 220 | 380 |\n| C类 | — | 150 | 260 |\n注：C类门店不设六人间。",
    document="员工宿舍收费标准",
    section="收费标准",
    fragment_id="dm-00001",
)


def test_a_yes_no_question_is_answered_by_the_ruling_sentence_over_a_table_cell() -> None:
    generator = LocalGenerator(Glossary.load(None), max_sentences=3)
    first = generator.generate("C类门店有没有六人间", [DORMITORY]).answer.splitlines()[0]
    assert "不设六人间" in first, first


def test_the_conclusion_keeps_the_part_of_a_sentence_that_rules() -> None:
    rule = "甲类培训班不超过5天，可以安排住宿；乙类培训班不超过2天，原则上在本部培训室举办，不安排住宿。"
    assert ruling_segment("乙类培训班能安排住宿吗", rule).startswith("甲类") is False
    assert ruling_segment("乙类培训班能安排住宿吗", rule) == "乙类培训班不超过2天，原则上在本部培训室举办，不安排住宿。"
    assert ruling_segment("乙类培训班能安排住宿吗", "乙类培训班会期不超过2天。") == ""
    training = passage(rule, document="培训费管理办法", section="第五条", fragment_id="tr-00001")
    generator = LocalGenerator(Glossary.load(None), max_sentences=3)
    first = generator.generate("乙类培训班能安排住宿吗", [training]).answer.splitlines()[0]
    assert "不安排住宿" in first, first


def test_an_adverb_opening_with_not_is_no_verdict() -> None:
    # 不定期 says when the inspection comes, not that it is not held
    assert not gives_verdict("卫生检查合格有奖励吗", "品控专员不定期检查门店卫生。")
