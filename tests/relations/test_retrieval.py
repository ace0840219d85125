"""Seed 003's relation questions answered from the sample workbook, citing the sheet; llm-mode Cypher and extraction."""

from __future__ import annotations

import json

from knowdesk.app import Knowdesk
from knowdesk.relations.base import Source
from knowdesk.relations.entities import GraphEntities
from knowdesk.relations.extract import TripleExtractor
from knowdesk.relations.mapping import DEFAULT_MAPPING
from knowdesk.relations.retrieve import GraphRetriever
from tests.scripted import ScriptedChat

DOC = "组织架构与审批关系"


def test_top3_customers_and_their_suppliers(graph_app: Knowdesk) -> None:
    [hit] = graph_app.graph_retriever.search("排名前 3 的客户与哪些供应商有关联？")
    assert (hit.document, hit.section, hit.format) == (DOC, "工作表：客户供应商关系", "xlsx")
    body = hit.body
    for customer in ("星河科技有限公司", "深圳鹏达电脑有限公司", "广州明远零售集团"):
        assert customer in body
    assert "杭州云帆物流有限公司" not in body  # 4th by 年采购额
    for supplier in ("华南云数据服务有限公司", "途安商旅服务有限公司", "东莞精工电子科技有限公司"):
        assert supplier in body
    assert hit.fragment_id == graph_app.store.kb_fragments(["hr"])[2].id  # cites the real fragment


def test_boss_of_a_named_employee(graph_app: Knowdesk) -> None:
    [hit] = graph_app.graph_retriever.search("李明的上级是谁？")
    assert hit.section == "工作表：组织架构" and hit.document == DOC
    assert "李明的上级是郑伟" in hit.body
    [sub] = graph_app.graph_retriever.search("李明有哪些下属？")
    assert all(n in sub.body for n in ("王芳", "何静", "吴敏"))


def test_who_approves_an_item_named_loosely(graph_app: Knowdesk) -> None:
    [hit] = graph_app.graph_retriever.search("IT设备申领由谁审批？")
    assert hit.section == "工作表：审批关系"
    assert "赵强" in hit.body and "IT部" in hit.body and "周涛" not in hit.body


def test_paths_and_unknown_names(graph_app: Knowdesk) -> None:
    hits = graph_app.graph_retriever.search("徐婷和陈建国是什么关系？")
    assert hits
    assert "黄磊" in hits[0].body and "周涛" in hits[0].body
    assert graph_app.graph_retriever.search("张三的上级是谁？") == []


def test_who_is_from_the_org_chart(graph_app: Knowdesk) -> None:
    who = GraphEntities(graph_app.graph_store, graph_app.store.fragments_by_ids)
    text = who.who_is("李明")
    assert text is not None and "人力资源部" in text and "人力资源总监" in text and "郑伟" in text
    assert "工作表：组织架构" in text
    assert who.who_is("张三") is None


def test_llm_cypher_is_validated_and_hostile_cypher_falls_back(graph_app: Knowdesk) -> None:
    hostile = json.dumps({"cypher": "MATCH (n) /* x */ DETACH DELETE n"})
    model = ScriptedChat(replies=[hostile])
    r = GraphRetriever(graph_app.graph_store, DEFAULT_MAPPING, graph_app.store.fragments_by_ids, model)
    before = graph_app.graph_store.count()
    [hit], trace = r.search_traced("李明的上级是谁？")
    assert "郑伟" in hit.body and any("拒绝" in t for t in trace)
    assert graph_app.graph_store.count() == before

    good = "MATCH (a:Entity)-[r:Rel]->(b:Entity) WHERE a.name = '赵强' AND r.type = '上级' RETURN a, r, b"
    model = ScriptedChat(replies=[json.dumps({"cypher": good})])
    r = GraphRetriever(graph_app.graph_store, DEFAULT_MAPPING, graph_app.store.fragments_by_ids, model)
    [hit], trace = r.search_traced("赵强向谁汇报？")
    assert "赵强的上级是周涛" in hit.body and hit.section == "工作表：组织架构"
    assert "LIMIT 50" in trace[0] and "Rel" in model.prompts[0]


def test_triple_extraction_keeps_source_and_skips_clause_numbers() -> None:
    reply = json.dumps({"triples": [
        {"subject": "赵强", "subject_type": "员工", "relation": "负责", "object": "IT设备采购", "object_type": "事项"},
        {"subject": "第十二条", "relation": "规定", "object": "年假"},
    ]}, ensure_ascii=False)  # fmt: skip
    src = Source("f9", "d9", "企业IT设备管理规范V2.0", "第3章", "hr", "2024-05-01", "pdf")
    ents, rels = TripleExtractor(ScriptedChat(replies=[reply, "garbage"])).extract("……", src)
    assert [(r.subject, r.type, r.object) for r in rels] == [("赵强", "负责", "IT设备采购")]
    assert {e.name for e in ents} == {"赵强", "IT设备采购"}
    assert rels[0].source.fragment_id == "f9" and rels[0].valid_from == "2024-05-01"
    assert TripleExtractor(ScriptedChat(replies=["garbage"])).extract("……", src) == ([], [])
