"""Who may read a graph fact: its source fragments decide, as they do for every other answer.

The store already scopes its queries to the caller's knowledge bases; this check adds what only the
document store knows (a fragment marked sensitive, a fragment deleted since the graph was built),
so a fact is shown only when every fragment it was read from is still there and readable.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Protocol

from knowdesk.relations.base import Entity, Fact, GraphScope, Source


class _Readable(Protocol):
    kb: str
    sensitive: bool


FragmentLookup = Callable[[list[str]], Mapping[str, _Readable]]


def _sources(f: Fact) -> Iterable[Source]:
    yield f.source
    yield f.subject.source
    if f.object is not None:
        yield f.object.source


def _readable(sources: list[Source], scope: GraphScope, fragments: FragmentLookup) -> list[bool]:
    rows = fragments(sorted({s.fragment_id for s in sources if s.fragment_id}))

    def ok(src: Source) -> bool:
        row = rows.get(src.fragment_id)
        return row is not None and scope.admits_kb(row.kb) and (scope.allow_sensitive or not row.sensitive)

    return [ok(s) for s in sources]


def visible_facts(facts: list[Fact], scope: GraphScope, fragments: FragmentLookup) -> list[Fact]:
    """The facts whose every source fragment exists and is within `scope`."""
    per_fact = [list(_sources(f)) for f in facts]
    flags = iter(_readable([s for srcs in per_fact for s in srcs], scope, fragments))
    return [f for f, srcs in zip(facts, per_fact, strict=True) if all([next(flags) for _ in srcs])]


def visible_entity(entity: Entity | None, scope: GraphScope, fragments: FragmentLookup) -> Entity | None:
    """The entity when the fragment it was read from is within `scope`, else None."""
    if entity is None:
        return None
    return entity if all(_readable([entity.source], scope, fragments)) else None
