-- Labelled hot-question pairs per business area, and the scorers refitted from them (both backends: the
-- embedded SQLite migration runs this same file).
-- A label is (question, standard question, 1 same | 0 different) from an admin's merge or reject in review,
-- or a vote on a hot-question hit; `key` names its origin (one vote per user and answer, changeable).
CREATE TABLE hot_labels (
    key TEXT PRIMARY KEY,
    area TEXT NOT NULL,
    question TEXT NOT NULL,
    standard_question TEXT NOT NULL,
    label INTEGER NOT NULL,
    source TEXT NOT NULL,
    voter TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE INDEX hot_labels_area ON hot_labels(area);
-- `knowdesk hot calibrate --from-feedback`: an area with enough labels gets its own logistic weights over
-- (1, cosine, word Jaccard, bigram Jaccard) for one embedding model, and the threshold in their units.
CREATE TABLE hot_area_scorers (
    model TEXT NOT NULL,
    area TEXT NOT NULL,
    weights TEXT NOT NULL,
    threshold DOUBLE PRECISION NOT NULL,
    pairs INTEGER NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (model, area)
);
