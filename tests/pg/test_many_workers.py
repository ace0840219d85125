"""Several worker processes against one PostgreSQL: exact counters, no lost fragments."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

from tests.conftest import ROOT, SAMPLE_KB, make_app
from tests.hot.askers import ask_from_processes
from tests.hot.conftest import HOT


def _spawn(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "tests.pg.workers", *args], cwd=ROOT, stdout=subprocess.PIPE, text=True
    )


def _results(procs: list[subprocess.Popen[str]]) -> list[dict]:
    out = []
    for p in procs:
        stdout, _ = p.communicate(timeout=120)
        assert p.returncode == 0
        out.append(json.loads(stdout.strip().splitlines()[-1]))
    return out


def test_four_workers_two_hundred_hits_exact(pg_url: str, tmp_path: Path) -> None:
    app = make_app(tmp_path / "admin", hot=HOT, database_url=pg_url)
    qid = app.hot.add("员工如何申请带薪年假", ["请假"])
    app.hot.add("出差住宿费的报销标准是多少", ["差旅报销"])
    results = _results([_spawn("hits", pg_url, str(tmp_path / f"w{i}"), "50") for i in range(4)])
    assert sum(r["hits"] for r in results) == 200
    assert app.hot.get(qid).call_count == 200
    app.close()


def test_four_workers_asking_one_new_question_leave_one_entry_with_every_ask(pg_url: str, tmp_path: Path) -> None:
    ask_from_processes(tmp_path / "w", "离职证明怎么开", ["离职"], processes=4, asks_each=15, url=pg_url)
    app = make_app(tmp_path / "admin", hot=HOT, database_url=pg_url)
    entries = [(q.standard_question, q.status, q.call_count) for q in app.hot.list()]
    app.close()
    assert entries == [("离职证明怎么开", "active", 60)]


def test_concurrent_ingestion_of_different_files_loses_nothing(pg_url: str, tmp_path: Path) -> None:
    files = sorted(p for p in SAMPLE_KB.iterdir() if p.is_file() and p.name != "tags")  # tags: folder tag file
    folders = []
    for i in range(4):
        d = tmp_path / f"part{i}"
        d.mkdir()
        for f in files[i::4]:
            shutil.copy(f, d / f.name)
        folders.append(d)
    results = _results([_spawn("ingest", pg_url, str(tmp_path / f"w{i}"), str(folders[i])) for i in range(4)])
    assert all(r["failed"] == 0 for r in results)
    app = make_app(tmp_path / "check", database_url=pg_url)
    assert app.store.fragment_count(["shared"]) == sum(r["fragments"] for r in results) > 20
    assert app.vectors.count() == app.store.fragment_count()
    assert app.store.unvectored_count(app.embedder.model_id) == 0
    assert len(app.store.list_documents("shared")) == len(files)
    # the BM25 totals the triggers keep (migration 0009) agree with the fragments, folded to a few rows
    kept = app.pg.query_one("SELECT SUM(fragments) AS n, SUM(tokens) AS t, COUNT(*) AS rows FROM keyword_totals")
    real = app.pg.query_one("SELECT COUNT(*) AS n, SUM(ntokens) AS t FROM fragments")
    assert kept and real and (kept["n"], kept["t"]) == (real["n"], real["t"]) and kept["rows"] <= 4
    app.close()
