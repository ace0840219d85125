"""Fixtures: the sample knowledge base ingested once (HashingEmbeddings), fresh services per test."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from knowdesk.app import Knowdesk
from knowdesk.config import load_settings
from knowdesk.embeddings.hashing import HashingEmbeddings

SAMPLE_KB = Path(__file__).resolve().parents[2] / "examples" / "hr_docs"


def make_app(data_dir: Path, **settings: object) -> Knowdesk:
    return Knowdesk(load_settings(data_dir=data_dir, **settings), embedder=HashingEmbeddings())


@pytest.fixture(scope="session")
def hr_data(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A data directory holding the sample KB as `hr` (ingested once, copied per test)."""
    d = tmp_path_factory.mktemp("hr") / "data"
    app = make_app(d)
    app.ingestor.ingest([SAMPLE_KB], "hr")
    app.close()
    return d


@pytest.fixture
def hr_dir(hr_data: Path, tmp_path: Path) -> Path:
    d = tmp_path / "data"
    shutil.copytree(hr_data, d)
    return d


WHOLE_KB = {"context_budget": 40000}  # the sample KB is ~16,000 characters: the material is all of it


@pytest.fixture
def hr_app(hr_dir: Path):
    """The interview tests see the whole sample KB: a random seed over a sampled material (the default budget
    keeps about three quarters of it) is sometimes left without a tier or a related pair for a Specialist
    question. What a budget keeps is tested on its own (test_assess_group.py)."""
    app = make_app(hr_dir, assessment=WHOLE_KB)
    yield app
    app.close()
