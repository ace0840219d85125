-- Whether a fragment's text was read by OCR (a scanned page, a picture): citations and search results say so,
-- so a reader knows to check the page itself. Fragments OCR'd before this column existed say it in their header.
ALTER TABLE fragments ADD COLUMN ocr BOOLEAN NOT NULL DEFAULT false;
UPDATE fragments SET ocr = true WHERE header LIKE '%OCR识别%';
