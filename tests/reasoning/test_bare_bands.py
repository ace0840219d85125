"""Tier tables whose bands carry no unit because the label names the scale (| 单机效率（自然箱/小时） | 25以下 | 25～29 |
…), a count of shifts times the tier's amount held to the cap its section sets, and which of a question's numbers
picks a tier (invented rules)."""

from __future__ import annotations

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from knowdesk.reasoning.lookup import _topic_words
from knowdesk.reasoning.quantities import labelled_value
from knowdesk.reasoning.tiers import resolve_tier, tier_lists
from tests.reasoning.conftest import passage

SCORE_TABLE = passage(
    "| 装车效率（件/小时） | 100以下 | 100～149 | 150～199 | 200及以上 |\n|---|---|---|---|---|\n"
    "| 每班奖励（元） | 0 | 30 | 60 | 90 |",
    document="装卸效率奖励办法",
    section="装车效率奖（元/班）",
)
SCORE_NOTES = passage(
    "装车效率奖（元/班）\n备注：按本班效率所在档位整班计发。每人每月效率奖合计最高1500元。",
    document="装卸效率奖励办法",
    section="装车效率奖（元/班）",
)
DAMAGE = passage(
    "货损直接损失在2000元以下的，扣当月效率奖的20%；2000元及以上的，当月效率奖全部取消。每人每月效率奖合计最高1500元。",
    document="装卸效率奖励办法",
    section="质量扣减",
)
DOWN = passage(
    "| 考核得分 | 系数 |\n|---|---|\n| 90以上 | 1.2 |\n| 80～89 | 1.0 |\n| 70～79 | 0.8 |\n| 70以下 | 0 |",
    document="绩效办法",
    section="系数表",
)
NUMBERED = passage(
    "| 序号 | 1 | 2 | 3 |\n|---|---|---|---|\n| 物品 | 手套 | 口罩 | 雨衣 |", document="劳保清单", section="清单"
)


def test_bare_bands_across_a_header_are_a_tier_list_of_the_labelled_scale() -> None:
    found = resolve_tier("装车效率160，每班奖励多少", [SCORE_TABLE])
    assert found is not None and found.tier is not None and found.tier.label == "150～199"
    assert "每班奖励：60元" in found.statement  # the label's unit said with the number


def test_bare_bands_down_a_column_too() -> None:
    found = resolve_tier("考核得了85，系数多少", [DOWN])
    assert found is not None and found.tier is not None and found.tier.label == "80～89"


def test_numbers_that_are_no_bands_make_no_list() -> None:
    assert tier_lists(NUMBERED) == []  # points (1, 2, 3) name items, they bound nothing


def test_a_label_moves_its_unit_onto_a_bare_number() -> None:
    assert labelled_value("每班奖励（元）", "60") == "每班奖励：60元"
    assert labelled_value("住宿标准（元/晚）", "450") == "住宿标准：450元/晚"
    assert labelled_value("备注（元）", "按实报销") == "备注（元）：按实报销"  # no number: as written
    assert labelled_value("人数", "3") == "人数：3"  # no unit declared


def test_a_number_with_the_list_unit_picks_its_tier_before_a_bare_one() -> None:
    found = resolve_tier("装车效率160，出了一次货损，损失1500块，扣多少", [DAMAGE])
    assert found is not None and found.asked is not None and found.asked.value == 1500


def test_a_bare_number_prefers_bare_bands_to_a_money_cap() -> None:
    found = resolve_tier("这个月20个班装车效率都是120，效率奖多少", [SCORE_NOTES, SCORE_TABLE])
    assert found is not None and found.tier is not None and found.tier.label == "100～149"


def test_when_and_how_roughly_are_no_topic_of_a_tier_list() -> None:
    words = _topic_words("我入职才4个月，这个月22个班效率都是37左右，效率奖多少", Glossary.load(None))
    assert not {"这个", "左右", "才"} & set(words) and {"入职", "效率"} <= set(words)


def test_shifts_times_the_tier_amount_held_to_the_month_cap_of_its_section() -> None:
    gen = LocalGenerator(Glossary.load(None), max_sentences=3)
    lines = gen.generate(
        "这个月25个班装车效率都在210以上，效率奖能拿多少？", [SCORE_TABLE, SCORE_NOTES]
    ).answer.splitlines()
    assert lines[0].startswith("结论：1500元"), lines
    assert "25 × 90 = 2250元" in lines[0] and "上限" in lines[0]
    under = gen.generate("这个月10个班装车效率都在160，效率奖能拿多少？", [SCORE_TABLE, SCORE_NOTES]).answer
    assert under.startswith("结论：10个班共600元"), under


def test_two_scales_of_bare_bands_place_no_bare_number() -> None:
    gifts = passage(
        "| Tier | USD value | China (RMB) | Pre-approval |\n|---|---|---|---|\n| Tier 1 | up to 50 | up to 350 | none |\n"
        "| Tier 2 | 51 to 150 | 351 to 1,000 | Line manager |\n| Tier 3 | above 150 | above 1,000 | Compliance |",
        document="Gifts Standard", section="Value Tiers",
    )  # fmt: skip
    assert tier_lists(gifts) == []  # 2000 could be dollars or yuan


def test_a_number_not_said_on_the_scale_is_no_tier_of_bare_bands() -> None:
    extensions = passage(
        "| 部门 | 分机号 |\n|---|---|\n| 人事部 | 8001-8010 |\n| 财务部 | 8011-8020 |\n| 行政部 | 8021-8030 |",
        document="通讯录", section="分机",
    )  # fmt: skip
    assert resolve_tier("我工号8015，人事部分机号多少", [extensions]) is None


def test_a_cap_on_another_allowance_of_the_section_does_not_hold_the_bonus() -> None:
    other = passage(
        "装车效率奖（元/班）\n备注：按本班效率所在档位整班计发。每人每月夜餐补贴最高300元。",
        document="装卸效率奖励办法", section="装车效率奖（元/班）", fragment_id="zx-00009",
    )  # fmt: skip
    gen = LocalGenerator(Glossary.load(None), max_sentences=3)
    first = gen.generate("这个月25个班装车效率都在210以上，效率奖能拿多少？", [SCORE_TABLE, other]).answer.splitlines()[
        0
    ]
    assert first.startswith("结论：25个班共2250元"), first


def test_a_labels_unit_moves_onto_the_number_down_a_column_too() -> None:
    found = resolve_tier("考核得了85，奖金多少", [passage(
        "| 考核得分 | 奖金（元/月） |\n|---|---|\n| 90以上 | 800 |\n| 80～89 | 500 |\n| 70～79 | 300 |\n| 70以下 | 0 |",
        document="绩效办法", section="奖金表",
    )])  # fmt: skip
    assert found is not None and "奖金：500元/月" in found.statement, found
