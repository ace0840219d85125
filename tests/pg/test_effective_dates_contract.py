"""Effective dates on both backends (issue 23.5): the same dates from the same documents, the same in-force
filtering in BM25 (FTS5 / tsvector), the dense indexes (Chroma / pgvector) and hybrid retrieval, admin dates."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import asdict
from datetime import date

import pytest

from knowdesk.app import Knowdesk
from knowdesk.retrieval.hybrid import SearchOptions
from tests.conftest import SAMPLE_KB, make_app
from tests.pg.compare import assert_same_hits

V2 = "员工请假管理制度V2.0（2022-03-01）"
QUERIES = ["年假有几天", "病假工资怎么算", "差旅住宿标准 一线城市", "V3.1 请假审批"]


@pytest.fixture(scope="module")
def both(pg_module_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Knowdesk]]:
    tmp = tmp_path_factory.mktemp("dates")
    apps = {"sqlite": make_app(tmp / "sqlite"), "postgres": make_app(tmp / "postgres", database_url=pg_module_url)}
    for a in apps.values():
        a.ingestor.ingest([SAMPLE_KB], "hr")
    yield apps
    for a in apps.values():
        a.close()


def test_same_dates(both: dict[str, Knowdesk]) -> None:
    views = {n: [asdict(v) for v in a.document_dates.list("hr")] for n, a in both.items()}
    assert views["sqlite"] == views["postgres"]
    assert any(v["document"] == V2 and v["effective_until"] == "2024-05-01" for v in views["postgres"])


def test_same_left_out_keyword_and_dense_candidates(both: dict[str, Knowdesk]) -> None:
    today = date.today().isoformat()
    skips = {n: a.document_dates.out_of_force(["hr"], today) for n, a in both.items()}
    assert skips["sqlite"] == skips["postgres"] and skips["sqlite"]
    kw, dense = {}, {}
    for name, a in both.items():
        hits = a.store.keyword_search("年假 请假", ["hr"], 40, skips[name])
        rows = a.store.fragments_by_rowids([r for r, _ in hits])
        kw[name] = [(rows[r].id, round(s, 6)) for r, s in hits]
        found = a.vectors.search(a.embedder.embed_query("年假有几天"), ["hr"], 40, skips[name])
        dense[name] = {i for i, _ in found}
    assert kw["sqlite"] == kw["postgres"] and kw["sqlite"]
    assert dense["sqlite"] == dense["postgres"] and len(dense["sqlite"]) == 40
    assert not any(i.startswith(tuple(skips["sqlite"])) for i, _ in kw["sqlite"])


@pytest.mark.parametrize("query", QUERIES)
@pytest.mark.parametrize("options", [{}, {"include_expired": True}, {"as_of": "2022-12-31"}])
def test_same_hybrid_retrieval_in_force(both: dict[str, Knowdesk], query: str, options: dict) -> None:
    hits = {n: a.retriever.search(query, SearchOptions(kbs=["hr"], k=8, **options)) for n, a in both.items()}
    assert_same_hits(hits["sqlite"], hits["postgres"])
    assert [h.validity for h in hits["sqlite"]] == [h.validity for h in hits["postgres"]]
    if not options.get("include_expired"):
        assert all(h.validity == "in_force" for h in hits["postgres"])


def test_admin_dates_on_postgres(both: dict[str, Knowdesk]) -> None:
    pg = both["postgres"]
    doc = next(v for v in pg.document_dates.list("hr") if v.document.startswith("薪酬福利管理制度"))
    pg.document_dates.set(doc.document_id, None, "2025-01-01", "admin")
    try:
        hits = pg.retriever.search("住房公积金缴存比例", SearchOptions(kbs=["hr"], k=5))
        assert all(h.document_id != doc.document_id for h in hits)
        shown = pg.retriever.search("住房公积金缴存比例", SearchOptions(kbs=["hr"], k=5, include_expired=True))
        assert any(h.document_id == doc.document_id and h.validity == "expired" for h in shown)
    finally:
        pg.document_dates.clear(doc.document_id)
    assert pg.document_dates.get(doc.document_id).effective_until == ""
