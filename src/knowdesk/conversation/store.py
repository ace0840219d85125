"""Conversation memory persisted per conversation, one SQL for both backends (`stores/sql.py`).

`ConversationStore` keeps it in the data directory's SQLite file (tables registered here),
`conversation.pg_store.PgConversationStore` in the shared PostgreSQL (0004, 0013), where a
conversation's next round may arrive at any worker: the round number is taken under a row lock
on the conversation, so two rounds appended at once never collide.
"""

from __future__ import annotations

import json

from knowdesk.stores.contracts.conversations import Round
from knowdesk.stores.sql import Sql
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


class SqlConversationStore:
    """`ConversationMemory`: the rounds of each conversation. Answers and citations are JSON (text in SQLite, JSONB in
    PostgreSQL), read back as their text on both."""

    def __init__(self, sql: Sql) -> None:
        self.sql = sql
        sql.migrate()  # in case the database was opened before this module registered its tables
        self._lock = sql.pick("", " FOR UPDATE")  # SQLite's write transaction already holds the database

    def last_rounds(self, conversation_id: str, limit: int) -> list[Round]:
        rows = self.sql.read(
            "SELECT question, resolved, CAST(answers AS TEXT) AS answers, CAST(citations AS TEXT) AS citations "
            "FROM conversation_turns WHERE conversation_id = :id ORDER BY seq DESC LIMIT :n",
            {"id": conversation_id, "n": limit},
        )
        return [Round(r["question"], r["resolved"], json.loads(r["answers"]), json.loads(r["citations"]))
                for r in reversed(rows)]  # fmt: skip

    def append(self, conversation_id: str, rnd: Round) -> None:
        now = now_iso()
        with self.sql.transaction() as tx:
            tx.execute(
                "INSERT INTO conversations(id, created_at, updated_at) VALUES (:id, :now, :now) "
                "ON CONFLICT(id) DO UPDATE SET updated_at=excluded.updated_at",
                {"id": conversation_id, "now": now},
            )
            tx.query(f"SELECT 1 FROM conversations WHERE id = :id{self._lock}", {"id": conversation_id})
            tx.execute(
                """INSERT INTO conversation_turns(conversation_id, seq, question, resolved, answers, citations, created_at)
                   SELECT :id, COALESCE(MAX(seq), 0) + 1, :question, :resolved, :answers, :citations, :now
                   FROM conversation_turns WHERE conversation_id = :id""",
                {"id": conversation_id, "question": rnd.question, "resolved": rnd.resolved, "now": now,
                 "answers": json.dumps(rnd.answers, ensure_ascii=False),
                 "citations": json.dumps(rnd.citations, ensure_ascii=False)},
            )  # fmt: skip

    def drop_last(self, conversation_id: str) -> None:
        """Forget the newest round (its answer is being regenerated)."""
        with self.sql.transaction() as tx:
            tx.query(f"SELECT 1 FROM conversations WHERE id = :id{self._lock}", {"id": conversation_id})
            tx.execute(
                "DELETE FROM conversation_turns WHERE conversation_id = :id AND seq = (SELECT MAX(seq) FROM "
                "conversation_turns WHERE conversation_id = :id)",
                {"id": conversation_id},
            )

    def delete(self, conversation_id: str) -> None:
        self.sql.execute("DELETE FROM conversations WHERE id = :id", {"id": conversation_id})


class ConversationStore(SqlConversationStore):
    """Conversation memory in the data directory's SQLite database."""

    def __init__(self, db: Database) -> None:
        super().__init__(Sql(db, "sqlite"))
        self.db = db
