""" "XXX是谁" from the graph: a known person's department, role and 上级, citing the org chart."""

from __future__ import annotations

from knowdesk.graph.base import GraphStore


class GraphEntities:
    """EntityResolver backed by the graph store; unknown names give None (the caller's seed reply)."""

    def __init__(self, store: GraphStore) -> None:
        self.store = store

    def who_is(self, entity: str) -> str | None:
        e = self.store.entity(entity.strip())
        if e is None:
            return None
        parts = [f"{e.name}（{e.type}）"]
        parts += [f"{k}：{v}" for k, v in e.props.items() if v not in ("", None)]
        for f in self.store.relations(e.name, "上级", "out", 3):
            if f.object is not None:
                parts.append(f"上级：{f.object.name}")
        src = e.source
        cite = f"〔来源：《{src.document}》{src.section}〕" if src.document else ""
        return "；".join(parts) + "。" + cite
