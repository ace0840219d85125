"""A hot-question hit is verified, not replayed (seed 002 §(四) scenario 1; issue 23, item 4).

The stored summary frames the answer; the fragments retrieved now for the standard question confirm and
supplement it. Locally that is a fact check: every value the summary states (quantities with their unit —
days, amounts, percentages, dates, clock times —, roles, and bare numbers such as a table cell under its
header's unit) must be stated by a current fragment, by a look-up computed from one, or by the question
itself. A summary that passes is served with the current fragments that confirm it, plus the current basis
lines that state what it lacks; one that fails is replaced by the answer written from the current fragments,
which says which document now stands ("当前以《文档》（日期）的内容为准"). Values are read by the assessment
grader's extractor (`assessment/facts.py`) and bare numbers compared with the QA eval's normalisation
(`eval/answer_match.py`), so all three agree on what "the same value" means.
"""

from __future__ import annotations

import re

from knowdesk.assessment.facts import Fact, facts, same_value
from knowdesk.eval.answer_match import contains, normalize
from knowdesk.prompts import Lang
from knowdesk.reasoning.base import Citation, Generator, HotCheck, Passage
from knowdesk.reasoning.local_answer import CURRENT_LEADS, LABELS
from knowdesk.text.language import language_of

_NAMES = re.compile(r"《[^》]*》")
_LOCATOR = re.compile(r"第[\d一二三四五六七八九十百零〇两]+[条款章节项页]")
_NUMBER = re.compile(r"\d+(?:\.\d+)?")


def _values(text: str) -> list[Fact]:
    """The checkable values of a text: quantities and roles (document and form names are where, not what)."""
    return [f for f in facts(text) if f.kind != "form"]


def unconfirmed_facts(summary: str, sources: list[str]) -> list[str]:
    """The summary's values that none of `sources` states (a "当前以…" line names a version, not a fact)."""
    body = "\n".join(ln for ln in summary.splitlines() if not ln.lstrip().startswith(CURRENT_LEADS))
    stated = _values(body)
    known = [f for s in sources for f in _values(s)]
    missing = [f.surface for f in stated if not any(same_value(f, k) for k in known)]
    masked = list(body)
    for f in stated:  # what is left: numbers without a unit of their own (a table cell: 住宿标准（元/晚）：900)
        masked[f.start : f.end] = " " * (f.end - f.start)
    rest = _LOCATOR.sub(" ", _NAMES.sub(" ", "".join(masked)))
    joined = "\n".join(sources)
    for number in dict.fromkeys(_NUMBER.findall(normalize(rest))):
        if not contains(joined, number):
            missing.append(number)
    return list(dict.fromkeys(missing))


def confirming_citations(summary: str, passages: list[Passage]) -> list[Citation]:
    """The current fragments that state one of the summary's values, in retrieval order."""
    stated = _values(summary)
    cites: list[Citation] = []
    for p in passages:
        if any(same_value(f, k) for k in _values(p["body"]) for f in stated):
            cite = Citation(document=p["document"], section=p["section"], fragment_id=p["fragment_id"])
            if all((c["document"], c["section"]) != (cite["document"], cite["section"]) for c in cites):
                cites.append(cite)
    return cites


def supplements(summary: str, current: str, lang: Lang) -> list[str]:
    """Basis lines of the current answer that state a value the summary does not (a step, a date, an amount)."""
    label = LABELS[lang]["basis"].strip()
    have = _values(summary)
    return [
        ln
        for ln in current.splitlines()
        if ln.startswith(label)
        and ln not in summary
        and any(not any(same_value(f, h) for h in have) for f in _values(ln))
    ]


def with_standing_note(answer: str, citations: list[Citation], passages: list[Passage], lang: Lang) -> str:
    """The answer saying which document now stands: the newest one it cites (by the date it takes effect).
    An answer that already says so (the generator does when versions of one policy conflict) is kept."""
    if any(ln.lstrip().startswith(CURRENT_LEADS) for ln in answer.splitlines()):
        return answer
    cited = {c["document"] for c in citations}
    dated = [p for p in passages if p["document"] in cited] or passages
    if not dated:
        return answer
    newest = max(dated, key=lambda p: p["effective"])
    note = LABELS[lang]["current"].format(document=newest["document"], date=newest["effective"])
    return f"{answer.rstrip()}\n{note}"


class LocalHotVerifier:
    """The fact check in local mode; the answer written anew comes from the local generator."""

    def __init__(self, generator: Generator) -> None:
        self.generator = generator

    def verify(self, question: str, standard: str, summary: str, passages: list[Passage]) -> HotCheck:
        lang = language_of(question)
        current = self.generator.generate(standard, passages)
        # what a look-up computed from the current cells, and what the question itself states, count as said
        sources = [f"{p['section']}\n{p['body']}" for p in passages] + current.derived + [question, standard]
        missing = unconfirmed_facts(summary, sources)
        if not missing:
            extra = supplements(summary, current.answer, lang)
            cites = confirming_citations(summary, passages) or list(current.citations)
            return HotCheck(True, "\n".join([summary.rstrip(), *extra]), cites, [], summary.splitlines())
        if not current.answer.strip():
            return HotCheck(False, "", [], missing)
        answer = with_standing_note(current.answer, current.citations, passages, lang)
        return HotCheck(False, answer, list(current.citations), missing, list(current.derived))
