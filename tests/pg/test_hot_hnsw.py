"""Hot questions through pgvector's HNSW index: made per model, used on a large table, same answers as the exact scan."""

from __future__ import annotations

from pathlib import Path

from psycopg import sql

from knowdesk.app import Knowdesk
from knowdesk.hot.pg_store import hnsw_query
from tests.conftest import make_app
from tests.hot.conftest import HOT

WHO = ["员工", "新员工", "实习生", "经理", "外包人员", "研发人员", "销售", "财务", "行政", "司机"]
WHAT = ["请假", "报销差旅费", "申领电脑", "办理离职", "加班", "调岗", "开证明", "出差", "培训", "体检"]
HOW = ["怎么", "如何", "要怎样", "需要什么材料", "找谁", "走什么流程", "多久能", "在哪里", "可以线上", "有什么要求"]
ENDS = ["？", "呢", "啊", "", "吗"]
ASKS = ["研发人员如何申领笔记本电脑", "员工请假怎么办", "财务报销找谁", "司机体检要求", "新员工培训在哪里"]
TAGS = [["请假"], [], ["差旅报销"], ["IT设备"]]  # shared, none, shared, and one no question carries


def _app(tmp: Path, url: str, min_rows: int) -> Knowdesk:
    return make_app(tmp / f"w{min_rows}", hot={**HOT, "hnsw_min_rows": min_rows}, database_url=url)


def test_each_model_gets_a_partial_cosine_hnsw_index(tmp_path: Path, pg_url: str) -> None:
    app = _app(tmp_path, pg_url, 5000)
    app.hot.add("员工如何申请带薪年假", ["请假"])
    (idx,) = app.pg.query("SELECT indexdef FROM pg_indexes WHERE indexname LIKE 'hot_question_vectors_hnsw_%%'")
    d = idx["indexdef"]
    assert "USING hnsw" in d and "vector_cosine_ops" in d and "vector(256)" in d, d
    assert f"model = '{app.embedder.model_id}'" in d
    app.close()


def test_a_large_table_is_matched_through_the_index_with_the_same_results(tmp_path: Path, pg_url: str) -> None:
    exact, indexed = _app(tmp_path, pg_url, 10**9), _app(tmp_path, pg_url, 5000)
    texts = [f"{a}{c}{b}{d}" for a in WHO for b in WHAT for c in HOW for d in ENDS]
    exact.hot.add_many([(t, TAGS[i % 3], None) for i, t in enumerate(texts)])
    assert len(texts) == 5000 and not exact.hot.use_index() and indexed.hot.use_index()
    for table in ("hot_question_vectors", "hot_questions"):
        exact.pg.connect().execute(f"ANALYZE {table}")

    q = exact.hot.embed(ASKS[0])
    params = {"model": exact.embedder.model_id, "status": "active", "tags": ["请假"], "q": q, "k": 30}
    plan = exact.pg.query(sql.SQL("EXPLAIN ") + hnsw_query(exact.embedder.model_id, len(q)), params)
    assert "Index Scan using hot_question_vectors_hnsw_" in "\n".join(r["QUERY PLAN"] for r in plan)

    for ask in ASKS:
        for tags in TAGS:
            pools = [[(r["question_id"], round(float(r["cosine"]), 6)) for r in a.hot._pool(a.pg.connect(),
                      a.hot.embed(ask), tags, "active")] for a in (exact, indexed)]  # fmt: skip
            assert pools[0] == pools[1] and len(pools[0]) == 10, (ask, tags)
            found = [[(s.question_id, round(s.score, 6)) for s in a.hot.search(ask, tags)] for a in (exact, indexed)]
            assert found[0] == found[1], (ask, tags)
    hits = [a.hot.match("研发人员如何申领电脑？", ["IT设备"]) for a in (exact, indexed)]
    assert hits[0] is not None and hits[1] is not None and hits[0].question_id == hits[1].question_id
    assert exact.hot.get(hits[0].question_id).call_count == 2  # counted once by each worker
    exact.close()
    indexed.close()


def test_upgrade_indexes_the_vectors_already_stored(tmp_path: Path, pg_url: str) -> None:
    """A database at migration 0007 holding hot questions gets their model's index from 0008."""
    from knowdesk.stores.postgres.migrations import upgrade

    app = _app(tmp_path, pg_url, 5000)
    app.hot.add("员工如何申请带薪年假", ["请假"])
    with app.pg.transaction() as tx:  # back to 0007, as a database upgraded before this feature
        tx.execute("DROP FUNCTION knowdesk_hot_vector_index(text, integer)")
        for r in tx.execute("SELECT indexname FROM pg_indexes WHERE indexname LIKE 'hot_question%%'").fetchall():
            if r["indexname"].startswith(("hot_question_vectors_hnsw_", "hot_questions_untagged")):
                tx.execute(f"DROP INDEX {r['indexname']}")
        tx.execute("DELETE FROM knowdesk_schema WHERE version = 8")
    assert upgrade(app.pg) == ["0008_hot_question_hnsw"]
    assert app.pg.query("SELECT 1 FROM pg_indexes WHERE indexname LIKE 'hot_question_vectors_hnsw_%%'")
    app.close()
