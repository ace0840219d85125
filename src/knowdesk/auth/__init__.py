"""Users, roles, API tokens (hashed at rest) and per-knowledge-base permissions.

`UserStore` keeps them in SQLite, `auth.pg_store.PgUserStore` in PostgreSQL (server mode);
`Knowdesk.users` picks one. Both satisfy `UserStoreApi`.
"""

from knowdesk.auth.store import UserStore
from knowdesk.stores.contracts.users import ROLES, User, UserStoreApi

__all__ = ["ROLES", "User", "UserStore", "UserStoreApi"]
