"""Search latency with the in-force filter (issue 23.5) on an ingested data directory.

    knowdesk --data-dir /tmp/kd-dates ingest examples/hr_docs --kb hr --wait
    python bench/effective_dates.py /tmp/kd-dates --rounds 30

Times `HybridRetriever.search` (k 5) over the QA set's questions: as every search runs (documents not in
force left out of BM25, the dense index and the fast index) and, where this version has it, with
`include_expired` (nothing left out). Run the same command on an older checkout (PYTHONPATH=its src) for
the time before the filter existed."""

from __future__ import annotations

import argparse
import json
import statistics
import time
from dataclasses import fields
from pathlib import Path

from knowdesk.app import Knowdesk
from knowdesk.config import load_settings
from knowdesk.retrieval.hybrid import SearchOptions

QUESTIONS = Path(__file__).parent / "qa_sets" / "hr_docs.jsonl"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("data_dir", type=Path)
    ap.add_argument("--rounds", type=int, default=30)
    args = ap.parse_args()
    questions = [json.loads(line)["question"] for line in QUESTIONS.read_text(encoding="utf-8").splitlines() if line]
    app = Knowdesk(load_settings(data_dir=args.data_dir))
    modes = {"default": {}}
    if "include_expired" in {f.name for f in fields(SearchOptions)}:
        modes["include_expired"] = {"include_expired": True}
    for q in questions:  # warm: query embeddings cached, indexes loaded
        for extra in modes.values():
            app.retriever.search(q, SearchOptions(kbs=["hr"], k=5, **extra))
    out = {}
    for name, extra in modes.items():
        times = []
        for _ in range(args.rounds):
            for q in questions:
                t = time.perf_counter()
                app.retriever.search(q, SearchOptions(kbs=["hr"], k=5, **extra))
                times.append((time.perf_counter() - t) * 1000)
        times.sort()
        out[name] = {"queries": len(times), "median_ms": round(statistics.median(times), 2),
                     "p90_ms": round(times[int(len(times) * 0.9)], 2)}  # fmt: skip
    print(json.dumps(out, ensure_ascii=False))
    app.close()


if __name__ == "__main__":
    main()
