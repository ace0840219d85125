"""A gap's area, tags and department to ask, by the QA graph's own look-ups (the same tags the hot-question
match uses, the same department table the refusal names)."""

from __future__ import annotations

from collections.abc import Callable

from knowdesk.graphs.qa import OTHER, QADeps, department_to_ask, hot_tags


def qa_describer(deps: Callable[[], QADeps]) -> Callable[[str, str | None], tuple[str, list[str], str]]:
    """(question, category or None) → (area, tags, department); the category is the one the answer's run
    classified, asked of the classifier only when the caller has none (a 👎 on a stored answer)."""

    def describe(question: str, category: str | None) -> tuple[str, list[str], str]:
        d = deps()
        cat = category or d.reasoner.classifier.classify(question)
        tags = hot_tags(question, d, [cat])
        area = tags[0] if tags else ("" if cat == OTHER else cat)
        return area, tags, department_to_ask(question, cat, d) or ""

    return describe
