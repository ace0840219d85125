"""The assessment graph (seed 001 §2.3), top to bottom: state, nodes, routers, wiring.

START → generate → interview (interrupt: waits for the answer) → grade → follow-up? → interview;
next question? → advance → interview; done → analyze → END.

The examiner (local or llm) and grading threshold come in through the runtime context, so the
checkpointed state stays JSON-plain. `interview` re-runs from its top when resumed, so it only
reads state before `interrupt()`; grading and every other side effect live in their own nodes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, NotRequired, Protocol, TypedDict

from langgraph.graph import END, START, StateGraph
from langgraph.runtime import Runtime
from langgraph.types import interrupt

from knowdesk.assessment import labels as P
from knowdesk.errors import KnowdeskError


class Examiner(Protocol):
    name: str

    def generate(
        self, items: list[dict[str, Any]], n: int, language: str, plan: dict[str, Any] | None = None
    ) -> list[dict[str, Any]]: ...
    def grade(self, question: dict[str, Any], answers: list[str], language: str) -> dict[str, Any]: ...
    def follow_up(self, question: dict[str, Any], grading: dict[str, Any], language: str) -> str: ...
    def analyze(self, state: dict[str, Any]) -> dict[str, Any]: ...


class InputState(TypedDict):
    material: list[dict[str, Any]]
    """Extracted fragments (id, document, section, text): the ground truth for questions."""
    n_questions: int
    language: str
    """zh | en: questions, feedback and report language."""
    max_follow_ups: int
    """Follow-up questions allowed per question (bounds the interview loop)."""
    plan: NotRequired[dict[str, Any]]
    """Variation: seed, points to avoid (asked recently) and the previous assessment's points."""


class AssessmentState(InputState, total=False):
    questions: list[dict[str, Any]]
    """question, knowledge_point, difficulty, points, reference_answer, key_facts, sources (server-side only)."""
    current_question_index: int
    messages: list[dict[str, str]]
    """The whole interview as {role, content} turns."""
    answers: list[list[str]]
    """Per question: the answers given (first answer, then follow-up answers)."""
    feedback_history: list[dict[str, Any]]
    """Per grading: question_index, score, feedback, missing/wrong aspects, fact_status, follow_up (asked?)."""
    scores: list[float]
    should_follow_up: bool
    follow_up_counts: list[int]
    follow_up_text: str
    report: dict[str, Any]


@dataclass
class AssessmentContext:
    examiner: Examiner
    follow_up_below: float = 6.0


class NoQuestionsError(KnowdeskError):
    """The material had nothing a question could be built on."""


# ---------------------------------------------------------------- nodes
def generate(state: AssessmentState, runtime: Runtime[AssessmentContext]) -> dict[str, Any]:
    questions = runtime.context.examiner.generate(state["material"], state["n_questions"], state["language"],
                                                  state.get("plan"))  # fmt: skip
    if not questions:
        raise NoQuestionsError("no question could be generated from this material (add rule-like documents)")
    n = len(questions)
    return {"questions": questions, "current_question_index": 0, "messages": [], "answers": [[] for _ in range(n)],
            "feedback_history": [], "scores": [0.0] * n, "should_follow_up": False,
            "follow_up_counts": [0] * n, "follow_up_text": ""}  # fmt: skip


def interview(state: AssessmentState) -> dict[str, Any]:
    """Ask (or follow up) and wait; only pure reads before interrupt(), since a resume re-runs this."""
    idx = state["current_question_index"]
    q = state["questions"][idx]
    follow = state.get("should_follow_up", False)
    label = P.difficulty_label(q["difficulty"], state["language"])
    text = state["follow_up_text"] if follow else P.render(
        P.ASK, state["language"], number=idx + 1, total=len(state["questions"]), difficulty=label,
        question=q["question"])  # fmt: skip
    answer = interrupt({"question_index": idx, "number": idx + 1, "total": len(state["questions"]), "text": text,
                        "follow_up": follow, "difficulty": q["difficulty"], "difficulty_label": label,
                        "knowledge_point": q["knowledge_point"]})  # fmt: skip
    answer = str(answer or "").strip()
    answers = [list(a) for a in state["answers"]]
    answers[idx].append(answer)
    turns = [{"role": "assistant", "content": text}, {"role": "user", "content": answer}]
    return {"messages": [*state["messages"], *turns], "answers": answers}


def grade(state: AssessmentState, runtime: Runtime[AssessmentContext]) -> dict[str, Any]:
    idx = state["current_question_index"]
    q = state["questions"][idx]
    examiner = runtime.context.examiner
    # graded on every answer given so far: a follow-up answer completes (or corrects) the first
    g = examiner.grade(q, state["answers"][idx], state["language"])
    scores = list(state["scores"])
    scores[idx] = float(g["score"])
    counts = list(state["follow_up_counts"])
    follow = scores[idx] < runtime.context.follow_up_below and counts[idx] < state["max_follow_ups"]
    text = ""
    if follow:
        counts[idx] += 1
        text = examiner.follow_up(q, g, state["language"])
    language = state["language"]
    entry = {"question_index": idx, "score": float(g["score"]), "feedback": g["feedback"],
             "missing": [P.aspect_label(a, language) for a in g.get("missing_aspects", [])],
             "wrong": [P.aspect_label(a, language) for a in g.get("wrong_aspects", [])],
             "fact_status": list(g.get("fact_status", [])), "follow_up": follow, "follow_up_text": text}  # fmt: skip
    return {"scores": scores, "follow_up_counts": counts, "should_follow_up": follow, "follow_up_text": text,
            "feedback_history": [*state["feedback_history"], entry]}  # fmt: skip


def advance(state: AssessmentState) -> dict[str, Any]:
    return {"current_question_index": state["current_question_index"] + 1, "should_follow_up": False}


def analyze(state: AssessmentState, runtime: Runtime[AssessmentContext]) -> dict[str, Any]:
    return {"report": runtime.context.examiner.analyze(dict(state))}


# ---------------------------------------------------------------- routers
def after_grade(state: AssessmentState) -> Literal["interview", "advance", "analyze"]:
    if state["should_follow_up"]:
        return "interview"
    if state["current_question_index"] + 1 < len(state["questions"]):
        return "advance"
    return "analyze"


# ---------------------------------------------------------------- wiring
def build_graph() -> StateGraph:
    builder = StateGraph(AssessmentState, context_schema=AssessmentContext, input_schema=InputState)
    builder.add_node("generate", generate)
    builder.add_node("interview", interview)
    builder.add_node("grade", grade)
    builder.add_node("advance", advance)
    builder.add_node("analyze", analyze)
    builder.add_edge(START, "generate")
    builder.add_edge("generate", "interview")
    builder.add_edge("interview", "grade")
    builder.add_conditional_edges("grade", after_grade)
    builder.add_edge("advance", "interview")
    builder.add_edge("analyze", END)
    return builder
