"""A bill of counted items priced by the evidence, and what is left of a deposit (invented rules)."""

from __future__ import annotations

from knowdesk.reasoning.counted_items import bill, counted_items
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from tests.reasoning.conftest import passage

GEAR = passage(
    "第五条 领用劳保装备时收取装备押金：正式员工300元，实习生120元，离职结算时退还。\n"
    "第六条 装备遗失或损坏的，照价赔偿：防护服每套80元，护目镜每副30元，手套每双5元；赔偿款先从押金中扣除。",
    document="劳保装备管理办法",
    section="第二章 领用与赔偿",
    fragment_id="lb-00002",
)


def test_the_question_lists_each_count_with_its_measure_word_and_item() -> None:
    assert counted_items("弄丢了两套防护服和3双手套，赔多少") == [(2.0, "套", "防护服"), (3.0, "双", "手套")]
    # spans of time and sums of money are no counted items
    assert counted_items("入职做了3个月，押金能退多少") == []
    assert counted_items("加班2个小时，补贴多少") == []
    assert counted_items("少收了8块钱，要赔吗") == []
    # the item stops where the question's ask begins
    assert counted_items("打碎了2个茶杯要赔多少") == [(2.0, "个", "茶杯")]
    assert counted_items("损坏1台电脑能报多少") == [(1.0, "台", "电脑")]


def test_each_item_is_its_count_times_its_listed_price_and_the_items_are_added() -> None:
    found = bill("弄丢了两套防护服和3双手套，要赔多少钱", [GEAR])
    assert found is not None and found.value == 2 * 80 + 3 * 5
    assert found.statement == "共175元（防护服2套 × 80元 + 手套3双 × 5元 = 175元）"


def test_what_is_left_of_the_deposit_is_the_holders_deposit_less_the_bill() -> None:
    found = bill("实习生摔坏了1副护目镜和2双手套，押金还剩多少", [GEAR])
    assert found is not None and found.value == 120 - (30 + 2 * 5)
    one = bill("正式员工离职时少交了一套防护服，押金能退多少", [GEAR])  # one item kept back, against the deposit
    assert one is not None and one.value == 300 - 80
    assert bill("少交了5套防护服，实习生押金还剩多少", [GEAR]).value == 0  # type: ignore[union-attr]  # never below 0


def test_no_bill_when_an_item_is_unpriced_or_nothing_is_counted() -> None:
    assert bill("弄丢了1套防护服和1顶安全帽，赔多少", [GEAR]) is None  # no price for 安全帽: none guessed
    assert bill("弄丢了1套防护服，赔多少", [GEAR]).value == 80  # type: ignore[union-attr]  # one item, from the list
    assert bill("防护服和手套各领几套", [GEAR]) is None
    assert bill("已经领了1套防护服和2双手套，还能领多少双", [GEAR]) is None  # pieces asked, not their price
    assert bill("离职时少交了1副护目镜，押金能退多少", [GEAR]) is None  # whose deposit (300 or 120) is not said


def test_the_local_answer_states_the_bill_and_quotes_the_deposit_and_the_prices() -> None:
    gen = LocalGenerator(Glossary.load(None), max_sentences=3)
    lines = gen.generate("实习生摔坏了1副护目镜和2双手套，押金还剩多少？", [GEAR]).answer.splitlines()
    assert lines[0].startswith("结论：押金还剩80元"), lines
    assert any("实习生120元" in line for line in lines[1:]) and any("护目镜每副30元" in line for line in lines[1:])


def test_an_item_no_sentence_prices_is_priced_by_its_row_in_a_table() -> None:
    sheet = passage(
        "工作表：门禁物品赔偿标准\n\n| 物品 | 赔偿标准（元/个） |\n| --- | --- |\n| 门禁卡 | 40 |\n| 储物柜钥匙 | 25 |\n",
        document="门禁物品赔偿标准",
        section="工作表：门禁物品赔偿标准",
        fragment_id="mj-00000",
    )
    found = bill("弄丢了2个门禁卡和1个储物柜钥匙，一共赔多少钱", [sheet])
    assert found is not None and found.value == 2 * 40 + 25, found


def test_one_counted_item_is_billed_when_a_price_list_prices_it_per_its_measure_word() -> None:
    rates = passage(
        "第四条 维修工每完成一项保养，按项目计发绩效：小保养每单40元，大保养每单90元，钣金每单150元。",
        document="维修绩效办法", section="第二章 计发", fragment_id="wx-00001",
    )  # fmt: skip
    found = bill("这个月做了6单大保养，绩效多少", [rates])
    assert found is not None and found.value == 6 * 90
    flat = passage(
        "第五条 每位新员工入职培训补贴300元。", document="培训办法", section="第一章", fragment_id="px-00001"
    )
    assert bill("带了2位新员工，补贴多少", [flat]) is None  # one price, not a list: the rate × count is applied.py's


def test_no_bill_when_a_notice_changes_an_items_price() -> None:
    notice = passage(
        "一、自2026年3月1日起，护目镜赔偿标准由每副30元调整为每副45元。", document="关于调整赔偿标准的通知",
        section="正文", fragment_id="tz-00001",
    )  # fmt: skip
    assert bill("弄丢了1副护目镜和2双手套，赔多少", [GEAR, notice]) is None  # which price holds is the notice's to say


def test_an_items_price_in_a_sentence_about_the_deposit_is_not_the_deposit() -> None:
    rule = passage(
        "第七条 遗失的工具从押金中扣除：扳手每把40元，电钻每台300元。", document="工具领用规定",
        section="第三章", fragment_id="gj-00003",
    )  # fmt: skip
    assert bill("弄丢了1把扳手，押金还剩多少", [rule]) is None  # no deposit stated: 40 元 is the wrench's price
    alone = passage(
        "第六条 领用工具须交押金500元。\n第七条 遗失的工具从押金中扣除：扳手每把40元，电钻每台300元。",
        document="工具领用规定", section="第三章", fragment_id="gj-00004",
    )  # fmt: skip
    found = bill("弄丢了1把扳手，押金还剩多少", [alone])
    assert found is not None and found.value == 500 - 40


def test_a_deposit_said_as_the_deposit_is_no_holder_the_question_names() -> None:
    rule = passage(
        "第二条 领用工具须交押金，押金为每人200元，劳务派遣人员300元。\n第三条 扳手每把40元。", document="工具领用规定",
        section="第一章", fragment_id="gj-00001",
    )  # fmt: skip
    assert bill("丢了1把扳手，押金还剩多少", [rule]) is None  # 押金为 names no one: whose deposit is not said
    found = bill("劳务派遣人员丢了1把扳手，押金还剩多少", [rule])
    assert found is not None and found.value == 300 - 40


def test_a_price_per_month_is_not_per_piece_when_the_measure_word_is_ge() -> None:
    rule = passage(
        "第三条 工牌每个月收取维护费10元，门禁卡每个20元。", document="证卡管理", section="第二章",
        fragment_id="zk-00002",
    )  # fmt: skip
    assert bill("丢了2个工牌和1个门禁卡，赔多少", [rule]) is None  # 每个月 is per month: the 工牌 is unpriced
    per_piece = passage(
        "第四条 遗失赔偿：工牌每个15元，门禁卡每个20元。", document="证卡管理", section="第二章",
        fragment_id="zk-00003",
    )  # fmt: skip
    assert bill("丢了2个工牌和1个门禁卡，赔多少", [per_piece]).value == 2 * 15 + 20  # type: ignore[union-attr]


PIECE_RATES = passage(
    "4.2 仓管员除岗位工资外，按件计发作业奖：上架、下架每托各2元，盘点每库位1元，破损处理每次15元。"
    "每人每月计件奖合计最高1000元。\n4.3 因漏盘造成差异的，由当事仓管员承担差异金额的10%，每次最高不超过500元。",
    document="仓储作业规范",
    section="4. 计件",
)


def test_pieces_of_work_counted_after_what_was_done_or_by_ci_before_it() -> None:
    assert counted_items("这个月上架300次下架280次，盘点做了10箱，处理了5次破损，计件多少") == [
        (300.0, "次", "上架"), (280.0, "次", "下架"), (10.0, "箱", "盘点"), (5.0, "次", "破损")
    ]  # fmt: skip
    assert counted_items("迟到3次扣多少") == [(3.0, "次", "迟到")]  # what is asked is no work
    assert counted_items("今年第三次在工地抽烟被抓，罚多少钱") == []  # which time, not how many


def test_one_price_for_each_of_several_items_and_the_month_cap_beside_the_prices() -> None:
    found = bill("这个月上架100次下架80次，破损处理了2次，计件能拿多少", [PIECE_RATES])
    assert found is not None and found.value == 390, found  # 100 × 2 + 80 × 2 + 2 × 15
    capped_bill = bill("这个月上架400次下架350次，处理了5次破损，计件能拿多少", [PIECE_RATES])
    assert capped_bill is not None and capped_bill.value == 1000 and "上限" in capped_bill.statement
    assert [s for _, s in capped_bill.sources][-1] == "每人每月计件奖合计最高1000元"  # the cap is quoted, not 4.3's


def test_no_bill_when_the_rate_changes_with_the_count_and_work_words_are_kept_whole() -> None:
    lateness = passage("迟到每次扣20元，当月迟到超过3次的，第4次起每次扣50元；早退每次扣30元。", document="考勤办法")
    assert bill("这个月迟到5次，早退2次，扣多少", [lateness]) is None  # 4 × 20 + … is not 5 × 20
    assert counted_items("这个月维修12次，保养做了8单，提成多少") == [(12.0, "次", "维修"), (8.0, "单", "保养")]


def test_a_cap_on_a_deduction_beside_the_prices_caps_no_pay() -> None:
    rates = passage(
        "上架、下架每托各2元，盘点每库位1元。因盘点差异造成损失的，每月最高扣款不超过200元。每人每月计件奖合计最高1000元。",
        document="仓储作业规范",
    )
    found = bill("这个月上架300次下架200次，盘点做了10箱，计件能拿多少", [rates])
    assert found is not None and found.value == 1000, found  # 1010 held to the pay cap, not the 200 of a deduction
