"""`knowdesk gaps`: the unanswered-question queue (issue 23.2) — what the knowledge bases could not answer."""

from __future__ import annotations

import typer
from rich.markup import escape
from rich.table import Table

from knowdesk.cli.common import console, handle_errors, opened_app, print_json
from knowdesk.errors import ConfigError

gaps_app = typer.Typer(
    help="Unanswered questions: refusals and 👎 answers grouped per knowledge base, re-asked after each ingest.",
    no_args_is_help=True,
)
JSON = typer.Option(False, "--json", help="machine-readable output")
STATUSES = ("open", "answerable", "resolved")


@gaps_app.command("list")
@handle_errors
def gaps_list(
    kb: str = typer.Option(None, "--kb", help="only this knowledge base"),
    status: str = typer.Option(None, "--status", help="open | answerable | resolved (default: all)"),
    top: int = typer.Option(200, "--top", min=1, help="at most this many groups"),
    as_json: bool = JSON,
) -> None:
    """Groups of near-duplicate unanswered questions, most asked first.

    Each: count, first/last asked, area, department to ask; "answerable since 《doc》" once a re-ask answered it."""
    if status and status not in STATUSES:
        raise ConfigError(f"--status must be one of {', '.join(STATUSES)}")
    with opened_app() as app:
        if kb:
            app.store.require_kb(kb)
        groups = app.gaps.store.list([kb] if kb else None, status, top)
    if as_json:
        print_json([g.to_dict() for g in groups])
        return
    table = Table("id", "kb", "status", "asked", "question", "area", "ask", "first asked", "last asked")
    for g in groups:
        state = f"answerable《{g.answerable_doc}》" if g.status == "answerable" else g.status
        table.add_row(g.id, g.kb, escape(state), str(g.count), escape(g.question), g.area, g.department,
                      g.first_asked[:19], g.last_asked[:19])  # fmt: skip
    console.print(table if groups else "no unanswered questions")


@gaps_app.command("show")
@handle_errors
def gaps_show(group_id: str = typer.Argument(..., help="a group id from `gaps list`"), as_json: bool = JSON) -> None:
    """One group with every asking (wording, why it is here: refusal or feedback, who, when, the answer given)."""
    with opened_app() as app:
        g = app.gaps.store.get(group_id)
    if as_json:
        print_json(g.to_dict())
        return
    console.print(f"[bold]{escape(g.question)}[/bold]  ({g.kb}, {g.status}, asked {g.count}×)", highlight=False)
    if g.area or g.department:
        console.print(f"area: {g.area or '-'} · ask: {g.department or '-'}")
    if g.status == "answerable":
        console.print(f"answerable since 《{escape(g.answerable_doc)}》:\n{escape(g.answerable_answer)}")
    if g.status == "resolved":
        console.print(
            f"resolved by {g.resolved_by} at {g.resolved_at[:19]}" + (f": {escape(g.note)}" if g.note else "")
        )
    table = Table("asked at", "reason", "by", "question", "answer")
    for a in g.asks:
        table.add_row(a.asked_at[:19], a.reason, a.asked_by, escape(a.question), escape(a.answer[:80]))
    console.print(table)


@gaps_app.command("resolve")
@handle_errors
def gaps_resolve(
    group_id: str = typer.Argument(..., help="a group id from `gaps list`"),
    note: str = typer.Option("", "--note", help="why: the answer confirmed, a document added, out of scope…"),
    by: str = typer.Option("cli", "--by", help="who resolved it"),
    as_json: bool = JSON,
) -> None:
    """Close a group (after confirming its answer, or judging it out of scope); asked again, it opens a new one."""
    with opened_app() as app:
        g = app.gaps.store.resolve(group_id, by, note)
    if as_json:
        print_json(g.to_dict())
    else:
        console.print(f"resolved {g.id}: {escape(g.question)} (asked {g.count}×)", highlight=False)
