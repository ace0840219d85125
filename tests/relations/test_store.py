"""The Kuzu store and the table → graph build: merging, typed lookups, paths, top-N, clause numbers."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

from knowdesk.app import Knowdesk
from knowdesk.relations.base import Entity, Relation, Source, is_entity_name
from knowdesk.relations.build import pipe_tables, table_facts
from knowdesk.relations.kuzu_store import KuzuGraphStore
from knowdesk.relations.mapping import DEFAULT_MAPPING, load_mapping
from tests.conftest import ROOT

SRC = Source("frag-1", "doc-1", "组织架构与审批关系", "工作表：组织架构", "hr", "2024-05-01", "xlsx")


def test_upsert_merges_labels_and_props(tmp_path: Path) -> None:
    g = KuzuGraphStore(tmp_path / "g.kuzu")
    g.upsert([Entity("星河科技", "客户", props={"a": 1}, source=SRC)], [])
    g.upsert([Entity("星河科技", "供应商", props={"b": 2}, source=SRC)], [])
    e = g.entity("星河科技")
    assert e is not None and set(e.labels) == {"客户", "供应商"} and e.props == {"a": 1, "b": 2}
    assert e.source.fragment_id == "frag-1"
    g.close()


def test_relations_paths_and_clear(tmp_path: Path) -> None:
    g = KuzuGraphStore(tmp_path / "g.kuzu")
    people = [Entity(n, "员工", source=SRC) for n in ("甲", "乙", "丙", "丁")]
    rels = [Relation("甲", "上级", "乙", source=SRC, valid_from="2024-05-01"), Relation("乙", "上级", "丙", source=SRC),
            Relation("丙", "上级", "丁", source=SRC)]  # fmt: skip
    g.upsert(people, rels)
    g.upsert([], [Relation("甲", "上级", "乙", source=SRC, valid_from="2024-06-01")])  # same edge: updated, not doubled
    assert g.count() == (4, 3)
    [fact] = g.relations("甲", "上级")
    assert fact.object is not None and fact.object.name == "乙" and fact.source.section == "工作表：组织架构"
    assert [f.subject.name for f in g.relations("乙", "上级", "in")] == ["甲"]
    assert len(g.paths("甲", "丁", 3)[0]) == 3
    assert g.paths("甲", "丁", 2) == []
    g.clear("hr")
    assert g.count() == (0, 0)
    g.close()


def test_clause_numbers_are_never_entities() -> None:
    assert not is_entity_name("第十二条")
    assert not is_entity_name("第3章")
    assert not is_entity_name("380")
    assert is_entity_name("李明")
    spec = DEFAULT_MAPPING.tables[1]
    rows = [["事项", "审批人", "部门"], ["第十四条", "李明", "人力资源部"], ["请假", "第5条", "人力资源部"]]
    ents, rels = table_facts(spec, rows, SRC)
    assert rels == [] and {e.name for e in ents} == {"请假"}


def test_pipe_tables_parse_rendered_fragments() -> None:
    body = "说明文字\n| 姓名 | 上级 |\n|---|---|\n| 李明 | 郑伟 |\n\n备注"
    assert pipe_tables(body) == [[["姓名", "上级"], ["李明", "郑伟"]]]


def test_shipped_mapping_file_matches_the_default() -> None:
    path = ROOT / "examples" / "graph_mapping.json"
    assert load_mapping(path) == DEFAULT_MAPPING
    assert json.loads(path.read_text(encoding="utf-8"))["tables"][0]["match"] == ["姓名", "上级"]


def test_sample_workbook_builds_all_three_sheets(graph_app: Knowdesk) -> None:
    g = graph_app.graph_store
    assert set(g.relation_types()) == {"上级", "所属部门", "审批人", "供应商"}
    top = g.top_by("客户", "年采购额（万元）", 3)
    assert [e.name for e in top] == ["星河科技有限公司", "深圳鹏达电脑有限公司", "广州明远零售集团"]
    assert top[0].props["年采购额（万元）"] == 1205  # 380 + 520 + 260 + 45
    li = g.entity("李明")
    assert li is not None and li.props["部门"] == "人力资源部" and li.source.section == "工作表：组织架构"
    [rel] = g.relations("李明", "上级")
    assert rel.source.document == "组织架构与审批关系" and rel.source.updated


def test_top_n_without_a_mapped_sum_uses_a_numeric_property(tmp_path: Path) -> None:
    from knowdesk.relations.mapping import GraphMapping
    from knowdesk.relations.retrieve import GraphRetriever

    g = KuzuGraphStore(tmp_path / "g.kuzu")
    src = Source("f", "d", "合作伙伴", "工作表：伙伴", "kb", "2024-01-01", "xlsx")
    g.upsert([Entity(n, "伙伴", props={"评分": v}, source=src) for n, v in (("甲公司", 3), ("乙公司", 9), ("丙公司", 5))]
             + [Entity("丁供应", "供应商", source=src)],
             [Relation("乙公司", "供应商", "丁供应", source=src)])  # fmt: skip
    readable = lambda ids: {i: SimpleNamespace(kb="kb", sensitive=False) for i in ids}  # noqa: E731
    [hit] = GraphRetriever(g, GraphMapping(), readable).search("排名前1的伙伴与哪些供应商有关联")
    assert "乙公司" in hit.body and "丁供应" in hit.body and "甲公司" not in hit.body
    g.close()
