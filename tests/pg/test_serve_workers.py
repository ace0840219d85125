"""`knowdesk serve --workers N` runs N API processes against one PostgreSQL (and refuses without one);
a token made with `knowdesk user` against that database authenticates on every worker."""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import psutil
import pytest
from typer.testing import CliRunner

from knowdesk.cli.main import app as cli
from tests.api.helpers import chat_at_once
from tests.conftest import SAMPLE_KB, make_app
from tests.openai_stub import openai_stub

KNOWDESK = str(Path(sys.executable).parent / "knowdesk")


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _workers(supervisor: int) -> list[psutil.Process]:
    """uvicorn's live worker processes: direct children started by multiprocessing's spawn (not its resource
    tracker, not a worker that has just exited and is not yet reaped — the supervisor restarts those)."""
    found = []
    for child in psutil.Process(supervisor).children():
        try:
            if child.status() != psutil.STATUS_ZOMBIE and "spawn_main" in " ".join(child.cmdline()):
                found.append(child)
        except psutil.Error:  # exited between listing and asking
            continue
    return found


def test_workers_need_server_mode(tmp_path: Path) -> None:
    res = CliRunner().invoke(cli, ["--data-dir", str(tmp_path), "serve", "--workers", "2"])
    assert res.exit_code == 2 and "KNOWDESK_DATABASE_URL" in res.output


@contextmanager
def _two_workers(tmp_path: Path, pg_url: str) -> Iterator[int]:
    """`knowdesk serve --workers 2` on loopback against `pg_url`, both workers up; yields the port."""
    port = _port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("KNOWDESK_")}
    env |= {"KNOWDESK_DATABASE_URL": pg_url, "KNOWDESK_CONFIG": str(tmp_path / "none.toml")}
    cmd = [KNOWDESK, "--data-dir", str(tmp_path / "d"), "--embedder", "hashing", "serve", "--workers", "2",
           "--port", str(port), "--log-level", "info"]  # fmt: skip
    log = tmp_path / "serve.log"
    proc = subprocess.Popen(cmd, env=env, stdout=log.open("wb"), stderr=subprocess.STDOUT, start_new_session=True)
    try:
        deadline = time.monotonic() + 180
        ok = 0
        while time.monotonic() < deadline and ok < 10:
            try:
                ok += httpx.get(f"http://127.0.0.1:{port}/health", timeout=2).status_code == 200
            except httpx.TransportError:
                time.sleep(0.3)
        assert ok == 10, log.read_text()
        while time.monotonic() < deadline and len(_workers(proc.pid)) != 2:
            time.sleep(0.3)
        assert len(_workers(proc.pid)) == 2, log.read_text()
        yield port
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=30)


def test_workers_get_the_configured_health_check_time(tmp_path: Path, pg_url: str,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    """A busy worker is not killed by uvicorn's 5-second ping: the supervisor waits `limits.worker_healthcheck_seconds`."""
    import uvicorn

    ran: dict[str, object] = {}
    monkeypatch.setattr(uvicorn, "run", lambda target, **kw: ran.update(kw, target=target))
    monkeypatch.setenv("KNOWDESK_DATABASE_URL", pg_url)
    monkeypatch.setenv("KNOWDESK_DATA_DIR", str(tmp_path))  # serve sets it for its workers; restored after
    monkeypatch.setenv("KNOWDESK_CONFIG", str(tmp_path / "none.toml"))
    for env, expected in ((None, 30), ("45", 45)):
        if env:
            monkeypatch.setenv("KNOWDESK_LIMITS__WORKER_HEALTHCHECK_SECONDS", env)
        res = CliRunner().invoke(cli, ["--data-dir", str(tmp_path), "serve", "--workers", "2", "--port", "0"])
        assert res.exit_code == 0, res.output
        assert ran["workers"] == 2 and ran["timeout_worker_healthcheck"] == expected


def _admin_token(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pg_url: str) -> str:
    monkeypatch.setenv("KNOWDESK_DATABASE_URL", pg_url)
    made = CliRunner().invoke(cli, ["--data-dir", str(tmp_path / "admin"), "user", "add", "root", "--role", "admin"])
    assert made.exit_code == 0, made.output
    return made.stdout.strip().splitlines()[-1]


def test_two_workers_serve_from_one_database(tmp_path: Path, pg_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    token = _admin_token(tmp_path, monkeypatch, pg_url)
    with _two_workers(tmp_path, pg_url) as port:
        for _ in range(10):  # fresh connections, handed to either worker
            me = httpx.get(f"http://127.0.0.1:{port}/me", headers={"Authorization": f"Bearer {token}"}, timeout=10)
            assert me.status_code == 200 and me.json()["role"] == "admin", me.text
        bad = httpx.get(f"http://127.0.0.1:{port}/me", headers={"Authorization": "Bearer kd_x_y"}, timeout=10)
        assert bad.status_code == 401


def test_sixty_identical_chats_on_two_workers_leave_one_hot_question(
    tmp_path: Path, pg_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    token = _admin_token(tmp_path, monkeypatch, pg_url)
    docs = tmp_path / "docs"
    docs.mkdir()
    shutil.copy(SAMPLE_KB / "员工请假管理制度V3.1.txt", docs)
    app = make_app(tmp_path / "admin", database_url=pg_url)
    app.ingestor.ingest([str(docs)], "hr")
    app.close()
    auth = {"Authorization": f"Bearer {token}"}
    with _two_workers(tmp_path, pg_url) as port:
        url = f"http://127.0.0.1:{port}"
        try:
            codes = chat_at_once(url, auth, {"question": "病假需要提交什么材料？", "kb": "hr"}, 60, 20)
        except httpx.TransportError as exc:  # a worker gone mid-request: its log says why
            raise AssertionError((tmp_path / "serve.log").read_text()) from exc
        hot = httpx.get(url + "/hot", headers=auth, timeout=30).json()
    assert codes == [200] * 60
    assert [(q["status"], q["call_count"]) for q in hot] == [("active", 60)], hot


def test_sigterm_under_load_ends_every_worker_within_10_s(tmp_path: Path, pg_url: str,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    """Every request of both workers waits on a chat model that never answers; SIGTERM to the supervisor alone
    (as a process manager sends it) must still end the supervisor and its workers (issue 16, item 2)."""
    monkeypatch.setenv("KNOWDESK_DATABASE_URL", pg_url)
    made = CliRunner().invoke(cli, ["--data-dir", str(tmp_path / "admin"), "user", "add", "root", "--role", "admin"])
    auth = {"Authorization": f"Bearer {made.stdout.strip().splitlines()[-1]}"}
    arrived, release = threading.Semaphore(0), threading.Event()

    def never(prompt: str) -> str:
        arrived.release()
        release.wait(60)
        return "no json"

    with openai_stub(never) as llm:
        port = _port()
        env = {k: v for k, v in os.environ.items() if not k.startswith("KNOWDESK_")}
        env |= {"KNOWDESK_DATABASE_URL": pg_url, "KNOWDESK_CONFIG": str(tmp_path / "none.toml"),
                "KNOWDESK_LLM__MODEL": "stub", "KNOWDESK_LLM__BASE_URL": llm, "KNOWDESK_LLM__API_KEY": "x"}  # fmt: skip
        cmd = [KNOWDESK, "--data-dir", str(tmp_path / "d"), "--embedder", "hashing", "serve", "--workers", "2",
               "--port", str(port)]  # fmt: skip
        log = tmp_path / "serve.log"
        proc = subprocess.Popen(cmd, env=env, stdout=log.open("wb"), stderr=subprocess.STDOUT, start_new_session=True)
        url = f"http://127.0.0.1:{port}"
        clients: list[threading.Thread] = []
        try:
            deadline = time.monotonic() + 180
            while time.monotonic() < deadline and len(_workers(proc.pid)) != 2:
                time.sleep(0.3)
            workers = _workers(proc.pid)
            assert len(workers) == 2, log.read_text()
            while time.monotonic() < deadline:
                with contextlib.suppress(httpx.TransportError):
                    if httpx.post(url + "/kbs", json={"name": "hr"}, headers=auth, timeout=5).status_code == 201:
                        break
                time.sleep(0.3)

            def ask(i: int) -> None:
                with contextlib.suppress(httpx.HTTPError):  # the server goes away under it: expected
                    httpx.post(
                        url + "/chat", json={"question": f"年假有几天？{i}", "kb": "hr"}, headers=auth, timeout=90
                    )

            clients = [threading.Thread(target=ask, args=(i,), daemon=True) for i in range(8)]
            for c in clients:
                c.start()
            for _ in clients:
                assert arrived.acquire(timeout=60), log.read_text()
            started = time.monotonic()
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(15)
            except subprocess.TimeoutExpired:
                pytest.fail(f"serve --workers 2 still running 15 s after SIGTERM\n{log.read_text()[-3000:]}")
            gone = psutil.wait_procs(workers, timeout=max(0.1, started + 10 - time.monotonic()))[1] == []
            assert gone and time.monotonic() - started < 10
        finally:
            release.set()
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=30)
            for c in clients:
                c.join(10)
