"""Token guessing against `knowdesk serve` on loopback: what it costs a legitimate client (issue 16, item 7).

A legitimate client calls `GET /me` in a loop, first alone, then while `--guessers` threads send wrong
secrets for a token id that exists (the expensive case: one scrypt each), each guesser from its own
loopback source address (127.0.0.10, .11, …) so that a per-address throttle sees them as different
clients. Bounded by `--seconds` per phase.

    python bench/auth_guessing.py [--guessers 16] [--seconds 5]

Prints the legitimate client's median and p95 latency in both phases and the guessers' status counts.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

import api as api_bench  # noqa: E402  (bench/api.py: the same server start)
from knowdesk.app import Knowdesk  # noqa: E402
from knowdesk.config import load_settings  # noqa: E402


def prepare(data_dir: Path) -> str:
    settings = load_settings(data_dir=data_dir)
    settings.embedding.provider = "hashing"
    app = Knowdesk(settings)
    try:
        app.users.add("bench", "employee")
        return app.users.issue_token("bench")
    finally:
        app.close()


def serve(data_dir: Path) -> tuple[subprocess.Popen, str]:
    """`knowdesk serve` on a free loopback port, as the HTTP API benchmark starts it."""
    return api_bench.serve(data_dir, "hashing")


def legit(url: str, token: str, seconds: float) -> list[float]:
    out: list[float] = []
    with httpx.Client(base_url=url, headers={"Authorization": f"Bearer {token}"}, timeout=30) as c:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            started = time.perf_counter()
            assert c.get("/me").status_code == 200
            out.append(time.perf_counter() - started)
    return out


def guesser(url: str, token_id: str, source: str, stop: threading.Event, statuses: Counter) -> None:
    transport = httpx.HTTPTransport(local_address=source)
    with httpx.Client(base_url=url, transport=transport, timeout=30) as c:
        n = 0
        while not stop.is_set():
            n += 1
            wrong = f"kd_{token_id}_{'x' * 28}{n:04d}"
            statuses[c.get("/me", headers={"Authorization": f"Bearer {wrong}"}).status_code] += 1


def summary(latencies: list[float]) -> str:
    ordered = sorted(latencies)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return f"median {statistics.median(ordered) * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms ({len(ordered)} requests)"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--guessers", type=int, default=16)
    ap.add_argument("--seconds", type=float, default=5.0, help="length of each phase (bounded)")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "data"
        token = prepare(data)
        proc, url = serve(data)
        try:
            legit(url, token, 1.0)  # warm-up: the token is verified once and remembered
            alone = legit(url, token, args.seconds)
            stop, statuses = threading.Event(), Counter()
            token_id = token.split("_")[1]
            threads = [threading.Thread(target=guesser, args=(url, token_id, f"127.0.0.{10 + i}", stop, statuses))
                       for i in range(args.guessers)]  # fmt: skip
            for t in threads:
                t.start()
            time.sleep(0.5)
            loaded = legit(url, token, args.seconds)
            stop.set()
            for t in threads:
                t.join()
        finally:
            proc.terminate()
            proc.wait(30)
    print(f"legitimate client alone:            {summary(alone)}")
    print(f"with {args.guessers} guessers (known token id): {summary(loaded)}")
    print(f"guessers' responses: {dict(sorted(statuses.items()))}")


if __name__ == "__main__":
    main()
