"""Retrieval evaluation on SQuAD-format data: every paragraph is a document, a hit is a
fragment of the question's own paragraph among the top k."""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path


@dataclass
class SquadSet:
    paragraphs: dict[str, str]  # paragraph id → context
    questions: list[tuple[str, str]]  # (question, paragraph id)


def load_squad(path: str | Path, limit: int | None = None) -> SquadSet:
    """Read SQuAD v1 JSON; `limit` keeps the first N paragraphs and their questions."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    paragraphs: dict[str, str] = {}
    questions: list[tuple[str, str]] = []
    for art_i, article in enumerate(data["data"]):
        for par_i, par in enumerate(article["paragraphs"]):
            if limit is not None and len(paragraphs) >= limit:
                return SquadSet(paragraphs, questions)
            pid = str(par.get("id") or f"{art_i}-{par_i}").replace("/", "_")
            if pid in paragraphs:
                pid = f"{pid}-{art_i}-{par_i}"
            paragraphs[pid] = par["context"]
            questions.extend((qa["question"], pid) for qa in par.get("qas", []))
    return SquadSet(paragraphs, questions)


@dataclass
class RetrievalScores:
    questions: int
    hit_at_1: float
    hit_at_k: float
    mrr_at_k: float
    k: int
    median_query_ms: float

    def to_dict(self) -> dict:
        return {
            "questions": self.questions, "k": self.k, "hit@1": round(self.hit_at_1, 4),
            f"hit@{self.k}": round(self.hit_at_k, 4), f"mrr@{self.k}": round(self.mrr_at_k, 4),
            "median_query_ms": round(self.median_query_ms, 2),
        }  # fmt: skip


def score_retrieval(
    questions: list[tuple[str, str]],
    retrieve: Callable[[str], list[str]],
    k: int,
    on_progress: Callable[[int], None] | None = None,
) -> RetrievalScores:
    """`retrieve(question)` returns the paragraph ids of its ranked results (duplicates allowed)."""
    h1 = hk = mrr = 0.0
    times = []
    for i, (q, pid) in enumerate(questions):
        t = time.perf_counter()
        ranked = retrieve(q)[:k]
        times.append((time.perf_counter() - t) * 1000)
        if ranked[:1] == [pid]:
            h1 += 1
        if pid in ranked:
            hk += 1
            mrr += 1.0 / (ranked.index(pid) + 1)
        if on_progress:
            on_progress(i + 1)
    n = max(len(questions), 1)
    return RetrievalScores(len(questions), h1 / n, hk / n, mrr / n, k, statistics.median(times) if times else 0.0)


def write_paragraph_files(squad: SquadSet, folder: Path) -> dict[str, str]:
    """One UTF-8 text file per paragraph; returns file stem → paragraph id."""
    folder.mkdir(parents=True, exist_ok=True)
    out = {}
    for pid, context in squad.paragraphs.items():
        f = folder / f"{pid}.txt"
        if not f.exists() or f.read_text(encoding="utf-8") != context:
            f.write_text(context, encoding="utf-8")
        out[f.stem] = pid
    return out
