"""`knowdesk assess`: a knowledge assessment in the terminal, plus resume, history and reports.

`knowdesk assess --kb NAME` (or `knowdesk assess start --kb NAME`) interviews the user question
by question; the interview is checkpointed after every step, so a closed terminal or a killed
process loses nothing: `knowdesk assess resume SESSION_ID` continues at the same question.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from typing import Any

import typer
from rich.markdown import Markdown
from rich.panel import Panel

from knowdesk.cli.common import console, handle_errors, opened_app, print_json

assess_app = typer.Typer(help="Knowledge assessments: questions from a knowledge base, graded, with a report.")

STRATEGY_HELP = "auto | full | rag | cluster | weighted | summary (how documents are condensed into a syllabus)"


def _show(event: dict[str, Any]) -> dict[str, Any] | None:
    """Print one service event; returns the question when the interview waits for an answer."""
    kind = event["type"]
    if kind == "processStep":
        console.print(f"[dim]{event['message']}[/dim]")
    elif kind == "questions":
        console.print(f"[bold]{len(event['questions'])}[/bold] questions · session [cyan]{event['session_id']}[/cyan]")
    elif kind == "question":
        style = "yellow" if event.get("follow_up") else "cyan"
        console.print(Panel(event["text"], border_style=style, title=event.get("knowledge_point"), title_align="left"))
        sys.stdout.flush()
        return event
    elif kind == "feedback":
        color = "green" if event["score"] >= 8 else "yellow" if event["score"] >= 5 else "red"
        console.print(f"[{color}]score {event['score']}/10[/{color}] · {event['feedback']}")
    elif kind == "report":
        console.print(Markdown(event["markdown"]))
        console.print(f"[dim]saved · `knowdesk assess report {event['session_id']}`[/dim]")
    sys.stdout.flush()
    return None


def _read_answer() -> str | None:
    while True:
        try:
            text = input("> ").strip()
        except EOFError:
            return None
        if text:
            return text


def _interact(svc: Any, sid: str, events: Iterable[dict[str, Any]]) -> None:
    while True:
        pending = None
        for event in events:
            pending = _show(event) or pending
        if pending is None:
            return
        answer = _read_answer()
        if answer is None:
            console.print(f"\n[dim]paused · continue with `knowdesk assess resume {sid}`[/dim]")
            return
        events = svc.answer(sid, answer)


@handle_errors
def _start(kb: str | None, group: str | None, user: str, questions: int, strategy: str, language: str | None) -> None:
    with opened_app() as app:
        svc = app.assessments
        sid = svc.start(kb=kb, group=group, user=user, n_questions=questions, strategy=strategy, language=language)
        console.print(f"session [cyan]{sid}[/cyan]")
        sys.stdout.flush()
        _interact(svc, sid, svc.stream(sid))


_KB = typer.Option(None, "--kb", help="knowledge base to be assessed on")
_GROUP = typer.Option(None, "--group", help="knowledge group (several knowledge bases)")
_USER = typer.Option("anonymous", "--user", help="who is assessed (for history)")
_QUESTIONS = typer.Option(4, "--questions", min=3, max=5, help="how many questions (3-5)")
_STRATEGY = typer.Option("auto", "--strategy", help=STRATEGY_HELP)
_LANGUAGE = typer.Option(None, "--language", help="zh | en (default: settings)")


@assess_app.callback(invoke_without_command=True)
def assess(
    ctx: typer.Context,
    kb: str = _KB,
    group: str = _GROUP,
    user: str = _USER,
    questions: int = _QUESTIONS,
    strategy: str = _STRATEGY,
    language: str = _LANGUAGE,
) -> None:
    """Start an assessment (`knowdesk assess --kb NAME`), or run a subcommand."""
    if ctx.invoked_subcommand is None:
        if not kb and not group:
            console.print(ctx.get_help())
            raise typer.Exit(0)
        _start(kb, group, user, questions, strategy, language)


@assess_app.command("start")
def start(
    kb: str = _KB,
    group: str = _GROUP,
    user: str = _USER,
    questions: int = _QUESTIONS,
    strategy: str = _STRATEGY,
    language: str = _LANGUAGE,
) -> None:
    """Start an interactive assessment (same as `knowdesk assess --kb NAME`)."""
    _start(kb, group, user, questions, strategy, language)


@assess_app.command("grade")
@handle_errors
def grade(
    question: str = typer.Option(..., "--question", help="the question asked"),
    reference: str = typer.Option(..., "--reference", help="the reference answer (the source sentences)"),
    answer: list[str] = typer.Option(..., "--answer", help="the answer; repeat for a follow-up answer"),
    language: str = _LANGUAGE,
    as_json: bool = typer.Option(False, "--json", help="score, facts_right, facts_wrong, facts_missing, feedback"),
) -> None:
    """Grade one answer against a reference with the examiner in use (local, or llm when configured)."""
    with opened_app() as app:
        g = app.assessments.grade(question, reference, answer, language)
    out = g.to_dict()
    if as_json:
        print_json(out)
        return
    color = "green" if g.score >= 8 else "yellow" if g.score >= 5 else "red"
    console.print(f"[{color}]score {g.score}/10[/{color}] · {g.feedback}")
    for key, title in (("facts_right", "right"), ("facts_wrong", "wrong"), ("facts_missing", "missing")):
        if out[key]:
            console.print(f"[dim]{title}:[/dim] " + ", ".join(f"{f['value']} ({f['aspect']})" for f in out[key]))


@assess_app.command("resume")
@handle_errors
def resume(session_id: str = typer.Argument(..., help="session id (see `knowdesk assess history`)")) -> None:
    """Continue an interrupted assessment at the question it stopped at."""
    with opened_app() as app:
        svc = app.assessments
        st = svc.state(session_id)
        done = sum(1 for m in st.get("messages") or [] if m["role"] == "user")
        console.print(f"session [cyan]{session_id}[/cyan] · {st['status']} · {done} answers so far")
        _interact(svc, session_id, svc.resume(session_id))


@assess_app.command("history")
@handle_errors
def history(
    user: str = typer.Option(None, "--user", help="only this user's sessions"),
    as_json: bool = typer.Option(False, "--json", help="JSON list for scripts"),
) -> None:
    """List past assessments, newest first."""
    with opened_app() as app:
        rows = app.assessments.history(user)
    if as_json:
        print_json(rows)
        return
    if not rows:
        console.print("no assessments yet")
    for r in rows:
        scope = r["kb"] or f"group {r['group']}"
        score = f"{r['total']}/10 {r['level_label']}" if r["total"] is not None else "-"
        console.print(f"{r['id']}  {r['created_at']}  {r['user']}  {scope}  {r['status']}  {score}")


@assess_app.command("report")
@handle_errors
def report(
    session_id: str = typer.Argument(..., help="session id"),
    fmt: str = typer.Option("md", "--format", help="md | json"),
) -> None:
    """Print a finished assessment's report (Markdown or JSON)."""
    with opened_app() as app:
        out = app.assessments.report(session_id, "json" if fmt == "json" else "md")
    if isinstance(out, dict):
        print_json(out)
    else:
        sys.stdout.write(str(out))
