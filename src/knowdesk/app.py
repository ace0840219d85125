"""The one assembly point: the only module that knows which concrete backends are in use.

Everything else receives its stores, embedder and retriever from here: services below this module take
small parts objects (`RelationParts`, `IndexingState`, `RefineParts`, `RefinerLaunch`, `LockHome`,
`ConversationParts`, `AssessmentParts`, `MaterialSource`) that `Knowdesk` builds, and none imports it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from knowdesk.config import Settings, load_settings
from knowdesk.conversation.intents import EntityResolver, NoEntities
from knowdesk.conversation.pg_store import PgConversationStore
from knowdesk.conversation.store import ConversationStore  # registers the conversations migration
from knowdesk.conversation.tokens import TokenCounter
from knowdesk.conversation.transcript import Transcript  # registers the chat-messages migration
from knowdesk.embeddings import Embeddings, embedder_for_model_id, make_embeddings, make_fast_embeddings
from knowdesk.gaps.store import GapStore  # registers the gaps migration
from knowdesk.graphs.qa import QADeps, build_graph
from knowdesk.hot.core import HotQuestionsCore
from knowdesk.hot.labels import HotLabels
from knowdesk.hot.store import SqliteHotQuestions
from knowdesk.hot.thresholds import SavedThresholds, ThresholdFile, ThresholdTable
from knowdesk.indexing.background import LockHome, RefinerLaunch
from knowdesk.indexing.fast_index import FastIndex
from knowdesk.indexing.ocr_pool import OcrPool
from knowdesk.indexing.refine import RefineParts
from knowdesk.indexing.status import IndexingState
from knowdesk.ingest.ocr import DisabledOcr, OcrReader
from knowdesk.ingest.pipeline import Ingestor
from knowdesk.ingest.sync import SyncReport
from knowdesk.ingest.synced_folder import FolderWatchers
from knowdesk.ingest.tags import TagDictionary
from knowdesk.llm import chat_model
from knowdesk.reasoning import Glossary, Reasoner, local_reasoner
from knowdesk.reasoning.base import Passage
from knowdesk.reasoning.crosslingual import CrossLingual
from knowdesk.reasoning.llm import llm_reasoner
from knowdesk.reasoning.lookup import facts_line
from knowdesk.reasoning.passages import document_siblings, evidence_search
from knowdesk.relations.entities import GraphEntities
from knowdesk.relations.service import RelationParts, graph_has_data, refresh_graph_after_ingest
from knowdesk.retrieval.hybrid import HybridRetriever, SearchOptions
from knowdesk.stores.backends import Databases
from knowdesk.stores.contracts.conversations import ConversationMemory
from knowdesk.stores.contracts.documents import DocumentStoreApi
from knowdesk.stores.contracts.hot import NoHotQuestions
from knowdesk.stores.jobs import JobStore  # registers the ingest-jobs migration
from knowdesk.stores.ocr_pages import OcrPageStore
from knowdesk.stores.sql import Sql
from knowdesk.stores.sqlite.db import Database
from knowdesk.stores.vectors import ChromaVectorIndex, VectorIndex
from knowdesk.stores.watched import WatchStore  # registers the watched-folders migration
from knowdesk.text.tokenize import add_user_dictionary, add_words, taught_entries
from knowdesk.validity.store import DocumentDates

if TYPE_CHECKING:
    from langchain_core.language_models import BaseChatModel

    from knowdesk.assessment.material import MaterialSource
    from knowdesk.assessment.service import AssessmentParts, AssessmentService
    from knowdesk.auth.logins import Logins
    from knowdesk.conversation.factory import ConversationParts
    from knowdesk.gaps.feedback import AnswerFeedback
    from knowdesk.gaps.queue import GapQueue
    from knowdesk.graphs.assessment import Examiner
    from knowdesk.indexing.background import BackgroundRefiner
    from knowdesk.relations.base import GraphStore
    from knowdesk.relations.retrieve import GraphRetriever
    from knowdesk.stores.contracts.users import UserStoreApi
    from knowdesk.stores.postgres.db import PgDatabase
    from knowdesk.websearch.base import WebSearch


class Knowdesk:
    """One data directory's worth of knowdesk: stores, models and services, built lazily."""

    def __init__(self, settings: Settings | None = None, embedder: Embeddings | None = None) -> None:
        self.settings = settings or load_settings()
        self._embedder = embedder
        self._previous: dict[str, tuple[Embeddings, VectorIndex] | None] = {}
        if self.settings.userdict_file:
            add_user_dictionary(self.settings.userdict_file)

    @cached_property
    def databases(self) -> Databases:
        return Databases(self.settings)

    @property
    def db(self) -> Database:
        return self.databases.sqlite

    @property
    def server_mode(self) -> bool:
        """True when `database_url` points at PostgreSQL (documents, fragments and vectors live there)."""
        return self.settings.server_mode

    @property
    def pg(self) -> PgDatabase:
        return self.databases.postgres

    @property
    def store(self) -> DocumentStoreApi:
        return self.databases.documents

    @cached_property
    def embedder(self) -> Embeddings:
        return self._embedder or make_embeddings(self.settings.embedding)

    @property
    def embedder_injected(self) -> bool:
        """True when the embedder was handed in as an object (tests), not built from settings."""
        return self._embedder is not None

    @cached_property
    def background_refiner(self) -> BackgroundRefiner:
        """The in-process refiner thread a long-lived server pokes (see knowdesk.indexing.background)."""
        from knowdesk.indexing.background import BackgroundRefiner

        return BackgroundRefiner(self.locks, lambda: self.refine_parts)

    @cached_property
    def locks(self) -> LockHome:
        """Where the refiner lock lives: the data directory, or PostgreSQL's advisory lock in server mode."""
        url = str(self.settings.database_url) if self.server_mode else None
        return LockHome(Path(self.settings.data_dir), url)

    @property
    def indexing_state(self) -> IndexingState:
        """Where `index status` and "is refinement due" read (the fast index's model counts as dense)."""
        fast_model = self.fast_index.model_id if self.fast_index else None
        return IndexingState(self.store, self.ocr_pages, self.embedder.model_id, fast_model)

    @property
    def refine_parts(self) -> RefineParts:
        """What a refinement pass uses; built per pass, so it reads the app's parts of that moment."""
        return RefineParts(
            self.settings.embedding, self.embedder, self.embedder_injected, self.store, self.vectors, self.ocr_pages,
            ingestor=lambda: self.ingestor, ocr=lambda: self.ocr,
            after_rebuild=lambda report: refresh_graph_after_ingest(self.relation_parts, report),
        )  # fmt: skip

    @property
    def refiner_launch(self) -> RefinerLaunch:
        """What `start_refiner` needs: is anything due, the lock, and the server's refiner thread."""
        return RefinerLaunch(
            self.indexing_state, self.locks, self.settings.embedding.provider, lambda: self.background_refiner
        )

    @cached_property
    def vectors(self) -> VectorIndex:
        return self._vector_index(self.embedder.model_id)

    def _vector_index(self, model_id: str) -> VectorIndex:
        if self.server_mode:
            from knowdesk.stores.postgres.vectors import PgVectorIndex

            return PgVectorIndex(self.pg, model_id)
        return ChromaVectorIndex(self.settings.chroma_dir, model_id)

    def delete_kb(self, name: str) -> list[str]:
        """A knowledge base with its documents, fragments and every model's vectors; returns fragment ids."""
        ids = self.store.delete_kb(name)
        self.vectors.drop_kb(name)
        self._previous.clear()  # earlier models' indexes held the dropped collections
        return ids

    def previous_dense(self, model_id: str) -> tuple[Embeddings, VectorIndex] | None:
        """An earlier main model's embedder and vectors, so its vectors serve the fragments that the
        refiner has not yet re-embedded with the current model (None: that model cannot be rebuilt)."""
        if model_id not in self._previous:
            emb = embedder_for_model_id(model_id, self.settings.embedding)
            self._previous[model_id] = (emb, self._vector_index(model_id)) if emb else None
        return self._previous[model_id]

    @cached_property
    def fast_index(self) -> FastIndex | None:
        """The first-pass dense signal written at ingest time (see knowdesk.indexing)."""
        emb = make_fast_embeddings(self.settings.embedding)
        return FastIndex(self.store, emb) if emb else None  # on the document store's database

    @cached_property
    def tags(self) -> TagDictionary:
        return TagDictionary.load(self.settings.tags_file)

    @cached_property
    def ocr(self) -> OcrReader:
        """Who reads scanned pages and pictures: worker processes for large batches (or nobody, if off)."""
        cfg = self.settings.ocr
        if not cfg.enabled:
            return DisabledOcr()
        return OcrPool(cfg.workers, cfg.pool_min_pages, cfg.max_side)

    @cached_property
    def watched(self) -> WatchStore:
        """Watched folders' states; one SQL for both backends, so `index status` anywhere shows them."""
        return WatchStore(self.sql)

    @cached_property
    def folder_watchers(self) -> FolderWatchers:
        """The `[[watch]]` folders this process follows (started by the server)."""
        from knowdesk.gaps.after_ingest import reask_after_ingest
        from knowdesk.indexing import start_refiner

        def after_sync(report: SyncReport) -> None:
            refresh_graph_after_ingest(self.relation_parts, report.ingest)
            reask_after_ingest(lambda: self.gaps, self.answer_in_kb, report.ingest)
            start_refiner(self.refiner_launch, thread=True)

        return FolderWatchers(self.ingestor, self.settings, self.watched, after_sync)

    @cached_property
    def document_dates(self) -> DocumentDates:
        """When each document is in force (issue 23.5); one SQL for both backends."""
        return DocumentDates(self.sql)

    @cached_property
    def sql(self) -> Sql:
        """The database of this installation for the stores written once for both backends (`stores/sql.py`)."""
        return self.databases.sql

    @cached_property
    def ocr_pages(self) -> OcrPageStore:
        """OCR'd pages and the scans waiting for the refiner."""
        return OcrPageStore(self.sql)

    @cached_property
    def ingestor(self) -> Ingestor:
        _ = self.keyword_words  # the glossary's terms are whole words to the tokenizer before a document is indexed
        return Ingestor(
            self.store, self.vectors, self.embedder, self.settings, self.tags, fast=self.fast_index, ocr=self.ocr,
            dates=self.document_dates, pages=self.ocr_pages,
        )  # fmt: skip

    @cached_property
    def retriever(self) -> HybridRetriever:
        _ = self.keyword_words  # … and before a query is: `knowdesk search` and `ask` split it the same way
        return HybridRetriever(
            self.store, self.vectors, self.embedder, self.settings.retrieval, self.tags, fast=self.fast_index,
            previous=self.previous_dense, out_of_force=self.document_dates.out_of_force,
        )  # fmt: skip

    @cached_property
    def assessments(self) -> AssessmentService:
        from knowdesk.assessment.service import AssessmentService

        return AssessmentService(self.assessment_parts())

    def assessment_parts(self, chat: BaseChatModel | None = None) -> AssessmentParts:
        """The assessment service's parts: the session store and checkpoints of this installation's backend,
        and the examiner (`chat`, when given, is the chat model it grades with instead of the configured one)."""
        from knowdesk.assessment.pg_sessions import PgSessionStore
        from knowdesk.assessment.service import AssessmentParts
        from knowdesk.assessment.sessions import SessionStore

        sessions = self.databases.store(SessionStore, PgSessionStore)  # any worker continues any session
        return AssessmentParts(
            self.settings.assessment, self.settings.language, sessions, self.material_source,
            lambda kb, group: self.store.resolve_scope(kb, group), self._assessment_checkpointer,
            lambda: self._examiner(chat),
        )  # fmt: skip

    @property
    def material_source(self) -> MaterialSource:
        """What assessment material is read from: the stored fragments, the retriever, the cached vectors."""
        from knowdesk.assessment.material import MaterialSource

        return MaterialSource(
            lambda kbs: self.store.kb_fragments(kbs), lambda q, opts: self.retriever.search(q, opts),
            lambda rows: self.ingestor.vectors_for(rows),
        )  # fmt: skip

    def _assessment_checkpointer(self) -> Any:
        """The interview's checkpoints: PostgreSQL in server mode, else a SQLite file in the data directory."""
        if self.server_mode:
            from knowdesk.assessment.pg_checkpoints import postgres_saver

            return postgres_saver(str(self.settings.database_url))
        import sqlite3

        from langgraph.checkpoint.sqlite import SqliteSaver

        from knowdesk.stores.sqlite.db import use_wal

        self.settings.data_dir.mkdir(parents=True, exist_ok=True)
        path = str(self.settings.data_dir / "assessment-checkpoints.sqlite3")
        conn = sqlite3.connect(path, check_same_thread=False)
        use_wal(conn)  # before the saver's own setup: safe when two processes open a new data directory at once
        return SqliteSaver(conn)

    def _examiner(self, chat: BaseChatModel | None = None) -> Examiner:
        """Local grading uses the app's embedder for sentence similarity (e5 in the product); with a chat model
        (given, or `llm.model`) the model grades and the local examiner is its fallback."""
        from knowdesk.assessment.grading import EmbeddingSimilarity
        from knowdesk.assessment.llm import LLMExaminer
        from knowdesk.assessment.local import LocalExaminer

        local = LocalExaminer(self.settings.assessment.levels, EmbeddingSimilarity(self.embedder.embed_passages))
        if chat is not None:
            return LLMExaminer(chat, local)
        if self.settings.llm.enabled:
            return LLMExaminer(chat_model(self.settings.llm), local)
        return local

    @cached_property
    def hot(self) -> HotQuestionsCore:
        hot_cfg = self.settings.hot
        saved: SavedThresholds
        if hot_cfg.thresholds_file is None and self.server_mode:
            saved = ThresholdTable(self.pg)  # every worker, on any machine, sees one calibration
        else:
            saved = ThresholdFile(hot_cfg.thresholds_file or self.settings.data_dir / "hot_thresholds.json")
        if self.server_mode:  # same HotQuestionAdmin contract, tests/pg/test_hot_contract.py
            from knowdesk.hot.pg_store import PgHotQuestions

            hot: HotQuestionsCore = PgHotQuestions.build(self.pg, self.embedder, self.store, self.tags, hot_cfg, saved)
        else:
            hot = SqliteHotQuestions.build(self.db, self.embedder, self.store, self.tags, hot_cfg, saved)
        if self.settings.llm.enabled and hot_cfg.llm_confirm:
            hot.confirm = self._same_question  # seed 002's threshold, then the model's word
        return hot

    @cached_property
    def hot_labels(self) -> HotLabels:
        """Labelled hot-question pairs per area (review merges/rejects, votes on hot hits); both backends, one SQL."""
        return HotLabels(self.sql)

    def _same_question(self, question: str, standard: str) -> bool:
        """The chat model's confirmation of a hot-question hit. The reasoner is built on the first hit,
        not with the store: `hot list` and the other admin commands never need it."""
        matcher = self.reasoner.matcher
        return matcher is None or matcher.same_question(question, standard)

    # ── question answering (graphs/qa.py, reasoning/, conversation/) ──
    @cached_property
    def glossary(self) -> Glossary:
        glossary = Glossary.load(self.settings.glossary_file)
        add_words(list(glossary.terms))  # glossary terms stay whole words in questions
        return glossary

    @cached_property
    def keyword_words(self) -> int:
        """The glossary's terms taught to the tokenizer, and the keyword index re-read where the words taught changed
        how its text splits (a term added since its documents were indexed); the number of fragments re-read."""
        _ = self.glossary
        return self.store.align_keyword_words(taught_entries())

    def _prototype_embed(self) -> Callable[[list[str]], np.ndarray] | None:
        """Query embeddings for the local category/route prototypes, when the embedder carries meaning."""
        if not getattr(self.embedder, "semantic", True):
            return None
        return lambda texts: np.stack([self.embedder.embed_query(t) for t in texts])

    @cached_property
    def reasoner(self) -> Reasoner:
        """Local steps by default; the configured chat model when `llm.model` is set."""
        embed = self._prototype_embed()
        cross = CrossLingual(self.embedder.embed_query, self.embedder.embed_passages) if embed else None
        siblings = document_siblings(self.store.document_fragments)
        search = evidence_search(
            self.store.fragments_by_ids, lambda text, kbs: self.retriever.search(text, SearchOptions(kbs=kbs, k=5))
        )
        local = local_reasoner(self.settings.qa, self.glossary, self.tags, embed=embed, cross=cross, siblings=siblings,
                               search=search)  # fmt: skip
        if not self.settings.llm.enabled:
            return local
        model = chat_model(self.settings.llm)
        glossary = self.glossary

        def facts(question: str, passages: list[Passage]) -> str:
            return facts_line(question, passages, glossary, siblings)

        return llm_reasoner(model, local, glossary, self.settings.qa.categories, self.settings.language, facts)

    @cached_property
    def qa_deps(self) -> QADeps:
        hot = getattr(self, "hot", None) or NoHotQuestions()
        graph = self.graph_retriever.search if self.graph_ready else None
        web = self.web_search.search if self.settings.web.enabled else None
        return QADeps(self.retriever, self.reasoner, self.glossary, self.tags, self.settings.qa, hot, graph, web)

    @cached_property
    def qa_graph(self) -> Any:
        """The compiled QA graph; dependencies are passed per run as the runtime context (`qa_deps`)."""
        return build_graph()

    @cached_property
    def qa_graph_bound(self) -> Any:
        """The same graph with `qa_deps` bound, for LangGraph Studio (langgraph.json)."""
        return build_graph(deps=self.qa_deps)

    @cached_property
    def conversations(self) -> ConversationMemory:
        """Conversation memory; in server mode any worker continues any conversation."""
        return self.databases.store(ConversationStore, PgConversationStore)

    @cached_property
    def jobs(self) -> JobStore:
        """Upload ingestion jobs; one SQL for both backends, so every worker sees every job."""
        return JobStore(self.sql)

    @cached_property
    def users(self) -> UserStoreApi:
        """Users, API tokens and grants; in server mode shared by every worker (PostgreSQL)."""
        from knowdesk.auth.pg_store import PgUserStore
        from knowdesk.auth.store import UserStore

        return self.databases.store(UserStore, PgUserStore)  # same contract, tests/pg/test_users_contract.py

    @cached_property
    def logins(self) -> Logins:
        """Web sign-in: passwords and sessions, beside the users they belong to (both backends, one SQL)."""
        from knowdesk.auth.logins import Logins

        users = self.users  # its migrations (the password column, the sessions table) run first
        return Logins(self.sql, users)

    @cached_property
    def transcript(self) -> Transcript:
        """What each conversation showed, message by message (the web UI reopens it)."""
        return Transcript(self.sql)

    @cached_property
    def gaps(self) -> GapQueue:
        """The unanswered-question queue (issue 23.2): one SQL for both backends, grouped by the hot scorer."""
        from knowdesk.gaps.describe import qa_describer
        from knowdesk.gaps.matching import HotGroupMatcher
        from knowdesk.gaps.queue import GapQueue

        return GapQueue(GapStore(self.sql), HotGroupMatcher(self.hot), qa_describer(lambda: self.qa_deps))

    @cached_property
    def answer_feedback(self) -> AnswerFeedback:
        """👍/👎 on answers (issue 23.1), kept with the transcript's message; a 👎 enters the gap queue, and a
        vote on an answer served from a hot question labels that match (23.3)."""
        from knowdesk.gaps.feedback import AnswerFeedback

        return AnswerFeedback(self.transcript, self.gaps, self.users.conversation_owner, self.hot_labels)

    def answer_in_kb(self, question: str, kb: str) -> dict[str, Any]:
        """One question answered from one base with nothing recorded (no hot question, no gap): the re-ask."""
        from dataclasses import replace

        from knowdesk.graphs.qa_run import answer_question

        return answer_question(self.qa_graph, replace(self.qa_deps, hot=NoHotQuestions()), question, [kb], False)

    @property
    def conversation_parts(self) -> ConversationParts:
        """What a conversation uses; the QA graph, its parts and the saved conversations are read when needed."""
        from knowdesk.conversation.factory import ConversationParts

        return ConversationParts(
            qa_graph=lambda: self.qa_graph, qa_deps=lambda: self.qa_deps,
            kb_names=lambda: [k["name"] for k in self.store.list_kbs()], summarizer=self.reasoner.summarizer,
            glossary=self.glossary, tags=self.tags, cfg=self.settings.qa, counter=self.token_counter,
            entities=self.entities, max_question_chars=self.settings.limits.max_question_chars,
            store=lambda: self.conversations,
        )  # fmt: skip

    @cached_property
    def token_counter(self) -> TokenCounter:
        return TokenCounter(self.embedder)

    @cached_property
    def entities(self) -> EntityResolver:
        """Answers "XXX是谁" from the org chart in the graph; the seed's reply when the graph is empty."""
        if not self.graph_ready:
            return NoEntities()
        return GraphEntities(self.graph_store, self.store.fragments_by_ids, self.graph_retriever)

    def graph_changed(self) -> None:
        """The graph was rebuilt in this process: ask again whether it holds data, with fresh parts."""
        for name in ("graph_ready", "entities", "qa_deps", "qa_graph_bound"):
            self.__dict__.pop(name, None)

    @cached_property
    def graph_ready(self) -> bool:
        """Whether questions may use the relation graph; asked once, as a graph held by another process warns."""
        return graph_has_data(self.relation_parts)

    @property
    def relation_parts(self) -> RelationParts:
        """What the graph's entry points use (`relations/service.py`); the graph store opens when first needed."""
        return RelationParts(self.settings, self.store, lambda: self.graph_store, self.graph_changed)

    # ── relation graph and web search (seed 003: knowdesk.relations, knowdesk.websearch) ──
    @cached_property
    def graph_store(self) -> GraphStore:
        """Kuzu in the data directory (PostgreSQL in server mode); filled by `knowdesk graph build --kb NAME`."""
        if self.server_mode:
            from knowdesk.relations.pg_store import PgGraphStore

            return PgGraphStore(self.pg)
        from knowdesk.relations.kuzu_store import KuzuGraphStore

        return KuzuGraphStore(self.settings.data_dir / "graph.kuzu")

    @cached_property
    def graph_retriever(self) -> GraphRetriever:
        """Templates locally; in llm mode the model may write Cypher that the guard validates."""
        from knowdesk.relations.mapping import load_mapping
        from knowdesk.relations.retrieve import GraphRetriever

        cfg = self.settings.graph
        model = chat_model(self.settings.llm) if self.settings.llm.enabled and cfg.llm_cypher else None
        return GraphRetriever(self.graph_store, load_mapping(cfg.mapping_file), self.store.fragments_by_ids, model,
                              cfg.max_rows)  # fmt: skip

    @cached_property
    def web_search(self) -> WebSearch:
        """SearXNG or Tavily when `web.provider` is set; otherwise nothing ever leaves."""
        from knowdesk.websearch import make_web_search

        return make_web_search(self.settings.web)

    def close(self) -> None:
        if "folder_watchers" in self.__dict__:
            self.folder_watchers.stop()
        if "background_refiner" in self.__dict__:
            self.background_refiner.stop()
        if isinstance(self.__dict__.get("ocr"), OcrPool):
            self.ocr.close()
        if "databases" in self.__dict__:
            self.databases.close()
        if "graph_store" in self.__dict__:
            self.graph_store.close()
        if "assessments" in self.__dict__:
            self.assessments.close()


def open_app(**overrides: object) -> Knowdesk:
    """Build the app from settings (env, knowdesk.toml) plus explicit overrides such as data_dir."""
    return Knowdesk(load_settings(**overrides))


def studio_graph() -> Any:
    """Factory for langgraph.json: the QA graph bound to the app built from settings (env, knowdesk.toml)."""
    return open_app().qa_graph_bound
