"""Users, tokens and grants (admin), and `GET /me` for every caller."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from knowdesk.api.deps import Admin, CurrentUser, Users
from knowdesk.api.schemas import Grant, UserCreate, UserUpdate

router = APIRouter(tags=["users"])


@router.get("/me")
def me(user: CurrentUser) -> dict[str, Any]:
    """Who this token belongs to: name, role, sensitive access and knowledge-base grants."""
    return user.to_dict()


@router.get("/users")
def list_users(users: Users, _: Admin) -> list[dict[str, Any]]:
    return [u.to_dict() for u in users.list()]


@router.post("/users", status_code=201)
def add_user(body: UserCreate, users: Users, _: Admin) -> dict[str, Any]:
    """Create a user and a first API token (shown once; only its hash is stored)."""
    user = users.add(body.name, body.role, body.sensitive)
    return {**user.to_dict(), "token": users.issue_token(user.name, "created")}


@router.patch("/users/{name}")
def update_user(name: str, body: UserUpdate, users: Users, _: Admin) -> dict[str, Any]:
    return users.update(name, body.role, body.sensitive).to_dict()


@router.post("/users/{name}/tokens", status_code=201)
def new_token(name: str, users: Users, _: Admin) -> dict[str, Any]:
    return {"name": name, "token": users.issue_token(name, "api")}


@router.put("/users/{name}/grants")
def grant(name: str, body: Grant, users: Users, _: Admin) -> dict[str, Any]:
    """Grant `ask` or `manage` on a knowledge base (or `*`); a null permission removes the grant."""
    return users.grant(name, body.kb, body.permission).to_dict()
