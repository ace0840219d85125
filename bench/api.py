"""HTTP API benchmark: `knowdesk serve` on loopback, measured from concurrent clients.

Hot-question hits (a curated answer returned before retrieval) and full local-mode answers
(the whole QA graph, no LLM), each at 1, 8 and 32 concurrent clients with a bounded number of
requests; plus time to the first SSE event of `/chat/stream`. The server uses the embedder given
by --embedder (default hashing: measures the API and graph, not the embedding model).

    python bench/api.py [--embedder hashing|e5] [--requests 96] [--write-docs]

Prints a Markdown table (also bench/out/api.md); --write-docs puts it under `## HTTP API` in
docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from knowdesk.app import Knowdesk  # noqa: E402
from knowdesk.auth import UserStore  # noqa: E402
from knowdesk.config import load_settings  # noqa: E402

HOT = {"试用期多久": "试用期一般为3个月。", "加班费怎么算": "工作日加班按1.5倍工资支付。",
       "工资什么时候发": "每月10日发放上月工资。", "年会什么时候": "每年1月中旬举办。"}  # fmt: skip
QUESTIONS = ["年假有几天？", "病假需要什么材料？", "婚假有几天？", "离职需要提前多久申请？", "差旅住宿标准是多少？",
             "新员工入职第一天做什么？", "笔记本电脑坏了怎么办？", "事假怎么扣工资？"]  # fmt: skip
LEVELS = (1, 8, 32)


def prepare(data_dir: Path, embedder: str) -> str:
    settings = load_settings(data_dir=data_dir)
    settings.embedding.provider = embedder  # type: ignore[assignment]
    app = Knowdesk(settings)
    try:
        app.ingestor.ingest([str(ROOT / "examples" / "hr_docs")], "hr")
        for q, a in HOT.items():
            app.hot.add(q, None, a)
        users = UserStore(app.db)
        users.add("bench", "employee")
        users.grant("bench", "*", "ask")
        return users.issue_token("bench")
    finally:
        app.close()


def serve(data_dir: Path, embedder: str) -> tuple[subprocess.Popen, str]:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = {k: v for k, v in os.environ.items() if not k.startswith("KNOWDESK_")}
    env["KNOWDESK_HOT__PROMOTE_AFTER"] = "1000000"  # repeated benchmark questions must not become hot hits
    cmd = [str(Path(sys.executable).parent / "knowdesk"), "--data-dir", str(data_dir), "--embedder", embedder,
           "serve", "--port", str(port)]  # fmt: skip
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    for _ in range(600):
        try:
            if httpx.get(url + "/health", timeout=1).status_code == 200:
                return proc, url
        except httpx.HTTPError:
            time.sleep(0.1)
    proc.kill()
    raise SystemExit("server did not start")


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


async def load(url: str, token: str, questions: list[str], clients: int, n: int, expect_hot: bool) -> dict:
    headers = {"Authorization": f"Bearer {token}"}
    latencies: list[float] = []
    wrong = 0
    todo = iter(range(n))

    async def worker(client: httpx.AsyncClient) -> None:
        nonlocal wrong
        for i in todo:
            started = time.perf_counter()
            r = await client.post("/chat", json={"question": questions[i % len(questions)]})
            latencies.append(time.perf_counter() - started)
            if r.status_code != 200 or (r.json()["short_circuit"] == "hot") != expect_hot:
                wrong += 1

    async with httpx.AsyncClient(base_url=url, headers=headers, timeout=120,
                                 limits=httpx.Limits(max_connections=clients)) as client:  # fmt: skip
        started = time.perf_counter()
        await asyncio.gather(*(worker(client) for _ in range(clients)))
        wall = time.perf_counter() - started
    return {"rps": n / wall, "p50": pct(latencies, 50) * 1000, "p99": pct(latencies, 99) * 1000, "wrong": wrong}


def first_event(url: str, token: str, n: int = 20) -> tuple[float, float]:
    """Median time to the first SSE event and to `done`, in ms."""
    firsts, totals = [], []
    headers = {"Authorization": f"Bearer {token}"}
    for i in range(n):
        started = time.perf_counter()
        body = {"question": QUESTIONS[i % len(QUESTIONS)]}
        with httpx.stream("POST", url + "/chat/stream", json=body, headers=headers, timeout=60) as r:
            first = None
            for line in r.iter_lines():
                if line.startswith("data:") and first is None:
                    first = time.perf_counter() - started
            totals.append(time.perf_counter() - started)
            firsts.append(first or 0.0)
    return statistics.median(firsts) * 1000, statistics.median(totals) * 1000


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--embedder", default="hashing")
    ap.add_argument("--requests", type=int, default=96, help="requests per cell (bounded)")
    ap.add_argument("--write-docs", action="store_true")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "data"
        token = prepare(data, args.embedder)
        proc, url = serve(data, args.embedder)
        try:
            asyncio.run(load(url, token, QUESTIONS, 4, 16, False))  # warm-up: jieba, graph, caches
            rows = []
            for name, questions, hot in (
                ("hot-question hit", list(HOT), True),
                ("full local answer", QUESTIONS, False),
            ):
                for c in LEVELS:
                    r = asyncio.run(load(url, token, questions, c, args.requests, hot))
                    rows.append(
                        f"| {name} | {c} | {args.requests} | {r['rps']:.1f} | {r['p50']:.0f} | {r['p99']:.0f} | {r['wrong']} |"
                    )
            ttfe, total = first_event(url, token)
        finally:
            proc.terminate()
            proc.wait(10)
    table = "\n".join(
        [f"`python bench/api.py --embedder {args.embedder}` — `knowdesk serve` (uvicorn, one process) on loopback, "
         f"sample KB `examples/hr_docs`, local mode (no LLM), {os.cpu_count()} CPUs. `POST /chat` with a bearer token; "
         "misses are not promoted to hot questions during the run (`hot.promote_after` set high); "
         "'unexpected' counts non-200s and answers that did (not) come from the hot-question store when they should (not).",
         "", "| workload | clients | requests | req/s | p50 ms | p99 ms | unexpected |", "|---|---|---|---|---|---|---|", *rows, "",
         f"Time to the first SSE event of `POST /chat/stream` (the `preprocess` step): median **{ttfe:.0f} ms**; "
         f"to `done`: median {total:.0f} ms (20 sequential full answers)."]
    )  # fmt: skip
    print(table)
    out = ROOT / "bench" / "out"
    out.mkdir(exist_ok=True)
    (out / "api.md").write_text(table + "\n", encoding="utf-8")
    if args.write_docs:
        write_docs(table)


def write_docs(table: str) -> None:
    """Replace (or append) only the `## HTTP API` section; other sections belong to other benchmarks."""
    path = ROOT / "docs" / "benchmarks.md"
    text = path.read_text(encoding="utf-8") if path.exists() else "# Benchmarks\n"
    section = f"## HTTP API\n\n{table}\n"
    pattern = re.compile(r"^## HTTP API\n.*?(?=^## |\Z)", re.S | re.M)
    text = pattern.sub(lambda _: section + "\n", text) if pattern.search(text) else text.rstrip("\n") + "\n\n" + section
    path.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
