"""Users and the user-store interface (`auth.store.SqlUserStore`, bound to SQLite as `UserStore`, to PostgreSQL as `PgUserStore`).

Written down so the API, `knowdesk user` and `knowdesk serve` depend on one contract and the
contract tests in tests/pg can run the same scenario against both.

Permissions: an admin may do everything. An employee may ask a knowledge base granted `ask`
or `manage` (or the wildcard `*`), and upload to or delete documents of one granted `manage`.
Fragments marked sensitive reach only users with the `sensitive` flag (admins included).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal, Protocol, runtime_checkable

Role = Literal["employee", "admin"]
Permission = Literal["ask", "manage"]
ROLES: tuple[str, ...] = ("employee", "admin")
PERMISSIONS: tuple[str, ...] = ("ask", "manage")
ALL_KBS = "*"
NAME = re.compile(r"^[\w.@-]{1,64}$")


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


@runtime_checkable
class UserStoreApi(Protocol):
    """Users, API tokens (hashed at rest), per-KB grants and who owns which conversation."""

    def add(self, name: str, role: str = "employee", sensitive: bool = False) -> User: ...
    def get(self, name: str) -> User: ...
    def list(self) -> list[User]: ...
    def count(self) -> int: ...
    def update(self, name: str, role: str | None = None, sensitive: bool | None = None) -> User: ...
    def grant(self, name: str, kb: str, permission: str | None) -> User: ...

    def issue_token(self, name: str, label: str = "") -> str: ...
    def authenticate(self, token: str, verify: bool = True) -> User | None: ...
    def revoke_tokens(self, name: str) -> int: ...
    def tokens(self, name: str) -> list[dict]: ...

    def claim_conversation(self, conversation_id: str, user: str, title: str) -> bool: ...
    def conversation_owner(self, conversation_id: str) -> str | None: ...
    def conversations(self, user: str) -> list[dict]: ...
    def rename_conversation(self, conversation_id: str, title: str) -> None: ...
    def forget_conversation(self, conversation_id: str) -> None: ...
