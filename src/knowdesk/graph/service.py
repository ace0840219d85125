"""The graph's entry points for the app, the CLI and the ingest pipeline: build, retrieve, who-is.

Kept apart from `app.py` so the assembly module only names concrete classes, and so
`knowdesk ingest` (or anything else) can rebuild a knowledge base's graph with one call.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from knowdesk.graph.build import BuildReport, build_kb_graph
from knowdesk.graph.mapping import load_mapping

if TYPE_CHECKING:
    from knowdesk.app import Knowdesk

log = logging.getLogger(__name__)


def build_graph_for_kb(app: Knowdesk, kb: str) -> BuildReport:
    """Rebuild `kb`'s entities and relations from its stored fragments (call after ingesting it)."""
    app.store.require_kb(kb)
    extractor = None
    if app.settings.llm.enabled and app.settings.graph.llm_extract:
        from knowdesk.graph.extract import TripleExtractor
        from knowdesk.reasoning.llm import chat_model

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
