"""The refinement worker as a real process: SIGKILLed mid-way, restarted, nothing finished is redone;
and the CLI: `knowdesk search` works right after `knowdesk ingest`, before any e5 vector exists."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from typer.testing import CliRunner

from knowdesk.cli.main import app as cli
from knowdesk.indexing import index_status
from tests.conftest import SAMPLE_KB, make_app


def worker_env(data: Path, log: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("KNOWDESK_")}
    return env | {
        "KNOWDESK_CONFIG": str(data / "absent.toml"), "KNOWDESK_DATA_DIR": str(data),
        "KNOWDESK_EMBEDDING__PROVIDER": "hashing", "KNOWDESK_EMBEDDING__REFINE_WORKERS": "2",
        "KNOWDESK_TEST_EMBED_DELAY": "0.2", "KNOWDESK_TEST_EMBED_LOG": str(log),
    }  # fmt: skip


def cached_hashes(app) -> set[str]:
    rows = app.db.query("SELECT embed_hash FROM embedding_cache WHERE model=?", (app.embedder.model_id,))
    return {r["embed_hash"] for r in rows}


def test_killed_refiner_resumes_without_recomputing(tmp_path):
    data = tmp_path / "data"
    app = make_app(data)
    app.ingestor.ingest([SAMPLE_KB], "hr", embed=False)
    total = app.store.fragment_count(["hr"])
    unique = len({r["embed_hash"] for r in app.db.query("SELECT embed_hash FROM fragments")})
    log = tmp_path / "embedded.log"
    cmd = [sys.executable, "-m", "knowdesk.cli.refiner_worker"]

    proc = subprocess.Popen(cmd, env=worker_env(data, log), start_new_session=True, stderr=subprocess.DEVNULL)
    deadline = time.time() + 120
    while index_status(app.indexing_state)[0]["refined"] < 6 and time.time() < deadline:
        time.sleep(0.05)
    os.killpg(proc.pid, signal.SIGKILL)  # the worker and its embedding processes, no clean-up
    proc.wait()
    done_before = cached_hashes(app)
    refined_before = index_status(app.indexing_state)[0]["refined"]
    assert 6 <= refined_before < total, "the kill should land mid-way"

    log.unlink()
    subprocess.run(cmd, env=worker_env(data, log), check=True, timeout=120, stderr=subprocess.DEVNULL)
    assert index_status(app.indexing_state)[0]["refined"] == total
    redone = set(log.read_text().split())
    assert not redone & done_before  # nothing finished before the kill was embedded again
    assert len(redone) <= unique - len(done_before)
    assert cached_hashes(app) >= done_before and len(cached_hashes(app)) == unique
    app.close()


def test_cli_search_right_after_ingest_before_any_e5_vector(tmp_path, monkeypatch):
    monkeypatch.setenv("KNOWDESK_DATA_DIR", str(tmp_path / "data"))  # default embedder: e5
    runner = CliRunner()
    res = runner.invoke(cli, ["ingest", str(SAMPLE_KB), "--kb", "hr", "--no-embed", "--json"])
    assert res.exit_code == 0, res.output
    assert json.loads(res.output)["counts"]["added"] > 0
    res = runner.invoke(cli, ["search", "年假有几天", "--kb", "hr", "--json"])
    assert res.exit_code == 0, res.output
    hits = json.loads(res.output)
    assert hits and "请假" in hits[0]["document"] and "fast" in hits[0]["scores"]
    res = runner.invoke(cli, ["index", "status", "--json"])
    (row,) = json.loads(res.output)
    assert row["refined"] == 0 and row["searchable"] == row["total"] > 0
