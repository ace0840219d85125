"""An English reply joins its own parts with English marks; quoted Chinese keeps its own."""

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from knowdesk.text.language import english_marks
from tests.reasoning.conftest import passage


def test_marks_between_english_words_and_numbers_become_english() -> None:
    text = "Desk type：Standing (Oslo, Lima)；Teams A–C：2 per floor、Team D：1."
    assert english_marks(text) == "Desk type: Standing (Oslo, Lima); Teams A–C: 2 per floor, Team D: 1."


def test_marks_beside_chinese_stay_as_written() -> None:
    quoted = "(from Chinese sources) 甲类园区（东区、西区）的保洁员为每班30元，领班为每班45元。"
    assert english_marks(quoted) == quoted


def test_text_without_chinese_marks_is_unchanged() -> None:
    text = "Approver: Manager; notice: 3 working days."
    assert english_marks(text) == text


def test_an_english_table_answered_by_condition_reads_in_english_marks() -> None:
    sheet = passage(
        "| Site class | Cleaners | Supervisors |\n|---|---|---|\n| Class A (Harbour, Airport) | 30 USD | 45 USD |\n"
        "| Class B (Suburbs) | 25 USD | 38 USD |",
        document="Shift Allowances 2026",
        section="2. Night shift allowance",
    )
    gen = LocalGenerator(Glossary.load(None), max_sentences=3).generate(
        "What is the night shift allowance at Class A sites?", [sheet]
    )
    first = gen.answer.split("\n", 1)[0]
    assert "30 USD" in first and "45 USD" in first
    assert not set("、，；：") & set(first), first


def test_an_english_condition_is_followed_by_a_colon_not_run_into_its_value() -> None:
    rules = passage(
        "| Days | Approver | Notice |\n|---|---|---|\n| 1 to 2 days | Manager | 3 working days |\n"
        "| 3 days or more | Manager and VP | 2 weeks |",
        document="Leave Rules",
        section="3. Requests",
    )
    gen = LocalGenerator(Glossary.load(None), max_sentences=3).generate(
        "Who approves leave and how much notice?", [rules]
    )
    first = gen.answer.split("\n", 1)[0]
    assert "1 to 2 days: " in first and "3 days or more: " in first, first


def test_a_time_of_day_keeps_its_colon() -> None:
    assert english_marks("Opens 9：30；closes 17：45") == "Opens 9：30; closes 17：45"
    assert english_marks("Band B2–B4：120 USD") == "Band B2–B4: 120 USD"
