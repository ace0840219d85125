-- Everything besides a file's bytes that shaped its fragments (split settings, tags, source, tag
-- dictionary, splitter version): `knowdesk ingest` rebuilds an unchanged file when this differs.
ALTER TABLE documents ADD COLUMN build_key TEXT NOT NULL DEFAULT '';
