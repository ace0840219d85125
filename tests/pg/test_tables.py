"""The numbered PostgreSQL migrations arrive at the tables `stores/tables.py` declares (the SQLite side:
tests/test_tables.py), and what the declaration renders builds the same."""

from __future__ import annotations

import pytest

from knowdesk.errors import ConfigError
from knowdesk.stores import tables
from knowdesk.stores.postgres.db import PgDatabase
from knowdesk.stores.postgres.migrations import check


def test_postgres_migrations_arrive_at_the_declared_tables(pg_url: str) -> None:
    db = PgDatabase(pg_url)
    actual = tables.postgres_columns(db)
    db.close()
    assert tables.drift(actual, "postgres") == []
    assert tables.undeclared(actual, "postgres") == []


def test_rendered_tables_are_the_declared_ones(pg_empty_url: str) -> None:
    db = PgDatabase(pg_empty_url)
    with db.transaction() as tx:
        tx.execute("CREATE EXTENSION IF NOT EXISTS vector")
        for t in tables.TABLES:
            if t.on("postgres"):
                tx.execute(tables.create_table(t.name, "postgres"))
    assert tables.drift(tables.postgres_columns(db), "postgres") == []
    db.close()


def test_opening_refuses_a_database_whose_tables_differ_from_the_declaration(pg_url: str) -> None:
    db = PgDatabase(pg_url)
    check(db)
    with db.transaction() as tx:
        tx.execute("ALTER TABLE documents DROP COLUMN build_key")
    with pytest.raises(ConfigError, match=r"documents\.build_key: missing"):
        check(db)
    db.close()


def test_the_graph_tables_hold_what_kuzu_holds() -> None:
    """`copy_graph` copies the declared graph columns, read from Kuzu by the same names."""
    from knowdesk.relations.kuzu_store import ENTITY_PROPS, REL_PROPS
    from knowdesk.stores.postgres import copy_graph

    assert ENTITY_PROPS == copy_graph.ENTITY_COLS
    assert ["a", "b", *REL_PROPS] == copy_graph.RELATION_COLS
