"""What a local answer's basis lines quote: only sentences that support what was asked, cited without repeats
(invented rules)."""

from __future__ import annotations

from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator, _mostly_said, _opens_with_asked
from tests.reasoning.conftest import passage

LOCKERS = passage(
    "Office lockers are assigned by the office manager on your first day.\n"
    "Office lockers must be emptied before every public holiday.\n"
    "A lost locker key is replaced by Facilities for a fee of 10 dollars.",
    document="Office Guide",
    section="Lockers",
    fragment_id="og-00001",
)


def _generator() -> LocalGenerator:
    return LocalGenerator(Glossary.load(None), max_sentences=3)


def test_an_english_basis_quotes_what_the_question_asks_and_skips_the_rest_of_the_section() -> None:
    answer = _generator().generate("Who assigns office lockers, and when are they emptied?", [LOCKERS]).answer
    assert answer.startswith("Conclusion: Office lockers are assigned by the office manager"), answer
    assert "must be emptied before every public holiday" in answer, answer  # names "emptied", which was asked
    assert "lost locker key" not in answer, answer  # of the same section, but naming nothing asked


ALLOWANCE = passage(
    "| Country | One-time stipend | Monthly allowance |\n| --- | --- | --- |\n| Norway | NOK 5,000 | NOK 400 |\n"
    "| Chile | CLP 300,000 | CLP 25,000 |",
    document="Remote Work Guide",
    section="Remote Work Guide > Allowances",
    fragment_id="rw-00001",
)


def test_a_quoted_table_row_is_cited_by_its_section_alone() -> None:
    answer = _generator().generate("What is the monthly allowance in Chile?", [ALLOWANCE]).answer
    basis = next(line for line in answer.splitlines() if line.startswith("Basis: "))
    # the row names itself, and the document's title is not said again as the section's first heading
    assert basis.startswith("Basis: 《Remote Work Guide》 Allowances: | Chile |"), basis


def test_a_conclusion_that_is_most_of_its_sentence_needs_no_quote_of_it() -> None:
    sentence = "因此，若双方另有约定，员工每次远程办公的时间不超过5个工作日，超过的部分按事假处理"
    assert _mostly_said(
        "员工每次远程办公的时间不超过5个工作日，超过的部分按事假处理。（《办公管理办法》第五条）", sentence
    )
    assert not _mostly_said("员工每次远程办公的时间不超过5个工作日。", sentence)  # the rest of it is worth quoting
    assert not _mostly_said("远程办公最多5天。", sentence)  # reworded: the quote shows where it is from


def test_a_sentence_whose_subject_is_the_asked_thing_speaks_of_it() -> None:
    words = {
        "service": 7.0,
        "credit": 6.0,
        "fee": 3.0,
        "formula": 7.0,
    }
    question = "What is the service credit in the fee formula?"
    assert _opens_with_asked("The service credit is fixed by the vendor each year.", words, question)
    assert not _opens_with_asked("Invoices name the service and its credit note.", words, question)


def test_two_key_words_apart_in_the_question_name_no_subject() -> None:
    """Only key words next to each other in the question name one thing a sentence's subject can be."""
    question = "How is the travel grant in the study policy paid?"
    words = {"travel": 6.0, "grant": 7.0, "study": 5.0, "policy": 3.0}
    assert _opens_with_asked("The travel grant is paid each quarter.", words, question)
    assert _opens_with_asked("The study policy covers full-time staff.", words, question)
    # grant … study are both key words, but "in the" parts them in the question
    assert not _opens_with_asked("Grant study sessions run twice a year.", words, question)


OVERTIME = passage(
    "第三十条 经与工会和劳动者协商后可以延长工作时间，一般每日不得超过一小时。因特殊原因需要延长工作时间的，每日不得超过"
    "三小时。延长工作时间每月不得超过三十六小时。加班应当事先经部门负责人书面批准。",
    document="加班管理办法",
    section="第三十条",
    fragment_id="ot-00001",
)


def test_an_english_reply_from_chinese_sources_quotes_one_basis_sentence() -> None:
    answer = _generator().generate("How many hours of overtime per day at most?", [OVERTIME]).answer
    assert answer.startswith("Conclusion: (from Chinese sources) ") and "一小时" in answer.splitlines()[0], answer
    basis = [ln for ln in answer.splitlines() if ln.startswith("Basis: ")]
    assert len(basis) == 1 and "三小时" in basis[0] and "三十六小时" not in basis[0], answer
