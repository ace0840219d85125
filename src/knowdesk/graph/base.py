"""The graph store contract: entities and relations with their source fragments.

An interface, so the embedded Kuzu store and a later PostgreSQL store (relations tables +
recursive CTE) pass the same tests and the retriever never knows which one it talks to.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Protocol

CLAUSE = re.compile(r"^第[0-9一二三四五六七八九十百千零〇两]+[条章节款项篇部]")


def entity_key(name: str) -> str:
    """Entity ids are their normalised names: the same name in two sheets is one node."""
    return re.sub(r"\s+", "", name).strip()


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


@dataclass
class Entity:
    """A node: a person, department, approval item, company…; `labels` are all types seen."""

    name: str
    type: str
    aliases: list[str] = field(default_factory=list)
    props: dict[str, Any] = field(default_factory=dict)
    source: Source = field(default_factory=Source)
    labels: list[str] = field(default_factory=list)

    @property
    def id(self) -> str:
        return entity_key(self.name)


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
    """What retrieval and building need from a graph backend."""

    def upsert(self, entities: list[Entity], relations: list[Relation]) -> None: ...

    def clear(self, kb: str | None = None) -> None: ...

    def count(self) -> tuple[int, int]: ...

    def entity(self, name: str) -> Entity | None: ...

    def find_entities(self, text: str, limit: int = 20) -> list[Entity]: ...

    def neighbours(self, name: str, limit: int = 50) -> list[Fact]: ...

    def relations(self, name: str | None, type: str, direction: str = "out", limit: int = 50) -> list[Fact]: ...

    def paths(self, a: str, b: str, max_hops: int = 3, limit: int = 10) -> list[list[Fact]]: ...

    def top_by(self, label: str, prop: str, n: int = 3) -> list[Entity]: ...

    def relation_types(self) -> list[str]: ...

    def read_cypher(self, query: str, params: dict[str, Any] | None = None) -> list[dict[str, Any]]: ...
