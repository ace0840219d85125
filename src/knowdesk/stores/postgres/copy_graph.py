"""The relation graph on migration: Kuzu's entities and relations into the PostgreSQL graph tables.

Rows are copied as stored (props stay the same JSON text, relations keep Kuzu's scan order as
their `seq`), so `PgGraphStore` answers "XXX是谁" and relation questions as Kuzu did. The digest
compares both sides row by row in key order.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from knowdesk.relations.kuzu_store import result_rows
from knowdesk.stores.tables import table

FILE = "graph.kuzu"  # where `Knowdesk.graph_store` keeps the embedded graph
ENTITY_COLS = [c.name for c in table("graph_entities").columns]  # as declared, Kuzu's property names too
RELATION_COLS = [c.name for c in table("graph_relations").columns if c.kind != "serial"]  # seq: Kuzu's scan order
_LISTS = {"labels", "aliases"}


def _text(col: str, value: Any) -> Any:
    """Kuzu's NULLs as the PostgreSQL columns' defaults ('' / '{}' / [])."""
    if col in _LISTS:
        return list(value or [])
    if value is None:
        return "{}" if col == "props" else ""
    return value


def read_kuzu(data_dir: Path) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """(entities, relations) of the embedded graph, opened read-only; None when there is none."""
    path = Path(data_dir) / FILE
    if not path.exists():
        return None
    import kuzu

    db = kuzu.Database(str(path), read_only=True)
    conn = kuzu.Connection(db)
    try:
        tables = {t["name"] for t in result_rows(conn.execute("CALL show_tables() RETURN *"))}
        if "Entity" not in tables or "Rel" not in tables:
            return [], []
        ents = result_rows(conn.execute("MATCH (n:Entity) RETURN " + ", ".join(f"n.{c} AS {c}" for c in ENTITY_COLS)))
        rel_cols = ", ".join(f"r.{c} AS {c}" for c in RELATION_COLS[2:])
        rels = result_rows(
            conn.execute(f"MATCH (x:Entity)-[r:Rel]->(y:Entity) RETURN x.id AS a, y.id AS b, {rel_cols}")
        )
    finally:
        conn.close()
        db.close()
    entities = [{c: _text(c, e[c]) for c in ENTITY_COLS} for e in ents]
    relations = [{c: _text(c, r[c]) for c in RELATION_COLS} for r in rels]
    return entities, relations


def copy_graph(graph: tuple[list[dict[str, Any]], list[dict[str, Any]]], tx: Any) -> None:
    """Insert the rows `read_kuzu` returned, in the caller's transaction."""
    entities, relations = graph
    with tx.cursor() as cur:
        cur.executemany(
            f"INSERT INTO graph_entities({', '.join(ENTITY_COLS)}) VALUES ({', '.join(['%s'] * len(ENTITY_COLS))})",
            [[e[c] for c in ENTITY_COLS] for e in entities],
        )
        cur.executemany(
            f"INSERT INTO graph_relations({', '.join(RELATION_COLS)}) VALUES ({', '.join(['%s'] * len(RELATION_COLS))})",
            [[r[c] for c in RELATION_COLS] for r in relations],
        )


def digest(rows: list[dict[str, Any]], cols: list[str], key: list[str]) -> tuple[int, str]:
    """(rows, SHA-256) in key order (bytewise, as both sides sort it here)."""
    h = hashlib.sha256()
    for r in sorted(rows, key=lambda r: [str(r[k]).encode() for k in key]):
        h.update(json.dumps([_text(c, r[c]) for c in cols], ensure_ascii=False).encode() + b"\n")
    return len(rows), h.hexdigest()


ENTITY_KEY = ["id"]
RELATION_KEY = ["a", "type", "kb", "b"]  # graph_relations' unique key, Kuzu's MERGE key
