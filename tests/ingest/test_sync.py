"""Folders kept in sync: adds, changes, renames (vectors kept) and deletions; the debounced watcher;
`knowdesk sync [--watch]` and the server's watched folders, with their state in `knowdesk index status`."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

from typer.testing import CliRunner

from knowdesk.cli.main import app as cli
from knowdesk.ingest.settings import WatchedFolder
from knowdesk.ingest.sync import sync_folder
from knowdesk.ingest.watch import FolderWatcher
from knowdesk.ingest.writer_lock import kb_writer
from tests.conftest import make_app

LEAVE = "# 请假制度\n\n## 年假\n\n员工工作满一年享受年休假5天，须提前3个工作日申请。\n"
TRAVEL = "# 差旅制度\n\n## 住宿\n\n一线城市住宿标准每晚500元，超出部分自理。\n"
CHILD_TIMEOUT = 120.0  # a `knowdesk` child starting on a loaded CI machine is slow; a hang is still caught
PHONE = "# 通讯补贴\n\n## 标准\n\n每月通讯补贴200元，随工资发放。\n"


def _folder(tmp_path: Path) -> Path:
    folder = tmp_path / "docs"
    (folder / "人事").mkdir(parents=True)
    (folder / "人事" / "请假制度.md").write_text(LEAVE, encoding="utf-8")
    (folder / "差旅制度.md").write_text(TRAVEL, encoding="utf-8")
    return folder


def _wait(condition, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.1)


def test_sync_applies_adds_changes_renames_and_deletions(app, tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    first = sync_folder(app.ingestor, folder, "kb", embed=True)
    assert first.counts()["added"] == 2 and first.ingest.embedded > 0
    (folder / "人事" / "请假制度.md").rename(folder / "请假管理制度.md")  # renamed and moved up
    (folder / "差旅制度.md").write_text(TRAVEL.replace("500元", "600元"), encoding="utf-8")
    (folder / "通讯补贴.md").write_text(PHONE, encoding="utf-8")
    second = sync_folder(app.ingestor, folder, "kb", embed=True)
    assert {k: v for k, v in second.counts().items() if v} == {"added": 1, "updated": 1, "renamed": 1}
    assert [(Path(a).name, Path(b).name) for a, b in second.renamed] == [("请假制度.md", "请假管理制度.md")]
    names = sorted(Path(d.path).name for d in app.store.list_documents("kb"))
    assert names == ["差旅制度.md", "请假管理制度.md", "通讯补贴.md"]
    (folder / "通讯补贴.md").unlink()
    third = sync_folder(app.ingestor, folder, "kb", embed=True)
    assert {k: v for k, v in third.counts().items() if v} == {"deleted": 1, "unchanged": 2}


def test_a_renamed_file_costs_no_embedding(app, tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    sync_folder(app.ingestor, folder, "kb", embed=True)
    (folder / "差旅制度.md").rename(folder / "差旅管理办法.md")
    report = sync_folder(app.ingestor, folder, "kb", embed=True)
    assert report.counts()["renamed"] == 1
    assert report.ingest.embedded == 0 and report.ingest.cached > 0  # every vector from the embedding cache


def test_the_watcher_syncs_once_per_burst_and_ignores_lock_files(tmp_path: Path) -> None:
    folder = tmp_path / "watched"
    folder.mkdir()
    calls: list[float] = []
    watcher = FolderWatcher(folder, lambda: calls.append(time.monotonic()), debounce=0.5)
    watcher.start()
    try:
        (folder / "~$草稿.docx").write_bytes(b"lock")  # Word's lock file alone is not a change
        (folder / ".hidden.md").write_text("x")
        time.sleep(1.5)
        assert calls == []
        for i in range(5):
            (folder / f"制度{i}.md").write_text(f"# 制度{i}\n", encoding="utf-8")
            time.sleep(0.05)
        _wait(lambda: len(calls) == 1, timeout=10)
        time.sleep(1.2)
        assert len(calls) == 1  # the burst made one sync, not five
    finally:
        watcher.stop()


def test_cli_sync_reports_and_index_status_shows_the_folder(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    args = ["--data-dir", str(tmp_path / "data"), "--embedder", "hashing"]
    done = CliRunner().invoke(cli, [*args, "sync", str(folder), "--kb", "hr", "--json"])
    assert done.exit_code == 0, done.output
    assert json.loads(done.stdout)["sync"]["added"] == 2
    status = CliRunner().invoke(cli, [*args, "index", "status", "--json"])
    watched = json.loads(status.stdout)[0]["watched"]
    assert [(w["path"], w["state"], w["counts"]["added"]) for w in watched] == [(str(folder.resolve()), "synced", 2)]


def _ctrl_c_as_at_a_terminal() -> None:
    """A job started in the background of a shell (as CI may run the suite) inherits SIGINT ignored."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_sync_watch_follows_the_folder_until_stopped(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    data = tmp_path / "data"
    proc = _watching(folder, data)
    try:
        app = make_app(data)

        def state() -> tuple[str, dict]:
            rows = app.watched.list()
            return (rows[0]["state"], rows[0]["counts"]) if rows else ("", {})

        _wait(lambda: state()[0] == "watching" and state()[1].get("added") == 2, timeout=CHILD_TIMEOUT)
        (folder / "通讯补贴.md").write_text(PHONE, encoding="utf-8")
        _wait(lambda: any(Path(d.path).name == "通讯补贴.md" for d in app.store.list_documents("hr")), CHILD_TIMEOUT)
        _wait(lambda: state()[1].get("added") == 1, CHILD_TIMEOUT)
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=CHILD_TIMEOUT)  # a sync in progress (and its graph refresh) finishes first
        assert proc.returncode == 0, err
        assert state()[0] == "stopped"
        app.close()
    finally:
        if proc.poll() is None:
            proc.kill()
    assert "stopped watching" in err


def _watching(folder: Path, data: Path) -> subprocess.Popen:
    env = {**os.environ, "KNOWDESK_EMBEDDING__PROVIDER": "hashing"}
    return subprocess.Popen(
        [str(Path(sys.executable).parent / "knowdesk"), "--data-dir", str(data), "--embedder", "hashing", "sync",
         str(folder), "--kb", "hr", "--watch", "--debounce", "0.3"],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, preexec_fn=_ctrl_c_as_at_a_terminal,
    )  # fmt: skip


def _stderr_until(proc: subprocess.Popen, text: str) -> str:
    """The child's stderr up to the line holding `text` (killing the child if it never comes)."""
    guard = threading.Timer(CHILD_TIMEOUT, proc.kill)
    guard.start()
    seen = ""
    try:
        while text not in seen:
            line = proc.stderr.readline()
            assert line, seen
            seen += line
    finally:
        guard.cancel()
    return seen


def test_ctrl_c_during_a_sync_lets_it_finish(tmp_path: Path) -> None:
    folder, data = _folder(tmp_path), tmp_path / "data"
    app, proc = make_app(data), None
    try:
        with kb_writer(app.settings, "hr"):  # the catch-up sync waits for this writer: it is in progress
            proc = _watching(folder, data)
            _wait(lambda: [r["state"] for r in app.watched.list()] == ["syncing"], timeout=CHILD_TIMEOUT)
            proc.send_signal(signal.SIGINT)
            seen = _stderr_until(proc, "stopping after the sync in progress")
        _, err = proc.communicate(timeout=CHILD_TIMEOUT)
        assert proc.returncode == 0, seen + err
        assert "stopped watching" in err
        assert len(app.store.list_documents("hr")) == 2  # the sync ended whole
        assert [(r["state"], r["counts"].get("added")) for r in app.watched.list()] == [("stopped", 2)]
    finally:
        if proc is not None and proc.poll() is None:
            proc.kill()
        app.close()


def test_a_second_ctrl_c_quits_at_once(tmp_path: Path) -> None:
    folder, data = _folder(tmp_path), tmp_path / "data"
    app, proc = make_app(data), None
    try:
        with kb_writer(app.settings, "hr"):  # the sync never gets going while the test holds the writer
            proc = _watching(folder, data)
            _wait(lambda: [r["state"] for r in app.watched.list()] == ["syncing"], timeout=CHILD_TIMEOUT)
            proc.send_signal(signal.SIGINT)
            seen = _stderr_until(proc, "stopping after the sync in progress")  # taken: two signals sent
            proc.send_signal(signal.SIGINT)  # before Python's handler runs would be one
            out, err = proc.communicate(timeout=CHILD_TIMEOUT)
        assert proc.returncode == 130, out + seen + err
        assert "quit during a sync" in err
        assert app.store.list_documents("hr") == []
        report = sync_folder(app.ingestor, folder, "hr", embed=True)  # the next sync does the rest
        assert report.counts()["added"] == 2
    finally:
        if proc is not None and proc.poll() is None:
            proc.kill()
        app.close()


def test_the_server_follows_configured_folders_once_per_installation(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    watch = [WatchedFolder(kb="hr", path=folder, debounce_seconds=0.3)]
    first, second = make_app(tmp_path / "data", watch=watch), make_app(tmp_path / "data", watch=watch)
    try:
        first.folder_watchers.start()
        second.folder_watchers.start()
        assert len(first.folder_watchers.running) == 1 and second.folder_watchers.running == []
        _wait(lambda: len(first.store.list_documents("hr")) == 2)
        (folder / "差旅制度.md").unlink()
        _wait(lambda: first.watched.list()[0]["counts"].get("deleted") == 1)  # reported after the sync
        assert len(first.store.list_documents("hr")) == 1
        rows = first.watched.list()
        assert [(r["kb"], r["state"], r["counts"].get("deleted")) for r in rows] == [("hr", "watching", 1)]
    finally:
        first.close()
        second.close()
    assert make_app(tmp_path / "data").watched.list()[0]["state"] == "stopped"


def test_the_watcher_can_catch_up_at_once_on_its_own_thread(tmp_path: Path) -> None:
    threads: list[str] = []
    watcher = FolderWatcher(tmp_path, lambda: threads.append(threading.current_thread().name), debounce=5)
    watcher.start(sync_now=True)
    try:
        _wait(lambda: len(threads) == 1, timeout=3)  # no event and no debounce wait: the catch-up sync
        assert threads[0].startswith("knowdesk-watch")
    finally:
        watcher.stop()


def test_a_failed_sync_is_reported_and_watching_goes_on(tmp_path: Path) -> None:
    errors: list[BaseException] = []
    hits = threading.Event()

    def failing() -> None:
        hits.set()
        raise RuntimeError("disk unplugged")

    folder = tmp_path / "w"
    folder.mkdir()
    watcher = FolderWatcher(folder, failing, debounce=0.2, on_error=errors.append)
    watcher.start()
    try:
        (folder / "a.md").write_text("# a\n")
        assert hits.wait(10)
        _wait(lambda: len(errors) == 1, timeout=5)
        hits.clear()
        (folder / "b.md").write_text("# b\n")
        assert hits.wait(10)  # still watching
    finally:
        watcher.stop()
