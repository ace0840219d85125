"""The graph store contract: entities and relations with their source fragments.

An interface, so the embedded Kuzu store and a later PostgreSQL store (relations tables +
recursive CTE) pass the same tests and the retriever never knows which one it talks to.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

CLAUSE = re.compile(r"^第[0-9一二三四五六七八九十百千零〇两]+[条章节款项篇部]")


def entity_key(name: str) -> str:
    """An entity's normalised name: the same name in two sheets of one knowledge base is one node."""
    return re.sub(r"\s+", "", name).strip()


SENSITIVE_PART = "\ue000"  # a private-use character: marks the ids of nodes read from sensitive fragments


def node_id(kb: str, name: str, sensitive: bool = False) -> str:
    """A node belongs to one knowledge base and one sensitivity: the same name in two bases (or in a
    sensitive and an ordinary sheet) is two nodes, so no property, alias or relation of one is ever read
    through the other (knowledge base names hold no '/')."""
    return f"{kb}/{SENSITIVE_PART if sensitive else ''}{entity_key(name)}"


def node_ids(kb: str, name: str) -> list[str]:
    """Both nodes a name may have in one base: the ordinary one first."""
    return [node_id(kb, name), node_id(kb, name, sensitive=True)]


@dataclass(frozen=True)
class GraphScope:
    """What a caller may read from the graph: their knowledge bases (None = all, for admins and the
    CLI) and whether facts read from sensitive fragments. Every read of the graph takes one."""

    kbs: tuple[str, ...] | None = None
    allow_sensitive: bool = False

    @classmethod
    def of(cls, kbs: Sequence[str] | None, allow_sensitive: bool = False) -> GraphScope:
        return cls(None if kbs is None else tuple(kbs), allow_sensitive)

    def admits_kb(self, kb: str) -> bool:
        return self.kbs is None or kb in self.kbs


EVERYTHING = GraphScope()  # admins and the CLI's own inspection commands
NOTHING = GraphScope(kbs=())  # the default where a caller forgot to say: nothing is read


def is_entity_name(name: str) -> bool:
    """Clause numbers (第N条), empty cells and bare numbers are never entities."""
    key = entity_key(name)
    if not key or len(key) > 60 or CLAUSE.match(key):
        return False
    return not re.fullmatch(r"[\d.,%\-]+", key)


@dataclass
class Source:
    """Where a fact was read: the fragment (for citation) and its document/sheet."""

    fragment_id: str = ""
    document_id: str = ""
    document: str = ""
    section: str = ""
    kb: str = ""
    updated: str = ""
    format: str = ""
    sensitive: bool = False  # known while building (it picks the node); readers check the fragment itself


@dataclass
class Entity:
    """A node: a person, department, approval item, company…; `labels` are all types seen."""

    name: str
    type: str
    aliases: list[str] = field(default_factory=list)
    props: dict[str, Any] = field(default_factory=dict)
    source: Source = field(default_factory=Source)
    labels: list[str] = field(default_factory=list)
    node: str = ""  # the stored id, when read from a store

    @property
    def id(self) -> str:
        return self.node or node_id(self.source.kb, self.name, self.source.sensitive)


@dataclass
class Relation:
    """A typed edge subject → object, valid from a date, with the fragment it came from."""

    subject: str
    type: str
    object: str
    props: dict[str, Any] = field(default_factory=dict)
    source: Source = field(default_factory=Source)
    valid_from: str = ""


@dataclass
class Fact:
    """One answer row: a relation (or an entity alone when `type` is empty) plus its source."""

    subject: Entity
    type: str = ""
    object: Entity | None = None
    props: dict[str, Any] = field(default_factory=dict)
    source: Source = field(default_factory=Source)

    def render(self, phrase: str = "{subject}的{type}是{object}") -> str:
        """A sentence the generator can quote whole: 李明的上级是郑伟。"""
        if not self.type or self.object is None:
            extra = "，".join(f"{k}为{v}" for k, v in self.subject.props.items() if v not in ("", None))
            return f"{self.subject.name}（{self.subject.type}）" + (f"：{extra}。" if extra else "。")
        extra = "，".join(f"{k}：{v}" for k, v in self.props.items() if v not in ("", None))
        line = phrase.format(subject=self.subject.name, type=self.type, object=self.object.name)
        return line + (f"（{extra}）。" if extra else "。")


class GraphStore(Protocol):
    """What retrieval and building need from a graph backend.

    Reads take the knowledge bases they may look in (`kbs`, None = all): scoping happens in the
    query, so another base's nodes can neither answer nor crowd out a limit. Sensitivity is checked
    by the caller against the source fragments (`graph.access.visible_facts`)."""

    def upsert(self, entities: list[Entity], relations: list[Relation]) -> None: ...

    def clear(self, kb: str | None = None) -> None: ...

    def count(self) -> tuple[int, int]: ...

    def legacy_kbs(self) -> list[str]: ...

    def entity(self, name: str, kbs: Sequence[str] | None = None) -> Entity | None: ...

    def find_entities(self, text: str, limit: int = 20, kbs: Sequence[str] | None = None) -> list[Entity]: ...

    def neighbours(self, name: str, limit: int = 50, kbs: Sequence[str] | None = None) -> list[Fact]: ...

    def relations(
        self, name: str | None, type: str, direction: str = "out", limit: int = 50, kbs: Sequence[str] | None = None
    ) -> list[Fact]: ...

    def paths(
        self, a: str, b: str, max_hops: int = 3, limit: int = 10, kbs: Sequence[str] | None = None
    ) -> list[list[Fact]]: ...

    def labelled(self, label: str, limit: int | None = None, kbs: Sequence[str] | None = None) -> list[Entity]: ...

    def top_by(self, label: str, prop: str, n: int = 3, kbs: Sequence[str] | None = None) -> list[Entity]: ...

    def relation_types(self) -> list[str]: ...

    def read_cypher(self, query: str, params: dict[str, Any] | None = None) -> list[dict[str, Any]]: ...


def merge_entities(entities: list[Entity], stored: Callable[[str], Entity | None]) -> dict[str, Entity]:
    """The rows an upsert writes: entities of one node (same base and name) merge with each other and
    with the stored node (`stored(id)`): labels, aliases and props accumulate, the first source stays."""
    merged: dict[str, Entity] = {}
    for e in entities:
        old = merged.get(e.id) or stored(e.id)
        if old is not None:
            e = Entity(old.name, old.type or e.type, sorted({*old.aliases, *e.aliases}), {**old.props, **e.props},
                       old.source if old.source.fragment_id else e.source, sorted({*old.labels, *e.labels, e.type}))  # fmt: skip
        merged[e.id] = e
    return merged


def top_by_value(entities: list[Entity], prop: str, n: int) -> list[Entity]:
    """The `n` entities with the largest numeric `prop` (entities without a number for it are left out)."""

    def value(e: Entity) -> float:
        try:
            return float(e.props.get(prop))  # type: ignore[arg-type]
        except (TypeError, ValueError):
            return float("-inf")

    return sorted((e for e in entities if value(e) > float("-inf")), key=value, reverse=True)[:n]
