"""LLM implementations of the reasoning steps: any OpenAI-compatible chat model via langchain-openai.

Each step asks for structured output (Pydantic schema). A malformed or failed answer falls back to
the local implementation of that step and is logged; an unreachable server raises one ModelError.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from typing import TypeVar

from langchain_core.language_models import BaseChatModel

from knowdesk.errors import ModelError
from knowdesk.llm import S, ask_structured, reply_text, server_unreachable, unreachable
from knowdesk.prompts import Lang, render
from knowdesk.reasoning.base import Check, Citation, Generation, Grade, HotCheck, Passage, Reasoner, Route
from knowdesk.reasoning.evidence import strip_instructions
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.hot_check import with_standing_note
from knowdesk.reasoning.schemas import (
    CategoryLabel,
    GradeDoc,
    HallucinationCheck,
    HotAnswer,
    NormalizedQuestion,
    RewrittenQuery,
    RouteDecision,
    SameQuestion,
    SubQuestions,
)
from knowdesk.text.language import language_of

log = logging.getLogger(__name__)
T = TypeVar("T")
_STEP = re.compile(r"^\s*\d+[.、)]\s*(.+)$", re.MULTILINE)


Facts = Callable[[str, list[Passage]], str]


class LLMSteps:
    """One chat model serving every step, with the local reasoner as the per-step fallback."""

    def __init__(
        self, model: BaseChatModel, local: Reasoner, glossary: Glossary, categories: list[str], lang: Lang = "zh",
        facts: Facts | None = None,
    ) -> None:  # fmt: skip
        self.model = model
        self.categories = categories
        self.local = local
        self.glossary = glossary
        self.lang = lang
        self.facts = facts  # a tier or table look-up over the passages (`reasoning.lookup.facts_line`)

    # ── plumbing ──
    def _call(self, step: str, fn: Callable[[], T], fallback: Callable[[], T]) -> T:
        try:
            return fn()
        except ModelError:
            raise
        except Exception as exc:
            if unreachable(exc):
                raise server_unreachable(exc) from exc
            log.warning("LLM step %s failed (%s: %s); using the local implementation", step, type(exc).__name__, exc)
            return fallback()

    def _structured(self, schema: type[S], prompt: str) -> S:
        return ask_structured(self.model, schema, prompt)  # the prompts ask for JSON themselves

    def _text(self, prompt: str) -> str:
        out = reply_text(self.model.invoke(prompt)).strip()
        if not out:
            raise ValueError("empty answer")
        return out

    def _terms(self) -> str:
        return "、".join(self.glossary.terms[:80])

    # ── steps ──
    def normalize(self, question: str, retry: bool = False) -> str:
        prompt = render("normalize", self.lang, question=question, terms=self._terms())
        return self._call(
            "normalize",
            lambda: self._structured(NormalizedQuestion, prompt).question.strip(),
            lambda: self.local.normalizer.normalize(question, retry),
        )

    def decompose(self, question: str, limit: int) -> list[str]:
        def ask() -> list[str]:
            subs = [
                s.strip()
                for s in self._structured(
                    SubQuestions, render("decompose", self.lang, question=question, max=limit)
                ).questions
            ]
            subs = [s for s in subs if s]
            if not subs:
                raise ValueError("no sub-questions")
            return subs[:limit]

        return self._call("decompose", ask, lambda: self.local.decomposer.decompose(question, limit))

    def classify(self, question: str) -> str:
        def ask() -> str:
            prompt = render("classify", self.lang, question=question, categories="/".join(self.categories))
            label = self._structured(CategoryLabel, prompt).category.strip()
            return label if label in self.categories else "其他"

        return self._call("classify", ask, lambda: self.local.classifier.classify(question))

    def route(self, question: str) -> Route:
        return self._call(
            "route",
            lambda: self._structured(RouteDecision, render("route", self.lang, question=question)).route,
            lambda: self.local.router.route(question),
        )

    def grade(self, question: str, passages: list[Passage]) -> list[Grade]:
        def ask() -> list[Grade]:
            return [
                self._structured(GradeDoc, render("grade", self.lang, question=question, document=_fragment(p))).score
                for p in passages
            ]

        return self._call("grade", ask, lambda: self.local.grader.grade(question, passages))

    def same_question(self, question: str, standard: str) -> bool:
        """Whether a user's question asks what a hot question asks; if the model fails, the threshold's yes stands."""
        prompt = render("same_question", self.lang, question=question, standard=standard)
        return self._call("same_question", lambda: self._structured(SameQuestion, prompt).same, lambda: True)

    def rewrite(self, question: str, attempt: int) -> str:
        return self._call(
            "rewrite",
            lambda: self._structured(
                RewrittenQuery, render("rewrite", self.lang, question=question, terms=self._terms())
            ).query.strip(),
            lambda: self.local.rewriter.rewrite(question, attempt),
        )

    def generate(self, question: str, passages: list[Passage], strict: bool = False) -> Generation:
        def ask() -> Generation:
            lang = language_of(question)  # the answer comes back in the question's language
            strict_note = render("strict", lang) if strict else ""
            docs = "\n\n".join(_fragment(p) for p in passages)
            facts = (self.facts(question, passages) if self.facts else "") or ("（无）" if lang == "zh" else "(none)")
            answer = self._text(render("generate", lang, question=question, documents=docs, facts=facts,
                                       strict=strict_note))  # fmt: skip
            cites = _cited(answer, passages)
            if not cites:
                raise ValueError("the answer cites none of the fragments")
            return Generation(answer, cites)

        return self._call("generate", ask, lambda: self.local.generator.generate(question, passages, strict))

    def verify(self, question: str, standard: str, summary: str, passages: list[Passage]) -> HotCheck:
        """Seed 002's scenario-1 prompt: the model frames the answer with the summary, adds the fragments'
        details and says whether the summary conflicts with them (then the answer names the document that
        stands). A malformed answer, or one citing no fragment, falls back to the local fact check."""

        def ask() -> HotCheck:
            lang = language_of(question)
            docs = "\n\n".join(_fragment(p) for p in passages)
            prompt = render("hot_answer", lang, question=question, standard=standard, summary=summary, documents=docs)
            verdict = self._structured(HotAnswer, prompt)
            answer = verdict.answer.strip()
            cites = _cited(answer, passages)
            if not cites:
                raise ValueError("the answer cites none of the fragments")
            if verdict.conflict:
                answer = with_standing_note(answer, cites, passages, lang)
            return HotCheck(
                not verdict.conflict, answer, cites, ["（模型判断摘要与片段冲突）"] if verdict.conflict else []
            )

        local = self.local.verifier
        assert local is not None  # local_reasoner always gives one
        return self._call("verify", ask, lambda: local.verify(question, standard, summary, passages))

    def check(self, answer: str, passages: list[Passage]) -> Check:
        def ask() -> Check:
            docs = "\n\n".join(_fragment(p) for p in passages)
            verdict = self._structured(HallucinationCheck, render("check", self.lang, documents=docs, answer=answer))
            local = self.local.checker.check(answer, passages)  # the facts rule always applies
            grounded = verdict.grounded == "yes" and local.grounded
            return Check(grounded, [*verdict.unsupported, *local.unsupported], local.supported_answer)

        return self._call("check", ask, lambda: self.local.checker.check(answer, passages))

    def steps(self, answers: list[str]) -> list[str]:
        def ask() -> list[str]:
            text = self._text(render("steps", self.lang, answers="\n".join(answers)))
            out = [m.group(1).strip() for m in _STEP.finditer(text) if m.group(1).strip()]
            if not out:
                raise ValueError("no numbered steps in the answer")
            return out

        return self._call("steps", ask, lambda: self.local.summarizer.steps(answers))


def _cited(answer: str, passages: list[Passage]) -> list[Citation]:
    """The passages' {document, section} whose 《document》 the answer names, in passage order."""
    cites: list[Citation] = []
    for p in passages:
        c: Citation = {"document": p["document"], "section": p["section"]}
        if f"《{p['document']}》" in answer and c not in cites:
            cites.append(c)
    return cites


_STATES = {"expired": "【状态】已废止", "not_yet": "【状态】未生效"}  # shown with include_expired (issue 23.5)


def _fragment(p: Passage) -> str:
    state = _STATES.get(p.get("validity", ""), "")
    return (f"【文档名称】《{p['document']}》【章节】{p['section']}【更新时间】{p['effective']}{state}\n"
            f"{strip_instructions(p['body'])}")  # fmt: skip


def llm_reasoner(
    model: BaseChatModel, local: Reasoner, glossary: Glossary, categories: list[str], lang: Lang = "zh",
    facts: Facts | None = None,
) -> Reasoner:  # fmt: skip
    """Every step through the chat model; direct answers stay local (safe arithmetic or a polite refusal).
    With `facts`, the generation prompt also gets what a tier or table look-up found in the passages."""
    s = LLMSteps(model, local, glossary, categories, lang, facts)
    return Reasoner(
        normalizer=s, decomposer=s, classifier=s, router=s, grader=s, rewriter=s, generator=s,
        direct=local.direct, checker=s, summarizer=s, mode="llm", matcher=s, verifier=s,
    )  # fmt: skip
