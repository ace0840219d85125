"""`knowdesk ingest`: add or refresh documents in a knowledge base, with progress and a summary."""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import TYPE_CHECKING

import typer
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from knowdesk.cli.common import console, err_console, handle_errors, opened_app, print_json

if TYPE_CHECKING:
    from knowdesk.app import Knowdesk
    from knowdesk.ingest.pipeline import IngestReport

STATUS_STYLE = {
    "added": "green",
    "updated": "cyan",
    "queued": "magenta",
    "unchanged": "dim",
    "failed": "red",
    "deleted": "yellow",
    "skipped": "dim",
}


@handle_errors
def ingest(
    paths: list[Path] = typer.Argument(..., help="files or folders (folders are walked recursively)"),
    kb: str = typer.Option(..., "--kb", help="knowledge base to ingest into (created if missing)"),
    tags: list[str] = typer.Option([], "--tags", help="business tags for every fragment (repeat or comma-separate)"),
    source: str = typer.Option(None, "--source", help="【文档来源】 label, e.g. 内部规章制度库"),
    delete_missing: bool = typer.Option(
        False, "--delete-missing", help="delete documents whose files are gone from the given folders"
    ),
    no_embed: bool = typer.Option(
        False, "--no-embed", help="do not start refinement (main-model vectors); run `knowdesk index refine` later"
    ),
    wait: bool = typer.Option(False, "--wait", help="block until every fragment has its main-model (e5) vector"),
    as_json: bool = typer.Option(False, "--json", help="print a JSON summary for scripts"),
) -> None:
    """Ingest documents (TXT, MD, PDF, DOCX, PPTX, XLSX, XLS, CSV, HTML, and pictures PNG/JPG/TIFF/BMP; scanned
    pages and pictures are read by OCR). Unchanged files are skipped; bad files are reported with their reason
    and the rest of the batch goes on.

    Fragments are searchable when this returns (keywords + a fast dense vector); the main model's vectors are computed by a background refiner (`knowdesk index status`), or before returning with --wait.
    """
    from knowdesk.gaps.after_ingest import reask_after_ingest, reask_note
    from knowdesk.ingest.pipeline import FileResult
    from knowdesk.ingest.writer_lock import kb_writer
    from knowdesk.relations.service import refresh_graph_after_ingest

    tag_list = [t.strip() for group in tags for t in group.split(",") if t.strip()]
    with opened_app() as app:
        progress = Progress(
            TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
            console=console, disable=as_json, transient=False,
        )  # fmt: skip
        with progress:
            files_task = progress.add_task("读取文件 files", total=None)
            embed_task = progress.add_task("向量化 vectors", total=None, visible=False)
            ocr_task = progress.add_task("OCR 识别页 pages", total=None, visible=False)
            pages = PageTally()

            def on_page(path: str, done: int, total: int) -> None:
                pages.update(path, done, total)
                progress.update(ocr_task, completed=pages.done, total=pages.total, visible=True)

            def on_file(r: FileResult) -> None:
                progress.advance(files_task)
                if r.status == "failed" and not as_json:
                    progress.console.print(f"[red]✗[/red] {r.path}: {r.reason} — {r.message}")
                for w in [] if as_json else r.warnings:  # in the JSON, each file carries its own
                    progress.console.print(f"[yellow]![/yellow] {escape(r.path)}: {escape(w)}", highlight=False)

            def on_embed(done: int, total: int) -> None:
                progress.update(embed_task, completed=done, total=total, visible=True)

            def waiting() -> None:
                err_console.print(f"another ingest of knowledge base {kb} is running (an upload?); waiting for it")

            with kb_writer(app.settings, kb, on_wait=waiting):  # one writer per knowledge base
                report = app.ingestor.ingest(
                    list(paths), kb, tags=tag_list, source=source, delete_missing=delete_missing,
                    embed=False, on_file=on_file, on_embed=on_embed, on_page=on_page,
                )  # fmt: skip
            progress.update(files_task, total=len(report.results))
        graph = refresh_graph_after_ingest(app.relation_parts, report)
        refining = _refine(app, no_embed, wait, as_json)
        gaps = reask_note(reask_after_ingest(lambda: app.gaps, app.answer_in_kb, report))
    if as_json:
        print_json({**report.to_dict(), "refinement": refining, "graph": graph, "gaps": gaps})
    else:
        print_summary(report)
        for note in (graph, gaps):
            if note:
                console.print(note)
        console.print(f"searchable now · {refining}")
    if report.failed and not any(report.count(s) for s in ("added", "updated", "queued", "unchanged")):
        raise typer.Exit(1)


class PageTally:
    """Pages OCR'd over a whole batch: each file's (done, total) added to those of the files before it."""

    def __init__(self) -> None:
        self.file = ""
        self.before = 0
        self.done = 0
        self.total = 0

    def update(self, file: str, done: int, total: int) -> None:
        if file != self.file:
            self.file, self.before, self.total = file, self.done, self.done + total
        self.done = self.before + done


def _refine(app: Knowdesk, no_embed: bool, wait: bool, quiet: bool) -> str:
    """Finish refinement now (--wait), or hand it to a detached background refiner."""
    from knowdesk.cli.index import refine_foreground
    from knowdesk.indexing import start_refiner

    if no_embed:
        return "refinement not started (knowdesk index refine)"
    if wait:
        refine_foreground(app, quiet=quiet)
        return "refined"
    proc = start_refiner(app.refiner_launch)
    left = app.store.unvectored_count(app.embedder.model_id)
    pages = sum(app.ocr_pages.pending_pages().values())
    if left == 0 and pages == 0:
        return "refined"
    who = f"pid {proc.pid}" if isinstance(proc, subprocess.Popen) else "already running"
    scans = f" and reading {pages} scanned pages" if pages else ""
    return f"refining {left} fragments{scans} in the background ({who}; knowdesk index status)"


def print_summary(report: IngestReport) -> None:
    table = Table(title=f"knowledge base {report.kb}", show_lines=False)
    table.add_column("file", overflow="fold")
    table.add_column("status")
    table.add_column("fragments", justify="right")
    table.add_column("reason", overflow="fold")
    for r in report.results:
        style = STATUS_STYLE.get(r.status, "")
        reason = f"{r.reason}: {r.message}" if r.reason else (r.message or "")
        table.add_row(Path(r.path).name, f"[{style}]{r.status}[/{style}]", str(r.fragments), reason)
    console.print(table)
    d = report.to_dict()
    counts = ", ".join(f"{k} {v}" for k, v in d["counts"].items() if v)
    console.print(
        f"{counts or 'nothing to do'} · {d['fragments']} new fragments · {report.embedded} embedded, "
        f"{report.cached} from cache · {report.seconds:.1f}s"
    )
