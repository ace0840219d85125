"""English policies read like Chinese ones (issue 18): ranges in words ("2 to 5 years", "and above"), bands in a
table's header ("Grades G4–G6"), kinds of allowance the evidence never names, how often and how much of
something other than money, and the wording employees ask with. Sentences and tables written for these tests."""

from __future__ import annotations

from knowdesk.eval.qa import same_document
from knowdesk.ingest.header import document_name
from knowdesk.reasoning.asks import ask_of
from knowdesk.reasoning.named_kinds import kind_not_in_evidence
from knowdesk.reasoning.quantities import parse_quantity, question_quantities, ranges
from knowdesk.reasoning.tables import answer_from_tables
from knowdesk.reasoning.tiers import resolve_tier
from knowdesk.text.wording import other_wordings
from tests.reasoning.conftest import passage


def _bounds(text: str) -> list[tuple[float | None, float | None, bool, bool]]:
    return [(r.low, r.high, r.low_inclusive, r.high_inclusive) for r in ranges(text)]


def test_english_ranges_and_bounds() -> None:
    assert _bounds("Staff with 3 to 8 years of service") == [(3.0, 8.0, True, True)]
    assert _bounds("fewer than 3 years") == [(None, 3.0, True, False)]
    assert _bounds("Trips of more than 14 days") == [(14.0, None, False, True)]
    assert _bounds("a stay of up to 2 working days") == [(None, 2.0, True, True)]
    assert _bounds("at least 6 months") == [(6.0, None, True, True)]
    assert _bounds("Band B7 and above") == [(7.0, None, True, True)]
    assert _bounds("5 years or less") == [(None, 5.0, True, True)]
    assert _bounds("moreover 5 days") == []  # a word ending in "over" is no bound


def test_english_amounts_carry_their_currency() -> None:
    assert parse_quantity("220 USD") is not None and parse_quantity("220 USD").unit == "USD"
    asked = question_quantities("Who approves an expense claim of 8,000 dollars?")
    assert [(q.value, q.unit) for q in asked] == [(8000.0, "USD")]
    (bound,) = ranges("claims above 5,000 USD also need the Finance Director's approval")
    assert bound.contains(asked[0]) and not bound.contains(question_quantities("a claim of 3,000 USD")[0])


def test_an_english_tier_list_resolves_the_questions_number() -> None:
    rules = passage(
        "4.1 Overtime of up to 5 hours a week is agreed with the team lead.\n"
        "4.2 Overtime of 6 to 12 hours a week needs the site manager's consent.\n"
        "4.3 Overtime of more than 12 hours a week must be cleared by the COO.",
        document="Working Time Rules",
        section="4. Overtime",
    )
    found = resolve_tier("Who agrees to 8 hours of overtime in a week?", [rules])
    assert found is not None and found.tier is not None
    assert "site manager" in found.tier.value


def test_a_header_band_picks_the_column() -> None:
    table = passage(
        "| Region | Bands B1–B3 | Bands B4–B6 | Band B7 and above |\n|---|---|---|---|\n"
        "| Zone 1 (Oslo, Zurich) | 90 EUR | 120 EUR | 150 EUR |\n| Zone 2 (Lisbon, Porto) | 60 EUR | 80 EUR | 95 EUR |",
        document="Per Diem Rules",
        section="3. Daily rates",
    )
    found = answer_from_tables("What is the daily rate for a B5 employee in Porto?", [table])
    assert found is not None and found.values == ("80 EUR",)
    senior = answer_from_tables("What is the daily rate in Zurich for B9?", [table])
    assert senior is not None and senior.values == ("150 EUR",)


def test_a_place_no_row_lists_falls_in_the_catch_all_row() -> None:
    table = passage(
        "| Region | Bands B1–B3 | Bands B4–B6 |\n|---|---|---|\n"
        "| Zone 1 (Oslo, Zurich) | 90 EUR | 120 EUR |\n| Zone 2 (Lisbon, Porto) | 60 EUR | 80 EUR |\n"
        "| Zone 3 (all other cities) | 45 EUR | 55 EUR |",
        document="Per Diem Rules",
        section="3. Daily rates",
    )
    found = answer_from_tables("What is the daily rate in Nairobi for a B5 employee?", [table])
    assert found is not None and found.values == ("55 EUR",)
    listed = answer_from_tables("What is the daily rate in Porto for a B5 employee?", [table])
    assert listed is not None and listed.values == ("80 EUR",)
    # a class row is not a catch-all: its members are listed elsewhere, and a city missing there stays unanswered
    classes = passage(
        "| 城市级别 | 住宿标准 |\n|---|---|\n| 一线城市 | 600 |\n| 二线城市 | 450 |\n| 其他城市 | 350 |",
        document="差旅标准",
        section="住宿",
    )
    other = answer_from_tables("去拉萨出差住宿标准多少？", [classes])
    assert other is None or "350" not in other.values


def test_a_class_list_joins_its_members_before_another_tables_catch_all() -> None:
    # one policy: a home-country rate table keyed by class, the classes' member cities, and a foreign table whose
    # last row stands for every country it does not list
    policy = passage(
        "Table 2 Home rates (EUR)\n| Class | Hotel per night | Meals per day |\n|---|---|---|\n"
        "| Class A | 160 | 45 |\n| Class B | 120 | 35 |\n\n"
        "Table 3 Classes\n| Class | Cities |\n|---|---|\n| Class A | Munich, Hamburg, Frankfurt |\n"
        "| Class B | Leipzig, Bremen, Dresden |\n\n"
        "Table 4 Foreign rates (EUR)\n| Zone | Countries | Hotel per night | Meals per day |\n|---|---|---|---|\n"
        "| Zone 1 | France, Italy | 150 | 50 |\n| Zone 2 | All other countries | 110 | 40 |",
        document="Travel Policy",
        section="3. Rates",
    )
    home = answer_from_tables("What is the hotel cap per night in Bremen?", [policy])
    assert home is not None and home.values == ("120",)
    assert home.joins and home.joins[0].entity == "Bremen" and home.joins[0].value == "Class B"
    abroad = answer_from_tables("What is the hotel cap per night in Cairo?", [policy])  # listed nowhere: the catch-all
    assert abroad is not None and abroad.values == ("110",)


def test_a_caption_saying_nightly_makes_the_cells_a_rate_per_night() -> None:
    table = passage(
        "2.1 The nightly hotel limit depends on the city tier and the employee's grade:\n"
        "| City tier | Grades G1–G4 | Grades G5–G7 |\n|---|---|---|\n"
        "| Tier A (London, Tokyo) | 220 USD | 280 USD |\n| Tier B (Paris, Berlin) | 160 USD | 200 USD |",
        document="Travel Policy",
        section="2. Hotel limits",
    )
    found = answer_from_tables(
        "I'm G3 and going to Tokyo for 4 nights, what's the most I can spend on the hotel?", [table]
    )
    assert found is not None and found.calculation is not None
    assert found.calculation.working == "4 × 220 = 880 USD"


def test_an_english_kind_the_evidence_never_names() -> None:
    texts = ["A daily meal allowance of 40 EUR is paid for each day of travel. Annual leave is 25 days."]
    assert kind_not_in_evidence("Do we get a bicycle allowance?", texts) == "bicycle allowance"
    assert kind_not_in_evidence("How much is the monthly car allowance?", texts) == "car allowance"
    assert kind_not_in_evidence("How much is the meal allowance?", texts) is None
    assert kind_not_in_evidence("How much annual leave do I have?", texts) is None
    assert kind_not_in_evidence("Is there any paid leave for moving house?", texts) is None


def test_english_frequency_and_amounts_of_things_other_than_money() -> None:
    often = ask_of("How often are the fire alarms tested?")
    assert often.kind == "frequency" and often.stated_by("Fire alarms are tested every 6 months.")
    assert not often.stated_by("Fire alarms are tested by the facilities team.")
    leave = ask_of("How much study leave can I take?")
    assert leave.stated_by("Employees may take up to 4 days of study leave.")
    days = ask_of("How many days off do I get for moving house?")
    assert days.stated_by("Staff moving house get 1 paid day off.")
    money = ask_of("How much does the company pay for glasses?")
    assert not money.numeric


def test_english_wordings() -> None:
    assert "grandparent" in other_wordings("grandfather")
    assert "kilometre" in other_wordings("mileage")
    # a US handbook writes PTO for the employee's vacation, and customers for their clients
    assert "pto" in other_wordings("vacation") and "paid time off" in other_wordings("vacation")
    assert "customers" in other_wordings("client") and "pto" not in other_wordings("holiday")


def test_an_english_name_keeps_a_space_before_its_version() -> None:
    assert document_name("Remote Work Policy", "V1.4") == "Remote Work Policy V1.4"
    assert document_name("远程办公制度", "V1.4") == "远程办公制度V1.4"
    assert document_name("Remote Work Policy v1.4", "V1.4") == "Remote Work Policy v1.4"


def test_a_citation_with_the_appended_version_is_the_document() -> None:
    assert same_document("Remote Work Policy", "Remote Work Policy V1.4")
    assert same_document("远程办公制度", "远程办公制度V1.4")
    assert same_document("远程办公制度", "远程办公制度")
    assert not same_document("Remote Work Policy", "Remote Work Policy Annex")
    assert not same_document("远程办公制度", "远程办公制度实施细则")


def test_an_english_tier_answer_reads_in_english() -> None:
    from knowdesk.reasoning.local_generate import _close
    from knowdesk.reasoning.quantities import format_quantity_en

    assert format_quantity_en(7, "天") == "7 days" and format_quantity_en(1, "晚") == "1 night"
    assert format_quantity_en(500, "元") == "500元"  # no English name: as written
    assert _close("3 years — Annual leave per year: 15 working days").endswith("days.")
    assert _close("病假7天：按基本工资发放").endswith("。")
