"""Web sign-in (issue 20.4): user name + password (or an API token, once) → an HttpOnly session cookie.

The cookie is HttpOnly (page scripts never see it), SameSite=Strict, Secure over HTTPS, and good for
`limits.session_hours`; the page sends the session's CSRF token (`GET /me`, or the sign-in answer) as
`X-CSRF-Token` with every state-changing request. Failed sign-ins count towards the same per-address
throttle as failed token checks (`auth/throttle.py`). API tokens stay for scripts (`Authorization: Bearer`).
"""

from __future__ import annotations

import hmac
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Request
from fastapi.responses import JSONResponse
from starlette.concurrency import run_in_threadpool

from knowdesk.api.deps import (
    CSRF_HEADER,
    KD,
    SESSION_COOKIE,
    CurrentUser,
    Users,
    client_of,
    get_throttle,
    same_origin,
    too_many,
)
from knowdesk.api.errors import ApiError
from knowdesk.api.schemas import Login, PasswordChange
from knowdesk.auth import User
from knowdesk.auth.logins import Session
from knowdesk.auth.throttle import FailureThrottle
from knowdesk.auth.tokens import split_token

router = APIRouter(prefix="/auth", tags=["sign-in"])
Throttle = Annotated[FailureThrottle, Depends(get_throttle)]


def _with_cookie(body: dict[str, Any], request: Request, secret: str, session: Session, hours: float) -> JSONResponse:
    response = JSONResponse(body)
    response.set_cookie(SESSION_COOKIE, secret, max_age=int(hours * 3600), path="/", httponly=True,
                        samesite="strict", secure=request.url.scheme == "https")  # fmt: skip
    return response


def _signed_in(user: User, session: Session) -> dict[str, Any]:
    return {"user": user.to_dict(), "csrf": session.csrf, "expires_at": session.expires_at}


@router.post("/login")
async def login(body: Login, request: Request, kd: KD, users: Users, throttle: Throttle) -> JSONResponse:
    """Sign in with `name` and `password` (or an API `token`); sets the session cookie and returns the CSRF token.
    401 `wrong_password` or `invalid_token` says which credential was wrong; 429 after too many failures."""
    same_origin(request)
    client = client_of(request)
    wait = throttle.retry_after(client)
    if wait:
        raise too_many(client, wait)
    if body.token:
        user = await run_in_threadpool(users.authenticate, body.token) if split_token(body.token) else None
        if user is None:
            throttle.record_failure(client)
            raise ApiError(401, "invalid_token", "this API token is invalid or has been revoked")
    elif body.name and body.password:
        user = await run_in_threadpool(kd.logins.check_password, body.name, body.password)
        if user is None:
            throttle.record_failure(client)
            raise ApiError(401, "wrong_password", "wrong user name or password")
    else:
        raise ApiError(422, "invalid", "give a user name and password, or an API token")
    hours = kd.settings.limits.session_hours
    secret, session = await run_in_threadpool(kd.logins.open_session, user.name, hours)
    return _with_cookie(_signed_in(user, session), request, secret, session, hours)


@router.post("/logout")
async def logout(request: Request, kd: KD) -> JSONResponse:
    """End this browser's session (with its CSRF token) and clear the cookie; signing out twice is fine."""
    secret = request.cookies.get(SESSION_COOKIE)
    if secret:
        found = await run_in_threadpool(kd.logins.check_session, secret)
        if found.session is not None:
            if not hmac.compare_digest(request.headers.get(CSRF_HEADER, "").encode(), found.session.csrf.encode()):
                raise ApiError(403, "csrf", f"missing or wrong {CSRF_HEADER} header for this session")
            await run_in_threadpool(kd.logins.end_session, secret)
    response = JSONResponse({"signed_out": True})
    response.delete_cookie(SESSION_COOKIE, path="/", httponly=True, samesite="strict")
    return response


@router.post("/password", response_model=None)
async def change_password(
    body: PasswordChange, request: Request, kd: KD, user: CurrentUser, throttle: Throttle
) -> dict[str, Any] | JSONResponse:
    """Change your password (the current one first, if you have one). Your other sessions end; this browser's
    session is renewed (a new cookie and CSRF token)."""
    logins = kd.logins
    if await run_in_threadpool(logins.has_password, user.name):
        client = client_of(request)
        wait = throttle.retry_after(client)
        if wait:
            raise too_many(client, wait)
        if await run_in_threadpool(logins.check_password, user.name, body.current_password) is None:
            throttle.record_failure(client)
            raise ApiError(403, "wrong_password", "the current password is wrong")
    await run_in_threadpool(logins.set_password, user.name, body.new_password)
    if getattr(request.state, "session", None) is None:
        return {"changed": True}
    hours = kd.settings.limits.session_hours
    secret, session = await run_in_threadpool(logins.open_session, user.name, hours)
    return _with_cookie({"changed": True, **_signed_in(user, session)}, request, secret, session, hours)
