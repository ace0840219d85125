"""`knowdesk chat` (seed 000's REPL) and `knowdesk ask` (one answer, optionally JSON)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

import typer
from rich.console import Console
from rich.markup import escape

from knowdesk.cli.common import console, err_console, handle_errors, opened_app, print_json
from knowdesk.errors import KnowdeskError

if TYPE_CHECKING:
    from knowdesk.conversation import Reply


class LiveStatus:
    """The answer's progress on an interactive stderr: the graph step under way, then "writing" while a
    chat model's draft streams. Nothing when stderr is not a terminal (pipes, scripts, --json)."""

    def __init__(self, out: Console = err_console) -> None:
        self.out = out
        self._status: Any = None

    def __call__(self, kind: str, data: dict[str, Any]) -> None:
        if self._status is not None:
            self._status.update("正在撰写回答…" if kind == "draft" else f"思考中… {data['label']['zh']}")

    @contextmanager
    def running(self) -> Iterator[None]:
        if not self.out.is_terminal:
            yield
            return
        with self.out.status("思考中…") as status:
            self._status = status
            try:
                yield
            finally:
                self._status = None


def _print_reply(reply: Reply, trace: bool) -> None:
    from knowdesk.reasoning.local_answer import sources_line
    from knowdesk.text.language import language_of

    if trace:
        for line in reply.result.get("trace", []):
            typer.echo(line)
    if reply.kind == "steps":
        typer.echo("操作步骤：")
        for i, step in enumerate(reply.lines, 1):
            typer.echo(f"{i}. {step}")
        sources = sources_line(reply.result.get("citations", []), language_of(reply.question or "步骤"))
        if sources:
            typer.echo(sources)
    elif reply.kind == "answer":
        typer.echo("Agent 回答:")
        for line in reply.lines:
            typer.echo(f"- {line}")
    else:
        for line in reply.lines:
            typer.echo(line)


@handle_errors
def chat(
    kb: str = typer.Option(None, "--kb", help="knowledge base (default: all)"),
    group: str = typer.Option(None, "--group", help="knowledge group instead of one knowledge base"),
    conversation: str = typer.Option(None, "--conversation", help="conversation id: memory survives restarts"),
    include_sensitive: bool = typer.Option(False, "--include-sensitive", help="this user may see sensitive fragments"),
    trace: bool = typer.Option(False, "--trace", help="print each node's decision ([调试] lines)"),
) -> None:
    """Ask questions in a loop; `exit` or `quit` ends. Follow-ups and "步骤/重点" use the last 5 rounds."""
    from knowdesk.conversation.factory import open_conversation

    live = LiveStatus()
    with opened_app() as app:
        kbs = app.store.resolve_scope(kb, group)
        conv = open_conversation(app, conversation, kbs, include_sensitive, live, gaps=app.gaps)
        while True:
            try:
                text = input("用户: ").strip()
            except (EOFError, KeyboardInterrupt):
                typer.echo("")
                break
            if not text:
                continue
            try:
                with live.running():
                    reply = conv.handle(text)
            except KnowdeskError as exc:  # e.g. the model server went away: say so, keep the session
                err_console.print(f"[red]error:[/red] {exc}")
                continue
            _print_reply(reply, trace)
            if reply.kind == "exit":
                break


@handle_errors
def ask(
    question: str = typer.Argument(..., help="the question"),
    kb: str = typer.Option(None, "--kb", help="knowledge base (default: all)"),
    group: str = typer.Option(None, "--group", help="knowledge group instead of one knowledge base"),
    conversation: str = typer.Option(None, "--conversation", help="continue this conversation (memory persists)"),
    include_sensitive: bool = typer.Option(False, "--include-sensitive", help="this user may see sensitive fragments"),
    trace: bool = typer.Option(False, "--trace", help="print each node's decision"),
    as_json: bool = typer.Option(False, "--json", help="JSON: answer, citations, subquestions, categories, routes…"),
) -> None:
    """Answer one question from the documents, with citations."""
    from knowdesk.conversation.factory import open_conversation
    from knowdesk.reasoning.local_answer import sources_line
    from knowdesk.text.language import language_of

    live = LiveStatus()
    with opened_app() as app, live.running():
        kbs = app.store.resolve_scope(kb, group)
        reply = open_conversation(app, conversation, kbs, include_sensitive, live, gaps=app.gaps).handle(question)
    if as_json:
        data = reply.to_json()
        if trace:
            data["trace"] = reply.result.get("trace", [])
        print_json(data)
        return
    _print_reply(reply, trace)
    sources = sources_line(reply.result.get("citations", []), language_of(question))
    if sources:
        console.print(f"[dim]{escape(sources)}[/dim]")
