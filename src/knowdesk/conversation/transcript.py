"""What a conversation showed, message by message: reopened, it looks as it did (issue 20.2).

Memory (`ConversationStore`: the rounds a follow-up is completed from) keeps only answered rounds and
what the next question needs; the transcript keeps every reply as displayed — the answer, its numbered
citations (without the fragment text, which is read again when opened, so access is checked then),
the step trace, whether it was stopped, and the asker's feedback. One SQL text for both backends
(`stores/sql.py`); the table is `0015_chat_messages.sql`, with the hot question an answer came from in
`0020_answer_hot_match.sql`.
"""

from __future__ import annotations

import json
import threading
import time
import uuid
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

from knowdesk.errors import NotFoundError
from knowdesk.stores.sql import Sql, shared_schema
from knowdesk.stores.sqlite.db import now_iso
from knowdesk.stores.sqlite.migrations import register_migrations

register_migrations(
    [
        ("conversations_0003_messages", shared_schema("0015_chat_messages.sql")),
        ("conversations_0004_hot_match", shared_schema("0020_answer_hot_match.sql")),
    ]
)

Status = Literal["done", "stopped", "failed"]
FEEDBACK = ("", "up", "down")
RATINGS = ("good", "bad")
REASONS = ("", "wrong", "outdated", "incomplete", "not_my_question")
THUMBS = {"good": "up", "bad": "down"}
SLIM_DROP = ("text", "header")  # the fragment itself is read again when a citation is opened
_clock = threading.Lock()
_last_ns = 0


def _now_ns() -> int:
    """Strictly increasing in this process, so two messages of one conversation never share a place."""
    global _last_ns
    with _clock:
        _last_ns = max(_last_ns + 1, time.time_ns())
        return _last_ns


@dataclass
class Message:
    id: str
    conversation_id: str
    question: str
    answer: str = ""
    kind: str = "answer"
    status: str = "done"
    citations: list[dict[str, Any]] = field(default_factory=list)
    steps: list[dict[str, Any]] = field(default_factory=list)
    feedback: str = ""
    created_at: str = ""
    asker: str = ""
    kbs: list[str] = field(default_factory=list)
    routes: list[str] = field(default_factory=list)
    area: str = ""
    hot_question_id: str = ""  # the hot question the answer was served from ('' for none), its wording,
    hot_question: str = ""  # the match's score and the area whose threshold decided it
    hot_score: float = 0.0
    hot_area: str = ""

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class Vote:
    message_id: str
    user: str
    rating: str
    reason: str = ""


def _message(row: dict[str, Any]) -> Message:
    row = {k: v for k, v in row.items() if k != "at_ns"}
    lists = ("citations", "steps", "kbs", "routes")
    return Message(**{**row, **{k: json.loads(row[k]) for k in lists}})


def slim(citations: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{k: v for k, v in c.items() if k not in SLIM_DROP} for c in citations]


class Transcript:
    def __init__(self, sql: Sql) -> None:
        self.sql = sql

    def add(self, conversation_id: str, question: str, answer: str = "", kind: str = "answer",
            status: Status = "done", citations: list[dict[str, Any]] | None = None,
            steps: list[dict[str, Any]] | None = None, *, message_id: str | None = None, asker: str = "",
            kbs: list[str] | None = None, routes: list[str] | None = None, area: str = "",
            hot: dict[str, Any] | None = None) -> Message:  # fmt: skip
        """One reply as shown; `conversation_id` '' for an answer outside any conversation (kept so that it can
        be voted on: `/answers/{id}/feedback`). `message_id` is the caller's when it must be known before.
        `hot`: the hot question the answer was served from ({question_id, standard_question, score, area},
        `Reply.to_json()["hot"]`), so that a vote on it labels that match."""
        hot = hot or {}
        msg = Message(message_id or uuid.uuid4().hex[:16], conversation_id, question, answer, kind, status,
                      slim(citations or []), steps or [], "", now_iso(), asker, list(kbs or []), list(routes or []),
                      area, hot.get("question_id", ""), hot.get("standard_question", ""),
                      float(hot.get("score", 0.0)), hot.get("area", ""))  # fmt: skip
        self.sql.execute(
            """INSERT INTO chat_messages(id, conversation_id, at_ns, question, answer, kind, status, citations, steps,
                                         feedback, created_at, asker, kbs, routes, area, hot_question_id,
                                         hot_question, hot_score, hot_area)
               VALUES (:id, :cid, :at, :q, :a, :kind, :status, :cites, :steps, '', :now, :asker, :kbs, :routes,
                       :area, :hid, :hq, :hscore, :harea)""",
            {"id": msg.id, "cid": conversation_id, "at": _now_ns(), "q": question, "a": answer, "kind": kind,
             "status": status, "cites": json.dumps(msg.citations, ensure_ascii=False),
             "steps": json.dumps(msg.steps, ensure_ascii=False), "now": msg.created_at, "asker": asker,
             "kbs": json.dumps(msg.kbs, ensure_ascii=False), "routes": json.dumps(msg.routes), "area": area,
             "hid": msg.hot_question_id, "hq": msg.hot_question, "hscore": msg.hot_score, "harea": msg.hot_area},
        )  # fmt: skip
        return msg

    def get(self, message_id: str) -> Message:
        row = self.sql.query_one("SELECT * FROM chat_messages WHERE id = :id", {"id": message_id})
        if row is None:
            raise NotFoundError(f"answer {message_id!r} does not exist")
        return _message(row)

    def vote(self, message_id: str, user: str, rating: str, reason: str = "") -> Vote | None:
        """The user's vote on an answer (one per user and answer; a new one replaces it); returns the vote it
        replaced. The message's own `feedback` shows the vote as the web chat's 👍/👎 (`up`/`down`)."""
        if rating not in RATINGS or reason not in REASONS:
            raise ValueError(f"rating must be one of {RATINGS}, reason one of {REASONS}")
        now = now_iso()
        with self.sql.transaction() as tx:
            old = tx.query(
                "SELECT rating, reason FROM answer_votes WHERE message_id = :id AND user_name = :u",
                {"id": message_id, "u": user},
            )
            params = {"id": message_id, "u": user, "r": rating, "why": reason, "now": now}
            if old:
                tx.execute("UPDATE answer_votes SET rating = :r, reason = :why, updated_at = :now "
                           "WHERE message_id = :id AND user_name = :u", params)  # fmt: skip
            else:
                tx.execute("""INSERT INTO answer_votes(message_id, user_name, rating, reason, created_at, updated_at)
                              VALUES (:id, :u, :r, :why, :now, :now)""", params)  # fmt: skip
            tx.execute("UPDATE chat_messages SET feedback = :f WHERE id = :id",
                       {"f": THUMBS[rating], "id": message_id})  # fmt: skip
        return Vote(message_id, user, **old[0]) if old else None

    def unvote(self, message_id: str, user: str) -> Vote | None:
        """The user's vote taken back; returns it (None: there was none)."""
        with self.sql.transaction() as tx:
            old = tx.query(
                "SELECT rating, reason FROM answer_votes WHERE message_id = :id AND user_name = :u",
                {"id": message_id, "u": user},
            )
            tx.execute(
                "DELETE FROM answer_votes WHERE message_id = :id AND user_name = :u", {"id": message_id, "u": user}
            )
            tx.execute("UPDATE chat_messages SET feedback = '' WHERE id = :id", {"id": message_id})
        return Vote(message_id, user, **old[0]) if old else None

    def votes(self, message_id: str) -> list[Vote]:
        rows = self.sql.query(
            "SELECT message_id, user_name, rating, reason FROM answer_votes WHERE message_id = :id ORDER BY user_name",
            {"id": message_id},
        )
        return [Vote(r["message_id"], r["user_name"], r["rating"], r["reason"]) for r in rows]

    def messages(self, conversation_id: str) -> list[Message]:
        rows = self.sql.query(
            "SELECT * FROM chat_messages WHERE conversation_id = :cid ORDER BY at_ns, id", {"cid": conversation_id}
        )
        return [_message(r) for r in rows]

    def last(self, conversation_id: str) -> Message | None:
        row = self.sql.query_one(
            "SELECT * FROM chat_messages WHERE conversation_id = :cid ORDER BY at_ns DESC, id DESC LIMIT 1",
            {"cid": conversation_id},
        )
        return _message(row) if row else None

    def remove(self, message_id: str) -> None:
        self.sql.execute("DELETE FROM chat_messages WHERE id = :id", {"id": message_id})

    def forget(self, conversation_id: str) -> int:
        """Every message of a deleted conversation."""
        return self.sql.execute("DELETE FROM chat_messages WHERE conversation_id = :cid", {"cid": conversation_id})

    def set_feedback(self, conversation_id: str, message_id: str, rating: str) -> Message:
        """`up`, `down`, or '' to take it back; a message of another conversation is 'not found'."""
        if rating not in FEEDBACK:
            raise ValueError(f"feedback must be one of {FEEDBACK}")
        n = self.sql.execute(
            "UPDATE chat_messages SET feedback = :r WHERE id = :id AND conversation_id = :cid",
            {"r": rating, "id": message_id, "cid": conversation_id},
        )
        if not n:
            raise NotFoundError(f"message {message_id!r} does not exist")
        row = self.sql.query_one("SELECT * FROM chat_messages WHERE id = :id", {"id": message_id})
        assert row is not None
        return _message(row)

    def replies_since(self, since: str) -> list[dict[str, Any]]:
        """Every reply from `since` (ISO text) on, with its 👍 and 👎 counts: what the admin view counts."""
        rows = self.sql.query(
            """SELECT m.id, m.created_at, m.kind, m.status, m.answer, m.kbs, m.area,
                      (SELECT COUNT(*) FROM answer_votes v WHERE v.message_id = m.id AND v.rating = 'good') AS good,
                      (SELECT COUNT(*) FROM answer_votes v WHERE v.message_id = m.id AND v.rating = 'bad') AS bad
               FROM chat_messages m WHERE m.created_at >= :since ORDER BY m.created_at, m.id""",
            {"since": since},
        )
        return [{**r, "kbs": json.loads(r["kbs"]), "good": int(r["good"]), "bad": int(r["bad"])} for r in rows]

    def bad_reasons_since(self, since: str) -> list[dict[str, Any]]:
        """(message id, reason) of each 👎 on a reply from `since` on."""
        return self.sql.query(
            """SELECT v.message_id, v.reason FROM answer_votes v JOIN chat_messages m ON m.id = v.message_id
               WHERE m.created_at >= :since AND v.rating = 'bad' ORDER BY v.message_id, v.user_name""",
            {"since": since},
        )

    def search(self, conversation_ids: list[str], text: str) -> set[str]:
        """Those of `conversation_ids` with a question or answer containing `text` (case-insensitive)."""
        if not conversation_ids or not text:
            return set()
        found: set[str] = set()
        needle = f"%{_escape_like(text.lower())}%"
        for i in range(0, len(conversation_ids), 200):
            chunk = conversation_ids[i : i + 200]
            names = {f"c{j}": cid for j, cid in enumerate(chunk)}
            rows = self.sql.query(
                f"""SELECT DISTINCT conversation_id FROM chat_messages
                    WHERE conversation_id IN ({", ".join(":" + n for n in names)})
                      AND (LOWER(question) LIKE :needle ESCAPE '!' OR LOWER(answer) LIKE :needle ESCAPE '!')""",
                {**names, "needle": needle},
            )
            found |= {r["conversation_id"] for r in rows}
        return found


def _escape_like(text: str) -> str:
    return text.replace("!", "!!").replace("%", "!%").replace("_", "!_")
