"""Assessment benchmark: grading against a graded-answer set, and the quality of generated question sets.

Grading: every case of bench/data/assessment_cases.jsonl (an answer to a knowledge point of
bench/data/assessment_points.jsonl, with the score band a fair examiner would give) is graded
the way `knowdesk assess grade` grades it: the local examiner with the chosen embedder (e5, the
product default). Reported per split: `dev` (the points the grader was developed on), `held_out`
(scored once, then studied and fixed: development data since), `other` (zh-handbook, likewise),
`held_out2` / `other2` and `held_out3` / `other3` (each written before the fixes prompted by the
previous one, scored once: hr_docs, and zh-law plus zh-handbook from /work/shared/bench-data), and
`other4` (zh-law, answers in other wording; its own files, *_other4.jsonl), and `other5` (bench/heldout/factory:
a manufacturer's 奖惩, 离职, 请假 and 考勤 rules, with an English answer to each; *_other5.jsonl), and `other6` (the same
manufacturer's documents no earlier split uses: 安全生产违规处罚规定, 员工宿舍管理规定, 薪酬津贴与补贴管理办法; table rows,
steps and conditions in wrong roles, swapped values, English answers; *_other6.jsonl). Share within
band, Spearman correlation with the band midpoints, and gamed cases (a keyword list, an off-topic or an empty answer above its band).

Question sets: examples/hr_docs is ingested into a temporary data directory and five assessments
of one user are generated per material strategy: share of questions whose reference holds a
checkable fact, and how often a set (or a point) repeats.

    python bench/assessment.py [--embedder e5|static|hashing] [--split dev|held_out|…|other6|all]
                               [--no-questions] [--verbose] [--json OUT]
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "bench" / "data"
SAMPLE_KB = ROOT / "examples" / "hr_docs"
GAMING = ("keywords", "off_topic", "empty")
STRATEGIES = ("auto", "full", "rag", "cluster", "weighted", "summary")
SPLITS = ("dev", "held_out", "other", "held_out2", "other2", "held_out3", "other3", "other4", "other5", "other6")


def embedder(name: str) -> Any:
    if name == "e5":
        from knowdesk.embeddings.e5 import E5Embeddings

        return E5Embeddings()
    if name == "static":
        from knowdesk.embeddings.static import StaticEmbeddings

        return StaticEmbeddings()
    from knowdesk.embeddings.hashing import HashingEmbeddings

    return HashingEmbeddings()


def _jsonl(pattern: str) -> list[dict[str, Any]]:
    return [json.loads(line) for f in sorted(DATA.glob(pattern)) for line in f.open(encoding="utf-8") if line.strip()]


def load() -> tuple[dict[str, dict[str, Any]], list[dict[str, Any]]]:
    """The graded-answer set: assessment_points*.jsonl and assessment_cases*.jsonl (a later held-out set is its own
    pair of files, e.g. *_other4.jsonl)."""
    points = {p["id"]: p for p in _jsonl("assessment_points*.jsonl")}
    return points, _jsonl("assessment_cases*.jsonl")


def ranks(xs: list[float]) -> list[float]:
    """Average ranks (ties share their mean rank), for Spearman's correlation."""
    order = sorted(range(len(xs)), key=lambda i: xs[i])
    out = [0.0] * len(xs)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and xs[order[j + 1]] == xs[order[i]]:
            j += 1
        for k in range(i, j + 1):
            out[order[k]] = (i + j) / 2
        i = j + 1
    return out


def spearman(a: list[float], b: list[float]) -> float:
    ra, rb = ranks(a), ranks(b)
    n = len(a)
    ma, mb = sum(ra) / n, sum(rb) / n
    cov = sum((x - ma) * (y - mb) for x, y in zip(ra, rb, strict=True))
    va = sum((x - ma) ** 2 for x in ra) ** 0.5
    vb = sum((y - mb) ** 2 for y in rb) ** 0.5
    return cov / (va * vb) if va and vb else 0.0


def grade_cases(examiner: Any, points: dict[str, dict[str, Any]], cases: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out = []
    for c in cases:
        p = points[c["point"]]
        g = examiner.grade_text(p["question"], p["reference"], [c["answer"]], "zh")
        lo, hi = c["band"]
        out.append({**c, "split": p["split"], "corpus": p["corpus"], "score": g.score, "within": lo <= g.score <= hi,
                    "gamed": c["kind"] in GAMING and g.score > hi, "flags": g.flags, "feedback": g.feedback})  # fmt: skip
    return out


def summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    kinds: dict[str, list[float]] = {}
    for r in rows:
        kinds.setdefault(r["kind"], []).append(r["score"])
    mids = [(r["band"][0] + r["band"][1]) / 2 for r in rows]
    return {
        "cases": len(rows),
        "within_band": round(sum(r["within"] for r in rows) / len(rows), 3),
        "spearman": round(spearman([r["score"] for r in rows], mids), 3),
        "gamed": [r["id"] for r in rows if r["gamed"]],
        "outside_band": [f"{r['id']} {r['score']} {r['band']}" for r in rows if not r["within"]],
        "mean_by_kind": {k: round(sum(v) / len(v), 2) for k, v in kinds.items()},
    }


def question_sets(emb: Any, runs: int = 5) -> dict[str, Any]:
    """Five assessments of one user per strategy over the sample KB: checkable share and repeats."""
    from knowdesk.app import Knowdesk
    from knowdesk.assessment.questions import checkable
    from knowdesk.config import load_settings

    out: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as tmp:
        app = Knowdesk(load_settings(data_dir=Path(tmp) / "data"), embedder=emb)
        try:
            app.ingestor.ingest([SAMPLE_KB], "hr")
            svc = app.assessments
            for strategy in STRATEGIES:
                sets, total, ok, firsts = [], 0, 0, set()
                for _ in range(runs):
                    sid = svc.start(kb="hr", user=f"bench-{strategy}", n_questions=4, strategy=strategy)
                    list(svc.stream(sid))
                    qs = svc.sessions.get(sid)["questions"]
                    total += len(qs)
                    ok += sum(checkable(q) for q in qs)
                    sets.append(frozenset(p for q in qs for p in q["points"]))
                    firsts.add(qs[0]["question"])
                points = [p for s in sets for p in s]
                out[strategy] = {
                    "questions": total,
                    "checkable": round(ok / total, 3) if total else 0.0,
                    "identical_consecutive_sets": sum(a == b for a, b in itertools.pairwise(sets)),
                    "distinct_sets": len(set(sets)),
                    "repeated_point_share": round(1 - len(set(points)) / len(points), 3) if points else 0.0,
                    "distinct_first_questions": len(firsts),
                }
        finally:
            app.close()
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--embedder", default="e5", choices=("e5", "static", "hashing"))
    ap.add_argument("--split", default="all", choices=(*SPLITS, "all"))
    ap.add_argument("--no-questions", action="store_true", help="skip the question-set part (no ingest)")
    ap.add_argument("--verbose", action="store_true", help="print every case")
    ap.add_argument("--json", type=Path, help="write the results here")
    args = ap.parse_args()
    sys.path.insert(0, str(ROOT / "src"))
    from knowdesk.assessment.grading import EmbeddingSimilarity
    from knowdesk.assessment.local import LocalExaminer
    from knowdesk.config import AssessmentSettings

    emb = embedder(args.embedder)
    examiner = LocalExaminer(AssessmentSettings().levels, EmbeddingSimilarity(emb.embed_passages))
    points, cases = load()
    splits = SPLITS if args.split == "all" else (args.split,)
    t0 = time.perf_counter()
    rows = grade_cases(examiner, points, [c for c in cases if points[c["point"]]["split"] in splits])
    elapsed = time.perf_counter() - t0
    result: dict[str, Any] = {"embedder": emb.model_id, "seconds": round(elapsed, 1), "splits": {}}
    for split in splits:
        mine = [r for r in rows if r["split"] == split]
        if mine:
            result["splits"][split] = summary(mine)
    hr = [r for r in rows if r["corpus"] == "hr_docs"]
    if args.split == "all" and hr:
        result["splits"]["all hr_docs"] = summary(hr)
        result["splits"]["all other documents"] = summary([r for r in rows if r["corpus"] != "hr_docs"])
    if args.verbose:
        for r in rows:
            mark = "  " if r["within"] else "XX"
            print(f"{mark} {r['id']:34s} {r['score']:4.1f} {r['band']} {r['flags']} {r['feedback']}")
    for split, s in result["splits"].items():
        print(f"{split:26s} cases {s['cases']:3d}  within band {s['within_band']:.1%}  Spearman {s['spearman']:.3f}  "
              f"gamed {len(s['gamed'])}  outside: {s['outside_band']}")  # fmt: skip
        print(f"{'':26s} mean by kind {s['mean_by_kind']}")
    if not args.no_questions:
        result["question_sets"] = question_sets(emb)
        for strategy, q in result["question_sets"].items():
            print(f"questions {strategy:9s} {q}")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(result, ensure_ascii=False, indent=2), encoding="utf-8")


if __name__ == "__main__":
    main()
