"""Conversation memory in PostgreSQL (server mode): the same methods as `ConversationStore`.

A conversation's next round may arrive at any worker; the round number is taken under a row lock
on the conversation, so two rounds appended at once never collide.
"""

from __future__ import annotations

from psycopg.types.json import Jsonb

from knowdesk.conversation.store import Round
from knowdesk.stores.postgres.db import PgDatabase
from knowdesk.stores.sqlite.db import now_iso


class PgConversationStore:
    def __init__(self, db: PgDatabase) -> None:
        self.db = db

    def last_rounds(self, conversation_id: str, limit: int) -> list[Round]:
        rows = self.db.query(
            "SELECT question, resolved, answers, citations FROM conversation_turns WHERE conversation_id=%s "
            "ORDER BY seq DESC LIMIT %s",
            (conversation_id, limit),
        )
        return [Round(r["question"], r["resolved"], list(r["answers"]), list(r["citations"])) for r in reversed(rows)]

    def append(self, conversation_id: str, rnd: Round) -> None:
        now = now_iso()
        with self.db.transaction() as tx:
            tx.execute(
                "INSERT INTO conversations(id, created_at, updated_at) VALUES (%s, %s, %s) "
                "ON CONFLICT(id) DO UPDATE SET updated_at=excluded.updated_at",
                (conversation_id, now, now),
            )
            tx.execute("SELECT 1 FROM conversations WHERE id=%s FOR UPDATE", (conversation_id,))
            tx.execute(
                """INSERT INTO conversation_turns(conversation_id, seq, question, resolved, answers, citations, created_at)
                   SELECT %s, COALESCE(MAX(seq), 0) + 1, %s, %s, %s, %s, %s FROM conversation_turns
                   WHERE conversation_id=%s""",
                (
                    conversation_id,
                    rnd.question,
                    rnd.resolved,
                    Jsonb(rnd.answers),
                    Jsonb(rnd.citations),
                    now,
                    conversation_id,
                ),
            )

    def drop_last(self, conversation_id: str) -> None:
        """Forget the newest round (its answer is being regenerated)."""
        with self.db.transaction() as tx:
            tx.execute("SELECT 1 FROM conversations WHERE id=%s FOR UPDATE", (conversation_id,))
            tx.execute(
                "DELETE FROM conversation_turns WHERE conversation_id=%s AND seq=(SELECT MAX(seq) FROM "
                "conversation_turns WHERE conversation_id=%s)",
                (conversation_id, conversation_id),
            )

    def delete(self, conversation_id: str) -> None:
        with self.db.transaction() as tx:
            tx.execute("DELETE FROM conversations WHERE id=%s", (conversation_id,))
