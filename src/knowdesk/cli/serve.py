"""`knowdesk serve`: the HTTP API and web UI with uvicorn (loopback by default)."""

from __future__ import annotations

import os
from typing import Any

import typer

from knowdesk.cli.common import State, console, handle_errors
from knowdesk.config import load_settings
from knowdesk.errors import ConfigError


@handle_errors
def serve(
    host: str = typer.Option("127.0.0.1", "--host", help="interface to listen on (0.0.0.0 exposes it to the network)"),
    port: int = typer.Option(8000, "--port", min=0, max=65535, help="TCP port"),
    log_level: str = typer.Option("warning", "--log-level", help="uvicorn log level"),
    workers: int = typer.Option(1, "--workers", min=1, max=64, help="worker processes (server mode only)"),
) -> None:
    """Serve the API (OpenAPI at /docs) and the web UI (/ui/chat.html, /ui/assess.html, /ui/admin.html).

    SIGTERM: requests in flight get limits.shutdown_grace_seconds (5 s), then are cancelled; gone within ~8 s."""
    import uvicorn

    from knowdesk.api import create_app
    from knowdesk.api.shutdown import CLOSE_SECONDS
    from knowdesk.app import Knowdesk

    settings = load_settings(data_dir=State.data_dir)
    if State.embedder:
        settings.embedding.provider = State.embedder  # type: ignore[assignment]
    if workers > 1 and not settings.server_mode:
        raise ConfigError("--workers above 1 needs server mode: set KNOWDESK_DATABASE_URL=postgresql://…")
    check_can_listen(host, port)
    kd = Knowdesk(settings)  # the users every worker will see; in server mode this also checks the schema
    try:
        if kd.users.count() == 0:
            console.print("[yellow]no users yet[/yellow] — `knowdesk user add admin --role admin` prints a token")
    finally:
        kd.close()
    console.print(f"knowdesk on http://{host}:{port}/ (API docs at /docs)")
    grace = settings.limits.shutdown_grace_seconds  # then uvicorn cancels what is still running
    if workers > 1:
        os.environ["KNOWDESK_DATA_DIR"] = str(settings.data_dir)  # each worker process rebuilds the settings
        if State.embedder:
            os.environ["KNOWDESK_EMBEDDING__PROVIDER"] = State.embedder
        uvicorn.run("knowdesk.cli.serve:worker_app", factory=True, workers=workers, host=host, port=port,
                    log_level=log_level, timeout_graceful_shutdown=grace,
                    timeout_worker_healthcheck=settings.limits.worker_healthcheck_seconds)  # fmt: skip
        return
    app = create_app(settings, hard_exit_after=CLOSE_SECONDS)
    uvicorn.run(app, host=host, port=port, log_level=log_level, timeout_graceful_shutdown=grace)


def check_can_listen(host: str, port: int) -> None:
    """Fail before opening anything when the address is taken (uvicorn would only say so after start-up)."""
    import socket

    if port == 0:
        return
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as uvicorn: a closing socket is no obstacle
        try:
            probe.bind((host, port))
        except OSError as exc:
            raise ConfigError(f"cannot listen on {host}:{port}: {exc.strerror} (is another server running?)") from exc


def worker_app() -> Any:
    """One worker's app: uvicorn imports this in every worker process (settings from the environment)."""
    from knowdesk.api import create_app
    from knowdesk.api.shutdown import CLOSE_SECONDS

    return create_app(load_settings(), hard_exit_after=CLOSE_SECONDS)
