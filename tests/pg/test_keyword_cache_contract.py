"""PostgreSQL keyword search from per-word lists kept in memory (`stores/postgres/keyword_cache.py`): the SQL
ranking's hits and scores, and never a stale list after a write by this worker or another, or one rolled back."""

from __future__ import annotations

from pathlib import Path

import pytest

from knowdesk.app import Knowdesk
from knowdesk.stores.postgres import keyword, keyword_cache
from tests.conftest import SAMPLE_KB, make_app
from tests.pg.test_documents_contract import QUERIES


def _agree(app: Knowdesk, queries: list[str], kbs: list[str] | None = None, limit: int = 40) -> int:
    """Cached vs SQL (pruned and not): the same fragments in the same order, scores equal to 1e-9; the count of
    queries the kept lists ranked (the rest had a phrase)."""
    kept = 0
    store = app.store
    for q in queries:
        cached = store.keyword_match(q, kbs, limit)
        direct = store.keyword_match(q, kbs, limit, cache=False)
        full = keyword.keyword_search(app.pg, q, kbs, limit, prune=False)
        for other in (direct.hits, full):
            assert [r for r, _ in cached.hits] == [r for r, _ in other], q
            assert all(abs(a - b) < 1e-9 for (_, a), (_, b) in zip(cached.hits, other, strict=True)), q
        assert [(t, round(w, 12)) for t, w in cached.terms] == [(t, round(w, 12)) for t, w in direct.terms], q
        kept += all(len(t) == 1 for t, _ in direct.terms)
    return kept


@pytest.fixture
def app(tmp_path: Path, pg_url: str):
    a = make_app(tmp_path / "a", database_url=pg_url)
    a.ingestor.ingest([SAMPLE_KB], "hr")
    yield a
    a.close()


def test_kept_lists_rank_as_sql(app: Knowdesk) -> None:
    bodies = [f.body for f in app.store.kb_fragments(["hr"])]
    queries = [b[i : i + 24] for b in bodies[:25] for i in (0, 24)] + QUERIES
    for _ in range(2):  # read, then from the kept lists
        assert _agree(app, queries, ["hr"]) > len(queries) // 2
        _agree(app, queries[:20], None, limit=5)
    assert app.store.bm25._state.postings
    skip = [d.id for d in app.store.list_documents()[:2]]  # documents not in force
    for q in QUERIES:
        cached = app.store.keyword_match(q, ["hr"], 10, skip).hits
        direct = app.store.keyword_match(q, ["hr"], 10, skip, cache=False).hits
        assert [r for r, _ in cached] == [r for r, _ in direct], q
        assert all(abs(a - b) < 1e-9 for (_, a), (_, b) in zip(cached, direct, strict=True)), q


def test_writes_by_another_worker_and_rollbacks(tmp_path: Path, app: Knowdesk, pg_url: str) -> None:
    other = make_app(tmp_path / "b", database_url=pg_url)  # another worker on the same database
    try:
        _agree(app, QUERIES)
        start = keyword_cache.generation(app.pg.connect())
        frags = app.store.kb_fragments(["hr"])
        app.store.mark_vectored_if_current([(f.id, f.embed_hash) for f in frags[:3]], "m")  # not a keyword change
        assert keyword_cache.generation(app.pg.connect()) == start
        with pytest.raises(RuntimeError), app.pg.transaction() as tx:
            tx.execute("DELETE FROM fragments WHERE rowid = %s", (frags[0].rowid,))
            raise RuntimeError("roll back")
        assert keyword_cache.generation(app.pg.connect()) == start
        other.store.create_kb("more")
        other.ingestor.ingest([SAMPLE_KB / "新员工入职指南.md"], "more")  # counts and IDFs change for every word
        assert keyword_cache.generation(app.pg.connect()) != start
        _agree(app, QUERIES)
        with other.pg.transaction() as tx:
            other.store.delete_document(tx, other.store.list_documents("more")[0].id)
        _agree(app, QUERIES, None)
        other.store.delete_kb("more")
        _agree(app, QUERIES, None)
    finally:
        other.close()
