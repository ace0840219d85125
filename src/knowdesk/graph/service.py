"""The graph's entry points for the app, the CLI and the ingest pipeline: build, retrieve, who-is.

Kept apart from `app.py` so the assembly module only names concrete classes, and so
`knowdesk ingest` (or anything else) can rebuild a knowledge base's graph with one call.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from knowdesk.graph.build import BuildReport, build_kb_graph
from knowdesk.graph.mapping import load_mapping

if TYPE_CHECKING:
    from knowdesk.app import Knowdesk


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
    """True when the graph is enabled and holds at least one relation (the router may pick it)."""
    return app.settings.graph.enabled and app.graph_store.count()[1] > 0
