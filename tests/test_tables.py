"""The declared table shapes (`stores/tables.py`) are what the SQLite migrations build, and what the
declaration renders builds the same."""

from __future__ import annotations

import dataclasses
import importlib
import sqlite3
from pathlib import Path

import pytest

from knowdesk.stores import tables
from knowdesk.stores.sqlite.db import Database

SRC = Path(__file__).resolve().parents[1] / "src"
# every module that registers SQLite migrations (found by reading the source, so a new one is not missed)
FEATURES = sorted(
    ".".join(p.relative_to(SRC).with_suffix("").parts)
    for p in (SRC / "knowdesk").rglob("*.py")
    if "register_migrations(" in p.read_text(encoding="utf-8") and p.name != "migrations.py"
)


@pytest.fixture(scope="module")
def migrated() -> dict[str, dict[str, tables.Actual]]:
    for name in FEATURES:
        importlib.import_module(name)
    db = Database(":memory:")
    try:
        return tables.sqlite_columns(db.connect())
    finally:
        db.close()


def test_sqlite_migrations_arrive_at_the_declared_tables(migrated: dict[str, dict[str, tables.Actual]]) -> None:
    assert "knowdesk.stores.sqlite.schema" in FEATURES and "knowdesk.hot.labels" in FEATURES
    assert tables.drift(migrated, "sqlite") == []
    assert tables.undeclared(migrated, "sqlite") == []


def test_drift_names_each_difference(migrated: dict[str, dict[str, tables.Actual]]) -> None:
    docs = tables.table("documents")
    changed = tuple(
        dataclasses.replace(c, kind="text") if c.name == "size" else dataclasses.replace(c, default="x") if
        c.name == "weight" else c for c in docs.columns if c.name != "build_key"
    )  # fmt: skip
    found = tables.drift(migrated, "sqlite", ["documents"], {"documents": dataclasses.replace(docs, columns=changed)})
    assert found == [
        "documents.build_key: not declared in stores/tables.py",
        "documents.size: INTEGER, declared text (TEXT)",
        "documents.weight: default 'core', declared 'x'",
    ]
    assert tables.drift({}, "sqlite", ["users"]) == ["users: missing"]


def test_rendered_tables_and_columns_are_the_declared_ones() -> None:
    conn = sqlite3.connect(":memory:")
    for t in tables.TABLES:
        if t.on("sqlite"):
            conn.executescript(tables.create_table(t.name, "sqlite"))
    assert tables.drift(tables.sqlite_columns(conn), "sqlite") == []
    assert tables.add_column("documents", "build_key", "sqlite") == (
        "ALTER TABLE documents ADD COLUMN build_key TEXT NOT NULL DEFAULT '';"
    )
    assert tables.add_column("fragments", "ocr", "postgres") == (
        "ALTER TABLE fragments ADD COLUMN ocr BOOLEAN NOT NULL DEFAULT false;"
    )


def test_copied_tables_come_after_the_tables_they_refer_to() -> None:
    order = [t.name for t in tables.TABLES if t.copy]
    assert order.index("knowledge_bases") < order.index("documents") < order.index("fragments")
    assert order.index("hot_questions") < order.index("hot_question_vectors")
    assert order.index("conversations") < order.index("conversation_turns")
    assert order.index("users") < order.index("api_tokens") < order.index("kb_permissions")
    assert order.index("chat_messages") < order.index("answer_votes")
    assert order.index("gap_groups") < order.index("gap_asks")
