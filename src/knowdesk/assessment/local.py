"""The local examiner: knowledge points from the material, fact-based grading, aspect follow-ups, the report.

Needs no model server. Questions come from checkable knowledge points (`points.py`, `questions.py`);
grading counts the facts an answer states right or wrong and how far its meaning agrees with the
reference (`grading.py`, with the app's embedder when it carries meaning).
"""

from __future__ import annotations

from typing import Any

from knowdesk.assessment.facts import Fact
from knowdesk.assessment.feedback import aspects_by_state, feedback, follow_up
from knowdesk.assessment.grading import Grader, Grading, Similarity, key_facts
from knowdesk.assessment.points import extract_points
from knowdesk.assessment.questions import choose
from knowdesk.assessment.report import build_report


def grading_result(g: Grading, language: str) -> dict[str, Any]:
    """The examiner's grading dict: score, feedback, aspects, per-fact statuses (values stay server-side)."""
    by = aspects_by_state(g)
    return {"score": g.score, "feedback": g.feedback or feedback(g, language),
            "missing_aspects": by["partly"] + by["missing"], "partly_aspects": by["partly"], "wrong_aspects": by["wrong"],
            "right_aspects": by["right"], "fact_status": [f.status for f in g.facts], "flags": list(g.flags),
            "semantic": round(g.semantic, 3)}  # fmt: skip


def expected_facts(question: dict[str, Any]) -> list[Fact]:
    """The values a question checks (what no model wording may give away)."""
    _, keys = key_facts(question["question"], question["reference_answer"])
    return [k.fact for k in keys if k.fact.kind != "order"]


class LocalExaminer:
    """Deterministic question generation, grading, follow-ups and report."""

    name = "local"

    def __init__(self, levels: dict[str, float], similarity: Similarity | None = None) -> None:
        self.levels = levels
        self.grader = Grader(similarity)

    # ------------------------------------------------------------ generate
    def generate(self, items: list[dict[str, Any]], n: int, language: str,
                 plan: dict[str, Any] | None = None) -> list[dict[str, Any]]:  # fmt: skip
        """`n` questions from the material's knowledge points; `plan` carries seed, avoid and previous."""
        plan = plan or {}
        return choose(extract_points(items), n, language, seed=int(plan.get("seed", 0)),
                      avoid=plan.get("avoid", []), previous=plan.get("previous", []))  # fmt: skip

    # ------------------------------------------------------------ grade
    def grade_text(self, question: str, reference: str, answers: list[str], language: str) -> Grading:
        g = self.grader.grade(question, reference, answers)
        g.feedback = feedback(g, language)
        return g

    def grade(self, question: dict[str, Any], answers: list[str], language: str) -> dict[str, Any]:
        g = self.grade_text(question["question"], question["reference_answer"], answers, language)
        return grading_result(g, language)

    def follow_up(self, question: dict[str, Any], grading: dict[str, Any], language: str) -> str:
        return follow_up(question["knowledge_point"], grading, language)

    # ------------------------------------------------------------ report
    def analyze(self, state: dict[str, Any]) -> dict[str, Any]:
        return build_report(state["questions"], state["scores"], state["feedback_history"], state["language"],
                            self.levels)  # fmt: skip
