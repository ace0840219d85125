"""Fusion probe: how each way of fusing BM25, e5 and the fast vectors ranks full CMRC, with 0–100% of
fragments refined, from one refined data directory (vectors already there, so it runs in a minute).

    python bench/ingest.py --datasets cmrc --paragraphs 0 --questions 600   # prints/keeps its data dir
    python bench/fusion_probe.py --data-dir /tmp/knowdesk-bench-ingest-XXXX/data

Refinement is simulated by treating a random share of fragments as refined (their e5 vector counts)
and the rest as unrefined (their fast vector counts). No ranking features, only the fused lists.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ingest import CMRC, subset


def rrf(lists: dict[str, list[tuple[str, float]]], weights: dict[str, float]) -> Counter:
    out: Counter = Counter()
    for key, ranked in lists.items():
        for rank, (i, _) in enumerate(ranked):
            out[i] += weights[key] / (60 + rank + 1)
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--data-dir", type=Path, required=True, help="a data dir refined by bench/ingest.py (KB 'bench')")
    ap.add_argument("--questions", type=int, default=600)
    args = ap.parse_args()

    from knowdesk.app import Knowdesk
    from knowdesk.config import load_settings
    from knowdesk.eval.retrieval import load_squad, write_paragraph_files
    from knowdesk.retrieval.fusion import FusionWeights, fuse

    data = load_squad(CMRC)
    stems = write_paragraph_files(data, Path(tempfile.mkdtemp()))
    app = Knowdesk(load_settings(data_dir=args.data_dir))
    r, n = app.retriever, 40
    doc_pid = {d.id: stems.get(Path(d.path).stem, d.name) for d in app.store.list_documents("bench")}
    lists = []
    for q, pid in subset(data.questions, args.questions):
        bm = r.store.keyword_search(q, ["bench"], n)
        rows = r.store.fragments_by_rowids([x for x, _ in bm])
        lists.append(([(rows[x].id, s) for x, s in bm if x in rows], r.vectors.search(r._embed_query(q), ["bench"], n),
                      r.fast.search(r._embed_fast(q), ["bench"], n), pid))  # fmt: skip
    ids = sorted({i for bm, de, fa, _ in lists for i, _ in bm + de + fa})
    frag_pid = {i: doc_pid[f.document_id] for i, f in app.store.fragments_by_ids(ids).items()}
    product = FusionWeights(
        app.settings.retrieval.weight_bm25, app.settings.retrieval.weight_dense,
        app.settings.retrieval.fast_prior, app.settings.retrieval.fast_reliability,
    )  # fmt: skip
    methods = {
        "RRF, equal weights": lambda bm, de, fa, ref: rrf({"b": bm, "d": de, "f": fa}, {"b": 1, "d": 1, "f": 1}),
        "RRF, fast weight 0.1": lambda bm, de, fa, ref: rrf({"b": bm, "d": de, "f": fa}, {"b": 1, "d": 1, "f": 0.1}),
        "score fusion, no estimate for unrefined": lambda bm, de, fa, ref: Counter(
            fuse(bm, [de], fa, ref | {i for i, _ in bm} | {i for i, _ in fa}, product)
        ),
        "score fusion, shrunk estimate (product)": lambda bm, de, fa, ref: Counter(fuse(bm, [de], fa, ref, product)),
    }
    print(f"{'method':44s} refined  hit@1  hit@5  mrr@5")
    for name, method in methods.items():
        for frac in (0.0, 0.2, 0.5, 0.8, 1.0):
            rng = random.Random(0)
            refined = {i for i in ids if rng.random() < frac}
            h1 = h5 = mrr = 0.0
            for bm, de, fa, pid in lists:
                fused = method(bm, [x for x in de if x[0] in refined], [x for x in fa if x[0] not in refined], refined)
                ranked = [frag_pid[i] for i, _ in fused.most_common(5)]
                h1 += ranked[:1] == [pid]
                if pid in ranked:
                    h5 += 1
                    mrr += 1 / (ranked.index(pid) + 1)
            m = len(lists)
            print(f"{name:44s} {frac:7.0%}  {h1 / m:.3f}  {h5 / m:.3f}  {mrr / m:.3f}", flush=True)
    app.close()


if __name__ == "__main__":
    main()
