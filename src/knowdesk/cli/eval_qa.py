"""`knowdesk eval qa`: score the answers on a question set against an existing knowledge base."""

from __future__ import annotations

from pathlib import Path

import typer
from rich.markup import escape
from rich.progress import Progress
from rich.table import Table

from knowdesk.cli.common import console, err_console, handle_errors, opened_app, print_json


@handle_errors
def eval_qa(
    cases_file: Path = typer.Argument(
        ..., exists=True, dir_okay=False, metavar="FILE.jsonl", help="question set, one JSON case per line"
    ),
    kb: str = typer.Option(..., "--kb", help="knowledge base to ask (already ingested)"),
    limit: int = typer.Option(None, "--limit", min=1, help="only the first N questions"),
    show_failures: bool = typer.Option(False, "--show-failures", help="print each failed question and its reply"),
    as_json: bool = typer.Option(False, "--json", help="JSON: overall and per-kind scores plus one row per question"),
) -> None:
    """Ask every question of FILE.jsonl the way `knowdesk ask` does and score the replies.

    Reported overall and per kind: the conclusion line (first non-empty line, 结论：/Conclusion: stripped) holds every required part; the reply holds them anywhere; an expected document is cited; refusal cases refused; answerable ones wrongly refused; median answer length (characters) and latency. The schema is in docs/qa-eval.md; hot questions are neither used nor recorded.
    """
    from knowdesk.eval.qa import COLUMNS, app_asker, load_cases, report, run_cases, table_rows, unknown_documents

    cases = load_cases(cases_file, limit)
    with opened_app() as app:
        kbs = app.store.resolve_scope(kb)
        missing = unknown_documents(cases, {d.name for d in app.store.list_documents(kb)})
        if missing:
            err_console.print(f"[yellow]warning:[/yellow] not in {kb!r}: {', '.join(missing)}")
        ask = app_asker(app.conversation_parts, kbs)
        with Progress(console=err_console, disable=as_json, transient=True) as progress:
            task = progress.add_task("asking", total=len(cases))
            results = run_cases(cases, ask, on_done=lambda i: progress.update(task, completed=i))
        rep = report(results)
        meta = {"set": cases_file.name, "kb": kb, "mode": app.reasoner.mode, "embedder": app.embedder.model_id,
                "unknown_documents": missing}  # fmt: skip
    if as_json:
        print_json({**meta, **rep})
        return
    table = Table(*COLUMNS, title=f"{cases_file.name} on {kb} ({meta['mode']}, {meta['embedder']})")
    for row in table_rows(rep):
        table.add_row(*row)
    console.print(table)
    if show_failures:
        for r in results:
            if not r.passed:
                _print_failure(r.to_dict())


def _print_failure(row: dict) -> None:
    expected = "拒答 (refusal)" if row["refuse"] else " + ".join("/".join(part) for part in row["expected"])
    console.print(f"[bold red]✗ {escape(row['id'])}[/bold red] [{row['kind']}] {escape(row['question'])}")
    console.print(f"  expected: {escape(expected)}   documents: {escape(', '.join(row['documents']) or '—')}")
    console.print(f"  first line: {escape(row['first_line'][:200])}")
    console.print(f"  cited: {escape(', '.join(row['cited']) or '—')}   refused: {row['refused']}")
