"""Password hashes for web sign-in: scrypt (memory-hard, in the standard library), parameters kept in the hash.

`scrypt$N$r$p$salt$hash` (base64 salt and hash), so the cost can be raised later without breaking stored
hashes. N = 2^15, r = 8 takes 32 MB and ≈ 0.17 s per check on this machine: cheap for a sign-in, costly
for a guesser holding a stolen table. Verification is constant-time; an unknown user is checked against
a dummy hash so the answer's timing does not tell which user names exist.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets

from knowdesk.errors import ConflictError

N, R, P = 2**15, 8, 1
MAXMEM = 64 * 2**20
MIN_LENGTH, MAX_LENGTH = 8, 256
_DUMMY: str | None = None


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def _scrypt(password: str, salt: bytes, n: int, r: int, p: int) -> bytes:
    return hashlib.scrypt(password.encode(), salt=salt, n=n, r=r, p=p, maxmem=MAXMEM, dklen=32)


def check_strength(password: str) -> None:
    if len(password) < MIN_LENGTH:
        raise ConflictError(f"a password needs at least {MIN_LENGTH} characters")
    if len(password) > MAX_LENGTH:
        raise ConflictError(f"a password has at most {MAX_LENGTH} characters")
    if not password.strip():
        raise ConflictError("a password cannot be only spaces")


def hash_password(password: str) -> str:
    check_strength(password)
    salt = secrets.token_bytes(16)
    return f"scrypt${N}${R}${P}${_b64(salt)}${_b64(_scrypt(password, salt, N, R, P))}"


def verify_password(password: str, stored: str) -> bool:
    """True when `password` matches `stored`; an empty or malformed `stored` never matches (but costs a hash)."""
    global _DUMMY
    try:
        kind, n, r, p, salt, digest = stored.split("$")
        if kind != "scrypt":
            raise ValueError(kind)
        expected = base64.b64decode(digest)
        actual = _scrypt(password[:MAX_LENGTH], base64.b64decode(salt), int(n), int(r), int(p))
    except ValueError:
        _DUMMY = _DUMMY or hash_password(secrets.token_urlsafe(16))
        verify_password(password, _DUMMY)
        return False
    return hmac.compare_digest(actual, expected)
