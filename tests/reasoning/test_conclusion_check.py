"""The last check on a conclusion (`conclusion_check.py`): a conclusion stating a neighbouring fact of the asked
topic — the amount of a payment for its tax, a date for a clock time, another kind of leave's rule — is no answer,
and the same evidence still answers the question it does state."""

from __future__ import annotations

from knowdesk.reasoning.conclusion_check import unstated_ask
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from tests.qa.conftest import passage

GEN = LocalGenerator(Glossary.load(None), max_sentences=3)

SHIFT_PAY = "第八条 晚上22点至次日6点在岗满4小时的，计1个夜班，每个夜班发放夜班津贴35元，随当月工资发放。"
TAXED = "第九条 夜班津贴等各项津贴随当月工资发放，并入工资薪金计缴个人所得税。"
DORM = "第五条 本规定自2025年3月1日起执行。"
DORM_HOURS = "第六条 宿舍大门每晚23:00关闭，次日6:00开启。"
SICK = "全薪病假用完后，司龄满2年不满5年的，按本人基本工资的70%计发；满5年的，按80%计发。"
LEAVES = "女员工生育的，享受产假158天；男员工享受陪产假15天。"
MATERNITY = "女员工生育的，享受产假158天；产假期间工资按本人基本工资的100%发放。"


def _answer(question: str, body: str, document: str, section: str = "") -> str:
    return GEN.generate(question, [passage(body, document, fragment_id="f-1", section=section)]).answer


def test_the_tax_on_a_payment_is_not_answered_by_its_amount() -> None:
    assert not _answer("夜班津贴要交个税吗", SHIFT_PAY, "考勤与津贴管理办法")
    assert "个人所得税" in _answer("夜班津贴要交个税吗", f"{SHIFT_PAY}\n{TAXED}", "考勤与津贴管理办法")
    assert "35元" in _answer("夜班津贴一个班多少钱", SHIFT_PAY, "考勤与津贴管理办法")


def test_a_time_of_day_is_not_answered_by_a_date() -> None:
    assert unstated_ask("宿舍夜里几点锁门", "本规定自2025年3月1日起执行。") is not None
    assert unstated_ask("宿舍夜里几点锁门", "宿舍大门每晚23:00关闭，次日6:00开启。") is None
    assert unstated_ask("夜班时段指几点到几点", "夜班时段指22时至次日6时。") is None
    assert "23:00" in _answer("宿舍夜里几点锁门", f"{DORM}\n{DORM_HOURS}", "员工宿舍管理规定")
    assert unstated_ask("宿舍夜里几点锁门", "宿舍大门每晚十点关闭。") is None  # a clock time in Chinese numerals
    assert unstated_ask("报销时要注意哪几点", "报销须附原始发票，并经部门负责人签字。") is None  # points, not a time


def test_another_kind_named_by_the_section_is_not_the_asked_kind() -> None:
    """The sentence names no kind of leave; its section says it is sick pay, not maternity pay."""
    assert unstated_ask("产假期间薪资如何发放", "司龄满2年不满5年的，按70%计发。", "考勤与休假制度 四、病假")
    passages = [passage(SICK, "考勤与休假制度", fragment_id="f-1", section="四、病假"),
                passage(LEAVES, "考勤与休假制度", fragment_id="f-2", section="五、其他假期")]  # fmt: skip
    assert not GEN.generate("产假期间薪资如何发放", passages).answer  # the sick-pay sentence was the best match
    assert "100%" in _answer("产假期间薪资如何发放", MATERNITY, "考勤与休假制度", "五、产假")
    # a kind written in another way (年假 / 年休假) is still the asked kind
    assert unstated_ask("年假有几天", "满1年不满10年的，5天。", "考勤与休假制度 三、年休假") is None


OVERTIME = (
    "加班费按小时工资计算，小时工资 = 月基本工资 ÷ 21.75 ÷ 8。\n"
    "举例：月基本工资4350元，小时工资 = 4350 ÷ 21.75 ÷ 8 = 25元。"
)


def test_a_worked_example_answers_only_how_its_own_value_is_computed() -> None:
    example = "举例：月基本工资4350元，小时工资 = 4350 ÷ 21.75 ÷ 8 = 25元。"
    assert unstated_ask("小时工资如何计算", example) is None
    assert unstated_ask("收银员的月基本工资是多少", example) is not None  # the example's 4350 is no one's pay
    assert unstated_ask("病假工资怎么算", example) is not None  # another thing than the one worked out
    assert not _answer("收银员的月基本工资是多少", OVERTIME, "排班与加班培训", "加班费怎么算")


def test_a_value_left_to_another_rule_is_no_value() -> None:
    note = "注1：节假日值守不计入工作量，按学校值守补贴标准另行发放。"
    assert unstated_ask("节假日值守一天补贴多少钱", note) is not None
    assert unstated_ask("节假日值守算不算工作量", note) is None  # asks no value: the note answers it
    assert unstated_ask("节假日值守一天补贴多少钱", "节假日值守每天补贴200元，另有规定的除外。") is None


def test_a_number_asked_is_not_answered_by_a_rule_stating_none() -> None:
    assert unstated_ask("经理的年薪是多少", "经理实行年薪制，不适用本表。") is not None
    assert unstated_ask("经理的年薪是多少", "经理年薪为30万元。") is None
    assert unstated_ask("病假期间工资发多少", "病假期间工资全额发放。") is None  # a share in words
    assert unstated_ask("厂休那几天还有餐补吗", "厂休期间不发放餐补。") is None  # yes or no, not how much
    assert unstated_ask("薪酬由哪几部分组成", "薪酬由基本工资、岗位工资和绩效工资组成。") is None  # kinds, not a number


def test_when_or_a_yes_no_ending_in_mo_is_no_number_asked() -> None:
    assert unstated_ask("加班费几时发", "加班费随当月工资一并发放。") is None  # 几时 asks when
    assert unstated_ask("年终奖几乎人人都有吗", "年终奖根据考核结果发放。") is None
    assert unstated_ask("夜班补贴一晚多少钱依据什么", "夜班补贴按公司标准执行。") is not None  # 什么 asks no yes-or-no
    assert unstated_ask("餐补能领多少么", "餐补按出勤天数发放。") is None


def test_a_chinese_numeral_is_a_number_only_before_a_unit() -> None:
    assert unstated_ask("电话补贴每月多少", "电话补贴统一按公司通讯费制度执行。") is not None  # 统一 is no number
    assert unstated_ask("电话补贴每月多少", "电话补贴一律按岗位标准执行。") is not None
    assert unstated_ask("培训最长几天", "培训最长不超过五天。") is None
    assert unstated_ask("加班工资是多少", "休息日加班按两倍工资支付。") is None
    assert unstated_ask("病假工资发多少", "病假工资按本人工资的七成发放。") is None
    assert unstated_ask("表决要多少票才通过", "获得全体委员三分之二以上赞成票的为通过。") is None  # a fraction
    assert unstated_ask("嘉兴算几档地区", "嘉兴的地区档次为二档。") is None
    assert unstated_ask("坐火车能坐几号车厢", "乘火车可乘坐硬卧车厢。") is not None
    assert unstated_ask("坐火车能坐几号车厢", "乘火车一律坐五号车厢。") is None  # the measure the question counts in


def test_the_cost_as_incurred_or_a_payment_lost_answers_how_much() -> None:
    assert unstated_ask("住宿费最多报多少", "住宿费按实际发生额凭票报销。") is None
    assert unstated_ask("市内交通费能报多少", "市内交通费据实报销。") is None
    assert unstated_ask("快递费报多少", "快递费实报实销。") is None
    assert unstated_ask("旷工一次扣多少", "旷工一次扣除当季绩效奖。") is None


def test_the_statutory_annual_leave_is_a_kind_of_leave_of_its_own() -> None:
    context = "请休假规定 第二章 年休假"
    assert unstated_ask("事假每年最多请几天", "工作满1年不满10年的，年休假5天。", context) is not None
    assert unstated_ask("年假每年有几天", "工作满1年不满10年的，年休假5天。", context) is None
