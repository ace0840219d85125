""" "XXX是谁" from the graph: a known person's department, role and 上级, citing the org chart."""

from __future__ import annotations

from typing import TYPE_CHECKING

from knowdesk.graph.base import GraphStore
from knowdesk.graph.routing import is_relation_question

if TYPE_CHECKING:
    from knowdesk.graph.retrieve import GraphRetriever


class GraphEntities:
    """EntityResolver backed by the graph store; unknown names give None (the caller's seed reply).

    "李明的上级是谁" also reaches the who-is short-circuit (its subject is "李明的上级"), so a
    relation phrase about a known entity is answered by graph retrieval instead of "unknown".
    """

    def __init__(self, store: GraphStore, retriever: GraphRetriever | None = None) -> None:
        self.store = store
        self.retriever = retriever

    def who_is(self, entity: str) -> str | None:
        e = self.store.entity(entity.strip())
        if e is None:
            return self._relation(entity.strip())
        parts = [f"{e.name}（{e.type}）"]
        parts += [f"{k}：{v}" for k, v in e.props.items() if v not in ("", None)]
        for f in self.store.relations(e.name, "上级", "out", 3):
            if f.object is not None:
                parts.append(f"上级：{f.object.name}")
        src = e.source
        cite = f"〔来源：《{src.document}》{src.section}〕" if src.document else ""
        return "；".join(parts) + "。" + cite

    def _relation(self, phrase: str) -> str | None:
        question = f"{phrase}是谁"
        if self.retriever is None or not is_relation_question(question):
            return None
        if not any(phrase.startswith(e.name) for e in self.store.find_entities(phrase)):
            return None
        hits = self.retriever.search(question)
        return "\n".join(f"{h.body}〔来源：《{h.document}》{h.section}〕" for h in hits) or None
