"""Which tables describe relations, read from a small JSON mapping keyed by column names.

A table is recognised by its header (e.g. 姓名 + 上级 = an org chart), not by its sheet name,
so the same mapping works for any workbook, CSV or Markdown table laid out the same way.
The keywords say which words in a question ask for which relation (used by retrieval).
"""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import BaseModel, Field

from knowdesk.errors import ConfigError


class ColumnRef(BaseModel):
    column: str
    type: str


class EntitySpec(ColumnRef):
    props: list[str] = Field(default_factory=list, description="columns kept as entity properties")
    sum: list[str] = Field(default_factory=list, description="numeric columns summed per entity (for top-N)")


class RelationSpec(BaseModel):
    type: str
    object: ColumnRef
    props: list[str] = Field(default_factory=list, description="columns kept as relation properties")
    keywords: list[str] = Field(default_factory=list, description="question words asking subject → object")
    inverse_keywords: list[str] = Field(default_factory=list, description="question words asking object → subject")
    phrase: str = Field("{subject}的{type}是{object}", description="how a fact reads in an answer")


class TableSpec(BaseModel):
    name: str
    match: list[str] = Field(description="columns that must all be in the header")
    entity: EntitySpec
    relations: list[RelationSpec] = Field(default_factory=list)
    value_types: dict[str, str] = Field(default_factory=dict, description="cell value → entity type override")


class GraphMapping(BaseModel):
    tables: list[TableSpec] = Field(default_factory=list)

    def table_for(self, header: list[str]) -> TableSpec | None:
        cols = {h.strip() for h in header}
        return next((t for t in self.tables if all(c in cols for c in t.match)), None)

    def relation_specs(self) -> list[RelationSpec]:
        return [r for t in self.tables for r in t.relations]

    def phrases(self) -> dict[str, str]:
        return {r.type: r.phrase for r in self.relation_specs()}


DEFAULT_MAPPING = GraphMapping.model_validate(
    {
        "tables": [
            {
                "name": "组织架构", "match": ["姓名", "上级"],
                "entity": {"column": "姓名", "type": "员工", "props": ["部门", "职责"]},
                "relations": [
                    {"type": "上级", "object": {"column": "上级", "type": "员工"},
                     "keywords": ["上级", "领导", "汇报给", "向谁汇报", "直属上级"],
                     "inverse_keywords": ["下属", "下级", "手下", "团队成员", "直接汇报"]},
                    {"type": "所属部门", "object": {"column": "部门", "type": "部门"},
                     "keywords": ["哪个部门", "所属部门", "在哪个部门"], "inverse_keywords": ["部门有哪些人", "有哪些员工"]},
                ],
            },
            {
                "name": "审批关系", "match": ["事项", "审批人"],
                "entity": {"column": "事项", "type": "事项"},
                "relations": [
                    {"type": "审批人", "object": {"column": "审批人", "type": "员工"}, "props": ["部门"],
                     "keywords": ["由谁审批", "谁审批", "审批人", "谁来审批", "找谁审批", "谁批"],
                     "phrase": "{subject}由{object}审批",
                     "inverse_keywords": ["审批哪些", "负责审批", "能审批什么"]},
                ],
                "value_types": {"直属上级": "角色", "所在部门": "部门"},
            },
            {
                "name": "客户供应商关系", "match": ["客户", "供应商"],
                "entity": {"column": "客户", "type": "客户", "sum": ["年采购额（万元）"]},
                "relations": [
                    {"type": "供应商", "object": {"column": "供应商", "type": "供应商"}, "props": ["关系", "年采购额（万元）"],
                     "keywords": ["供应商", "供货", "采购"], "inverse_keywords": ["客户有哪些", "哪些客户"]},
                ],
            },
        ]
    }
)  # fmt: skip


def load_mapping(path: Path | None) -> GraphMapping:
    """The mapping file, or the bundled default (the sample KB's sheets) when none is configured."""
    if path is None:
        return DEFAULT_MAPPING
    try:
        return GraphMapping.model_validate(json.loads(Path(path).read_text(encoding="utf-8")))
    except Exception as exc:
        raise ConfigError(f"graph mapping {path} is not valid: {exc}. See examples/graph_mapping.json.") from exc
