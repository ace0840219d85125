-- What each remembered answer cited, so "请给我详细步骤" (and a reopened conversation) can cite it again.
ALTER TABLE conversation_turns ADD COLUMN citations JSONB NOT NULL DEFAULT '[]';
