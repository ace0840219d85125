"""The relation graph (seed 003): store interface, Kuzu store, building, guarded Cypher, retrieval."""

from knowdesk.graph.base import Entity, Fact, GraphStore, Relation, Source
from knowdesk.graph.routing import is_relation_question, is_time_sensitive

__all__ = ["Entity", "Fact", "GraphStore", "Relation", "Source", "is_relation_question", "is_time_sensitive"]
