"""What every hot-question backend shares: embedding, tags, area thresholds, summary freshness,
and how a hit and a summary's sources are described. Backends add only their storage and search."""

from __future__ import annotations

import threading
import unicodedata
from collections import OrderedDict
from collections.abc import Callable, Iterable
from contextlib import AbstractContextManager
from datetime import UTC, date, datetime, timedelta
from typing import TYPE_CHECKING, Any, Self

import numpy as np

from knowdesk.embeddings import Embeddings
from knowdesk.errors import NotFoundError
from knowdesk.hot.labels import AreaFit, AreaFits
from knowdesk.hot.scoring import Scorer, make_scorer
from knowdesk.hot.settings import HotSettings
from knowdesk.hot.thresholds import DEFAULT_AREA, SavedThresholds, Thresholds
from knowdesk.ingest.tags import TagDictionary
from knowdesk.retrieval.ranking import validity_on
from knowdesk.stores.contracts.hot import HotMatch, Scored
from knowdesk.stores.sql import Dialect, Sql

if TYPE_CHECKING:
    from knowdesk.stores.contracts.hot import HotQuestion, Scored

_VERDICTS_KEPT = 1024  # the chat model's recent (question, hot question) verdicts, for the miss path


def question_key(text: str) -> str:
    """What two askings of one question share however they are typed: width, case, spaces, punctuation."""
    return "".join(ch for ch in unicodedata.normalize("NFKC", text).casefold() if ch.isalnum())


class HotQuestionsCore:
    """Backend-independent behaviour. The rows' SQL (count_ask, _insert, add_many, set_status and the other admin
    operations) is `hot/rows.py`'s, for both databases; each store implements match_vector, the miss path's
    transaction and ranking (miss_transaction, ranked) on its engine."""

    dialect: Dialect  # the backend's SQL dialect, for the stores shared by both (stores/sql.py)

    def __init__(
        self,
        db: Any,
        embedder: Embeddings,
        documents: Any,
        tag_dictionary: TagDictionary,
        settings: HotSettings,
        scorer: Scorer,
        thresholds: Thresholds,
        fits: AreaFits | None = None,
    ) -> None:
        self.db = db
        self.embedder = embedder
        self.documents = documents
        self.tag_dictionary = tag_dictionary
        self.settings = settings
        self.scorer = scorer
        self.thresholds = thresholds
        self.fits = fits  # areas whose labelled pairs refitted their own scorer (`hot calibrate --from-feedback`)
        # (user question, hot question) → do they ask the same thing? Set from a chat model (hot.llm_confirm)
        self.confirm: Callable[[str, str], bool] | None = None
        self._verdicts: OrderedDict[tuple[str, str], bool] = OrderedDict()  # the model's recent word, newest last
        self._verdicts_lock = threading.Lock()
        self.sql = Sql(db, self.dialect)  # the rows' statements (`hot/rows.py`), one SQL for both databases
        self._open()

    def _open(self) -> None:
        """The engine's own state, set up once the shared parts are (the matrix, the index's bookkeeping)."""

    @classmethod
    def build(
        cls, db: Any, embedder: Embeddings, documents: Any, tags: TagDictionary, hot: HotSettings,
        saved: SavedThresholds,
    ) -> Self:  # fmt: skip
        """Wire the scorer and the per-area thresholds kept in `saved` (the app chooses where: `Knowdesk.hot`)."""
        scorer = make_scorer(embedder.model_id, hot.scorer)
        thresholds = Thresholds(hot, saved, scorer.id, scorer.default_threshold, scorer.spread)
        fits = AreaFits(Sql(db, cls.dialect))
        return cls(db, embedder, documents, tags, hot, scorer, thresholds, fits)

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
        """Two-stage match for an already embedded question; a hit counts the call atomically."""
        tags = self.question_tags(question, tags)
        ranked = self.current(question, vector, tags, "active")
        if not ranked:
            return None
        decided = self.hit_area(question, ranked, tags)
        if decided is None:
            return None
        (area, threshold), best = decided, ranked[0]
        counted = self._count_hit(best.question_id)
        if counted is None:  # retired between the search and now
            return None
        summary, sources = counted
        return self.hit(ranked, threshold, area, summary, sources)

    def search(self, question: str, tags: list[str] | None = None, status: str = "active") -> list[Scored]:
        """The top-k comparison without thresholds or counting (calibration, `hot match`)."""
        return self.current(question, self.embed(question), self.question_tags(question, tags), status)

    def current(self, question: str, vector: np.ndarray, tags: list[str], status: str) -> list[Scored]:
        """The top-k entries of `status` for the question, as committed now (each engine's matcher)."""
        raise NotImplementedError

    def _count_hit(self, qid: str) -> tuple[str | None, list[dict]] | None:
        """call_count + 1 on an active question; its (summary, sources), or None when retired meanwhile."""
        raise NotImplementedError

    def top_k(
        self, question: str, pool: list[tuple[str, str, list[str]]], cosines: np.ndarray, tags: list[str]
    ) -> list[Scored]:
        """The cosine pool (question_id, standard question, tags) re-scored with the lexical features, best first."""
        if not pool:
            return []
        scores = self.score_candidates(cosines, question, [p[1] for p in pool], [list(p[2]) for p in pool], tags)
        ranked = [
            Scored(qid, text, list(hot_tags), float(c), float(s))
            for (qid, text, hot_tags), c, s in zip(pool, cosines, scores, strict=True)
        ]
        ranked.sort(key=lambda s: -s.score)
        return ranked[: self.settings.top_k]

    def record_miss_vector(self, question: str, vector: np.ndarray, tags: list[str]) -> str:
        """Count a missed ask on the entry it belongs to, or insert it; returns that entry's id.

        The match ran long before (the answer came in between), so concurrent askers of a new question all
        miss: the decision is taken again here, in one backend transaction that serialises misses, against
        every live entry — an active one the match would now hit (promoted meanwhile), else a near-duplicate
        candidate, else a new candidate. N askers leave one entry counted N times. The chat model, when it
        confirms hits, is never asked inside that transaction: its verdict is asked outside and the decision
        retaken."""
        tags = self.question_tags(question, tags)
        verdicts: dict[str, bool] = {}
        while True:
            with self.miss_transaction() as tx:
                settled = self._settle_miss(tx, question, vector, tags, verdicts)
            if isinstance(settled, str):
                return settled
            assert self.confirm is not None
            verdicts[settled.question_id] = self.model_says_same(question, settled.standard_question)

    def _settle_miss(
        self, tx: Any, question: str, vector: np.ndarray, tags: list[str], verdicts: dict[str, bool]
    ) -> str | Scored:
        """One pass of the miss decision inside the transaction: the id counted or inserted, or the active
        question the chat model must first confirm."""
        active = self.ranked(tx, question, vector, tags, "active")
        if active and self.above_threshold(active[0], tags) is not None:
            best = active[0]
            same = verdicts.get(best.question_id)
            if same is None:
                same = self.known_same(question, best.standard_question)
            if same is None:
                return best
            if same and self.count_ask(tx, best.question_id):
                return best.question_id
        target = self.merge_target(self.ranked(tx, question, vector, tags, "candidate"), tags)
        if target is not None and self.count_ask(tx, target):
            return target
        status = "active" if self.settings.promote_after <= 1 else "candidate"
        return self._insert(tx, question, tags, vector, status, call_count=1)

    # ------------------------------------------------------------------ the miss path's backend parts
    def miss_transaction(self) -> AbstractContextManager[Any]:
        """A write transaction that serialises miss decisions across threads and processes and sees every
        entry committed before it began."""
        raise NotImplementedError

    def ranked(self, tx: Any, question: str, vector: np.ndarray, tags: list[str], status: str) -> list[Scored]:
        """The top-k entries of `status` for the question, as seen inside `tx`."""
        raise NotImplementedError

    def count_ask(self, tx: Any, qid: str) -> bool:
        """call_count + 1 on a live entry (a candidate reaching `promote_after` becomes active);
        False when it was retired meanwhile."""
        raise NotImplementedError

    def _insert(self, tx: Any, question: str, tags: list[str], vector: np.ndarray, status: str, **extra: Any) -> str:
        raise NotImplementedError

    # ------------------------------------------------------------------ decisions
    def hit_area(self, question: str, ranked: list[Scored], question_tags: list[str]) -> tuple[str, float] | None:
        """(area, threshold) when the best-ranked hot question is a hit: its score reaches the area's threshold
        and, with a chat model to confirm, the model agrees both questions ask the same thing (not asked when
        they are the same question typed differently). None: a miss."""
        best = ranked[0]
        decided = self.above_threshold(best, question_tags)
        if decided is None:
            return None
        same = self.known_same(question, best.standard_question, recent=False)
        if same is None:
            same = self.model_says_same(question, best.standard_question)
        return decided if same else None

    def above_threshold(self, best: Scored, question_tags: list[str]) -> tuple[str, float] | None:
        """(area, threshold) when `best` reaches its area's match threshold, else None."""
        area, threshold = self.area_threshold(best.tags, question_tags)
        return (area, threshold) if best.score >= threshold else None

    def known_same(self, question: str, standard: str, recent: bool = True) -> bool | None:
        """Whether a question above the threshold asks what `standard` asks, when that is known without asking
        the chat model: no model confirms hits, the same question typed differently, or (`recent`) the
        model's word on this pair a moment ago. None: the model must be asked."""
        if self.confirm is None or question_key(question) == question_key(standard):
            return True
        if recent:
            with self._verdicts_lock:
                return self._verdicts.get((question, standard))
        return None

    def model_says_same(self, question: str, standard: str) -> bool:
        """The chat model's verdict, kept a while so the miss path after a refused match need not ask again."""
        assert self.confirm is not None
        same = self.confirm(question, standard)
        with self._verdicts_lock:
            self._verdicts[(question, standard)] = same
            self._verdicts.move_to_end((question, standard))
            while len(self._verdicts) > _VERDICTS_KEPT:
                self._verdicts.popitem(last=False)
        return same

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
        """The business area deciding a match: shared tags (else the hot question's), strictest wins.

        An area with a refitted scorer is decided by that scorer's threshold."""
        shared = [t for t in hot_tags if t in question_tags]
        fits = self.area_fits()
        if not fits:
            return self.thresholds.for_tags(shared or hot_tags)
        areas = shared or hot_tags or [DEFAULT_AREA]
        return max(((a, fits[a].threshold if a in fits else self.thresholds.get(a)) for a in areas),
                   key=lambda p: p[1])  # fmt: skip

    # ------------------------------------------------------------------ per-area scorers
    def area_fits(self) -> dict[str, AreaFit]:
        """Areas with their own refitted weights for this embedder (none: every area uses `self.scorer`)."""
        return self.fits.for_model(self.embedder.model_id) if self.fits is not None else {}

    def scorer_for(self, area: str) -> Scorer:
        """The area's refitted scorer, else the default one."""
        fit = self.area_fits().get(area)
        if fit is None:
            return self.scorer
        return Scorer(f"{self.scorer.id}@{area}", fit.weights, fit.threshold, 0.0)

    def score_candidates(
        self, cosines: np.ndarray, question: str, texts: list[str], tags: list[list[str]], question_tags: list[str]
    ) -> np.ndarray:
        """Each candidate's score by the scorer of the area that decides its match."""
        fits = self.area_fits()
        if not fits:
            return self.scorer.score(cosines, question, texts)
        cos = np.asarray(cosines, dtype=np.float64)
        areas = [self.area_threshold(t, question_tags)[0] for t in tags]
        out = np.empty(len(texts), dtype=np.float64)
        for area in set(areas):
            idx = [i for i, a in enumerate(areas) if a == area]
            out[idx] = self.scorer_for(area).score(cos[idx], question, [texts[i] for i in idx])
        return out

    def sources_fresh(self, sources: list[dict]) -> bool:
        """A summary is fresh when every source document still exists with the same file hash and is still
        in force (a repealed or expired one makes it stale: issue 23.5)."""
        for doc_id, file_hash in {(s.get("document_id"), s.get("file_hash")) for s in sources}:
            try:
                if self.documents.get_document(str(doc_id)).file_hash != file_hash:
                    return False
            except NotFoundError:
                return False
        today = date.today().isoformat()
        rows = self.documents.fragments_by_ids([str(s["fragment_id"]) for s in sources if s.get("fragment_id")])
        return all(validity_on(f.effective_from, f.effective_until, today) == "in_force" for f in rows.values())

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
