-- What the chat showed, message by message (both backends run this file; SQLite through
-- conversation/transcript.py): the question, the answer as displayed, its numbered citations, the step
-- trace and the asker's feedback, so a reopened conversation looks as it did. Conversation memory (the
-- rounds follow-ups are completed from) stays in conversation_turns. JSON lists are TEXT, as in ingest_jobs.
CREATE TABLE chat_messages (
    id TEXT PRIMARY KEY,
    conversation_id TEXT NOT NULL,
    at_ns BIGINT NOT NULL,
    question TEXT NOT NULL,
    answer TEXT NOT NULL DEFAULT '',
    kind TEXT NOT NULL DEFAULT 'answer',
    status TEXT NOT NULL DEFAULT 'done',
    citations TEXT NOT NULL DEFAULT '[]',
    steps TEXT NOT NULL DEFAULT '[]',
    feedback TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL
);
CREATE INDEX chat_messages_conversation ON chat_messages(conversation_id, at_ns);
