"""`knowdesk graph build/show/query` end to end on the relation workbook."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from knowdesk.cli.main import app
from tests.relations.conftest import WORKBOOK


def test_graph_cli(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    src = tmp_path / "kb"
    src.mkdir()
    shutil.copy(WORKBOOK, src)
    monkeypatch.setenv("KNOWDESK_EMBEDDING__FAST_PROVIDER", "none")
    runner = CliRunner()
    base = ["--data-dir", str(tmp_path / "data"), "--embedder", "hashing"]
    assert runner.invoke(app, [*base, "ingest", str(src), "--kb", "hr"]).exit_code == 0
    res = runner.invoke(app, [*base, "graph", "build", "--kb", "hr"])
    assert res.exit_code == 0, res.output
    assert "工作表：组织架构" in res.output
    res = runner.invoke(app, [*base, "graph", "query", "IT设备申领由谁审批？", "--json"])
    assert res.exit_code == 0 and "赵强" in res.output and "工作表：审批关系" in res.output
    res = runner.invoke(app, [*base, "graph", "query", "--cypher", "MATCH (n) DETACH DELETE n"])
    assert res.exit_code != 0 and "refused" in res.output
    res = runner.invoke(app, [*base, "graph", "show", "李明", "--json"])
    assert res.exit_code == 0 and "郑伟" in res.output
