"""The user store: users (employee/admin, sensitive-access flag), tokens and per-KB grants in SQLite.

Permissions: an admin may do everything. An employee may ask a knowledge base granted `ask`
or `manage` (or the wildcard `*`), and upload to or delete documents of one granted `manage`.
Fragments marked sensitive reach only users with the `sensitive` flag (admins included).
"""

from __future__ import annotations

import re
import secrets
import threading
from dataclasses import dataclass, field
from typing import Literal

from knowdesk.auth.tokens import cache_key, hash_secret, new_token, split_token, verify_secret
from knowdesk.errors import ConflictError, NotFoundError
from knowdesk.stores.sqlite.db import Database, now_iso, register_migrations

Role = Literal["employee", "admin"]
Permission = Literal["ask", "manage"]
ROLES: tuple[str, ...] = ("employee", "admin")
PERMISSIONS: tuple[str, ...] = ("ask", "manage")
ALL_KBS = "*"
_NAME = re.compile(r"^[\w.@-]{1,64}$")

register_migrations(
    [
        (
            "auth_0001",
            """
CREATE TABLE IF NOT EXISTS users (
    name TEXT PRIMARY KEY,
    role TEXT NOT NULL,
    sensitive INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS api_tokens (
    id TEXT PRIMARY KEY,
    user TEXT NOT NULL REFERENCES users(name) ON DELETE CASCADE,
    salt BLOB NOT NULL,
    hash BLOB NOT NULL,
    label TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS kb_permissions (
    user TEXT NOT NULL REFERENCES users(name) ON DELETE CASCADE,
    kb TEXT NOT NULL,
    permission TEXT NOT NULL,
    PRIMARY KEY (user, kb)
);
CREATE TABLE IF NOT EXISTS conversation_owners (
    conversation_id TEXT PRIMARY KEY,
    user TEXT NOT NULL,
    title TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS conversation_owners_user ON conversation_owners(user, created_at);
""",
        )
    ]
)


@dataclass
class User:
    name: str
    role: str
    sensitive: bool = False
    grants: dict[str, str] = field(default_factory=dict)  # kb (or "*") → ask | manage

    @property
    def is_admin(self) -> bool:
        return self.role == "admin"

    def may_see_sensitive(self) -> bool:
        return self.sensitive

    def can(self, kb: str, permission: str = "ask") -> bool:
        if self.is_admin:
            return True
        grant = self.grants.get(kb) or self.grants.get(ALL_KBS)
        return grant == "manage" or (grant == "ask" and permission == "ask")

    def to_dict(self) -> dict:
        return {"name": self.name, "role": self.role, "sensitive": self.sensitive, "grants": dict(self.grants)}


class UserStore:
    def __init__(self, db: Database) -> None:
        self.db = db
        db.migrate()
        self._verified: dict[str, str] = {}  # sha256(token) → user name, for this process only
        self._lock = threading.Lock()

    # ------------------------------------------------------------ users
    def add(self, name: str, role: str = "employee", sensitive: bool = False) -> User:
        if not _NAME.match(name):
            raise ConflictError(f"invalid user name {name!r}: letters, digits, . _ - @ (at most 64)")
        if role not in ROLES:
            raise ConflictError(f"unknown role {role!r}; choose employee or admin")
        with self.db.transaction() as tx:
            if tx.execute("SELECT 1 FROM users WHERE name=?", (name,)).fetchone():
                raise ConflictError(f"user {name!r} already exists")
            tx.execute("INSERT INTO users(name, role, sensitive, created_at) VALUES (?,?,?,?)",
                       (name, role, int(sensitive), now_iso()))  # fmt: skip
        return self.get(name)

    def get(self, name: str) -> User:
        r = self.db.query_one("SELECT name, role, sensitive FROM users WHERE name=?", (name,))
        if not r:
            raise NotFoundError(f"user {name!r} does not exist (see `knowdesk user list`)")
        grants = {
            g["kb"]: g["permission"]
            for g in self.db.query("SELECT kb, permission FROM kb_permissions WHERE user=?", (name,))
        }
        return User(r["name"], r["role"], bool(r["sensitive"]), grants)

    def list(self) -> list[User]:
        return [self.get(r["name"]) for r in self.db.query("SELECT name FROM users ORDER BY name")]

    def count(self) -> int:
        r = self.db.query_one("SELECT COUNT(*) AS n FROM users")
        return int(r["n"]) if r else 0

    def update(self, name: str, role: str | None = None, sensitive: bool | None = None) -> User:
        self.get(name)
        if role is not None and role not in ROLES:
            raise ConflictError(f"unknown role {role!r}; choose employee or admin")
        with self.db.transaction() as tx:
            if role is not None:
                tx.execute("UPDATE users SET role=? WHERE name=?", (role, name))
            if sensitive is not None:
                tx.execute("UPDATE users SET sensitive=? WHERE name=?", (int(sensitive), name))
        return self.get(name)

    def grant(self, name: str, kb: str, permission: str | None) -> User:
        """Set (or with None remove) a user's permission on a knowledge base or `*`."""
        self.get(name)
        if permission is not None and permission not in PERMISSIONS:
            raise ConflictError(f"unknown permission {permission!r}; choose ask or manage")
        with self.db.transaction() as tx:
            tx.execute("DELETE FROM kb_permissions WHERE user=? AND kb=?", (name, kb))
            if permission:
                tx.execute("INSERT INTO kb_permissions(user, kb, permission) VALUES (?,?,?)", (name, kb, permission))
        return self.get(name)

    # ------------------------------------------------------------ tokens
    def issue_token(self, name: str, label: str = "") -> str:
        """A new token for the user, returned once; only its salted hash is stored."""
        self.get(name)
        token, tid, secret = new_token()
        salt = secrets.token_bytes(16)
        with self.db.transaction() as tx:
            tx.execute("INSERT INTO api_tokens(id, user, salt, hash, label, created_at) VALUES (?,?,?,?,?,?)",
                       (tid, name, salt, hash_secret(secret, salt), label, now_iso()))  # fmt: skip
        return token

    def authenticate(self, token: str) -> User | None:
        key = cache_key(token)
        with self._lock:
            cached = self._verified.get(key)
        if cached is None:
            parts = split_token(token)
            if parts is None:
                return None
            r = self.db.query_one("SELECT user, salt, hash FROM api_tokens WHERE id=?", (parts[0],))
            if not r or not verify_secret(parts[1], r["salt"], r["hash"]):
                return None
            cached = str(r["user"])
            with self._lock:
                self._verified[key] = cached
        try:
            return self.get(cached)
        except NotFoundError:
            return None

    def revoke_tokens(self, name: str) -> int:
        with self.db.transaction() as tx:
            n = tx.execute("DELETE FROM api_tokens WHERE user=?", (name,)).rowcount
        with self._lock:
            self._verified.clear()
        return n

    def tokens(self, name: str) -> list[dict]:
        rows = self.db.query("SELECT id, label, created_at FROM api_tokens WHERE user=? ORDER BY created_at", (name,))
        return [dict(r) for r in rows]

    # ------------------------------------------------------------ conversation ownership
    def claim_conversation(self, conversation_id: str, user: str, title: str) -> bool:
        """Record the owner of a new conversation; False when it belongs to someone else."""
        with self.db.transaction() as tx:
            r = tx.execute(
                "SELECT user FROM conversation_owners WHERE conversation_id=?", (conversation_id,)
            ).fetchone()
            if r:
                return str(r["user"]) == user
            tx.execute("INSERT INTO conversation_owners(conversation_id, user, title, created_at) VALUES (?,?,?,?)",
                       (conversation_id, user, title[:80], now_iso()))  # fmt: skip
        return True

    def conversation_owner(self, conversation_id: str) -> str | None:
        r = self.db.query_one("SELECT user FROM conversation_owners WHERE conversation_id=?", (conversation_id,))
        return str(r["user"]) if r else None

    def conversations(self, user: str) -> list[dict]:
        rows = self.db.query(
            "SELECT conversation_id AS id, title, created_at FROM conversation_owners WHERE user=? "
            "ORDER BY created_at DESC, rowid DESC LIMIT 200",
            (user,),
        )
        return [dict(r) for r in rows]
