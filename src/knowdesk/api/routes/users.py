"""Users, tokens and grants (admin), and `GET /me` for every caller."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request

from knowdesk.api.deps import KD, Admin, CurrentUser, Users
from knowdesk.api.schemas import Grant, UserCreate, UserUpdate

router = APIRouter(tags=["users"])


@router.get("/me")
def me(request: Request, kd: KD, user: CurrentUser) -> dict[str, Any]:
    """Who you are: name, role, sensitive access and knowledge-base grants, whether you may manage any base
    (`manages`), whether you have a password; signed in on the web, also the session's `csrf` token and expiry."""
    out = {**user.to_dict(), "manages": user.is_admin or "manage" in user.grants.values(),
           "has_password": kd.logins.has_password(user.name)}  # fmt: skip
    session = getattr(request.state, "session", None)
    if session is not None:
        out |= {"csrf": session.csrf, "expires_at": session.expires_at}
    return out


@router.get("/users")
def list_users(users: Users, _: Admin) -> list[dict[str, Any]]:
    return [u.to_dict() for u in users.list()]


@router.post("/users", status_code=201)
def add_user(body: UserCreate, kd: KD, users: Users, _: Admin) -> dict[str, Any]:
    """Create a user and a first API token (shown once; only its hash is stored), with a web password if given."""
    user = users.add(body.name, body.role, body.sensitive)
    if body.password:
        kd.logins.set_password(user.name, body.password)
    return {**user.to_dict(), "token": users.issue_token(user.name, "created")}


@router.patch("/users/{name}")
def update_user(name: str, body: UserUpdate, kd: KD, users: Users, _: Admin) -> dict[str, Any]:
    """Change a user's role or sensitive access, or set a new password (which ends their web sessions)."""
    user = users.update(name, body.role, body.sensitive)
    if body.password:
        kd.logins.set_password(name, body.password)
    return user.to_dict()


@router.post("/users/{name}/tokens", status_code=201)
def new_token(name: str, users: Users, _: Admin) -> dict[str, Any]:
    return {"name": name, "token": users.issue_token(name, "api")}


@router.put("/users/{name}/grants")
def grant(name: str, body: Grant, users: Users, _: Admin) -> dict[str, Any]:
    """Grant `ask` or `manage` on a knowledge base (or `*`); a null permission removes the grant."""
    return users.grant(name, body.kb, body.permission).to_dict()
