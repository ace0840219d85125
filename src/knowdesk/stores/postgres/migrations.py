"""Numbered SQL migrations (`migrations/NNNN_name.sql`) and the start-up schema check.

`upgrade` is the only writer of schema: it takes an advisory lock (several workers or admins may
run it at once), applies each pending file in its own transaction and records it. Opening the app
only *checks*: a database behind or ahead of this code refuses with a message saying what to run, and one
whose tables differ from their declaration (`stores/tables.py`) says how.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import resources

from knowdesk.errors import ConfigError
from knowdesk.stores.postgres.db import PgDatabase
from knowdesk.stores.tables import drift, postgres_columns

_LOCK_KEY = 0x6B6E6F77  # "know": pg_advisory_xact_lock key shared by every knowdesk process
_FILE = re.compile(r"^(\d{4})_([a-z0-9_]+)\.sql$")


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    sql: str


def available() -> list[Migration]:
    """The migrations shipped with this code, in version order."""
    folder = resources.files("knowdesk.stores.postgres") / "migrations"
    out = []
    for entry in folder.iterdir():
        m = _FILE.match(entry.name)
        if m:
            out.append(Migration(int(m.group(1)), m.group(2), entry.read_text(encoding="utf-8")))
    out.sort(key=lambda m: m.version)
    if [m.version for m in out] != list(range(1, len(out) + 1)):
        raise RuntimeError("postgres migrations must be numbered 0001, 0002, … without gaps")
    return out


def code_version() -> int:
    return len(available())


def current_version(db: PgDatabase) -> int:
    """The newest migration recorded in the database (0 for an empty database)."""
    exists = db.query_one("SELECT to_regclass('knowdesk_schema') IS NOT NULL AS e")
    if not exists or not exists["e"]:
        return 0
    row = db.query_one("SELECT COALESCE(MAX(version), 0) AS v FROM knowdesk_schema")
    return int(row["v"]) if row else 0


def upgrade(db: PgDatabase) -> list[str]:
    """Apply every pending migration; returns the names applied (empty when up to date)."""
    applied: list[str] = []
    with db.transaction() as tx:
        tx.execute("SELECT pg_advisory_xact_lock(%s)", (_LOCK_KEY,))
        tx.execute(
            """CREATE TABLE IF NOT EXISTS knowdesk_schema (
                   version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())"""
        )
    for m in available():
        with db.transaction() as tx:
            tx.execute("SELECT pg_advisory_xact_lock(%s)", (_LOCK_KEY,))
            if tx.execute("SELECT 1 FROM knowdesk_schema WHERE version=%s", (m.version,)).fetchone():
                continue
            tx.execute(
                m.sql
            )  # no parameters: simple protocol runs a script of several statements: simple query protocol
            tx.execute("INSERT INTO knowdesk_schema(version, name) VALUES (%s, %s)", (m.version, m.name))
        applied.append(f"{m.version:04d}_{m.name}")
    db.close()  # reconnect so pgvector's type (created by 0001) is registered on new connections
    return applied


def check(db: PgDatabase) -> None:
    """Refuse to run against a schema this code was not written for."""
    have, want = current_version(db), code_version()
    if have < want:
        raise ConfigError(
            f"the PostgreSQL schema is at version {have}, this knowdesk needs {want}: run `knowdesk db upgrade`"
        )
    if have > want:
        raise ConfigError(
            f"the PostgreSQL schema is at version {have}, newer than this knowdesk ({want}): "
            "upgrade knowdesk on this machine (never downgrade a shared database)"
        )
    differ = drift(postgres_columns(db), "postgres")
    if differ:  # a migration file and stores/tables.py disagree, or someone altered the tables by hand
        raise ConfigError("the PostgreSQL tables are not the ones this knowdesk declares: " + "; ".join(differ))
