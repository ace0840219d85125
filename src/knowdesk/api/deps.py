"""Request dependencies: the app's `Knowdesk`, the caller (API token or web session), and permission checks."""

from __future__ import annotations

import hmac
from typing import Annotated
from urllib.parse import urlsplit

from fastapi import Depends, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from starlette.concurrency import run_in_threadpool

from knowdesk.api.errors import ApiError
from knowdesk.app import Knowdesk
from knowdesk.auth import User, UserStoreApi
from knowdesk.auth.logins import Logins
from knowdesk.auth.throttle import FailureThrottle
from knowdesk.auth.tokens import split_token
from knowdesk.errors import NotFoundError

SESSION_COOKIE = "kd_session"
CSRF_HEADER = "X-CSRF-Token"
SAFE_METHODS = frozenset(["GET", "HEAD", "OPTIONS"])
bearer = HTTPBearer(auto_error=False, description="an API token from `knowdesk user token NAME`")


def get_kd(request: Request) -> Knowdesk:
    return request.app.state.kd


def get_users(request: Request) -> UserStoreApi:
    return request.app.state.users


def get_throttle(request: Request) -> FailureThrottle:
    return request.app.state.auth_throttle


async def current_user(
    request: Request,
    users: Annotated[UserStoreApi, Depends(get_users)],
    throttle: Annotated[FailureThrottle, Depends(get_throttle)],
    creds: Annotated[HTTPAuthorizationCredentials | None, Depends(bearer)],
) -> User:
    """The caller: an API token (`Authorization: Bearer`), else the web session's cookie. A session must send its
    CSRF token (`X-CSRF-Token`) with every state-changing request; an expired or ended one says so."""
    if creds is not None and creds.credentials:
        return await token_user(request, users, throttle, creds.credentials)
    secret = request.cookies.get(SESSION_COOKIE)
    if secret:
        return await session_user(request, secret)
    raise ApiError(
        401, "unauthorized", "not signed in: sign in on the web page, or send 'Authorization: Bearer <token>'"
    )


async def token_user(request: Request, users: UserStoreApi, throttle: FailureThrottle, token: str) -> User:
    """Failed checks count per client address (`limits.auth_*`); a throttled address gets 429 unless its token
    was verified before. A malformed token is refused here, on the event loop, at no cost; the store's lookup
    (and scrypt for a token not yet verified) runs in a worker thread."""
    client = client_of(request)
    well_formed = split_token(token) is not None
    wait = throttle.retry_after(client)
    if wait:
        user = await run_in_threadpool(users.authenticate, token, False) if well_formed else None
        if user is None:
            raise too_many(client, wait)
        return user
    user = await run_in_threadpool(users.authenticate, token) if well_formed else None
    if user is None:
        throttle.record_failure(client)
        raise ApiError(401, "unauthorized", "invalid or revoked API token")
    return user


async def session_user(request: Request, secret: str) -> User:
    logins: Logins = request.app.state.kd.logins
    found = await run_in_threadpool(logins.check_session, secret)
    if found.expired:
        raise ApiError(401, "session_expired", "your session has expired: sign in again")
    if found.session is None:
        raise ApiError(401, "session_ended", "your session has ended (signed out or password changed): sign in again")
    if request.method not in SAFE_METHODS:
        same_origin(request)
        sent = request.headers.get(CSRF_HEADER, "")
        if not hmac.compare_digest(sent.encode(), found.session.csrf.encode()):
            raise ApiError(403, "csrf", f"missing or wrong {CSRF_HEADER} header for this session; reload the page")
    request.state.session = found.session
    return found.session.user


def same_origin(request: Request) -> None:
    """A browser names the page a request comes from (`Origin`); one from another site is refused."""
    origin = request.headers.get("origin")
    if origin and origin != "null" and urlsplit(origin).netloc != request.headers.get("host", ""):
        raise ApiError(403, "cross_origin", "requests from another site are refused")


def client_of(request: Request) -> str:
    return request.client.host if request.client else "unknown"


def too_many(client: str, wait: int) -> ApiError:
    return ApiError(429, "too_many_requests", f"too many failed sign-ins from {client}; try again in {wait} s",
                    headers={"Retry-After": str(wait)})  # fmt: skip


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
