"""An English rule's amount per person times the question's people (invented rules, worded as real ones are)."""

from __future__ import annotations

from knowdesk.reasoning.applied import applied_value
from knowdesk.reasoning.per_person_en import per_person_total_en

MEALS = "Meals with customers are reimbursed up to USD 90 per person, the employee included."


def test_the_employee_is_counted_when_the_rule_says_so_and_the_question_counts_only_the_guests() -> None:
    found = applied_value("I took 2 clients to lunch. What is the most I can claim?", MEALS)
    assert found is not None and found.value == 270 and found.statement.startswith("USD 270")
    assert per_person_total_en("Lunch for 3 people including me, how much can I claim?", MEALS) == (
        270.0, "USD", "3 × 90 = 270 USD",
    )  # fmt: skip


def test_a_rule_that_does_not_count_the_employee_pays_for_the_guests_only() -> None:
    rule = "Gifts to customers are limited to USD 50 per person."
    assert per_person_total_en("I gave gifts to 4 customers. How much can I spend?", rule) == (
        200.0,
        "USD",
        "4 × 50 = 200 USD",
    )
    assert per_person_total_en("How much can I spend per customer?", rule) is None  # no people counted
