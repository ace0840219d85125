"""Conversation memory persisted per conversation in the embedded SQLite database."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from knowdesk.stores.sqlite.db import Database, now_iso
from knowdesk.stores.sqlite.migrations import register_migrations

MIGRATIONS = [
    (
        "conversations_0001",
        """
CREATE TABLE IF NOT EXISTS conversations (
    id TEXT PRIMARY KEY,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS conversation_turns (
    conversation_id TEXT NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    question TEXT NOT NULL,
    resolved TEXT NOT NULL,
    answers TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (conversation_id, seq)
);
""",
    ),
    # what each answer cited (PostgreSQL: 0013_turn_citations.sql)
    ("conversations_0002_citations", "ALTER TABLE conversation_turns ADD COLUMN citations TEXT NOT NULL DEFAULT '[]';"),
]
register_migrations(MIGRATIONS)


@dataclass
class Round:
    """One answered question: as asked, as completed from memory, its sub-answers and what they cite."""

    question: str
    resolved: str
    answers: list[str] = field(default_factory=list)
    citations: list[dict] = field(default_factory=list)


class ConversationStore:
    def __init__(self, db: Database) -> None:
        self.db = db
        db.migrate()  # in case the database was opened before this module registered its tables

    def last_rounds(self, conversation_id: str, limit: int) -> list[Round]:
        rows = self.db.query(
            "SELECT question, resolved, answers, citations FROM conversation_turns WHERE conversation_id=? "
            "ORDER BY seq DESC LIMIT ?",
            (conversation_id, limit),
        )
        return [Round(r["question"], r["resolved"], json.loads(r["answers"]), json.loads(r["citations"]))
                for r in reversed(rows)]  # fmt: skip

    def append(self, conversation_id: str, rnd: Round) -> None:
        now = now_iso()
        with self.db.transaction() as tx:
            tx.execute(
                "INSERT INTO conversations(id, created_at, updated_at) VALUES (?, ?, ?) "
                "ON CONFLICT(id) DO UPDATE SET updated_at=excluded.updated_at",
                (conversation_id, now, now),
            )
            seq = tx.execute(
                "SELECT COALESCE(MAX(seq), 0) + 1 FROM conversation_turns WHERE conversation_id=?", (conversation_id,)
            ).fetchone()[0]
            tx.execute(
                "INSERT INTO conversation_turns(conversation_id, seq, question, resolved, answers, citations, "
                "created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    conversation_id,
                    seq,
                    rnd.question,
                    rnd.resolved,
                    json.dumps(rnd.answers, ensure_ascii=False),
                    json.dumps(rnd.citations, ensure_ascii=False),
                    now,
                ),
            )

    def drop_last(self, conversation_id: str) -> None:
        """Forget the newest round (its answer is being regenerated)."""
        with self.db.transaction() as tx:
            tx.execute(
                "DELETE FROM conversation_turns WHERE conversation_id=? AND seq=(SELECT MAX(seq) FROM "
                "conversation_turns WHERE conversation_id=?)",
                (conversation_id, conversation_id),
            )

    def delete(self, conversation_id: str) -> None:
        with self.db.transaction() as tx:
            tx.execute("DELETE FROM conversations WHERE id=?", (conversation_id,))
