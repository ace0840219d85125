"""API tokens: `kd_<id>_<secret>`; only a salted scrypt hash of the secret is stored.

The id lets the server find the one row to verify without scanning every hash; the secret
never touches the disk. scrypt is deliberately slow, so verified tokens are remembered per
process under a SHA-256 of the whole token (never the token itself), and a token that is not
exactly of this form is refused without a lookup or a hash.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets

PREFIX = "kd"
ID_BYTES, SECRET_BYTES = 6, 24
TOKEN = re.compile(rf"{PREFIX}_([0-9a-f]{{{2 * ID_BYTES}}})_([A-Za-z0-9_-]{{{4 * SECRET_BYTES // 3}}})")
_N, _R, _P = 2**14, 8, 1


def new_token() -> tuple[str, str, str]:
    """(token shown once, token id, secret)."""
    tid = secrets.token_hex(ID_BYTES)
    secret = secrets.token_urlsafe(SECRET_BYTES)
    return f"{PREFIX}_{tid}_{secret}", tid, secret


def split_token(token: str) -> tuple[str, str] | None:
    """(id, secret) of a well-formed token, else None: anything else is refused before a lookup or a hash."""
    match = TOKEN.fullmatch(token)
    return (match[1], match[2]) if match else None


def hash_secret(secret: str, salt: bytes) -> bytes:
    return hashlib.scrypt(secret.encode(), salt=salt, n=_N, r=_R, p=_P, dklen=32)


def verify_secret(secret: str, salt: bytes, expected: bytes) -> bool:
    return hmac.compare_digest(hash_secret(secret, salt), expected)


def cache_key(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()
