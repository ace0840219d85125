"""The VectorIndex contract on Chroma and on pgvector: same neighbours, same cosine scores."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from knowdesk.embeddings.hashing import HashingEmbeddings
from knowdesk.stores.postgres.db import PgDatabase
from knowdesk.stores.postgres.vectors import PgVectorIndex
from knowdesk.stores.vectors import ChromaVectorIndex, VectorIndex

QUERIES = ["年假有几天", "差旅住宿标准", "离职交接", "电脑报废流程", "新员工入职材料"]
TEXTS = [
    "员工每年享有带薪年假五天，工作满十年增加到十天。",
    "病假需要提供医院证明，工资按基本工资的百分之八十发放。",
    "一线城市住宿标准每晚六百元，二线城市四百五十元。",
    "离职员工须在最后工作日前完成工作交接和资产归还。",
    "笔记本电脑使用满四年可申请报废，由IT部门评估。",
    "新员工入职需携带身份证、学历证明和体检报告。",
    "差旅交通：高铁二等座，八小时以上可乘飞机经济舱。",
    "晋升评估每年一次，由部门经理和人力资源部共同评定。",
]


@pytest.fixture(params=["chroma", "pgvector"])
def index(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[VectorIndex]:
    if request.param == "chroma":
        yield ChromaVectorIndex(tmp_path / "chroma", "hashing-test")
        return
    db = PgDatabase(request.getfixturevalue("pg_url"))
    yield PgVectorIndex(db, "hashing-test")
    db.close()


def _load(index: VectorIndex) -> HashingEmbeddings:
    emb = HashingEmbeddings()
    vecs = np.asarray(emb.embed_passages(TEXTS), dtype=np.float32)
    ids = [f"f{i}" for i in range(len(TEXTS))]
    index.upsert(
        ids, vecs, ["a" if i % 2 == 0 else "b" for i in range(len(TEXTS))], [f"d{i}" for i in range(len(TEXTS))]
    )
    return emb


def test_empty_index(index: VectorIndex) -> None:
    assert index.count() == 0 and index.all_ids() == []
    assert index.search(np.ones(256, dtype=np.float32) / 16, None, 5) == []
    index.delete(["nothing"])


def test_upsert_delete_count(index: VectorIndex) -> None:
    emb = _load(index)
    assert index.count() == len(TEXTS)
    assert sorted(index.all_ids()) == [f"f{i}" for i in range(len(TEXTS))]
    again = np.asarray(emb.embed_passages(TEXTS[1:2]), dtype=np.float32)
    index.upsert(["f0"], again, ["a"], ["d0"])  # same id again: replaced, not doubled (ids embed their kb)
    assert index.count() == len(TEXTS)
    assert index.search(again[0], ["a"], 1)[0][0] in {"f0", "f1"}
    index.delete(["f0", "f1"])
    assert index.count() == len(TEXTS) - 2


@pytest.mark.parametrize("kbs", [None, ["a"], ["a", "b"]])
def test_exact_neighbours_and_scores(index: VectorIndex, kbs: list[str] | None) -> None:
    emb = _load(index)
    m = np.asarray(emb.embed_passages(TEXTS), dtype=np.float32)
    for q in QUERIES:
        qv = np.asarray(emb.embed_query(q), dtype=np.float32)
        got = index.search(qv, kbs, 3)
        scores = m @ qv
        allowed = [i for i in range(len(TEXTS)) if kbs is None or ("a" if i % 2 == 0 else "b") in kbs]
        want = sorted((float(scores[i]) for i in allowed), reverse=True)[:3]
        assert [s for _, s in got] == pytest.approx(want, abs=1e-5)  # ids may swap only on exact ties
        for fid, s in got:
            i = int(fid[1:])
            assert i in allowed and s == pytest.approx(float(scores[i]), abs=1e-5)


def test_pgvector_deferred_index_loads_then_builds_hnsw(pg_url: str) -> None:
    """Bulk loads drop the HNSW index and build it once at the end; searches stay right throughout."""
    db = PgDatabase(pg_url)
    index = PgVectorIndex(db, "hashing-deferred")
    emb = HashingEmbeddings()
    vecs = emb.embed_passages(TEXTS)
    ids = [f"f{i}" for i in range(len(TEXTS))]

    def has_hnsw() -> bool:
        return db.query_one("SELECT 1 FROM pg_indexes WHERE indexname = %s", (f"{index.table}_hnsw",)) is not None

    with index.deferred_index(emb.dim):
        assert not has_hnsw()
        index.upsert(ids, vecs, ["kb"] * len(ids), ["d"] * len(ids))
        during = index.search(emb.embed_query(QUERIES[0]), ["kb"], 3)  # an exact scan meanwhile
    assert has_hnsw()
    assert index.search(emb.embed_query(QUERIES[0]), ["kb"], 3) == during and during[0][0] == "f0"
    db.close()
