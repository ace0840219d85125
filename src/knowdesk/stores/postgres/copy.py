"""`knowdesk db migrate-from-embedded DATA_DIR`: copy an embedded installation into PostgreSQL, losslessly.

Everything server mode keeps in PostgreSQL is copied: knowledge bases, groups, documents,
fragments (their keyword index rebuilt from the same tokens), fast vectors, the embedding cache, the
ingest log, hot questions with their vectors, calibrated hot-question thresholds (from
`<data_dir>/hot_thresholds.json`; a custom `hot.thresholds_file` stays where it is), labelled hot-question
pairs and per-area refitted scorers, conversations,
assessment sessions, users with their hashed tokens, grants and conversation owners, the relation
graph (Kuzu → `copy_graph`), unfinished interviews' LangGraph checkpoints (`copy_checkpoints`), and
each fragment's dense vector (taken from the embedding cache, where the refiner writes it before
Chroma; a fragment whose vector is not there is left for the refiner). Everything but the dense
vectors goes in one transaction, so a failed copy leaves nothing behind. At the end every copied
table is counted and checksummed on both sides; any difference is reported.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from psycopg.types.json import Jsonb

from knowdesk.errors import ConfigError
from knowdesk.hot.thresholds import ThresholdFile
from knowdesk.stores.postgres import copy_checkpoints, copy_graph, keyword
from knowdesk.stores.postgres.db import PgDatabase
from knowdesk.stores.postgres.migrations import check
from knowdesk.stores.postgres.vectors import PgVectorIndex
from knowdesk.stores.sqlite.db import Database
from knowdesk.stores.tables import TABLES, Column, Table, column_list, quote, table
from knowdesk.text.tokenize import SEARCH_TOKENS_VERSION, taught_entries

_ORDERED_AS_TEXT = {"text", "json_text"}  # keys PostgreSQL must sort bytewise, as SQLite's BINARY does


def _copied() -> list[Table]:
    """The tables copied row for row, in copy order (`stores/tables.py`)."""
    return [t for t in TABLES if t.copy]


@dataclass
class TableCheck:
    table: str
    source_rows: int
    target_rows: int
    source_sha: str
    target_sha: str

    @property
    def ok(self) -> bool:
        return self.source_rows == self.target_rows and self.source_sha == self.target_sha


@dataclass
class CopyReport:
    tables: list[TableCheck] = field(default_factory=list)
    vectors: int = 0
    vectors_missing: int = 0  # fragments whose vector was not in the cache: the refiner will embed them

    @property
    def ok(self) -> bool:
        return all(t.ok for t in self.tables)


def _canon(kind: str, value: Any) -> Any:
    """A value as both engines' rows compare: JSON parsed, booleans as such, bytes and vectors by digest."""
    if value is None:
        return None
    if kind in ("json", "text_list"):
        return json.loads(value) if isinstance(value, str) else value
    if kind == "bool":
        return bool(value)
    if hasattr(value, "to_numpy"):  # pgvector's Vector
        value = value.to_numpy()
    if isinstance(value, np.ndarray):
        value = value.astype(np.float32).tobytes()
    if isinstance(value, bytes | memoryview):
        return hashlib.sha256(bytes(value)).hexdigest()
    return value


def _checksum(rows: list[dict[str, Any]], cols: list[Column]) -> str:
    h = hashlib.sha256()
    for r in rows:
        h.update(json.dumps([_canon(c.kind, r[c.name]) for c in cols], ensure_ascii=False, sort_keys=True).encode())
        h.update(b"\n")
    return h.hexdigest()


def _to_pg(kind: str, value: Any) -> Any:
    """A SQLite value as the PostgreSQL column of the same meaning takes it."""
    if value is None:
        return None
    if kind == "json":
        return Jsonb(json.loads(value))
    if kind == "text_list":
        return json.loads(value)
    if kind == "bool":
        return bool(value)
    if kind == "vector":
        return np.frombuffer(value, dtype=np.float32)
    return value


def _sqlite_rows(conn: sqlite3.Connection, sql: str) -> list[dict[str, Any]]:
    return [dict(r) for r in conn.execute(sql).fetchall()]


def _has_table(conn: sqlite3.Connection, name: str) -> bool:
    return conn.execute("SELECT 1 FROM sqlite_master WHERE type='table' AND name=?", (name,)).fetchone() is not None


def migrate_from_embedded(data_dir: Path, db: PgDatabase, model_ids: list[str] | None = None) -> CopyReport:
    """Copy `data_dir`'s embedded store into the (migrated, empty) PostgreSQL behind `db`."""
    path = Path(data_dir) / "knowdesk.sqlite3"
    if not path.exists():
        raise ConfigError(f"{path} does not exist: give the embedded installation's data directory")
    _require_empty(db)
    graph = copy_graph.read_kuzu(data_dir)  # before anything is written: a locked graph stops the copy here
    from knowdesk.auth import store as _auth  # noqa: F401  (the migrations Database runs below)
    from knowdesk.conversation import store as _registers  # noqa: F401
    from knowdesk.conversation import transcript as _transcript  # noqa: F401
    from knowdesk.gaps import store as _gaps  # noqa: F401

    Database(path).close()  # an installation last run by an older version gets this version's columns first
    src = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    src.row_factory = sqlite3.Row
    try:
        report = CopyReport()
        with db.transaction() as tx:
            _copy_relational(src, tx)
            if graph is not None:
                copy_graph.copy_graph(graph, tx)
            copy_checkpoints.copy_checkpoints(data_dir, tx)
            thresholds = _saved_thresholds(data_dir)
            with tx.cursor() as cur:
                cur.executemany(
                    "INSERT INTO hot_thresholds(scorer, area, threshold) VALUES (%(scorer)s, %(area)s, %(threshold)s)",
                    thresholds,
                )
        report.vectors, report.vectors_missing = _copy_vectors(src, db, model_ids)
        for t in _copied():
            if _has_table(src, t.name):
                report.tables.append(_table_check(src, db, t))
        if graph is not None:
            report.tables += _graph_checks(graph, db)
        copied = db.query(
            'SELECT scorer, area, threshold FROM hot_thresholds ORDER BY scorer COLLATE "C", area COLLATE "C"'
        )
        cols = table("hot_thresholds").columns[:3]  # scorer, area, threshold
        report.tables.append(TableCheck("hot_thresholds", len(thresholds), len(copied),
                                        _checksum(thresholds, cols), _checksum(copied, cols)))  # fmt: skip
        report.tables.append(
            TableCheck("checkpoints", *_pair(copy_checkpoints.source_digest(data_dir),
                                             copy_checkpoints.target_digest(db.connect())))
        )  # fmt: skip
        return report
    finally:
        src.close()


def _saved_thresholds(data_dir: Path) -> list[dict[str, Any]]:
    """Calibrated hot-question thresholds from the data directory's file, in code-point order."""
    saved = ThresholdFile(Path(data_dir) / "hot_thresholds.json").read()
    return [{"scorer": s, "area": a, "threshold": t} for s in sorted(saved) for a, t in sorted(saved[s].items())]


def _require_empty(db: PgDatabase) -> None:
    """An upgraded database (our schema and LangGraph's checkpoint tables) holding no knowdesk data."""
    check(db)
    row = db.query_one("SELECT to_regclass('checkpoints') IS NOT NULL AS ok")
    if not row or not row["ok"]:
        raise ConfigError("the PostgreSQL checkpoint tables are missing: run `knowdesk db upgrade`")
    if db.query_one(
        """SELECT 1 FROM knowledge_bases UNION ALL SELECT 1 FROM hot_questions UNION ALL SELECT 1 FROM users
           UNION ALL SELECT 1 FROM graph_entities UNION ALL SELECT 1 FROM checkpoints LIMIT 1"""
    ):
        raise ConfigError("the PostgreSQL database already holds knowdesk data; migrate into an empty one")


def _pair(source: tuple[int, str], target: tuple[int, str]) -> tuple[int, int, str, str]:
    """TableCheck's field order from two (rows, sha) digests."""
    return source[0], target[0], source[1], target[1]


def _graph_checks(graph: tuple[list[dict[str, Any]], list[dict[str, Any]]], db: PgDatabase) -> list[TableCheck]:
    g = copy_graph
    entities = db.query(f"SELECT {', '.join(g.ENTITY_COLS)} FROM graph_entities")
    relations = db.query(f"SELECT {', '.join(g.RELATION_COLS)} FROM graph_relations")
    return [
        TableCheck("graph_entities", *_pair(g.digest(graph[0], g.ENTITY_COLS, g.ENTITY_KEY),
                                            g.digest(entities, g.ENTITY_COLS, g.ENTITY_KEY))),
        TableCheck("graph_relations", *_pair(g.digest(graph[1], g.RELATION_COLS, g.RELATION_KEY),
                                             g.digest(relations, g.RELATION_COLS, g.RELATION_KEY))),
    ]  # fmt: skip


def _table_check(src: sqlite3.Connection, db: PgDatabase, t: Table) -> TableCheck:
    """Count and checksum one copied table on both sides, rows in key order."""
    cols = t.copied()
    order = ", ".join(quote(k) for k in t.key)
    a = _sqlite_rows(src, f"SELECT {column_list(cols, 'sqlite')} FROM {t.name} ORDER BY {order}")
    keys = [t.column(k) for k in t.key]
    pg_order = ", ".join(quote(k.name) + (' COLLATE "C"' if k.kind in _ORDERED_AS_TEXT else "") for k in keys)
    pg_cols = ", ".join(quote(c.named("postgres")) + (f" AS {c.name}" if c.pg_name else "") for c in cols)
    b = db.query(f"SELECT {pg_cols} FROM {t.name} ORDER BY {pg_order}")
    return TableCheck(t.name, len(a), len(b), _checksum(a, cols), _checksum(b, cols))


def _copy_relational(src: sqlite3.Connection, tx: Any) -> None:
    """Every relational row, in the caller's transaction (`tx`, a psycopg connection), table by table in the
    declared order; the fragments' keyword index is rebuilt from the same tokens on the way."""
    names = {r["id"]: r["name"] for r in src.execute("SELECT id, name FROM documents")}

    def keyword_columns(f: dict[str, Any]) -> tuple[Any, ...]:
        toks = keyword.index_tokens(names[f["document_id"]], f["section"], f["body"])
        return keyword.tsvector_literal(toks), len(toks)

    computed = {"fragments": (("tsv", "ntokens"), keyword_columns)}  # PostgreSQL's keyword index
    with tx.cursor() as cur:
        for t in _copied():
            if not _has_table(src, t.name):
                continue  # a feature the installation never used
            cols = t.copied()
            extra, compute = computed.get(t.name, ((), None))
            rows = [dict(r) for r in src.execute(
                f"SELECT {column_list(cols, 'sqlite')} FROM {t.name} ORDER BY {t.order}")]  # fmt: skip
            marks = ["%s::tsvector" if t.column(c).kind == "tsvector" else "%s" for c in extra]
            cur.executemany(
                f"INSERT INTO {t.name}({', '.join([column_list(cols, 'postgres'), *extra])}) "
                f"VALUES ({', '.join(['%s'] * len(cols) + marks)})",
                [tuple(_to_pg(c.kind, r[c.name]) for c in cols) + (compute(r) if compute else ()) for r in rows],
            )
            _after_copy(t, cur)


def _after_copy(t: Table, cur: Any) -> None:
    """What a table's rows need once they are in: sequences past the copied numbers, the keyword index's
    version, the hot-question vectors' HNSW indexes."""
    for c in t.copied():
        if c.kind == "serial":
            cur.execute(f"SELECT setval(pg_get_serial_sequence('{t.name}', '{c.name}'), "
                        f"GREATEST((SELECT MAX({c.name}) FROM {t.name}), 1))")  # fmt: skip
    if t.name == "fragments":
        cur.execute("UPDATE keyword_index_version SET tokens = %s", (SEARCH_TOKENS_VERSION,))  # written just now
        keyword.record_words(cur, taught_entries())  # … with the words taught now
    if t.name == "hot_question_vectors":
        models = cur.execute(
            "SELECT DISTINCT model, vector_dims(embedding) AS dim FROM hot_question_vectors"
        ).fetchall()  # each model's HNSW index now, not at the first match (migration 0008's function)
        cur.executemany("SELECT knowdesk_hot_vector_index(%s, %s)", [(m["model"], m["dim"]) for m in models])


def _copy_vectors(src: sqlite3.Connection, db: PgDatabase, model_ids: list[str] | None) -> tuple[int, int]:
    """Dense vectors of every vectored fragment, from the embedding cache; returns (copied, missing)."""
    rows = src.execute(
        """SELECT f.id, f.kb, f.document_id, f.vector_model, c.vector FROM fragments f
           LEFT JOIN embedding_cache c ON c.embed_hash = f.embed_hash AND c.model = f.vector_model
           WHERE f.vector_model IS NOT NULL ORDER BY f.rowid"""
    ).fetchall()
    by_model: dict[str, list[sqlite3.Row]] = {}
    missing: list[str] = []
    for r in rows:
        if model_ids is not None and r["vector_model"] not in model_ids:
            continue
        if r["vector"] is None:
            missing.append(r["id"])
        else:
            by_model.setdefault(r["vector_model"], []).append(r)
    copied = 0
    for model, items in by_model.items():
        index = PgVectorIndex(db, model)
        vecs = np.stack([np.frombuffer(r["vector"], dtype=np.float32) for r in items])
        with index.deferred_index(vecs.shape[1]):  # the target is empty: build HNSW once, at the end
            for i in range(0, len(items), 2000):
                part = items[i : i + 2000]
                index.upsert([r["id"] for r in part], vecs[i : i + 2000], [r["kb"] for r in part],
                             [r["document_id"] for r in part])  # fmt: skip
        copied += len(items)
    with db.transaction() as tx:
        tx.execute(
            """UPDATE fragments f SET vector_model = x.m FROM unnest(%s::text[], %s::text[]) AS x(id, m)
               WHERE f.id = x.id""",
            ([r["id"] for items in by_model.values() for r in items],
             [r["vector_model"] for items in by_model.values() for r in items]),
        )  # fmt: skip
    return copied, len(missing)
