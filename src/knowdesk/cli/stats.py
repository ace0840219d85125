"""`knowdesk stats`: the admin view on the command line (issue 23.6) — how the desk is used and where it fails."""

from __future__ import annotations

from typing import Any

import typer
from rich.markup import escape
from rich.table import Table

from knowdesk.cli.common import console, handle_errors, opened_app, print_json

MAX_DAYS = 366  # knowdesk.stats.MAX_DAYS (not imported here, so that --help starts at once)


def _pct(x: float | None) -> str:
    return "-" if x is None else f"{x:.0%}"


def _slice_table(title: str, rows: list[dict[str, Any]], key: str) -> Table:
    table = Table(key, "questions", "answered", "answer rate", "👍", "👎", "gap asks", title=title)
    for r in rows:
        table.add_row(escape(r[key] or "-"), str(r["questions"]), str(r["answered"]), _pct(r["answer_rate"]),
                      str(r["good"]), str(r["bad"]), str(r["gap_asks"]))  # fmt: skip
    return table


@handle_errors
def stats(
    days: int = typer.Option(30, "--days", min=1, max=MAX_DAYS, help="the last N days (UTC), today included"),
    kb: str = typer.Option(None, "--kb", help="only questions asked over this knowledge base"),
    top: int = typer.Option(10, "--top", min=1, max=100, help="this many top hot questions and gaps"),
    as_json: bool = typer.Option(False, "--json", help="machine-readable output (what GET /stats returns)"),
) -> None:
    """Questions per day, answer rate, 👍/👎, top hot questions and top unanswered questions, per base and area.

    A question is one reply in the transcript (chat, web, API); answered means not refused, failed or stopped."""
    from knowdesk.stats import fragment_kbs, usage_stats

    with opened_app() as app:
        if kb:
            app.store.require_kb(kb)
        data = usage_stats(app.transcript, app.gaps.store, app.hot, fragment_kbs(app.store), days=days, kb=kb,
                           top=top)  # fmt: skip
    if as_json:
        print_json(data)
        return
    t = data["totals"]
    scope = f" · {data['kb']}" if data["kb"] else ""
    console.print(f"[bold]{data['since']} – {data['until']}{scope}[/bold]", highlight=False)
    console.print(
        f"questions {t['questions']} · answered {t['answered']} ({_pct(t['answer_rate'])}) · refused {t['refused']}"
        f" · failed {t['failed']} · 👍 {t['good']} 👎 {t['bad']} ({_pct(t['good_share'])} 👍)"
        f" · gap asks {t['gap_asks']} · gaps open {t['gaps']['open']}, answerable {t['gaps']['answerable']}",
        highlight=False,
    )
    days_table = Table("day", "questions", "answered", "👍", "👎", "gap asks", title="per day")
    for d in data["per_day"]:
        if d["questions"] or d["gap_asks"]:
            days_table.add_row(d["day"], str(d["questions"]), str(d["answered"]), str(d["good"]), str(d["bad"]),
                               str(d["gap_asks"]))  # fmt: skip
    hot = Table("calls", "hot question", "area", "bases", title="top hot questions (all-time calls)")
    for q in data["top_hot"]:
        hot.add_row(str(q["calls"]), escape(q["question"]), escape(q["area"] or "-"), ", ".join(q["kbs"]))
    gaps = Table("asked", "all", "question", "kb", "area", "ask", "status", title="top unanswered questions")
    for g in data["top_gaps"]:
        gaps.add_row(str(g["asked"]), str(g["count"]), escape(g["question"]), g["kb"], escape(g["area"] or "-"),
                     escape(g["department"] or "-"), g["status"])  # fmt: skip
    for table in (days_table, _slice_table("per knowledge base", data["per_kb"], "kb"),
                  _slice_table("per area", data["per_area"], "area"), hot, gaps):  # fmt: skip
        if table.row_count:
            console.print(table)
    if not t["questions"] and not t["gap_asks"]:
        console.print("no questions in this window")
