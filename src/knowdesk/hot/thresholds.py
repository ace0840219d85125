"""Per-area match thresholds: calibrated values (a JSON file in the data dir), then config, then defaults.

Thresholds are in the units of one scorer (raw cosine and the combined probability differ), so the
file keeps them per scorer id; a threshold calibrated for one scorer is never applied to another.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

from knowdesk.errors import ConfigError
from knowdesk.hot.settings import HotSettings

DEFAULT_AREA = "default"
# Margins for uncalibrated areas (seed 002: strict areas 0.85-0.9, flexible 0.7-0.8, around a 0.8 middle).
_STRICTNESS_SHIFT = {"strict": 0.5, "normal": 0.0, "flexible": -0.5}


class Thresholds:
    """Resolves the threshold of an area for one scorer, and records calibrated ones."""

    def __init__(self, settings: HotSettings, path: Path, scorer_id: str, default: float, spread: float) -> None:
        self.settings = settings
        self.path = path
        self.scorer_id = scorer_id
        self.default = default
        self.spread = spread  # score distance between the default and a strict/flexible area's default
        self._mtime: float | None = None
        self._calibrated: dict[str, float] = {}

    def calibrated(self) -> dict[str, float]:
        """This scorer's calibrated thresholds, re-read when the file changes."""
        try:
            mtime = self.path.stat().st_mtime
        except FileNotFoundError:
            self._calibrated, self._mtime = {}, None
            return {}
        if mtime != self._mtime:
            self._calibrated = {k: float(v) for k, v in self._read().get(self.scorer_id, {}).items()}
            self._mtime = mtime
        return self._calibrated

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
        """Record a calibrated threshold atomically (temp file + rename)."""
        data = self._read()
        data.setdefault(self.scorer_id, {})[area] = round(float(value), 6)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=self.path.parent, prefix=".hot_thresholds")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, indent=2)
        os.replace(tmp, self.path)
        self._mtime = None

    def _read(self) -> dict[str, dict[str, float]]:
        if not self.path.exists():
            return {}
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise ConfigError(f"hot-question thresholds file {self.path} is not valid JSON: {exc}") from exc
        if not isinstance(data, dict):
            raise ConfigError(f"hot-question thresholds file {self.path} must hold an object")
        return data
