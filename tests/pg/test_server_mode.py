"""Server mode end to end: the store interface, the start-up schema check, `knowdesk db`, retrieval."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from knowdesk.cli.main import app as cli
from knowdesk.errors import ConfigError
from knowdesk.retrieval.hybrid import SearchOptions
from knowdesk.stores.contracts.documents import DocumentStoreApi, public_methods
from knowdesk.stores.documents import DocumentStore
from knowdesk.stores.postgres.db import PgDatabase
from knowdesk.stores.postgres.documents import PgDocumentStore
from knowdesk.stores.postgres.vectors import PgVectorIndex
from tests.conftest import SAMPLE_KB, make_app


def test_both_stores_offer_the_same_interface() -> None:
    assert public_methods(DocumentStore) == public_methods(PgDocumentStore)
    declared = {n for n in vars(DocumentStoreApi) if not n.startswith("_") and n != "db"}
    assert declared <= public_methods(DocumentStore)


def test_an_unmigrated_database_is_refused_at_start(tmp_path: Path, pg_empty_url: str) -> None:
    app = make_app(tmp_path / "d", database_url=pg_empty_url)
    with pytest.raises(ConfigError, match="knowdesk db upgrade"):
        _ = app.store
    app.close()


def test_db_upgrade_and_status_commands(tmp_path: Path, pg_empty_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KNOWDESK_DATABASE_URL", pg_empty_url)
    runner = CliRunner()
    before = runner.invoke(cli, ["--data-dir", str(tmp_path), "db", "status", "--json"])
    assert before.exit_code == 1 and json.loads(before.stdout)["database"] == 0
    up = runner.invoke(cli, ["--data-dir", str(tmp_path), "db", "upgrade"])
    assert up.exit_code == 0 and "applied 0001_documents" in up.stdout
    again = runner.invoke(cli, ["--data-dir", str(tmp_path), "db", "upgrade"])
    assert "already up to date" in again.stdout
    after = runner.invoke(cli, ["--data-dir", str(tmp_path), "db", "status", "--json"])
    assert after.exit_code == 0 and json.loads(after.stdout)["up_to_date"] and json.loads(after.stdout)["drift"] == []
    # a column added by hand is drift: status names it and fails
    db = PgDatabase(pg_empty_url)
    with db.transaction() as conn:
        conn.execute("ALTER TABLE documents ADD COLUMN by_hand TEXT")
    db.close()
    altered = runner.invoke(cli, ["--data-dir", str(tmp_path), "db", "status"])
    assert altered.exit_code == 1 and "by_hand" in altered.stdout


def test_db_commands_say_how_to_configure(tmp_path: Path) -> None:
    res = CliRunner().invoke(cli, ["--data-dir", str(tmp_path), "db", "upgrade"])
    assert res.exit_code == 2 and "KNOWDESK_DATABASE_URL" in res.output


def test_hybrid_retrieval_in_server_mode(tmp_path: Path, pg_url: str) -> None:
    app = make_app(tmp_path / "d", database_url=pg_url)
    assert isinstance(app.store, PgDocumentStore) and isinstance(app.vectors, PgVectorIndex)
    assert isinstance(app.store, DocumentStoreApi)
    report = app.ingestor.ingest([SAMPLE_KB], "hr")
    assert app.store.unvectored_count(app.embedder.model_id) == 0
    assert app.vectors.count() == app.store.fragment_count() == sum(r.fragments for r in report.results)
    hits = app.retriever.search("年假有几天", SearchOptions(kbs=["hr"]))
    assert hits and "请假" in hits[0].document
    assert not (tmp_path / "d" / "chroma").exists()  # nothing dense went to the embedded index
    app.close()


def test_one_refiner_and_one_calibration_for_every_data_directory(pg_url: str, tmp_path: Path) -> None:
    """Workers on two machines (two data directories) share the refiner lock and calibrated thresholds."""
    from knowdesk.indexing.background import refine_lock, refiner_running

    a, b = make_app(tmp_path / "a", database_url=pg_url), make_app(tmp_path / "b", database_url=pg_url)
    with refine_lock(a.locks) as got_a:
        assert got_a
        with refine_lock(b.locks) as got_b:
            assert not got_b
        assert refiner_running(b.locks)
    assert not refiner_running(b.locks)
    with refine_lock(b.locks) as got_b:
        assert got_b
    a.hot.thresholds.write("请假", 0.91)
    assert b.hot.thresholds.saved.location == "PostgreSQL table hot_thresholds"
    assert b.hot.thresholds.get("请假") == 0.91
    assert not (tmp_path / "a" / "hot_thresholds.json").exists()
    a.close()
    b.close()


def test_kb_list_reads_the_shared_database(tmp_path: Path, pg_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """`kb list` opens only the document store, and in server mode that is PostgreSQL's, not the data directory's."""
    app = make_app(tmp_path / "writer", database_url=pg_url)
    app.ingestor.ingest([SAMPLE_KB], "hr")
    fragments = app.store.fragment_count()
    app.close()
    monkeypatch.setenv("KNOWDESK_DATABASE_URL", pg_url)
    res = CliRunner().invoke(cli, ["--data-dir", str(tmp_path / "reader"), "kb", "list", "--json"])
    assert res.exit_code == 0, res.output
    assert [(k["name"], k["fragments"]) for k in json.loads(res.stdout)] == [("hr", fragments)]
    assert not list((tmp_path / "reader").glob("*.sqlite3"))  # the data directory's file was never opened
