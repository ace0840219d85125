"""The SQLite migration list: each feature registers its named migrations here, on import.

Kept apart from `db.py` so a feature's schema module (and the core `schema.py`) depends on this list only,
never on the database class that applies it: `db.py` reads the list, nothing here reads `db.py`.
"""

from __future__ import annotations

Migration = tuple[str, str]  # (unique name, SQL script)

_REGISTRY: list[Migration] = []


def register_migrations(migrations: list[Migration]) -> None:
    """Add a feature's migrations (idempotent); they run in registration order on open."""
    for m in migrations:
        if m[0] not in {name for name, _ in _REGISTRY}:
            _REGISTRY.append(m)


def registered() -> list[Migration]:
    """Every migration registered so far, in registration order (a copy: applying may register more)."""
    return list(_REGISTRY)
