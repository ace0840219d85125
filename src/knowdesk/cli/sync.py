"""`knowdesk sync DIR --kb NAME [--watch]`: make a knowledge base match a folder, and keep it so."""

from __future__ import annotations

import signal
import threading
from pathlib import Path
from typing import TYPE_CHECKING

import typer
from rich.markup import escape

from knowdesk.cli.common import console, err_console, handle_errors, opened_app, print_json

if TYPE_CHECKING:
    from knowdesk.ingest.sync import SyncReport


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def _line(report: SyncReport) -> str:
    counts = ", ".join(f"{k} {v}" for k, v in report.counts().items() if v and k != "unchanged") or "no changes"
    return f"{counts} · {report.ingest.seconds:.1f}s"


@handle_errors
def sync(
    folder: Path = typer.Argument(..., exists=True, file_okay=False, help="the folder the knowledge base mirrors"),
    kb: str = typer.Option(..., "--kb", help="knowledge base (created if missing)"),
    watch: bool = typer.Option(False, "--watch", help="keep following the folder until stopped (Ctrl-C)"),
    tags: list[str] = typer.Option([], "--tags", help="business tags for every fragment (repeat or comma-separate)"),
    source: str = typer.Option(None, "--source", help="【文档来源】 label"),
    debounce: float = typer.Option(2.0, "--debounce", min=0.1, help="seconds of quiet before a sync (--watch)"),
    as_json: bool = typer.Option(False, "--json", help="JSON lines for scripts: one per sync"),
) -> None:
    """Apply a folder's adds, changes, renames and deletions to a knowledge base (renamed files keep their
    vectors through the embedding cache). With --watch, follow the folder with file-system events and sync
    after each burst of changes until stopped; `knowdesk index status` shows the folder's state."""
    from knowdesk.cli.ingest import print_summary
    from knowdesk.gaps.after_ingest import reask_after_ingest
    from knowdesk.indexing import start_refiner
    from knowdesk.ingest.pipeline import FileResult
    from knowdesk.ingest.settings import WatchedFolder
    from knowdesk.ingest.synced_folder import SyncedFolder
    from knowdesk.relations.service import refresh_graph_after_ingest

    tag_list = [t.strip() for group in tags for t in group.split(",") if t.strip()]
    with opened_app() as app:

        def on_file(r: FileResult) -> None:
            if r.status == "failed" and not as_json:
                console.print(f"[red]✗[/red] {escape(r.path)}: {r.reason} — {escape(r.message or '')}")

        def after(report: SyncReport) -> None:
            refresh_graph_after_ingest(app.relation_parts, report.ingest)
            reask_after_ingest(
                lambda: app.gaps, app.answer_in_kb, report.ingest
            )  # open gaps the new documents answer become answerable
            start_refiner(app.refiner_launch)  # a detached refiner, as after `knowdesk ingest`
            if as_json:
                print_json(report.to_dict())
            elif watch:
                for old, new in report.renamed:
                    console.print(f"[cyan]→[/cyan] {escape(Path(old).name)} → {escape(Path(new).name)}")
                console.print(f"synced {escape(str(folder))}: {_line(report)}")

        cfg = WatchedFolder(kb=kb, path=folder, tags=tag_list, source=source, debounce_seconds=debounce)
        synced = SyncedFolder(app.ingestor, app.settings, app.watched, cfg, after_sync=after, on_file=on_file)
        if not watch:
            report = synced.sync()
            if not as_json:
                print_summary(report.ingest)
                console.print(_line(report))
            return
        signal.signal(signal.SIGTERM, _interrupt)  # a service manager's stop ends it as cleanly as Ctrl-C
        synced.watch()  # before the first sync, so nothing changed during it is missed
        try:  # Ctrl-C may come during the first sync (or its graph refresh) as well as while waiting
            synced.sync()
            err_console.print(f"watching {folder} for knowledge base {kb} (Ctrl-C stops)")
            threading.Event().wait()
        except KeyboardInterrupt:
            pass
        finally:
            synced.stop()
            err_console.print("stopped watching")
