"""An amount per occasion a tier states, times the asker's count of occasions (invented rules)."""

from __future__ import annotations

from knowdesk.reasoning.applied import per_occasion_total
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from tests.reasoning.conftest import passage

LATENESS = passage(
    "第八条 考勤扣款按下列标准执行：\n（一）迟到在15分钟以内的，每次扣发当月考勤奖20元；\n"
    "（二）迟到15分钟以上至60分钟的，每次扣发当月考勤奖60元；\n（三）迟到超过60分钟的，按旷工半天处理。",
    document="考勤办法",
    section="第八条",
)


def test_the_count_of_occasions_times_the_amount_per_occasion() -> None:
    found = per_occasion_total("本月迟到了4次，每次10分钟，扣多少", "每次扣发当月考勤奖20元")
    assert found is not None and found.value == 80 and found.working == "4 × 20 = 80元"
    shifts = per_occasion_total("上了5个夜班，补贴一共多少", "每人每班发放夜班补贴35元")
    assert shifts is not None and shifts.value == 175


def test_no_total_without_a_count_or_of_which_occasion_it_is() -> None:
    assert per_occasion_total("迟到10分钟扣多少", "每次扣发当月考勤奖20元") is None  # the tier's number only
    assert per_occasion_total("第3次迟到扣多少", "每次扣发当月考勤奖20元") is None  # which time, not how many
    assert per_occasion_total("迟到4次扣多少", "迟到的扣发当月考勤奖20元") is None  # not an amount per occasion


def test_the_local_answer_states_the_total_first_and_quotes_the_tier() -> None:
    gen = LocalGenerator(Glossary.load(None), max_sentences=3)
    lines = gen.generate("本月迟到了4次，每次10分钟左右，要扣多少钱？", [LATENESS]).answer.splitlines()
    assert lines[0].startswith("结论：4次共80元"), lines
    assert "4 × 20 = 80元" in lines[0] and "每次扣发当月考勤奖20元" in lines[1]


def test_an_amount_paid_on_top_per_occasion_in_the_case_the_question_states() -> None:
    rules = ["值夜班期间，部门应当安排夜宵；未安排夜宵的，每人每班另发夜宵补助20元。"]
    found = per_occasion_total("值了4个夜班，部门没安排夜宵，一共多少", "每人每班发放值班补贴60元", rules)
    assert found is not None and found.value == 320 and found.working.startswith("4 × (60 + 20) = 320元")
    # the case did not happen (夜宵 was arranged) or is not named: the tier's amount alone
    for asked in ("值了4个夜班，部门安排了夜宵，一共多少", "值了4个夜班，一共多少"):
        plain = per_occasion_total(asked, "每人每班发放值班补贴60元", rules)
        assert plain is not None and plain.value == 240
