"""The relation graph follows ingestion by itself, and a graph held by another process is a clear message."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from typer.testing import CliRunner

from knowdesk.api import create_app
from knowdesk.auth import UserStore
from knowdesk.cli.main import app
from knowdesk.config import load_settings
from knowdesk.embeddings.hashing import HashingEmbeddings
from tests.conftest import make_app
from tests.relations.conftest import WORKBOOK


@pytest.fixture
def cli(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[CliRunner, list[str], Path]:
    monkeypatch.setenv("KNOWDESK_EMBEDDING__FAST_PROVIDER", "none")
    src = tmp_path / "kb"
    src.mkdir()
    shutil.copy(WORKBOOK, src)
    return CliRunner(), ["--data-dir", str(tmp_path / "data"), "--embedder", "hashing"], src


def test_ingest_and_remove_keep_the_graph_in_step(cli: tuple[CliRunner, list[str], Path]) -> None:
    runner, base, src = cli
    res = runner.invoke(app, [*base, "ingest", str(src), "--kb", "hr", "--json", "--no-embed"])
    assert res.exit_code == 0, res.output
    assert json.loads(res.output)["graph"].startswith("relation graph rebuilt")
    res = runner.invoke(app, [*base, "graph", "query", "李明的上级是谁？", "--json"])
    assert "郑伟" in res.output  # no `graph build` needed
    res = runner.invoke(app, [*base, "ingest", str(src), "--kb", "hr", "--json", "--no-embed"])
    assert json.loads(res.output)["graph"] is None  # nothing changed, nothing rebuilt
    res = runner.invoke(app, [*base, "kb", "remove", "hr", str(src / WORKBOOK.name), "--json"])
    assert res.exit_code == 0 and "relation graph rebuilt: 0 relations" in json.loads(res.output)["graph"]
    res = runner.invoke(app, [*base, "graph", "query", "李明的上级是谁？", "--json"])
    assert "郑伟" not in res.output


def test_a_graph_held_by_another_process_names_it(cli: tuple[CliRunner, list[str], Path], tmp_path: Path) -> None:
    runner, base, src = cli
    assert runner.invoke(app, [*base, "ingest", str(src), "--kb", "hr", "--no-embed"]).exit_code == 0
    holder = subprocess.Popen(
        [sys.executable, "-c", "import kuzu, sys; db = kuzu.Database(sys.argv[1]); print('ready', flush=True); "
         "sys.stdin.read()", str(tmp_path / "data" / "graph.kuzu")],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "ready"
        res = runner.invoke(app, [*base, "graph", "build", "--kb", "hr"])
        assert res.exit_code == 1 and "Traceback" not in res.output
        said = " ".join(res.output.split())  # rich wraps the message at the terminal's width
        assert f"pid {holder.pid}" in said and "graph build" in said
        (src / "新表.csv").write_text("事项,审批人,部门\n会议室预订,行政部,行政部\n", encoding="utf-8")
        res = runner.invoke(app, [*base, "ingest", str(src), "--kb", "hr", "--json", "--no-embed"])
        assert res.exit_code == 0  # the documents are in; only the graph waits
        graph = json.loads(res.output)["graph"]
        assert graph.startswith("relation graph not updated") and f"pid {holder.pid}" in graph
    finally:
        holder.communicate("")


def test_an_upload_updates_the_graph_the_server_answers_from(tmp_path: Path) -> None:
    kd = make_app(tmp_path / "data")
    kd.store.create_kb("hr")
    users = UserStore(kd.db)
    users.add("ann", "admin")
    token = users.issue_token("ann")
    kd.close()
    settings = load_settings(data_dir=tmp_path / "data")
    with TestClient(create_app(settings, embedder=HashingEmbeddings())) as client:
        auth = {"Authorization": f"Bearer {token}"}
        before = client.post("/chat", json={"question": "李明是谁？", "kb": "hr"}, headers=auth).json()
        assert "人力资源总监" not in before["answer"]
        files = {"files": (WORKBOOK.name, WORKBOOK.read_bytes())}
        r = client.post("/kbs/hr/documents", files=files, headers=auth)
        assert r.status_code == 202, r.text
        client.app.state.jobs.wait(r.json()["job"]["id"], 60)
        job = client.get(r.json()["status_url"], headers=auth).json()
        assert job["status"] == "done" and job["message"].startswith("relation graph rebuilt"), job
        after = client.post("/chat", json={"question": "李明是谁？", "kb": "hr"}, headers=auth).json()
        assert "人力资源总监" in after["answer"] and "工作表：组织架构" in after["answer"]
