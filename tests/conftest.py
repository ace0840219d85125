"""Shared fixtures: a fresh data directory per test, the fast deterministic embedder, the sample KB."""

from __future__ import annotations

from pathlib import Path

import pytest

from knowdesk.app import Knowdesk
from knowdesk.config import load_settings
from knowdesk.embeddings.hashing import HashingEmbeddings

ROOT = Path(__file__).resolve().parents[1]
SAMPLE_KB = ROOT / "examples" / "hr_docs"
BENCH = ROOT.parent / "shared" / "bench-data"


def make_app(data_dir: Path, **settings: object) -> Knowdesk:
    return Knowdesk(load_settings(data_dir=data_dir, **settings), embedder=HashingEmbeddings())


@pytest.fixture
def app(tmp_path: Path):
    a = make_app(tmp_path / "data")
    yield a
    a.close()


@pytest.fixture
def bench() -> Path:
    if not BENCH.exists():
        pytest.skip("../shared/bench-data is not present")
    return BENCH


@pytest.fixture(autouse=True)
def _isolated_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Tests never read the developer's knowdesk.toml or KNOWDESK_* variables."""
    import os

    for key in list(os.environ):
        if key.startswith("KNOWDESK_"):
            monkeypatch.delenv(key, raising=False)
    monkeypatch.setenv("KNOWDESK_CONFIG", str(tmp_path / "absent-knowdesk.toml"))
