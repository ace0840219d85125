"""API tokens: `kd_<id>_<secret>`; only a salted scrypt hash of the secret is stored.

The id lets the server find the one row to verify without scanning every hash; the secret
never touches the disk. scrypt is deliberately slow, so verified tokens are remembered per
process under a SHA-256 of the whole token (never the token itself).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

PREFIX = "kd"
_N, _R, _P = 2**14, 8, 1


def new_token() -> tuple[str, str, str]:
    """(token shown once, token id, secret)."""
    tid = secrets.token_hex(6)
    secret = secrets.token_urlsafe(24)
    return f"{PREFIX}_{tid}_{secret}", tid, secret


def split_token(token: str) -> tuple[str, str] | None:
    parts = token.split("_", 2)
    if len(parts) != 3 or parts[0] != PREFIX or not parts[1] or not parts[2]:
        return None
    return parts[1], parts[2]


def hash_secret(secret: str, salt: bytes) -> bytes:
    return hashlib.scrypt(secret.encode(), salt=salt, n=_N, r=_R, p=_P, dklen=32)


def verify_secret(secret: str, salt: bytes, expected: bytes) -> bool:
    return hmac.compare_digest(hash_secret(secret, salt), expected)


def cache_key(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()
