"""Web sign-in: passwords and server-side sessions (issue 20.4), one SQL text for both backends.

A session is a random cookie secret (sent HttpOnly, SameSite=Strict) whose SHA-256 is the row's id, a
CSRF token the page must echo in `X-CSRF-Token` on every state-changing request, and an absolute
expiry (`limits.session_hours`). Rows live in the database, so every worker knows every session, a
sign-out or a password change ends sessions everywhere at once, and an expired session can be told
apart from one that never existed (until expired rows are swept a week later). Tables: `0014_web_login.sql`.
"""

from __future__ import annotations

import hashlib
import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from knowdesk.auth.passwords import hash_password, verify_password
from knowdesk.errors import NotFoundError
from knowdesk.stores.contracts.users import User, UserStoreApi
from knowdesk.stores.sql import Sql
from knowdesk.stores.sqlite.db import now_iso

SWEEP_AFTER = 7 * 24 * 3600  # expired rows are kept this long, so "expired" can be said instead of "unknown"


@dataclass
class Session:
    user: User
    csrf: str
    expires_at: int
    id: str


@dataclass
class SessionCheck:
    """What a cookie turned out to be: a live session, an expired one, or nothing known."""

    session: Session | None = None
    expired: bool = False


def _session_id(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


class Logins:
    """Passwords and sessions on top of a user store (which keeps users, roles and grants)."""

    def __init__(self, sql: Sql, users: UserStoreApi, clock: Callable[[], float] = time.time) -> None:
        self.sql = sql
        self.users = users
        self._now = clock
        self._verify_slot = threading.Lock()  # one scrypt at a time per process, as for tokens

    # ------------------------------------------------------------ passwords
    def set_password(self, name: str, password: str) -> None:
        """Set (or replace) a user's password and end every session they have."""
        self.users.get(name)
        digest = hash_password(password)
        self.sql.execute("UPDATE users SET password_hash = :h WHERE name = :n", {"h": digest, "n": name})
        self.end_sessions(name)

    def has_password(self, name: str) -> bool:
        row = self.sql.query_one("SELECT password_hash FROM users WHERE name = :n", {"n": name})
        return bool(row and row["password_hash"])

    def check_password(self, name: str, password: str) -> User | None:
        """The user when the password is theirs; None otherwise (unknown name, no password, wrong password)."""
        row = self.sql.query_one("SELECT password_hash FROM users WHERE name = :n", {"n": name})
        with self._verify_slot:
            ok = verify_password(password, row["password_hash"] if row else "")
        if not ok:
            return None
        try:
            return self.users.get(name)
        except NotFoundError:
            return None

    # ------------------------------------------------------------ sessions
    def open_session(self, name: str, hours: float) -> tuple[str, Session]:
        """(cookie secret, session) for a signed-in user; old expired rows are swept on the way."""
        user = self.users.get(name)
        now = int(self._now())
        secret, csrf = secrets.token_urlsafe(32), secrets.token_urlsafe(24)
        expires = now + int(hours * 3600)
        with self.sql.transaction() as tx:
            tx.execute("DELETE FROM web_sessions WHERE expires_at < :t", {"t": now - SWEEP_AFTER})
            tx.execute(
                """INSERT INTO web_sessions(id, username, csrf, created_at, expires_at)
                   VALUES (:id, :n, :csrf, :at, :exp)""",
                {"id": _session_id(secret), "n": name, "csrf": csrf, "at": now_iso(), "exp": expires},
            )
        return secret, Session(user, csrf, expires, _session_id(secret))

    def check_session(self, secret: str) -> SessionCheck:
        row = self.sql.query_one(
            "SELECT id, username, csrf, expires_at FROM web_sessions WHERE id = :id", {"id": _session_id(secret)}
        )
        if row is None:
            return SessionCheck()
        if int(row["expires_at"]) <= self._now():
            return SessionCheck(expired=True)
        try:
            user = self.users.get(row["username"])
        except NotFoundError:
            return SessionCheck()
        return SessionCheck(Session(user, row["csrf"], int(row["expires_at"]), row["id"]))

    def end_session(self, secret: str) -> None:
        self.sql.execute("DELETE FROM web_sessions WHERE id = :id", {"id": _session_id(secret)})

    def end_sessions(self, name: str, keep: str | None = None) -> int:
        """End a user's sessions (all, or all but the one with id `keep`)."""
        return self.sql.execute(
            "DELETE FROM web_sessions WHERE username = :n AND id <> :keep", {"n": name, "keep": keep or ""}
        )
