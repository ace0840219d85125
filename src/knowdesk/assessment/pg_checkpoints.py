"""LangGraph checkpoints in PostgreSQL (langgraph-checkpoint-postgres), so any worker continues any interview.

The saver's tables come from its own `setup()`, which only `knowdesk db upgrade` runs; opening a
saver checks that setup has run to this version and otherwise says what to run.
"""

from __future__ import annotations

from typing import Any

from knowdesk.errors import ConfigError


def _connect(url: str) -> Any:
    import psycopg
    from psycopg.rows import dict_row

    return psycopg.connect(url, autocommit=True, prepare_threshold=0, row_factory=dict_row)  # type: ignore[arg-type]


def setup_checkpoints(url: str) -> None:
    """Create or upgrade the checkpoint tables (idempotent)."""
    from langgraph.checkpoint.postgres import PostgresSaver

    with _connect(url) as conn:
        PostgresSaver(conn).setup()


def postgres_saver(url: str) -> Any:
    """A saver on its own connection (closed by `AssessmentService.close`)."""
    from langgraph.checkpoint.postgres import PostgresSaver

    conn = _connect(url)
    have = -1
    if conn.execute("SELECT to_regclass('checkpoint_migrations') AS t").fetchone()["t"] is not None:
        have = conn.execute("SELECT COALESCE(MAX(v), -1) AS v FROM checkpoint_migrations").fetchone()["v"]
    if have != len(PostgresSaver.MIGRATIONS) - 1:
        conn.close()
        raise ConfigError("the PostgreSQL checkpoint tables are missing or outdated: run `knowdesk db upgrade`")
    return PostgresSaver(conn)
