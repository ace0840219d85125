"""Question-answering benchmark (local mode) on RGB zh_refine, against seed 000's "answer = top fragment".

For each query a knowledge base holds its positive and negative passages; a correct answer contains
every gold item (RGB's rule: an item that is a list is matched by any of its strings). A second
knowledge base holds only the negatives: there the right behaviour is to refuse (no-result reply).
Also reports ask latency on the sample KB (median after warm-up).

    python bench/qa.py [--queries 50] [--embedder hashing|static|e5]
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
RGB = ROOT.parent / "shared" / "bench-data" / "zh-rag" / "rgb" / "zh_refine.json"
SAMPLE = ROOT / "examples" / "hr_docs"
GLOSSARY = ROOT / "examples" / "glossary.json"


def correct(answer: str, gold: list) -> bool:
    return all(any(g in answer for g in item) if isinstance(item, list) else item in answer for item in gold)


def write_kb(folder: Path, passages: list[str]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for i, text in enumerate(passages):
        (folder / f"passage{i:02d}.txt").write_text(text, encoding="utf-8")
    return folder


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--queries", type=int, default=50)
    ap.add_argument("--embedder", default="hashing")
    args = ap.parse_args()

    from knowdesk.app import Knowdesk
    from knowdesk.config import load_settings
    from knowdesk.graphs.qa import answer_question
    from knowdesk.hot.base import NoHotQuestions
    from knowdesk.retrieval.hybrid import SearchOptions

    rows = [json.loads(line) for line in RGB.read_text(encoding="utf-8").splitlines()[: args.queries]]
    tmp = Path(tempfile.mkdtemp(prefix="kd-bench-qa-"))
    settings = load_settings(data_dir=tmp / "data")
    settings.embedding.provider = args.embedder  # type: ignore[assignment]
    app = Knowdesk(settings)
    app.qa_deps.hot = NoHotQuestions()
    ours = base = refused = base_refused = 0
    for row in rows:
        qid = row["id"]
        app.ingestor.ingest([write_kb(tmp / "docs" / f"q{qid}", row["positive"] + row["negative"])], f"q{qid}")
        app.ingestor.ingest([write_kb(tmp / "docs" / f"n{qid}", row["negative"])], f"n{qid}")
        hits = app.retriever.search(row["query"], SearchOptions(kbs=[f"q{qid}"], k=5))
        base += correct(hits[0].body if hits else "", row["answer"])
        ours += correct(answer_question(app.qa_graph, app.qa_deps, row["query"], [f"q{qid}"])["answer"], row["answer"])
        neg = answer_question(app.qa_graph, app.qa_deps, row["query"], [f"n{qid}"])
        refused += neg["short_circuit"] == "no_result"
        base_refused += not app.retriever.search(row["query"], SearchOptions(kbs=[f"n{qid}"], k=5))
    app.close()
    n = len(rows)
    print(f"RGB zh_refine, {n} queries, embedder={args.embedder}")
    print(f"  accuracy  ours {ours / n:.1%}   baseline top fragment {base / n:.1%}")
    print(f"  refusal with negatives only  ours {refused / n:.1%}   baseline {base_refused / n:.1%}")

    sample = Knowdesk(load_settings(data_dir=tmp / "sample", glossary_file=GLOSSARY))
    sample.settings.embedding.provider = args.embedder  # type: ignore[assignment]
    sample.ingestor.ingest([SAMPLE], "hr")
    sample.qa_deps.hot = NoHotQuestions()
    questions = [
        "我需要申请产假，流程是什么？",
        "我是新员工，如何入职并领取工资卡？",
        "年假有几天",
        "员工食堂几点开门？",
    ]
    for q in questions:  # warm-up
        answer_question(sample.qa_graph, sample.qa_deps, q)
    times = []
    for _ in range(5):
        for q in questions:
            t = time.perf_counter()
            answer_question(sample.qa_graph, sample.qa_deps, q)
            times.append((time.perf_counter() - t) * 1000)
    sample.close()
    print(f"  ask latency on the sample KB: median {statistics.median(times):.0f} ms, max {max(times):.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
