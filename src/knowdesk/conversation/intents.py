"""Seed 000's main-loop intents, decided before the graph runs: exit, steps, "XXX是谁", follow-ups.

English questions have their own steps and "who is" forms; follow-up completion stays Chinese."""

from __future__ import annotations

import re
from typing import Protocol

from knowdesk.graph.base import GraphScope
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local import borrow_question
from knowdesk.text.language import language_of
from knowdesk.text.tokenize import content_words

EXIT_WORDS = frozenset({"exit", "quit", "退出"})
STEPS = re.compile(r"流程|步骤|怎么做|重点|简洁")
STEPS_EN = re.compile(r"\b(steps?|key points?|summar(y|ize|ise)|briefly|in short)\b", re.IGNORECASE)
# what a bare English request for steps may say besides the steps words (anything else is its own topic)
_REQUEST_WORDS = frozenset(["give", "me", "please", "just", "show", "list", "make", "brief", "main", "key", "point", "points", "step", "steps", "summary", "summarize", "summarise", "briefly", "short"])  # fmt: skip
ENTITY = re.compile(r"^(?P<entity>.+?)是谁\s*[?？]?$")
ENTITY_EN = re.compile(r"^who\s+is\s+(?P<entity>.+?)\s*\??$", re.IGNORECASE)
FOLLOW_UP = re.compile(r"^(那么|那|还有|如果是|换成)\s*(?P<topic>.{1,16}?)\s*(呢|怎么样|怎么算|如何)?\s*[?？]?$")


def is_exit(text: str) -> bool:
    return text.strip().lower() in EXIT_WORDS


def wants_steps(text: str, has_topic: bool) -> bool:
    """A request to restate earlier answers as steps; "产假流程是什么" has its own topic, so it is a question
    (in English: "Give me the steps" is a request, "What are the steps to request a laptop?" a question)."""
    if language_of(text) == "en":
        return bool(STEPS_EN.search(text)) and set(content_words(text)) <= _REQUEST_WORDS
    return bool(STEPS.search(text)) and not has_topic


def entity_of(text: str) -> str | None:
    m = ENTITY.match(text.strip()) or ENTITY_EN.match(text.strip())
    return m.group("entity").strip() if m else None


class EntityResolver(Protocol):
    """Answers "XXX是谁" from what `scope` (the asker's knowledge bases and rights) may read."""

    def who_is(self, entity: str, scope: GraphScope) -> str | None: ...


class NoEntities:
    def who_is(self, entity: str, scope: GraphScope) -> str | None:
        return None


def complete_follow_up(text: str, previous: str | None, glossary: Glossary) -> str:
    """Complete "那病假呢？" after "年假有几天" into "病假有几天"; anything else is returned unchanged."""
    m = FOLLOW_UP.match(text.strip())
    if not m or not previous:
        return text
    return borrow_question(m.group("topic").strip(), previous, glossary)
