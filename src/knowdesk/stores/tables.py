"""Every table's current shape, declared once: its columns (by meaning, not by engine type), key and copy.

The migrations that reach this shape stay as they were written (named SQLite migrations, numbered PostgreSQL
files: existing databases must keep working, so history is append-only). This declaration is what they must
arrive at: `drift` compares a migrated database with it (PostgreSQL when it opens, both engines in the tests),
`add_column` / `create_table` render a new migration's statement for either engine from it, and
`knowdesk db migrate-from-embedded` (`stores/postgres/copy.py`) takes from it which tables to copy, in which
order, which columns, and how each value is converted. How to add a column: docs/architecture.md.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

Engine = Literal["sqlite", "postgres"]
Kind = Literal[
    "text", "int", "bigint", "real", "bool", "json", "json_text", "text_list", "bytes", "vector", "serial",
    "tsvector", "timestamptz",
]  # fmt: skip

# kind → (SQLite type, PostgreSQL type), as a migration writes them and PostgreSQL's format_type names them
TYPES: dict[str, tuple[str | None, str]] = {
    "text": ("TEXT", "text"),
    "int": ("INTEGER", "integer"),
    "bigint": ("INTEGER", "bigint"),  # SQLite's integers are 64-bit whatever the declared width
    "real": ("REAL", "double precision"),
    "bool": ("INTEGER", "boolean"),  # 0 / 1 in SQLite
    "json": ("TEXT", "jsonb"),  # JSON text in SQLite; copied as parsed values
    "json_text": ("TEXT", "text"),  # JSON kept as text on both engines
    "text_list": ("TEXT", "text[]"),  # a JSON list in SQLite, an array in PostgreSQL
    "bytes": ("BLOB", "bytea"),
    "vector": ("BLOB", "vector"),  # float32 bytes in SQLite, pgvector in PostgreSQL
    "serial": ("INTEGER", "bigint"),  # AUTOINCREMENT / BIGSERIAL: numbered by the database
    "tsvector": (None, "tsvector"),
    "timestamptz": (None, "timestamp with time zone"),
}


@dataclass(frozen=True)
class Column:
    """One column. `default` is a Python value rendered per engine (a string is a text literal, but "now()");
    `only` keeps it to one engine;
    `copy=False`: migrate-from-embedded does not carry it over (numbered or computed on the target)."""

    name: str
    kind: Kind = "text"
    null: bool = False
    default: str | int | float | bool | list[str] | dict[str, str] | None = None
    only: Engine | None = None
    pg_name: str | None = None  # where PostgreSQL names it otherwise
    copy: bool = True
    ref: str | None = None  # "table.column" it refers to; its rows go when that row goes (ON DELETE CASCADE)

    def on(self, engine: Engine) -> bool:
        return self.only in (None, engine)

    def named(self, engine: Engine) -> str:
        return (self.pg_name or self.name) if engine == "postgres" else self.name


@dataclass(frozen=True)
class Table:
    """One table. `copy`: migrate-from-embedded copies its rows (in `order`, SQLite's) and checksums them;
    tables it does not copy say why where they are declared."""

    name: str
    columns: tuple[Column, ...]
    key: tuple[str, ...]
    only: Engine | None = None
    copy: bool = False
    order: str = "rowid"
    unique: tuple[tuple[str, ...], ...] = ()  # UNIQUE constraints besides the key (upserts' conflict targets)

    def on(self, engine: Engine) -> bool:
        return self.only in (None, engine)

    def cols(self, engine: Engine) -> list[Column]:
        return [c for c in self.columns if c.on(engine)] if self.on(engine) else []

    def copied(self) -> list[Column]:
        """The columns both engines hold and the copy carries over, in declaration order."""
        return [c for c in self.columns if c.only is None and c.copy]

    def column(self, name: str) -> Column:
        return next(c for c in self.columns if c.name == name)

    def uniques(self, engine: Engine) -> list[tuple[str, ...]]:
        """The UNIQUE constraints whose columns the engine has."""
        have = {c.name for c in self.cols(engine)}
        return [u for u in self.unique if set(u) <= have]


def _t(name: str, key: str, *columns: Column, **kw: object) -> Table:
    return Table(name, columns, tuple(k.strip() for k in key.split(",") if k.strip()), **kw)  # type: ignore[arg-type]


C = Column
_SOURCE = tuple(C(n, default="") for n in ("fragment_id", "document_id", "document", "section", "kb", "updated",
                                           "format"))  # where a graph row was read from (`relations`)  # fmt: skip

# In copy order: a table comes after the tables its rows refer to.
TABLES: tuple[Table, ...] = (
    _t("knowledge_bases", "name", C("name"), C("description", default=""), C("created_at"), copy=True),
    _t("kb_groups", "name", C("name"), C("description", default=""), C("created_at"), copy=True),
    _t("kb_group_members", "group_name, kb",
       C("group_name", ref="kb_groups.name"), C("kb", ref="knowledge_bases.name"), copy=True),
    _t("documents", "id",
       C("id"), C("kb", ref="knowledge_bases.name"), C("path"), C("name"), C("title"), C("version", null=True),
       C("format"), C("source"),
       C("updated"), C("file_hash"), C("size", "bigint"), C("tags", "json", default=[]),
       C("sensitive", "bool", default=False), C("weight", default="core"), C("fragment_count", "int", default=0),
       C("ingested_at"), C("build_key", default=""), copy=True, unique=(("kb", "path"),)),
    _t("fragments", "id",
       C("rowid", "serial", only="postgres", copy=False),  # insertion order (SQLite's own rowid)
       C("id"), C("document_id", ref="documents.id"), C("kb"), C("ordinal", "int"), C("section"), C("content_type"),
       C("page", "int", null=True), C("sheet", null=True), C("header"), C("body"), C("tags", "json", default=[]),
       C("sensitive", "bool", default=False), C("hash"), C("embed_hash"),
       C("vector_model", null=True, copy=False),  # set as the dense vectors are copied
       C("tsv", "tsvector", only="postgres"), C("ntokens", "int", only="postgres"),  # keyword index (FTS5 in SQLite)
       C("ocr", "bool", default=False), copy=True, unique=(("rowid",),)),
    _t("embedding_cache", "embed_hash, model", C("embed_hash"), C("model"), C("vector", "bytes"), copy=True),
    _t("ingest_log", "id",
       C("id", "serial"), C("kb"), C("path"), C("status"), C("reason", null=True), C("message", null=True),
       C("fragments", "int", default=0), C("at"), copy=True),
    _t("hot_questions", "question_id",
       C("question_id"), C("standard_question"), C("business_tags", "text_list", default=[]),
       C("call_count", "bigint", default=0), C("update_time"), C("created_time"), C("answer_summary", null=True),
       C("source_fragments", "json", default=[]), C("status", default="candidate"),
       C("seq", "int", default=0, only="sqlite"),  # the in-memory matrix's change counter (`hot/schema.py`)
       copy=True),
    _t("hot_question_vectors", "question_id, model",
       C("question_id", ref="hot_questions.question_id"), C("model"),
       C("vector", "vector", pg_name="embedding"), copy=True),
    _t("hot_state", "id", C("id", "int"), C("seq", "int", default=0), C("generation", "int", default=0),
       only="sqlite"),  # the SQLite matcher's change counter
    _t("keyword_generation", "", C("token", "bytes")),  # the keyword index's state, for the in-memory BM25 terms
    # (`stores/sqlite/bm25_cache.py`, `stores/postgres/keyword_cache.py`; PostgreSQL's written by triggers, 0025)
    _t("fast_vectors", "seq",
       C("seq", "serial", copy=False), C("fragment_id", ref="fragments.id"), C("kb"), C("model"), C("vector", "bytes"),
       copy=True, order="seq", unique=(("fragment_id",),)),
    _t("fast_vectors_generation", "", C("token", "bytes")),  # fast_vectors' change signal, written by its triggers
    # (`indexing/fast_index.py`); not copied: the target's triggers write its own
    _t("conversations", "id", C("id"), C("created_at"), C("updated_at"), copy=True),
    _t("conversation_turns", "conversation_id, seq",
       C("conversation_id", ref="conversations.id"), C("seq", "int"), C("question"), C("resolved"),
       C("answers", "json"), C("created_at"),
       C("citations", "json", default=[]), copy=True, order="conversation_id, seq"),
    _t("assessment_sessions", "id",
       C("seq", "serial", only="postgres", copy=False),
       C("id"), C("user"), C("kb", null=True), C("grp", null=True), C("status"), C("language"), C("strategy"),
       C("material", "json"), C("questions", "json", default=[]), C("scores", "json", default=[]),
       C("total", "real", null=True), C("level", null=True), C("report", null=True),
       C("report_json", "json", null=True), C("created_at"), C("updated_at"), copy=True, unique=(("seq",),)),
    _t("users", "name",
       C("name"), C("role"), C("sensitive", "bool", default=False), C("created_at"), C("password_hash", default=""),
       copy=True),
    _t("api_tokens", "id",
       C("seq", "serial", only="postgres", copy=False), C("id"), C("user", ref="users.name"), C("salt", "bytes"),
       C("hash", "bytes"),
       C("label", default=""), C("created_at"), copy=True, unique=(("seq",),)),
    _t("kb_permissions", "user, kb", C("user", ref="users.name"), C("kb"), C("permission"), copy=True),
    _t("conversation_owners", "conversation_id",
       C("seq", "serial", only="postgres", copy=False), C("conversation_id"), C("user"), C("title", default=""),
       C("created_at"), copy=True, unique=(("seq",),)),
    _t("web_sessions", "id",
       C("id"), C("username", ref="users.name"), C("csrf"), C("created_at"),
       C("expires_at", "bigint")),  # not copied: people sign in again
    _t("chat_messages", "id",
       C("id"), C("conversation_id"), C("at_ns", "bigint"), C("question"), C("answer", default=""),
       C("kind", default="answer"), C("status", default="done"), C("citations", "json_text", default=[]),
       C("steps", "json_text", default=[]), C("feedback", default=""), C("created_at"), C("asker", default=""),
       C("kbs", "json_text", default=[]), C("routes", "json_text", default=[]), C("area", default=""),
       C("hot_question_id", default=""), C("hot_question", default=""), C("hot_score", "real", default=0),
       C("hot_area", default=""), copy=True),
    _t("answer_votes", "message_id, user_name",
       C("message_id", ref="chat_messages.id"), C("user_name"), C("rating"), C("reason", default=""),
       C("created_at"), C("updated_at"),
       copy=True),
    _t("gap_groups", "id",
       C("id"), C("kb"), C("question"), C("area", default=""), C("tags", "json_text", default=[]),
       C("department", default=""), C("vector", "json_text", default=[]), C("model_id", default=""),
       C("status", default="open"), C("answerable_doc", default=""), C("answerable_answer", default=""),
       C("answerable_at", default=""), C("resolved_by", default=""), C("resolved_at", default=""),
       C("note", default=""), C("created_at"), copy=True),
    _t("gap_asks", "id",
       C("id"), C("group_id", ref="gap_groups.id"), C("question"), C("reason"), C("answer", default=""),
       C("asked_by", default=""),
       C("message_id", default=""), C("asked_at"), copy=True),
    _t("hot_labels", "key",
       C("key"), C("area"), C("question"), C("standard_question"), C("label", "int"), C("source"),
       C("voter", default=""), C("created_at"), C("updated_at"), copy=True),
    _t("hot_area_scorers", "model, area",
       C("model"), C("area"), C("weights", "json_text"), C("threshold", "real"), C("pairs", "int"), C("updated_at"),
       copy=True),
    _t("document_dates", "document_id",
       C("document_id", ref="documents.id"), C("kb"), C("topic"), C("version", default=""),
       C("stated_from", default=""),
       C("stated_until", default=""), C("repeals", "json_text", default=[]), C("effective_from", default=""),
       C("effective_until", default=""), C("superseded_by", default=""), C("supersedes", "json_text", default=[]),
       C("set_by", default=""), C("set_at", default=""), copy=True),
    # not copied: upload jobs and watched folders belong to the processes that ran them
    _t("ingest_jobs", "id",
       C("id"), C("kb"), C("owner"), C("status"), C("total", "int", default=0), C("done", "int", default=0),
       C("current", default=""), C("results", "json_text", default=[]), C("message", default=""),
       C("cancel", "int", default=0), C("worker", default=""), C("created_at"), C("updated_at")),
    _t("watched_folders", "kb, path",
       C("kb"), C("path"), C("state"), C("worker", default=""), C("last_sync", default=""),
       C("counts", "json_text", default={}), C("error", default=""), C("updated_at")),
    # not copied: OCR'd pages are a cache, and queued scans are read again by the refiner
    _t("ocr_pages", "file_hash, page", C("file_hash"), C("page"), C("lines", "json_text")),
    _t("ocr_queue", "kb, path",
       C("kb", ref="knowledge_bases.name"), C("path"), C("file_hash"), C("pages", "json_text"),
       C("tags", "json_text", default=[]), C("source", null=True), C("queued_at")),
    _t("keyword_index_version", "", C("tokens", "int")),  # set by the copy: it rebuilds the keyword index
    _t("keyword_index_words", "entry", C("entry")),  # set by the copy, which rebuilds the keyword index
    # PostgreSQL's own: per-model vector tables, BM25 totals (kept by triggers), calibrated thresholds (copied
    # from <data_dir>/hot_thresholds.json), the relation graph (Kuzu in embedded mode: `copy_graph.py`)
    _t("vector_tables", "model_id", C("model_id"), C("table_name"), C("dim", "int"), only="postgres",
       unique=(("table_name",),)),
    _t("keyword_totals", "id", C("id", "serial"), C("fragments", "bigint"), C("tokens", "bigint"), only="postgres"),
    _t("hot_thresholds", "scorer, area",
       C("scorer"), C("area"), C("threshold", "real"), C("updated_at", "timestamptz", default="now()"),
       only="postgres"),
    _t("graph_entities", "id",
       C("id"), C("name"), C("type", default=""), C("labels", "text_list", default=[]),
       C("aliases", "text_list", default=[]), C("props", "json_text", default={}), *_SOURCE, only="postgres"),
    _t("graph_relations", "seq",
       C("seq", "serial"), C("a", ref="graph_entities.id"), C("b", ref="graph_entities.id"), C("type"),
       C("props", "json_text", default={}), C("valid_from", default=""), *_SOURCE, only="postgres",
       unique=(("a", "type", "kb", "b"),)),
)  # fmt: skip
BY_NAME = {t.name: t for t in TABLES}

# Tables an engine or another library keeps, never declared here (names or prefixes).
KEPT_ELSEWHERE: dict[Engine, tuple[str, ...]] = {
    "sqlite": ("sqlite_", "schema_migrations", "fragments_fts", "fragments_vocab"),  # FTS5's own tables
    "postgres": ("knowdesk_schema", "checkpoint", "vectors_"),  # LangGraph's savers; `vector_tables`' tables
}


def table(name: str) -> Table:
    return BY_NAME[name]


def quote(name: str) -> str:
    """`user` is a reserved word in PostgreSQL."""
    return f'"{name}"' if name == "user" else name


def column_list(columns: Iterable[Column], engine: Engine) -> str:
    return ", ".join(quote(c.named(engine)) for c in columns)


def _default(c: Column, engine: Engine) -> str | None:
    """The default as the engine's SQL spells it (what `drift` expects to read back)."""
    d = c.default
    if d is None:
        return None
    if c.kind == "bool":
        return ("1" if d else "0") if engine == "sqlite" else ("true" if d else "false")
    if isinstance(d, list | dict):
        if c.kind == "text_list" and engine == "postgres":
            return "'{" + ",".join(d) + "}'"
        return "'" + json.dumps(d, ensure_ascii=False) + "'"
    if isinstance(d, int | float):
        return str(d)
    if d == "now()":
        return d
    return "'" + d.replace("'", "''") + "'"


def column_sql(c: Column, engine: Engine) -> str:
    """`name TYPE [NOT NULL] [DEFAULT …]` for a CREATE TABLE or an ADD COLUMN."""
    sqlite_type, pg_type = TYPES[c.kind]
    if engine == "postgres":
        kind = {"serial": "BIGSERIAL", "vector": "vector"}.get(c.kind, pg_type.upper())
    else:  # a serial column is SQLite's rowid, the table's key
        kind = "INTEGER PRIMARY KEY AUTOINCREMENT" if c.kind == "serial" else sqlite_type or ""
    out = f"{quote(c.named(engine))} {kind}"
    if not c.null and c.kind != "serial":
        out += " NOT NULL"
    if c.ref:
        target, column = c.ref.split(".")
        out += f" REFERENCES {target}({quote(column)}) ON DELETE CASCADE"
    default = _default(c, engine)
    return out + (f" DEFAULT {default}" if default is not None else "")


def add_column(table_name: str, column: str, engine: Engine) -> str:
    """The statement a new migration runs to give `table_name` its declared `column`."""
    c = table(table_name).column(column)
    return f"ALTER TABLE {table_name} ADD COLUMN {column_sql(c, engine)};"


def create_table(table_name: str, engine: Engine) -> str:
    """A new table's CREATE TABLE as declared: columns, keys, references (its indexes are the migration's)."""
    t = table(table_name)
    lines = [column_sql(c, engine) for c in t.cols(engine)]
    if t.key and not (engine == "sqlite" and t.column(t.key[0]).kind == "serial"):
        lines.append(f"PRIMARY KEY ({', '.join(quote(k) for k in t.key)})")
    lines += [f"UNIQUE ({', '.join(quote(c) for c in u)})" for u in t.uniques(engine)]
    return f"CREATE TABLE {t.name} (\n    " + ",\n    ".join(lines) + "\n);"


# --- comparing a database with the declaration -------------------------------------------------------------


@dataclass(frozen=True)
class Actual:
    """A column as the database reports it."""

    type: str
    notnull: bool
    default: str | None
    pk: bool
    ref: str | None = None  # "table.column", with " (no cascade)" when deleting that row does not delete this one
    unique: frozenset[frozenset[str]] = frozenset()  # the UNIQUE constraints (not the key) it is part of


def _affinity(declared: str) -> str:
    """SQLite's type affinity of a declared type (its rules, section 3.1 of "Datatypes In SQLite")."""
    t = declared.upper()
    if "INT" in t:
        return "INTEGER"
    if any(s in t for s in ("CHAR", "CLOB", "TEXT")):
        return "TEXT"
    if "BLOB" in t or not t:
        return "BLOB"
    if any(s in t for s in ("REAL", "FLOA", "DOUB")):
        return "REAL"
    return "NUMERIC"


_CAST = re.compile(r"::[a-z ]+(\[\])?$")


def _same_default(expected: str | None, actual: str | None, engine: Engine) -> bool:
    if actual is not None and engine == "postgres":
        actual = _CAST.sub("", actual)  # '[]'::jsonb → '[]'
    return (expected or "").strip() == (actual or "").strip()


def drift(
    actual: Mapping[str, Mapping[str, Actual]],
    engine: Engine,
    tables: Iterable[str] | None = None,
    declared_as: Mapping[str, Table] = BY_NAME,
) -> list[str]:
    """How a database (table → column → `Actual`) differs from the declaration, one line per difference.

    Types are compared as the engine understands them (SQLite: affinity; PostgreSQL: the type itself),
    with nullability (SQLite lets a non-integer primary key hold NULL whatever it declares, so keys are
    not asked), defaults (serial columns' sequences aside), primary keys, foreign keys and UNIQUE constraints.
    `declared_as`: the declaration
    (another one in a test)."""
    out: list[str] = []
    names = list(tables) if tables is not None else [t.name for t in TABLES if t.on(engine)]
    for name in names:
        t = declared_as[name]
        have = actual.get(name)
        if have is None:
            out.append(f"{name}: missing")
            continue
        declared = {c.named(engine): c for c in t.cols(engine)}
        for extra in sorted(set(have) - set(declared)):
            out.append(f"{name}.{extra}: not declared in stores/tables.py")
        for col, c in declared.items():
            a = have.get(col)
            if a is None:
                out.append(f"{name}.{col}: missing")
                continue
            sqlite_type, pg_type = TYPES[c.kind]
            want = _affinity(sqlite_type or "") if engine == "sqlite" else pg_type
            got = _affinity(a.type) if engine == "sqlite" else a.type
            if want != got:
                out.append(f"{name}.{col}: {got}, declared {c.kind} ({want})")
            if (engine == "postgres" or not a.pk) and a.notnull == c.null and c.kind != "serial":
                out.append(f"{name}.{col}: {'NOT NULL' if a.notnull else 'nullable'}, declared otherwise")
            if c.kind != "serial" and not _same_default(_default(c, engine), a.default, engine):
                out.append(f"{name}.{col}: default {a.default}, declared {_default(c, engine)}")
            if a.pk != (col in t.key or c.name in t.key):
                out.append(f"{name}.{col}: {'' if a.pk else 'not '}in the primary key, declared otherwise")
            if a.ref != c.ref:
                out.append(f"{name}.{col}: refers to {a.ref or 'nothing'}, declared {c.ref or 'nothing'}")
            unique = frozenset(frozenset(u) for u in t.uniques(engine) if c.name in u)
            if a.unique != unique:
                out.append(f"{name}.{col}: unique {_sets(a.unique)}, declared {_sets(unique)}")
    return out


def _sets(sets: frozenset[frozenset[str]]) -> str:
    return "; ".join(sorted("(" + ", ".join(sorted(u)) + ")" for u in sets)) or "nowhere"


def undeclared(actual: Iterable[str], engine: Engine) -> list[str]:
    """Tables a database holds that neither the declaration nor `KEPT_ELSEWHERE` accounts for."""
    known = {t.name for t in TABLES if t.on(engine)}
    return sorted(n for n in actual if n not in known and not n.startswith(KEPT_ELSEWHERE[engine]))


def _ref(table: str, column: str, on_delete: str) -> str:
    return f"{table}.{column}" + ("" if on_delete.upper() in ("CASCADE", "C") else " (no cascade)")


def _part_of(column: str, uniques: list[frozenset[str]]) -> frozenset[frozenset[str]]:
    return frozenset(u for u in uniques if column in u)


def sqlite_columns(conn: Any) -> dict[str, dict[str, Actual]]:
    """Every table of a SQLite connection, as `drift` reads them."""
    out: dict[str, dict[str, Actual]] = {}
    for (n,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall():
        refs = {r[3]: _ref(r[2], r[4], r[6]) for r in conn.execute(f'PRAGMA foreign_key_list("{n}")')}
        uniques = [
            frozenset(i[2] for i in conn.execute(f'PRAGMA index_info("{x[1]}")'))
            for x in conn.execute(f'PRAGMA index_list("{n}")').fetchall()
            if x[3] == "u"  # a UNIQUE constraint (not the key, not a CREATE INDEX)
        ]
        out[n] = {
            r[1]: Actual(r[2], bool(r[3]), r[4], bool(r[5]), refs.get(r[1]), _part_of(r[1], uniques))
            for r in conn.execute(f'PRAGMA table_info("{n}")')
        }
    return out


def postgres_columns(db: Any) -> dict[str, dict[str, Actual]]:
    """Every table of the current schema of a PostgreSQL database (`PgDatabase`), as `drift` reads them."""
    rows = db.query(
        """SELECT c.relname AS t, a.attname AS c, format_type(a.atttypid, a.atttypmod) AS type,
                  a.attnotnull AS notnull, pg_get_expr(d.adbin, d.adrelid) AS dflt,
                  COALESCE(a.attnum = ANY(i.indkey), false) AS pk,
                  rc.relname AS ref_table, ra.attname AS ref_column, f.confdeltype AS on_delete
           FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
           JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
           LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
           LEFT JOIN pg_index i ON i.indrelid = c.oid AND i.indisprimary
           LEFT JOIN pg_constraint f ON f.conrelid = c.oid AND f.contype = 'f' AND f.conkey = ARRAY[a.attnum]
           LEFT JOIN pg_class rc ON rc.oid = f.confrelid
           LEFT JOIN pg_attribute ra ON ra.attrelid = f.confrelid AND ra.attnum = f.confkey[1]
           WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')"""
    )
    uniques: dict[str, list[frozenset[str]]] = {}
    for r in db.query(
        """SELECT c.relname AS t, array_agg(a.attname::text) AS cols
           FROM pg_constraint u JOIN pg_class c ON c.oid = u.conrelid
           JOIN pg_namespace n ON n.oid = c.relnamespace
           JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY(u.conkey)
           WHERE u.contype = 'u' AND n.nspname = current_schema() GROUP BY c.relname, u.oid"""
    ):
        uniques.setdefault(r["t"], []).append(frozenset(r["cols"]))
    out: dict[str, dict[str, Actual]] = {}
    for r in rows:
        ref = _ref(r["ref_table"], r["ref_column"], r["on_delete"]) if r["ref_table"] else None
        part = _part_of(r["c"], uniques.get(r["t"], []))
        out.setdefault(r["t"], {})[r["c"]] = Actual(r["type"], r["notnull"], r["dflt"], r["pk"], ref, part)
    return out


if __name__ == "__main__":  # python -m knowdesk.stores.tables TABLE [COLUMN]: a new migration's statements
    import sys

    for engine in ("sqlite", "postgres"):
        args = sys.argv[1:]
        print(f"-- {engine}")
        print(add_column(args[0], args[1], engine) if len(args) > 1 else create_table(args[0], engine))
