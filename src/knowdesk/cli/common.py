"""Shared CLI plumbing: the app from global options, JSON output, errors turned into one clean line."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import wraps
from typing import TYPE_CHECKING, Any, TypeVar

import typer
from rich.console import Console

from knowdesk.errors import ConfigError, KnowdeskError

if TYPE_CHECKING:  # the app (LangGraph, Chroma, ONNX) is imported when a command opens it, not for --help
    from knowdesk.app import Knowdesk
    from knowdesk.stores.backends import Databases
    from knowdesk.stores.contracts.documents import DocumentStoreApi

console = Console()
err_console = Console(stderr=True)

F = TypeVar("F", bound=Callable[..., Any])


class State:
    """Global options set by the root callback."""

    data_dir: str | None = None
    embedder: str | None = None


def get_app() -> Knowdesk:
    from knowdesk.app import open_app

    overrides: dict[str, Any] = {"data_dir": State.data_dir}
    app = open_app(**overrides)
    if State.embedder:
        app.settings.embedding.provider = State.embedder  # type: ignore[assignment]
    return app


@contextmanager
def opened_app() -> Iterator[Knowdesk]:
    app = get_app()
    try:
        yield app
    finally:
        app.close()


@contextmanager
def opened_databases() -> Iterator[Databases]:
    """The databases alone, for commands that read knowledge bases and nothing else: no model, vector
    index or graph is imported (`kb list` answers in a fraction of the app's start-up)."""
    from knowdesk.config import load_settings
    from knowdesk.stores.backends import Databases

    databases = Databases(load_settings(data_dir=State.data_dir))
    try:
        yield databases
    finally:
        databases.close()


@contextmanager
def opened_document_store() -> Iterator[DocumentStoreApi]:
    with opened_databases() as databases:
        yield databases.documents


def print_json(data: Any) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2, default=str) + "\n")


def handle_errors(fn: F) -> F:
    """Turn knowdesk errors into a clean message and exit code 1 (2 for configuration)."""

    @wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except ConfigError as exc:
            err_console.print(f"[red]configuration error:[/red] {exc}")
            raise typer.Exit(2) from None
        except KnowdeskError as exc:
            err_console.print(f"[red]error:[/red] {exc}")
            raise typer.Exit(1) from None

    return wrapper  # type: ignore[return-value]
