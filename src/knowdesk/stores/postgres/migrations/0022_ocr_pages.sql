-- Issue 21: OCR of large scans in the background refiner (both backends run this file; SQLite as core_0006 in
-- stores/sqlite/schema.py).
--
-- `ocr_pages` keeps every page OCR has read, by the file's content hash and the page ('pdf:<index>@<dpi>',
-- 'frame:<n>', 'image:<hash>'), so a killed ingest or refiner loses no page it finished and a document rebuilt
-- later (new tags, a rename, a new splitter) is not read again. `lines` is the page as JSON.
CREATE TABLE ocr_pages (
    file_hash TEXT NOT NULL,
    page TEXT NOT NULL,
    lines TEXT NOT NULL,
    PRIMARY KEY (file_hash, page)
);
-- Files whose scanned pages wait for the refiner: a large scan is not read during ingestion. `pages` lists the
-- unread pages (JSON, as above); `tags` and `source` are what the file was ingested with, so each rebuild as
-- pages finish gives the document it would have had.
CREATE TABLE ocr_queue (
    kb TEXT NOT NULL REFERENCES knowledge_bases(name) ON DELETE CASCADE,
    path TEXT NOT NULL,
    file_hash TEXT NOT NULL,
    pages TEXT NOT NULL,
    tags TEXT NOT NULL DEFAULT '[]',
    source TEXT,
    queued_at TEXT NOT NULL,
    PRIMARY KEY (kb, path)
);
