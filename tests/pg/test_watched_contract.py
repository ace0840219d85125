"""Watched folders' states and their one-owner lock behave the same on SQLite and PostgreSQL."""

from __future__ import annotations

from pathlib import Path

from knowdesk.app import Knowdesk
from knowdesk.ingest.settings import WatchedFolder
from knowdesk.ingest.writer_lock import FolderOwner


def test_states_are_reported_and_listed(app_on: Knowdesk) -> None:
    store = app_on.watched
    store.report("hr", "/srv/hr", "syncing", "h:1")
    store.report("hr", "/srv/hr", "watching", "h:1", counts={"added": 3, "deleted": 1})
    store.report("hr", "/srv/hr", "syncing", "h:1")  # a state change keeps the last sync's counts
    store.report("it", "/srv/it", "error", "h:2", error="FileNotFoundError: gone")
    rows = store.list()
    assert [(r["kb"], r["state"], r["counts"], r["error"], bool(r["last_sync"])) for r in rows] == [
        ("hr", "syncing", {"added": 3, "deleted": 1}, "", True),
        ("it", "error", {}, "FileNotFoundError: gone", False),
    ]


def test_one_process_owns_a_folder(app_on: Knowdesk, tmp_path: Path) -> None:
    first = FolderOwner(app_on.settings, "hr", tmp_path)
    second = FolderOwner(app_on.settings, "hr", tmp_path)
    other = FolderOwner(app_on.settings, "it", tmp_path)
    assert first.owned and not second.owned and other.owned
    first.release()
    assert FolderOwner(app_on.settings, "hr", tmp_path).owned


def test_the_server_syncs_a_configured_folder(app_on: Knowdesk, tmp_path: Path) -> None:
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "制度.md").write_text("# 制度\n\n## 条款\n\n员工每月通讯补贴200元。\n", encoding="utf-8")
    app_on.settings.watch = [WatchedFolder(kb="hr", path=folder)]
    app_on.folder_watchers.start()
    app_on.folder_watchers.stop()  # waits for the first sync
    assert [d.name for d in app_on.store.list_documents("hr")] == ["制度"]
    assert app_on.watched.list()[0]["counts"]["added"] == 1
