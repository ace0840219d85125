"""What every user-store backend shares: validation, token hashing and the per-process token cache.

Backends only keep rows (the `_`-prefixed hooks and the conversation-ownership methods), so the
rules (names, roles, permissions, how a token is checked) exist once.
"""

from __future__ import annotations

import secrets
import threading

from knowdesk.auth.tokens import cache_key, hash_secret, new_token, split_token, verify_secret
from knowdesk.errors import ConflictError, NotFoundError
from knowdesk.stores.contracts.users import NAME, PERMISSIONS, ROLES, User


def _check_role(role: str | None) -> None:
    if role is not None and role not in ROLES:
        raise ConflictError(f"unknown role {role!r}; choose employee or admin")


class UserStoreCore:
    """`UserStoreApi` minus storage; subclasses implement the row hooks below."""

    def __init__(self) -> None:
        # sha256(token) → (token id, user): scrypt runs once per token and process, but the row is
        # still looked up on every request, so a token revoked by another process stops working at once
        self._verified: dict[str, tuple[str, str]] = {}
        self._lock = threading.Lock()
        self._verify_slot = threading.Lock()  # one scrypt at a time: see authenticate

    # ------------------------------------------------------------ users
    def add(self, name: str, role: str = "employee", sensitive: bool = False) -> User:
        if not NAME.match(name):
            raise ConflictError(f"invalid user name {name!r}: letters, digits, . _ - @ (at most 64)")
        _check_role(role)
        if not self._insert_user(name, role, sensitive):
            raise ConflictError(f"user {name!r} already exists")
        return self.get(name)

    def get(self, name: str) -> User:
        row = self._user(name)
        if row is None:
            raise NotFoundError(f"user {name!r} does not exist (see `knowdesk user list`)")
        role, sensitive = row
        return User(name, role, sensitive, self._grants(name))

    def list(self) -> list[User]:
        return [self.get(n) for n in self._names()]

    def update(self, name: str, role: str | None = None, sensitive: bool | None = None) -> User:
        self.get(name)
        _check_role(role)
        self._update(name, role, sensitive)
        return self.get(name)

    def grant(self, name: str, kb: str, permission: str | None) -> User:
        """Set (or with None remove) a user's permission on a knowledge base or `*`."""
        self.get(name)
        if permission is not None and permission not in PERMISSIONS:
            raise ConflictError(f"unknown permission {permission!r}; choose ask or manage")
        self._set_grant(name, kb, permission)
        return self.get(name)

    # ------------------------------------------------------------ tokens
    def issue_token(self, name: str, label: str = "") -> str:
        """A new token for the user, returned once; only its salted hash is stored."""
        self.get(name)
        token, tid, secret = new_token()
        salt = secrets.token_bytes(16)
        self._insert_token(tid, name, salt, hash_secret(secret, salt), label)
        return token

    def authenticate(self, token: str, verify: bool = True) -> User | None:
        """The token's user, or None. A malformed token or an unknown id costs no hash; a known id with
        the wrong secret costs one scrypt, and only one runs at a time per process, so guessing cannot
        take more than one core. `verify=False` accepts only a token this process has verified already
        (what a throttled client address may still use)."""
        parts = split_token(token)
        if parts is None:
            return None
        key = cache_key(token)
        with self._lock:
            cached = self._verified.get(key)
        if cached is None and not verify:
            return None
        row = self._token(parts[0])
        if row is None:
            return None
        user, salt, digest = row
        if cached != (parts[0], user):
            if not verify:
                return None
            with self._verify_slot:
                ok = verify_secret(parts[1], salt, digest)
            if not ok:
                return None
            with self._lock:
                self._verified[key] = (parts[0], user)
        try:
            return self.get(user)
        except NotFoundError:
            return None

    def revoke_tokens(self, name: str) -> int:
        n = self._delete_tokens(name)
        with self._lock:
            self._verified.clear()
        return n

    # ------------------------------------------------------------ row hooks (backends)
    def count(self) -> int:
        raise NotImplementedError

    def tokens(self, name: str) -> list[dict]:
        raise NotImplementedError

    def _insert_user(self, name: str, role: str, sensitive: bool) -> bool:
        """Insert a user; False when the name is taken."""
        raise NotImplementedError

    def _user(self, name: str) -> tuple[str, bool] | None:
        raise NotImplementedError

    def _grants(self, name: str) -> dict[str, str]:
        raise NotImplementedError

    def _names(self) -> list[str]:
        raise NotImplementedError

    def _update(self, name: str, role: str | None, sensitive: bool | None) -> None:
        raise NotImplementedError

    def _set_grant(self, name: str, kb: str, permission: str | None) -> None:
        raise NotImplementedError

    def _insert_token(self, tid: str, name: str, salt: bytes, digest: bytes, label: str) -> None:
        raise NotImplementedError

    def _token(self, tid: str) -> tuple[str, bytes, bytes] | None:
        """(user, salt, hash) of a token id, None when unknown or revoked."""
        raise NotImplementedError

    def _delete_tokens(self, name: str) -> int:
        raise NotImplementedError
