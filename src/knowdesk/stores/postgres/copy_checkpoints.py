"""Unfinished interviews on migration: LangGraph checkpoints from the embedded SQLite saver to PostgreSQL.

Copied through the savers' own APIs (`list` on `SqliteSaver`, `put` / `put_writes` on
`PostgresSaver`), so the rows are laid out exactly as if the interview had run in server mode
and any worker can resume it. The digest compares what each saver *returns*, not its tables,
whose layouts differ (PostgreSQL keeps channel values in a blobs table).
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path
from typing import Any

from langgraph.checkpoint.base import WRITES_IDX_MAP, CheckpointTuple
from langgraph.checkpoint.serde.jsonplus import JsonPlusSerializer

FILE = "assessment-checkpoints.sqlite3"  # where `AssessmentService` keeps the embedded checkpoints
_SERDE = JsonPlusSerializer()


def _sqlite_tuples(path: Path) -> Iterator[tuple[CheckpointTuple, dict[str, str]]]:
    """Every checkpoint of every thread, with the task paths of its pending writes (read-only)."""
    from langgraph.checkpoint.sqlite import SqliteSaver

    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False)) as conn:
        saver = SqliteSaver(conn)
        for t in saver.list(None):
            c = t.config["configurable"]
            try:
                rows = conn.execute(
                    "SELECT DISTINCT task_id, task_path FROM writes WHERE thread_id=? AND checkpoint_ns=? "
                    "AND checkpoint_id=?",
                    (c["thread_id"], c["checkpoint_ns"], c["checkpoint_id"]),
                ).fetchall()
            except sqlite3.OperationalError:  # a checkpoint file from before task paths existed
                rows = []
            yield t, dict(rows)


def copy_checkpoints(data_dir: Path, conn: Any) -> int:
    """Copy `data_dir`'s checkpoints into PostgreSQL on `conn` (the caller's transaction); returns how many."""
    from langgraph.checkpoint.postgres import PostgresSaver

    path = Path(data_dir) / FILE
    if not path.exists():
        return 0
    target = PostgresSaver(conn)
    n = 0
    for t, task_paths in _sqlite_tuples(path):
        c = t.config["configurable"]
        parent = t.parent_config or {"configurable": {"thread_id": c["thread_id"], "checkpoint_ns": c["checkpoint_ns"]}}
        target.put(parent, t.checkpoint, t.metadata, t.checkpoint["channel_versions"])  # every channel's value
        writes: dict[str, list[tuple[str, Any]]] = {}
        for task_id, channel, value in t.pending_writes:
            if channel in WRITES_IDX_MAP:  # special writes keep their fixed negative index
                target.put_writes(t.config, [(channel, value)], task_id, task_paths.get(task_id, ""))
            else:  # ordinary writes were put together, numbered 0, 1, … in order
                writes.setdefault(task_id, []).append((channel, value))
        for task_id, items in writes.items():
            target.put_writes(t.config, items, task_id, task_paths.get(task_id, ""))
        n += 1
    return n


def _sha(value: Any) -> str:
    kind, data = _SERDE.dumps_typed(value)
    return hashlib.sha256(kind.encode() + b"\0" + data).hexdigest()


def _canonical(t: CheckpointTuple) -> list[Any]:
    """A checkpoint as comparable JSON: ids, versions, each channel's serialised value, metadata, writes."""
    c, ck = t.config["configurable"], t.checkpoint
    parent = (t.parent_config or {}).get("configurable", {}).get("checkpoint_id")
    values = {k: _sha(v) for k, v in sorted(ck["channel_values"].items())}
    writes = [(task, channel, _sha(v)) for task, channel, v in sorted(t.pending_writes or [], key=lambda w: w[0])]
    return [c["thread_id"], c["checkpoint_ns"], c["checkpoint_id"], parent, ck.get("v"), ck.get("ts"),
            ck.get("channel_versions"), ck.get("versions_seen"), sorted(ck.get("updated_channels") or []), values,
            t.metadata, writes]  # fmt: skip


def digest(tuples: Iterator[CheckpointTuple]) -> tuple[int, str]:
    """(checkpoints, SHA-256) over what a saver lists, in (thread, namespace, id) order."""
    rows = sorted((_canonical(t) for t in tuples), key=lambda r: (r[0], r[1], r[2]))
    h = hashlib.sha256()
    for r in rows:
        h.update(json.dumps(r, ensure_ascii=False, sort_keys=True, default=str).encode() + b"\n")
    return len(rows), h.hexdigest()


def source_digest(data_dir: Path) -> tuple[int, str]:
    path = Path(data_dir) / FILE
    return digest(t for t, _ in _sqlite_tuples(path)) if path.exists() else digest(iter(()))


def target_digest(conn: Any) -> tuple[int, str]:
    from langgraph.checkpoint.postgres import PostgresSaver

    return digest(PostgresSaver(conn).list(None))
