"""Per-area match thresholds: calibrated values, then config, then defaults.

Calibrated values live where every process that matches can see them: a JSON file in the data
directory (embedded default, or `hot.thresholds_file`), or the `hot_thresholds` table in server mode,
where workers on other machines have other data directories. Thresholds are in the units of one
scorer (raw cosine and the combined probability differ), so both keep them per scorer id; a
threshold calibrated for one scorer is never applied to another.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from knowdesk.errors import ConfigError
from knowdesk.hot.settings import HotSettings

if TYPE_CHECKING:
    from knowdesk.stores.postgres.db import PgDatabase

DEFAULT_AREA = "default"
# Margins for uncalibrated areas (seed 002: strict areas 0.85-0.9, flexible 0.7-0.8, around a 0.8 middle).
_STRICTNESS_SHIFT = {"strict": 0.5, "normal": 0.0, "flexible": -0.5}
SavedThresholdMap = dict[str, dict[str, float]]  # scorer id → area → threshold


class SavedThresholds(Protocol):
    """Where calibrated thresholds are kept."""

    location: str  # shown to the admin who calibrates

    def read(self) -> SavedThresholdMap: ...

    def write(self, scorer_id: str, area: str, value: float) -> None: ...


class ThresholdFile:
    """A JSON file, re-read when it changes and replaced atomically (temp file + rename)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.location = str(path)
        self._mtime: float | None = None
        self._data: SavedThresholdMap = {}

    def read(self) -> SavedThresholdMap:
        try:
            mtime = self.path.stat().st_mtime
        except FileNotFoundError:
            self._data, self._mtime = {}, None
            return {}
        if mtime != self._mtime:
            self._data, self._mtime = self._load(), mtime
        return self._data

    def write(self, scorer_id: str, area: str, value: float) -> None:
        data = self._load() if self.path.exists() else {}
        data.setdefault(scorer_id, {})[area] = round(float(value), 6)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=self.path.parent, prefix=".hot_thresholds")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, indent=2)
        os.replace(tmp, self.path)
        self._mtime = None

    def _load(self) -> SavedThresholdMap:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise ConfigError(f"hot-question thresholds file {self.path} is not valid JSON: {exc}") from exc
        if not isinstance(data, dict):
            raise ConfigError(f"hot-question thresholds file {self.path} must hold an object")
        return {str(k): {str(a): float(t) for a, t in v.items()} for k, v in data.items()}


class ThresholdTable:
    """The `hot_thresholds` table (server mode); each worker re-reads it at most every `ttl` seconds,
    so a calibration on one machine reaches every worker within that time."""

    location = "PostgreSQL table hot_thresholds"

    def __init__(self, db: PgDatabase, ttl: float = 5.0) -> None:
        self.db = db
        self.ttl = ttl
        self._read_at = -ttl
        self._data: SavedThresholdMap = {}

    def read(self) -> SavedThresholdMap:
        if time.monotonic() - self._read_at >= self.ttl:
            data: SavedThresholdMap = {}
            for r in self.db.query("SELECT scorer, area, threshold FROM hot_thresholds"):
                data.setdefault(r["scorer"], {})[r["area"]] = float(r["threshold"])
            self._data, self._read_at = data, time.monotonic()
        return self._data

    def write(self, scorer_id: str, area: str, value: float) -> None:
        with self.db.transaction() as tx:
            tx.execute(
                """INSERT INTO hot_thresholds (scorer, area, threshold) VALUES (%s, %s, %s)
                   ON CONFLICT (scorer, area) DO UPDATE SET threshold = excluded.threshold, updated_at = now()""",
                (scorer_id, area, round(float(value), 6)),
            )
        self._read_at = -self.ttl


class Thresholds:
    """Resolves the threshold of an area for one scorer, and records calibrated ones."""

    def __init__(
        self, settings: HotSettings, saved: SavedThresholds, scorer_id: str, default: float, spread: float
    ) -> None:
        self.settings = settings
        self.saved = saved
        self.scorer_id = scorer_id
        self.default = default
        self.spread = spread  # score distance between the default and a strict/flexible area's default

    def calibrated(self) -> dict[str, float]:
        """This scorer's calibrated thresholds."""
        return self.saved.read().get(self.scorer_id, {})

    def get(self, area: str) -> float:
        cal = self.calibrated()
        if area in cal:
            return cal[area]
        if area in self.settings.thresholds:
            return float(self.settings.thresholds[area])
        if area == DEFAULT_AREA and DEFAULT_AREA in cal:
            return cal[DEFAULT_AREA]
        strictness = self.settings.strictness.get(area, "normal")
        base = cal.get(DEFAULT_AREA, self.settings.thresholds.get(DEFAULT_AREA, self.default))
        return min(1.0, max(0.0, base + _STRICTNESS_SHIFT[strictness] * self.spread))

    def for_tags(self, tags: list[str]) -> tuple[str, float]:
        """The strictest of the areas named by `tags` (a hot question in two areas obeys the stricter)."""
        if not tags:
            return DEFAULT_AREA, self.get(DEFAULT_AREA)
        return max(((t, self.get(t)) for t in tags), key=lambda p: p[1])

    def write(self, area: str, value: float) -> None:
        """Record a calibrated threshold for this scorer."""
        self.saved.write(self.scorer_id, area, value)
