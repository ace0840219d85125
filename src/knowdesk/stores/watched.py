"""Watched folders as their watchers last reported them, visible to `knowdesk index status` everywhere.

One implementation for both backends (`stores/sql.py`); the table is `0016_watched_folders.sql`."""

from __future__ import annotations

import json
from typing import Any

from knowdesk.stores.sql import Sql, shared_schema
from knowdesk.stores.sqlite.db import now_iso
from knowdesk.stores.sqlite.migrations import register_migrations

register_migrations([("watch_0001_watched_folders", shared_schema("0016_watched_folders.sql"))])


class WatchStore:
    def __init__(self, sql: Sql) -> None:
        self.sql = sql

    def report(
        self, kb: str, path: str, state: str, worker: str, *, counts: dict[str, int] | None = None, error: str = ""
    ) -> None:
        """Record a folder's state ("watching", "syncing", "stopped", "error"); a sync's counts when given."""
        now = now_iso()
        params = {"kb": kb, "path": path, "state": state, "worker": worker, "error": error, "now": now,
                  "counts": json.dumps(counts or {}), "synced": now if counts is not None else ""}  # fmt: skip
        with self.sql.transaction() as tx:
            done = tx.execute(
                """UPDATE watched_folders SET state = :state, worker = :worker, error = :error, updated_at = :now,
                          counts = CASE WHEN :synced = '' THEN counts ELSE :counts END,
                          last_sync = CASE WHEN :synced = '' THEN last_sync ELSE :synced END
                   WHERE kb = :kb AND path = :path""",
                params,
            )
            if not done:
                tx.execute(
                    """INSERT INTO watched_folders(kb, path, state, worker, last_sync, counts, error, updated_at)
                       VALUES (:kb, :path, :state, :worker, :synced, :counts, :error, :now)""",
                    params,
                )

    def list(self) -> list[dict[str, Any]]:
        rows = self.sql.query("SELECT * FROM watched_folders ORDER BY kb, path")
        return [{**r, "counts": json.loads(r["counts"] or "{}")} for r in rows]
