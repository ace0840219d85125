"""The llm examiner: seed 001's prompts through any LangChain chat model, validated by Pydantic.

Every call asks for JSON and validates it; malformed or unusable output falls back to the
local examiner for that step, so an assessment never stops because a model misbehaved.
"""

from __future__ import annotations

import json
import logging
import re
from typing import Any, Literal

from langchain_core.language_models import BaseChatModel
from pydantic import BaseModel, Field, ValidationError

from knowdesk.assessment import prompts as P
from knowdesk.assessment.local import LocalExaminer, answerable
from knowdesk.assessment.material import joined
from knowdesk.assessment.report import build_report
from knowdesk.config import LLMSettings

log = logging.getLogger(__name__)


class QuestionOut(BaseModel):
    question: str = Field(min_length=4)
    knowledge_point: str = Field(min_length=1)
    difficulty: Literal["Standard", "Advanced", "Specialist"]
    reference_answer: str = Field(min_length=1)
    key_points: list[str] = Field(min_length=1)
    sources: list[int] = []


class QuestionSet(BaseModel):
    questions: list[QuestionOut] = Field(min_length=1)


class GradeOut(BaseModel):
    score: float = Field(ge=0, le=10)
    feedback: str
    missing_points: list[str] = []
    follow_up: str = ""


class Narrative(BaseModel):
    summary: str = ""
    advice: list[str] = []


def parse(model: type[BaseModel], text: str) -> Any:
    """Validate a model reply as JSON (code fences and surrounding prose tolerated)."""
    m = re.search(r"\{.*\}", text, re.S)
    if not m:
        raise ValueError("no JSON object in the reply")
    return model.model_validate(json.loads(m.group(0)))


def chat_model(cfg: LLMSettings) -> BaseChatModel:
    """ChatOpenAI against any OpenAI-compatible server (imported here: only llm mode needs it)."""
    from langchain_openai import ChatOpenAI

    return ChatOpenAI(model=cfg.model, base_url=cfg.base_url, api_key=cfg.api_key or "not-needed",  # type: ignore[arg-type]
                      timeout=cfg.timeout, temperature=cfg.temperature)  # fmt: skip


class LLMExaminer:
    """Asks the model; on any malformed reply uses the local examiner for that step."""

    name = "llm"

    def __init__(self, model: BaseChatModel, local: LocalExaminer) -> None:
        self.model = model
        self.local = local
        self.fallbacks: list[str] = []  # which steps fell back (for traces and tests)

    def _ask(self, schema: type[BaseModel], prompt: str) -> Any:
        reply = self.model.invoke(prompt)
        content = reply.content if isinstance(reply.content, str) else json.dumps(reply.content)
        return parse(schema, content)

    def generate(self, items: list[dict[str, Any]], n: int, language: str) -> list[dict[str, Any]]:
        try:
            out = self._ask(QuestionSet, P.render(P.GENERATE, language, n=n, context=joined(items)))
            questions = []
            for q in out.questions[:n]:
                refs = [items[i - 1] for i in q.sources if 1 <= i <= len(items)] or items[:1]
                d = q.model_dump()
                d["sources"] = [{"id": r["id"], "document": r["document"], "section": r["section"]} for r in refs]
                d["source_text"] = "\n".join(r["text"] for r in refs)
                if answerable(d, min_points=1):
                    d["id"] = f"q{len(questions) + 1}"
                    questions.append(d)
            if not questions:
                raise ValueError("no question is answerable from its sources")
            return questions
        except (ValidationError, ValueError, json.JSONDecodeError) as exc:
            log.warning("llm question generation fell back to local: %s", exc)
            self.fallbacks.append("generate")
            return self.local.generate(items, n, language)

    def grade(self, question: dict[str, Any], answers: list[str], language: str) -> dict[str, Any]:
        prompt = P.render(P.GRADE, language, question=question["question"], reference=question["reference_answer"],
                          key_points="; ".join(question["key_points"]), answer="\n".join(answers))  # fmt: skip
        try:
            g = self._ask(GradeOut, prompt)
        except (ValidationError, ValueError, json.JSONDecodeError) as exc:
            log.warning("llm grading fell back to local: %s", exc)
            self.fallbacks.append("grade")
            return self.local.grade(question, answers, language)
        return {"score": round(g.score, 1), "feedback": g.feedback, "missing": g.missing_points,
                "covered": [], "follow_up": g.follow_up}  # fmt: skip

    def follow_up(self, question: dict[str, Any], grading: dict[str, Any], language: str) -> str:
        return grading.get("follow_up") or self.local.follow_up(question, grading, language)

    def analyze(self, state: dict[str, Any]) -> dict[str, Any]:
        record = json.dumps({"questions": [{k: q[k] for k in ("question", "knowledge_point", "difficulty", "sources")}
                                           for q in state["questions"]],
                             "scores": state["scores"], "feedback": state["feedback_history"]},
                            ensure_ascii=False)  # fmt: skip
        try:
            narrative = self._ask(Narrative, P.render(P.ANALYZE, state["language"], record=record)).model_dump()
        except (ValidationError, ValueError, json.JSONDecodeError) as exc:
            log.warning("llm report fell back to local: %s", exc)
            self.fallbacks.append("analyze")
            narrative = None
        return build_report(state["questions"], state["scores"], state["feedback_history"], state["language"],
                            self.local.levels, narrative)  # fmt: skip
