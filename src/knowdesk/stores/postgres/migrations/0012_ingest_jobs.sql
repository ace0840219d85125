-- Upload ingestion jobs (both backends: the embedded SQLite migration runs this same file).
-- results is a JSON list of per-file results; cancel is set by a cancel request and read by the runner.
CREATE TABLE ingest_jobs (
    id TEXT PRIMARY KEY,
    kb TEXT NOT NULL,
    owner TEXT NOT NULL,
    status TEXT NOT NULL,
    total INTEGER NOT NULL DEFAULT 0,
    done INTEGER NOT NULL DEFAULT 0,
    current TEXT NOT NULL DEFAULT '',
    results TEXT NOT NULL DEFAULT '[]',
    message TEXT NOT NULL DEFAULT '',
    cancel INTEGER NOT NULL DEFAULT 0,
    worker TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE INDEX ingest_jobs_kb ON ingest_jobs(kb, status);
CREATE INDEX ingest_jobs_owner ON ingest_jobs(owner, created_at);
