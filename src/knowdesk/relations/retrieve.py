"""Graph retrieval: a question → Cypher-backed lookups → cited SearchHits.

Local mode maps the question onto a few templates (top-N by a property then their partners,
typed relation lookup, paths between two named entities, neighbours). LLM mode may write its
own Cypher, but only what `cypher_guard.validate` accepts runs; anything else — a rejected
query, an error, rows without a source to cite — falls back to the templates.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from knowdesk.llm import ask_structured
from knowdesk.models import SearchHit
from knowdesk.prompts import render
from knowdesk.relations.access import FragmentLookup, visible_entity, visible_facts
from knowdesk.relations.base import EVERYTHING, Entity, Fact, GraphScope, GraphStore, Source
from knowdesk.relations.cypher_guard import UnsafeCypher, validate
from knowdesk.relations.hits import facts_to_hits
from knowdesk.relations.kuzu_store import ENTITY_PROPS, REL_PROPS, SOURCE_COLS
from knowdesk.relations.mapping import GraphMapping, RelationSpec

log = logging.getLogger(__name__)

CN_NUM = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}
TOP_N = re.compile(
    r"前\s*(\d+|[一二两三四五六七八九十])\s*(?:名|位|个|大|家)?\s*的?\s*([\u4e00-\u9fa5]{1,6}?)"
    r"\s*(?:与|和|跟)\s*哪些\s*([\u4e00-\u9fa5]{1,6}?)\s*(?:有|存在)?\s*(?:关联|关系|合作|往来)"
)
PUNCT = re.compile(r"[\s？?。！!，,、：:“”\"'（）()]+")


class CypherQuery(BaseModel):
    cypher: str


@dataclass
class GraphSearch:
    """One search's scope and what it found out along the way (never shared between callers)."""

    scope: GraphScope
    trace: list[str] = field(default_factory=list)
    summary: str = ""  # a one-sentence overview a template may add (top-N)

    @property
    def kbs(self) -> tuple[str, ...] | None:
        return self.scope.kbs


class GraphRetriever:
    """Answers relation questions from a GraphStore; returns [] when the graph has nothing to say.

    Every search is scoped (`GraphScope`): the store only looks in the caller's knowledge bases and a
    fact is kept only if its source fragments are readable by the caller (`graph.access`)."""

    def __init__(
        self, store: GraphStore, mapping: GraphMapping, fragments: FragmentLookup, model: Any = None, cap: int = 50
    ) -> None:
        self.store = store
        self.mapping = mapping
        self.fragments = fragments
        self.cap = cap
        self.model = model

    def search(self, question: str, scope: GraphScope = EVERYTHING) -> list[SearchHit]:
        return self.search_traced(question, scope)[0]

    def search_traced(self, question: str, scope: GraphScope = EVERYTHING) -> tuple[list[SearchHit], list[str]]:
        """The hits and a trace of how they were found (which template, or the generated Cypher)."""
        run = GraphSearch(scope)
        if self.model is not None:
            hits = self._llm_search(question, run)
            if hits:
                return hits, run.trace
        return self._template_search(question, run), run.trace

    def _visible(self, facts: list[Fact], run: GraphSearch) -> list[Fact]:
        return visible_facts(facts, run.scope, self.fragments)

    # ── llm mode ──
    def _llm_search(self, question: str, run: GraphSearch) -> list[SearchHit]:
        prompt = render("cypher", "zh", entity_props=", ".join(ENTITY_PROPS), rel_props=", ".join(REL_PROPS),
                        rel_types="、".join(self.store.relation_types()), question=question)  # fmt: skip
        try:
            query = validate(ask_structured(self.model, CypherQuery, prompt, ask_json=True).cypher, self.cap)
            rows = self.store.read_cypher(query)
        except UnsafeCypher as exc:
            run.trace.append(f"生成的 Cypher 被拒绝（{exc}），改用模板")
            return []
        except Exception as exc:
            log.warning("generated Cypher failed: %s", exc)
            run.trace.append(f"生成的 Cypher 执行失败（{exc}），改用模板")
            return []
        run.trace.append(f"Cypher：{query}")
        return facts_to_hits(self._visible(rows_to_facts(rows), run), phrases=self.mapping.phrases())

    # ── local templates ──
    def _template_search(self, question: str, run: GraphSearch) -> list[SearchHit]:
        q = question.replace(" ", "")
        for template in (self._top_n, self._typed, self._paths, self._neighbours):
            facts = self._visible(template(q, run), run)
            if facts:
                run.trace.append(f"图模板：{template.__name__.strip('_')}")
                return facts_to_hits(facts, run.summary, phrases=self.mapping.phrases())
            run.summary = ""
        return []

    def _top_n(self, q: str, run: GraphSearch) -> list[Fact]:
        m = TOP_N.search(q)
        if not m:
            return []
        n = int(m.group(1)) if m.group(1).isdigit() else CN_NUM.get(m.group(1), 3)
        label, target = m.group(2), m.group(3)
        prop = self._rank_property(label, run)
        if prop is None:
            return []
        facts: list[Fact] = []
        parts: list[str] = []
        top = [e for e in self.store.top_by(label, prop, max(1, min(n, 20)), run.kbs)
               if visible_entity(e, run.scope, self.fragments)]  # fmt: skip
        for e in top:
            facts.append(Fact(Entity(e.name, label, props={prop: e.props[prop]}, source=e.source), source=e.source))
            linked = [f for f in self._visible(self.store.neighbours(e.name, self.cap, [e.source.kb]), run)
                      if f.subject.id == e.id and f.object is not None
                      and (target in f.object.labels or f.type == target)]  # fmt: skip
            facts += linked
            names = "、".join(f.object.name for f in linked if f.object) or "（无）"
            parts.append(f"{e.name}（{prop}{e.props[prop]}）关联的{target}有{names}。")
        run.summary = f"按{prop}排名前{len(top)}的{label}：" + "、".join(e.name for e in top) + "。" + "".join(parts)
        return facts

    def _rank_property(self, label: str, run: GraphSearch) -> str | None:
        for t in self.mapping.tables:
            if t.entity.type == label and t.entity.sum:
                return t.entity.sum[0]
        for e in self.store.labelled(label, 20, run.kbs):
            found = next(
                (k for k, v in e.props.items() if isinstance(v, int | float) and not isinstance(v, bool)), None
            )
            if found:
                return found
        return None

    def _typed(self, q: str, run: GraphSearch) -> list[Fact]:
        spec, inverse = self._asked_relation(q)
        if spec is None:
            return []
        named = self.store.find_entities(q, kbs=run.kbs)
        facts: list[Fact] = []
        for e in named:
            facts += self.store.relations(e.name, spec.type, "in" if inverse else "out", self.cap, [e.source.kb])
        if facts or inverse:
            return facts
        return self._fuzzy_subject(q, spec, run)

    def _asked_relation(self, q: str) -> tuple[RelationSpec | None, bool]:
        best: tuple[int, RelationSpec | None, bool] = (0, None, False)
        for spec in self.mapping.relation_specs():
            for words, inverse in ((spec.keywords, False), (spec.inverse_keywords, True)):
                for w in words:
                    if w in q and len(w) > best[0]:
                        best = (len(w), spec, inverse)
        return best[1], best[2]

    def _fuzzy_subject(self, q: str, spec: RelationSpec, run: GraphSearch) -> list[Fact]:
        """ "IT设备申领由谁审批" names the item only loosely: match it against the relation's subjects."""
        phrase = q
        for w in sorted([*spec.keywords, "是谁", "是什么", "请问", "的"], key=len, reverse=True):
            phrase = phrase.replace(w, " ")
        parts = [p for p in PUNCT.split(phrase) if len(p) >= 2]
        all_facts = self._visible(self.store.relations(None, spec.type, "out", 500, run.kbs), run)
        scored = []
        for f in all_facts:
            base = re.sub(r"（.*?）|\(.*?\)", "", f.subject.name)
            score = max([len(p) for p in parts if p in f.subject.name] + [len(base) if base and base in q else 0])
            if score:
                scored.append((score, f))
        if not scored:
            return []
        top = max(s for s, _ in scored)
        return [f for s, f in scored if s == top]

    def _paths(self, q: str, run: GraphSearch) -> list[Fact]:
        named = self.store.find_entities(q, 2, run.kbs)
        if len(named) < 2:
            return []
        paths = self.store.paths(named[0].name, named[1].name, 3, 5, run.kbs)
        return [f for p in paths[:3] for f in p]

    def _neighbours(self, q: str, run: GraphSearch) -> list[Fact]:
        named = self.store.find_entities(q, 1, run.kbs)
        return self.store.neighbours(named[0].name, self.cap, [named[0].source.kb]) if named else []


def _is_node(v: Any) -> bool:
    return isinstance(v, dict) and "name" in v and "labels" in v


def _is_rel(v: Any) -> bool:
    return isinstance(v, dict) and "_src" in v and "type" in v


def rows_to_facts(rows: list[dict[str, Any]]) -> list[Fact]:
    """Turn generated-query rows into facts; rows without a node/edge carrying a source are dropped."""
    from knowdesk.relations.kuzu_store import _entity, _fact  # the row shapes are Kuzu's

    facts: list[Fact] = []
    for row in rows:
        nodes = [v for v in row.values() if _is_node(v)]
        rels = [v for v in row.values() if _is_rel(v)]
        by_off = {n["_id"]["offset"]: n for n in nodes if "_id" in n}
        for r in rels:
            a, b = by_off.get(r["_src"]["offset"]), by_off.get(r["_dst"]["offset"])
            if a and b and r.get("fragment_id"):
                facts.append(_fact(a, r, b))
        if not rels:
            for n in nodes:
                e: Entity = _entity(n)
                if e.source.fragment_id:
                    facts.append(Fact(e, source=e.source))
    return facts


__all__ = ["SOURCE_COLS", "GraphRetriever", "Source", "rows_to_facts"]
