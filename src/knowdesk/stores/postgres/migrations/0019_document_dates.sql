-- Issue 23, item 5: effective dates (both backends run this file; SQLite as core_0004 in stores/sqlite/schema.py).
--
-- One row per document. `stated_*` and `repeals` are what its own text says (施行/生效 and 废止/失效
-- statements, the names of the documents it repeals); `effective_*` are what retrieval uses: the stated
-- dates, cut short where a later document of the base repeals this one (`superseded_by` names it;
-- `supersedes` lists what this one repealed), or an admin's dates (`set_by`, kept across re-ingestion
-- until cleared). Dates are ISO days; `effective_until` is the first day the document is no longer in
-- force; '' means unknown / open.
CREATE TABLE document_dates (
    document_id TEXT PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
    kb TEXT NOT NULL,
    topic TEXT NOT NULL,
    version TEXT NOT NULL DEFAULT '',
    stated_from TEXT NOT NULL DEFAULT '',
    stated_until TEXT NOT NULL DEFAULT '',
    repeals TEXT NOT NULL DEFAULT '[]',
    effective_from TEXT NOT NULL DEFAULT '',
    effective_until TEXT NOT NULL DEFAULT '',
    superseded_by TEXT NOT NULL DEFAULT '',
    supersedes TEXT NOT NULL DEFAULT '[]',
    set_by TEXT NOT NULL DEFAULT '',
    set_at TEXT NOT NULL DEFAULT ''
);
CREATE INDEX document_dates_kb ON document_dates(kb);
