"""PostgreSQL keyword search on real text: MaxScore pruning against scoring every matching fragment.

    python bench/pg_keyword.py [--questions 500] [--out bench/out/pg_keyword.json]

Real Chinese text, ingested through the real pipeline into one knowledge base on a throw-away
PostgreSQL (tests/pg/server.py) with the hashing embedder (vectors are not measured here): RGB's
web-search passages (one file each), CMRC 2018 dev paragraphs (Chinese Wikipedia) and the labour
laws. The queries are CMRC's and RGB's own questions, as users would type them. For each question both variants run back to back (pruned, then not, alternating which
goes first), so machine load affects both alike; results must be identical, and are checked.
FTS5 on the same fragments (the embedded store) is given for reference.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT.parent / "shared" / "bench-data"
CMRC = BENCH / "zh-mrc" / "cmrc2018" / "cmrc2018_dev_squad.json"
LAWS = BENCH / "docs" / "zh-law"
RGB = BENCH / "zh-rag" / "rgb" / "zh_refine.json"


def rgb(folder: Path) -> list[str]:
    """Write RGB's distinct passages as text files; returns its queries."""
    folder.mkdir(parents=True, exist_ok=True)
    passages, queries = {}, []
    for line in RGB.read_text(encoding="utf-8").splitlines():
        item = json.loads(line)
        queries.append(item["query"])
        for p in item["positive"] + item["negative"]:
            passages.setdefault(p, len(passages))
    for text, i in passages.items():
        (folder / f"rgb_{i:05d}.txt").write_text(text, encoding="utf-8")
    return queries


def same(a: list[tuple[int, float]], b: list[tuple[int, float]]) -> bool:
    """Same fragments in the same order, scores equal but for float summation order."""
    return [r for r, _ in a] == [r for r, _ in b] and all(
        abs(x - y) < 1e-9 for (_, x), (_, y) in zip(a, b, strict=False)
    )


def p50(xs: list[float]) -> float:
    return round(statistics.median(xs), 2)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--questions", type=int, default=500)
    ap.add_argument("--limit", type=int, default=40, help="results per search (the hybrid retriever's 40)")
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "out" / "pg_keyword.json")
    args = ap.parse_args()
    sys.path.insert(0, str(ROOT))
    from tests.pg.server import LocalPostgres

    from knowdesk.app import Knowdesk
    from knowdesk.config import load_settings
    from knowdesk.embeddings.hashing import HashingEmbeddings
    from knowdesk.eval.retrieval import load_squad, write_paragraph_files
    from knowdesk.stores.postgres import keyword
    from knowdesk.stores.postgres.db import PgDatabase
    from knowdesk.stores.postgres.migrations import upgrade

    data = load_squad(CMRC)
    tmp = Path(tempfile.mkdtemp(prefix="knowdesk-pgkw-"))
    write_paragraph_files(data, tmp / "cmrc")
    rgb_queries = rgb(tmp / "rgb")
    cmrc_queries = [q for q, _ in data.questions]
    questions = [q for pair in zip(cmrc_queries, rgb_queries, strict=False) for q in pair]
    questions = (questions + cmrc_queries[len(rgb_queries) :])[: args.questions]
    server = LocalPostgres()
    url = server.start()
    try:
        db = PgDatabase(url)
        upgrade(db)
        db.close()
        apps = {
            "postgres": Knowdesk(load_settings(data_dir=tmp / "pg", database_url=url), embedder=HashingEmbeddings()),
            "sqlite": Knowdesk(load_settings(data_dir=tmp / "sqlite"), embedder=HashingEmbeddings()),
        }
        for a in apps.values():
            a.ingestor.ingest([tmp / "rgb", tmp / "cmrc", LAWS], "bench")
        pg, sq = apps["postgres"], apps["sqlite"]
        times: dict[str, list[float]] = {"pruned": [], "unpruned": [], "fts5": []}
        for n, q in enumerate(questions):
            order = [True, False] if n % 2 == 0 else [False, True]
            got = {}
            for prune in order:
                t = time.perf_counter()
                got[prune] = keyword.keyword_search(pg.pg, q, ["bench"], args.limit, prune=prune)
                times["pruned" if prune else "unpruned"].append((time.perf_counter() - t) * 1000)
            assert same(got[True], got[False]), q
            t = time.perf_counter()
            sq.store.keyword_search(q, ["bench"], args.limit)
            times["fts5"].append((time.perf_counter() - t) * 1000)
        result = {
            "corpus": "RGB zh passages + CMRC 2018 dev paragraphs + zh labour laws, through the pipeline",
            "fragments": pg.store.fragment_count(),
            "queries": len(questions),
            "limit": args.limit,
            "pg_pruned_ms_p50": p50(times["pruned"]),
            "pg_unpruned_ms_p50": p50(times["unpruned"]),
            "pg_pruned_ms_mean": round(statistics.mean(times["pruned"]), 2),
            "pg_unpruned_ms_mean": round(statistics.mean(times["unpruned"]), 2),
            "speedup_p50": round(p50(times["unpruned"]) / p50(times["pruned"]), 2),
            "fts5_ms_p50": p50(times["fts5"]),
            "identical_results": True,
        }
        for a in apps.values():
            a.close()
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(result, ensure_ascii=False, indent=2), encoding="utf-8")
        print(json.dumps(result, ensure_ascii=False, indent=2))
    finally:
        server.stop()


if __name__ == "__main__":
    main()
