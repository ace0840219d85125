"""The relation graph in PostgreSQL (server mode): the `GraphStore` contract on two tables.

Same merging rules and answers as `KuzuGraphStore`; paths of 1–3 undirected hops come from a
recursive CTE instead of Cypher. Generated Cypher (LLM mode) needs Kuzu: `read_cypher` refuses,
and the retriever then answers from its templates as it does for any failed query.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from knowdesk.errors import ConfigError
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
from knowdesk.relations.kuzu_store import SOURCE_COLS
from knowdesk.stores.postgres.db import PgDatabase, Row

_SRC = ", ".join(SOURCE_COLS)
_ECOLS = f"id, name, type, labels, aliases, props, {_SRC}"
_RCOLS = f"seq, a, b, type, props, valid_from, {_SRC}"


def _source(d: Row, prefix: str = "") -> Source:
    return Source(**{c: d.get(prefix + c) or "" for c in SOURCE_COLS})


def _entity(d: Row, prefix: str = "") -> Entity:
    return Entity(
        name=d[prefix + "name"], type=d[prefix + "type"] or "", aliases=list(d[prefix + "aliases"] or []),
        props=json.loads(d[prefix + "props"] or "{}"), source=_source(d, prefix), labels=list(d[prefix + "labels"] or []),
        node=d[prefix + "id"],
    )  # fmt: skip


def _prefixed(alias: str, prefix: str, cols: str) -> str:
    return ", ".join(f"{alias}.{c.strip()} AS {prefix}{c.strip()}" for c in cols.split(","))


_FACT_SELECT = f"""SELECT {_prefixed("a", "a_", _ECOLS)}, {_prefixed("r", "r_", _RCOLS)}, {_prefixed("b", "b_", _ECOLS)}
FROM graph_relations r JOIN graph_entities a ON a.id = r.a JOIN graph_entities b ON b.id = r.b"""


def _fact(row: Row) -> Fact:
    return Fact(_entity(row, "a_"), row["r_type"], _entity(row, "b_"), json.loads(row["r_props"] or "{}"),
                _source(row, "r_"))  # fmt: skip


class PgGraphStore:
    """GraphStore on PostgreSQL, shared by every worker."""

    def __init__(self, db: PgDatabase) -> None:
        self.db = db

    def read_cypher(self, query: str, params: dict[str, Any] | None = None) -> list[dict[str, Any]]:
        raise ConfigError("Cypher queries need the embedded graph (Kuzu); server mode answers from the templates")

    # ── writes ──
    def upsert(self, entities: list[Entity], relations: list[Relation]) -> None:
        """Merge entities of one knowledge base (labels, aliases and props accumulate), then relations
        (one per subject/type/object/kb) between nodes of the relation's own base."""
        merged = merge_entities(entities, self._by_id)
        with self.db.transaction() as tx, tx.cursor() as cur:
            cur.executemany(
                f"""INSERT INTO graph_entities({_ECOLS}) VALUES ({", ".join(["%s"] * 13)})
                    ON CONFLICT(id) DO UPDATE SET {", ".join(f"{c}=excluded.{c}" for c in _ECOLS.split(", ")[1:])}""",
                [(e.id, e.name, e.type, sorted({*e.labels, e.type}), e.aliases, json.dumps(e.props, ensure_ascii=False),
                  *(getattr(e.source, c) for c in SOURCE_COLS)) for e in merged.values()],
            )  # fmt: skip
            keep = [c for c in ("props", "valid_from", *SOURCE_COLS) if c != "kb"]
            cur.executemany(
                f"""INSERT INTO graph_relations(a, b, type, props, valid_from, {_SRC})
                    SELECT %s, %s, %s, %s, %s, {", ".join(["%s"] * len(SOURCE_COLS))}
                    WHERE EXISTS (SELECT 1 FROM graph_entities WHERE id=%s)
                      AND EXISTS (SELECT 1 FROM graph_entities WHERE id=%s)
                    ON CONFLICT(a, type, kb, b) DO UPDATE SET {", ".join(f"{c}=excluded.{c}" for c in keep)}""",
                [(a, b, r.type, json.dumps(r.props, ensure_ascii=False), r.valid_from,
                  *(getattr(r.source, c) for c in SOURCE_COLS), a, b)
                 for r in relations for a, b in [(node_id(r.source.kb, r.subject, r.source.sensitive),
                                                  node_id(r.source.kb, r.object, r.source.sensitive))]],
            )  # fmt: skip

    def clear(self, kb: str | None = None) -> None:
        """Drop one knowledge base's relations and the entities left without any (or everything)."""
        with self.db.transaction() as tx:
            if kb is None:
                tx.execute("DELETE FROM graph_entities")
                return
            tx.execute("DELETE FROM graph_relations WHERE kb=%s", (kb,))
            tx.execute(
                """DELETE FROM graph_entities n WHERE n.kb=%s AND NOT EXISTS
                   (SELECT 1 FROM graph_relations r WHERE r.a = n.id OR r.b = n.id)""",
                (kb,),
            )

    def legacy_kbs(self) -> list[str]:
        """Every knowledge base in the graph when any node was written before nodes belonged to one
        base (an id without its base), else []."""
        if not self.db.query_one("SELECT 1 FROM graph_entities WHERE NOT starts_with(id, kb || '/') LIMIT 1"):
            return []
        rows = self.db.query("SELECT kb FROM graph_entities UNION SELECT kb FROM graph_relations")
        return sorted({r["kb"] for r in rows if r["kb"]})

    # ── reads ──
    def count(self) -> tuple[int, int]:
        r: Any = self.db.query_one(
            "SELECT (SELECT COUNT(*) FROM graph_entities) AS n, (SELECT COUNT(*) FROM graph_relations) AS r"
        )
        return int(r["n"]), int(r["r"])

    def _kbs(self, kbs: Sequence[str] | None) -> list[str]:
        if kbs is not None:
            return list(kbs)
        return [r["kb"] for r in self.db.query('SELECT kb FROM graph_entities GROUP BY kb ORDER BY kb COLLATE "C"')]

    def _ids(self, name: str, kbs: Sequence[str] | None) -> list[str]:
        return [i for kb in self._kbs(kbs) for i in node_ids(kb, name)]

    def _by_id(self, id: str) -> Entity | None:
        r = self.db.query_one(f"SELECT {_ECOLS} FROM graph_entities WHERE id=%s", (id,))
        return _entity(r) if r else None

    def entity(self, name: str, kbs: Sequence[str] | None = None) -> Entity | None:
        """The entity of that name (or alias) in the first of `kbs` that has one."""
        scope = self._kbs(kbs)
        r = self.db.query_one(
            f"""SELECT {_ECOLS} FROM graph_entities WHERE kb = ANY(%(kbs)s) AND (id = ANY(%(ids)s) OR %(key)s = ANY(aliases))
                ORDER BY NOT id = ANY(%(ids)s), array_position(%(kbs)s, kb), id LIMIT 1""",
            {"kbs": scope, "ids": self._ids(name, scope), "key": entity_key(name)},
        )
        return _entity(r) if r else None

    def find_entities(self, text: str, limit: int = 20, kbs: Sequence[str] | None = None) -> list[Entity]:
        """Entities whose name (or an alias) occurs in `text`, longest names first."""
        rows = self.db.query(
            f"""SELECT {_ECOLS} FROM graph_entities WHERE kb = ANY(%s) AND (strpos(%s, name) > 0
                   OR EXISTS (SELECT 1 FROM unnest(aliases) x WHERE x <> '' AND strpos(%s, x) > 0))
                ORDER BY length(name) DESC, id""",
            (self._kbs(kbs), text, text),
        )
        return [_entity(r) for r in rows if r["name"]][:limit]

    def neighbours(self, name: str, limit: int = 50, kbs: Sequence[str] | None = None) -> list[Fact]:
        ids = self._ids(name, kbs)
        rows = self.db.query(f"{_FACT_SELECT} WHERE r.a = ANY(%s) OR r.b = ANY(%s) ORDER BY r.seq LIMIT %s",
                             (ids, ids, limit))  # fmt: skip
        return [_fact(r) for r in rows]

    def relations(
        self, name: str | None, type: str, direction: str = "out", limit: int = 50, kbs: Sequence[str] | None = None
    ) -> list[Fact]:
        """Edges of one type; `direction` says whether `name` is the subject (out) or object (in)."""
        scope = self._kbs(kbs)
        where = "r.type=%(t)s AND r.kb = ANY(%(kbs)s)" + (
            "" if name is None else (" AND r.a = ANY(%(ids)s)" if direction == "out" else " AND r.b = ANY(%(ids)s)")
        )
        rows = self.db.query(
            f"{_FACT_SELECT} WHERE {where} ORDER BY r.seq LIMIT %(n)s",
            {"t": type, "kbs": scope, "ids": self._ids(name, scope) if name else None, "n": limit},
        )
        return [_fact(r) for r in rows]

    def paths(
        self, a: str, b: str, max_hops: int = 3, limit: int = 10, kbs: Sequence[str] | None = None
    ) -> list[list[Fact]]:
        """Shortest-first undirected paths of 1..max_hops (≤3) edges between two entities of one base
        (no edge twice)."""
        hops = max(1, min(3, max_hops))
        found: list[list[int]] = []
        pairs = [ab for kb in self._kbs(kbs) for ab in zip(node_ids(kb, a), node_ids(kb, b), strict=True)]
        for ida, idb in pairs:  # within one base and partition
            rows = self.db.query(
                """WITH RECURSIVE walk(node, edges, depth) AS (
                       SELECT %(a)s::text, ARRAY[]::bigint[], 0
                       UNION ALL
                       SELECT CASE WHEN r.a = w.node THEN r.b ELSE r.a END, w.edges || r.seq, w.depth + 1
                       FROM walk w JOIN graph_relations r ON (r.a = w.node OR r.b = w.node) AND NOT r.seq = ANY(w.edges)
                       WHERE w.depth < %(h)s AND w.node <> %(b)s
                   )
                   SELECT edges FROM walk WHERE node = %(b)s AND depth > 0 ORDER BY depth, edges LIMIT %(n)s""",
                {"a": ida, "b": idb, "h": hops, "n": limit},
            )
            found += [r["edges"] for r in rows]
        found = sorted(found, key=len)[:limit]
        seqs = sorted({s for edges in found for s in edges})
        facts = {r["r_seq"]: _fact(r) for r in self.db.query(f"{_FACT_SELECT} WHERE r.seq = ANY(%s)", (seqs,))}
        return [[facts[s] for s in edges] for edges in found]

    def labelled(self, label: str, limit: int | None = None, kbs: Sequence[str] | None = None) -> list[Entity]:
        """Entities carrying `label`, by id."""
        rows = self.db.query(
            f'SELECT {_ECOLS} FROM graph_entities WHERE %s = ANY(labels) AND kb = ANY(%s) ORDER BY id COLLATE "C" LIMIT %s',
            (label, self._kbs(kbs), limit),
        )
        return [_entity(r) for r in rows]

    def top_by(self, label: str, prop: str, n: int = 3, kbs: Sequence[str] | None = None) -> list[Entity]:
        """The `n` entities carrying `label` with the largest numeric `prop`."""
        return top_by_value(self.labelled(label, None, kbs), prop, n)

    def relation_types(self) -> list[str]:
        return [
            r["type"] for r in self.db.query('SELECT type FROM graph_relations GROUP BY type ORDER BY type COLLATE "C"')
        ]

    def close(self) -> None:
        """The connection belongs to the app's PgDatabase."""
