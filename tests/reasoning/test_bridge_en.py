"""Chinese questions written in the English evidence's words (reasoning/bridge_en.py)."""

from __future__ import annotations

from knowdesk.reasoning.bridge_en import carried_question, english_question, other_place, reverse_lexicon, untranslated
from knowdesk.reasoning.crosslingual import crosses

LEAVE = "Employees get 15 days of annual leave a year. Maternity leave is 16 weeks at full pay."
EXPENSES = "| More than 1,000 | Your manager and the finance director |  Every expense claim needs a receipt."


def test_the_asking_words_lead_and_the_terms_become_english():
    assert english_question("产假有几周？", [LEAVE]) == "how many weeks maternity leave?"
    assert english_question("报销2000美元需要谁审批？", [EXPENSES]).startswith("who ")
    assert "2000 USD" in english_question("报销2000美元需要谁审批？", [EXPENSES])


def test_numbers_keep_their_units_and_latin_words_stay():
    assert "3 years" in english_question("入职满三年有多少天年假？", [LEAVE])
    assert "PTO" in english_question("PTO可以结转吗？", [LEAVE])
    assert "1 times" not in english_question("一次性补贴是多少？", [LEAVE])  # 一次性 is "one-off", not a count


def test_the_phrase_the_evidence_uses_is_chosen():
    # 报销 is written "reimbursement", "expense", "expense claim"…: the evidence says "expense claim"
    assert "expense claim" in english_question("报销要什么材料？", [EXPENSES])
    assert "reimbursement" not in english_question("报销要什么材料？", [EXPENSES])


def test_an_english_question_is_not_rewritten_into_english_and_nothing_known_is_nothing():
    assert english_question("How many weeks of maternity leave?", [LEAVE]) == ""
    assert english_question("这个怎么样？", [LEAVE]) == ""
    # the one entry point carries each language over to the other
    assert carried_question("产假有几周？", [LEAVE]) == "how many weeks maternity leave?"
    assert carried_question("How many days of marriage leave?", ["员工享有婚假10天。"]).startswith("婚假")


def test_a_chinese_question_on_english_text_crosses_over():
    assert crosses("产假有几周？", [LEAVE]) and crosses("How long is marriage leave?", ["婚假10天。"])
    assert not crosses("产假有几周？", [LEAVE, "产假98天。"]) and not crosses("How long?", [LEAVE])


def test_a_magnitude_a_day_of_the_month_and_annual_leave_are_read_as_meant() -> None:
    evidence = [
        "Expense reports up to 30,000 yuan are approved by the manager. Salary is paid on the 5th of each month."
    ]
    assert "30000 yuan" in english_question("报销3万元需要谁审批", evidence)
    assert "5 days" not in english_question("每月5日发工资吗", evidence)
    assert not english_question("我有多少年假", ["Annual leave is 15 days."]).startswith("how many years")


def test_a_term_the_lexicon_cannot_carry_is_left_over_and_asking_words_are_not() -> None:
    assert untranslated("院级青年启动基金每年几月份申报") == ["院级青年启动"]
    assert untranslated("电脑密码至少要几位") == []
    assert untranslated("去成都出差住3晚，住宿最多能报多少钱") == []  # 去, 能报: a verb and its particles
    assert untranslated("How many days of annual leave?") == []


def test_a_term_written_with_a_latin_letter_is_the_lexicons() -> None:
    assert "usb" in english_question("可以用U盘拷资料吗？", [])  # not the letter U
    assert "PTO" in english_question("PTO可以结转吗？", [LEAVE])


def test_a_sentence_labelled_for_a_place_the_question_does_not_name_is_that_places_exception() -> None:
    sentence = "India: birth mothers receive 26 weeks of paid maternity leave."
    assert other_place("产假有多少天", sentence) == "India"
    assert other_place("how many days maternity leave?", sentence) == "India"
    assert other_place("印度的产假有多少天", sentence) == ""
    assert other_place("产假有多少天", "Note 1: birth mothers receive 20 weeks.") == ""  # not a place


def test_a_one_way_variant_is_not_read_back_into_english():
    """汽车 is any car and 场地 any venue: a Chinese question holding them is no question about a bus or a yard, and
    自行车 holds 行车 without being a crane."""
    reverse = reverse_lexicon()
    assert "bus" not in reverse.get("汽车", ()) and "yard" not in reverse.get("场地", ())
    assert "crane" not in reverse.get("行车", ()) and "director" not in reverse.get("主任", ())
    assert "yard" in reverse["堆场"] and "bus" in reverse["大巴"]
