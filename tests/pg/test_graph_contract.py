"""The GraphStore contract on Kuzu and on PostgreSQL: same merges, lookups, paths and retrieval answers."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from knowdesk.errors import ConfigError
from knowdesk.relations.base import Entity, GraphStore, Relation, Source
from knowdesk.relations.kuzu_store import KuzuGraphStore
from knowdesk.relations.pg_store import PgGraphStore
from knowdesk.relations.service import build_graph_for_kb
from knowdesk.stores.postgres.db import PgDatabase
from tests.conftest import SAMPLE_KB, make_app

SRC = Source("frag-1", "doc-1", "组织架构与审批关系", "工作表：组织架构", "hr", "2024-05-01", "xlsx")
QUESTIONS = ["李明的上级是谁", "请假审批由谁负责", "前三名的客户与哪些供应商有关联", "郑伟的下属有哪些"]
# Paths differ on purpose: Kuzu's `*1..3` walks may reuse an edge (郑伟→总裁办→郑伟→李明); PostgreSQL's
# CTE returns trails. The shortest path is the same; see test_paths_agree_on_the_shortest.


@pytest.fixture(params=["kuzu", "postgres"])
def backend(request: pytest.FixtureRequest) -> str:
    return request.param


@pytest.fixture
def graph(backend: str, request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[GraphStore]:
    if backend == "kuzu":
        g = KuzuGraphStore(tmp_path / "g.kuzu")
        yield g
        g.close()
        return
    db = PgDatabase(request.getfixturevalue("pg_url"))
    yield PgGraphStore(db)
    db.close()


def test_upsert_merges_labels_and_props(graph: GraphStore) -> None:
    graph.upsert([Entity("星河科技", "客户", props={"a": 1}, source=SRC)], [])
    graph.upsert([Entity("星河 科技", "供应商", aliases=["星河"], props={"b": 2}, source=SRC)], [])
    e = graph.entity("星河科技")
    assert e is not None and set(e.labels) == {"客户", "供应商"} and e.props == {"a": 1, "b": 2}
    assert e.source.fragment_id == "frag-1" and e.aliases == ["星河"]
    assert graph.entity("星河") is not None and graph.entity("不存在") is None
    assert [x.name for x in graph.find_entities("星河科技的供应商")] == ["星河科技"]


def test_relations_paths_and_clear(graph: GraphStore) -> None:
    people = [Entity(n, "员工", source=SRC, props={"绩效": i}) for i, n in enumerate(("甲", "乙", "丙", "丁"))]
    rels = [Relation("甲", "上级", "乙", source=SRC, valid_from="2024-05-01"), Relation("乙", "上级", "丙", source=SRC),
            Relation("丙", "上级", "丁", source=SRC), Relation("甲", "审批", "丙", source=SRC),
            Relation("甲", "上级", "不存在", source=SRC)]  # fmt: skip
    graph.upsert(people, rels)
    graph.upsert([], [Relation("甲", "上级", "乙", source=SRC, valid_from="2024-06-01")])  # same edge: updated
    assert graph.count() == (4, 4)
    [fact] = graph.relations("甲", "上级")
    assert fact.object is not None and fact.object.name == "乙" and fact.source.section == "工作表：组织架构"
    assert [f.subject.name for f in graph.relations("乙", "上级", "in")] == ["甲"]
    assert sorted((f.subject.name, f.type, f.object.name) for f in graph.neighbours("丙") if f.object) == [
        ("丙", "上级", "丁"), ("乙", "上级", "丙"), ("甲", "审批", "丙")]  # fmt: skip
    shortest = graph.paths("甲", "丁", 3)
    assert [len(p) for p in shortest][:1] == [2]
    assert [(f.subject.name, f.object.name) for f in shortest[0] if f.object] == [("甲", "丙"), ("丙", "丁")]
    assert graph.paths("甲", "丁", 1) == []
    assert [e.name for e in graph.top_by("员工", "绩效", 2)] == ["丁", "丙"]
    assert graph.relation_types() == ["上级", "审批"]
    graph.clear("hr")
    assert graph.count() == (0, 0)


def test_generated_cypher_is_refused_on_postgres(pg_url: str) -> None:
    db = PgDatabase(pg_url)
    with pytest.raises(ConfigError, match="Kuzu"):
        PgGraphStore(db).read_cypher("MATCH (n) RETURN n")
    db.close()


def test_same_graph_and_answers_from_the_sample_workbook(tmp_path: Path, pg_url: str) -> None:
    src = tmp_path / "kb"
    src.mkdir()
    shutil.copy(SAMPLE_KB / "组织架构与审批关系.xlsx", src)
    seen = {}
    for name, url in (("kuzu", None), ("postgres", pg_url)):
        app = make_app(tmp_path / name, database_url=url, embedding={"provider": "hashing", "fast_provider": "none"})
        assert isinstance(app.graph_store, PgGraphStore) == (url is not None)
        app.ingestor.ingest([src], "hr")
        build_graph_for_kb(app.relation_parts, "hr")
        g = app.graph_store
        answers = [[h.text for h in app.graph_retriever.search(q)] for q in QUESTIONS]
        seen[name] = (g.count(), g.relation_types(), answers)
        app.close()
    assert seen["kuzu"][:2] == seen["postgres"][:2]
    for q, a, b in zip(QUESTIONS, seen["kuzu"][2], seen["postgres"][2], strict=True):
        assert a == b, q
    assert seen["kuzu"][0][1] > 10 and any(seen["kuzu"][2])


def test_paths_agree_on_the_shortest(graph: GraphStore) -> None:
    people = [Entity(n, "员工", source=SRC) for n in ("李明", "郑伟")] + [
        Entity(n, "部门", source=SRC) for n in ("人力资源部", "总裁办")
    ]
    rels = [Relation("李明", "上级", "郑伟", source=SRC), Relation("李明", "所属部门", "人力资源部", source=SRC),
            Relation("郑伟", "所属部门", "总裁办", source=SRC)]  # fmt: skip
    graph.upsert(people, rels)
    [first, *_] = graph.paths("郑伟", "李明", 3, 5)
    assert [(f.subject.name, f.type, f.object.name) for f in first if f.object] == [("李明", "上级", "郑伟")]


def test_one_name_in_two_bases_is_two_nodes_and_reads_stay_in_scope(graph: GraphStore) -> None:
    """The same person in `hr` and `secret` never shares properties, relations or paths across bases."""
    secret = Source("frag-9", "doc-9", "机密名单", "工作表：组织架构", "secret", "2024-05-01", "xlsx")
    graph.upsert([Entity("李明", "员工", props={"部门": "人力资源部"}, source=SRC), Entity("郑伟", "员工", source=SRC)],
                 [Relation("李明", "上级", "郑伟", source=SRC)])  # fmt: skip
    graph.upsert([Entity("李明", "员工", props={"部门": "北极星项目组", "绩效": 9}, source=secret),
                  Entity("钱多多", "员工", source=secret)], [Relation("李明", "上级", "钱多多", source=secret)])  # fmt: skip
    assert graph.count() == (4, 2)
    hr = graph.entity("李明", ["hr"])
    assert hr is not None and hr.props == {"部门": "人力资源部"} and hr.source.kb == "hr"
    assert graph.entity("钱多多", ["hr"]) is None and graph.entity("钱多多", ["secret"]) is not None
    assert [f.object.name for f in graph.relations("李明", "上级", kbs=["hr"]) if f.object] == ["郑伟"]
    assert [f.subject.name for f in graph.relations(None, "上级", kbs=["hr"])] == ["李明"]
    assert [f.object.name for f in graph.neighbours("李明", kbs=["hr"]) if f.object] == ["郑伟"]
    assert [e.name for e in graph.find_entities("李明和钱多多", kbs=["hr"])] == ["李明"]
    assert graph.paths("郑伟", "钱多多", 3, kbs=["hr", "secret"]) == []  # no path through the shared name
    assert graph.top_by("员工", "绩效", 3, kbs=["hr"]) == []
    assert {e.source.kb for e in graph.labelled("员工", kbs=None)} == {"hr", "secret"}
    graph.clear("secret")
    assert graph.count() == (2, 1) and graph.entity("李明", ["secret"]) is None


def test_a_graph_written_before_nodes_belonged_to_one_base_is_rebuilt(tmp_path: Path, request: pytest.FixtureRequest,
                                                                       backend: str) -> None:  # fmt: skip
    """Old graphs shared one node per name across bases; opening the app rebuilds them from the fragments."""
    from knowdesk.relations.service import graph_has_data

    src = tmp_path / "kb"
    src.mkdir()
    shutil.copy(SAMPLE_KB / "组织架构与审批关系.xlsx", src)
    url = request.getfixturevalue("pg_url") if backend == "postgres" else None
    app = make_app(tmp_path / "data", database_url=url, embedding={"provider": "hashing", "fast_provider": "none"})
    app.ingestor.ingest([src], "hr")
    g = app.graph_store
    if backend == "kuzu":
        g._rows(
            "CREATE (n:Entity {id:'李明', name:'李明', type:'员工', kb:'hr', props:'{\"部门\": \"北极星项目组\"}'})"
        )
    else:
        with g.db.transaction() as tx:
            tx.execute("""INSERT INTO graph_entities(id, name, type, labels, aliases, props, kb)
                          VALUES ('李明', '李明', '员工', '{}', '{}', '{"部门": "北极星项目组"}', 'hr')""")
    assert g.legacy_kbs() == ["hr"]
    assert graph_has_data(app.relation_parts)
    assert g.legacy_kbs() == [] and g.count()[1] > 10
    li = g.entity("李明", ["hr"])
    assert li is not None and li.props["部门"] == "人力资源部"
    app.close()
