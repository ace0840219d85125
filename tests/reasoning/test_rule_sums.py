"""Two items the question adds, each paid by a rule of its own sentence (invented rules)."""

from __future__ import annotations

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from knowdesk.reasoning.rule_sums import rule_sum
from tests.reasoning.conftest import passage

TRAVEL = passage(
    "第九条 误餐补助按出差天数计算。误餐补助标准为每人每天90元；赴海南、云南出差的，误餐补助标准为每人每天100元。\n"
    "第十条 市内交通补贴按出差天数计算，每人每天60元包干使用。\n第十一条 当月满勤的，另发满勤奖300元。",
    document="外勤差旅办法",
    section="第四章 补助",
    fragment_id="wq-00004",
    effective="2025-01-01",
)
NOTICE = passage(
    "一、《外勤差旅办法》第九条规定的误餐补助标准，由每人每天90元调整为每人每天95元，自2025年7月1日起执行。",
    document="关于调整误餐补助的通知",
    section="正文",
    fragment_id="tz-00000",
    effective="2025-06-20",
)


def test_each_item_is_its_own_rules_rate_times_the_count_and_the_parts_are_added() -> None:
    found = rule_sum("去南京出差3天，误餐补助和市内交通补贴加起来一共多少", [TRAVEL])
    assert found is not None and found.total == 450
    assert (
        found.statement
        == "误餐补助加市内交通补贴共450元（误餐补助 3 × 90 = 270元，市内交通补贴 3 × 60 = 180元，270 + 180 = 450元）"
    )
    placed = rule_sum("去昆明出差2天，误餐补助加市内交通补贴一共多少", [TRAVEL])  # 昆明 is in 云南: 100元
    assert placed is not None and placed.total == 2 * 100 + 2 * 60


def test_a_notice_changes_a_parts_rate_and_an_amount_stated_is_a_part() -> None:
    changed = rule_sum("2025年8月去南京出差3天，误餐补助和市内交通补贴一共多少", [TRAVEL, NOTICE])
    assert changed is not None and changed.total == 3 * 95 + 3 * 60 and changed.parts[0].change is not None
    flat = rule_sum("这个月出差3天，市内交通补贴加满勤奖一共多少", [TRAVEL])
    assert flat is not None and flat.total == 180 + 300


def test_no_sum_without_a_total_asked_or_with_a_part_unpaid() -> None:
    assert rule_sum("去南京出差3天，误餐补助和市内交通补贴分别多少", [TRAVEL]) is None  # each asked, not a total
    assert rule_sum("去南京出差3天，误餐补助和住宿费一共多少", [TRAVEL]) is None  # no rule pays 住宿费


def test_the_local_answer_states_the_total_and_cites_each_rule_and_the_notice() -> None:
    gen = LocalGenerator(Glossary.load(None), max_sentences=3)
    lines = gen.generate(
        "2025年8月去南京出差3天，误餐补助和市内交通补贴加起来一共多少？", [TRAVEL, NOTICE]
    ).answer.splitlines()
    assert lines[0].startswith("结论：误餐补助加市内交通补贴共465元"), lines
    assert "由每人每天90元调整为每人每天95元" in lines[1]
    assert any("第十条" in line and "每人每天60元" in line for line in lines[2:])


def test_a_rate_whose_per_opens_the_items_clause_is_multiplied_not_taken_as_an_amount() -> None:
    shifts = passage(
        "问：值夜有补贴吗？答：每上一个夜班补贴 45元，当月满12个夜班的另发夜班满勤奖 150元。",
        document="值夜补贴问答", section="常见问题", fragment_id="zb-00001",
    )  # fmt: skip
    found = rule_sum("这个月值了14个夜班，夜班补贴和夜班满勤奖一共多少", [shifts])
    assert found is not None and found.total == 14 * 45 + 150, found


LEAVE = passage(
    "第七条 员工登记结婚的，给予婚假5天；在本市举办婚礼的，另给予婚礼假2天。\n"
    "第八条 员工的配偶死亡的，给予丧假3天；需赴外地料理的，另给予路途假，路途假最多不超过3天。",
    document="员工假期办法",
    section="第二章 假期",
    fragment_id="jq-00002",
)


def test_a_total_of_days_adds_the_days_each_items_sentence_grants() -> None:
    found = rule_sum("婚假加上婚礼假一共能休几天", [LEAVE])
    assert found is not None and found.total == 7
    assert found.statement == "婚假加婚礼假共7天（婚假 5天，婚礼假 2天，5 + 2 = 7天）"
    # 加 alone asks the total ("最多能有几天"), and a day cap (最多不超过3天) is the part's days
    capped = rule_sum("丧假加路途假最多能有几天", [LEAVE])
    assert capped is not None and capped.total == 6
    assert rule_sum("婚假加上婚礼假一共多少钱", [LEAVE]) is None  # money asked: no amount of money is stated


def test_an_item_named_only_inside_the_other_items_longer_name_is_read_from_its_own_sentence() -> None:
    """产假 inside 增加产假 is not the 产假 asked: its days come from the sentence granting 产假 itself."""
    rules = passage(
        "第九条 难产的，增加产假15天。\n第八条 女职工生育享受产假98天。", document="休假办法", section="第三章"
    )
    found = rule_sum("产假和增加产假一共多少天", [rules])
    assert found is not None and found.total == 113
    alone = passage("第九条 难产的，增加产假15天。", document="休假办法", section="第三章")
    assert rule_sum("产假和增加产假一共多少天", [alone]) is None  # one amount is not counted twice


def test_a_table_part_and_a_rule_part_each_take_their_own_count() -> None:
    lodging = passage(
        "| 地区类别 | 职员（元/晚） | 经理（元/晚） |\n|---|---|---|\n| 一类地区 | 500 | 700 |\n| 三类地区 | 300 | 420 |",
        document="差旅办法",
        section="工作表：住宿标准",
        fragment_id="t-1",
    )
    meals = passage(
        "第八条 伙食补助按出差天数包干发放：一类地区每天100元，三类地区每天60元。",
        document="差旅办法",
        section="第八条",
        fragment_id="t-2",
    )
    q = "经理去三类地区出差，住2晚、出差3天，住宿加伙食补助一共多少？"
    assert rule_sum(q, [lodging, meals]) is None  # without tables: the lodging has no rule of its own
    found = rule_sum(q, [lodging, meals], tables=True)
    assert found is not None and found.total == 1020  # 2 晚 × 420 + 3 天 × 60
    lines = LocalGenerator(Glossary.load(None), max_sentences=3).generate(q, [lodging, meals]).answer.splitlines()
    assert lines[0].startswith("结论：住宿加伙食补助共1020元"), lines
    assert "| 三类地区 | 300 | 420 |" in lines[1] and "三类地区每天60元" in lines[2]
