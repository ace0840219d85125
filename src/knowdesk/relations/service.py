"""The graph's entry points for the app, the CLI and the ingest pipeline: build, retrieve, who-is.

Kept apart from `app.py` so the assembly module only names concrete classes, and so
`knowdesk ingest` (or anything else) can rebuild a knowledge base's graph with one call.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from knowdesk.errors import BusyError
from knowdesk.relations.build import BuildReport, build_kb_graph, pipe_tables
from knowdesk.relations.mapping import load_mapping

if TYPE_CHECKING:
    from knowdesk.app import Knowdesk
    from knowdesk.ingest.pipeline import IngestReport

log = logging.getLogger(__name__)


def build_graph_for_kb(app: Knowdesk, kb: str) -> BuildReport:
    """Rebuild `kb`'s entities and relations from its stored fragments (call after ingesting it)."""
    app.store.require_kb(kb)
    extractor = None
    if app.settings.llm.enabled and app.settings.graph.llm_extract:
        from knowdesk.llm import chat_model
        from knowdesk.relations.extract import TripleExtractor

        extractor = TripleExtractor(chat_model(app.settings.llm))
    return build_kb_graph(app.store, app.graph_store, kb, load_mapping(app.settings.graph.mapping_file), extractor)


def graph_has_data(app: Knowdesk) -> bool:
    """True when the graph is enabled and holds at least one relation (the router may pick it).

    A graph another process holds open (Kuzu allows one writer) counts as absent: questions are
    then answered from the documents rather than failing.
    """
    if not app.settings.graph.enabled:
        return False
    try:
        upgrade_legacy_graph(app)
        return app.graph_store.count()[1] > 0
    except Exception as exc:
        log.warning("the relation graph cannot be opened (%s); answering from documents only", exc)
        return False


def upgrade_legacy_graph(app: Knowdesk) -> list[str]:
    """Rebuild a graph an older version wrote, when nodes were shared by every knowledge base (so one
    base's properties and relations could be read through another's): everything is dropped and each
    base is built again from its stored fragments. Returns the bases rebuilt."""
    legacy = app.graph_store.legacy_kbs()
    if not legacy:
        return []
    app.graph_store.clear()
    rebuilt = [kb for kb in legacy if app.store.kb_exists(kb)]
    for kb in rebuilt:
        report = build_graph_for_kb(app, kb)
        log.warning("relation graph of %r rebuilt: nodes now belong to one knowledge base (%d relations)", kb,
                    report.relations)  # fmt: skip
    return rebuilt


def refresh_graph_after_ingest(app: Knowdesk, report: IngestReport) -> str | None:
    """Keep a knowledge base's graph in step with its documents: after an ingest that added, changed or
    deleted documents, rebuild the base's graph when it holds tables the mapping covers (or had a graph,
    which may now be stale). Returns what happened, for the ingest report; None when nothing was due.
    A graph another process holds is reported with that process and what to do, never raised."""
    if not app.settings.graph.enabled or not any(r.status in ("added", "updated", "deleted") for r in report.results):
        return None
    mapping = load_mapping(app.settings.graph.mapping_file)
    mapped = any(
        mapping.table_for(rows[0]) is not None
        for f in app.store.kb_fragments([report.kb])
        if "|" in f.body
        for rows in pipe_tables(f.body)
    )
    if not mapped and not app.server_mode and not (app.settings.data_dir / "graph.kuzu").exists():
        return None
    try:
        built = build_graph_for_kb(app, report.kb)
    except BusyError as exc:
        return f"relation graph not updated: {exc}"
    app.graph_changed()
    return f"relation graph rebuilt: {built.relations} relations from {built.tables} tables"
