"""Users, roles, API tokens (hashed at rest) and per-knowledge-base permissions."""

from knowdesk.auth.store import ROLES, User, UserStore

__all__ = ["ROLES", "User", "UserStore"]
