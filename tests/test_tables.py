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
    edits = {"size": {"kind": "text"}, "weight": {"default": "x"}, "kb": {"ref": None}}
    changed = tuple(dataclasses.replace(c, **edits.get(c.name, {})) for c in docs.columns if c.name != "build_key")
    found = tables.drift(
        migrated, "sqlite", ["documents"], {"documents": dataclasses.replace(docs, columns=changed, unique=())}
    )
    assert found == [
        "documents.build_key: not declared in stores/tables.py",
        "documents.kb: refers to knowledge_bases.name, declared nothing",
        "documents.kb: unique (kb, path), declared nowhere",
        "documents.path: unique (kb, path), declared nowhere",
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
    """migrate-from-embedded inserts in declaration order, so a row's reference is always there before it."""
    seen: set[str] = set()
    for t in tables.TABLES:
        if t.copy:
            assert {c.ref.split(".")[0] for c in t.copied() if c.ref} <= seen, t.name
            seen.add(t.name)
    assert len(seen) == 24
