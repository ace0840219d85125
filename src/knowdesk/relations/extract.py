"""LLM-mode relation extraction: (subject, relation, object) triples from prose fragments.

Uses structured output so a malformed answer is a validation error we can skip, not a crash;
each triple keeps the fragment it was read from, so answers built on it can cite it.
"""

from __future__ import annotations

import logging
from typing import Any

from pydantic import BaseModel, Field

from knowdesk.llm import ask_structured
from knowdesk.prompts import render
from knowdesk.relations.base import Entity, Relation, Source, is_entity_name

log = logging.getLogger(__name__)


class Triple(BaseModel):
    subject: str
    subject_type: str = Field("实体", description="员工/部门/岗位/事项/公司…")
    relation: str
    object: str
    object_type: str = "实体"


class Triples(BaseModel):
    triples: list[Triple] = Field(default_factory=list)


class TripleExtractor:
    """Wraps a LangChain chat model (`with_structured_output`) as a fragment → triples step."""

    def __init__(self, model: Any, max_chars: int = 3000) -> None:
        self.model = model
        self.max_chars = max_chars

    def extract(self, text: str, source: Source) -> tuple[list[Entity], list[Relation]]:
        try:
            triples = ask_structured(
                self.model, Triples, render("extract_relations", "zh", text=text[: self.max_chars]), ask_json=True
            ).triples
        except Exception as exc:  # a malformed answer loses this fragment's triples, not the build
            log.warning("triple extraction failed for %s: %s", source.fragment_id, exc)
            return [], []
        entities: list[Entity] = []
        relations: list[Relation] = []
        for t in triples:
            if not (is_entity_name(t.subject) and is_entity_name(t.object) and t.relation.strip()):
                continue
            entities += [
                Entity(t.subject, t.subject_type, source=source),
                Entity(t.object, t.object_type, source=source),
            ]
            relations.append(
                Relation(t.subject, t.relation.strip(), t.object, source=source, valid_from=source.updated)
            )
        return entities, relations
