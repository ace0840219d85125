"""Users, roles, API tokens (hashed at rest) and per-knowledge-base permissions.

`UserStore` keeps them in SQLite, `auth.pg_store.PgUserStore` in PostgreSQL (server mode);
`Knowdesk.users` picks one. Both satisfy `UserStoreApi`.
"""

from knowdesk.auth.base import ROLES, User, UserStoreApi
from knowdesk.auth.store import UserStore

__all__ = ["ROLES", "User", "UserStore", "UserStoreApi"]
