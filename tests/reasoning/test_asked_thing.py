"""The thing a value question asks about must be named by a sentence stating the value (issue 18 item 5): the
class the value is asked for (驾驶员) named beside another value (安全行车奖) is no answer."""

from __future__ import annotations

from knowdesk.reasoning.asked_thing import (
    asked_object,
    asked_thing,
    names_asked_thing,
    names_in_its_words,
)
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator, _thing_lost_in_translation
from tests.qa.conftest import passage

GEN = LocalGenerator(Glossary.load(None), max_sentences=3)
DRIVERS = (
    "第十一条 驾驶员的基本工资按公司薪酬制度执行。\n"
    "第十二条 驾驶员连续12个月无责任事故的，年终发放安全行车奖3000元。\n"
    "第十三条 驾驶员每月出车补贴按实际出车趟数计发，每趟50元。"
)


def _answer(question: str, body: str) -> str:
    return GEN.generate(question, [passage(body, "驾驶员管理办法", fragment_id="f-1")]).answer


def test_the_noun_the_question_word_heads_is_the_thing_asked() -> None:
    assert asked_thing("驾驶员的基本工资是多少？") == "基本工资"
    assert asked_thing("青年教师公寓押金要交多少") == "押金"
    assert asked_thing("科研项目开会的会议费综合定额是多少") == "定额"
    assert asked_thing("客服一年有几天年假") == "年假"  # the noun counted after the question word, not 客服
    assert asked_thing("入职要交几份身份证复印件") == "复印件"
    assert asked_thing("陪产假要在多长时间内休完？") == "陪产假"  # 多长时间 is the question word's own token
    assert asked_thing("宿舍夜里几点锁门") == "宿舍"  # 几点 asks an hour, 锁门 is no counted thing


def test_no_thing_when_a_verb_asks_or_the_noun_is_everyday() -> None:
    assert asked_thing("门禁卡丢了补办要多少钱") == ""  # what 补办 costs, not what the card is
    assert asked_thing("境外专家的咨询费标准是多少") == ""  # 标准 is written everywhere
    assert asked_thing("宿舍每个月免费的水电额度是多少") == ""  # "免费用电100度" states the 额度 without the word
    assert asked_thing("小时工一天能干多久") == ""  # a modal glued to a verb
    assert asked_thing("How much is the driver's base salary?") == ""  # its nouns are carried into Chinese


def test_a_value_of_another_thing_beside_the_class_asked_for_is_refused() -> None:
    assert not _answer("驾驶员的基本工资是多少？", DRIVERS)
    assert "3000元" in _answer("驾驶员的安全行车奖是多少？", DRIVERS).splitlines()[0]


def test_the_thing_written_another_way_is_named() -> None:
    assert names_asked_thing("年假", "职工累计工作已满1年不满10年的，年休假5天")
    assert names_asked_thing("押金", "A sentence in another language is not held to the Chinese word")


def test_a_word_cut_across_another_is_no_thing() -> None:
    """ "生日礼金发多少钱" is cut 礼 / 金发: 金发 is no thing asked, and 礼金's own sentence must still answer."""
    assert asked_thing("生日礼金发多少钱？") == ""


def test_the_thing_written_by_another_word_on_one_of_its_morphemes_is_named() -> None:
    assert names_asked_thing("房租", "租金：每月每平方米12元，从工资中代扣。")
    assert names_asked_thing("分值", "按加分方式奖励每分 5 元")
    assert not names_asked_thing("押金", "租金：每月每平方米12元，从工资中代扣。")  # another kind of 金
    assert not names_asked_thing("额度", "单张发票金额超过1000元的，须同时上传支付记录。")


def test_a_table_row_names_the_thing_by_its_header() -> None:
    contacts = (
        "| BU | HRBP | HRBP邮箱 | HRBP电话 |\n|---|---|---|---|\n"
        "| 电商事业部 | 李思雨 | lisiyu@example.com | 0571-8890 2101 |\n"
        "| 内容社区事业部 | 吴晓 | wuxiao@example.com | 0571-8890 2103 |"
    )
    answer = GEN.generate("内容社区事业部HRBP的邮箱是多少", [passage(contacts, "HRBP通讯录", fragment_id="f-1")]).answer
    assert "wuxiao@example.com" in answer.splitlines()[0]


def test_a_shift_table_does_not_answer_for_a_thing_it_never_names() -> None:
    """A look-up's row and column fitting the question ("秩序维护员" row, a 备注 column) answer no value of a thing
    the table never names (年假), as a sentence would not."""
    shifts = "| 岗位 | 班次 | 备注 |\n|---|---|---|\n| 秩序维护员 | 白班 | 12小时 |\n| 保洁员 | 早班 | 含用餐30分钟 |"
    ps = [passage(shifts, "排班与考勤管理规定", section="第二章 班次与排班", fragment_id="f-1")]
    assert not GEN.generate("秩序维护员一年有几天年假啊", ps).answer
    assert "12小时" in GEN.generate("秩序维护员白班的备注是什么", ps).answer


def test_a_table_is_held_only_to_the_thing_a_question_counts() -> None:
    """A table's terse headers rarely repeat the noun a value is asked of: 补贴 asked of a 岗位津贴 table is its value."""
    table = "| 岗位 | 金额（元/月） |\n|---|---|\n| 厨师长 | 600 |\n| 帮厨 | 300 |"
    ps = [passage(table, "岗位津贴管理办法", section="岗位津贴", fragment_id="f-1")]
    assert "600" in GEN.generate("厨师长岗位补贴多少钱", ps).answer


def test_a_glued_modal_or_a_clause_without_a_noun_leaves_the_thing_to_the_clause_before() -> None:
    assert asked_thing("出差期间住酒店的洗衣费每天能报多少") == "洗衣费"  # 能报 is a modal glued to a verb, no noun
    assert asked_thing("科研经费报销打车费，一次最多报多少") == "车费"  # the asking clause names nothing


def test_a_yes_no_question_asks_of_the_thing_its_act_takes() -> None:
    assert asked_object("公务用车可以装行车记录仪吗") == "行车记录仪"
    assert asked_object("客服中心有没有免费的上下班班车") == "班车"
    assert asked_object("端午节公司发粽子吗") == "粽子"
    assert asked_object("宿舍可以养猫吗") == "养猫"
    assert asked_object("员工宿舍能养dog吗") == ""  # a Latin word is no thing the tagger can read
    assert asked_object("生育保险个人要交钱吗") == ""  # paying told in the asker's words: 钱 is everyday text
    assert asked_object("食堂的饭菜能打包带走吗") == ""  # ends on its act: 饭菜 is written 餐食
    assert asked_object("家里小孩能跟着上公司的补充医疗吗") == ""  # 医疗 is no word of the trade
    assert asked_object("公务用车的行车记录仪多少钱") == ""  # a value asked: `asked_thing`'s


def test_a_yes_no_question_s_thing_the_rules_write_in_other_words_is_still_answered() -> None:
    """No gate on the exact noun: rules name the thing asked by a synonym, a broader class or the card's other name,
    and the answer stands (a gate refusing 通讯补贴 on 话费补贴 cost more answerable questions than it saved)."""
    cases = [
        ("员工出差能报销打的费吗", "第九条 出差期间的市内交通费凭票据实报销。", "差旅费管理办法"),
        ("端午节单位发不发粽子", "第三条 端午节、中秋节向每位员工发放节日礼品，标准200元。", "福利管理办法"),
        ("宿舍里能不能用电饭煲", "第四条 宿舍内禁止使用800瓦以上的大功率电器。", "宿舍管理规定"),
    ]
    for question, body, title in cases:
        assert GEN.generate(question, [passage(body, title, fragment_id="f-2")]).answer, question


def test_a_value_of_a_thing_named_before_a_glued_modal_is_refused_on_rules_that_never_name_it() -> None:
    travel = passage("出差住宿每晚不超过400元，伙食补助每天100元。", "差旅费管理办法", fragment_id="f-3")
    assert not GEN.generate("出差期间住酒店的洗衣费每天能报多少", [travel]).answer


def test_an_answer_in_the_other_language_must_name_the_thing_its_own_evidence_never_names() -> None:
    own = ["后勤管理办法 员工食堂每日供应早餐和午餐。"]
    meals = "Employees may claim a meal allowance of 30 dollars per working day."
    assert _thing_lost_in_translation("班车", own, meals)  # 班车 is a shuttle bus: the meal line is about the context
    assert not _thing_lost_in_translation("班车", own, "A shuttle bus leaves the main gate at 7:30 every weekday.")
    assert not _thing_lost_in_translation("", own, meals)  # no thing asked


def test_a_measure_word_or_a_thing_the_lexicon_cannot_translate_keeps_the_other_language_s_answer() -> None:
    own = ["码头收费标准 集装箱港务费按箱收取。"]
    line = "Late gate-in containers are charged a detention fee of USD 60 per container."
    assert not _thing_lost_in_translation("每箱", own, line)  # 每箱 is how it is counted, no thing
    assert not _thing_lost_in_translation("堆存费", own, line)  # no translation to look for in the English answer


def test_the_own_evidence_s_refusal_stands_when_the_other_language_speaks_only_of_the_context() -> None:
    canteen = passage("员工食堂每日供应早餐和午餐，早餐5元，午餐12元。", "后勤管理办法", fragment_id="f-3")
    meals = passage(
        "Meals. Employees may claim a meal allowance of 30 dollars per working day.",
        "Staff Handbook",
        fragment_id="f-4",
    )
    assert not GEN.generate("园区有没有上下班班车", [canteen, meals]).answer


def test_a_clause_telling_an_event_is_the_scene_not_the_thing() -> None:
    assert asked_thing("没穿反光背心就进了工地，罚多少钱啊") == ""  # 工地 is where it happened
    assert asked_thing("加班超过三小时的夜宵，一次最多报多少") == "夜宵"  # 超过 tells no event: 过 is part of a word
    assert asked_thing("我想跟同事换班，一个月最多能换多少次") == "换班"  # 同事 frames the act, no part of the thing


def test_a_word_on_one_of_its_morphemes_names_the_thing_for_a_value_but_not_in_its_words() -> None:
    """丧假 is no 假期: loosely named, it may be held to a sentence stating a value, but it does not stand for the
    question's other words (`unnamed.Asked.named_whole`)."""
    assert names_asked_thing("丧假", "各类假期须在OA提交申请")
    assert not names_in_its_words("丧假", "各类假期须在OA提交申请")
    assert names_in_its_words("年假", "职工累计工作已满1年不满10年的，年休假5天")
