-- Knowledge bases, groups, documents, fragments with their keyword index, embedding cache, ingest log.
CREATE EXTENSION IF NOT EXISTS vector;

CREATE TABLE knowledge_bases (
    name TEXT PRIMARY KEY,
    description TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL
);
CREATE TABLE kb_groups (
    name TEXT PRIMARY KEY,
    description TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL
);
CREATE TABLE kb_group_members (
    group_name TEXT NOT NULL REFERENCES kb_groups(name) ON DELETE CASCADE,
    kb TEXT NOT NULL REFERENCES knowledge_bases(name) ON DELETE CASCADE,
    PRIMARY KEY (group_name, kb)
);
CREATE TABLE documents (
    id TEXT PRIMARY KEY,
    kb TEXT NOT NULL REFERENCES knowledge_bases(name) ON DELETE CASCADE,
    path TEXT NOT NULL,
    name TEXT NOT NULL,
    title TEXT NOT NULL,
    version TEXT,
    format TEXT NOT NULL,
    source TEXT NOT NULL,
    updated TEXT NOT NULL,
    file_hash TEXT NOT NULL,
    size BIGINT NOT NULL,
    tags JSONB NOT NULL DEFAULT '[]',
    sensitive BOOLEAN NOT NULL DEFAULT FALSE,
    weight TEXT NOT NULL DEFAULT 'core',
    fragment_count INTEGER NOT NULL DEFAULT 0,
    ingested_at TEXT NOT NULL,
    UNIQUE (kb, path)
);
CREATE INDEX documents_kb ON documents(kb);
CREATE INDEX documents_hash ON documents(kb, file_hash);
CREATE TABLE fragments (
    rowid BIGSERIAL UNIQUE,
    id TEXT PRIMARY KEY,
    document_id TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
    kb TEXT NOT NULL,
    ordinal INTEGER NOT NULL,
    section TEXT NOT NULL,
    content_type TEXT NOT NULL,
    page INTEGER,
    sheet TEXT,
    header TEXT NOT NULL,
    body TEXT NOT NULL,
    tags JSONB NOT NULL DEFAULT '[]',
    sensitive BOOLEAN NOT NULL DEFAULT FALSE,
    hash TEXT NOT NULL,
    embed_hash TEXT NOT NULL,
    vector_model TEXT,
    -- jieba search tokens as FTS5's unicode61 would split them ('simple' lexemes with positions)
    tsv TSVECTOR NOT NULL,
    ntokens INTEGER NOT NULL
);
CREATE INDEX fragments_doc ON fragments(document_id);
CREATE INDEX fragments_kb ON fragments(kb);
CREATE INDEX fragments_unvectored ON fragments(vector_model);
CREATE INDEX fragments_tsv ON fragments USING GIN (tsv);
CREATE TABLE embedding_cache (
    embed_hash TEXT NOT NULL,
    model TEXT NOT NULL,
    vector BYTEA NOT NULL,
    PRIMARY KEY (embed_hash, model)
);
CREATE TABLE ingest_log (
    id BIGSERIAL PRIMARY KEY,
    kb TEXT NOT NULL,
    path TEXT NOT NULL,
    status TEXT NOT NULL,
    reason TEXT,
    message TEXT,
    fragments INTEGER NOT NULL DEFAULT 0,
    at TEXT NOT NULL
);
CREATE INDEX ingest_log_kb ON ingest_log(kb, at);
-- One pgvector table per embedding model (dimension fixed per table), created on first use.
CREATE TABLE vector_tables (
    model_id TEXT PRIMARY KEY,
    table_name TEXT NOT NULL UNIQUE,
    dim INTEGER NOT NULL
);
