-- The fast first-pass vectors (see knowdesk.indexing), written in the ingest transaction like in SQLite.
CREATE TABLE fast_vectors (
    seq BIGSERIAL PRIMARY KEY,
    fragment_id TEXT NOT NULL UNIQUE REFERENCES fragments(id) ON DELETE CASCADE,
    kb TEXT NOT NULL,
    model TEXT NOT NULL,
    vector BYTEA NOT NULL
);
CREATE INDEX fast_vectors_model ON fast_vectors(model);
