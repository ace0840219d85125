-- Assessment sessions (history and reports; the live interview is in LangGraph's checkpoint tables,
-- created by langgraph-checkpoint-postgres's own setup, which `knowdesk db upgrade` also runs).
CREATE TABLE assessment_sessions (
    seq BIGSERIAL UNIQUE,
    id TEXT PRIMARY KEY,
    "user" TEXT NOT NULL,
    kb TEXT,
    grp TEXT,
    status TEXT NOT NULL,
    language TEXT NOT NULL,
    strategy TEXT NOT NULL,
    material JSONB NOT NULL,
    questions JSONB NOT NULL DEFAULT '[]',
    scores JSONB NOT NULL DEFAULT '[]',
    total DOUBLE PRECISION,
    level TEXT,
    report TEXT,
    report_json JSONB,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE INDEX assessment_sessions_user ON assessment_sessions("user", created_at);
