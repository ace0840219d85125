"""Content extraction (seed 001 §2.2/§5): what the question generator may read, within a budget.

A knowledge base or group can be far larger than a model's context. The strategy is picked by
size (or forced by option): full text when it fits; semantic clustering when it is a few times
too big; a hierarchical (extractive) summary per document for large groups; dynamic RAG sampling
and weighted sampling on request. Every item keeps its fragment id, document and section, so
questions, grading and the report can cite their sources.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

import numpy as np

from knowdesk.assessment.text import estimate_tokens, salience, sentences
from knowdesk.config import AssessmentSettings
from knowdesk.errors import NotFoundError
from knowdesk.models import SearchHit
from knowdesk.retrieval.hybrid import SearchOptions
from knowdesk.retrieval.ranking import topic_key
from knowdesk.stores.contracts.documents import FragmentRow

Strategy = Literal["auto", "full", "rag", "cluster", "weighted", "summary"]
STRATEGIES: tuple[str, ...] = ("auto", "full", "rag", "cluster", "weighted", "summary")
_REFERENCE_HINTS = ("记录", "对照", "附件", "清单", "样例", "模板")


@dataclass
class Material:
    """The chosen items (JSON-plain dicts), the strategy used and the sizes (for budget checks)."""

    items: list[dict[str, Any]]
    strategy: str
    total_size: int
    used_size: int
    budget: int

    def to_dict(self) -> dict[str, Any]:
        return {"strategy": self.strategy, "total_size": self.total_size, "used_size": self.used_size,
                "budget": self.budget, "documents": sorted({i["document"] for i in self.items})}  # fmt: skip


def item(row: FragmentRow, text: str | None = None) -> dict[str, Any]:
    return {"id": row.id, "document": row.document, "section": row.section, "kb": row.kb,
            "updated": row.updated, "text": text if text is not None else row.body}  # fmt: skip


def joined(items: list[dict[str, Any]]) -> str:
    """Seed 001's aggregate context: one `--- Document: [title] ---` section per document."""
    out: list[str] = []
    current = None
    for i, it in enumerate(items, 1):
        if it["document"] != current:
            current = it["document"]
            out.append(f"--- Document: [{current}] ---")
        out.append(f"[F{i}] ({it['section']})\n{it['text']}")
    return "\n".join(out)


@dataclass
class MaterialSource:
    """Where material is read; `app.py` builds it (`Knowdesk.material_source`)."""

    fragments: Callable[[list[str]], list[FragmentRow]]  # every fragment of the bases
    search: Callable[[str, SearchOptions], list[SearchHit]]  # the retriever (the RAG strategy)
    vectors: Callable[[list[FragmentRow]], tuple[np.ndarray, int, int]]  # cached vectors (the cluster strategy)


class MaterialBuilder:
    """Builds material for a scope from the store's fragments, the retriever and cached vectors."""

    def __init__(self, source: MaterialSource, cfg: AssessmentSettings) -> None:
        self.source = source
        self.cfg = cfg
        self.size: Callable[[str], int] = estimate_tokens if cfg.budget_unit == "tokens" else len

    def build(self, kbs: list[str], strategy: str = "auto", seed: int = 0) -> Material:
        rows = current_versions([r for r in self.source.fragments(kbs) if not r.sensitive and r.body.strip()])
        if not rows:
            raise NotFoundError(f"no documents to assess in {', '.join(kbs)} (ingest some first)")
        budget = self.cfg.context_budget
        total = sum(self.size(r.body) for r in rows)
        if strategy == "auto":
            n_docs = len({r.document_id for r in rows})
            if total <= budget:
                strategy = "full"
            elif n_docs > 20:
                strategy = "summary"
            else:
                strategy = "cluster"
        pick = {"full": self._full, "rag": self._rag, "cluster": self._cluster,
                "weighted": self._weighted, "summary": self._summary}[strategy]  # fmt: skip
        items = pick(rows, kbs, budget, seed)
        return Material(items, strategy, total, self.size(joined(items)), budget)

    # ------------------------------------------------------------ helpers
    def cost(self, it: dict[str, Any]) -> int:
        """An item's share of the prompt: its text plus, at most, its labels in `joined()`."""
        return self.size(f"--- Document: [{it['document']}] ---\n[F999] ({it['section']})\n{it['text']}\n")

    def _fill(self, ordered: list[dict[str, Any]], budget: int) -> list[dict[str, Any]]:
        """Take items in order while they fit; the result is re-sorted into reading order."""
        out, used = [], 0
        for it in ordered:
            n = self.cost(it)
            if used + n > budget:
                continue
            out.append(it)
            used += n
        order = {it["id"]: k for k, it in enumerate(ordered)}
        return sorted(out, key=lambda it: (it["kb"], it["document"], order[it["id"]]))

    # ------------------------------------------------------------ strategies
    def _full(self, rows: list[FragmentRow], kbs: list[str], budget: int, seed: int) -> list[dict[str, Any]]:
        """The whole text; when it does not fit, an even sample of it (`spread`), never just the first documents."""
        return self._fill([item(r) for r in spread(rows, seed)], budget)

    def _rag(self, rows: list[FragmentRow], kbs: list[str], budget: int, seed: int) -> list[dict[str, Any]]:
        """Topics are the documents' section headings; the top fragments per topic are retrieved."""
        topics = list(dict.fromkeys(f"{r.document} {r.section.split('>')[-1].strip()}" for r in rows))
        step = max(1, len(topics) // 24)
        by_id = {r.id: r for r in rows}
        ordered: list[dict[str, Any]] = []
        seen: set[str] = set()
        for topic in topics[::step]:
            for hit in self.source.search(topic, SearchOptions(kbs=kbs, k=2)):
                if hit.fragment_id in by_id and hit.fragment_id not in seen:
                    seen.add(hit.fragment_id)
                    ordered.append(item(by_id[hit.fragment_id]))
        return self._fill(ordered, budget)

    def _cluster(self, rows: list[FragmentRow], kbs: list[str], budget: int, seed: int) -> list[dict[str, Any]]:
        """k-means over fragment vectors; the fragment nearest each centroid represents it."""
        vecs, _, _ = self.source.vectors(rows)
        k = min(len(rows), 20, max(10, len(rows) // 8))
        labels, centroids = kmeans(vecs, k, seed=seed)
        clusters: list[list[int]] = []
        for c in range(len(centroids)):
            members = np.flatnonzero(labels == c)
            if len(members):
                d = np.linalg.norm(vecs[members] - centroids[c], axis=1)
                clusters.append([int(members[j]) for j in np.argsort(d)])
        clusters.sort(key=lambda m: -len(m))  # biggest clusters first: what the knowledge base is mostly about
        # the representative of every cluster first, then the runners-up, at most two per cluster
        ordered = [rows[m[rank]] for rank in range(2) for m in clusters if rank < len(m)]
        return self._fill([item(r) for r in ordered], budget)

    def _weighted(self, rows: list[FragmentRow], kbs: list[str], budget: int, seed: int) -> list[dict[str, Any]]:
        """Sample fragments by document weight: core rules over reference tables, newer over older."""
        dates = sorted({r.updated for r in rows})
        rank = {d: i / max(1, len(dates) - 1) for i, d in enumerate(dates)}
        weights = np.array([document_weight(r) * (0.5 + 0.5 * rank[r.updated]) for r in rows])
        rng = np.random.default_rng(seed)
        order = rng.choice(len(rows), size=len(rows), replace=False, p=weights / weights.sum())
        return self._fill([item(rows[i]) for i in order], budget)

    def _summary(self, rows: list[FragmentRow], kbs: list[str], budget: int, seed: int) -> list[dict[str, Any]]:
        """Summarise each document by its most salient sentences, then take summaries round-robin.

        Round one takes every document's best sentence (documents interleaved across knowledge
        bases), round two the second best, and so on until the budget is spent: a large group
        is covered broadly before any document is covered deeply.
        """
        docs: dict[str, list[FragmentRow]] = {}
        for r in rows:
            docs.setdefault(r.document_id, []).append(r)
        share = max(1, budget // max(1, len(docs)))
        summaries: list[tuple[str, list[dict[str, Any]]]] = []
        for frags in docs.values():
            scored = [(salience(s), k, s, f) for k, f in enumerate(frags) for s in sentences(f.body)]
            scored.sort(key=lambda x: (-x[0], x[1]))
            picked, used = [], 0
            for _, _, sent, f in scored:
                if picked and used + self.size(sent) > share:
                    break
                picked.append(item(f, sent))
                used += self.size(sent)
            summaries.append((frags[0].kb, picked))
        by_kb: dict[str, list[list[dict[str, Any]]]] = {}
        for kb, picked in summaries:
            by_kb.setdefault(kb, []).append(picked)
        interleaved = [p for group in _zip_longest(list(by_kb.values())) for p in group]
        ordered = [p[rank] for rank in range(max((len(p) for p in interleaved), default=0))
                   for p in interleaved if rank < len(p)]  # fmt: skip
        return self._fill(_merge_same_fragment(ordered), budget)


def spread(rows: list[FragmentRow], seed: int) -> list[FragmentRow]:
    """Fragments ordered so that any prefix samples the base evenly: each document by its share of the fragments,
    and within a document its chapters in turn (a seeded start in each), so what a budget keeps covers every
    document and section in proportion rather than the documents whose ids sort first."""
    rng = np.random.default_rng(seed)
    docs: dict[str, list[FragmentRow]] = {}
    for r in rows:
        docs.setdefault(r.document_id, []).append(r)
    keyed: list[tuple[float, FragmentRow]] = []
    for frags in docs.values():
        chapters: dict[str, list[FragmentRow]] = {}
        for r, chapter in zip(frags, chapter_keys([r.section for r in frags]), strict=True):
            chapters.setdefault(chapter, []).append(r)
        rotated = [c[k:] + c[:k] for c in chapters.values() for k in [int(rng.integers(len(c)))]]
        start = int(rng.integers(len(rotated)))
        rotated = rotated[start:] + rotated[:start]
        order = [r for group in _zip_longest(rotated) for r in group]
        offset = rng.random()
        keyed.extend((k > 0, (k + offset) / len(order), r) for k, r in enumerate(order))
    # every document's first pick comes before any document's second, so a budget that holds one fragment per
    # document covers them all whatever the sizes of the fragments drawn before it
    return [r for _, _, r in sorted(keyed, key=lambda x: (x[0], x[1]))]


def chapter_keys(sections: list[str]) -> list[str]:
    """Each section's chapter: its first heading below the levels all of a document's sections share
    ("入职指南 > 第一章 … > 1.1 …" → "第一章 …" when every section starts "入职指南 > ")."""
    parts = [[p.strip() for p in s.split(">")] for s in sections]
    shared = 0
    while any(len(p) > shared + 1 for p in parts) and len({p[shared] for p in parts if len(p) > shared}) == 1:
        shared += 1  # a section that is the shared heading itself (a document's preamble) is a chapter of its own
    return [p[min(shared, len(p) - 1)] for p in parts]


def _zip_longest(lists: list[list[Any]]) -> list[list[Any]]:
    """[[a1, a2], [b1]] → [[a1, b1], [a2]]: one from each list per round."""
    rounds = max((len(x) for x in lists), default=0)
    return [[x[i] for x in lists if i < len(x)] for i in range(rounds)]


def _merge_same_fragment(items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Sentences picked from one fragment become one item (ids stay unique)."""
    merged: dict[str, dict[str, Any]] = {}
    for it in items:
        if it["id"] in merged:
            merged[it["id"]]["text"] += it["text"]
        else:
            merged[it["id"]] = dict(it)
    return list(merged.values())


def current_versions(rows: list[FragmentRow]) -> list[FragmentRow]:
    """Drop superseded versions of a policy (same topic key, older date): never examine old rules."""
    newest: dict[str, tuple[str, str]] = {}
    for r in rows:
        key = topic_key(r.document)
        if key not in newest or (r.updated, r.document_id) > newest[key]:
            newest[key] = (r.updated, r.document_id)
    return [r for r in rows if newest[topic_key(r.document)][1] == r.document_id]


def document_weight(row: FragmentRow) -> float:
    """Core documents (rules, policies) weigh 1.0; reference material (tables, records) 0.4."""
    if row.content_type == "table" or any(h in row.section for h in _REFERENCE_HINTS):
        return 0.4
    if re.search(r"制度|办法|规范|指南|规定|policy|handbook", row.document, re.I):
        return 1.0
    return 0.7


def kmeans(x: np.ndarray, k: int, seed: int = 0, iters: int = 30) -> tuple[np.ndarray, np.ndarray]:
    """Plain k-means (k-means++ start) in numpy: labels and centroids, deterministic per seed."""
    rng = np.random.default_rng(seed)
    n = len(x)
    k = max(1, min(k, n))
    centroids = [x[int(rng.integers(n))]]
    for _ in range(1, k):
        d = np.min(np.stack([np.sum((x - c) ** 2, axis=1) for c in centroids]), axis=0)
        if d.sum() <= 0:
            break
        centroids.append(x[int(rng.choice(n, p=d / d.sum()))])
    c = np.stack(centroids)
    labels = np.zeros(n, dtype=int)
    for _ in range(iters):
        dist = ((x[:, None, :] - c[None, :, :]) ** 2).sum(axis=2)
        new = dist.argmin(axis=1)
        if _ and np.array_equal(new, labels):
            break
        labels = new
        for j in range(len(c)):
            members = x[labels == j]
            if len(members):
                c[j] = members.mean(axis=0)
    return labels, c
