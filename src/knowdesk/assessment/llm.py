"""The llm examiner: the local examiner's knowledge points and score scale, with a chat model's judgement.

- generate: the same knowledge points and selection as local mode; the model only rewrites each
  question in a colleague's words (a rewrite that gives away a key fact is dropped).
- grade: the model says which key facts the answer states right, wrong or not at all, and how far
  its meaning agrees; the score comes from those through the same formula as local grading
  (`grading.finish`), so both modes share one 0–10 scale. Refusals and keyword lists are
  recognised locally first.
- analyze: the aggregated report plus the model's summary and advice.

Every call asks for JSON and validates it with Pydantic; a malformed or unusable reply falls back
to the local examiner for that step, so an assessment never stops because a model misbehaved.
"""

from __future__ import annotations

import json
import logging
from typing import Any, Literal

from langchain_core.language_models import BaseChatModel
from pydantic import BaseModel, Field, ValidationError

from knowdesk.assessment import labels as P
from knowdesk.assessment.clauses import is_refusal
from knowdesk.assessment.feedback import feedback, follow_up, reveals
from knowdesk.assessment.grading import Grading, finish, key_facts
from knowdesk.assessment.local import LocalExaminer, expected_facts, grading_result
from knowdesk.assessment.report import build_report
from knowdesk.llm import S, ask_structured
from knowdesk.prompts import Lang, render

log = logging.getLogger(__name__)


def _lang(language: str) -> Lang:
    """The prompts' language for a session's: English, else Chinese (a session in any other is asked in zh)."""
    return "en" if language == "en" else "zh"


_MALFORMED = (ValidationError, ValueError, json.JSONDecodeError)


class PhrasedQuestion(BaseModel):
    point: int
    question: str = Field(min_length=4)


class PhrasedSet(BaseModel):
    questions: list[PhrasedQuestion] = Field(min_length=1)


class FactVerdict(BaseModel):
    id: int
    status: Literal["right", "wrong", "missing"]


class GradeOut(BaseModel):
    facts: list[FactVerdict] = []
    agreement: float = Field(ge=0, le=1)
    feedback: str = ""
    follow_up: str = ""


class Narrative(BaseModel):
    summary: str = ""
    advice: list[str] = []


class LLMExaminer:
    """Asks the model; on any malformed reply uses the local examiner for that step."""

    name = "llm"

    def __init__(self, model: BaseChatModel, local: LocalExaminer) -> None:
        self.model = model
        self.local = local
        self.fallbacks: list[str] = []  # which steps fell back (for traces and tests)

    def _ask(self, schema: type[S], prompt: str) -> S:
        return ask_structured(self.model, schema, prompt)  # the prompts ask for JSON themselves

    # ------------------------------------------------------------ generate
    def generate(self, items: list[dict[str, Any]], n: int, language: str,
                 plan: dict[str, Any] | None = None) -> list[dict[str, Any]]:  # fmt: skip
        questions = self.local.generate(items, n, language, plan)
        if not questions:
            return questions
        blocks = []
        for i, q in enumerate(questions, 1):
            facts = "; ".join(f"{P.aspect_label(f['aspect'], language)}: {f['value']}" for f in q["key_facts"])
            blocks.append(f'<point id="{i}" difficulty="{q["difficulty"]}" topic="{q["knowledge_point"]}">\n'
                          f"reference: {q['reference_answer']}\nfacts: {facts}\ndraft: {q['question']}\n</point>")  # fmt: skip
        try:
            out = self._ask(PhrasedSet, render("assess_questions", _lang(language), points="\n".join(blocks)))
        except _MALFORMED as exc:
            log.warning("llm question phrasing fell back to local: %s", exc)
            self.fallbacks.append("generate")
            return questions
        for item in out.questions:
            if 1 <= item.point <= len(questions):
                q = questions[item.point - 1]
                if not reveals(item.question, expected_facts(q)):
                    q["question"] = item.question.strip()
        return questions

    # ------------------------------------------------------------ grade
    def grade_text(self, question: str, reference: str, answers: list[str], language: str) -> Grading:
        given = [a for a in answers if a and a.strip()]
        local = self.local.grade_text(question, reference, answers, language)
        if not given or all(is_refusal(a) for a in given) or not local.facts:
            return local  # nothing to judge, or no checkable fact: the local grade stands
        _, keys = key_facts(question, reference)
        listing = "\n".join(
            f"{i}. [{P.aspect_label(k.aspect, language)}] {k.fact.label}" for i, k in enumerate(keys, 1)
        )
        answer = "\n".join(f"({i}) {a}" for i, a in enumerate(given, 1)) if len(given) > 1 else given[0]
        prompt = render(
            "assess_grade", _lang(language), question=question, reference=reference, facts=listing, answer=answer
        )
        try:
            out = self._ask(GradeOut, prompt)
        except _MALFORMED as exc:
            log.warning("llm grading fell back to local: %s", exc)
            self.fallbacks.append("grade")
            return local
        verdicts = {v.id: v.status for v in out.facts}
        for i, k in enumerate(keys, 1):
            k.status = verdicts.get(i, "missing")
        flags = [f for f in local.flags if f == "keyword_list"]  # a bare list is a shape, seen without a model
        total = sum(k.weight for k in keys) or 1.0
        wrong = sum(k.weight for k in keys if k.status == "wrong")
        agreement = out.agreement * (1 - wrong / total)  # as locally: stating wrong values is not agreeing
        g = finish(keys, agreement, flags, " ".join(given))
        expected = [k.fact for k in keys if k.fact.kind != "order"]
        g.feedback = out.feedback if out.feedback and not reveals(out.feedback, expected) else feedback(g, language)
        g.follow_up = out.follow_up if out.follow_up and not reveals(out.follow_up, expected) else ""
        return g

    def grade(self, question: dict[str, Any], answers: list[str], language: str) -> dict[str, Any]:
        g = self.grade_text(question["question"], question["reference_answer"], answers, language)
        out = grading_result(g, language)
        out["follow_up"] = g.follow_up
        return out

    def follow_up(self, question: dict[str, Any], grading: dict[str, Any], language: str) -> str:
        return grading.get("follow_up") or follow_up(question["knowledge_point"], grading, language)

    # ------------------------------------------------------------ report
    def analyze(self, state: dict[str, Any]) -> dict[str, Any]:
        record = json.dumps({"questions": [{k: q[k] for k in ("question", "knowledge_point", "difficulty", "sources")}
                                           for q in state["questions"]],
                             "scores": state["scores"], "feedback": state["feedback_history"]},
                            ensure_ascii=False)  # fmt: skip
        try:
            narrative = self._ask(
                Narrative, render("assess_report", _lang(state["language"]), record=record)
            ).model_dump()
        except _MALFORMED as exc:
            log.warning("llm report fell back to local: %s", exc)
            self.fallbacks.append("analyze")
            narrative = None
        return build_report(state["questions"], state["scores"], state["feedback_history"], state["language"],
                            self.local.levels, narrative)  # fmt: skip
