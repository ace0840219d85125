"""An English rule's formula in words computed with the question's numbers (invented rules, worded as real ones are)."""

from __future__ import annotations

from knowdesk.reasoning.formulas_en import formula_answer_en
from tests.reasoning.conftest import passage

CALLOUT = passage(
    "4.1 Time spent on a call-out outside office hours is paid at 1.5 times the hourly rate, in addition to the "
    "standby allowance.\n4.2 The hourly rate is the annual salary divided by 2,000.\n"
    "4.3 Each call-out counts for at least 1 hour.\n4.4 Swaps are recorded at least 24 hours before the shift.",
    document="Call-out Pay",
    fragment_id="co-00001",
)


def test_a_multiple_of_a_rate_the_rule_derives_from_the_questions_salary() -> None:
    found = formula_answer_en(
        "My annual salary is USD 90,000 and a call-out took 3 hours. How much do I get?", [CALLOUT]
    )
    assert found is not None and found.value == 202.5
    assert found.statement.startswith("USD 202.5 (hourly rate = 90000 ÷ 2000 = 45; 45 × 1.5 × 3 hours = 202.5")


def test_the_stated_minimum_is_paid_for_a_shorter_time_and_cited() -> None:
    found = formula_answer_en(
        "Annual salary 80,000; a call-out on Sunday took 20 minutes. What pay do I get?", [CALLOUT]
    )
    assert found is not None and found.value == 60  # 40 × 1.5 × 1 hour, not the 24 hours of a swap's notice
    assert any("at least 1 hour" in sentence for _, sentence in found.sources)


def test_no_answer_without_the_salary_or_the_hours() -> None:
    assert formula_answer_en("A call-out took 3 hours. How much do I get?", [CALLOUT]) is None
    assert formula_answer_en("My annual salary is 90,000. How much call-out pay do I get?", [CALLOUT]) is None
