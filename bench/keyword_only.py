"""BM25-only rankings of a retrieval set on the product's own index, without e5 (BM25 needs no vectors), and
the comparison of two such runs query by query: for changes to the keyword tokens, which move only BM25 and
the lexical coverage (so a query whose BM25 list is unchanged ranks the same in the hybrid too).

    python bench/keyword_only.py cmrc --tag after [--src OTHER_TREE] [--sample 500,2000]
    python bench/keyword_only.py cmrc --compare before after

`--src` imports knowdesk (and the sets) from another source tree, e.g. an export of main, for the "before"
run; its index is kept in bench/out/keyword_only/<set>/ and upgraded in place when the "after" code opens it
(the time to open the store is printed). Scores are on the set's test half, or on every query of a
`--sample` (Q queries over P passages, `retrieval_sets.sample`).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "bench" / "out" / "keyword_only"


def run(name: str, tag: str, src: Path, sample_sizes: str | None) -> None:
    sys.path.insert(0, str(src / "src"))
    sys.path.insert(0, str(src / "bench"))
    from retrieval_sets import SETS, load, sample, split

    from knowdesk.app import Knowdesk
    from knowdesk.config import load_settings
    from knowdesk.embeddings.hashing import HashingEmbeddings
    from knowdesk.eval.retrieval import score_ranking, write_passage_files
    from knowdesk.retrieval.hybrid import SearchOptions

    if sample_sizes:
        q, p = map(int, sample_sizes.split(","))
        data = asked = sample(name, SETS[name](), q, p)
        label = f"{name}-{q}"
    else:
        data = load(name)
        asked = data.subset(split(name, data)[1])
        label = name
    folder = OUT / label
    stems = write_passage_files(data, folder / "docs")
    t0 = time.perf_counter()
    app = Knowdesk(load_settings(data_dir=folder / "data"), embedder=HashingEmbeddings())
    app.store  # noqa: B018 - opening the store upgrades an index an older tokenizer wrote
    opened = time.perf_counter() - t0
    app.ingestor.ingest([folder / "docs"], "eval", delete_missing=True, embed=False)
    doc_pid = {d.id: stems[Path(d.path).stem] for d in app.store.list_documents("eval")}
    opts = SearchOptions(kbs=["eval"], k=10, allow_sensitive=True)
    lists: dict[str, list[str]] = {}

    def rank(query: str) -> list[str]:
        lists[query] = [doc_pid[h.document_id] for h in app.retriever.search_one_signal(query, "bm25", opts)]
        return lists[query]

    scores = score_ranking(asked, rank).to_dict()
    (OUT / f"{label}-{tag}.json").write_text(json.dumps({"scores": scores, "lists": lists}, ensure_ascii=False))
    shown = {k: round(v, 3) for k, v in scores.items() if k in ("hit@1", "hit@5", "mrr@5", "ndcg@10")}
    print(f"{label} {tag}: {len(lists)} queries, {app.store.fragment_count(['eval'])} fragments, {shown}, "
          f"store opened in {opened:.2f} s")  # fmt: skip
    app.close()


def compare(label: str, a: str, b: str) -> None:
    runs = [json.loads((OUT / f"{label}-{t}.json").read_text(encoding="utf-8")) for t in (a, b)]
    la, lb = runs[0]["lists"], runs[1]["lists"]
    changed = [q for q in la if la[q] != lb.get(q)]
    top1 = [q for q in changed if la[q][:1] != lb.get(q, [])[:1]]
    print(f"{label}: {len(la)} queries, top-10 list changed for {len(changed)}, top-1 for {len(top1)}")
    for tag, r in zip((a, b), runs, strict=True):
        print(f"  {tag}: " + " / ".join(f"{r['scores'][m]:.3f}" for m in ("hit@1", "hit@5", "mrr@5", "ndcg@10")))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("set", help="a set of bench/retrieval_sets.py (with --sample: its name then carries -Q)")
    ap.add_argument("--tag", default="after")
    ap.add_argument("--src", type=Path, default=ROOT, help="the source tree to import knowdesk from")
    ap.add_argument("--sample", help="Q,P: Q queries over P passages, every query asked")
    ap.add_argument("--compare", nargs=2, metavar=("TAG_A", "TAG_B"))
    args = ap.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    if args.compare:
        compare(args.set, *args.compare)
    else:
        run(args.set, args.tag, args.src.resolve(), args.sample)


if __name__ == "__main__":
    main()
