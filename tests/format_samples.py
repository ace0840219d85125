"""scripts/make_format_samples.py as a module, for the tests that make real sample files with it."""

from __future__ import annotations

import importlib.util
from pathlib import Path

_spec = importlib.util.spec_from_file_location(
    "make_format_samples", Path(__file__).resolve().parents[1] / "scripts" / "make_format_samples.py"
)
assert _spec is not None and _spec.loader is not None
samples = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(samples)
