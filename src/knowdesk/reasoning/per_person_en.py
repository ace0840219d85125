"""An English rule's amount per person times the people the question counts, the employee too when the rule says so.

"Meals with customers or partners are reimbursed up to USD 120 per person, the employee included" asked "I took 3
customers out to dinner. What is the most Harborline will reimburse?" is 4 × 120 = 480 USD: the question counts the
guests, the rule counts the employee among the people it pays for.
"""

from __future__ import annotations

import re

from knowdesk.reasoning.arithmetic import evaluate
from knowdesk.reasoning.quantities import format_number

_CURRENCY = r"USD|US\$|\$|GBP|£|EUR|€|INR|CNY|RMB"
_PER_PERSON = re.compile(
    rf"(?:(?P<cur1>{_CURRENCY})\s?)?(?P<num>\d+(?:\.\d+)?)\s?(?P<cur2>{_CURRENCY})?\s+(?:per|a|each)\s+"
    r"(?:person|head|attendee|guest|participant)\b",
    re.I,
)
# "the employee included", "including yourself", "including the host": the one asking is one of the people paid for
_SELF_COUNTED = re.compile(
    r"\b(?:the\s+)?(?:employee|host|yourself|you)\s+included\b|\bincluding\s+(?:the\s+)?(?:employee|host|yourself|you)\b",
    re.I,
)
_PEOPLE = re.compile(
    r"(?<![\d.])(?P<n>\d+)\s+(?:other\s+)?(?P<who>customers?|clients?|guests?|partners?|visitors?|people|persons?)\b",
    re.I,
)
# the question counts the asker among its people ("4 people including me", "the 5 of us")
_ASKER_IN = re.compile(r"\bincluding (?:me|myself)\b|\bof us\b", re.I)
_ASKS = re.compile(r"\bhow much\b|\bthe most\b|\bmaximum\b|\bwhat(?:'s| is) the (?:limit|cap|total)\b", re.I)
_CURRENCIES = {"US$": "USD", "$": "USD", "£": "GBP", "€": "EUR", "RMB": "CNY"}


def per_person_total_en(question: str, sentence: str) -> tuple[float, str, str] | None:
    """(total, currency, working) of the sentence's one amount per person for the people the question counts, the
    asker added when the rule counts the employee and the question counts only the others; None otherwise."""
    rates = list(_PER_PERSON.finditer(sentence))
    people = list(_PEOPLE.finditer(question))
    if len(rates) != 1 or len(people) != 1 or not _ASKS.search(question):
        return None
    m = rates[0]
    n = int(people[0].group("n"))
    asker = 1 if _SELF_COUNTED.search(sentence) and not _ASKER_IN.search(question) else 0
    rate = float(m.group("num"))
    currency = (m.group("cur1") or m.group("cur2") or "").upper()
    currency = _CURRENCIES.get(currency, currency)
    total = evaluate(f"{n + asker!r} * {rate!r}")
    counted = f"({format_number(n)} + 1)" if asker else format_number(n)
    working = f"{counted} × {format_number(rate)} = {format_number(total)}{' ' + currency if currency else ''}"
    return total, currency, working


__all__ = ["per_person_total_en"]
