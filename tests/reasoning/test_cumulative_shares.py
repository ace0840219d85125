"""A share earned over time: a threshold's share, then a share per completed step after it, held to the whole."""

from __future__ import annotations

from knowdesk.reasoning.applied import case_share_of_table
from knowdesk.reasoning.cumulative_shares import earned_share, months_asked, schedule_of

VESTING = [
    "1. 入职授予的RSU总归属期为4年（48个月），设1年cliff：自授予日起满12个月，一次性归属授予总数的25%；未满12个月的，"
    "不归属任何股份。",
    "2. cliff之后，剩余75%在其后36个月内按季度平均归属，即每满3个月归属授予总数的6.25%，共12次。",
]
GRANT = "P7 / M2 的入职授予股数为4800股。"


def test_a_schedule_is_a_thresholds_share_and_a_share_per_step_after_it() -> None:
    schedule = schedule_of("\n".join(VESTING))
    assert schedule is not None
    assert (schedule.first_months, schedule.first_pct, schedule.step_months, schedule.step_pct) == (12, 25, 3, 6.25)
    # a step with no threshold before it, or a threshold alone, is no schedule
    assert schedule_of(VESTING[1].replace("剩余75%在其后36个月内", "")) is None
    assert schedule_of(VESTING[0]) is None


def test_the_share_earned_is_summed_to_the_questions_length_and_held_to_the_whole() -> None:
    schedule = schedule_of("\n".join(VESTING))
    assert schedule is not None
    assert months_asked("入职满一年") == 12 and months_asked("入职18个月了") == 18 and months_asked("两年") == 24
    share = earned_share("P7入职18个月了，累计归属多少股", schedule, GRANT)
    assert share is not None and (share.pct, share.shown) == (37.5, "(25% + 2 × 6.25%)")
    share = earned_share("P7入职5年了，归属了多少股", schedule, GRANT)
    assert share is not None and (share.pct, share.shown) == (100, "(25% + 12 × 6.25%)")
    assert earned_share("P7入职10个月能归属多少股", schedule, GRANT) is None  # before the threshold
    # the question asks the grant itself, in no word of the schedule's paying clause (归属)
    assert earned_share("P7入职两年，入职授予多少股", schedule, GRANT) is None


def test_a_looked_up_grant_is_paid_the_share_the_schedule_has_earned() -> None:
    found = case_share_of_table("M2入职满3年，累计归属多少股", GRANT, "4800股", VESTING)
    assert found is not None and found == (found[0], VESTING[1])
    assert found[0].working == "4800股 × (25% + 8 × 6.25%) = 3600股"
    found = case_share_of_table("P7入职满一年能归属多少股RSU", GRANT, "4800股", VESTING)
    assert found is not None and found[0].working == "4800股 × 25% = 1200股"
    assert case_share_of_table("P7的入职授予是多少股", GRANT, "4800股", VESTING) is None


def test_the_part_not_yet_paid_is_the_whole_less_the_share_earned() -> None:
    found = case_share_of_table("M2干满两年半了，手上还剩多少股没有归属", GRANT, "4800股", VESTING)
    assert found is not None and found[0].working == "4800股 × (100% − (25% + 6 × 6.25%)) = 1800股"
    found = case_share_of_table("P7待满15个月就走，尚未归属的RSU有多少股", GRANT, "4800股", VESTING)
    assert found is not None and found[0].working == "4800股 × (100% − (25% + 1 × 6.25%)) = 3300股"
