-- Calibrated hot-question thresholds (`knowdesk hot calibrate`), per scorer and business area.
-- Embedded mode keeps them in <data_dir>/hot_thresholds.json; in server mode workers on other
-- machines have other data directories, so the thresholds live here, one copy for all.
CREATE TABLE hot_thresholds (
    scorer TEXT NOT NULL,
    area TEXT NOT NULL,
    threshold DOUBLE PRECISION NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (scorer, area)
);
