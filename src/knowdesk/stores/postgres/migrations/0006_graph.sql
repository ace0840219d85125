-- The relation graph (server mode): entities and typed relations, walked with recursive CTEs.
-- props stay JSON text (not jsonb) so their key order, which answers render, is kept.
CREATE TABLE graph_entities (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    type TEXT NOT NULL DEFAULT '',
    labels TEXT[] NOT NULL DEFAULT '{}',
    aliases TEXT[] NOT NULL DEFAULT '{}',
    props TEXT NOT NULL DEFAULT '{}',
    fragment_id TEXT NOT NULL DEFAULT '', document_id TEXT NOT NULL DEFAULT '', document TEXT NOT NULL DEFAULT '',
    section TEXT NOT NULL DEFAULT '', kb TEXT NOT NULL DEFAULT '', updated TEXT NOT NULL DEFAULT '',
    format TEXT NOT NULL DEFAULT ''
);
CREATE INDEX graph_entities_aliases ON graph_entities USING GIN (aliases);
CREATE INDEX graph_entities_labels ON graph_entities USING GIN (labels);
CREATE TABLE graph_relations (
    seq BIGSERIAL PRIMARY KEY,
    a TEXT NOT NULL REFERENCES graph_entities(id) ON DELETE CASCADE,
    b TEXT NOT NULL REFERENCES graph_entities(id) ON DELETE CASCADE,
    type TEXT NOT NULL,
    props TEXT NOT NULL DEFAULT '{}',
    valid_from TEXT NOT NULL DEFAULT '',
    fragment_id TEXT NOT NULL DEFAULT '', document_id TEXT NOT NULL DEFAULT '', document TEXT NOT NULL DEFAULT '',
    section TEXT NOT NULL DEFAULT '', kb TEXT NOT NULL DEFAULT '', updated TEXT NOT NULL DEFAULT '',
    format TEXT NOT NULL DEFAULT '',
    UNIQUE (a, type, kb, b)
);
CREATE INDEX graph_relations_a ON graph_relations(a, type);
CREATE INDEX graph_relations_b ON graph_relations(b, type);
