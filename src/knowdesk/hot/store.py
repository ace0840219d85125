"""The SQLite hot-question store: seed 002's two-stage match through an in-memory matrix of the vectors.

Implements `HotQuestions` (the QA graph's contract) plus the admin operations behind `knowdesk hot`; the
rows' SQL (admin, counting, summaries, inserts) is `hot/rows.py`'s, shared with PostgreSQL. What is
SQLite's own: matching against `HotMatrix`, the miss path's write lock, and the change counter (`seq`)
the matrix reloads by.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import numpy as np

from knowdesk.hot import schema  # noqa: F401 - registers the hot-question migrations
from knowdesk.hot.matrix import HotMatrix
from knowdesk.hot.rows import RESCORE_POOL, HotRows
from knowdesk.stores.contracts.hot import Scored
from knowdesk.stores.sql import Dialect


def _next_seq(tx: sqlite3.Connection) -> int:
    tx.execute("UPDATE hot_state SET seq = seq + 1 WHERE id = 1")
    return int(tx.execute("SELECT seq FROM hot_state WHERE id = 1").fetchone()[0])


class SqliteHotQuestions(HotRows):
    """Hot questions in the embedded SQLite database, matched through an in-memory vector matrix."""

    dialect: Dialect = "sqlite"

    def _open(self) -> None:
        self.matrix = HotMatrix(self.embedder.model_id, self.embedder.dim, self.embed_many)

    # ------------------------------------------------------------------ matching
    def current(self, question: str, vector: np.ndarray, tags: list[str], status: str) -> list[Scored]:
        self.matrix.refresh(self.db.connect())
        return self._rank(question, vector, tags, status)

    # ------------------------------------------------------------------ the miss path (HotQuestionsCore.record_miss_vector)
    @contextmanager
    def miss_transaction(self) -> Iterator[sqlite3.Connection]:
        """BEGIN IMMEDIATE holds SQLite's one write lock, across threads and processes; the matrix is then
        brought up to date from inside it, so the decision sees every entry committed before."""
        with self.db.transaction() as tx:
            self.matrix.refresh(tx)
            yield tx

    def ranked(
        self, tx: sqlite3.Connection, question: str, vector: np.ndarray, tags: list[str], status: str
    ) -> list[Scored]:
        return self._rank(question, vector, tags, status)

    # ------------------------------------------------------------------ scoring
    def _rank(self, question: str, vector: np.ndarray, tags: list[str], status: str) -> list[Scored]:
        pool = self.matrix.search(vector, tags, status, max(self.settings.top_k, RESCORE_POOL))
        rows = [self.matrix.row(i) for i, _ in pool]
        cosines = np.array([c for _, c in pool])
        return self.top_k(question, [(r.question_id, r.standard_question, list(r.tags)) for r in rows], cosines, tags)

    # ------------------------------------------------------------------ what the SQLite schema spells its own way
    def _stamp(self, tx: sqlite3.Connection) -> dict[str, Any]:
        return {"seq": _next_seq(tx)}  # the matrix reloads the rows whose seq grew

    def _tags(self, tags: list[str]) -> str:
        return json.dumps(tags, ensure_ascii=False)

    def _vector(self, vector: np.ndarray) -> tuple[str, bytes]:
        return "vector", vector.tobytes()
