"""What every hot-question backend shares: embedding, tags, area thresholds, summary freshness,
and how a hit and a summary's sources are described. Backends add only their storage and search."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any, Self

import numpy as np

from knowdesk.config import Settings
from knowdesk.embeddings import Embeddings
from knowdesk.errors import NotFoundError
from knowdesk.hot.base import HotMatch
from knowdesk.hot.scoring import Scorer, make_scorer
from knowdesk.hot.settings import HotSettings
from knowdesk.hot.thresholds import SavedThresholds, ThresholdFile, Thresholds, ThresholdTable
from knowdesk.ingest.tags import TagDictionary

if TYPE_CHECKING:
    from knowdesk.hot.store import HotQuestion, Scored


class HotQuestionsCore:
    """Backend-independent behaviour; subclasses implement match_vector, record_miss_vector,
    add_many and set_status on their database."""

    def __init__(
        self,
        db: Any,
        embedder: Embeddings,
        documents: Any,
        tag_dictionary: TagDictionary,
        settings: HotSettings,
        scorer: Scorer,
        thresholds: Thresholds,
    ) -> None:
        self.db = db
        self.embedder = embedder
        self.documents = documents
        self.tag_dictionary = tag_dictionary
        self.settings = settings
        self.scorer = scorer
        self.thresholds = thresholds
        # (user question, hot question) → do they ask the same thing? Set from a chat model (hot.llm_confirm)
        self.confirm: Callable[[str, str], bool] | None = None

    @classmethod
    def build(cls, db: Any, embedder: Embeddings, documents: Any, tags: TagDictionary, settings: Settings) -> Self:
        """Wire the scorer and the per-area thresholds file from settings (used by `Knowdesk.hot`)."""
        hot = settings.hot
        scorer = make_scorer(embedder.model_id, hot.scorer)
        saved: SavedThresholds
        if hot.thresholds_file is None and settings.server_mode:
            saved = ThresholdTable(db)  # every worker, on any machine, sees one calibration
        else:
            saved = ThresholdFile(hot.thresholds_file or settings.data_dir / "hot_thresholds.json")
        thresholds = Thresholds(hot, saved, scorer.id, scorer.default_threshold, scorer.spread)
        return cls(db, embedder, documents, tags, hot, scorer, thresholds)

    # ------------------------------------------------------------------ embedding and tags
    def embed(self, text: str) -> np.ndarray:
        """Questions on both sides are embedded as queries (e5's symmetric-task convention)."""
        return np.asarray(self.embedder.embed_query(text), dtype=np.float32)

    def embed_many(self, texts: list[str]) -> np.ndarray:
        batch = getattr(self.embedder, "embed_queries", None)
        if callable(batch):
            return np.asarray(batch(texts), dtype=np.float32)
        if not texts:
            return np.zeros((0, self.embedder.dim), dtype=np.float32)
        return np.stack([self.embed(t) for t in texts])

    def question_tags(self, question: str, tags: list[str] | None) -> list[str]:
        return list(tags) if tags else self.tag_dictionary.tag(question)

    # ------------------------------------------------------------------ the QA graph's contract
    def match(self, question: str, tags: list[str]) -> HotMatch | None:
        return self.match_vector(question, self.embed(question), tags)

    def record_miss(self, question: str, tags: list[str]) -> None:
        self.record_miss_vector(question, self.embed(question), tags)

    def match_vector(self, question: str, vector: np.ndarray, tags: list[str]) -> HotMatch | None:
        raise NotImplementedError

    def record_miss_vector(self, question: str, vector: np.ndarray, tags: list[str]) -> str:
        raise NotImplementedError

    # ------------------------------------------------------------------ decisions
    def hit_area(self, question: str, ranked: list[Scored], question_tags: list[str]) -> tuple[str, float] | None:
        """(area, threshold) when the best-ranked hot question is a hit: its score reaches the area's threshold
        and, with a chat model to confirm, the model agrees both questions ask the same thing. None: a miss."""
        best = ranked[0]
        area, threshold = self.area_threshold(best.tags, question_tags)
        if best.score < threshold:
            return None
        if self.confirm is not None and not self.confirm(question, best.standard_question):
            return None
        return area, threshold

    def merge_target(self, ranked: list[Scored], question_tags: list[str]) -> str | None:
        """The candidate a missed question joins: the best-ranked one if it scores at least `hot.merge_threshold`,
        else its area's match threshold. None: the question becomes a new candidate."""
        if not ranked:
            return None
        best = ranked[0]
        threshold = self.settings.merge_threshold
        if threshold is None:
            _, threshold = self.area_threshold(best.tags, question_tags)
        return best.question_id if best.score >= threshold else None

    def area_threshold(self, hot_tags: list[str], question_tags: list[str]) -> tuple[str, float]:
        """The business area deciding a match: shared tags (else the hot question's), strictest wins."""
        shared = [t for t in hot_tags if t in question_tags]
        return self.thresholds.for_tags(shared or hot_tags)

    def sources_fresh(self, sources: list[dict]) -> bool:
        """A summary is fresh when every source document still exists with the same file hash."""
        for doc_id, file_hash in {(s.get("document_id"), s.get("file_hash")) for s in sources}:
            try:
                if self.documents.get_document(str(doc_id)).file_hash != file_hash:
                    return False
            except NotFoundError:
                return False
        return True

    def hit(
        self, ranked: list[Scored], threshold: float, area: str, summary: str | None, sources: list[dict]
    ) -> HotMatch:
        """The match for the best of `ranked`, with the runners-up as alternatives."""
        best = ranked[0]
        return HotMatch(
            question_id=best.question_id, standard_question=best.standard_question, score=best.score,
            threshold=threshold, area=area, answer_summary=summary,
            summary_fresh=bool(summary) and self.sources_fresh(sources), source_fragments=sources,
            cosine=best.cosine, tags=best.tags,
            alternatives=[{"question_id": s.question_id, "standard_question": s.standard_question,
                           "score": s.score, "cosine": s.cosine} for s in ranked[1:]],
        )  # fmt: skip

    def summary_sources(self, fragment_ids: list[str]) -> list[dict]:
        """The fragments an answer was built from, with their documents' current file hashes."""
        frags = self.documents.fragments_by_ids(list(dict.fromkeys(fragment_ids)))
        hashes: dict[str, str] = {}
        sources = []
        for fid in fragment_ids:
            f = frags.get(fid)
            if f is None:
                continue
            if f.document_id not in hashes:
                hashes[f.document_id] = self.documents.get_document(f.document_id).file_hash
            sources.append({"fragment_id": fid, "document_id": f.document_id, "file_hash": hashes[f.document_id]})
        return sources

    # ------------------------------------------------------------------ admin
    def add_many(self, items: Iterable[tuple[str, list[str] | None, str | None]], status: str = "active") -> list[str]:
        raise NotImplementedError

    def set_status(self, qid: str, status: str) -> HotQuestion:
        raise NotImplementedError

    def prune_cutoff(self, days: int | None, now: datetime | None) -> str:
        """Questions last used before this time are cold (`update_time` is ISO text in both backends)."""
        when = (now or datetime.now(UTC)) - timedelta(days=days or self.settings.prune_days)
        return when.isoformat(timespec="seconds")

    def add(
        self, question: str, tags: list[str] | None = None, answer: str | None = None, status: str = "active"
    ) -> str:
        """An admin-curated hot question (tags from the dictionary when not given)."""
        return self.add_many([(question, tags, answer)], status=status)[0]

    def promote(self, qid: str) -> HotQuestion:
        return self.set_status(qid, "active")

    def retire(self, qid: str) -> HotQuestion:
        return self.set_status(qid, "retired")
