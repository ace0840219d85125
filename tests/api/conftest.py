"""API fixtures: one seeded data directory per session, copied for each module's app or server."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from knowdesk.api import create_app
from knowdesk.config import load_settings
from knowdesk.embeddings.hashing import HashingEmbeddings
from tests.api.helpers import Seeded, copy_seeded, seed


@pytest.fixture(scope="session")
def seeded_template(tmp_path_factory: pytest.TempPathFactory) -> Seeded:
    return seed(tmp_path_factory.mktemp("template") / "data")


@pytest.fixture(scope="module")
def seeded(seeded_template: Seeded, tmp_path_factory: pytest.TempPathFactory) -> Seeded:
    return copy_seeded(seeded_template, tmp_path_factory.mktemp("api") / "data")


@pytest.fixture(scope="module")
def client(seeded: Seeded) -> Iterator[TestClient]:
    settings = load_settings(data_dir=seeded.data_dir, max_file_mb=1)
    with TestClient(create_app(settings, embedder=HashingEmbeddings())) as c:
        yield c


def data_path(seeded: Seeded, *parts: str) -> Path:
    return seeded.data_dir.joinpath(*parts)
