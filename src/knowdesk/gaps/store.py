"""Gap groups and their askings, on SQLite and PostgreSQL alike.

One implementation for both backends (`stores/sql.py`); the tables are `0017_answer_feedback_and_gaps.sql`. Which group an
asking joins is decided by a `GroupMatcher` (the hot-question scorer, `gaps/matching.py`) inside one
transaction that serialises recordings, so concurrent askings of a new question make one group."""

from __future__ import annotations

import json
import uuid
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from typing import Any, Literal, Protocol

import numpy as np

from knowdesk.conversation import transcript  # noqa: F401 - its chat_messages table comes first
from knowdesk.errors import NotFoundError
from knowdesk.stores.sql import Sql, shared_schema
from knowdesk.stores.sqlite.migrations import register_migrations

register_migrations([("gaps_0001_feedback_and_gaps", shared_schema("0017_answer_feedback_and_gaps.sql"))])

GapStatus = Literal["open", "answerable", "resolved"]
STATUSES: tuple[str, ...] = ("open", "answerable", "resolved")
Reason = Literal["refusal", "feedback"]


@dataclass
class Candidate:
    """A live group as the matcher sees it."""

    id: str
    question: str
    tags: list[str]
    vector: np.ndarray


class GroupMatcher(Protocol):
    model_id: str

    def embed(self, text: str) -> np.ndarray: ...

    def same_group(self, question: str, vector: np.ndarray, tags: list[str], groups: list[Candidate]) -> str | None:
        """The id of the group `question` asks again, or None for a new one."""
        ...


@dataclass
class Asking:
    """One time a question went unanswered (a refusal) or was voted down."""

    question: str
    reason: Reason
    answer: str = ""
    asked_by: str = ""
    message_id: str = ""
    asked_at: str = ""


@dataclass
class GapGroup:
    id: str
    kb: str
    question: str
    area: str
    tags: list[str]
    department: str
    status: str
    count: int
    first_asked: str
    last_asked: str
    answerable_doc: str = ""
    answerable_answer: str = ""
    answerable_at: str = ""
    resolved_by: str = ""
    resolved_at: str = ""
    note: str = ""
    asks: list[Asking] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def _now() -> str:
    """Microseconds, so askings within one second keep their order."""
    return datetime.now(UTC).isoformat(timespec="microseconds")


_GROUP_COLUMNS = """g.id, g.kb, g.question, g.area, g.tags, g.department, g.status, g.answerable_doc,
    g.answerable_answer, g.answerable_at, g.resolved_by, g.resolved_at, g.note,
    (SELECT COUNT(*) FROM gap_asks a WHERE a.group_id = g.id) AS count,
    (SELECT MIN(a.asked_at) FROM gap_asks a WHERE a.group_id = g.id) AS first_asked,
    (SELECT MAX(a.asked_at) FROM gap_asks a WHERE a.group_id = g.id) AS last_asked"""


def _group(row: dict[str, Any]) -> GapGroup:
    return GapGroup(**{**row, "tags": json.loads(row["tags"]), "count": int(row["count"]),
                       "first_asked": row["first_asked"] or "", "last_asked": row["last_asked"] or ""})  # fmt: skip


class GapStore:
    def __init__(self, sql: Sql) -> None:
        self.sql = sql

    def record(self, kb: str, asking: Asking, matcher: GroupMatcher, *, area: str = "", tags: list[str] | None = None,
               department: str = "", vector: np.ndarray | None = None) -> str:  # fmt: skip
        """Add an asking to the live group (open or answerable) of `kb` it repeats, or to a new group; its id.
        A resolved group is not joined: asked and refused again after an admin closed it, it is a new gap."""
        tags = list(tags or [])
        vec = matcher.embed(asking.question) if vector is None else vector
        asked_at = asking.asked_at or _now()
        with self.sql.transaction() as tx:
            self._serialise(tx)
            rows = tx.query(
                """SELECT id, question, tags, vector FROM gap_groups
                   WHERE kb = :kb AND status <> 'resolved' AND model_id = :model ORDER BY created_at, id""",
                {"kb": kb, "model": matcher.model_id},
            )
            live = [Candidate(r["id"], r["question"], json.loads(r["tags"]),
                              np.asarray(json.loads(r["vector"]), dtype=np.float32)) for r in rows]  # fmt: skip
            gid = matcher.same_group(asking.question, vec, tags, live)
            if gid is None:
                gid = uuid.uuid4().hex[:12]
                tx.execute(
                    """INSERT INTO gap_groups(id, kb, question, area, tags, department, vector, model_id, status,
                                              created_at)
                       VALUES (:id, :kb, :q, :area, :tags, :dept, :vec, :model, 'open', :now)""",
                    {"id": gid, "kb": kb, "q": asking.question, "area": area,
                     "tags": json.dumps(tags, ensure_ascii=False), "dept": department,
                     "vec": json.dumps([round(float(x), 6) for x in vec]), "model": matcher.model_id, "now": asked_at},
                )  # fmt: skip
            elif department:
                tx.execute(
                    "UPDATE gap_groups SET department = :dept WHERE id = :id AND department = ''",
                    {"dept": department, "id": gid},
                )
            tx.execute(
                """INSERT INTO gap_asks(id, group_id, question, reason, answer, asked_by, message_id, asked_at)
                   VALUES (:id, :gid, :q, :reason, :answer, :by, :mid, :at)""",
                {"id": uuid.uuid4().hex[:16], "gid": gid, "q": asking.question, "reason": asking.reason,
                 "answer": asking.answer, "by": asking.asked_by, "mid": asking.message_id, "at": asked_at},
            )  # fmt: skip
        return gid

    def _serialise(self, tx: Any) -> None:
        """Writers of groups take turns (SQLite's BEGIN IMMEDIATE does it already): recordings of one question
        must see each other's groups, and a withdrawal must not remove a group a recording is joining."""
        if self.sql.dialect == "postgres":
            tx.execute("LOCK TABLE gap_groups IN SHARE ROW EXCLUSIVE MODE")

    def list(self, kbs: list[str] | None, status: str | None = None, limit: int = 200) -> list[GapGroup]:
        """Groups of `kbs` (None: every base), most asked first, then most recently asked."""
        if kbs is not None and not kbs:
            return []
        names = {f"k{i}": kb for i, kb in enumerate(kbs or [])}
        where = [f"g.kb IN ({', '.join(':' + n for n in names)})"] if kbs is not None else []
        if status:
            where.append("g.status = :status")
        rows = self.sql.query(
            f"""SELECT * FROM (SELECT {_GROUP_COLUMNS} FROM gap_groups g
                {"WHERE " + " AND ".join(where) if where else ""}) t
                ORDER BY count DESC, last_asked DESC, id LIMIT :n""",
            {**names, "status": status, "n": limit},
        )
        return [_group(r) for r in rows]

    def get(self, group_id: str) -> GapGroup:
        row = self.sql.query_one(f"SELECT {_GROUP_COLUMNS} FROM gap_groups g WHERE g.id = :id", {"id": group_id})
        if row is None:
            raise NotFoundError(f"gap {group_id!r} does not exist")
        group = _group(row)
        asks = self.sql.query(
            """SELECT question, reason, answer, asked_by, message_id, asked_at FROM gap_asks
               WHERE group_id = :id ORDER BY asked_at, id""",
            {"id": group_id},
        )
        group.asks = [Asking(**a) for a in asks]
        return group

    def asks_since(self, since: str) -> list[dict[str, Any]]:
        """Each asking from `since` (ISO text) on, with its group (the admin view's counts)."""
        return self.sql.query(
            """SELECT a.group_id, a.reason, a.asked_at, g.kb, g.area, g.status FROM gap_asks a
               JOIN gap_groups g ON g.id = a.group_id WHERE a.asked_at >= :since ORDER BY a.asked_at, a.id""",
            {"since": since},
        )

    def status_counts(self, kbs: list[str] | None) -> dict[str, int]:
        """How many groups of `kbs` (None: every base) are open, answerable, resolved."""
        if kbs is not None and not kbs:
            return dict.fromkeys(STATUSES, 0)
        names = {f"k{i}": kb for i, kb in enumerate(kbs or [])}
        where = f"WHERE kb IN ({', '.join(':' + n for n in names)})" if kbs is not None else ""
        rows = self.sql.query(f"SELECT status, COUNT(*) AS n FROM gap_groups {where} GROUP BY status", names)
        return dict.fromkeys(STATUSES, 0) | {r["status"]: int(r["n"]) for r in rows}

    def open_groups(self, kb: str) -> list[GapGroup]:
        """The groups a re-ask after an ingest of `kb` tries again (answerable ones wait for the admin)."""
        return self.list([kb], "open", limit=100_000)

    def mark_answerable(self, group_id: str, document: str, answer: str) -> None:
        self.sql.execute(
            """UPDATE gap_groups SET status = 'answerable', answerable_doc = :doc, answerable_answer = :answer,
                      answerable_at = :now WHERE id = :id AND status = 'open'""",
            {"id": group_id, "doc": document, "answer": answer, "now": _now()},
        )

    def withdraw(self, message_id: str) -> int:
        """A 👎 taken back: its asking leaves the queue, and a group left with no asking goes too."""
        if not message_id:
            return 0
        with self.sql.transaction() as tx:
            self._serialise(tx)
            groups = tx.query(
                "SELECT DISTINCT group_id FROM gap_asks WHERE message_id = :m AND reason = 'feedback'",
                {"m": message_id},
            )
            n = tx.execute("DELETE FROM gap_asks WHERE message_id = :m AND reason = 'feedback'", {"m": message_id})
            for g in groups:
                tx.execute(
                    """DELETE FROM gap_groups WHERE id = :id AND status <> 'resolved'
                       AND NOT EXISTS (SELECT 1 FROM gap_asks a WHERE a.group_id = :id)""",
                    {"id": g["group_id"]},
                )
        return n

    def resolve(self, group_id: str, by: str, note: str = "") -> GapGroup:
        """Closed by an admin (the answer confirmed, or the question judged out of scope)."""
        n = self.sql.execute(
            "UPDATE gap_groups SET status = 'resolved', resolved_by = :by, resolved_at = :now, note = :note WHERE id = :id",
            {"id": group_id, "by": by, "now": _now(), "note": note},
        )
        if not n:
            raise NotFoundError(f"gap {group_id!r} does not exist")
        return self.get(group_id)
