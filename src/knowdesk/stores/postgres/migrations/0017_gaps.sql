-- The unanswered-question queue (issue 23.2; both backends run this file, SQLite through gaps/store.py).
-- A group is one question asked in several wordings in one knowledge base: its first wording, area,
-- department to ask, the first wording's query vector (JSON, for grouping later askings) and its state
-- (open → answerable once a re-ask after an ingest finds a grounded answer → resolved by an admin).
-- Every asking is a row of gap_asks, so a group's count is exact: COUNT(*) of its asks.
CREATE TABLE gap_groups (
    id TEXT PRIMARY KEY,
    kb TEXT NOT NULL,
    question TEXT NOT NULL,
    area TEXT NOT NULL DEFAULT '',
    tags TEXT NOT NULL DEFAULT '[]',
    department TEXT NOT NULL DEFAULT '',
    vector TEXT NOT NULL DEFAULT '[]',
    model_id TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL DEFAULT 'open',
    answerable_doc TEXT NOT NULL DEFAULT '',
    answerable_answer TEXT NOT NULL DEFAULT '',
    answerable_at TEXT NOT NULL DEFAULT '',
    resolved_by TEXT NOT NULL DEFAULT '',
    resolved_at TEXT NOT NULL DEFAULT '',
    note TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL
);
CREATE INDEX gap_groups_kb ON gap_groups(kb, status);
CREATE TABLE gap_asks (
    id TEXT PRIMARY KEY,
    group_id TEXT NOT NULL REFERENCES gap_groups(id) ON DELETE CASCADE,
    question TEXT NOT NULL,
    reason TEXT NOT NULL,
    answer TEXT NOT NULL DEFAULT '',
    asked_by TEXT NOT NULL DEFAULT '',
    message_id TEXT NOT NULL DEFAULT '',
    asked_at TEXT NOT NULL
);
CREATE INDEX gap_asks_group ON gap_asks(group_id, asked_at);
