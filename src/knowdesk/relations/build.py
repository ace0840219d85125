"""Building a knowledge base's graph from its stored table fragments (and, in llm mode, prose).

Reading the stored fragments rather than the files keeps every fact tied to the fragment a
citation points at, and works the same for Excel sheets, CSV files and Markdown tables.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from knowdesk.relations.base import Entity, GraphStore, Relation, Source, is_entity_name
from knowdesk.relations.mapping import GraphMapping, TableSpec
from knowdesk.text.pipe_tables import pipe_tables

if TYPE_CHECKING:
    from knowdesk.relations.extract import TripleExtractor
    from knowdesk.stores.contracts.documents import DocumentStoreApi
from knowdesk.stores.contracts.documents import FragmentRow


@dataclass
class BuildReport:
    kb: str
    tables: int = 0
    entities: int = 0
    relations: int = 0
    extracted: int = 0
    sheets: list[str] = field(default_factory=list)


def source_of(f: FragmentRow) -> Source:
    return Source(f.id, f.document_id, f.document, f.section, f.kb, f.updated, f.format, f.sensitive)


def _number(text: str) -> float | None:
    try:
        return float(text.replace(",", ""))
    except ValueError:
        return None


def table_facts(spec: TableSpec, rows: list[list[str]], src: Source) -> tuple[list[Entity], list[Relation]]:
    """Entities and relations of one mapped table; cells that are not entity names are skipped."""
    header = rows[0]
    col = {h: i for i, h in enumerate(header)}
    entities: list[Entity] = []
    relations: list[Relation] = []
    sums: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))

    def cell(row: list[str], name: str) -> str:
        i = col.get(name)
        return row[i].strip() if i is not None and i < len(row) else ""

    for row in rows[1:]:
        name = cell(row, spec.entity.column)
        if not is_entity_name(name):
            continue
        props: dict[str, Any] = {p: cell(row, p) for p in spec.entity.props if cell(row, p)}
        for p in spec.entity.sum:
            v = _number(cell(row, p))
            if v is not None:
                sums[name][p] += v
        entities.append(Entity(name, spec.value_types.get(name, spec.entity.type), props=props, source=src))
        for rel in spec.relations:
            obj = cell(row, rel.object.column)
            if not is_entity_name(obj):
                continue
            entities.append(Entity(obj, spec.value_types.get(obj, rel.object.type), source=src))
            rprops: dict[str, Any] = {p: cell(row, p) for p in rel.props if cell(row, p)}
            relations.append(Relation(name, rel.type, obj, rprops, src, valid_from=src.updated))
    for e in entities:
        e.props.update({p: (int(v) if v.is_integer() else v) for p, v in sums.get(e.name, {}).items()})
    return entities, relations


def build_kb_graph(
    store: DocumentStoreApi,
    graph: GraphStore,
    kb: str,
    mapping: GraphMapping,
    extractor: TripleExtractor | None = None,
) -> BuildReport:
    """Rebuild one knowledge base's part of the graph: mapped tables, then extracted triples."""
    report = BuildReport(kb)
    entities: list[Entity] = []
    relations: list[Relation] = []
    fragments = store.kb_fragments([kb])
    for f in fragments:
        for rows in pipe_tables(f.body):
            spec = mapping.table_for(rows[0])
            if spec is None:
                continue
            ents, rels = table_facts(spec, rows, source_of(f))
            entities += ents
            relations += rels
            report.tables += 1
            report.sheets.append(f.section)
    if extractor is not None:
        for f in fragments:
            if f.content_type == "text":
                ents, rels = extractor.extract(f.body, source_of(f))
                entities += ents
                relations += rels
                report.extracted += len(rels)
    graph.clear(kb)
    graph.upsert(entities, relations)
    report.entities = len({e.id for e in entities})
    report.relations = len(relations)
    return report
