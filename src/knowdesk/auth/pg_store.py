"""Users, tokens, grants and conversation owners in PostgreSQL (server mode): the `UserStore` contract.

Every worker reads the same rows, so a token issued by `knowdesk user` (or the API on another
worker) authenticates everywhere, and a revoked one stops everywhere on its next request.
Tables come from migration 0007.
"""

from __future__ import annotations

from knowdesk.auth.core import UserStoreCore
from knowdesk.stores.postgres.db import PgDatabase
from knowdesk.stores.sqlite.db import now_iso


class PgUserStore(UserStoreCore):
    """`UserStoreApi` on the shared PostgreSQL."""

    def __init__(self, db: PgDatabase) -> None:
        super().__init__()
        self.db = db

    # ------------------------------------------------------------ users
    def _insert_user(self, name: str, role: str, sensitive: bool) -> bool:
        r = self.db.query_one(
            "INSERT INTO users(name, role, sensitive, created_at) VALUES (%s,%s,%s,%s) "
            "ON CONFLICT (name) DO NOTHING RETURNING name",
            (name, role, sensitive, now_iso()),
        )
        return r is not None

    def _user(self, name: str) -> tuple[str, bool] | None:
        r = self.db.query_one("SELECT role, sensitive FROM users WHERE name=%s", (name,))
        return (str(r["role"]), bool(r["sensitive"])) if r else None

    def _grants(self, name: str) -> dict[str, str]:
        rows = self.db.query(
            'SELECT kb, permission FROM kb_permissions WHERE "user"=%s ORDER BY kb COLLATE "C"', (name,)
        )
        return {g["kb"]: g["permission"] for g in rows}

    def _names(self) -> list[str]:
        return [r["name"] for r in self.db.query('SELECT name FROM users ORDER BY name COLLATE "C"')]

    def count(self) -> int:
        r = self.db.query_one("SELECT COUNT(*) AS n FROM users")
        return int(r["n"]) if r else 0

    def _update(self, name: str, role: str | None, sensitive: bool | None) -> None:
        self.db.query(
            "UPDATE users SET role=COALESCE(%s, role), sensitive=COALESCE(%s, sensitive) WHERE name=%s RETURNING 1",
            (role, sensitive, name),
        )

    def _set_grant(self, name: str, kb: str, permission: str | None) -> None:
        if permission is None:
            self.db.query('DELETE FROM kb_permissions WHERE "user"=%s AND kb=%s RETURNING 1', (name, kb))
            return
        self.db.query(
            'INSERT INTO kb_permissions("user", kb, permission) VALUES (%s,%s,%s) '
            'ON CONFLICT ("user", kb) DO UPDATE SET permission=excluded.permission RETURNING 1',
            (name, kb, permission),
        )

    # ------------------------------------------------------------ tokens
    def _insert_token(self, tid: str, name: str, salt: bytes, digest: bytes, label: str) -> None:
        self.db.query(
            'INSERT INTO api_tokens(id, "user", salt, hash, label, created_at) VALUES (%s,%s,%s,%s,%s,%s) RETURNING 1',
            (tid, name, salt, digest, label, now_iso()),
        )

    def _token(self, tid: str) -> tuple[str, bytes, bytes] | None:
        r = self.db.query_one('SELECT "user", salt, hash FROM api_tokens WHERE id=%s', (tid,))
        return (str(r["user"]), bytes(r["salt"]), bytes(r["hash"])) if r else None

    def _delete_tokens(self, name: str) -> int:
        return len(self.db.query('DELETE FROM api_tokens WHERE "user"=%s RETURNING id', (name,)))

    def tokens(self, name: str) -> list[dict]:
        rows = self.db.query(
            'SELECT id, label, created_at FROM api_tokens WHERE "user"=%s ORDER BY created_at, seq', (name,)
        )
        return [dict(r) for r in rows]

    # ------------------------------------------------------------ conversation ownership
    def claim_conversation(self, conversation_id: str, user: str, title: str) -> bool:
        """Record the owner of a new conversation; False when it belongs to someone else."""
        r = self.db.query_one(
            """WITH claimed AS (
                   INSERT INTO conversation_owners(conversation_id, "user", title, created_at) VALUES (%s,%s,%s,%s)
                   ON CONFLICT (conversation_id) DO NOTHING RETURNING "user")
               SELECT "user" FROM claimed
               UNION ALL SELECT "user" FROM conversation_owners WHERE conversation_id=%s
               LIMIT 1""",
            (conversation_id, user, title[:80], now_iso(), conversation_id),
        )
        if r is None:  # claimed by a transaction that committed after this statement's snapshot
            return self.conversation_owner(conversation_id) == user
        return str(r["user"]) == user

    def conversation_owner(self, conversation_id: str) -> str | None:
        r = self.db.query_one('SELECT "user" FROM conversation_owners WHERE conversation_id=%s', (conversation_id,))
        return str(r["user"]) if r else None

    def conversations(self, user: str) -> list[dict]:
        rows = self.db.query(
            'SELECT conversation_id AS id, title, created_at FROM conversation_owners WHERE "user"=%s '
            "ORDER BY created_at DESC, seq DESC LIMIT 200",
            (user,),
        )
        return [dict(r) for r in rows]

    def rename_conversation(self, conversation_id: str, title: str) -> None:
        self.db.query(
            "UPDATE conversation_owners SET title=%s WHERE conversation_id=%s RETURNING 1",
            (title[:80], conversation_id),
        )

    def forget_conversation(self, conversation_id: str) -> None:
        self.db.query("DELETE FROM conversation_owners WHERE conversation_id=%s RETURNING 1", (conversation_id,))
