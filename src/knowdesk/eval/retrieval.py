"""Retrieval evaluation: SQuAD-format data (every paragraph is a document, a hit is a fragment of the
question's own paragraph among the top k) and query → passage sets in the uniform format."""

from __future__ import annotations

import hashlib
import json
import math
import statistics
import time
from collections.abc import Callable, Iterable
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


# ---------------------------------------------------------------- query → passage sets (uniform format)


@dataclass
class RetrievalSet:
    """Queries, passages and graded relevance: the uniform `corpus.jsonl` / `queries.jsonl` / `qrels.tsv`
    format of `../shared/bench-data/zh-retrieval/` (SOURCES.md §5), which every other set converts to."""

    corpus: dict[str, str]  # passage id → text
    queries: dict[str, str]  # query id → text
    qrels: dict[str, dict[str, int]]  # query id → {relevant passage id: relevance ≥ 1}

    def subset(self, query_ids: Iterable[str]) -> RetrievalSet:
        """The same corpus with only these queries."""
        keep = [q for q in query_ids if q in self.qrels]
        return RetrievalSet(self.corpus, {q: self.queries[q] for q in keep}, {q: self.qrels[q] for q in keep})


def _jsonl(path: Path) -> dict[str, str]:
    out: dict[str, str] = {}
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                rec = json.loads(line)
                out[str(rec["id"])] = rec["text"]
    return out


def load_uniform(corpus: str | Path, queries: str | Path, qrels: str | Path, limit: int | None = None) -> RetrievalSet:
    """Read the uniform format; `limit` keeps the first N queries that have a relevant passage."""
    passages = _jsonl(Path(corpus))
    asked = _jsonl(Path(queries))
    rels: dict[str, dict[str, int]] = {}
    with Path(qrels).open(encoding="utf-8") as fh:
        for line in fh:
            parts = line.rstrip("\n").split("\t")
            if len(parts) < 3 or not parts[2].strip().lstrip("-").isdigit():
                continue  # a header line or a blank one
            qid, pid, rel = parts[0], parts[1], int(parts[2])
            if rel >= 1 and qid in asked and pid in passages:
                rels.setdefault(qid, {})[pid] = max(rel, rels.get(qid, {}).get(pid, 0))
    order = [q for q in asked if q in rels][:limit]
    return RetrievalSet(passages, {q: asked[q] for q in order}, {q: rels[q] for q in order})


def squad_as_set(squad: SquadSet) -> RetrievalSet:
    """SQuAD as a retrieval set: each paragraph is a passage, each question's own paragraph its one
    relevant passage (identical question texts are one query with every paragraph they came from)."""
    by_text: dict[str, str] = {}
    queries: dict[str, str] = {}
    qrels: dict[str, dict[str, int]] = {}
    for question, pid in squad.questions:
        qid = by_text.setdefault(question, f"q{len(by_text)}")
        queries[qid] = question
        qrels.setdefault(qid, {})[pid] = 1
    return RetrievalSet(dict(squad.paragraphs), queries, qrels)


def metric_names(k: int = 5) -> tuple[str, ...]:
    return ("hit@1", f"hit@{k}", f"mrr@{k}", "ndcg@10")


METRICS = metric_names(5)


def ranking_metrics(ranked: list[str], relevant: dict[str, int], k: int = 5) -> dict[str, float]:
    """hit@1, hit@k, MRR@k and nDCG@10 (gain 2^rel − 1) of one query's ranked passage ids; a passage
    that appears twice (two fragments of it) counts at its first place."""
    ranked = list(dict.fromkeys(ranked))
    first = next((i for i, p in enumerate(ranked) if relevant.get(p, 0) >= 1), None)
    dcg = sum((2 ** relevant.get(p, 0) - 1) / math.log2(i + 2) for i, p in enumerate(ranked[:10]))
    ideal = sorted(relevant.values(), reverse=True)[:10]
    idcg = sum((2**r - 1) / math.log2(i + 2) for i, r in enumerate(ideal))
    return {
        "hit@1": float(first == 0),
        f"hit@{k}": float(first is not None and first < k),
        f"mrr@{k}": 1.0 / (first + 1) if first is not None and first < k else 0.0,
        "ndcg@10": dcg / idcg if idcg > 0 else 0.0,
    }


@dataclass
class RankingScores:
    queries: int
    means: dict[str, float]  # METRICS → mean over queries
    median_query_ms: float

    def to_dict(self) -> dict:
        return {"queries": self.queries, **{k: round(v, 4) for k, v in self.means.items()},
                "median_query_ms": round(self.median_query_ms, 2)}  # fmt: skip


def score_ranking(
    data: RetrievalSet,
    retrieve: Callable[[str], list[str]],
    k: int = 5,
    on_progress: Callable[[int], None] | None = None,
) -> RankingScores:
    """`retrieve(query text)` returns passage ids, best first (at least 10 for nDCG@10 to see them)."""
    totals = dict.fromkeys(metric_names(k), 0.0)
    times = []
    for i, (qid, text) in enumerate(data.queries.items()):
        t = time.perf_counter()
        ranked = retrieve(text)
        times.append((time.perf_counter() - t) * 1000)
        for key, value in ranking_metrics(ranked, data.qrels[qid], k).items():
            totals[key] += value
        if on_progress:
            on_progress(i + 1)
    n = max(len(data.queries), 1)
    return RankingScores(
        len(data.queries), {m: v / n for m, v in totals.items()}, statistics.median(times) if times else 0.0
    )


def passage_file_stem(passage_id: str) -> str:
    """A file name for a passage made of letters only, from a hash of its id: a digit in a document's
    name would read as a version or a date (conflict grouping, recency) and words as a title."""
    n = int(hashlib.sha256(passage_id.encode("utf-8")).hexdigest()[:15], 16)
    letters = []
    for _ in range(12):
        n, r = divmod(n, 26)
        letters.append(chr(ord("a") + r))
    return "kd" + "".join(letters)


def write_passage_files(data: RetrievalSet, folder: Path) -> dict[str, str]:
    """One UTF-8 text file per passage (only rewritten when changed, so a kept index is reused; files of
    passages no longer in the set are removed); returns file stem → passage id."""
    folder.mkdir(parents=True, exist_ok=True)
    out: dict[str, str] = {}
    for pid, text in data.corpus.items():
        stem = passage_file_stem(pid)
        if stem in out:
            raise ValueError(f"passages {out[stem]!r} and {pid!r} share the file name {stem}")
        f = folder / f"{stem}.txt"
        if not f.exists() or f.read_text(encoding="utf-8") != text:
            f.write_text(text, encoding="utf-8")
        out[stem] = pid
    for f in folder.glob("*.txt"):
        if f.stem not in out:
            f.unlink()
    return out
