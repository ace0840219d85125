"""`knowdesk db upgrade` applies the numbered SQL once; opening checks, and refuses a wrong schema."""

from __future__ import annotations

import pytest

from knowdesk.errors import ConfigError
from knowdesk.stores.postgres.db import PgDatabase
from knowdesk.stores.postgres.migrations import check, code_version, current_version, upgrade


def test_upgrade_applies_every_migration_once(pg_empty_url: str) -> None:
    db = PgDatabase(pg_empty_url)
    assert current_version(db) == 0
    applied = upgrade(db)
    assert applied and applied[0].startswith("0001_")
    assert current_version(db) == code_version()
    assert upgrade(db) == []
    check(db)
    db.close()


def test_older_schema_is_refused_with_the_command_to_run(pg_empty_url: str) -> None:
    db = PgDatabase(pg_empty_url)
    with pytest.raises(ConfigError, match="knowdesk db upgrade"):
        check(db)
    db.close()


def test_newer_schema_is_refused(pg_url: str) -> None:
    db = PgDatabase(pg_url)
    db.query("INSERT INTO knowdesk_schema(version, name) VALUES (%s, 'from_the_future') RETURNING version",
             (code_version() + 1,))  # fmt: skip
    with pytest.raises(ConfigError, match="newer than this knowdesk"):
        check(db)
    db.close()
