"""The graph's entry points for the app, the CLI and the ingest pipeline: build, refresh, is there data.

Kept apart from `app.py` so the assembly module only names concrete classes, and so `knowdesk ingest`
(or anything else) can rebuild a knowledge base's graph with one call. They work on `RelationParts`,
which `app.py` builds (`Knowdesk.relation_parts`): the settings, the document store, the graph store
(opened when first needed: Kuzu allows one writer) and whom to tell that the graph was rebuilt.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from knowdesk.config import Settings
from knowdesk.errors import BusyError
from knowdesk.relations.base import GraphStore
from knowdesk.relations.build import BuildReport, build_kb_graph, pipe_tables
from knowdesk.relations.mapping import load_mapping
from knowdesk.stores.contracts.documents import DocumentStoreApi

if TYPE_CHECKING:
    from knowdesk.ingest.pipeline import IngestReport

log = logging.getLogger(__name__)


@dataclass
class RelationParts:
    """What the graph's entry points use; `app.py` builds it."""

    settings: Settings
    store: DocumentStoreApi
    open_graph: Callable[[], GraphStore]  # the relation graph, opened when first needed
    changed: Callable[[], None]  # told after a rebuild (the app asks again whether the graph holds data)


def build_graph_for_kb(parts: RelationParts, kb: str) -> BuildReport:
    """Rebuild `kb`'s entities and relations from its stored fragments (call after ingesting it)."""
    parts.store.require_kb(kb)
    extractor = None
    if parts.settings.llm.enabled and parts.settings.graph.llm_extract:
        from knowdesk.llm import chat_model
        from knowdesk.relations.extract import TripleExtractor

        extractor = TripleExtractor(chat_model(parts.settings.llm))
    mapping = load_mapping(parts.settings.graph.mapping_file)
    return build_kb_graph(parts.store, parts.open_graph(), kb, mapping, extractor)


def graph_has_data(parts: RelationParts) -> bool:
    """True when the graph is enabled and holds at least one relation (the router may pick it).

    A graph another process holds open (Kuzu allows one writer) counts as absent: questions are
    then answered from the documents rather than failing.
    """
    if not parts.settings.graph.enabled:
        return False
    try:
        upgrade_legacy_graph(parts)
        return parts.open_graph().count()[1] > 0
    except Exception as exc:
        log.warning("the relation graph cannot be opened (%s); answering from documents only", exc)
        return False


def upgrade_legacy_graph(parts: RelationParts) -> list[str]:
    """Rebuild a graph an older version wrote, when nodes were shared by every knowledge base (so one
    base's properties and relations could be read through another's): everything is dropped and each
    base is built again from its stored fragments. Returns the bases rebuilt."""
    graph = parts.open_graph()
    legacy = graph.legacy_kbs()
    if not legacy:
        return []
    graph.clear()
    rebuilt = [kb for kb in legacy if parts.store.kb_exists(kb)]
    for kb in rebuilt:
        report = build_graph_for_kb(parts, kb)
        log.warning("relation graph of %r rebuilt: nodes now belong to one knowledge base (%d relations)", kb,
                    report.relations)  # fmt: skip
    return rebuilt


def refresh_graph_after_ingest(parts: RelationParts, report: IngestReport) -> str | None:
    """Keep a knowledge base's graph in step with its documents: after an ingest that added, changed or
    deleted documents, rebuild the base's graph when it holds tables the mapping covers (or had a graph,
    which may now be stale). Returns what happened, for the ingest report; None when nothing was due.
    A graph another process holds is reported with that process and what to do, never raised."""
    settings = parts.settings
    if not settings.graph.enabled or not any(r.status in ("added", "updated", "deleted") for r in report.results):
        return None
    mapping = load_mapping(settings.graph.mapping_file)
    mapped = any(
        mapping.table_for(rows[0]) is not None
        for f in parts.store.kb_fragments([report.kb])
        if "|" in f.body
        for rows in pipe_tables(f.body)
    )
    if not mapped and not settings.server_mode and not (settings.data_dir / "graph.kuzu").exists():
        return None
    try:
        built = build_graph_for_kb(parts, report.kb)
    except BusyError as exc:
        return f"relation graph not updated: {exc}"
    parts.changed()
    return f"relation graph rebuilt: {built.relations} relations from {built.tables} tables"
