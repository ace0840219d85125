"""Question-answering benchmark (local mode) on RGB zh_refine and CMRC 2018, against seed 000's
"answer = top fragment".

For each query a knowledge base holds its positive and negative passages; a correct answer contains
every gold item (RGB's rule: an item that is a list is matched by any of its strings). A second
knowledge base holds only the negatives: there the right behaviour is to refuse (no-result reply).
With `--cmrc N` the first N paragraphs of CMRC 2018 dev form one knowledge base (one file per
paragraph) and every question of those paragraphs is asked; correct = the answer contains any of
the question's gold spans (same rule for the baseline's top fragment).
With `--en N` the same is done in English on the first N queries of RGB en_fact (its true passages
as positives; case-insensitive match).
Also reports ask latency on the sample KB (median after warm-up).

    python bench/qa.py [--queries 50] [--cmrc 0] [--en 0] [--embedder hashing|static|e5]
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
RGB_EN = ROOT.parent / "shared" / "bench-data" / "zh-rag" / "rgb" / "en_fact.json"
SAMPLE = ROOT / "examples" / "hr_docs"
GLOSSARY = ROOT / "examples" / "glossary.json"
CMRC = ROOT.parent / "shared" / "bench-data" / "zh-mrc" / "cmrc2018" / "cmrc2018_dev_squad.json"


def correct(answer: str, gold: list) -> bool:
    return all(any(g in answer for g in item) if isinstance(item, list) else item in answer for item in gold)


def write_kb(folder: Path, passages: list[str]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for i, text in enumerate(passages):
        (folder / f"passage{i:02d}.txt").write_text(text, encoding="utf-8")
    return folder


def ask(app, question: str, kb: str) -> dict:
    """Ours: the QA graph in local mode, restricted to one knowledge base."""
    from knowdesk.graphs.qa import answer_question

    return answer_question(app.qa_graph, app.qa_deps, question, [kb])


def top_fragment(app, question: str, kb: str) -> str | None:
    """Baseline (seed 000): hybrid retrieval, the answer is the top fragment's body (None: no hit)."""
    from knowdesk.retrieval.hybrid import SearchOptions

    hits = app.retriever.search(question, SearchOptions(kbs=[kb], k=5))
    return hits[0].body if hits else None


def bench_rgb(app, tmp: Path, path: Path, limit: int, english: bool) -> tuple[int, int, int, int, int]:
    """Returns (queries, ours correct, baseline correct, ours refused, baseline refused) on negatives only."""
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()[:limit]]
    fold = str.lower if english else str
    ours = base = refused = base_refused = 0
    for row in rows:
        qid = f"{path.stem}-{row['id']}"
        gold = [row["answer"]] if isinstance(row["answer"], str) else row["answer"]
        gold = [[fold(g) for g in item] if isinstance(item, list) else fold(item) for item in gold]
        app.ingestor.ingest([write_kb(tmp / "docs" / f"q{qid}", row["positive"] + row["negative"])], f"q{qid}")
        app.ingestor.ingest([write_kb(tmp / "docs" / f"n{qid}", row["negative"])], f"n{qid}")
        base += correct(fold(top_fragment(app, row["query"], f"q{qid}") or ""), gold)
        ours += correct(fold(ask(app, row["query"], f"q{qid}")["answer"]), gold)
        refused += ask(app, row["query"], f"n{qid}")["short_circuit"] == "no_result"
        base_refused += top_fragment(app, row["query"], f"n{qid}") is None
    return len(rows), ours, base, refused, base_refused


def cmrc_gold(limit: int) -> list[tuple[str, list[str]]]:
    """(question, gold spans) for the first `limit` paragraphs, in `load_squad`'s order."""
    data = json.loads(CMRC.read_text(encoding="utf-8"))
    pars = [par for article in data["data"] for par in article["paragraphs"]][:limit]
    return [(qa["question"], [a["text"] for a in qa["answers"]]) for par in pars for qa in par["qas"]]


def bench_cmrc(app, tmp: Path, limit: int) -> tuple[int, int, int, int, float, float]:
    """Returns (questions, ours correct, baseline correct, ours correct in the first line alone (the
    conclusion), ours and baseline median answer length)."""
    from knowdesk.eval.retrieval import load_squad, write_paragraph_files

    squad = load_squad(CMRC, limit=limit)
    gold = cmrc_gold(limit)
    assert [q for q, _ in squad.questions] == [q for q, _ in gold]
    write_paragraph_files(squad, tmp / "docs" / "cmrc")
    app.ingestor.ingest([tmp / "docs" / "cmrc"], "cmrc")
    ours = base = first = 0
    ours_len: list[int] = []
    base_len: list[int] = []
    for question, spans in gold:
        answer = ask(app, question, "cmrc")["answer"]
        top = top_fragment(app, question, "cmrc") or ""
        ours += correct(answer, [spans])
        first += correct(answer.split("\n", 1)[0], [spans])
        base += correct(top, [spans])
        ours_len.append(len(answer))
        base_len.append(len(top))
    return len(gold), ours, base, first, statistics.median(ours_len), statistics.median(base_len)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--queries", type=int, default=50)
    ap.add_argument("--cmrc", type=int, default=0, help="CMRC 2018 dev: first N paragraphs (0: skip)")
    ap.add_argument("--en", type=int, default=0, help="RGB en_fact: first N queries (0: skip)")
    ap.add_argument("--embedder", default="hashing")
    args = ap.parse_args()

    from knowdesk.app import Knowdesk
    from knowdesk.config import load_settings
    from knowdesk.graphs.qa import answer_question
    from knowdesk.hot.base import NoHotQuestions

    tmp = Path(tempfile.mkdtemp(prefix="kd-bench-qa-"))
    settings = load_settings(data_dir=tmp / "data")
    settings.embedding.provider = args.embedder  # type: ignore[assignment]
    app = Knowdesk(settings)
    app.qa_deps.hot = NoHotQuestions()
    sets = [("zh_refine", RGB, args.queries)] + ([("en_fact", RGB_EN, args.en)] if args.en else [])
    for name, path, limit in sets:
        n, ours, base, refused, base_refused = bench_rgb(app, tmp, path, limit, english=name.startswith("en"))
        print(f"RGB {name}, {n} queries, embedder={args.embedder}")
        print(f"  accuracy  ours {ours / n:.1%}   baseline top fragment {base / n:.1%}")
        print(f"  refusal with negatives only  ours {refused / n:.1%}   baseline {base_refused / n:.1%}")
    if args.cmrc:
        t = time.perf_counter()
        m, c_ours, c_base, c_first, len_ours, len_base = bench_cmrc(app, tmp, args.cmrc)
        ratio = f"{c_ours / c_base:.2f}x" if c_base else "n/a"
        print(f"CMRC 2018 dev, first {args.cmrc} paragraphs as one KB, {m} questions, embedder={args.embedder}")
        print(
            f"  answer contains a gold span  ours {c_ours / m:.1%}   baseline top fragment {c_base / m:.1%}   ratio {ratio}"
        )
        print(f"  the conclusion line alone contains a gold span  ours {c_first / m:.1%}")
        print(f"  median answer length  ours {len_ours:.0f} chars   baseline top fragment {len_base:.0f} chars")
        print(f"  ({time.perf_counter() - t:.0f} s)")
    app.close()

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
