-- Placeholder on branch i-hotcheck only: 0019 belongs to i-dates (effective dates). PostgreSQL migrations must be
-- numbered without gaps, so this keeps 0020 applicable here; drop this file when i-dates' 0019 is merged.
SELECT 1;
