"""Spoken shorthand and English words in a Chinese question, put the way the documents write them."""

from __future__ import annotations

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local import LocalNormalizer
from knowdesk.reasoning.spoken import plain_wording


def test_a_days_pay_hours_times_a_bound_and_a_deposit_in_the_rules_words() -> None:
    assert plain_wording("病假一天的工资怎么算") == "病假日工资怎么算"
    assert plain_wording("夜班一次最多几个钟头") == "夜班一次最多几个小时"
    assert plain_wording("一个月能调几回班") == "一个月能调几次班"
    assert plain_wording("干了不到两个月能辞职吗") == "干了不满两个月能辞职吗"
    assert plain_wording("领工牌要押多少钱") == "领工牌要押金多少钱"
    assert plain_wording("他回来几回了") == "他回来几次了"
    assert plain_wording("回复要几回") == "回复要几次"


def test_a_kickback_a_return_or_wages_held_back_are_not_rewritten_as_times_or_a_deposit() -> None:
    assert plain_wording("供应商给了多少回扣") == "供应商给了多少回扣"
    assert plain_wording("这个项目能有多少回报") == "这个项目能有多少回报"
    assert plain_wording("一年做几回访") == "一年做几回访"
    assert plain_wording("新人工资押几天才发") == "新人工资押几天才发"
    assert plain_wording("工资要押多少天") == "工资要押多少天"
    assert plain_wording("宿舍钥匙押多少") == "宿舍钥匙押金多少"  # the deposit sense still reads as 押金
    assert plain_wording("一季度能请几回假") == "一季度能请几次假"


def test_an_english_word_in_a_chinese_question_is_glossed_and_a_code_or_an_english_question_left_alone() -> None:
    assert plain_wording("promotion 一年有几次") == "promotion（晋升） 一年有几次"
    assert plain_wording("晋升的promotion窗口几月开") == "晋升的promotion窗口几月开"  # already says it
    assert plain_wording("RSU什么时候归属") == "RSU什么时候归属"
    assert plain_wording("How many days of leave do I get?") == "How many days of leave do I get?"


def test_the_local_normaliser_reads_the_question_in_plain_wording_before_the_glossary() -> None:
    glossary = Glossary(synonyms={"日工资": "日薪"})  # the glossary's phrase is met only in plain wording
    assert LocalNormalizer(glossary).normalize("一天的工资怎么算") == "日薪怎么算"
    assert LocalNormalizer(Glossary()).normalize("一天的工资怎么算") == "日工资怎么算"


def test_an_english_question_naming_a_chinese_product_is_left_as_written() -> None:
    question = "How many boxes of 舒脉宁 samples can a rep take each quarter?"
    assert plain_wording(question) == question


def test_an_act_not_done_is_written_with_the_rules_negation() -> None:
    """Employees say 没批, 没休完, 没满; rules write 未经审批, 未休完, 未满. Having none (没有), confiscating (没收) and the
    A-not-A question (领没领) are not an act not done."""
    assert plain_wording("年假没休完能折现吗") == "年假未休完能折现吗"
    assert plain_wording("入职没满半年能请年假吗") == "入职未满半年能请年假吗"
    assert plain_wording("宿舍里没有空调吗") == "宿舍里没有空调吗"
    assert plain_wording("违章电器被没收了") == "违章电器被没收了"
    assert plain_wording("工资发没发") == "工资发没发"
    assert plain_wording("周末休息没休息算不算加班") == "周末休息没休息算不算加班"  # a two-character A-not-A
    assert plain_wording("报销款一直没收到") == "报销款一直未收到"
    for unchanged in ("请假没问题吧", "周末没时间培训怎么办", "没必要提前打卡吧", "没办法按时交怎么办"):
        assert plain_wording(unchanged) == unchanged


def test_a_verb_object_word_said_with_a_measure_word_or_an_aspect_mark_inside_is_written_whole() -> None:
    """Employees say 换个班, 请个假, 加了班; rules write 换班, 请假, 加班. A number or a pronoun before 个 (这个月, 一个), an
    object opening a longer word (换个岗位) and the mark forming a word with it (扣个税: 个税 is the income tax) stay."""
    assert plain_wording("想跟同事换个班，流程是啥") == "想跟同事换班，流程是啥"
    assert plain_wording("请个假要谁批") == "请假要谁批"
    assert plain_wording("昨天加了班能调休吗") == "昨天加班能调休吗"
    assert plain_wording("出了差回来多久内报销") == "出差回来多久内报销"
    for unchanged in ("这个月能换几次班", "换个岗位要多久", "补贴需要扣个税吗", "上个月加班费什么时候发", "请了三天假"):
        assert plain_wording(unchanged) == unchanged


def test_the_week_said_as_libai_is_written_with_zhou() -> None:
    """一个礼拜, 礼拜六, 礼拜天: rules write 一周, 周六, 周日; a religious service (做礼拜) stays."""
    assert plain_wording("防尘口罩一个礼拜最多能领几只") == "防尘口罩一周最多能领几只"
    assert plain_wording("礼拜六加班怎么算") == "周六加班怎么算"
    assert plain_wording("礼拜天值班有补贴吗") == "周日值班有补贴吗"
    assert plain_wording("周日去做礼拜能请假吗") == "周日去做礼拜能请假吗"
    assert plain_wording("下个礼拜天值班吗") == "下周日值班吗"
    assert plain_wording("在礼拜堂开会算出差吗") == "在礼拜堂开会算出差吗"
