"""The embedded user store: users, tokens, per-KB grants and conversation owners in SQLite.

The rules (names, roles, permissions, token checks) are in `UserStoreCore`; this class keeps
the rows. `PgUserStore` is the same contract in PostgreSQL (server mode).
"""

from __future__ import annotations

from knowdesk.auth.core import UserStoreCore
from knowdesk.stores.sql import shared_schema
from knowdesk.stores.sqlite.db import Database, now_iso
from knowdesk.stores.sqlite.migrations import register_migrations

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
        ),
        ("auth_0002_web_login", shared_schema("0014_web_login.sql")),  # passwords and sessions (auth/logins.py)
    ]
)


class UserStore(UserStoreCore):
    """`UserStoreApi` on the data directory's SQLite database."""

    def __init__(self, db: Database) -> None:
        super().__init__()
        self.db = db
        db.migrate()

    # ------------------------------------------------------------ users
    def _insert_user(self, name: str, role: str, sensitive: bool) -> bool:
        with self.db.transaction() as tx:
            if tx.execute("SELECT 1 FROM users WHERE name=?", (name,)).fetchone():
                return False
            tx.execute("INSERT INTO users(name, role, sensitive, created_at) VALUES (?,?,?,?)",
                       (name, role, int(sensitive), now_iso()))  # fmt: skip
        return True

    def _user(self, name: str) -> tuple[str, bool] | None:
        r = self.db.query_one("SELECT role, sensitive FROM users WHERE name=?", (name,))
        return (str(r["role"]), bool(r["sensitive"])) if r else None

    def _grants(self, name: str) -> dict[str, str]:
        rows = self.db.query("SELECT kb, permission FROM kb_permissions WHERE user=? ORDER BY kb", (name,))
        return {g["kb"]: g["permission"] for g in rows}

    def _names(self) -> list[str]:
        return [r["name"] for r in self.db.query("SELECT name FROM users ORDER BY name")]

    def count(self) -> int:
        r = self.db.query_one("SELECT COUNT(*) AS n FROM users")
        return int(r["n"]) if r else 0

    def _update(self, name: str, role: str | None, sensitive: bool | None) -> None:
        with self.db.transaction() as tx:
            if role is not None:
                tx.execute("UPDATE users SET role=? WHERE name=?", (role, name))
            if sensitive is not None:
                tx.execute("UPDATE users SET sensitive=? WHERE name=?", (int(sensitive), name))

    def _set_grant(self, name: str, kb: str, permission: str | None) -> None:
        with self.db.transaction() as tx:
            tx.execute("DELETE FROM kb_permissions WHERE user=? AND kb=?", (name, kb))
            if permission:
                tx.execute("INSERT INTO kb_permissions(user, kb, permission) VALUES (?,?,?)", (name, kb, permission))

    # ------------------------------------------------------------ tokens
    def _insert_token(self, tid: str, name: str, salt: bytes, digest: bytes, label: str) -> None:
        with self.db.transaction() as tx:
            tx.execute("INSERT INTO api_tokens(id, user, salt, hash, label, created_at) VALUES (?,?,?,?,?,?)",
                       (tid, name, salt, digest, label, now_iso()))  # fmt: skip

    def _token(self, tid: str) -> tuple[str, bytes, bytes] | None:
        r = self.db.query_one("SELECT user, salt, hash FROM api_tokens WHERE id=?", (tid,))
        return (str(r["user"]), bytes(r["salt"]), bytes(r["hash"])) if r else None

    def _delete_tokens(self, name: str) -> int:
        with self.db.transaction() as tx:
            return int(tx.execute("DELETE FROM api_tokens WHERE user=?", (name,)).rowcount)

    def tokens(self, name: str) -> list[dict]:
        rows = self.db.query(
            "SELECT id, label, created_at FROM api_tokens WHERE user=? ORDER BY created_at, rowid", (name,)
        )
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

    def rename_conversation(self, conversation_id: str, title: str) -> None:
        with self.db.transaction() as tx:
            tx.execute("UPDATE conversation_owners SET title=? WHERE conversation_id=?", (title[:80], conversation_id))

    def forget_conversation(self, conversation_id: str) -> None:
        """A deleted conversation leaves its owner's list."""
        with self.db.transaction() as tx:
            tx.execute("DELETE FROM conversation_owners WHERE conversation_id=?", (conversation_id,))
