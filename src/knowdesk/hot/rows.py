"""The hot-question rows, one SQL for both backends (`stores/sql.py`): admin (`knowdesk hot`, the API), hit and
ask counting, answer summaries and inserts. Only matching differs by engine and stays with each store
(`hot/store.py`: SQLite and an in-memory matrix; `hot/pg_store.py`: pgvector), which also fill in the
few things the schemas spell differently (the hooks at the end of `HotRows`).
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterable
from datetime import datetime
from typing import Any

import numpy as np

from knowdesk.errors import ConflictError, NotFoundError
from knowdesk.hot.core import HotQuestionsCore
from knowdesk.stores.contracts.hot import HotMatch, HotQuestion
from knowdesk.stores.sqlite.db import now_iso

RESCORE_POOL = 10  # cosine top-N re-scored with the lexical features before taking the top k

# source_fragments is TEXT in SQLite and JSONB in PostgreSQL: read as its text on both
_COLUMNS = (
    "question_id, standard_question, business_tags, call_count, update_time, created_time, status, "
    "answer_summary, CAST(source_fragments AS TEXT) AS source_fragments"
)


def _row(r: dict[str, Any]) -> HotQuestion:
    tags = r["business_tags"]  # a JSON text in SQLite, a text[] in PostgreSQL
    return HotQuestion(
        question_id=r["question_id"], standard_question=r["standard_question"],
        business_tags=json.loads(tags) if isinstance(tags, str) else list(tags), call_count=int(r["call_count"]),
        update_time=r["update_time"], created_time=r["created_time"], status=r["status"],
        answer_summary=r["answer_summary"], source_fragments=json.loads(r["source_fragments"]),
    )  # fmt: skip


def _sets(columns: dict[str, Any]) -> str:
    return "".join(f", {k} = :{k}" for k in columns)


class HotRows(HotQuestionsCore):
    """`HotQuestionAdmin` minus matching: every statement on the hot-question tables that reads alike on both
    engines. A change that alters what matching sees (insert, status, text, tags) is stamped (`_stamp`)."""

    @property
    def _lock(self) -> str:
        return self.sql.pick("", " FOR UPDATE")  # SQLite's write transaction already holds the database

    # ------------------------------------------------------------------ counting and summaries
    def _count_hit(self, qid: str) -> tuple[str | None, list[dict]] | None:
        """call_count + 1 on an active question; its (summary, sources), or None when retired meanwhile."""
        rows = self.sql.query(
            "UPDATE hot_questions SET call_count = call_count + 1, update_time = :now "
            "WHERE question_id = :id AND status = 'active' "
            "RETURNING answer_summary, CAST(source_fragments AS TEXT) AS source_fragments",
            {"now": now_iso(), "id": qid},
        )
        return (rows[0]["answer_summary"], json.loads(rows[0]["source_fragments"])) if rows else None

    def record_answer(self, match: HotMatch, answer: str, fragment_ids: list[str]) -> None:
        """Store the answer as the summary, with the document versions it was built from."""
        sources = self.summary_sources(fragment_ids)
        self.sql.execute(
            "UPDATE hot_questions SET answer_summary = :answer, source_fragments = :sources, update_time = :now "
            "WHERE question_id = :id",
            {"answer": answer, "sources": json.dumps(sources, ensure_ascii=False), "now": now_iso(),
             "id": match.question_id},
        )  # fmt: skip
        match.answer_summary, match.source_fragments, match.summary_fresh = answer, sources, True

    def count_ask(self, tx: Any, qid: str) -> bool:
        # on PostgreSQL the row lock re-checks the status: an admin's retire does not take the miss lock
        t = self.sql.within(tx)
        rows = t.query(
            "UPDATE hot_questions SET call_count = call_count + 1, update_time = :now "
            "WHERE question_id = :id AND status != 'retired' RETURNING call_count, status",
            {"now": now_iso(), "id": qid},
        )
        if not rows:
            return False
        if rows[0]["status"] == "candidate" and rows[0]["call_count"] >= self.settings.promote_after:
            stamp = self._stamp(tx)
            t.execute(f"UPDATE hot_questions SET status = 'active'{_sets(stamp)} WHERE question_id = :id",
                      {**stamp, "id": qid})  # fmt: skip
        return True

    # ------------------------------------------------------------------ writes
    def _insert(self, tx: Any, question: str, tags: list[str], vector: np.ndarray, status: str, **extra: Any) -> str:
        qid = str(uuid.uuid4())
        stamp = extra.get("stamp") or self._stamp(tx)
        t = self.sql.within(tx)
        t.execute(
            f"""INSERT INTO hot_questions(question_id, standard_question, business_tags, call_count, update_time,
                                          created_time, answer_summary, status{"".join(", " + k for k in stamp)})
                VALUES (:id, :question, :tags, :calls, :now, :now, :answer, :status{"".join(", :" + k for k in stamp)})""",
            {"id": qid, "question": question, "tags": self._tags(tags), "calls": int(extra.get("call_count", 0)),
             "now": now_iso(), "answer": extra.get("answer_summary"), "status": status, **stamp},
        )  # fmt: skip
        self._write_vector(tx, qid, vector)
        return qid

    def _write_vector(self, tx: Any, qid: str, vector: np.ndarray) -> None:
        column, value = self._vector(np.asarray(vector, dtype=np.float32))
        self.sql.within(tx).execute(
            f"INSERT INTO hot_question_vectors(question_id, model, {column}) VALUES (:id, :model, :v)",
            {"id": qid, "model": self.embedder.model_id, "v": value},
        )

    def add_many(
        self,
        items: Iterable[tuple[str, list[str] | None, str | None]],
        status: str = "active",
        vectors: np.ndarray | None = None,
    ) -> list[str]:
        """Bulk insert (import, benchmarks); `vectors` skips embedding when the caller has them."""
        items = [(q.strip(), self.question_tags(q, t), a) for q, t, a in items if q and q.strip()]
        vecs = vectors if vectors is not None else self.embed_many([q for q, _, _ in items])
        if items:
            self._prepare_vectors(int(np.asarray(vecs).shape[1]))
        with self.sql.db.transaction() as tx:
            stamp = self._stamp(tx)  # one stamp for the batch
            return [
                self._insert(tx, q, tags, v, status, answer_summary=a, stamp=stamp)
                for (q, tags, a), v in zip(items, vecs, strict=True)
            ]

    # ------------------------------------------------------------------ admin
    def get(self, qid: str) -> HotQuestion:
        rows = self.sql.read(f"SELECT {_COLUMNS} FROM hot_questions WHERE question_id = :id", {"id": self.resolve(qid)})
        assert rows
        return _row(rows[0])

    def resolve(self, qid: str) -> str:
        """Full id from a unique prefix (admins copy the first 8 characters from `hot list`)."""
        prefix = self.sql.pick("question_id LIKE :p || '%'", "starts_with(question_id, :p)")
        rows = self.sql.read(f"SELECT question_id FROM hot_questions WHERE {prefix} LIMIT 2", {"p": qid})
        if not rows:
            raise NotFoundError(f"hot question {qid!r} does not exist (see `knowdesk hot list`)")
        if len(rows) > 1:
            raise ConflictError(f"hot question id prefix {qid!r} is ambiguous; give more characters")
        return str(rows[0]["question_id"])

    def list(self, status: str | None = None, top: int | None = None) -> list[HotQuestion]:
        sql = f"""SELECT {_COLUMNS} FROM hot_questions WHERE (CAST(:status AS TEXT) IS NULL OR status = :status)
                  ORDER BY call_count DESC, update_time DESC"""
        rows = self.sql.read(sql + (" LIMIT :n" if top is not None else ""), {"status": status or None, "n": top})
        return [_row(r) for r in rows]

    def set_status(self, qid: str, status: str) -> HotQuestion:
        full = self.resolve(qid)
        with self.sql.db.transaction() as tx:
            stamp = self._stamp(tx)
            self.sql.within(tx).execute(
                f"UPDATE hot_questions SET status = :status, update_time = :now{_sets(stamp)} WHERE question_id = :id",
                {"status": status, "now": now_iso(), "id": full, **stamp},
            )
        return self.get(full)

    def merge(self, source: str, target: str) -> HotQuestion:
        """Fold `source` into `target`: counts add up, the source is retired."""
        src, dst = self.resolve(source), self.resolve(target)
        if src == dst:
            raise ConflictError("cannot merge a hot question into itself")
        with self.sql.db.transaction() as tx:
            t = self.sql.within(tx)
            n = t.query(f"SELECT call_count FROM hot_questions WHERE question_id = :id{self._lock}", {"id": src})
            t.execute(
                "UPDATE hot_questions SET call_count = call_count + :n, update_time = :now WHERE question_id = :id",
                {"n": n[0]["call_count"], "now": now_iso(), "id": dst},
            )
            stamp = self._stamp(tx)
            t.execute(f"UPDATE hot_questions SET status = 'retired', call_count = 0{_sets(stamp)} WHERE question_id = :id",
                      {**stamp, "id": src})  # fmt: skip
        return self.get(dst)

    def edit(
        self, qid: str, question: str | None = None, tags: list[str] | None = None, answer: str | None = None
    ) -> HotQuestion:
        """Change text (re-embedded), tags or the answer summary (an admin's answer has no sources)."""
        full = self.resolve(qid)
        vector = self.embed(question) if question else None
        if vector is not None:
            self._prepare_vectors(len(vector))
        with self.sql.db.transaction() as tx:
            values: dict[str, Any] = {"update_time": now_iso(), **self._stamp(tx)}
            if question:
                values["standard_question"] = question
            if tags is not None:
                values["business_tags"] = self._tags(tags)
            if answer is not None:
                values["answer_summary"] = answer or None
            sources = ", source_fragments = '[]'" if answer is not None else ""
            sets = _sets(values)[2:]
            t = self.sql.within(tx)
            t.execute(f"UPDATE hot_questions SET {sets}{sources} WHERE question_id = :id", {**values, "id": full})
            if vector is not None:
                t.execute("DELETE FROM hot_question_vectors WHERE question_id = :id", {"id": full})
                self._write_vector(tx, full, vector)
        return self.get(full)

    def prune(self, days: int | None = None, dry_run: bool = False, now: datetime | None = None) -> list[HotQuestion]:
        """Retire active and candidate questions whose `update_time` is older than `days` (cold cleanup)."""
        cutoff = self.prune_cutoff(days, now)
        rows = [
            _row(r)
            for r in self.sql.read(
                f"SELECT {_COLUMNS} FROM hot_questions WHERE status != 'retired' AND update_time < :cutoff "
                "ORDER BY update_time",
                {"cutoff": cutoff},
            )
        ]
        if rows and not dry_run:
            with self.sql.db.transaction() as tx:
                stamp = self._stamp(tx)
                for r in rows:
                    self.sql.within(tx).execute(
                        f"UPDATE hot_questions SET status = 'retired'{_sets(stamp)} WHERE question_id = :id",
                        {**stamp, "id": r.question_id},
                    )
        return rows

    # ------------------------------------------------------------------ what the schemas spell differently
    def _stamp(self, tx: Any) -> dict[str, Any]:
        """Columns to set on a change matching must see (SQLite: the matrix's change counter)."""
        raise NotImplementedError

    def _tags(self, tags: list[str]) -> Any:
        """`business_tags` as the column holds it."""
        raise NotImplementedError

    def _vector(self, vector: np.ndarray) -> tuple[str, Any]:
        """(column, value) of a vector in `hot_question_vectors`."""
        raise NotImplementedError

    def _prepare_vectors(self, dim: int) -> None:
        """Before a transaction writes vectors of `dim` (PostgreSQL: the model's HNSW index)."""
