""" "XXX是谁" from the graph: a known person's department, role and 上级, citing the org chart."""

from __future__ import annotations

from typing import TYPE_CHECKING

from knowdesk.relations.access import FragmentLookup, visible_entity, visible_facts
from knowdesk.relations.base import EVERYTHING, GraphScope, GraphStore
from knowdesk.relations.routing import is_relation_question

if TYPE_CHECKING:
    from knowdesk.relations.retrieve import GraphRetriever


class GraphEntities:
    """EntityResolver backed by the graph store; unknown names give None (the caller's seed reply).

    Only what the caller may read counts: the entity is looked up in their knowledge bases and shown
    only if the fragment it was read from is readable to them; so is every relation added to it.
    "李明的上级是谁" also reaches the who-is short-circuit (its subject is "李明的上级"), so a
    relation phrase about a known entity is answered by graph retrieval instead of "unknown".
    """

    def __init__(self, store: GraphStore, fragments: FragmentLookup, retriever: GraphRetriever | None = None) -> None:
        self.store = store
        self.fragments = fragments
        self.retriever = retriever

    def who_is(self, entity: str, scope: GraphScope = EVERYTHING) -> str | None:
        name = entity.strip()
        e = visible_entity(self.store.entity(name, scope.kbs), scope, self.fragments)
        if e is None:
            return self._relation(name, scope)
        parts = [f"{e.name}（{e.type}）"]
        parts += [f"{k}：{v}" for k, v in e.props.items() if v not in ("", None)]
        bosses = visible_facts(self.store.relations(e.name, "上级", "out", 3, [e.source.kb]), scope, self.fragments)
        parts += [f"上级：{f.object.name}" for f in bosses if f.object is not None]
        src = e.source
        cite = f"〔来源：《{src.document}》{src.section}〕" if src.document else ""
        return "；".join(parts) + "。" + cite

    def _relation(self, phrase: str, scope: GraphScope) -> str | None:
        question = f"{phrase}是谁"
        if self.retriever is None or not is_relation_question(question):
            return None
        named = [e for e in self.store.find_entities(phrase, kbs=scope.kbs) if phrase.startswith(e.name)]
        if not any(visible_entity(e, scope, self.fragments) for e in named):
            return None
        hits = self.retriever.search(question, scope)
        return "\n".join(f"{h.body}〔来源：《{h.document}》{h.section}〕" for h in hits) or None
