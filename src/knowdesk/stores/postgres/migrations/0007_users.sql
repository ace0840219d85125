-- Users, API tokens (only salted scrypt hashes of their secrets), per-KB grants and conversation owners,
-- shared by every worker: a token made with `knowdesk user` on one machine works on all of them.
CREATE TABLE users (
    name TEXT PRIMARY KEY,
    role TEXT NOT NULL,
    sensitive BOOLEAN NOT NULL DEFAULT FALSE,
    created_at TEXT NOT NULL
);
CREATE TABLE api_tokens (
    seq BIGSERIAL UNIQUE,
    id TEXT PRIMARY KEY,
    "user" TEXT NOT NULL REFERENCES users(name) ON DELETE CASCADE,
    salt BYTEA NOT NULL,
    hash BYTEA NOT NULL,
    label TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL
);
CREATE INDEX api_tokens_user ON api_tokens("user");
CREATE TABLE kb_permissions (
    "user" TEXT NOT NULL REFERENCES users(name) ON DELETE CASCADE,
    kb TEXT NOT NULL,
    permission TEXT NOT NULL,
    PRIMARY KEY ("user", kb)
);
CREATE TABLE conversation_owners (
    seq BIGSERIAL UNIQUE,
    conversation_id TEXT PRIMARY KEY,
    "user" TEXT NOT NULL,
    title TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL
);
CREATE INDEX conversation_owners_user ON conversation_owners("user", created_at);
