"""The user store: users, tokens, per-KB grants and conversation owners, one SQL for both backends.

The rules (names, roles, permissions, token checks) are in `UserStoreCore`; `SqlUserStore` keeps the
rows through `stores/sql.py`. `UserStore` is it on the data directory's SQLite file (whose tables are
registered here), `auth.pg_store.PgUserStore` on the shared PostgreSQL (server mode, migration 0007).
"""

from __future__ import annotations

from knowdesk.auth.core import UserStoreCore
from knowdesk.stores.sql import Sql, shared_schema
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


class SqlUserStore(UserStoreCore):
    """`UserStoreApi` over either database; the engines differ only in how insertion order and
    byte-order sorting are spelled (`Sql.pick`)."""

    def __init__(self, sql: Sql) -> None:
        super().__init__()
        self.sql = sql
        sql.migrate()  # the database may have been opened before this module registered its tables
        self._seq = sql.pick("rowid", "seq")  # insertion order (PostgreSQL's tables have a `seq` column)
        self._binary = sql.pick("", ' COLLATE "C"')  # SQLite sorts text by its bytes already

    # ------------------------------------------------------------ users
    def _insert_user(self, name: str, role: str, sensitive: bool) -> bool:
        n = self.sql.execute(
            "INSERT INTO users(name, role, sensitive, created_at) VALUES (:name, :role, :sensitive, :at) "
            "ON CONFLICT (name) DO NOTHING",
            {"name": name, "role": role, "sensitive": sensitive, "at": now_iso()},
        )
        return n == 1

    def _user(self, name: str) -> tuple[str, bool] | None:
        rows = self.sql.read("SELECT role, sensitive FROM users WHERE name = :name", {"name": name})
        return (str(rows[0]["role"]), bool(rows[0]["sensitive"])) if rows else None

    def _grants(self, name: str) -> dict[str, str]:
        rows = self.sql.read(
            f'SELECT kb, permission FROM kb_permissions WHERE "user" = :name ORDER BY kb{self._binary}', {"name": name}
        )
        return {g["kb"]: g["permission"] for g in rows}

    def _names(self) -> list[str]:
        return [r["name"] for r in self.sql.read(f"SELECT name FROM users ORDER BY name{self._binary}")]

    def count(self) -> int:
        rows = self.sql.read("SELECT COUNT(*) AS n FROM users")
        return int(rows[0]["n"]) if rows else 0

    def _update(self, name: str, role: str | None, sensitive: bool | None) -> None:
        self.sql.execute(
            "UPDATE users SET role = COALESCE(:role, role), sensitive = COALESCE(:sensitive, sensitive) "
            "WHERE name = :name",
            {"role": role, "sensitive": sensitive, "name": name},
        )

    def _set_grant(self, name: str, kb: str, permission: str | None) -> None:
        if permission is None:
            self.sql.execute('DELETE FROM kb_permissions WHERE "user" = :name AND kb = :kb', {"name": name, "kb": kb})
            return
        self.sql.execute(
            'INSERT INTO kb_permissions("user", kb, permission) VALUES (:name, :kb, :permission) '
            'ON CONFLICT ("user", kb) DO UPDATE SET permission = excluded.permission',
            {"name": name, "kb": kb, "permission": permission},
        )

    # ------------------------------------------------------------ tokens
    def _insert_token(self, tid: str, name: str, salt: bytes, digest: bytes, label: str) -> None:
        self.sql.execute(
            'INSERT INTO api_tokens(id, "user", salt, hash, label, created_at) '
            "VALUES (:id, :name, :salt, :hash, :label, :at)",
            {"id": tid, "name": name, "salt": salt, "hash": digest, "label": label, "at": now_iso()},
        )

    def _token(self, tid: str) -> tuple[str, bytes, bytes] | None:
        rows = self.sql.read('SELECT "user", salt, hash FROM api_tokens WHERE id = :id', {"id": tid})
        return (str(rows[0]["user"]), bytes(rows[0]["salt"]), bytes(rows[0]["hash"])) if rows else None

    def _delete_tokens(self, name: str) -> int:
        return self.sql.execute('DELETE FROM api_tokens WHERE "user" = :name', {"name": name})

    def tokens(self, name: str) -> list[dict]:
        return self.sql.read(
            f'SELECT id, label, created_at FROM api_tokens WHERE "user" = :name ORDER BY created_at, {self._seq}',
            {"name": name},
        )

    # ------------------------------------------------------------ conversation ownership
    def claim_conversation(self, conversation_id: str, user: str, title: str) -> bool:
        """Record the owner of a new conversation; False when it belongs to someone else. A claim racing
        another waits for it (PostgreSQL's ON CONFLICT, SQLite's write lock) and then reads its owner."""
        with self.sql.transaction() as tx:
            tx.execute(
                'INSERT INTO conversation_owners(conversation_id, "user", title, created_at) '
                "VALUES (:id, :user, :title, :at) ON CONFLICT (conversation_id) DO NOTHING",
                {"id": conversation_id, "user": user, "title": title[:80], "at": now_iso()},
            )
            rows = tx.query(
                'SELECT "user" FROM conversation_owners WHERE conversation_id = :id', {"id": conversation_id}
            )
        return bool(rows) and str(rows[0]["user"]) == user

    def conversation_owner(self, conversation_id: str) -> str | None:
        rows = self.sql.read(
            'SELECT "user" FROM conversation_owners WHERE conversation_id = :id', {"id": conversation_id}
        )
        return str(rows[0]["user"]) if rows else None

    def conversations(self, user: str) -> list[dict]:
        return self.sql.read(
            'SELECT conversation_id AS id, title, created_at FROM conversation_owners WHERE "user" = :user '
            f"ORDER BY created_at DESC, {self._seq} DESC LIMIT 200",
            {"user": user},
        )

    def rename_conversation(self, conversation_id: str, title: str) -> None:
        self.sql.execute(
            "UPDATE conversation_owners SET title = :title WHERE conversation_id = :id",
            {"title": title[:80], "id": conversation_id},
        )

    def forget_conversation(self, conversation_id: str) -> None:
        """A deleted conversation leaves its owner's list."""
        self.sql.execute("DELETE FROM conversation_owners WHERE conversation_id = :id", {"id": conversation_id})


class UserStore(SqlUserStore):
    """`UserStoreApi` on the data directory's SQLite database."""

    def __init__(self, db: Database) -> None:
        super().__init__(Sql(db, "sqlite"))
        self.db = db
