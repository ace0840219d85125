"""`knowdesk index status` on SQLite and on PostgreSQL: the same per-KB counts, through the store interface."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from knowdesk.cli.main import app as cli
from tests.conftest import SAMPLE_KB, make_app


def _status(data_dir: Path, url: str | None, monkeypatch: pytest.MonkeyPatch) -> list[dict]:
    if url:
        monkeypatch.setenv("KNOWDESK_DATABASE_URL", url)
    else:
        monkeypatch.delenv("KNOWDESK_DATABASE_URL", raising=False)
    res = CliRunner().invoke(cli, ["--data-dir", str(data_dir), "--embedder", "hashing", "index", "status", "--json"])
    assert res.exit_code == 0, res.output
    return json.loads(res.stdout)


def test_same_status_on_both(tmp_path: Path, pg_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    seen, partial = {}, {}
    for backend, url in (("sqlite", None), ("postgres", pg_url)):
        app = make_app(tmp_path / backend, database_url=url)
        app.ingestor.ingest([SAMPLE_KB], "hr")
        app.store.create_kb("empty")
        assert app.fast_index is not None
        total = app.store.fragment_count(["hr"])
        # another main model: nothing refined for it yet, every fragment still dense through its fast vector
        partial[backend] = app.store.index_progress("another-model", app.fast_index.model_id)
        assert [(r["total"], r["dense"], r["refined"]) for r in partial[backend]] == [(0, 0, 0), (total, total, 0)]
        assert app.store.index_progress("another-model", None)[1]["dense"] == 0
        app.close()
        seen[backend] = _status(tmp_path / backend, url, monkeypatch)
        assert [r["kb"] for r in seen[backend]] == ["empty", "hr"]
        hr = seen[backend][1]
        assert hr["total"] == hr["searchable"] == hr["dense"] == hr["refined"] == total > 20
    assert seen["sqlite"] == seen["postgres"] and partial["sqlite"] == partial["postgres"]
