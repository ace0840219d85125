"""One app for the package with only the relation workbook ingested and its graph built (~2 s)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from knowdesk.app import Knowdesk
from knowdesk.relations.service import build_graph_for_kb
from tests.conftest import SAMPLE_KB, make_app

WORKBOOK = SAMPLE_KB / "组织架构与审批关系.xlsx"


@pytest.fixture(scope="package")
def graph_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Knowdesk]:
    root: Path = tmp_path_factory.mktemp("graph")
    src = root / "kb"
    src.mkdir()
    shutil.copy(WORKBOOK, src)
    app = make_app(root / "data", embedding={"provider": "hashing", "fast_provider": "none"})
    app.ingestor.ingest([src], "hr")
    build_graph_for_kb(app.relation_parts, "hr")
    yield app
    app.close()
