-- Issue 17: which `search_tokens` version (`text/tokenize.py` SEARCH_TOKENS_VERSION) wrote the keyword index
-- (both backends run this file; SQLite as core_0007 in stores/sqlite/schema.py). Indexes written before it hold
-- version 1 (unstemmed English); the document store re-tokenises an older index when it opens, in one
-- transaction, and records the version it wrote.
CREATE TABLE keyword_index_version (
    tokens INTEGER NOT NULL
);
INSERT INTO keyword_index_version (tokens) VALUES (1);
