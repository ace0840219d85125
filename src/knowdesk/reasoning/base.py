"""One small interface per reasoning step (DESIGN.md §3); local and LLM implementations fill them.

Passages travel through the graph state as plain dicts (`Passage`) so checkpoints stay JSON.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, NotRequired, Protocol, Required, TypedDict

Route = Literal["vector", "graph", "web", "direct"]
Grade = Literal["relevant", "irrelevant"]


class Passage(TypedDict):
    """A retrieved fragment as the answer steps see it."""

    fragment_id: str
    document: str
    section: str
    updated: str
    effective: str  # the date the document takes effect (falls back to `updated`)
    body: str
    conflicts_with: list[str]
    sensitive: bool
    score: float
    bm25: float
    dense: float
    version: NotRequired[str | None]  # V3.1, 2024… (the document's version label)
    effective_from: NotRequired[str]  # when the document is in force ('' = open; issue 23.5)
    effective_until: NotRequired[str]  # the first day it no longer is
    superseded_by: NotRequired[str]  # the document that repealed it
    supersedes: NotRequired[list[str]]  # the documents it repealed
    validity: NotRequired[str]  # in_force | expired | not_yet on the day asked about


class Citation(TypedDict, total=False):
    document: Required[str]
    section: Required[str]
    fragment_id: str  # the fragment quoted (the API opens it without matching names)
    locator: str  # where in the document: 第N条, or the section when the document has no articles


@dataclass
class Generation:
    answer: str
    citations: list[Citation]
    # lines computed by a look-up (a tier, a table cell, its arithmetic) from the cells they cite: the
    # groundedness check takes them as given and checks the rest
    derived: list[str] = field(default_factory=list)
    why: str = ""  # why the evidence answers the question (or, with no answer, why it does not)
    # with no answer, the rule leaving the asked case to someone's decision (表中未列明的城市，由财务科核定): the
    # refusal says it
    referral: str = ""
    refer_to: str = ""  # the office `referral` names (财务科), "" when it names none


@dataclass
class Check:
    grounded: bool
    unsupported: list[str]
    supported_answer: str  # the answer with only its supported sentences


@dataclass
class HotCheck:
    """The verdict on a stored summary and the answer to serve."""

    consistent: bool  # every fact of the summary holds in the current fragments
    answer: str  # consistent: the summary (and what the fragments add); else the answer written anew ('' = none)
    citations: list[Citation]
    unconfirmed: list[str] = field(default_factory=list)  # the summary's values no current fragment states
    # lines of `answer` checked already (the summary's own, a look-up's): the groundedness check skips them
    verified: list[str] = field(default_factory=list)


class Normalizer(Protocol):
    def normalize(self, question: str, retry: bool = False) -> str: ...


class Decomposer(Protocol):
    def decompose(self, question: str, limit: int) -> list[str]: ...


class Classifier(Protocol):
    def classify(self, question: str) -> str: ...


class Router(Protocol):
    def route(self, question: str) -> Route: ...


class Grader(Protocol):
    def grade(self, question: str, passages: list[Passage]) -> list[Grade]: ...


class Rewriter(Protocol):
    def rewrite(self, question: str, attempt: int) -> str: ...


class Generator(Protocol):
    def generate(self, question: str, passages: list[Passage], strict: bool = False) -> Generation: ...


class DirectAnswerer(Protocol):
    def answer_directly(self, question: str) -> str: ...


class GroundednessChecker(Protocol):
    def check(self, answer: str, passages: list[Passage]) -> Check: ...


class StepsSummarizer(Protocol):
    def steps(self, answers: list[str]) -> list[str]: ...


class HotVerifier(Protocol):
    def verify(self, question: str, standard: str, summary: str, passages: list[Passage]) -> HotCheck:
        """Check a hot question's stored summary against the current fragments; the answer to serve."""
        ...


class QuestionMatcher(Protocol):
    def same_question(self, question: str, standard: str) -> bool: ...


@dataclass
class Reasoner:
    """The full set of steps the QA graph and the conversation layer use."""

    normalizer: Normalizer
    decomposer: Decomposer
    classifier: Classifier
    router: Router
    grader: Grader
    rewriter: Rewriter
    generator: Generator
    direct: DirectAnswerer
    checker: GroundednessChecker
    summarizer: StepsSummarizer
    mode: Literal["local", "llm"] = "local"
    # confirms a hot-question hit; None (local mode): the calibrated threshold alone decides
    matcher: QuestionMatcher | None = None
    # verifies a hot-question summary before it is served; None: a hit takes the normal path
    verifier: HotVerifier | None = None
