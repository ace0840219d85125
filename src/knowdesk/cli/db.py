"""`knowdesk db`: the PostgreSQL schema of server mode (upgrade it, show where it stands)."""

from __future__ import annotations

import typer

from knowdesk.cli.common import console, get_app, handle_errors, print_json
from knowdesk.errors import ConfigError

db_app = typer.Typer(
    help="Server mode (PostgreSQL): schema upgrade and status, migration from an embedded install.",
    no_args_is_help=True,
)


def _url() -> str:
    settings = get_app().settings
    url = settings.database_url
    if not url or not settings.server_mode:
        raise ConfigError("set KNOWDESK_DATABASE_URL=postgresql://user@host/db (or database_url in knowdesk.toml)")
    return url


@db_app.command("upgrade")
@handle_errors
def upgrade() -> None:
    """Apply pending schema migrations (safe to run from several machines at once)."""
    from knowdesk.assessment.pg_checkpoints import setup_checkpoints
    from knowdesk.stores.postgres.db import PgDatabase
    from knowdesk.stores.postgres.migrations import code_version, upgrade

    url = _url()
    db = PgDatabase(url)
    try:
        applied = upgrade(db)
    finally:
        db.close()
    setup_checkpoints(url)  # LangGraph's own checkpoint tables (idempotent)
    for name in applied:
        console.print(f"applied {name}")
    console.print(f"schema at version {code_version()}" + ("" if applied else " (already up to date)"))


@db_app.command("status")
@handle_errors
def status(as_json: bool = typer.Option(False, "--json", help="machine-readable output")) -> None:
    """The database's schema version and the one this knowdesk needs, and any table or column that differs from
    what this knowdesk declares (a migration and stores/tables.py disagreeing, or a table altered by hand)."""
    from knowdesk.stores.postgres.db import PgDatabase
    from knowdesk.stores.postgres.migrations import code_version, current_version
    from knowdesk.stores.tables import drift, postgres_columns

    db = PgDatabase(_url())
    try:
        have, want = current_version(db), code_version()
        differ = drift(postgres_columns(db), "postgres") if have == want else []
    finally:
        db.close()
    ok = have == want and not differ
    if as_json:
        print_json({"database": have, "code": want, "up_to_date": have == want, "drift": differ, "ok": ok})
    else:
        console.print(f"database schema {have}, this knowdesk needs {want}" + (" — ok" if ok else ""))
        for line in differ:
            console.print(f"  differs: {line}")
    if not ok:
        raise typer.Exit(1)


@db_app.command("migrate-from-embedded")
@handle_errors
def migrate_from_embedded(
    data_dir: str = typer.Argument(..., help="the embedded installation's data directory"),
    as_json: bool = typer.Option(False, "--json", help="machine-readable output"),
) -> None:
    """Copy an embedded installation into the configured, empty PostgreSQL, then compare counts and checksums.

    Copies documents, fragments, vectors, hot questions, conversations, assessments (unfinished interviews' checkpoints included), users with their tokens and grants, and the relation graph.
    """
    from pathlib import Path

    from knowdesk.stores.postgres.copy import migrate_from_embedded as copy
    from knowdesk.stores.postgres.db import PgDatabase

    db = PgDatabase(_url())
    try:
        report = copy(Path(data_dir), db)
    finally:
        db.close()
    if as_json:
        print_json({"ok": report.ok, "vectors": report.vectors, "vectors_missing": report.vectors_missing,
                    "tables": [{**vars(t), "ok": t.ok} for t in report.tables]})  # fmt: skip
    else:
        for t in report.tables:
            mark = "[green]ok[/green]" if t.ok else "[red]DIFFERENT[/red]"
            console.print(f"{t.table:22} {t.source_rows:>8} → {t.target_rows:<8} sha256 {t.target_sha[:12]} {mark}")
        console.print(f"dense vectors copied: {report.vectors} (left for the refiner: {report.vectors_missing})")
    if not report.ok:
        raise typer.Exit(1)
