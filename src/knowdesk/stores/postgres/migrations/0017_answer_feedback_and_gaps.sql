-- Issue 23, items 1 and 2 (both backends run this file; SQLite through gaps/store.py, after the transcript's).
--
-- Feedback on every answer: each answer is a chat_messages row (one without a conversation has conversation_id
-- ''), now with who asked it, the bases asked, the routes taken and the area; a vote per user and answer
-- (good | bad, with an optional reason: wrong, outdated, incomplete, not_my_question), changeable.
ALTER TABLE chat_messages ADD COLUMN asker TEXT NOT NULL DEFAULT '';
ALTER TABLE chat_messages ADD COLUMN kbs TEXT NOT NULL DEFAULT '[]';
ALTER TABLE chat_messages ADD COLUMN routes TEXT NOT NULL DEFAULT '[]';
ALTER TABLE chat_messages ADD COLUMN area TEXT NOT NULL DEFAULT '';
CREATE TABLE answer_votes (
    message_id TEXT NOT NULL REFERENCES chat_messages(id) ON DELETE CASCADE,
    user_name TEXT NOT NULL,
    rating TEXT NOT NULL,
    reason TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (message_id, user_name)
);
--
-- The unanswered-question queue.
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
