-- Folders kept in sync with a knowledge base (`knowdesk sync --watch`, `[[watch]]` in server mode), as their
-- watcher last reported them (both backends: the embedded SQLite migration runs this same file).
-- counts is the JSON of the last sync's added/updated/renamed/deleted/failed counts.
CREATE TABLE watched_folders (
    kb TEXT NOT NULL,
    path TEXT NOT NULL,
    state TEXT NOT NULL,
    worker TEXT NOT NULL DEFAULT '',
    last_sync TEXT NOT NULL DEFAULT '',
    counts TEXT NOT NULL DEFAULT '{}',
    error TEXT NOT NULL DEFAULT '',
    updated_at TEXT NOT NULL,
    PRIMARY KEY (kb, path)
);
