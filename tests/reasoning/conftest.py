"""Knowledge bases ingested by the product (hashing embedder) whose stored fragments the table and
tier look-ups read, plus a retrieval helper that hands them what the answer step would get."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from knowdesk.app import Knowdesk
from knowdesk.reasoning.base import Passage
from knowdesk.reasoning.passages import current_versions, to_passage
from knowdesk.retrieval.hybrid import SearchOptions
from knowdesk.stores.contracts.documents import FragmentRow
from tests.conftest import BENCH, SAMPLE_KB, make_app

OUTSIDE_FILES = [
    "docs/zh-misc/chinese-tables.pdf",
    "docs/parser-samples/docx/docling-word_sample.docx",
    "docs/zh-misc/issue_2634_vertical_merge.docx",
    "docs/zh-law/职工带薪年休假条例(2007-12-14).md",
    "docs/zh-handbook/易速鲜花员工手册.pdf",
    "docs/zh-law/工资支付暂行规定(1994-12-06).md",  # full-width digits: ３００％
]

Retrieve = Callable[[str], tuple[list[Passage], Callable[[str], list[Passage]]]]


def row_passage(f: FragmentRow) -> Passage:
    """A stored fragment as the answer steps see a retrieved one."""
    return Passage(fragment_id=f.id, document=f.document, section=f.section, updated=f.updated,
                   effective=f.updated, body=f.body, conflicts_with=[], sensitive=f.sensitive, score=1.0,
                   bm25=1.0, dense=0.0)  # fmt: skip


def _ingested(tmp: Path, paths: list[Path]) -> Knowdesk:
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("KNOWDESK_CONFIG", str(tmp / "absent-knowdesk.toml"))
        app = make_app(tmp / "data")
        app.ingestor.ingest(paths, "kb")
    return app


def _retriever(app: Knowdesk) -> Retrieve:
    def siblings(fragment_id: str) -> list[Passage]:
        row = app.store.fragments_by_ids([fragment_id]).get(fragment_id)
        return [row_passage(f) for f in app.store.document_fragments(row.document_id)] if row else []

    def retrieve(question: str, k: int = 6) -> tuple[list[Passage], Callable[[str], list[Passage]]]:
        hits = app.retriever.search(question, SearchOptions(kbs=["kb"], k=k, allow_sensitive=False))
        return current_versions([to_passage(h) for h in hits]), siblings  # what the caller does first

    return retrieve


@pytest.fixture(scope="package")
def hr_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Knowdesk]:
    app = _ingested(tmp_path_factory.mktemp("hr"), [SAMPLE_KB])
    yield app
    app.close()


@pytest.fixture(scope="package")
def hr_passages(hr_app: Knowdesk) -> list[Passage]:
    """Every stored fragment of the sample KB except the superseded 2022 / V2.0 versions."""
    return [row_passage(f) for f in hr_app.store.kb_fragments(["kb"]) if not _superseded(f.document)]


def _superseded(document: str) -> bool:
    return "2022" in document or "V2.0（" in document


@pytest.fixture(scope="package")
def hr_retrieve(hr_app: Knowdesk) -> Retrieve:
    return _retriever(hr_app)


@pytest.fixture(scope="package")
def outside_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Knowdesk]:
    if not BENCH.exists():
        pytest.skip("../shared/bench-data is not present")
    app = _ingested(tmp_path_factory.mktemp("outside"), [BENCH / p for p in OUTSIDE_FILES])
    yield app
    app.close()


@pytest.fixture(scope="package")
def outside_passages(outside_app: Knowdesk) -> list[Passage]:
    return [row_passage(f) for f in outside_app.store.kb_fragments(["kb"])]


@pytest.fixture(scope="package")
def outside_retrieve(outside_app: Knowdesk) -> Retrieve:
    return _retriever(outside_app)


def of(passages: list[Passage], document: str, section: str = "") -> list[Passage]:
    """The fragments of one document (optionally one section) among `passages`."""
    return [p for p in passages if document in p["document"] and section in p["section"]]


def passage(body: str, document: str = "测试制度", section: str = "第一章", fragment_id: str = "doc-00000",
            **fields: Any) -> Passage:  # fmt: skip
    """A synthetic fragment for unit tests."""
    defaults: dict[str, Any] = {"updated": "2024-01-01", "effective": "2024-01-01", "conflicts_with": [],
                                "sensitive": False, "score": 1.0, "bm25": 1.0, "dense": 0.0}  # fmt: skip
    return Passage(**{**defaults, **fields, "fragment_id": fragment_id, "document": document, "section": section,
                      "body": body})  # type: ignore[typeddict-item]  # fmt: skip
