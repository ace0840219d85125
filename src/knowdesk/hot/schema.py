"""Hot-question tables (seed 002 §(二) fields plus lifecycle and provenance), registered as named migrations.

`seq` is a change counter: every change that alters what matching sees (insert, status, tags,
question text) stamps the row with the next value of `hot_state.seq`, so the in-memory matrix
reloads only the rows that changed. `call_count` updates do not touch it.
Vectors live per embedding model in `hot_question_vectors`, so switching the embedder re-embeds
instead of comparing vectors from two different models.
"""

from knowdesk.stores.sqlite.migrations import register_migrations

HOT_0001 = """
CREATE TABLE hot_questions (
    question_id TEXT PRIMARY KEY,
    standard_question TEXT NOT NULL,
    business_tags TEXT NOT NULL DEFAULT '[]',
    call_count INTEGER NOT NULL DEFAULT 0,
    update_time TEXT NOT NULL,
    created_time TEXT NOT NULL,
    answer_summary TEXT,
    source_fragments TEXT NOT NULL DEFAULT '[]',
    status TEXT NOT NULL DEFAULT 'candidate' CHECK (status IN ('candidate', 'active', 'retired')),
    seq INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX hot_questions_status ON hot_questions(status, call_count);
CREATE INDEX hot_questions_seq ON hot_questions(seq);
CREATE TABLE hot_question_vectors (
    question_id TEXT NOT NULL REFERENCES hot_questions(question_id) ON DELETE CASCADE,
    model TEXT NOT NULL,
    vector BLOB NOT NULL,
    PRIMARY KEY (question_id, model)
);
CREATE TABLE hot_state (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    seq INTEGER NOT NULL DEFAULT 0,
    generation INTEGER NOT NULL DEFAULT 0
);
INSERT INTO hot_state(id, seq, generation) VALUES (1, 0, 0);
"""

register_migrations([("hot_0001", HOT_0001)])
