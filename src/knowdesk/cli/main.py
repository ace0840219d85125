"""The `knowdesk` command. Each command group lives in its own module and is registered here; a command imports
the heavy parts (the app, LangGraph, Chroma, ONNX Runtime) when it runs, so `--help` starts at once."""

from __future__ import annotations

import typer

from knowdesk import __version__
from knowdesk.cli.assess import assess_app
from knowdesk.cli.chat import ask, chat
from knowdesk.cli.common import State
from knowdesk.cli.db import db_app
from knowdesk.cli.eval import eval_app
from knowdesk.cli.gaps import gaps_app
from knowdesk.cli.graph import graph_app
from knowdesk.cli.hot import hot_app
from knowdesk.cli.index import index_app
from knowdesk.cli.ingest import ingest
from knowdesk.cli.kb import group_app, kb_app
from knowdesk.cli.search import search
from knowdesk.cli.serve import serve
from knowdesk.cli.stats import stats
from knowdesk.cli.sync import sync
from knowdesk.cli.user import user_app

app = typer.Typer(
    name="knowdesk",
    help="knowdesk — answers employees' questions from the company's own documents, with citations.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"knowdesk {__version__}")
        raise typer.Exit()


@app.callback()
def main(
    data_dir: str = typer.Option(
        None, "--data-dir", envvar="KNOWDESK_DATA_DIR", help="data directory (default ./knowdesk-data)"
    ),
    embedder: str = typer.Option(None, "--embedder", help="override the embedder: e5 | static | hashing | openai"),
    version: bool = typer.Option(False, "--version", callback=_version, is_eager=True, help="print the version"),
) -> None:
    """Global options apply to every command."""
    State.data_dir = data_dir
    State.embedder = embedder


app.command("ingest")(ingest)
app.command("sync")(sync)
app.command("search")(search)
app.add_typer(kb_app, name="kb")
app.add_typer(group_app, name="group")
app.add_typer(eval_app, name="eval")
app.add_typer(index_app, name="index")
app.add_typer(hot_app, name="hot")
app.add_typer(gaps_app, name="gaps")
app.command("stats")(stats)
app.add_typer(assess_app, name="assess")
app.add_typer(graph_app, name="graph")
app.command("chat")(chat)
app.command("ask")(ask)
app.command("serve")(serve)
app.add_typer(user_app, name="user")
app.add_typer(db_app, name="db")
