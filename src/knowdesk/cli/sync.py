"""`knowdesk sync DIR --kb NAME [--watch]`: make a knowledge base match a folder, and keep it so."""

from __future__ import annotations

import os
import signal
import sys
import threading
from pathlib import Path
from typing import TYPE_CHECKING

import typer
from rich.markup import escape

from knowdesk.cli.common import console, err_console, handle_errors, opened_app, print_json

if TYPE_CHECKING:
    from knowdesk.ingest.sync import SyncReport


class _StopRequests:
    """Ctrl-C (or a service manager's SIGTERM) asks to stop: the sync in progress ends first, on its own
    thread, so nothing is interrupted half-way; a second request quits at once (each document is written in
    one transaction, so even that loses nothing but the documents not yet synced)."""

    def __init__(self) -> None:
        self.event = threading.Event()

    def __call__(self, signum: int, frame: object) -> None:
        if self.event.is_set():
            raise KeyboardInterrupt
        self.event.set()

    def install(self) -> None:
        signal.signal(signal.SIGINT, self)
        signal.signal(signal.SIGTERM, self)

    def uninstall(self) -> None:
        signal.signal(signal.SIGINT, signal.default_int_handler)
        signal.signal(signal.SIGTERM, signal.SIG_DFL)


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

        def failed(exc: BaseException) -> None:
            err_console.print(f"[red]sync failed[/red]: {escape(f'{type(exc).__name__}: {exc}')} (still watching)")

        cfg = WatchedFolder(kb=kb, path=folder, tags=tag_list, source=source, debounce_seconds=debounce)
        synced = SyncedFolder(
            app.ingestor, app.settings, app.watched, cfg, after_sync=after, on_file=on_file, on_error=failed
        )
        if not watch:
            report = synced.sync()
            if not as_json:
                print_summary(report.ingest)
                console.print(_line(report))
            return
        stop = _StopRequests()
        stop.install()
        synced.watch(sync_now=True)  # every sync, the catch-up first, runs on the watcher's thread
        err_console.print(f"watching {escape(str(folder))} for knowledge base {kb} (Ctrl-C stops)")
        try:
            while not stop.event.wait(0.5):
                pass
            if synced.syncing:
                err_console.print("stopping after the sync in progress (Ctrl-C again quits now)")
            synced.stop()
            stop.uninstall()  # stopped: closing the stores is quick, a Ctrl-C now is an ordinary one
        except KeyboardInterrupt:  # closing the stores under a running sync could wait on it: leave now
            err_console.print("quit during a sync: run `knowdesk sync` again to finish it")
            sys.stderr.flush()
            os._exit(130)
        err_console.print("stopped watching")
