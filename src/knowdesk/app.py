"""The one assembly point: the only module that knows which concrete backends are in use.

Everything else receives its stores, embedder and retriever from here. Later features
(question answering, hot questions, assessments, the API) get their parts from `Knowdesk`.
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING

from knowdesk.config import Settings, load_settings
from knowdesk.embeddings import Embeddings, make_embeddings
from knowdesk.hot.store import SqliteHotQuestions
from knowdesk.ingest.pipeline import Ingestor
from knowdesk.ingest.tags import TagDictionary
from knowdesk.retrieval.hybrid import HybridRetriever
from knowdesk.stores.documents import DocumentStore
from knowdesk.stores.sqlite.db import Database
from knowdesk.stores.vectors import ChromaVectorIndex, VectorIndex
from knowdesk.text.tokenize import add_user_dictionary

if TYPE_CHECKING:
    from knowdesk.assessment.service import AssessmentService


class Knowdesk:
    """One data directory's worth of knowdesk: stores, models and services, built lazily."""

    def __init__(self, settings: Settings | None = None, embedder: Embeddings | None = None) -> None:
        self.settings = settings or load_settings()
        self._embedder = embedder
        if self.settings.userdict_file:
            add_user_dictionary(self.settings.userdict_file)

    @cached_property
    def db(self) -> Database:
        return Database(self.settings.sqlite_path)

    @cached_property
    def store(self) -> DocumentStore:
        return DocumentStore(self.db)

    @cached_property
    def embedder(self) -> Embeddings:
        return self._embedder or make_embeddings(self.settings.embedding)

    @cached_property
    def vectors(self) -> VectorIndex:
        return ChromaVectorIndex(self.settings.chroma_dir, self.embedder.model_id)

    @cached_property
    def tags(self) -> TagDictionary:
        return TagDictionary.load(self.settings.tags_file)

    @cached_property
    def ingestor(self) -> Ingestor:
        return Ingestor(self.store, self.vectors, self.embedder, self.settings, self.tags)

    @cached_property
    def retriever(self) -> HybridRetriever:
        return HybridRetriever(self.store, self.vectors, self.embedder, self.settings.retrieval, self.tags)

    @cached_property
    def hot(self) -> SqliteHotQuestions:
        return SqliteHotQuestions.build(self.db, self.embedder, self.store, self.tags, self.settings)

    @cached_property
    def assessments(self) -> AssessmentService:
        from knowdesk.assessment.service import AssessmentService

        return AssessmentService(self)

    def close(self) -> None:
        if "db" in self.__dict__:
            self.db.close()


def open_app(**overrides: object) -> Knowdesk:
    """Build the app from settings (env, knowdesk.toml) plus explicit overrides such as data_dir."""
    return Knowdesk(load_settings(**overrides))
