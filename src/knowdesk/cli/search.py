"""`knowdesk search`: hybrid retrieval from the command line."""

from __future__ import annotations

import typer
from rich.panel import Panel

from knowdesk.cli.common import console, handle_errors, opened_app, print_json


@handle_errors
def search(
    query: str = typer.Argument(..., help="the question or keywords"),
    kb: str = typer.Option(None, "--kb", help="knowledge base (default: all)"),
    group: str = typer.Option(None, "--group", help="knowledge group instead of one knowledge base"),
    k: int = typer.Option(5, "--k", min=1, max=100, help="how many fragments"),
    tags: list[str] = typer.Option([], "--tag", help="only fragments with this business tag (repeatable)"),
    include_sensitive: bool = typer.Option(False, "--include-sensitive", help="also return fragments marked sensitive"),
    as_of: str = typer.Option(None, "--as-of", help="search the documents in force on this day (YYYY-MM-DD)"),
    include_expired: bool = typer.Option(False, "--include-expired", help="also repealed/expired documents (已废止)"),
    as_json: bool = typer.Option(False, "--json", help="JSON list for scripts"),
) -> None:
    """Search fragments: BM25 over jieba tokens + dense vectors, fused and re-ranked; documents not in
    force (repealed, expired, not yet in force) are left out unless --include-expired."""
    from knowdesk.retrieval.hybrid import SearchOptions
    from knowdesk.validity.store import iso_day

    day = iso_day(as_of, "--as-of") or None
    with opened_app() as app:
        kbs = app.store.resolve_scope(kb, group)
        opts = SearchOptions(kbs=kbs, k=k, tags=tags or None, allow_sensitive=include_sensitive, as_of=day,
                             include_expired=include_expired)  # fmt: skip
        hits = app.retriever.search(query, opts)
    if as_json:
        print_json([h.to_dict() for h in hits])
        return
    if not hits:
        console.print("no matching fragments")
    for i, h in enumerate(hits, 1):
        conflict = f" · [yellow]conflicts with {', '.join(h.conflicts_with)}[/yellow]" if h.conflicts_with else ""
        state = {"expired": " · [red]已废止[/red]", "not_yet": " · [yellow]未生效[/yellow]"}.get(h.validity, "")
        where = (f" · p.{h.page}" if h.page else "") + (" · OCR" if h.ocr else "")
        title = f"{i}. 《{h.document}》 {h.section}{where} · {h.content_type} · {h.updated} · score {h.score:.4f}{conflict}{state}"
        console.print(Panel(h.body[:600] + ("…" if len(h.body) > 600 else ""), title=title, title_align="left"))
