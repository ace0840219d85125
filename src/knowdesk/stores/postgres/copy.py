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
from knowdesk.text.tokenize import SEARCH_TOKENS_VERSION

# table → (key columns, compared columns); JSON columns are compared as parsed values
_CHECKED: dict[str, tuple[str, str]] = {
    "knowledge_bases": ("name", "name, description, created_at"),
    "kb_groups": ("name", "name, description, created_at"),
    "kb_group_members": ("group_name, kb", "group_name, kb"),
    "documents": ("id", "id, kb, path, name, title, version, format, source, updated, file_hash, size, tags, "
                  "sensitive, fragment_count, ingested_at, build_key"),
    "fragments": ("id", "id, document_id, kb, ordinal, section, content_type, page, sheet, header, body, tags, "
                  "sensitive, hash, embed_hash, ocr"),
    "embedding_cache": ("embed_hash, model", "embed_hash, model, vector"),
    "ingest_log": ("id", "kb, path, status, reason, message, fragments, at"),
    "hot_questions": ("question_id", "question_id, standard_question, business_tags, call_count, update_time, "
                      "created_time, answer_summary, source_fragments, status"),
    "hot_question_vectors": ("question_id, model", "question_id, model, vector"),
    "fast_vectors": ("fragment_id", "fragment_id, kb, model, vector"),
    "conversations": ("id", "id, created_at, updated_at"),
    "conversation_turns": ("conversation_id, seq", "conversation_id, seq, question, resolved, answers, citations, created_at"),
    "assessment_sessions": ("id", 'id, "user", kb, grp, status, language, strategy, material, questions, scores, '
                            "total, level, report, report_json, created_at, updated_at"),
    "users": ("name", "name, role, sensitive, created_at, password_hash"),
    "api_tokens": ("id", 'id, "user", salt, hash, label, created_at'),
    "kb_permissions": ('"user", kb', '"user", kb, permission'),
    "conversation_owners": ("conversation_id", 'conversation_id, "user", title, created_at'),
    "chat_messages": ("id", "id, conversation_id, at_ns, question, answer, kind, status, citations, steps, feedback, "
                      "created_at, asker, kbs, routes, area, hot_question_id, hot_question, hot_score, hot_area"),
    "answer_votes": ("message_id, user_name", "message_id, user_name, rating, reason, created_at, updated_at"),
    "gap_groups": ("id", "id, kb, question, area, tags, department, vector, model_id, status, answerable_doc, "
                   "answerable_answer, answerable_at, resolved_by, resolved_at, note, created_at"),
    "gap_asks": ("id", "id, group_id, question, reason, answer, asked_by, message_id, asked_at"),
    "hot_labels": ("key", "key, area, question, standard_question, label, source, voter, created_at, updated_at"),
    "hot_area_scorers": ("model, area", "model, area, weights, threshold, pairs, updated_at"),
    "document_dates": ("document_id", "document_id, kb, topic, version, stated_from, stated_until, repeals, "
                       "effective_from, effective_until, superseded_by, supersedes, set_by, set_at"),
}  # fmt: skip
_USER_TABLES = ("users", "api_tokens", "kb_permissions", "conversation_owners")  # web sessions are not copied
_PLAIN_TABLES = (
    "chat_messages",
    "answer_votes",
    "gap_groups",
    "gap_asks",
    "hot_labels",
    "hot_area_scorers",
    "document_dates",
)  # one schema for both backends (stores/sql.py): copied as they are
_SESSION_COLUMNS = _CHECKED["assessment_sessions"][1]
_PG_COLUMNS = {"hot_question_vectors": "question_id, model, embedding AS vector"}  # pgvector in, float32 out
_JSON = {"tags", "business_tags", "source_fragments", "answers", "citations", "material", "questions", "scores",
         "report_json"}  # fmt: skip
_BOOL = {"sensitive", "ocr"}


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


def _canon(col: str, value: Any) -> Any:
    if value is None:
        return None
    if col in _JSON:
        return json.loads(value) if isinstance(value, str) else value
    if col in _BOOL:
        return bool(value)
    if hasattr(value, "to_numpy"):  # pgvector's Vector
        value = value.to_numpy()
    if isinstance(value, np.ndarray):
        value = value.astype(np.float32).tobytes()
    if isinstance(value, bytes | memoryview):
        return hashlib.sha256(bytes(value)).hexdigest()
    return value


def _checksum(rows: list[dict[str, Any]], cols: list[str]) -> str:
    h = hashlib.sha256()
    for r in rows:
        h.update(json.dumps([_canon(c, r[c]) for c in cols], ensure_ascii=False, sort_keys=True).encode())
        h.update(b"\n")
    return h.hexdigest()


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
        for table, (key, cols) in _CHECKED.items():
            if not _has_table(src, table):
                continue
            names = [c.strip().strip('"') for c in cols.split(",")]
            order = ", ".join(f"{k.strip()}" for k in key.split(","))
            a = _sqlite_rows(src, f"SELECT {cols} FROM {table} ORDER BY {order}")
            keys = [k.strip() for k in key.split(",")]  # text keys sort bytewise as SQLite's BINARY; integers alike
            pg_order = ", ".join(k if k == "seq" or table == "ingest_log" else f'{k} COLLATE "C"' for k in keys)
            b = db.query(f"SELECT {_PG_COLUMNS.get(table, cols)} FROM {table} ORDER BY {pg_order}")
            report.tables.append(TableCheck(table, len(a), len(b), _checksum(a, names), _checksum(b, names)))
        if graph is not None:
            report.tables += _graph_checks(graph, db)
        copied = db.query(
            'SELECT scorer, area, threshold FROM hot_thresholds ORDER BY scorer COLLATE "C", area COLLATE "C"'
        )
        cols = ["scorer", "area", "threshold"]
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


def _copy_relational(src: sqlite3.Connection, tx: Any) -> None:
    """Every relational row, in the caller's transaction (`tx`, a psycopg connection)."""

    def rows(sql: str) -> list[sqlite3.Row]:
        return src.execute(sql).fetchall()

    with tx.cursor() as cur:
        cur.executemany(
            "INSERT INTO knowledge_bases(name, description, created_at) VALUES (%s,%s,%s)",
            [tuple(r) for r in rows("SELECT name, description, created_at FROM knowledge_bases")],
        )
        cur.executemany(
            "INSERT INTO kb_groups(name, description, created_at) VALUES (%s,%s,%s)",
            [tuple(r) for r in rows("SELECT name, description, created_at FROM kb_groups")],
        )
        cur.executemany(
            "INSERT INTO kb_group_members(group_name, kb) VALUES (%s,%s)",
            [tuple(r) for r in rows("SELECT group_name, kb FROM kb_group_members")],
        )
        docs = rows("SELECT * FROM documents ORDER BY rowid")
        cur.executemany(
            """INSERT INTO documents(id, kb, path, name, title, version, format, source, updated, file_hash, size,
                                     tags, sensitive, weight, fragment_count, ingested_at, build_key)
               VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s)""",
            [(d["id"], d["kb"], d["path"], d["name"], d["title"], d["version"], d["format"], d["source"],
              d["updated"], d["file_hash"], d["size"], Jsonb(json.loads(d["tags"])), bool(d["sensitive"]),
              d["weight"], d["fragment_count"], d["ingested_at"], d["build_key"]) for d in docs],
        )  # fmt: skip
        names = {d["id"]: d["name"] for d in docs}
        frags = []
        for f in rows("SELECT * FROM fragments ORDER BY rowid"):
            toks = keyword.index_tokens(names[f["document_id"]], f["section"], f["body"])
            frags.append(
                (f["id"], f["document_id"], f["kb"], f["ordinal"], f["section"], f["content_type"], f["page"],
                 f["sheet"], f["header"], f["body"], Jsonb(json.loads(f["tags"])), bool(f["sensitive"]), f["hash"],
                 f["embed_hash"], keyword.tsvector_literal(toks), len(toks), bool(f["ocr"]))
            )  # fmt: skip
        cur.executemany(
            """INSERT INTO fragments(id, document_id, kb, ordinal, section, content_type, page, sheet, header, body,
                                     tags, sensitive, hash, embed_hash, tsv, ntokens, ocr)
               VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s::tsvector,%s,%s)""",
            frags,
        )
        cur.execute("UPDATE keyword_index_version SET tokens = %s", (SEARCH_TOKENS_VERSION,))  # written just now
        cur.executemany(
            "INSERT INTO embedding_cache(embed_hash, model, vector) VALUES (%s,%s,%s)",
            [tuple(r) for r in rows("SELECT embed_hash, model, vector FROM embedding_cache")],
        )
        cur.executemany(
            "INSERT INTO ingest_log(id, kb, path, status, reason, message, fragments, at) VALUES (%s,%s,%s,%s,%s,%s,%s,%s)",
            [tuple(r) for r in rows("SELECT id, kb, path, status, reason, message, fragments, at FROM ingest_log")],
        )
        cur.execute("SELECT setval('ingest_log_id_seq', GREATEST((SELECT MAX(id) FROM ingest_log), 1))")
        if _has_table(src, "hot_questions"):
            cur.executemany(
                """INSERT INTO hot_questions(question_id, standard_question, business_tags, call_count, update_time,
                                             created_time, answer_summary, source_fragments, status)
                   VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s)""",
                [(h["question_id"], h["standard_question"], json.loads(h["business_tags"]), h["call_count"],
                  h["update_time"], h["created_time"], h["answer_summary"], Jsonb(json.loads(h["source_fragments"])),
                  h["status"]) for h in rows("SELECT * FROM hot_questions")],
            )  # fmt: skip
            cur.executemany(
                "INSERT INTO hot_question_vectors(question_id, model, embedding) VALUES (%s,%s,%s)",
                [(v["question_id"], v["model"], np.frombuffer(v["vector"], dtype=np.float32))
                 for v in rows("SELECT question_id, model, vector FROM hot_question_vectors")],
            )  # fmt: skip
            models = cur.execute(
                "SELECT DISTINCT model, vector_dims(embedding) AS dim FROM hot_question_vectors"
            ).fetchall()  # each model's HNSW index now, not at the first match (migration 0008's function)
            cur.executemany("SELECT knowdesk_hot_vector_index(%s, %s)", [(m["model"], m["dim"]) for m in models])
        if _has_table(src, "fast_vectors"):
            cur.executemany(
                "INSERT INTO fast_vectors(fragment_id, kb, model, vector) VALUES (%s,%s,%s,%s)",
                [tuple(r) for r in rows("SELECT fragment_id, kb, model, vector FROM fast_vectors ORDER BY seq")],
            )
        if _has_table(src, "conversations"):
            cur.executemany(
                "INSERT INTO conversations(id, created_at, updated_at) VALUES (%s,%s,%s)",
                [tuple(r) for r in rows("SELECT id, created_at, updated_at FROM conversations")],
            )
            cur.executemany(
                """INSERT INTO conversation_turns(conversation_id, seq, question, resolved, answers, citations, created_at)
                   VALUES (%s,%s,%s,%s,%s,%s,%s)""",
                [(t["conversation_id"], t["seq"], t["question"], t["resolved"], Jsonb(json.loads(t["answers"])),
                  Jsonb(json.loads(t["citations"])), t["created_at"])
                 for t in rows("SELECT * FROM conversation_turns ORDER BY conversation_id, seq")],
            )  # fmt: skip
        if _has_table(src, "assessment_sessions"):
            sessions = rows(f"SELECT {_SESSION_COLUMNS} FROM assessment_sessions ORDER BY rowid")
            cur.executemany(
                f"INSERT INTO assessment_sessions({_SESSION_COLUMNS}) VALUES ({', '.join(['%s'] * 16)})",
                [tuple(Jsonb(json.loads(v)) if k in _JSON and v is not None else v for k, v in dict(r).items())
                 for r in sessions],
            )  # fmt: skip
        if _has_table(src, "users"):
            _copy_users(src, cur)
        for table in _PLAIN_TABLES:
            if _has_table(src, table):
                cols = _CHECKED[table][1]
                cur.executemany(
                    f"INSERT INTO {table}({cols}) VALUES ({', '.join(['%s'] * len(cols.split(',')))})",
                    [tuple(r) for r in src.execute(f"SELECT {cols} FROM {table} ORDER BY rowid")],
                )


def _copy_users(src: sqlite3.Connection, cur: Any) -> None:
    """Users, their hashed tokens, grants and conversation owners (tokens keep working after the move)."""
    for table in _USER_TABLES:
        cols = _CHECKED[table][1]
        cur.executemany(
            f"INSERT INTO {table}({cols}) VALUES ({', '.join(['%s'] * len(cols.split(',')))})",
            [tuple(bool(v) if k in _BOOL else v for k, v in dict(r).items())
             for r in src.execute(f"SELECT {cols} FROM {table} ORDER BY rowid")],
        )  # fmt: skip


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
