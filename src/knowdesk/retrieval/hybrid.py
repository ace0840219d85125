"""Hybrid retrieval: BM25 (FTS5 over jieba tokens) + dense vectors (the main model's where a fragment
has one, the fast first-pass vector where not), fused by normalised score (`fusion.py`), then
re-ranked by seed 002's features, with conflicting versions ordered newest first."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from functools import lru_cache
from typing import Literal

import numpy as np

from knowdesk.config import RetrievalSettings
from knowdesk.embeddings import Embeddings
from knowdesk.errors import ModelError
from knowdesk.indexing.fast_index import FastIndex
from knowdesk.ingest.tags import TagDictionary
from knowdesk.models import SearchHit
from knowdesk.retrieval.fusion import DenseList, FusionWeights, cosine_scale, fuse
from knowdesk.retrieval.ranking import (
    VERSION_NOISE,
    format_fitness,
    parse_date,
    question_kind,
    recency,
    tag_overlap,
    title_match,
    topic_key,
    validity_on,
)
from knowdesk.stores.contracts.documents import DocumentStoreApi, FragmentRow
from knowdesk.stores.keyword_terms import KeywordMatch, coverage
from knowdesk.stores.vectors import VectorIndex
from knowdesk.text.tokenize import search_tokens

log = logging.getLogger(__name__)
PREVIOUS_RETRY_S = 300  # a previous model whose server failed is not asked again for this long
Signal = Literal["bm25", "dense"]


@dataclass
class SearchOptions:
    """Who and what a search is for."""

    kbs: list[str] | None = None  # None: all knowledge bases
    k: int = 5
    tags: list[str] | None = None  # keep fragments carrying at least one of these tags
    allow_sensitive: bool = False
    as_of: str | None = None  # ISO day whose documents in force are searched (None: today)
    include_expired: bool = False  # also documents not in force that day (hits say so: `validity`)

    @property
    def day(self) -> str:
        return self.as_of or date.today().isoformat()


class HybridRetriever:
    def __init__(
        self,
        store: DocumentStoreApi,
        vectors: VectorIndex,
        embedder: Embeddings,
        cfg: RetrievalSettings,
        tags: TagDictionary,
        fast: FastIndex | None = None,
        previous: Callable[[str], tuple[Embeddings, VectorIndex] | None] | None = None,
        out_of_force: Callable[[list[str] | None, str], list[str]] | None = None,
    ) -> None:
        self.fast = fast
        self.out_of_force = out_of_force  # (kbs, day) → ids of the documents not in force that day
        self.previous = previous
        self.store = store
        self.vectors = vectors
        self.embedder = embedder
        self.cfg = cfg
        self.tags = tags
        self.weights = FusionWeights(
            bm25=cfg.weight_bm25, coverage=cfg.weight_coverage, dense=cfg.weight_dense, fast_prior=cfg.fast_prior,
            fast_coverage=cfg.fast_coverage, fast_reliability=cfg.fast_reliability, spread=cfg.dense_spread,
        )  # fmt: skip
        self._embed_query = lru_cache(maxsize=1024)(self._embed_query_uncached)
        self._embed_previous = lru_cache(maxsize=1024)(self._embed_previous_uncached)
        self._embed_fast = lru_cache(maxsize=1024)(self._embed_fast_uncached)
        self._previous_down: dict[str, float] = {}  # old remote model -> monotonic time it failed

    def _embed_query_uncached(self, text: str) -> np.ndarray:
        return self.embedder.embed_query(text)

    def _embed_previous_uncached(self, model_id: str, text: str) -> np.ndarray:
        got = self.previous(model_id) if self.previous else None
        assert got is not None
        return got[0].embed_query(text)

    def _embed_fast_uncached(self, text: str) -> np.ndarray:
        assert self.fast is not None
        return self.fast.embed_query(text)

    def search(self, query: str, opts: SearchOptions | None = None) -> list[SearchHit]:
        opts = opts or SearchOptions(k=self.cfg.k)
        n = max(self.cfg.candidates, opts.k * 4)
        skip = self.excluded_documents(opts)
        match = self.store.keyword_match(query, opts.kbs, n, skip)
        bm25 = match.hits
        by_rowid = self.store.fragments_by_rowids([rid for rid, _ in bm25])
        dense = self.vectors.search(self._embed_query(query), opts.kbs, n, skip)
        fast = self.fast.search(self._embed_fast(query), opts.kbs, n * 3, skip) if self.fast else []
        by_id = {f.id: f for f in by_rowid.values()}
        by_id.update(self.store.fragments_by_ids(list(dict.fromkeys(i for i, _ in dense if i not in by_id))))
        # most fast candidates are refined fragments (they compete through their main vector): read only
        # which model each has, and whole rows for the unrefined ones the fast list will score
        models = {i: f.vector_model for i, f in by_id.items()}
        models.update(self.store.vector_models(list(dict.fromkeys(i for i, _ in fast if i not in models))))
        model = self.embedder.model_id
        dense_lists = {"dense": [(i, c) for i, c in dense if i in by_id and by_id[i].vector_model == model]}
        list_models = {"dense": model}
        for old, ranked in self._previous_dense(query, opts, n, by_id, models, model, skip):
            dense_lists[f"dense:{old}"] = ranked
            list_models[f"dense:{old}"] = old
        has_dense = {i for i, m in models.items() if m in list_models.values()}
        fast = [(i, c) for i, c in fast if i in models and i not in has_dense][:n]
        by_id.update(self.store.fragments_by_ids([i for i, _ in fast if i not in by_id]))
        bm25_ids = [(by_rowid[rid].id, s) for rid, s in bm25 if rid in by_rowid]
        candidates = list(dict.fromkeys(i for _, ranked in (("bm25", bm25_ids), *dense_lists.items(), ("fast", fast))
                                        for i, _ in ranked))  # fmt: skip
        covered = self._coverage(match, [by_id[i].rowid for i in candidates], candidates)
        lists = [
            DenseList(ranked, {i for i, m in models.items() if m == list_models[key]}, self._scale(list_models[key]))
            for key, ranked in dense_lists.items()
        ]
        fused = fuse(bm25_ids, lists, fast, covered, candidates, self.weights)
        parts: dict[str, dict[str, float]] = {i: {"coverage": c} for i, c in covered.items()}
        for key, ranked in (("bm25", bm25_ids), *dense_lists.items(), ("fast", fast)):
            for fid, score in ranked:
                parts[fid][key] = score

        cands = [by_id[i] for i in fused if self._allowed(by_id[i], opts)]
        if not cands:
            return []
        return [_dated(h, opts.day) for h in self._rank(query, cands, fused, parts, opts.k)]

    def _coverage(self, match: KeywordMatch, rowids: list[int], ids: list[str]) -> dict[str, float]:
        """Each candidate's lexical coverage: from the word lists the keyword search held (`KeywordMatch.holders`),
        else from the words of the candidates' index rows."""
        if not match.terms:
            return dict.fromkeys(ids, 0.0)
        held = match.coverage(rowids)
        if held is not None:
            return dict(zip(ids, held, strict=True))
        words = self.store.indexed_words(rowids)
        return {i: coverage(match.terms, words.get(r, set())) for i, r in zip(ids, rowids, strict=True)}

    def excluded_documents(self, opts: SearchOptions) -> list[str]:
        """The documents a search leaves out: those not in force on its day (none with `include_expired`)."""
        if opts.include_expired or self.out_of_force is None:
            return []
        return self.out_of_force(opts.kbs, opts.day)

    def search_one_signal(self, query: str, signal: Signal, opts: SearchOptions | None = None) -> list[SearchHit]:
        """The fragments one signal alone ranks first (BM25, or the main model's vectors), with no fusion,
        bonuses or conflict handling: the ablation rows `knowdesk eval retrieval --ablation` prints."""
        opts = opts or SearchOptions(k=self.cfg.k)
        n = max(self.cfg.candidates, opts.k * 4)
        skip = self.excluded_documents(opts)
        if signal == "bm25":
            found = self.store.keyword_search(query, opts.kbs, n, skip)
            rows = self.store.fragments_by_rowids([rid for rid, _ in found])
            ranked = [(rows[rid], s) for rid, s in found if rid in rows]
        else:
            found = self.vectors.search(self._embed_query(query), opts.kbs, n, skip) if self.vectors.count() else []
            by_id = self.store.fragments_by_ids([i for i, _ in found])
            model = self.embedder.model_id
            ranked = [(by_id[i], c) for i, c in found if i in by_id and by_id[i].vector_model == model]
        kept = [(f, s) for f, s in ranked if self._allowed(f, opts)][: opts.k]
        return [_dated(_hit(f, s, {signal: s}), opts.day) for f, s in kept]

    def _scale(self, model_id: str) -> float:
        if model_id == self.embedder.model_id:
            return cosine_scale(self.embedder)
        got = self.previous(model_id) if self.previous else None
        return cosine_scale(got[0]) if got else 1.0

    def _previous_dense(
        self,
        query: str,
        opts: SearchOptions,
        n: int,
        by_id: dict[str, FragmentRow],
        models: dict[str, str | None],
        model: str,
        skip: list[str],
    ) -> list[tuple[str, list[tuple[str, float]]]]:
        """After a model change: candidates still carrying an earlier model's vector are ranked by that
        model (its query embedding, its index) until the refiner re-embeds them (`by_id` and `models` grow)."""
        out = []
        stale = sorted({m for m in models.values() if m and m != model})
        for old in stale:
            got = self.previous(old) if self.previous else None
            down_since = self._previous_down.get(old)
            if got is None or (down_since is not None and time.monotonic() - down_since < PREVIOUS_RETRY_S):
                continue
            try:
                qv = self._embed_previous(old, query)
            except ModelError as exc:  # its server is gone: fast-vector estimates serve these fragments
                log.warning("previous embedding model %s unavailable for %d s: %s", old, PREVIOUS_RETRY_S, exc)
                self._previous_down[old] = time.monotonic()
                continue
            hits = got[1].search(qv, opts.kbs, n, skip)
            by_id.update(self.store.fragments_by_ids([i for i, _ in hits if i not in by_id]))
            models.update({i: by_id[i].vector_model for i, _ in hits if i in by_id})
            out.append((old, [(i, c) for i, c in hits if i in by_id and by_id[i].vector_model == old]))
        return out

    @staticmethod
    def _allowed(f: FragmentRow, opts: SearchOptions) -> bool:
        if f.sensitive and not opts.allow_sensitive:
            return False
        return not (opts.tags and not set(opts.tags) & set(f.tags))

    def _rank(
        self, query: str, cands: list[FragmentRow], fused: dict[str, float], parts: dict[str, dict[str, float]], k: int
    ) -> list[SearchHit]:
        kind = question_kind(query)
        qtags = self.tags.tag(query)
        # recency's range comes from the leading candidates, the ones competing for the answer: the tail
        # of the list (which ties and approximate neighbours decide) must not move the top scores
        lead = sorted(cands, key=lambda f: -fused[f.id])[: max(2 * k, 10)]
        dates = [parse_date(f.updated) for f in lead]
        valid = [d for d in dates if d != date.min] or [date.today()]
        oldest, newest = min(valid), max(valid)
        qtokens = set(search_tokens(query))
        name_tokens = {name: cached_name_tokens(name) for name in {f.document for f in cands}}
        scored: list[tuple[float, FragmentRow, dict[str, float]]] = []
        for f in cands:
            feats = {
                "fused": fused[f.id],
                "format": format_fitness(kind, f.format, f.content_type),
                "recency": recency(f.updated, oldest, newest),
                "tags": tag_overlap(qtags, f.tags),
                "title": title_match(qtokens, name_tokens[f.document]),
            }
            bonus = self.cfg.weight_format * feats["format"] + self.cfg.weight_recency * feats["recency"]
            bonus += self.cfg.weight_tags * feats["tags"] + self.cfg.weight_title * feats["title"]
            score = feats["fused"] + bonus  # in cosine units, like the fused score
            scored.append((score, f, {**parts.get(f.id, {}), **feats}))
        scored.sort(key=lambda t: -t[0])
        # hits are built for the top k and for the versions of the policies among them (all that
        # `resolve_conflicts` can return), not for every candidate
        docs_by_topic: dict[str, set[str]] = {}
        for _, f, _ in scored:
            docs_by_topic.setdefault(cached_topic_key(f.document), set()).add(f.document_id)
        in_top = {cached_topic_key(f.document) for _, f, _ in scored[:k]}
        needed = {key for key in in_top if len(docs_by_topic[key]) > 1}
        hits = [
            _hit(f, sc, feats)
            for i, (sc, f, feats) in enumerate(scored)
            if i < k or cached_topic_key(f.document) in needed
        ]
        return resolve_conflicts(hits, k)


@lru_cache(maxsize=65536)
def cached_topic_key(name: str) -> str:
    return topic_key(name)


@lru_cache(maxsize=65536)
def cached_name_tokens(name: str) -> frozenset[str]:
    """A document name's words for title matching, kept per name: a search meets ≈ 60 documents' names, and
    tokenising each (jieba) cost ≈ 0.2 ms when the shared token cache no longer held it."""
    return frozenset(search_tokens(topic_key_source(name)))


def _hit(f: FragmentRow, score: float, feats: dict[str, float]) -> SearchHit:
    return SearchHit(
        fragment_id=f.id, document_id=f.document_id, document=f.document, version=f.version, updated=f.updated,
        section=f.section, content_type=f.content_type, format=f.format, text=f.text, body=f.body, tags=f.tags,
        kb=f.kb, score=round(score, 6), sensitive=f.sensitive, page=f.page, ocr=f.ocr, scores={k: round(v, 4) for k, v in feats.items()},
        effective_from=f.effective_from, effective_until=f.effective_until, superseded_by=f.superseded_by,
        supersedes=list(f.supersedes),
    )  # fmt: skip


def _dated(hit: SearchHit, day: str) -> SearchHit:
    """The hit's validity on the search's day (an expired one is only there with `include_expired`)."""
    hit.validity = validity_on(hit.effective_from, hit.effective_until, day)
    return hit


def topic_key_source(name: str) -> str:
    """The document name without version and dates, as words (for title matching)."""
    return VERSION_NOISE.sub(" ", name)


def resolve_conflicts(ranked: list[SearchHit], k: int) -> list[SearchHit]:
    """Top-k where versions of one policy are returned together, newest document first.

    If an older version made the top k, its newer sibling is pulled in from the candidates and
    placed before it; both are marked `conflicts_with` each other so the answer can say which stands.
    """
    top = ranked[:k]
    rest = ranked[k:]
    groups: dict[str, list[SearchHit]] = {}
    for h in ranked:
        groups.setdefault(topic_key(h.document), []).append(h)
    for key, members in groups.items():
        docs = {m.document_id for m in members}
        if len(docs) < 2:
            continue
        names = sorted({m.document for m in members})
        for m in members:
            m.conflicts_with = [n for n in names if n != m.document]
        in_top = [m for m in top if topic_key(m.document) == key]
        if not in_top:
            continue
        newest = max(members, key=lambda m: (m.updated, m.score))
        if newest not in top:
            rest.remove(newest)
            top.insert(top.index(in_top[0]), newest)
            if len(top) > k:  # make room by dropping the weakest hit of another topic
                others = [i for i, h in enumerate(top) if topic_key(h.document) != key]
                top.pop(others[-1] if others else -1)
        # order this topic's hits by date, newest first, keeping the slots they occupy
        slots = [i for i, h in enumerate(top) if topic_key(h.document) == key]
        ordered = sorted((top[i] for i in slots), key=lambda m: (m.updated, m.score), reverse=True)
        for i, h in zip(slots, ordered, strict=True):
            top[i] = h
    return top
