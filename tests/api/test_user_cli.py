"""`knowdesk user add|token|grant|list`: tokens printed once and usable by the API."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from knowdesk.auth import UserStore
from knowdesk.cli.main import app
from knowdesk.stores.sqlite.db import Database

runner = CliRunner()


def kd(data: Path, *args: str):
    return runner.invoke(app, ["--data-dir", str(data), "--embedder", "hashing", *args])


def test_user_commands(tmp_path: Path) -> None:
    data = tmp_path / "data"
    r = kd(data, "user", "add", "root", "--role", "admin", "--sensitive")
    assert r.exit_code == 0, r.output
    token = r.stdout.strip().splitlines()[-1]
    assert token.startswith("kd_")
    r = kd(data, "user", "add", "amy", "--kb", "hr")
    assert r.exit_code == 0, r.output
    assert kd(data, "user", "add", "amy").exit_code == 1  # already exists: one clean line, exit 1
    assert kd(data, "user", "add", "x", "--role", "boss").exit_code == 1
    assert kd(data, "user", "grant", "amy", "it", "manage").exit_code == 0
    assert kd(data, "user", "grant", "amy", "hr", "none").exit_code == 0
    second = kd(data, "user", "token", "amy").stdout.strip()
    rows = json.loads(kd(data, "user", "list", "--json").stdout)
    assert {r["name"]: r["grants"] for r in rows} == {"amy": {"it": "manage"}, "root": {}}
    assert {r["name"]: r["tokens"] for r in rows} == {"amy": 2, "root": 1}
    db = Database(data / "knowdesk.sqlite3")
    try:
        users = UserStore(db)
        assert users.authenticate(token).role == "admin" and users.authenticate(second).name == "amy"
    finally:
        db.close()
    assert "revoked 2" in kd(data, "user", "token", "amy", "--revoke").stdout
    # --json for scripts: the token is a field, not a line to scrape
    made = json.loads(kd(data, "user", "add", "bo", "--kb", "hr", "--json").stdout)
    assert made["name"] == "bo" and made["grants"] == {"hr": "ask"} and made["token"].startswith("kd_")
    assert json.loads(kd(data, "user", "grant", "bo", "it", "manage", "--json").stdout)["grants"] == {
        "hr": "ask",
        "it": "manage",
    }
    fresh = json.loads(kd(data, "user", "token", "bo", "--json").stdout)
    assert fresh["token"].startswith("kd_") and fresh["token"] != made["token"]
    assert json.loads(kd(data, "user", "token", "bo", "--revoke", "--json").stdout) == {"name": "bo", "revoked": 2}
    assert kd(data, "user", "token", "ghost").exit_code == 1
