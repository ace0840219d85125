"""`knowdesk graph`: build the relation graph from a knowledge base's tables, inspect and query it."""

from __future__ import annotations

import typer
from rich.table import Table

from knowdesk.cli.common import console, handle_errors, opened_app, print_json
from knowdesk.errors import ConfigError

graph_app = typer.Typer(help="Relation graph (Kuzu): org chart, approvals, customers/suppliers.", no_args_is_help=True)
JSON = typer.Option(False, "--json", help="machine-readable output")


@graph_app.command("build")
@handle_errors
def graph_build(kb: str = typer.Option(..., "--kb", help="knowledge base to build from"), as_json: bool = JSON) -> None:
    """Rebuild the KB's graph from its ingested tables (run after `knowdesk ingest`)."""
    from knowdesk.relations.service import build_graph_for_kb

    with opened_app() as app:
        report = build_graph_for_kb(app.relation_parts, kb)
        if as_json:
            print_json(report.__dict__)
            return
        console.print(
            f"graph for [bold]{kb}[/bold]: {report.tables} tables, {report.entities} entities, "
            f"{report.relations} relations" + (f", {report.extracted} extracted" if report.extracted else "")
        )
        for sheet in report.sheets:
            console.print(f"  · {sheet}")


@graph_app.command("show")
@handle_errors
def graph_show(
    entity: str = typer.Argument(None, help="an entity name; omit for a summary"), as_json: bool = JSON
) -> None:
    """Summary of the graph, or one entity with its relations and their sources."""
    with opened_app() as app:
        store = app.graph_store
        if entity is None:
            n, r = store.count()
            data = {"entities": n, "relations": r, "relation_types": store.relation_types()}
            print_json(data) if as_json else console.print(data)
            return
        e = store.entity(entity)
        if e is None:
            raise ConfigError(f"no entity named {entity!r}; try `knowdesk graph show` for a summary")
        facts = store.neighbours(e.name)
        if as_json:
            print_json({"entity": e.__dict__, "relations": [f.render() for f in facts]})
            return
        console.print(
            f"[bold]{e.name}[/bold] ({', '.join(e.labels)}) {e.props}  — {e.source.document} {e.source.section}"
        )
        for f in facts:
            console.print(f"  {f.render()}  [dim]{f.source.section}[/dim]")


@graph_app.command("query")
@handle_errors
def graph_query(
    question: str = typer.Argument(..., help="a relation question, or Cypher with --cypher"),
    cypher: bool = typer.Option(False, "--cypher", help="run read-only Cypher (validated, LIMIT enforced)"),
    as_json: bool = JSON,
) -> None:
    """Answer a relation question from the graph (cited hits), or run validated read-only Cypher."""
    with opened_app() as app:
        if cypher:
            from knowdesk.relations.cypher_guard import UnsafeCypher, validate

            try:
                query = validate(question, app.settings.graph.max_rows)
            except UnsafeCypher as exc:
                raise ConfigError(f"refused: {exc}") from exc
            print_json(app.graph_store.read_cypher(query))
            return
        hits, trace = app.graph_retriever.search_traced(question)
        if as_json:
            print_json([h.to_dict() for h in hits])
            return
        if not hits:
            console.print("图谱中没有找到相关关系。")
        table = Table("来源", "图谱结果")
        for h in hits:
            table.add_row(f"《{h.document}》{h.section}", h.body)
        console.print(table)
        for line in trace:
            console.print(f"[dim]{line}[/dim]")
