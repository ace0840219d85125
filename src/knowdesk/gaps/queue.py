"""The unanswered-question queue: what enters it (refused sub-questions, 👎 answers) and the re-ask after an
ingest that marks groups "answerable since 《doc》".

Parts are passed in (issue 22): the store, the group matcher, how a question is described (area, tags,
department: the QA graph's own look-ups) and, for the re-ask, how a question is answered in one base."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from knowdesk.gaps.store import Asking, GapGroup, GapStore, GroupMatcher
from knowdesk.refusals import is_refusal, is_refused_reply

Describe = Callable[[str, str | None], tuple[str, list[str], str]]  # (question, category) → area, tags, department
AnswerIn = Callable[[str, str], dict[str, Any]]  # (question, kb) → the QA graph's final state
NOT_GAPS = frozenset(["direct"])  # out-of-scope chat and sums are not missing knowledge


@dataclass
class Answerable:
    group: GapGroup
    document: str
    answer: str


def refused_parts(result: dict[str, Any]) -> list[tuple[str, str, str | None]]:
    """(sub-question, its refusal, its category) for each sub-question the QA graph could not answer."""
    subqs = result.get("subqs") or [result.get("question") or result.get("query") or ""]
    answers = result.get("answers", [])
    routes = result.get("routes", [])
    cats = result.get("categories", [])
    out = []
    for i, (sub, answer) in enumerate(zip(subqs, answers, strict=False)):
        route = routes[i] if i < len(routes) else ""
        if sub and is_refusal(answer) and route not in NOT_GAPS:
            out.append((sub, answer, cats[i] if i < len(cats) else None))
    return out


def grounded_answer(result: dict[str, Any]) -> bool:
    """An answer from the documents that the checks kept: cited, grounded, nothing refused."""
    answers = [a for a in result.get("answers", []) if a.strip()]
    return bool(
        answers and result.get("citations") and result.get("grounded", True) and not is_refused_reply(answers)
        and not any(map(is_refusal, answers)) and result.get("short_circuit") in (None, "")
    )  # fmt: skip


class GapQueue:
    def __init__(self, store: GapStore, matcher: GroupMatcher, describe: Describe) -> None:
        self.store = store
        self.matcher = matcher
        self.describe = describe

    def add(self, kbs: Iterable[str], question: str, reason: str, answer: str = "", category: str | None = None,
            asked_by: str = "", message_id: str = "") -> list[str]:  # fmt: skip
        """One asking in each base the question was asked over (any of them may be where its answer belongs)."""
        area, tags, department = self.describe(question, category)
        vector = self.matcher.embed(question)
        asking = Asking(question, reason, answer, asked_by, message_id)  # type: ignore[arg-type]
        return [self.store.record(kb, asking, self.matcher, area=area, tags=tags, department=department,
                                  vector=vector) for kb in dict.fromkeys(kbs)]  # fmt: skip

    def record_result(self, kbs: Iterable[str], result: dict[str, Any], asked_by: str = "") -> list[str]:
        """Every refused sub-question of one answer enters the queue; returns the groups it joined."""
        kbs = list(kbs)
        return [gid for sub, answer, cat in refused_parts(result)
                for gid in self.add(kbs, sub, "refusal", answer, cat, asked_by)]  # fmt: skip

    def reask(self, kb: str, answer_in: AnswerIn, documents: Iterable[str] = ()) -> list[Answerable]:
        """Ask `kb`'s open groups again; those now answered from the documents become answerable, naming the
        cited document (one of `documents`, the ones just added or changed, when the answer cites one)."""
        changed = [d for d in documents if d]
        found = []
        for group in self.store.open_groups(kb):
            result = answer_in(group.question, kb)
            if not grounded_answer(result):
                continue
            cited = [c["document"] for c in result.get("citations", []) if c.get("document")]
            document = next((d for d in cited if d in changed), cited[0] if cited else "")
            answer = result.get("answer") or "\n".join(result.get("answers", []))
            self.store.mark_answerable(group.id, document, answer)
            found.append(Answerable(group, document, answer))
        return found
