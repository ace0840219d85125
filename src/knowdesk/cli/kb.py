"""`knowdesk kb` and `knowdesk group`: knowledge bases and the groups that join them."""

from __future__ import annotations

from dataclasses import asdict

import typer
from rich.table import Table

from knowdesk.cli.common import console, handle_errors, opened_app, opened_databases, opened_document_store, print_json

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
    """Show a knowledge base's documents, its scans waiting for OCR and its recent ingestion errors."""
    from knowdesk.stores.ocr_pages import OcrPageStore

    with opened_databases() as databases:
        store = databases.documents
        store.require_kb(name)
        docs = store.list_documents(name)
        errors = store.ingest_errors(name)
        queued = OcrPageStore(databases.sql).listed(name)
    if as_json:
        print_json({"name": name, "documents": [asdict(d) for d in docs], "ocr_queued": queued, "errors": errors})
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
    if queued:
        qt = Table("file", "pages", title="scans queued for OCR (read by the background refiner)")
        for q in queued:
            qt.add_row(q["file"], str(q["pages"]))
        console.print(qt)
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
    from knowdesk.ingest.pipeline import IngestReport
    from knowdesk.relations.service import refresh_graph_after_ingest

    with opened_app() as app:
        app.store.require_kb(name)
        res = app.ingestor.delete_document(name, path)
        graph = refresh_graph_after_ingest(app.relation_parts, IngestReport(name, [res]))
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


@kb_app.command("dates")
@handle_errors
def kb_dates(name: str, as_json: bool = typer.Option(False, "--json")) -> None:
    """When each document of a knowledge base is in force: from its text (施行/废止) or set by an admin."""
    with opened_app() as app:
        app.store.require_kb(name)
        rows = [v.to_dict() for v in app.document_dates.list(name)]
    if as_json:
        print_json(rows)
        return
    table = Table("document", "from", "until", "status", "superseded by", "source", title=name)
    labels = {"in_force": "现行有效", "expired": "已废止", "not_yet": "未生效"}
    for r in rows:
        table.add_row(r["document"], r["effective_from"] or "", r["effective_until"] or "", labels[r["status"]],
                      r["superseded_by"] or "", r["source"] if not r["set_by"] else f"admin ({r['set_by']})")  # fmt: skip
    console.print(table)


@kb_app.command("set-dates")
@handle_errors
def kb_set_dates(
    name: str = typer.Argument(..., help="knowledge base"),
    document: str = typer.Argument(..., help="the document: its name, file name, path or id"),
    effective_from: str = typer.Option(None, "--from", help="in force from this day (YYYY-MM-DD; '' opens it)"),
    effective_until: str = typer.Option(None, "--until", help="first day no longer in force (YYYY-MM-DD; '' opens it)"),
    clear: bool = typer.Option(False, "--clear", help="forget the admin's dates: back to what the text says"),
    by: str = typer.Option("admin", "--by", help="who sets them (recorded)"),
    as_json: bool = typer.Option(False, "--json"),
) -> None:
    """Set when a document is in force (it then leaves retrieval outside those dates, marked 已废止 when shown)."""
    from knowdesk.errors import InvalidInput
    from knowdesk.validity.store import find_document

    if not clear and effective_from is None and effective_until is None:
        raise InvalidInput("give --from and/or --until, or --clear")
    with opened_app() as app:
        doc_id = find_document(app.store, name, document)
        got = app.document_dates.clear(doc_id) if clear else app.document_dates.set(
            doc_id, effective_from, effective_until, by
        )  # fmt: skip
    data = got.to_dict()
    if as_json:
        print_json(data)
        return
    console.print(f"《{data['document']}》: {data['effective_from'] or '…'} → {data['effective_until'] or '…'} "
                  f"({data['status']}, {data['source']})")  # fmt: skip
