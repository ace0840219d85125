"""Users, tokens and grants on SQLite and on PostgreSQL: same answers; tokens work across workers."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from knowdesk.app import Knowdesk
from knowdesk.auth import UserStore, UserStoreApi
from knowdesk.auth.pg_store import PgUserStore
from knowdesk.errors import KnowdeskError
from knowdesk.stores.contracts.documents import public_methods
from tests.conftest import make_app


def _app(backend: str, tmp: Path, url: str | None) -> Knowdesk:
    return make_app(tmp / backend, database_url=url if backend == "postgres" else None)


def _attempt(fn: Any, *args: Any) -> Any:
    """A call's result, or the kind of error it raised (messages are part of the contract too)."""
    try:
        return fn(*args)
    except KnowdeskError as exc:
        return f"{type(exc).__name__}: {exc}"


def _scenario(users: UserStoreApi) -> list[Any]:
    """Everything the API and the CLI do with users, as comparable values (no secrets, no times)."""
    out: list[Any] = [users.count()]
    out.append(users.add("root", "admin", sensitive=True).to_dict())
    out.append(users.add("amy").to_dict())
    out += [_attempt(users.add, "amy"), _attempt(users.add, "bad name!"), _attempt(users.add, "x", "boss")]
    out.append(users.grant("amy", "hr", "ask").to_dict())
    out.append(users.grant("amy", "*", "manage").to_dict())
    out.append(users.grant("amy", "*", None).to_dict())
    out += [_attempt(users.grant, "amy", "hr", "own"), _attempt(users.grant, "ghost", "hr", "ask")]
    out.append(users.update("amy", sensitive=True).to_dict())
    out += [users.update("amy", role="admin").to_dict(), users.update("amy", role="employee").to_dict()]
    out.append(_attempt(users.update, "amy", "boss"))
    amy = users.get("amy")
    out += [amy.can("hr"), amy.can("hr", "manage"), amy.can("it")]
    tokens = [users.issue_token("amy", label) for label in ("cli", "api")]
    root = users.issue_token("root")
    out.append([t["label"] for t in users.tokens("amy")])
    out.append([(u.name if u else None) for u in map(users.authenticate, [*tokens, root])])
    forged = tokens[0][:-4] + "AAAA"
    out += [users.authenticate(forged), users.authenticate("kd_nope_x"), users.authenticate("garbage")]
    out.append(users.revoke_tokens("amy"))
    out.append([users.authenticate(t) for t in tokens] + [users.tokens("amy")])
    out.append(_attempt(users.issue_token, "ghost"))
    out += [users.claim_conversation("c1", "amy", "年假有几天" * 20), users.claim_conversation("c1", "root", "x")]
    out += [users.claim_conversation("c1", "amy", "again"), users.claim_conversation("c2", "amy", "病假")]
    out += [users.conversation_owner("c1"), users.conversation_owner("none")]
    out.append([(c["id"], c["title"]) for c in users.conversations("amy")])
    out.append([u.to_dict() for u in users.list()] + [users.count()])
    return out


def test_both_stores_offer_the_same_interface() -> None:
    assert public_methods(UserStore) == public_methods(PgUserStore)
    declared = {n for n in vars(UserStoreApi) if not n.startswith("_")}
    assert declared <= public_methods(UserStore)


def test_app_picks_the_backend(app_on: Knowdesk) -> None:
    assert isinstance(app_on.users, PgUserStore if app_on.server_mode else UserStore)
    assert isinstance(app_on.users, UserStoreApi)


def test_same_results_on_both(tmp_path: Path, pg_url: str) -> None:
    seen = {}
    for backend in ("sqlite", "postgres"):
        a = _app(backend, tmp_path, pg_url)
        seen[backend] = _scenario(a.users)
        a.close()
    assert seen["sqlite"] == seen["postgres"]
    assert seen["sqlite"][-1][-1] == 2


def test_hashes_only_at_rest(tmp_path: Path, pg_url: str) -> None:
    a = _app("postgres", tmp_path, pg_url)
    a.users.add("amy")
    token = a.users.issue_token("amy")
    (row,) = a.pg.query('SELECT id, salt, hash FROM api_tokens WHERE "user" = %s', ("amy",))
    secret = token.split("_", 2)[2]  # urlsafe secrets may hold "_" themselves
    assert secret.encode() not in bytes(row["hash"]) and len(bytes(row["salt"])) == 16
    a.close()


def test_a_token_revoked_on_one_worker_stops_on_the_others(app_on: Knowdesk, tmp_path: Path) -> None:
    url = app_on.settings.database_url if app_on.server_mode else None
    other = make_app(app_on.settings.data_dir, database_url=url)  # a second process's store on the same data
    app_on.users.add("amy")
    token = app_on.users.issue_token("amy")
    assert other.users.authenticate(token) is not None  # verified once, remembered by this worker
    assert app_on.users.revoke_tokens("amy") == 1
    assert other.users.authenticate(token) is None
    other.close()
