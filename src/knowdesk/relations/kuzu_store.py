"""The embedded graph store: Kuzu (speaks Cypher) in `<data_dir>/graph.kuzu`.

One `Entity` node table and one `Rel` table with a `type` column keep the schema fixed, so
building from any mapping never migrates and generated Cypher has a small vocabulary to check.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from knowdesk.errors import BusyError
from knowdesk.relations.base import (
    Entity,
    Fact,
    Relation,
    Source,
    entity_key,
    merge_entities,
    node_id,
    node_ids,
    top_by_value,
)
from knowdesk.relations.lock import busy_message

SOURCE_COLS = ["fragment_id", "document_id", "document", "section", "kb", "updated", "format"]
ENTITY_PROPS = ["id", "name", "type", "labels", "aliases", "props", *SOURCE_COLS]
REL_PROPS = ["type", "props", "valid_from", *SOURCE_COLS]
_SRC_DDL = ", ".join(f"{c} STRING" for c in SOURCE_COLS)
SCHEMA = [
    "CREATE NODE TABLE IF NOT EXISTS Entity(id STRING, name STRING, type STRING, labels STRING[], "
    f"aliases STRING[], props STRING, {_SRC_DDL}, PRIMARY KEY(id))",
    f"CREATE REL TABLE IF NOT EXISTS Rel(FROM Entity TO Entity, type STRING, props STRING, valid_from STRING, {_SRC_DDL})",
]


def _source(d: dict[str, Any]) -> Source:
    return Source(**{c: d.get(c) or "" for c in SOURCE_COLS})


def _entity(d: dict[str, Any]) -> Entity:
    return Entity(
        name=d["name"], type=d.get("type") or "", aliases=list(d.get("aliases") or []),
        props=json.loads(d.get("props") or "{}"), source=_source(d), labels=list(d.get("labels") or []),
        node=d.get("id") or "",
    )  # fmt: skip


def _fact(a: dict[str, Any], r: dict[str, Any], b: dict[str, Any]) -> Fact:
    return Fact(_entity(a), r["type"], _entity(b), json.loads(r.get("props") or "{}"), _source(r))


class KuzuGraphStore:
    """GraphStore on an embedded Kuzu database; one connection, serialised by a lock."""

    def __init__(self, path: Path) -> None:
        import kuzu

        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        try:
            self._db = kuzu.Database(str(path))
        except RuntimeError as exc:
            if "lock" in str(exc).lower():
                raise BusyError(busy_message(path)) from None
            raise
        self._conn = kuzu.Connection(self._db)
        self._lock = threading.Lock()
        for ddl in SCHEMA:
            self._conn.execute(ddl)

    # ── low level ──
    def _rows(self, query: str, params: dict[str, Any] | None = None) -> list[dict[str, Any]]:
        with self._lock:
            return result_rows(self._conn.execute(query, params or {}))

    def read_cypher(self, query: str, params: dict[str, Any] | None = None) -> list[dict[str, Any]]:
        """Run a query that `cypher_guard.validate` already accepted (callers must validate)."""
        return self._rows(query, params)

    # ── writes ──
    def upsert(self, entities: list[Entity], relations: list[Relation]) -> None:
        """Merge entities of one knowledge base (labels, aliases and props accumulate), then relations
        (one per subject/type/object/kb) between nodes of the relation's own base."""
        for e in merge_entities(entities, self._by_id).values():
            params = {"id": e.id, "name": e.name, "type": e.type, "labels": sorted({*e.labels, e.type}),
                      "aliases": e.aliases, "props": json.dumps(e.props, ensure_ascii=False),
                      **{c: getattr(e.source, c) for c in SOURCE_COLS}}  # fmt: skip
            sets = ", ".join(f"n.{k}=${k}" for k in params if k != "id")
            self._rows(f"MERGE (n:Entity {{id:$id}}) SET {sets}", params)
        for r in relations:
            params = {"a": node_id(r.source.kb, r.subject, r.source.sensitive),
                      "b": node_id(r.source.kb, r.object, r.source.sensitive), "type": r.type,
                      "props": json.dumps(r.props, ensure_ascii=False), "valid_from": r.valid_from,
                      **{c: getattr(r.source, c) for c in SOURCE_COLS}}  # fmt: skip
            sets = ", ".join(f"r.{k}=${k}" for k in params if k not in ("a", "b", "type", "kb"))
            self._rows(
                "MATCH (a:Entity {id:$a}), (b:Entity {id:$b}) "
                f"MERGE (a)-[r:Rel {{type:$type, kb:$kb}}]->(b) SET {sets}",
                params,
            )

    def clear(self, kb: str | None = None) -> None:
        """Drop one knowledge base's relations and the entities left without any (or everything)."""
        if kb is None:
            self._rows("MATCH (n:Entity) DETACH DELETE n")
            return
        self._rows("MATCH ()-[r:Rel]->() WHERE r.kb=$kb DELETE r", {"kb": kb})
        self._rows("MATCH (n:Entity) WHERE n.kb=$kb AND NOT EXISTS { MATCH (n)-[:Rel]-() } DELETE n", {"kb": kb})

    def legacy_kbs(self) -> list[str]:
        """Every knowledge base in the graph when any node was written before nodes belonged to one
        base (an id without its base), else []."""
        if not self._rows("MATCH (n:Entity) WHERE NOT starts_with(n.id, concat(n.kb, '/')) RETURN n.id LIMIT 1"):
            return []
        kbs = self._rows("MATCH (n:Entity) RETURN DISTINCT n.kb AS kb")
        kbs += self._rows("MATCH ()-[r:Rel]->() RETURN DISTINCT r.kb AS kb")
        return sorted({r["kb"] for r in kbs if r["kb"]})

    # ── reads ──
    def count(self) -> tuple[int, int]:
        n = self._rows("MATCH (n:Entity) RETURN count(n) AS c")[0]["c"]
        r = self._rows("MATCH ()-[r:Rel]->() RETURN count(r) AS c")[0]["c"]
        return int(n), int(r)

    def _kbs(self, kbs: Sequence[str] | None) -> list[str]:
        if kbs is not None:
            return list(kbs)
        return [r["kb"] for r in self._rows("MATCH (n:Entity) RETURN DISTINCT n.kb AS kb ORDER BY kb")]

    def _ids(self, name: str, kbs: Sequence[str] | None) -> list[str]:
        return [i for kb in self._kbs(kbs) for i in node_ids(kb, name)]

    def _by_id(self, id: str) -> Entity | None:
        rows = self._rows("MATCH (n:Entity {id:$id}) RETURN n", {"id": id})
        return _entity(rows[0]["n"]) if rows else None

    def entity(self, name: str, kbs: Sequence[str] | None = None) -> Entity | None:
        """The entity of that name (or alias) in the first of `kbs` that has one."""
        scope = self._kbs(kbs)
        ids = self._ids(name, scope)
        rows = self._rows(
            "MATCH (n:Entity) WHERE list_contains($kbs, n.kb) AND (list_contains($ids, n.id) OR "
            "list_contains(n.aliases, $key)) RETURN n",
            {"kbs": scope, "ids": ids, "key": entity_key(name)},
        )
        rank = {i: n for n, i in enumerate(ids)}  # by base, the ordinary node before the sensitive one; aliases last
        ents = sorted((_entity(r["n"]) for r in rows), key=lambda e: (rank.get(e.id, len(ids)), e.id))
        return ents[0] if ents else None

    def find_entities(self, text: str, limit: int = 20, kbs: Sequence[str] | None = None) -> list[Entity]:
        """Entities whose name (or an alias) occurs in `text`, longest names first."""
        rows = self._rows("MATCH (n:Entity) WHERE list_contains($kbs, n.kb) RETURN n", {"kbs": self._kbs(kbs)})
        found = [_entity(r["n"]) for r in rows]
        hits = [e for e in found if any(a and a in text for a in [e.name, *e.aliases])]
        return sorted(hits, key=lambda e: -len(e.name))[:limit]

    def neighbours(self, name: str, limit: int = 50, kbs: Sequence[str] | None = None) -> list[Fact]:
        rows = self._rows(
            "MATCH (a:Entity)-[r:Rel]->(b:Entity) WHERE list_contains($ids, a.id) OR list_contains($ids, b.id) "
            "RETURN a, r, b LIMIT $n",
            {"ids": self._ids(name, kbs), "n": limit},
        )
        return [_fact(x["a"], x["r"], x["b"]) for x in rows]

    def relations(
        self, name: str | None, type: str, direction: str = "out", limit: int = 50, kbs: Sequence[str] | None = None
    ) -> list[Fact]:
        """Edges of one type; `direction` says whether `name` is the subject (out) or object (in)."""
        params: dict[str, Any] = {"t": type, "n": limit, "kbs": self._kbs(kbs)}
        where = "r.type=$t AND list_contains($kbs, r.kb)"
        if name is not None:
            where += " AND list_contains($ids, " + ("a.id)" if direction == "out" else "b.id)")
            params["ids"] = self._ids(name, params["kbs"])
        rows = self._rows(f"MATCH (a:Entity)-[r:Rel]->(b:Entity) WHERE {where} RETURN a, r, b LIMIT $n", params)
        return [_fact(x["a"], x["r"], x["b"]) for x in rows]

    def paths(
        self, a: str, b: str, max_hops: int = 3, limit: int = 10, kbs: Sequence[str] | None = None
    ) -> list[list[Fact]]:
        """Shortest-first undirected paths of 1..max_hops (≤3) edges between two entities of one base."""
        hops = max(1, min(3, max_hops))
        found: list[list[Fact]] = []
        for kb in self._kbs(kbs):
            for ida, idb in zip(node_ids(kb, a), node_ids(kb, b), strict=True):  # within one partition
                rows = self._rows(
                    f"MATCH p=(a:Entity {{id:$a}})-[:Rel*1..{hops}]-(b:Entity {{id:$b}}) "
                    "RETURN nodes(p) AS ns, rels(p) AS rs ORDER BY length(p) LIMIT $n",
                    {"a": ida, "b": idb, "n": limit},
                )
                for row in rows:
                    by_id = {n["_id"]["offset"]: n for n in row["ns"]}
                    found.append([_fact(by_id[r["_src"]["offset"]], r, by_id[r["_dst"]["offset"]]) for r in row["rs"]])
        return sorted(found, key=len)[:limit]

    def labelled(self, label: str, limit: int | None = None, kbs: Sequence[str] | None = None) -> list[Entity]:
        """Entities carrying `label`, by id."""
        rows = self._rows(
            "MATCH (n:Entity) WHERE list_contains(n.labels, $l) AND list_contains($kbs, n.kb) RETURN n ORDER BY n.id"
            + ("" if limit is None else f" LIMIT {int(limit)}"),
            {"l": label, "kbs": self._kbs(kbs)},
        )
        return [_entity(r["n"]) for r in rows]

    def top_by(self, label: str, prop: str, n: int = 3, kbs: Sequence[str] | None = None) -> list[Entity]:
        """The `n` entities carrying `label` with the largest numeric `prop`."""
        return top_by_value(self.labelled(label, None, kbs), prop, n)

    def relation_types(self) -> list[str]:
        return [r["t"] for r in self._rows("MATCH ()-[r:Rel]->() RETURN DISTINCT r.type AS t ORDER BY t")]

    def close(self) -> None:
        with self._lock:
            self._conn.close()
            self._db.close()


def result_rows(res: Any) -> list[dict[str, Any]]:
    """A Kuzu query result (or the first of several) as dicts keyed by column name."""
    res = res[0] if isinstance(res, list) else res
    cols = res.get_column_names()
    out = []
    while res.has_next():
        out.append(dict(zip(cols, res.get_next(), strict=False)))
    return out
