"""Core tables: knowledge bases, groups, documents, fragments, keyword index, vector cache."""

from knowdesk.stores.sql import shared_schema
from knowdesk.stores.sqlite.migrations import register_migrations

CORE_0001 = """
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
    size INTEGER NOT NULL,
    tags TEXT NOT NULL DEFAULT '[]',
    sensitive INTEGER NOT NULL DEFAULT 0,
    weight TEXT NOT NULL DEFAULT 'core',
    fragment_count INTEGER NOT NULL DEFAULT 0,
    ingested_at TEXT NOT NULL,
    UNIQUE (kb, path)
);
CREATE INDEX documents_kb ON documents(kb);
CREATE INDEX documents_hash ON documents(kb, file_hash);
CREATE TABLE fragments (
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
    tags TEXT NOT NULL DEFAULT '[]',
    sensitive INTEGER NOT NULL DEFAULT 0,
    hash TEXT NOT NULL,
    embed_hash TEXT NOT NULL,
    vector_model TEXT
);
CREATE INDEX fragments_doc ON fragments(document_id);
CREATE INDEX fragments_kb ON fragments(kb);
CREATE INDEX fragments_unvectored ON fragments(vector_model);
CREATE VIRTUAL TABLE fragments_fts USING fts5(tokens, tokenize = 'unicode61 remove_diacritics 0');
CREATE TABLE embedding_cache (
    embed_hash TEXT NOT NULL,
    model TEXT NOT NULL,
    vector BLOB NOT NULL,
    PRIMARY KEY (embed_hash, model)
);
CREATE TABLE ingest_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kb TEXT NOT NULL,
    path TEXT NOT NULL,
    status TEXT NOT NULL,
    reason TEXT,
    message TEXT,
    fragments INTEGER NOT NULL DEFAULT 0,
    at TEXT NOT NULL
);
CREATE INDEX ingest_log_kb ON ingest_log(kb, at);
"""

# fts5vocab reads the keyword index's per-term document counts (no data of its own)
CORE_0002 = "CREATE VIRTUAL TABLE IF NOT EXISTS fragments_vocab USING fts5vocab(fragments_fts, row);"

# each word's occurrences, fragment by fragment: a word's BM25 terms computed without bm25() (`bm25_terms.py`)
CORE_0009 = "CREATE VIRTUAL TABLE IF NOT EXISTS fragments_vocab_instances USING fts5vocab(fragments_fts, instance);"

# everything besides the file's bytes that shaped its fragments (`ingest.pipeline.build_key`)
CORE_0003 = "ALTER TABLE documents ADD COLUMN build_key TEXT NOT NULL DEFAULT '';"

# whether a fragment was read by OCR (earlier OCR'd fragments say so in their header, `ingest.header.OCR_LABEL`)
CORE_0005 = """
ALTER TABLE fragments ADD COLUMN ocr INTEGER NOT NULL DEFAULT 0;
UPDATE fragments SET ocr = 1 WHERE header LIKE '%OCR识别%';
"""

# which state of the keyword index the in-memory BM25 terms were read from (`stores/sqlite/bm25_cache.py`): every
# write to the index replaces the token in its transaction
CORE_0008 = """
CREATE TABLE keyword_generation (token BLOB NOT NULL);
INSERT INTO keyword_generation (token) VALUES (randomblob(16));
"""

register_migrations(
    [
        ("core_0001_documents", CORE_0001),
        ("core_0002_keyword_vocab", CORE_0002),
        ("core_0003_document_build_key", CORE_0003),
        ("core_0004_document_dates", shared_schema("0019_document_dates.sql")),  # effective dates
        ("core_0005_fragment_ocr", CORE_0005),
        ("core_0006_ocr_pages", shared_schema("0022_ocr_pages.sql")),  # OCR'd pages, scans waiting for the refiner
        ("core_0007_search_tokens_version", shared_schema("0023_search_tokens_version.sql")),  # keyword tokens
        ("core_0008_keyword_generation", CORE_0008),
        ("core_0009_keyword_instances", CORE_0009),
        ("core_0010_keyword_index_words", shared_schema("0026_keyword_index_words.sql")),  # words taught to jieba
    ]
)
