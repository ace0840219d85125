"""The relation graph (seed 003): store interface, Kuzu store, building, guarded Cypher, retrieval."""

from knowdesk.relations.base import Entity, Fact, GraphStore, Relation, Source
from knowdesk.relations.routing import is_relation_question, is_time_sensitive

__all__ = ["Entity", "Fact", "GraphStore", "Relation", "Source", "is_relation_question", "is_time_sensitive"]
