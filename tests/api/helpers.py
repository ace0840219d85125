"""Building a served data directory once, parsing SSE, and running `knowdesk serve` as a subprocess."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

from knowdesk.auth import UserStore
from tests.conftest import SAMPLE_KB, make_app

SECRET_DOC = "绝密项目计划：代号北极星，预算三千万元，二〇二七年上线。项目成员须严格保密。\n"


@dataclass
class Seeded:
    data_dir: Path
    tokens: dict[str, str]

    def auth(self, user: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.tokens[user]}"}


def seed(data_dir: Path) -> Seeded:
    """The sample KB `hr`, a KB `secret` only admins may ask, and four users with tokens."""
    app = make_app(data_dir)
    try:
        app.ingestor.ingest([str(SAMPLE_KB)], "hr")
        src = data_dir.parent / "secret-src"
        src.mkdir(exist_ok=True)
        (src / "北极星项目.txt").write_text(SECRET_DOC, encoding="utf-8")
        app.ingestor.ingest([str(src)], "secret")
        users = UserStore(app.db)
        users.add("admin", "admin", sensitive=True)
        users.add("alice", "employee")
        users.grant("alice", "hr", "ask")
        users.add("bob", "employee")
        users.add("mgr", "employee")
        users.grant("mgr", "hr", "manage")
        tokens = {u: users.issue_token(u) for u in ("admin", "alice", "bob", "mgr")}
    finally:
        app.close()
    (data_dir / "tokens.json").write_text(json.dumps(tokens))
    return Seeded(data_dir, tokens)


def copy_seeded(template: Seeded, target: Path) -> Seeded:
    shutil.copytree(template.data_dir, target)
    return Seeded(target, template.tokens)


def parse_sse(text: str) -> list[tuple[str, Any]]:
    """(event, data) per SSE event; data JSON-decoded when it is JSON; pings and comments skipped."""
    events = []
    for block in text.replace("\r\n", "\n").split("\n\n"):
        name, data = "message", []
        for line in block.split("\n"):
            if line.startswith("event:"):
                name = line[6:].strip()
            elif line.startswith("data:"):
                data.append(line[5:].lstrip(" ") if len(line) > 5 else "")
        if not data:
            continue
        raw = "\n".join(data)
        try:
            events.append((name, json.loads(raw)))
        except json.JSONDecodeError:
            events.append((name, raw))
    return events


def chat_at_once(url: str, headers: dict[str, str], body: dict[str, Any], total: int, at_once: int) -> list[int]:
    """`total` identical `POST /chat`, `at_once` in flight at a time (one connection each); their status codes."""
    limits = httpx.Limits(max_connections=at_once, max_keepalive_connections=at_once)
    with (
        httpx.Client(base_url=url, headers=headers, timeout=120, limits=limits) as client,
        ThreadPoolExecutor(max_workers=at_once) as pool,
    ):
        return list(pool.map(lambda _: client.post("/chat", json=body).status_code, range(total)))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """A real `knowdesk serve --embedder hashing` on loopback, stopped by its own pid."""

    def __init__(self, data_dir: Path, env: dict[str, str] | None = None) -> None:
        self.data_dir = data_dir
        self.env = env or {}  # extra KNOWDESK_* settings (say, a chat model)
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.proc: subprocess.Popen | None = None

    def start(self, timeout: float = 180.0) -> Server:  # a loaded 2-core machine needs well over a minute
        env = {k: v for k, v in os.environ.items() if not k.startswith("KNOWDESK_")}
        env["KNOWDESK_CONFIG"] = str(self.data_dir / "absent.toml")
        env |= self.env
        cmd = [str(Path(sys.executable).parent / "knowdesk"), "--data-dir", str(self.data_dir), "--embedder", "hashing",
               "serve", "--host", "127.0.0.1", "--port", str(self.port)]  # fmt: skip
        log = (self.data_dir.parent / f"serve-{self.port}.log").open("wb")
        self.proc = subprocess.Popen(cmd, env=env, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"knowdesk serve exited with {self.proc.returncode}; see {log.name}")
            try:
                if httpx.get(self.url + "/health", timeout=1).status_code == 200:
                    return self
            except httpx.HTTPError:
                time.sleep(0.2)
        self.stop()
        raise RuntimeError("knowdesk serve did not come up in time")

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        self.proc = None
