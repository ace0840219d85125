"""Labelled hot-question pairs per business area, and the scorers refitted from them (issue 23, item 3).

A pair is (asked question, standard question, same or not). Admins label in review (a merge says the two are
the same question, a reject that they are not); a vote on a hot-question hit labels the asked question against
the hot question it hit (👍 same, 👎 "not my question" different). `knowdesk hot calibrate --from-feedback`
turns an area's pairs into its threshold, and from `REFIT_MIN_PAIRS` on into its own scorer weights.

One implementation for both backends (`stores/sql.py`); the tables are `0018_hot_labels.sql`."""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Literal

from knowdesk.stores.sql import Sql, shared_schema
from knowdesk.stores.sqlite.db import now_iso
from knowdesk.stores.sqlite.migrations import register_migrations

register_migrations([("hot_0018_hot_labels", shared_schema("0018_hot_labels.sql"))])

LabelSource = Literal["merge", "reject", "vote"]
REFIT_MIN_PAIRS = 200  # from this many labelled pairs on, an area's weights are refitted, not only its threshold


@dataclass(frozen=True)
class LabelledPair:
    key: str
    area: str
    question: str
    standard_question: str
    label: int  # 1: the same question, 0: a different one
    source: str
    voter: str
    updated_at: str


@dataclass(frozen=True)
class AreaFit:
    """An area's own logistic weights over (1, cosine, word Jaccard, bigram Jaccard) and its threshold."""

    model: str
    area: str
    weights: tuple[float, ...]
    threshold: float
    pairs: int
    updated_at: str


class HotLabels:
    """Labelled pairs: one row per origin `key`, so a changed vote replaces the earlier one."""

    def __init__(self, sql: Sql) -> None:
        self.sql = sql

    def record(
        self, key: str, area: str, question: str, standard_question: str, same: bool, source: LabelSource, voter: str
    ) -> None:
        now = datetime.now(UTC).isoformat(timespec="microseconds")  # pairs list in the order they were labelled
        params = {"key": key, "area": area, "q": question, "s": standard_question, "label": int(same),
                  "source": source, "voter": voter, "now": now}  # fmt: skip
        with self.sql.transaction() as tx:
            done = tx.execute(
                """UPDATE hot_labels SET area = :area, question = :q, standard_question = :s, label = :label,
                          source = :source, voter = :voter, updated_at = :now WHERE key = :key""",
                params,
            )
            if not done:
                tx.execute(
                    """INSERT INTO hot_labels(key, area, question, standard_question, label, source, voter,
                                              created_at, updated_at)
                       VALUES (:key, :area, :q, :s, :label, :source, :voter, :now, :now)""",
                    params,
                )

    def withdraw(self, key: str) -> bool:
        """Forget a label (a vote taken back); False when there was none."""
        return self.sql.execute("DELETE FROM hot_labels WHERE key = :key", {"key": key}) > 0

    def pairs(self, area: str) -> list[LabelledPair]:
        rows = self.sql.query("SELECT * FROM hot_labels WHERE area = :area ORDER BY created_at, key", {"area": area})
        return [_pair(r) for r in rows]

    def counts(self) -> dict[str, dict[str, int]]:
        """area → {"pairs", "positives"}."""
        rows = self.sql.query(
            "SELECT area, COUNT(*) AS n, SUM(label) AS pos FROM hot_labels GROUP BY area ORDER BY area"
        )
        return {r["area"]: {"pairs": int(r["n"]), "positives": int(r["pos"] or 0)} for r in rows}


def _pair(r: dict) -> LabelledPair:
    return LabelledPair(r["key"], r["area"], r["question"], r["standard_question"], int(r["label"]), r["source"],
                        r["voter"], r["updated_at"])  # fmt: skip


class AreaFits:
    """Refitted scorers per (embedding model, area). The matcher reads them on every match, so they are cached
    and re-read at most every `ttl` seconds (a calibration elsewhere reaches this process within that time);
    a write here is seen at once."""

    def __init__(self, sql: Sql, ttl: float = 5.0) -> None:
        self.sql = sql
        self.ttl = ttl
        self._read_at = -ttl
        self._fits: dict[tuple[str, str], AreaFit] = {}

    def all(self) -> dict[tuple[str, str], AreaFit]:
        if time.monotonic() - self._read_at >= self.ttl:
            rows = self.sql.read("SELECT * FROM hot_area_scorers")
            self._fits = {(r["model"], r["area"]): _fit(r) for r in rows}
            self._read_at = time.monotonic()
        return self._fits

    def for_model(self, model: str) -> dict[str, AreaFit]:
        return {area: fit for (m, area), fit in self.all().items() if m == model}

    def write(self, model: str, area: str, weights: Sequence[float], threshold: float, pairs: int) -> None:
        params = {"model": model, "area": area, "w": json.dumps([round(float(w), 6) for w in weights]),
                  "t": round(float(threshold), 6), "n": pairs, "now": now_iso()}  # fmt: skip
        with self.sql.transaction() as tx:
            done = tx.execute(
                """UPDATE hot_area_scorers SET weights = :w, threshold = :t, pairs = :n, updated_at = :now
                   WHERE model = :model AND area = :area""",
                params,
            )
            if not done:
                tx.execute(
                    """INSERT INTO hot_area_scorers(model, area, weights, threshold, pairs, updated_at)
                       VALUES (:model, :area, :w, :t, :n, :now)""",
                    params,
                )
        self._read_at = -self.ttl

    def remove(self, model: str, area: str) -> None:
        """Back to the default scorer for the area (its labels fell below the refit minimum)."""
        self.sql.execute("DELETE FROM hot_area_scorers WHERE model = :model AND area = :area",
                         {"model": model, "area": area})  # fmt: skip
        self._read_at = -self.ttl


def _fit(r: dict) -> AreaFit:
    return AreaFit(r["model"], r["area"], tuple(float(w) for w in json.loads(r["weights"])), float(r["threshold"]),
                   int(r["pairs"]), r["updated_at"])  # fmt: skip
