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
    from knowdesk.app import Knowdesk
    from knowdesk.conversation import Reply

LOCAL_ASKER = "local"  # who asked on this machine's command line (never a web user's name: they have no colon)
VOTE_HELP = "/good or /bad [wrong|outdated|incomplete|not_my_question] rates the last answer"


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
    """Ask questions in a loop; `exit` or `quit` ends. Follow-ups and "步骤/重点" use the last 5 rounds.
    `/good` or `/bad REASON` rates the last answer, REASON optional: wrong, outdated, incomplete or not_my_question
    (a /bad one enters the unanswered-question queue, `knowdesk gaps list`); rating it again replaces the vote."""
    from knowdesk.conversation.factory import open_conversation

    live = LiveStatus()
    with opened_app() as app:
        kbs = app.store.resolve_scope(kb, group)
        conv = open_conversation(app.conversation_parts, conversation, kbs, include_sensitive, live, gaps=app.gaps)
        last: str | None = None
        while True:
            try:
                text = input("用户: ").strip()
            except (EOFError, KeyboardInterrupt):
                typer.echo("")
                break
            if not text:
                continue
            if text.split()[0] in ("/good", "/bad"):
                _vote(app, last, text)
                continue
            try:
                with live.running():
                    reply = conv.handle(text)
            except KnowdeskError as exc:  # e.g. the model server went away: say so, keep the session
                err_console.print(f"[red]error:[/red] {exc}")
                continue
            _print_reply(reply, trace)
            if reply.kind in ("answer", "steps", "entity"):
                last = _keep(app, conversation, kbs, reply)
            if reply.kind == "exit":
                break


def _keep(app: Knowdesk, conversation: str | None, kbs: list[str] | None, reply: Reply) -> str:
    """The reply in the transcript, so that `/good` and `/bad` can rate it; its id."""
    data = reply.to_json()
    scope = kbs if kbs is not None else [k["name"] for k in app.store.list_kbs()]
    cats = data["categories"]
    area = app.gaps.describe(reply.question, cats[0])[0] if cats else ""
    msg = app.transcript.add(conversation or "", reply.question, data["answer"] or "", reply.kind, "done",
                             data["citations"], asker=LOCAL_ASKER, kbs=scope, routes=data["routes"],
                             area=area, hot=data["hot"])  # fmt: skip
    return msg.id


def _vote(app: Knowdesk, last: str | None, text: str) -> None:
    from knowdesk.conversation.transcript import REASONS

    parts = text.split()
    rating, reason = parts[0][1:], (parts[1] if len(parts) > 1 else "")
    if last is None:
        err_console.print(f"no answer to rate yet ({VOTE_HELP})", markup=False)
    elif len(parts) > 2 or reason not in REASONS or (reason and rating == "good"):
        err_console.print(f"usage: {VOTE_HELP}", markup=False)
    else:
        app.answer_feedback.give(last, LOCAL_ASKER, rating, reason)
        typer.echo(f"已记录：{'👍' if rating == 'good' else '👎'}{f'（{reason}）' if reason else ''}")


@handle_errors
def ask(
    question: str = typer.Argument(..., help="the question"),
    kb: str = typer.Option(None, "--kb", help="knowledge base (default: all)"),
    group: str = typer.Option(None, "--group", help="knowledge group instead of one knowledge base"),
    conversation: str = typer.Option(None, "--conversation", help="continue this conversation (memory persists)"),
    include_sensitive: bool = typer.Option(False, "--include-sensitive", help="this user may see sensitive fragments"),
    as_of: str = typer.Option(None, "--as-of", help="answer from the documents in force on this day (YYYY-MM-DD)"),
    include_expired: bool = typer.Option(False, "--include-expired", help="also repealed/expired documents (已废止)"),
    trace: bool = typer.Option(False, "--trace", help="print each node's decision"),
    as_json: bool = typer.Option(False, "--json", help="JSON: answer, citations, subquestions, categories, routes…"),
) -> None:
    """Answer one question from the documents in force (or on --as-of DAY), with citations."""
    from knowdesk.conversation.factory import open_conversation
    from knowdesk.reasoning.local_answer import sources_line
    from knowdesk.text.language import language_of
    from knowdesk.validity.store import iso_day

    live = LiveStatus()
    with opened_app() as app, live.running():
        kbs = app.store.resolve_scope(kb, group)
        day = iso_day(as_of, "--as-of") or None
        conv = open_conversation(
            app.conversation_parts, conversation, kbs, include_sensitive, live, gaps=app.gaps, as_of=day,
            include_expired=include_expired,
        )  # fmt: skip
        reply = conv.handle(question)
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
