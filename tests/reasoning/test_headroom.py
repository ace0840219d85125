"""What is left under a ceiling once the asker's own use is taken off it, in Chinese and English (invented rules)."""

from __future__ import annotations

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.headroom import headroom_left
from knowdesk.reasoning.local_generate import LocalGenerator
from tests.reasoning.conftest import passage

SHIFTS = passage(
    "正式工每天工作不超过 11 小时，每周不超过 50 小时。兼职工每天工作不超过 5 小时，每周累计不超过 20 小时。"
    "每人每季度调班不超过 6 次。",
    document="仓库排班规定",
    section="工时上限",
    fragment_id="ws-00001",
)
TRAINING = passage(
    "Employees may claim external course fees of up to USD 3,000 per calendar year. Jury service is paid for up to "
    "15 working days per year.",
    document="Learning Policy",
    section="4. Course fees",
    fragment_id="lp-00001",
)


def test_the_ceiling_of_the_period_and_the_group_the_question_names_less_what_was_used() -> None:
    part_time = headroom_left("兼职工这周已经上了14个小时，还能排几个小时", [SHIFTS])
    assert part_time is not None and part_time.gap == 6 and part_time.statement.startswith("还剩6小时（20 − 14")
    full_time = headroom_left("正式工本周已经做了42个小时，这周还能排多少小时", [SHIFTS])
    assert full_time is not None and full_time.gap == 8
    swaps = headroom_left("这个季度已经调班2次了，还可以调班几次", [SHIFTS])
    assert swaps is not None and swaps.gap == 4


def test_an_english_ceiling_in_money_less_the_amount_already_claimed() -> None:
    found = headroom_left(
        "I have already claimed USD 1,200 for a course this year. How much more can I claim?", [TRAINING]
    )
    assert found is not None and found.gap == 1800 and found.statement.startswith("USD 1800 left")


def test_no_remainder_for_a_rate_a_trigger_a_used_up_ceiling_or_another_topic() -> None:
    assert headroom_left("兼职工每天上了4个小时，这周还能排几个小时", [SHIFTS]) is None  # a rate per day, no total used
    assert headroom_left("已经加班了30小时，再加几个小时就要审批", [SHIFTS]) is None  # the count that triggers a step
    assert headroom_left("兼职工这周已经上了20个小时，还能排几个小时", [SHIFTS]) is None  # used up
    assert headroom_left("兼职工这周已经上了14个小时，还能排几个小时吗", [SHIFTS]) is None  # a yes-no ask
    # the only ceiling in days is of jury service: "PTO" is not what it caps
    assert headroom_left("I've used 4 days of PTO this year, how many do I have left?", [TRAINING]) is None


def test_the_local_answer_states_the_remainder_first_and_quotes_the_ceiling() -> None:
    gen = LocalGenerator(Glossary.load(None), max_sentences=3)
    lines = gen.generate("兼职工这周已经上了14个小时，还能排几个小时？", [SHIFTS]).answer.splitlines()
    assert lines[0].startswith("结论：还剩6小时"), lines
    assert "每周累计不超过 20 小时" in lines[1]
