"""The DocumentStore contract, on SQLite and on PostgreSQL: same behaviour, same results.

Behaviour tests run once per backend; the comparison tests ingest examples/hr_docs into both
(HashingEmbeddings) and require identical documents, fragments and keyword-search rankings.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from knowdesk.app import Knowdesk
from knowdesk.errors import ConflictError, NotFoundError
from tests.conftest import SAMPLE_KB, make_app
from tests.pg.compare import assert_same_hits

QUERIES = [
    "年假有几天",
    "病假工资怎么算",
    "差旅住宿标准 一线城市",
    "离职交接流程",
    "新员工入职需要带什么材料",
    "笔记本电脑 报废",
    "V3.1 请假审批",
    "晋升 评估 等级",
    "IT设备 领用",
    "被炒鱿鱼了 有补偿吗",  # 炒鱿鱼 is in no fragment: searched by its other wordings (辞退, 开除…)
    "xyzzy 不存在的词",
]


def _open(backend: str, tmp: Path, url: str | None) -> Knowdesk:
    return make_app(tmp / backend, database_url=url) if backend == "postgres" else make_app(tmp / backend)


@pytest.fixture(scope="module")
def both(pg_module_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Knowdesk]]:
    """examples/hr_docs ingested into SQLite/Chroma and into PostgreSQL/pgvector."""
    tmp = tmp_path_factory.mktemp("contract")
    apps = {b: _open(b, tmp, pg_module_url) for b in ("sqlite", "postgres")}
    for a in apps.values():
        a.ingestor.ingest([SAMPLE_KB], "hr")
    yield apps
    for a in apps.values():
        a.close()


# ---------------------------------------------------------------- behaviour, per backend
def test_knowledge_bases_and_groups(app_on: Knowdesk) -> None:
    s = app_on.store
    s.create_kb("b", "second")
    s.create_kb("a")
    s.create_kb("a")  # exist_ok
    with pytest.raises(ConflictError):
        s.create_kb("a", exist_ok=False)
    with pytest.raises(ConflictError):
        s.create_kb("x/y")
    assert [k["name"] for k in s.list_kbs()] == ["a", "b"]
    s.create_group("g", ["a"])
    s.add_to_group("g", ["b", "a"])
    assert s.group_kbs("g") == ["a", "b"]
    assert s.resolve_scope(group="g") == ["a", "b"]
    s.remove_from_group("g", ["a"])
    assert [g["kbs"] for g in s.list_groups()] == [["b"]]
    with pytest.raises(ConflictError):
        s.create_group("g", ["b"])
    with pytest.raises(NotFoundError):
        s.group_kbs("nope")
    with pytest.raises(ConflictError):
        s.resolve_scope(kb="a", group="g")
    s.delete_group("g")
    assert s.list_groups() == []
    assert s.delete_kb("b") == []
    assert not s.kb_exists("b")
    with pytest.raises(NotFoundError):
        s.require_kb("b")


def test_replace_is_all_or_nothing_and_deletes_cascade(app_on: Knowdesk, tmp_path: Path) -> None:
    src = tmp_path / "docs"
    src.mkdir()
    (src / "请假制度.md").write_text("# 请假\n\n年假每年五天。\n\n## 病假\n\n病假需要医院证明。\n", encoding="utf-8")
    app_on.ingestor.ingest([src], "kb")
    s = app_on.store
    (doc,) = s.list_documents("kb")
    before = [f.id for f in s.document_fragments(doc.id)]
    assert before and s.fragment_count(["kb"]) == len(before)
    with pytest.raises(RuntimeError), s.db.transaction() as tx:
        s.replace_document(tx, doc, [])
        raise RuntimeError("crash mid-document")
    assert [f.id for f in s.document_fragments(doc.id)] == before
    assert s.keyword_search("病假 证明", ["kb"], 5)
    with s.db.transaction() as tx:
        gone = s.delete_document(tx, doc.id)
    assert gone == before
    assert s.fragment_count() == 0
    assert s.keyword_search("病假 证明", None, 5) == []
    if app_on.server_mode:  # the BM25 totals the triggers keep followed the replace and the cascaded delete
        assert app_on.pg.query_one("SELECT SUM(fragments) AS n, SUM(tokens) AS t FROM keyword_totals") == {
            "n": 0,
            "t": 0,
        }


def test_vector_bookkeeping_and_cache(app_on: Knowdesk, tmp_path: Path) -> None:
    src = tmp_path / "d"
    src.mkdir()
    (src / "a.txt").write_text("报销单需要部门经理签字。", encoding="utf-8")
    app_on.ingestor.ingest([src], "kb", embed=False)
    s = app_on.store
    assert s.unvectored_count("m") == 1
    (row,) = s.unvectored("m")
    s.mark_vectored_if_current([(row.id, "another hash")], "m")
    assert s.unvectored_count("m") == 1
    s.mark_vectored_if_current([(row.id, row.embed_hash)], "m")
    assert s.unvectored_count("m") == 0 and s.unvectored_count("other") == 1
    s.cache_vectors([("h1", b"\x00\x01"), ("h1", b"ignored")], "m")
    assert s.cached_vectors(["h1", "h2"], "m") == {"h1": b"\x00\x01"}
    s.log_ingest("kb", "/x", "failed", "corrupt", "bad", 0)
    assert [e["reason"] for e in s.ingest_errors("kb")] == ["corrupt"]


def test_deleting_a_kb_drops_its_vectors_only(app_on: Knowdesk, tmp_path: Path) -> None:
    for kb in ("a", "b"):
        src = tmp_path / kb
        src.mkdir()
        (src / f"{kb}.txt").write_text(f"{kb} 报销单需要部门经理签字。", encoding="utf-8")
        app_on.ingestor.ingest([src], kb)
    qv = app_on.embedder.embed_query("报销单")
    assert {i for i, _ in app_on.vectors.search(qv, ["a"], 5)} and app_on.vectors.count() == 2
    earlier = app_on._vector_index("an-earlier-model")  # vectors kept from before a model change
    earlier.upsert(["a-1", "b-1"], np.stack([qv, qv]), ["a", "b"], ["da", "db"])
    assert app_on.previous_dense("hashing-ngram-256") is not None  # an earlier model's index in use
    app_on.delete_kb("a")
    assert app_on.vectors.search(qv, ["a"], 5) == [] and app_on.vectors.count() == 1
    assert len(app_on.vectors.search(qv, ["b"], 5)) == 1
    earlier = app_on._vector_index("an-earlier-model")
    assert [i for i, _ in earlier.search(qv, None, 5)] == ["b-1"]  # every model's vectors of "a" went


# ---------------------------------------------------------------- same data, same results
def _doc_view(a: Knowdesk) -> list[dict]:
    return [{k: v for k, v in vars(d).items() if k != "ingested_at"} for d in a.store.list_documents()]


def test_same_documents_and_fragments(both: dict[str, Knowdesk]) -> None:
    sq, pg = both["sqlite"].store, both["postgres"].store
    assert _doc_view(both["sqlite"]) == _doc_view(both["postgres"])
    strip = lambda rows: [{k: v for k, v in vars(r).items() if k != "rowid"} for r in rows]  # noqa: E731
    assert strip(sq.kb_fragments(["hr"])) == strip(pg.kb_fragments(["hr"]))
    assert sq.fragment_count() == pg.fragment_count() > 20
    no_time = lambda kbs: [{k: v for k, v in kb.items() if k != "created_at"} for kb in kbs]  # noqa: E731
    assert no_time(sq.list_kbs()) == no_time(pg.list_kbs())


@pytest.mark.parametrize("query", QUERIES)
def test_same_keyword_ranking(both: dict[str, Knowdesk], query: str) -> None:
    results = {}
    for name, a in both.items():
        hits = a.store.keyword_search(query, ["hr"], 40)  # the hybrid retriever's candidate count
        rows = a.store.fragments_by_rowids([r for r, _ in hits])
        results[name] = [(rows[r].id, round(s, 6)) for r, s in hits]
    assert results["sqlite"] == results["postgres"]
    if "xyzzy" not in query:
        assert results["sqlite"]


@pytest.mark.parametrize("query", QUERIES)
def test_same_keyword_terms_and_indexed_words(both: dict[str, Knowdesk], query: str) -> None:
    """What lexical coverage reads: the searched terms with their IDF, and each hit's indexed words."""
    results = {}
    for name, a in both.items():
        match = a.store.keyword_match(query, ["hr"], 40)
        rows = a.store.fragments_by_rowids([r for r, _ in match.hits])
        words = a.store.indexed_words([r for r, _ in match.hits])
        results[name] = ([(parts, round(idf, 9)) for parts, idf in match.terms],
                         {rows[r].id: sorted(w) for r, w in words.items()})  # fmt: skip
    assert results["sqlite"] == results["postgres"]
    if "xyzzy" not in query:
        assert results["sqlite"][0] and results["sqlite"][1]


@pytest.mark.parametrize("query", QUERIES)
def test_coverage_from_the_held_word_lists_equals_the_indexed_words(both: dict[str, Knowdesk], query: str) -> None:
    """Both kept keyword searches say which fragments hold each searched word, so the hybrid search need not read
    the candidates' words: coverage from those lists is coverage from the words, for every fragment."""
    from knowdesk.stores.keyword_terms import coverage

    for a in both.values():
        match = a.store.keyword_match(query, ["hr"], 40)
        if match.holders is None:  # a phrase on PostgreSQL: ranked in SQL, the words are read
            assert a.server_mode and any(len(parts) > 1 for parts, _ in match.terms)
            continue
        rowids = [f.rowid for f in a.store.kb_fragments(["hr"])]
        words = a.store.indexed_words(rowids)
        assert match.coverage(rowids) == [coverage(match.terms, words.get(r, set())) for r in rowids]


def test_pruned_keyword_search_is_exact(both: dict[str, Knowdesk], monkeypatch: pytest.MonkeyPatch) -> None:
    """PostgreSQL's MaxScore pruning returns what scoring every matching fragment returns, and FTS5's
    ranking, for sentences of the sample KB as queries and result counts small enough to prune."""
    from knowdesk.stores.postgres import keyword

    narrowed = []  # final passes whose candidates left some words out
    top = keyword._Scoring.top

    def spy(self: keyword._Scoring, scored: list[int], candidates: list[int]) -> list[tuple[int, float]]:
        narrowed.append(len(scored) == len(self.terms) and len(candidates) < len(scored))
        return top(self, scored, candidates)

    monkeypatch.setattr(keyword._Scoring, "top", spy)
    sq, pg = both["sqlite"].store, both["postgres"].store
    bodies = [f.body for f in pg.kb_fragments(["hr"])]
    queries = [b[i : i + 24] for b in bodies[:30] for i in (0, 24)] + QUERIES
    for q in queries:
        for limit, kbs in ((3, ["hr"]), (10, None)):
            full = keyword.keyword_search(pg.db, q, kbs, limit, prune=False)
            fast = keyword.keyword_search(pg.db, q, kbs, limit)
            assert [r for r, _ in fast] == [r for r, _ in full], q
            assert all(abs(a - b) < 1e-9 for (_, a), (_, b) in zip(fast, full, strict=True)), q
            ids = lambda store, hits: [(store.fragments_by_rowids([r])[r].id, round(s, 6)) for r, s in hits]  # noqa: E731
            assert ids(pg, fast) == ids(sq, sq.keyword_search(q, kbs, limit)), q
    assert sum(narrowed) > 10  # many searches skipped the fragments holding only common words


@pytest.mark.parametrize("query", QUERIES[:5])
def test_same_dense_neighbours(both: dict[str, Knowdesk], query: str) -> None:
    """Chroma and pgvector return the same top fragments with the same cosine for the sample KB."""
    results = {}
    for name, a in both.items():
        qv = a.embedder.embed_query(query)
        results[name] = [(i, round(s, 4)) for i, s in a.vectors.search(qv, ["hr"], 10)]
    assert results["sqlite"] == results["postgres"]
    assert len(results["sqlite"]) == 10
    # the hybrid retriever's whole candidate list (40) is the same set too: its date range feeds recency
    cut = {
        name: {i for i, _ in a.vectors.search(a.embedder.embed_query(query), ["hr"], 40)} for name, a in both.items()
    }
    assert cut["sqlite"] == cut["postgres"]


@pytest.mark.parametrize("query", QUERIES)
def test_same_hybrid_retrieval(both: dict[str, Knowdesk], query: str) -> None:
    """BM25 + fast vectors + main vectors fused and ranked: the same hits, scores and conflicts on both.

    Scores agree to 1e-4, not bit for bit (see tests/pg/compare.py)."""
    from knowdesk.retrieval.hybrid import SearchOptions

    hits = {}
    for name, a in both.items():
        assert a.fast_index is not None
        hits[name] = a.retriever.search(query, SearchOptions(kbs=["hr"], k=8))
    assert_same_hits(hits["sqlite"], hits["postgres"])
