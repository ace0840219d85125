"""The in-memory matrix of hot-question vectors for one embedding model, kept in step with SQLite.

Matching must stay in milliseconds at 100k questions, so vectors sit in one float32 numpy matrix
(cosine = one matrix-vector product) with per-row status and a tag → row mask index for the
first stage. `refresh()` reads only rows whose `seq` grew since the last load (one cheap SELECT
when nothing changed) and reloads everything when `hot_state.generation` moves (deletions).
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

STATUS_CODES = {"candidate": 0, "active": 1, "retired": 2}
EXACT_BELOW = 20000  # above this many rows, a reduced-dimension first pass shortlists rows for exact cosines
REDUCED_DIM = 96
SHORTLIST = 256


def dot(m: np.ndarray, q: np.ndarray) -> np.ndarray:
    """Matrix-vector product in numpy's own single-threaded loop: on a busy 2-core machine, BLAS's
    thread hand-off alone costs 10-60 ms per call, einsum a fraction of a millisecond at 10k rows."""
    return np.einsum("ij,j->i", m, q)


@dataclass
class Row:
    question_id: str
    standard_question: str
    tags: list[str]
    status: str


class HotMatrix:
    """Vectors + status + tags of every hot question, for one embedding model."""

    def __init__(self, model: str, dim: int, embed: Callable[[list[str]], np.ndarray]) -> None:
        self.model = model
        self.dim = dim
        self._embed = embed
        self._lock = threading.RLock()
        self._reset()

    def _reset(self) -> None:
        self.vectors = np.zeros((0, self.dim), dtype=np.float32)
        self.status = np.zeros(0, dtype=np.int8)
        self.rows: list[Row] = []
        self.index: dict[str, int] = {}
        self.tag_rows: dict[str, set[int]] = {}
        self._tag_masks: dict[str, np.ndarray] = {}
        self.untagged: set[int] = set()
        self.projection: np.ndarray | None = None  # dim × REDUCED_DIM, uncentred SVD of the stored vectors
        self.reduced = np.zeros((0, REDUCED_DIM), dtype=np.float32)
        self._fitted_at = 0
        self.seq = -1
        self.generation = -1

    # ------------------------------------------------------------------ loading
    def refresh(self, conn: sqlite3.Connection) -> None:
        """Bring the matrix up to date with the table (call inside or outside a transaction)."""
        with self._lock:
            state = conn.execute("SELECT seq, generation FROM hot_state WHERE id = 1").fetchone()
            seq, generation = int(state[0]), int(state[1])
            if generation != self.generation:
                self._reset()
                self.generation = generation
            if seq == self.seq:
                return
            rows = conn.execute(
                """SELECT q.question_id, q.standard_question, q.business_tags, q.status, v.vector
                   FROM hot_questions q
                   LEFT JOIN hot_question_vectors v ON v.question_id = q.question_id AND v.model = ?
                   WHERE q.seq > ?""",
                (self.model, self.seq),
            ).fetchall()
            self._apply(conn, rows)
            self.seq = seq

    def _apply(self, conn: sqlite3.Connection, rows: list) -> None:
        missing = [r for r in rows if r[4] is None or len(r[4]) != self.dim * 4]
        fresh: dict[str, np.ndarray] = {}
        if missing:  # rows written under another embedder: embed them for this one
            vecs = self._embed([r[1] for r in missing]).astype(np.float32)
            fresh = {r[0]: v for r, v in zip(missing, vecs, strict=True)}
            conn.executemany(
                "INSERT OR REPLACE INTO hot_question_vectors(question_id, model, vector) VALUES (?,?,?)",
                [(qid, self.model, v.tobytes()) for qid, v in fresh.items()],
            )
        new = [r for r in rows if r[0] not in self.index]
        if new:
            start = len(self.rows)
            self.vectors = np.vstack([self.vectors, np.zeros((len(new), self.dim), dtype=np.float32)])
            self.status = np.concatenate([self.status, np.zeros(len(new), dtype=np.int8)])
            for i, r in enumerate(new):
                self.index[r[0]] = start + i
                self.rows.append(Row(r[0], r[1], [], "candidate"))
        for r in rows:
            i = self.index[r[0]]
            vec = fresh[r[0]] if r[0] in fresh else np.frombuffer(r[4], dtype=np.float32)
            self.vectors[i] = vec
            self.status[i] = STATUS_CODES[r[3]]
            self._set_tags(i, json.loads(r[2]))
            row = self.rows[i]
            row.standard_question, row.status = r[1], r[3]
        self._tag_masks.clear()
        self._update_reduced([self.index[r[0]] for r in rows])

    def _update_reduced(self, changed: list[int]) -> None:
        """Keep the reduced copy for large matrices; refit the projection when the rows doubled."""
        n = len(self.rows)
        if n <= EXACT_BELOW:
            self.projection, self.reduced, self._fitted_at = None, np.zeros((0, REDUCED_DIM), np.float32), 0
            return
        if self.projection is None or n >= 2 * self._fitted_at:
            rng = np.random.default_rng(0)
            sample = self.vectors[rng.choice(n, size=min(n, 4000), replace=False)].astype(np.float64)
            _, eigvecs = np.linalg.eigh(sample.T @ sample)  # ascending; the last columns carry the most energy
            self.projection = np.ascontiguousarray(eigvecs[:, ::-1][:, :REDUCED_DIM].astype(np.float32))
            self.reduced = np.ascontiguousarray(self.vectors @ self.projection)
            self._fitted_at = n
            return
        if len(self.reduced) < n:
            grow = np.zeros((n - len(self.reduced), REDUCED_DIM), dtype=np.float32)
            self.reduced = np.vstack([self.reduced, grow])
        if changed:
            idx = np.asarray(changed)
            self.reduced[idx] = self.vectors[idx] @ self.projection

    def _set_tags(self, i: int, tags: list[str]) -> None:
        for t in self.rows[i].tags:
            self.tag_rows.get(t, set()).discard(i)
        self.untagged.discard(i)
        self.rows[i].tags = tags
        for t in tags:
            self.tag_rows.setdefault(t, set()).add(i)
        if not tags:
            self.untagged.add(i)

    # ------------------------------------------------------------------ searching
    def _mask(self, tag: str) -> np.ndarray:
        m = self._tag_masks.get(tag)
        if m is None:
            m = np.zeros(len(self.rows), dtype=bool)
            m[list(self.tag_rows.get(tag, ()))] = True
            self._tag_masks[tag] = m
        return m

    def search(self, query: np.ndarray, tags: list[str], status: str, k: int) -> list[tuple[int, float]]:
        """Stage 1: rows of `status` sharing ≥1 tag with the question (plus untagged rows), or all
        rows of `status` when the question has no tags or nothing shares one. Stage 2: top-k cosine."""
        with self._lock:
            if not self.rows:
                return []
            allowed = self.status == STATUS_CODES[status]
            if tags:
                tagged = np.zeros(len(self.rows), dtype=bool)
                for t in tags:
                    tagged |= self._mask(t)
                if self.untagged:
                    tagged[list(self.untagged)] = True
                if (tagged & allowed).any():
                    allowed = allowed & tagged
            n = int(allowed.sum())
            if n == 0:
                return []
            q = np.asarray(query, dtype=np.float32)
            if self.projection is not None and n > SHORTLIST:
                approx = np.where(allowed, dot(self.reduced, q @ self.projection), -np.inf)
                rows = _top(approx, SHORTLIST)
                exact = dot(self.vectors[rows], q)
                order = np.argsort(-exact)[:k]
                return [(int(rows[i]), float(exact[i])) for i in order if np.isfinite(approx[rows[i]])]
            scores = np.where(allowed, dot(self.vectors, q), -np.inf)
            top = _top(scores, min(k, n))
            return [(int(i), float(scores[i])) for i in top if np.isfinite(scores[i])]

    def row(self, i: int) -> Row:
        return self.rows[i]


def _top(scores: np.ndarray, k: int) -> np.ndarray:
    """Indices of the k largest scores, best first."""
    top = np.argpartition(-scores, k - 1)[:k] if k < len(scores) else np.arange(len(scores))
    return top[np.argsort(-scores[top])]
