-- Hot questions (seed 002 fields + lifecycle and provenance), shared by every worker.
-- Tags are text[] (GIN: the first, tag stage of matching); vectors per embedding model, searched in SQL.
CREATE TABLE hot_questions (
    question_id TEXT PRIMARY KEY,
    standard_question TEXT NOT NULL,
    business_tags TEXT[] NOT NULL DEFAULT '{}',
    call_count BIGINT NOT NULL DEFAULT 0,
    update_time TEXT NOT NULL,
    created_time TEXT NOT NULL,
    answer_summary TEXT,
    source_fragments JSONB NOT NULL DEFAULT '[]',
    status TEXT NOT NULL DEFAULT 'candidate' CHECK (status IN ('candidate', 'active', 'retired'))
);
CREATE INDEX hot_questions_status ON hot_questions(status, call_count);
CREATE INDEX hot_questions_tags ON hot_questions USING GIN (business_tags);
CREATE TABLE hot_question_vectors (
    question_id TEXT NOT NULL REFERENCES hot_questions(question_id) ON DELETE CASCADE,
    model TEXT NOT NULL,
    embedding vector NOT NULL,
    PRIMARY KEY (question_id, model)
);
