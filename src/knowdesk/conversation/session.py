"""One conversation (seed 000's main loop without the terminal): intents, memory, then the QA graph."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from knowdesk.config import QASettings
from knowdesk.conversation.intents import (
    EntityResolver,
    NoEntities,
    complete_follow_up,
    entity_of,
    is_exit,
    names_someone,
    wants_steps,
)
from knowdesk.conversation.tokens import TokenCounter
from knowdesk.limits import MAX_QUESTION_CHARS, check_question
from knowdesk.prompts import Lang
from knowdesk.reasoning.base import StepsSummarizer
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.named_kinds import spelled_in
from knowdesk.refusals import NO_ENTITY, NO_HISTORY, is_refused_reply
from knowdesk.relations.base import NOTHING, GraphScope
from knowdesk.stores.contracts.conversations import ConversationMemory, Round
from knowdesk.text.language import language_of

ReplyKind = Literal["answer", "steps", "no_history", "entity", "exit"]


@dataclass
class Reply:
    kind: ReplyKind
    lines: list[str]  # what the user sees, one item per "- " line (or per step)
    question: str = ""  # the question as answered (completed from memory)
    result: dict[str, Any] = field(default_factory=dict)  # the graph's final state (answers only)

    def to_json(self) -> dict[str, Any]:
        r = self.result
        short = {"answer": r.get("short_circuit"), "exit": "exit"}.get(self.kind, self.kind)
        return {
            "question": self.question,
            "answer": r.get("answer") or "\n".join(self.lines),
            "citations": r.get("citations", []),
            "subquestions": r.get("subqs", []),
            "categories": r.get("categories", []),
            "routes": r.get("routes", []),
            "short_circuit": short,
            "grounded": r.get("grounded", True),
            "steps": self.lines if self.kind == "steps" else [],
            "hot": served_hot(r),
        }


def served_hot(result: dict[str, Any]) -> dict[str, Any] | None:
    """The hot question an answer was served from (verified or refreshed, `short_circuit` "hot"): which one, its
    score and the area whose threshold decided. None when the answer came the normal way, also after a match
    whose summary could not be used: the retrieval for the asker's own question shaped that answer."""
    hot = result.get("hot")
    if result.get("short_circuit") != "hot" or not hot:
        return None
    return {k: hot[k] for k in ("question_id", "standard_question", "score", "area")}


AnswerFn = Callable[[str], dict[str, Any]]


class Conversation:
    """Memory of the last rounds (trimmed oldest-first to a token limit), persisted when it has an id."""

    def __init__(
        self,
        answer: AnswerFn,
        summarizer: StepsSummarizer,
        glossary: Glossary,
        has_topic: Callable[[str], bool],
        cfg: QASettings,
        counter: TokenCounter,
        store: ConversationMemory | None = None,
        conversation_id: str | None = None,
        entities: EntityResolver | None = None,
        scope: GraphScope = NOTHING,
        max_question_chars: int = MAX_QUESTION_CHARS,
    ) -> None:
        self.answer = answer
        self.summarizer = summarizer
        self.glossary = glossary
        self.has_topic = has_topic
        self.cfg = cfg
        self.counter = counter
        self.store = store if conversation_id else None
        self.id = conversation_id
        self.entities = entities or NoEntities()
        self.scope = scope  # what the asker may read: entity answers are looked up within it
        self.max_question_chars = max_question_chars
        self.history: list[Round] = (
            self.store.last_rounds(conversation_id, cfg.memory_rounds) if self.store and conversation_id else []
        )
        self._trim()

    def handle(self, text: str) -> Reply:
        check_question(text, self.max_question_chars)  # before the normaliser (jieba) sees any of it
        text = text.strip()
        if is_exit(text):
            return Reply("exit", ["退出程序"])
        if wants_steps(text, self.has_topic(text)):
            return self._steps(language_of(text))
        entity = entity_of(text)
        if entity:
            known = self.entities.who_is(entity, self.scope)
            if known:
                return Reply("entity", [known], text)
        previous = self.history[-1].resolved if self.history else None
        question = complete_follow_up(text, previous, self.glossary)
        result = self.answer(question)
        answers = list(result.get("answers", []))
        if entity and names_someone(entity) and (is_refused_reply(answers) or not _names_whom_asked(entity, answers)):
            # seed 000's short-circuit for someone nobody knows: neither the org chart nor the documents
            # (an answer that never names them is about someone else); a role ("负责开通邮箱的是谁") is
            # answered or refused by the documents like any question
            return Reply("entity", [NO_ENTITY[language_of(text)].format(question=_with_mark(text))], text)
        self._remember(Round(text, question, answers, list(result.get("citations", []))))
        return Reply("answer", answers, question, result)

    def _steps(self, lang: Lang) -> Reply:
        """The last answered round as ordered steps (not a merge of everything remembered), citing it."""
        answered = [r for r in self.history if r.answers and not is_refused_reply(r.answers)]
        if not answered:
            return Reply("no_history", [NO_HISTORY[lang]])
        last = answered[-1]
        steps = self.summarizer.steps(last.answers)
        if not steps:
            return Reply("no_history", [NO_HISTORY[lang]])
        return Reply("steps", steps, last.resolved, {"citations": last.citations})

    def _remember(self, rnd: Round) -> None:
        self.history.append(rnd)
        if self.store and self.id:
            self.store.append(self.id, rnd)
        self._trim()

    def _trim(self) -> None:
        """Seed 000: keep the last N rounds, then drop the oldest while over the token limit (keep ≥1)."""
        del self.history[: max(0, len(self.history) - self.cfg.memory_rounds)]
        while len(self.history) > 1 and self.tokens() > self.cfg.memory_token_limit:
            self.history.pop(0)

    def tokens(self) -> int:
        return self.counter.count("\n".join(a for r in self.history for a in [r.resolved, *r.answers]))


def _subject(entity: str) -> str:
    """Who "XXX是谁" asks about: "李明" of "李明的上级", the whole phrase otherwise."""
    return entity.split("的", 1)[0].strip() or entity


def _names_whom_asked(entity: str, answers: list[str]) -> bool:
    """Some line of the answer names whom "XXX是谁" asks about: the subject, and with it the post asked of it ("华东大区的
    QA经理": a line naming 华东大区 and QA经理; a line about the region's other posts answers for someone else), each
    maybe with a word inside ("台州基地" written 台州生产基地)."""
    subjects = _bare_forms(_subject(entity))
    post = entity.split("的", 1)[1].strip() if "的" in entity else ""
    lines = "\n".join(answers).splitlines()
    return any(any(spelled_in(s, line) for s in subjects) and (not post or spelled_in(post, line)) for line in lines)


# how an asker names a place or a unit that a directory writes bare: "深圳门店" for the row 深圳, "院里出纳" (the
# institute's cashier) for the row 出纳; at least two characters stay
_UNIT_TAIL = re.compile(r"(?<=[\u4e00-\u9fff]{2})(?:门店|分店|分公司)$")
_HERE = re.compile(r"^[\u4e00-\u9fff]里(?=[\u4e00-\u9fff]{2})")


def _bare_forms(subject: str) -> set[str]:
    """`subject` and the ways a directory writes it without the asker's unit word or "here" (院里, 店里)."""
    return {subject, _UNIT_TAIL.sub("", subject), _HERE.sub("", subject)}


def _with_mark(text: str) -> str:
    return text if text.endswith(("?", "？")) else text + ("?" if language_of(text) == "en" else "？")
