-- Web sign-in (both backends run this file; SQLite through auth/store.py's migrations): a password hash per
-- user ('' = none: API tokens only; a memory-hard scrypt hash, `auth/passwords.py`) and server-side sessions
-- behind the HttpOnly cookie. A session row holds a SHA-256 of the cookie's secret, never the secret itself,
-- and the CSRF token the page sends back with every state-changing request.
ALTER TABLE users ADD COLUMN password_hash TEXT NOT NULL DEFAULT '';
CREATE TABLE web_sessions (
    id TEXT PRIMARY KEY,
    username TEXT NOT NULL REFERENCES users(name) ON DELETE CASCADE,
    csrf TEXT NOT NULL,
    created_at TEXT NOT NULL,
    expires_at BIGINT NOT NULL
);
CREATE INDEX web_sessions_user ON web_sessions(username);
CREATE INDEX web_sessions_expiry ON web_sessions(expires_at);
