"""`knowdesk user`: users, roles, API tokens (shown once, stored hashed) and per-KB grants.

The store is the app's (`Knowdesk.users`): the data directory's SQLite, or in server mode the
shared PostgreSQL, so a token made here works on every worker serving that database.
"""

from __future__ import annotations

import typer
from rich.table import Table

from knowdesk.cli.common import console, handle_errors, opened_app, print_json

user_app = typer.Typer(
    help="Users and API tokens for the HTTP API and web UI (in PostgreSQL in server mode).", no_args_is_help=True
)
JSON = typer.Option(False, "--json", help="machine-readable output")


@user_app.command("add")
@handle_errors
def add(
    name: str,
    role: str = typer.Option("employee", "--role", help="employee | admin"),
    sensitive: bool = typer.Option(False, "--sensitive", help="may see fragments marked sensitive"),
    kb: list[str] = typer.Option([], "--kb", help="grant 'ask' on this knowledge base (repeatable; * = all)"),
    password: bool = typer.Option(
        False, "--password", help="also ask for a password for web sign-in (typed twice; read from stdin when piped)"
    ),
    as_json: bool = JSON,
) -> None:
    """Create a user and print a first API token (only its hash is stored); --password for web sign-in."""
    secret = _ask_password() if password else None
    with opened_app() as app:
        users = app.users
        user = users.add(name, role, sensitive)
        for k in kb:
            user = users.grant(name, k, "ask")
        token = users.issue_token(name, "cli")
        if secret is not None:
            app.logins.set_password(name, secret)
    if as_json:
        print_json({**user.to_dict(), "token": token, "password": secret is not None})
        return
    console.print(f"created {role} {name}{' with a password' if secret else ''}; token (shown once):")
    typer.echo(token)


def _ask_password() -> str:
    """A new password, typed twice (hidden); refused before anything is stored when too short."""
    from knowdesk.auth.passwords import check_strength

    value: str = typer.prompt("Password", hide_input=True, confirmation_prompt=True)
    check_strength(value)
    return value


@user_app.command("passwd")
@handle_errors
def passwd(name: str) -> None:
    """Set a user's web sign-in password (typed twice; read from stdin when piped); ends their web sessions."""
    secret = _ask_password()
    with opened_app() as app:
        app.logins.set_password(name, secret)
    console.print(f"password of {name} set; their web sessions have ended")


@user_app.command("token")
@handle_errors
def token(
    name: str,
    revoke: bool = typer.Option(False, "--revoke", help="revoke all of the user's tokens instead"),
    as_json: bool = JSON,
) -> None:
    """Print a new API token for a user (or revoke every token with --revoke)."""
    with opened_app() as app:
        if revoke:
            revoked = app.users.revoke_tokens(name)
        else:
            issued = app.users.issue_token(name, "cli")
    if as_json:
        print_json({"name": name, "revoked": revoked} if revoke else {"name": name, "token": issued})
    elif revoke:
        console.print(f"revoked {revoked} tokens of {name}")
    else:
        typer.echo(issued)


@user_app.command("grant")
@handle_errors
def grant(
    name: str,
    kb: str = typer.Argument(..., help="knowledge base, or * for all"),
    permission: str = typer.Argument("ask", help="ask | manage | none (removes the grant)"),
    as_json: bool = JSON,
) -> None:
    """Allow a user to ask (or manage) a knowledge base."""
    with opened_app() as app:
        user = app.users.grant(name, kb, None if permission == "none" else permission)
    if as_json:
        print_json(user.to_dict())
    else:
        console.print(f"{name}: {user.grants}")


@user_app.command("list")
@handle_errors
def list_users(as_json: bool = JSON) -> None:
    """List users with their role, sensitive access and grants."""
    with opened_app() as app:
        users = app.users
        rows = [{**u.to_dict(), "tokens": len(users.tokens(u.name))} for u in users.list()]
    if as_json:
        print_json(rows)
        return
    table = Table("name", "role", "sensitive", "grants", "tokens")
    for r in rows:
        grants = ", ".join(f"{k}:{v}" for k, v in r["grants"].items())
        table.add_row(r["name"], r["role"], "yes" if r["sensitive"] else "", grants, str(r["tokens"]))
    console.print(table if rows else "no users yet — `knowdesk user add NAME --role admin`")
