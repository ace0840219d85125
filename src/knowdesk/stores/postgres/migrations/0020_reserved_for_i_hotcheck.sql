-- Placeholder on branch i-ocr only: 0020 belongs to i-hotcheck (answer_hot_match). PostgreSQL migrations must be
-- numbered without gaps, so this keeps 0021 applicable here; drop this file when i-hotcheck's 0020 is merged.
SELECT 1;
