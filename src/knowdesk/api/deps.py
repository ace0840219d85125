"""Request dependencies: the app's `Knowdesk`, the caller (bearer token), and permission checks."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from knowdesk.api.errors import ApiError
from knowdesk.app import Knowdesk
from knowdesk.auth import User, UserStoreApi
from knowdesk.errors import NotFoundError

bearer = HTTPBearer(auto_error=False, description="an API token from `knowdesk user token NAME`")


def get_kd(request: Request) -> Knowdesk:
    return request.app.state.kd


def get_users(request: Request) -> UserStoreApi:
    return request.app.state.users


def current_user(
    users: Annotated[UserStoreApi, Depends(get_users)],
    creds: Annotated[HTTPAuthorizationCredentials | None, Depends(bearer)],
) -> User:
    if creds is None or not creds.credentials:
        raise ApiError(401, "unauthorized", "missing API token: send 'Authorization: Bearer <token>'")
    user = users.authenticate(creds.credentials)
    if user is None:
        raise ApiError(401, "unauthorized", "invalid or revoked API token")
    return user


def admin_user(user: Annotated[User, Depends(current_user)]) -> User:
    if not user.is_admin:
        raise ApiError(403, "forbidden", "this endpoint needs the admin role")
    return user


KD = Annotated[Knowdesk, Depends(get_kd)]
Users = Annotated[UserStoreApi, Depends(get_users)]
CurrentUser = Annotated[User, Depends(current_user)]
Admin = Annotated[User, Depends(admin_user)]


def _unknown(kind: str, name: str) -> ApiError:
    return ApiError(404, "not_found", f"{kind} {name!r} does not exist")


def allowed_kbs(kd: Knowdesk, user: User, kb: str | None = None, group: str | None = None,
                permission: str = "ask") -> list[str]:  # fmt: skip
    """The knowledge bases a request targets, never empty.

    A knowledge base or group the caller may not even ask is "not found", exactly as one that does
    not exist, so an employee cannot probe which bases exist (admins may ask everything, so they see
    the truth). One the caller may ask but lacks `permission` on (upload needs manage) is 403."""
    if kb and group:
        raise ApiError(422, "invalid", "give either a knowledge base or a group, not both")
    if kb:
        if not kd.store.kb_exists(kb) or not user.can(kb):
            raise _unknown("knowledge base", kb)
        scope = [kb]
    elif group:
        try:
            kbs = kd.store.group_kbs(group)
        except NotFoundError:
            kbs = None
        if kbs is None or not all(user.can(k) for k in kbs):
            raise _unknown("group", group)
        if not kbs:
            raise ApiError(404, "not_found", f"group {group!r} has no knowledge bases")
        scope = kbs
    else:
        scope = [k["name"] for k in kd.store.list_kbs() if user.can(k["name"], permission)]
        if not scope:
            raise ApiError(403, "forbidden", "you have no knowledge base to ask; ask an admin for a grant")
        return scope
    denied = [k for k in scope if not user.can(k, permission)]
    if denied:
        raise ApiError(403, "forbidden", f"no '{permission}' permission on knowledge base {', '.join(denied)}")
    return scope
