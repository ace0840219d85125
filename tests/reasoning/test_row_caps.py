"""A share worked out of a table row holds to the cap the same row sets, and a "谁" question is not answered by a
table of amounts and their ranges (issue 18, found by the blind dining set)."""

from __future__ import annotations

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from knowdesk.reasoning.tables import answer_from_tables
from tests.reasoning.conftest import passage

COMMISSION = passage(
    "表2 销售顾问提成标准\n| 门店类型 | 月销售额 | 提成比例 | 月度提成上限 |\n|---|---|---|---|\n"
    "| 旗舰店 | 200万元（含）以上 | 2% | 30000元 |\n| 标准店 | 100万元（含）至200万元 | 1.5% | 20000元 |\n"
    "| 社区店 | 100万元以下 | 1% | 8000元 |",
    document="销售提成管理办法",
    section="二、提成标准",
)
REFUNDS = passage(
    "（二）退款审批权限：1. 2000元（含）以下：门店主管审批；2. 2000元以上至10000元（含）：城市经理审批；"
    "3. 10000元以上：财务总监审批。",
    document="售后服务规范",
    section="三、退款",
    fragment_id="refund-00001",
)


def test_a_share_of_the_question_amount_past_the_rows_cap_pays_the_cap() -> None:
    gen = LocalGenerator(Glossary.load(None), max_sentences=3)
    first = gen.generate("旗舰店这个月销售额250万，提成能拿多少？", [COMMISSION]).answer.splitlines()[0]
    assert "250万元 × 2% = 5万元" in first and first.rstrip("。").endswith("按30000元")
    below = gen.generate("社区店这个月销售额60万，提成多少？", [COMMISSION]).answer.splitlines()[0]
    assert "600000元 × 1% = 6000元" in below and "上限" not in below  # under the cap: the share itself


def test_a_monthly_cap_holds_only_when_the_question_speaks_of_a_month() -> None:
    gen = LocalGenerator(Glossary.load(None), max_sentences=3)
    first = gen.generate("旗舰店销售额一共250万，提成多少？", [COMMISSION]).answer.splitlines()[0]
    assert "= 5万元" in first and "按30000元" not in first


def test_a_who_question_with_an_amount_is_not_answered_by_a_table_of_amounts() -> None:
    assert answer_from_tables("退款3000元谁审批？", [COMMISSION]) is None
    gen = LocalGenerator(Glossary.load(None), max_sentences=3)
    first = gen.generate("退款3000元谁审批？", [COMMISSION, REFUNDS]).answer.splitlines()[0]
    assert "城市经理" in first
