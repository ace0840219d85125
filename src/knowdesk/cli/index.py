"""`knowdesk index`: watch and drive the two-phase index (fast vectors at ingest, refinement after)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import typer
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn
from rich.table import Table

from knowdesk.cli.common import console, handle_errors, opened_app, print_json

if TYPE_CHECKING:
    from knowdesk.app import Knowdesk
    from knowdesk.indexing.embed_loop import RefineProgress

index_app = typer.Typer(help="Index status and background refinement (main-model vectors).", no_args_is_help=True)


def refine_foreground(app: Knowdesk, workers: int | None = None, quiet: bool = False) -> None:
    """Refine now with a progress bar; if a background refiner holds the lock, wait for it instead."""
    from knowdesk.indexing import refine
    from knowdesk.indexing.background import refine_lock, refinement_due

    model = app.embedder.model_id
    progress = Progress(
        TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(), TextColumn("{task.fields[rate]}"),
        TimeElapsedColumn(), TimeRemainingColumn(), console=console, disable=quiet,
    )  # fmt: skip
    with progress:
        task = progress.add_task(f"refining ({model})", total=app.store.unvectored_count(model), rate="")
        pages = progress.add_task("OCR 识别页 pages (queued scans)", total=None, rate="", visible=False)

        def show(p: RefineProgress) -> None:
            progress.update(task, completed=p.done, total=p.total, rate=f"{p.done / max(p.seconds, 1e-9):.1f}/s")
            if p.ocr_total:
                progress.update(pages, completed=p.ocr_done, total=p.ocr_total, visible=True)

        with refine_lock(app.locks) as got:
            if got:
                refine(app.refine_parts, workers, on_progress=show)
                return
        total = progress.tasks[0].total or 0
        progress.update(task, description="waiting for the background refiner")
        while refinement_due(app.indexing_state):
            progress.update(task, completed=max(total - app.store.unvectored_count(model), 0))
            time.sleep(1.0)
        progress.update(task, completed=total)


@index_app.command("refine")
@handle_errors
def refine_cmd(
    workers: int = typer.Option(None, "--workers", min=1, help="embedding processes (default: settings, 2)"),
) -> None:
    """Compute main-model vectors for every fragment lacking one (resumable; cached by content hash)."""
    from knowdesk.indexing import index_status

    with opened_app() as app:
        refine_foreground(app, workers)
        console.print(_summary(index_status(app.indexing_state)))


@index_app.command("status")
@handle_errors
def status_cmd(as_json: bool = typer.Option(False, "--json", help="JSON for scripts")) -> None:
    r"""Fragments per knowledge base: total, searchable, with a dense vector, refined (SQLite or PostgreSQL);
    and the folders kept in sync (`knowdesk sync --watch`, the server's `\[\[watch]]`) with their state."""
    from knowdesk.indexing import index_status

    with opened_app() as app:
        rows = index_status(app.indexing_state)
        watched = app.watched.list()
    for r in rows:
        r["watched"] = [{k: w[k] for k in ("path", "state", "worker", "last_sync", "counts", "error")}
                        for w in watched if w["kb"] == r["kb"]]  # fmt: skip
    if as_json:
        print_json(rows)
        return
    ocr = any(r["ocr_pages_queued"] for r in rows)
    table = Table("kb", "total", "searchable", "dense", "refined", *(["OCR pages queued"] if ocr else []),
                  title=rows[0]["model"] if rows else "index")  # fmt: skip
    for r in rows:
        cells = [r["kb"], str(r["total"]), str(r["searchable"]), str(r["dense"]), str(r["refined"])]
        table.add_row(*cells, *([str(r["ocr_pages_queued"])] if ocr else []))
    console.print(table)
    if watched:
        folders = Table("kb", "folder", "state", "by", "last sync", "changes", title="watched folders")
        for w in watched:
            changes = ", ".join(f"{k} {v}" for k, v in w["counts"].items() if v and k != "unchanged")
            state = f"{w['state']}: {w['error']}" if w["error"] else w["state"]
            folders.add_row(w["kb"], w["path"], state, w["worker"], w["last_sync"][:19], changes or "—")
        console.print(folders)


def _summary(rows: list[dict]) -> str:
    total = sum(r["total"] for r in rows)
    refined = sum(r["refined"] for r in rows)
    return f"{refined}/{total} fragments refined"
