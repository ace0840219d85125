"""Hybrid retrieval on the sample KB: ranking features, conflicts, scopes and filters."""

from __future__ import annotations

import pytest

from knowdesk.errors import NotFoundError
from knowdesk.models import SearchHit
from knowdesk.retrieval.hybrid import SearchOptions, resolve_conflicts
from knowdesk.retrieval.ranking import question_kind, topic_key
from knowdesk.stores.contracts.documents import FragmentRow
from tests.conftest import SAMPLE_KB, make_app


@pytest.fixture(scope="module")
def hr(tmp_path_factory):
    a = make_app(tmp_path_factory.mktemp("hr") / "data")
    a.ingestor.ingest([SAMPLE_KB], "hr")
    yield a
    a.close()


def test_finds_the_rule_and_cites_its_document(hr):
    hits = hr.retriever.search("研发人员如何申领笔记本电脑", SearchOptions(kbs=["hr"], k=5))
    assert hits[0].document.startswith("企业IT设备管理规范")
    assert hits[0].text.startswith("【文档名称】：企业IT设备管理规范")
    assert {"bm25", "dense", "fused", "format", "recency", "tags", "title"} <= set(hits[0].scores) | {"bm25", "dense"}


def test_conflicting_versions_come_together_newest_first(hr):
    # V3.1 repeals V2.0: by default V2.0 is not searched at all (tests/validity); shown, the conflict rule orders them
    hits = hr.retriever.search("员工年假有几天", SearchOptions(kbs=["hr"], k=5, include_expired=True))
    leave = [h for h in hits if h.document.startswith("员工请假管理制度")]
    assert {h.version for h in leave} >= {"V3.1"} and len({h.document for h in leave}) == 2
    assert leave[0].document.startswith("员工请假管理制度V3.1")
    assert leave[0].updated > leave[-1].updated
    assert all(h.conflicts_with for h in leave)
    assert {h.validity for h in leave if "V2.0" in h.document} == {"expired"}
    current = hr.retriever.search("员工年假有几天", SearchOptions(kbs=["hr"], k=5))
    assert all("V2.0" not in h.document and not h.conflicts_with for h in current if "请假" in h.document)


def test_sensitive_fragments_need_permission(hr):
    q = "P6职级的基本工资区间是多少"
    assert all(not h.sensitive for h in hr.retriever.search(q, SearchOptions(kbs=["hr"], k=10)))
    allowed = hr.retriever.search(q, SearchOptions(kbs=["hr"], k=10, allow_sensitive=True))
    assert any(h.sensitive and "薪资等级表" in h.document for h in allowed)


def test_tag_filter_and_scopes(hr):
    hits = hr.retriever.search("报销", SearchOptions(kbs=["hr"], k=10, tags=["差旅报销"]))
    assert hits and all("差旅报销" in h.tags for h in hits)
    hr.store.create_kb("empty")
    assert hr.retriever.search("年假", SearchOptions(kbs=["empty"])) == []
    hr.store.create_group("all", ["hr", "empty"])
    assert hr.store.resolve_scope(group="all") == ["empty", "hr"]
    assert hr.retriever.search("年假", SearchOptions(kbs=hr.store.resolve_scope(group="all")))
    with pytest.raises(NotFoundError):
        hr.store.resolve_scope(kb="nope")


def test_question_kinds_and_topic_keys():
    assert question_kind("2024年一线城市住宿标准是多少") == "data"
    assert question_kind("请假的流程是什么") == "process"
    assert question_kind("试用期员工能否申请晋升") == "rule"
    assert topic_key("员工请假管理制度V3.1") == topic_key("员工请假管理制度V2.0（2022-03-01）")
    assert topic_key("公司法(2018-10-26)") == topic_key("公司法(2023-12-29)")
    assert topic_key("差旅费报销标准2024") == topic_key("差旅费报销标准2022")
    assert topic_key("离职管理办法") != topic_key("员工请假管理制度V3.1")


def _hit(doc: str, updated: str, score: float, doc_id: str) -> SearchHit:
    return SearchHit(fragment_id=doc_id + "-0", document_id=doc_id, document=doc, version=None, updated=updated,
                     section="s", content_type="text", format="txt", text="t", body="b", tags=[], kb="k", score=score)  # fmt: skip


def test_resolve_conflicts_pulls_in_the_newer_version():
    ranked = [_hit("制度V2.0", "2022-03-01", 0.9, "old"), _hit("其他A", "2023-01-01", 0.8, "a"),
              _hit("其他B", "2023-01-01", 0.7, "b"), _hit("制度V3.1", "2024-05-01", 0.1, "new")]  # fmt: skip
    top = resolve_conflicts(ranked, k=3)
    assert [h.document_id for h in top] == ["new", "old", "a"]
    assert top[0].conflicts_with == ["制度V2.0"]


def _row(fid: str, doc: str, fmt: str) -> FragmentRow:
    return FragmentRow(id=fid, rowid=0, document_id=fid, kb="k", section="s", content_type="text", page=None,
                       header="h", body="b", tags=[], sensitive=False, embed_hash="", document=doc,
                       version=None, updated="2024-01-01", format=fmt)  # fmt: skip


@pytest.mark.parametrize(("gap", "first"), [(0.002, "sheet"), (0.03, "text")])
def test_format_fitness_reorders_near_ties_only(hr, gap, first):
    """Issue 17 item 3: a data question prefers the spreadsheet when the two are within a bonus of each
    other (fused scores are in cosine units), but a clear lead in relevance is not overturned."""
    cands = [_row("text", "出差说明", "txt"), _row("sheet", "出差明细", "xlsx")]
    fused = {"text": 0.0, "sheet": -gap}
    hits = hr.retriever._rank("出差的住宿金额是多少", cands, fused, {}, k=2)
    assert question_kind("出差的住宿金额是多少") == "data"
    assert hits[0].document_id == first


def test_coverage_from_held_word_lists_ranks_as_from_the_fragments_words(hr, monkeypatch):
    """The hybrid search takes lexical coverage from the keyword search's held lists when it has them; without
    them (PostgreSQL, FTS5 ranking directly) it reads the candidates' words: the same hits and scores."""
    from knowdesk.stores.keyword_terms import KeywordMatch

    queries = ["研发人员如何申领笔记本电脑", "员工年假有几天", "V3.1 请假制度", "出差住宿标准"]
    opts = SearchOptions(kbs=["hr"], k=8)
    with monkeypatch.context() as m:
        m.setattr(hr.store, "indexed_words", lambda rowids: pytest.fail("read the candidates' words"))
        held = {q: hr.retriever.search(q, opts) for q in queries}
    real = hr.store.keyword_match
    monkeypatch.setattr(
        hr.store, "keyword_match", lambda *a, **k: KeywordMatch(real(*a, **k).hits, real(*a, **k).terms)
    )
    for q in queries:
        read = hr.retriever.search(q, opts)
        assert [(h.fragment_id, h.score, h.scores) for h in read] == [
            (h.fragment_id, h.score, h.scores) for h in held[q]
        ]
