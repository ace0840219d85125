"""`knowdesk db upgrade` applies the numbered SQL once; opening checks, and refuses a wrong schema."""

from __future__ import annotations

from pathlib import Path

import pytest

from knowdesk.errors import ConfigError
from knowdesk.stores.postgres.db import PgDatabase
from knowdesk.stores.postgres.migrations import check, code_version, current_version, upgrade
from tests.conftest import SAMPLE_KB, make_app


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


def test_keyword_totals_start_from_the_fragments_already_stored(pg_url: str, tmp_path: Path) -> None:
    """A database at 0008 holding fragments gets BM25 totals equal to them from 0009, kept from then on."""
    app = make_app(tmp_path, database_url=pg_url)
    app.ingestor.ingest([SAMPLE_KB], "hr")
    with app.pg.transaction() as tx:  # back to 0008, as a database upgraded before this feature
        tx.execute("DROP TRIGGER fragments_totals_insert ON fragments")
        tx.execute("DROP TRIGGER fragments_totals_delete ON fragments")
        tx.execute("DROP FUNCTION knowdesk_keyword_totals()")
        tx.execute("DROP TABLE keyword_totals")
        tx.execute("DELETE FROM knowdesk_schema WHERE version = 9")
    assert upgrade(app.pg) == ["0009_keyword_totals"]
    totals = "SELECT SUM(fragments) AS n, SUM(tokens) AS t FROM keyword_totals"
    real = "SELECT COUNT(*) AS n, SUM(ntokens) AS t FROM fragments"
    assert app.pg.query_one(totals) == app.pg.query_one(real)
    assert app.store.delete_kb("hr")
    assert app.pg.query_one(totals) == {"n": 0, "t": 0}
    app.close()
