"""`knowdesk kb` and `knowdesk group`: knowledge bases and the groups that join them."""

from __future__ import annotations

from dataclasses import asdict

import typer
from rich.table import Table

from knowdesk.cli.common import console, handle_errors, opened_app, opened_document_store, print_json

kb_app = typer.Typer(help="Knowledge bases: list, show, create, delete, remove a document.", no_args_is_help=True)
group_app = typer.Typer(
    help="Knowledge groups: named sets of knowledge bases that a query or assessment can target.", no_args_is_help=True
)


@kb_app.command("list")
@handle_errors
def kb_list(as_json: bool = typer.Option(False, "--json")) -> None:
    """List knowledge bases with their document and fragment counts."""
    with opened_document_store() as store:
        kbs = store.list_kbs()
    if as_json:
        print_json(kbs)
        return
    table = Table("name", "documents", "fragments", "created", "description")
    for k in kbs:
        table.add_row(k["name"], str(k["documents"]), str(k["fragments"]), k["created_at"][:19], k["description"])
    console.print(table if kbs else "no knowledge bases yet — `knowdesk ingest PATH --kb NAME` creates one")


@kb_app.command("create")
@handle_errors
def kb_create(name: str, description: str = typer.Option("", "--description", "-d")) -> None:
    """Create an empty knowledge base."""
    with opened_app() as app:
        app.store.create_kb(name, description, exist_ok=False)
    console.print(f"created knowledge base {name}")


@kb_app.command("show")
@handle_errors
def kb_show(name: str, as_json: bool = typer.Option(False, "--json")) -> None:
    """Show a knowledge base's documents and its recent ingestion errors."""
    with opened_document_store() as store:
        store.require_kb(name)
        docs = store.list_documents(name)
        errors = store.ingest_errors(name)
    if as_json:
        print_json({"name": name, "documents": [asdict(d) for d in docs], "errors": errors})
        return
    table = Table("document", "version", "format", "updated", "fragments", "tags", "sensitive", title=name)
    for d in docs:
        table.add_row(
            d.name,
            d.version or "",
            d.format,
            d.updated,
            str(d.fragment_count),
            ",".join(d.tags),
            "yes" if d.sensitive else "",
        )
    console.print(table)
    if errors:
        et = Table("file", "reason", "message", "at", title="recent ingestion errors")
        for e in errors[:20]:
            et.add_row(e["path"], e["reason"] or "", e["message"] or "", e["at"][:19])
        console.print(et)


@kb_app.command("delete")
@handle_errors
def kb_delete(name: str, yes: bool = typer.Option(False, "--yes", "-y", help="do not ask")) -> None:
    """Delete a knowledge base with all its documents and vectors."""
    if not yes:
        typer.confirm(f"delete knowledge base {name} and all its documents?", abort=True)
    with opened_app() as app:
        ids = app.delete_kb(name)
    console.print(f"deleted knowledge base {name} ({len(ids)} fragments)")


@kb_app.command("remove")
@handle_errors
def kb_remove(name: str, path: str, as_json: bool = typer.Option(False, "--json")) -> None:
    """Remove one document (by its file path) from a knowledge base."""
    from knowdesk.graph.service import refresh_graph_after_ingest
    from knowdesk.ingest.pipeline import IngestReport

    with opened_app() as app:
        app.store.require_kb(name)
        res = app.ingestor.delete_document(name, path)
        graph = refresh_graph_after_ingest(app, IngestReport(name, [res]))
    if as_json:
        print_json({**asdict(res), "graph": graph})
    else:
        console.print(f"removed {res.document} ({res.fragments} fragments)" + (f"; {graph}" if graph else ""))


@group_app.command("create")
@handle_errors
def group_create(
    name: str,
    kbs: list[str] = typer.Argument(..., help="member knowledge bases"),
    description: str = typer.Option("", "-d"),
) -> None:
    """Create a group of knowledge bases."""
    with opened_app() as app:
        app.store.create_group(name, kbs, description)
    console.print(f"created group {name}: {', '.join(kbs)}")


@group_app.command("add")
@handle_errors
def group_add(name: str, kbs: list[str]) -> None:
    """Add knowledge bases to a group."""
    with opened_app() as app:
        app.store.add_to_group(name, kbs)
    console.print(f"group {name}: added {', '.join(kbs)}")


@group_app.command("remove")
@handle_errors
def group_remove(name: str, kbs: list[str]) -> None:
    """Remove knowledge bases from a group."""
    with opened_app() as app:
        app.store.remove_from_group(name, kbs)
    console.print(f"group {name}: removed {', '.join(kbs)}")


@group_app.command("list")
@handle_errors
def group_list(as_json: bool = typer.Option(False, "--json")) -> None:
    """List groups and their knowledge bases."""
    with opened_document_store() as store:
        groups = store.list_groups()
    if as_json:
        print_json(groups)
        return
    table = Table("group", "knowledge bases", "description")
    for g in groups:
        table.add_row(g["name"], ", ".join(g["kbs"]), g["description"])
    console.print(table if groups else "no groups yet — `knowdesk group create NAME KB...`")


@group_app.command("delete")
@handle_errors
def group_delete(name: str) -> None:
    """Delete a group (its knowledge bases stay)."""
    with opened_app() as app:
        app.store.delete_group(name)
    console.print(f"deleted group {name}")
