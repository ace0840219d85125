-- Issue 23, item 3 (both backends run this file; SQLite through conversation/transcript.py).
--
-- An answer served from a hot-question hit keeps which hot question matched, its score and the area whose
-- threshold decided the match, so that a vote on it (👍, 👎 "not my question") becomes a labelled pair of
-- that area (hot/review.py: vote). '' / 0: the answer did not come from a hot question.
ALTER TABLE chat_messages ADD COLUMN hot_question_id TEXT NOT NULL DEFAULT '';
ALTER TABLE chat_messages ADD COLUMN hot_question TEXT NOT NULL DEFAULT '';
ALTER TABLE chat_messages ADD COLUMN hot_score DOUBLE PRECISION NOT NULL DEFAULT 0;
ALTER TABLE chat_messages ADD COLUMN hot_area TEXT NOT NULL DEFAULT '';
