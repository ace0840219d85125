"""Many askers of one question in several processes (multiprocessing spawn), each asking as the QA graph
does: match, answer (a pause), then record the miss. The pause is what lets every asker miss at once."""

from __future__ import annotations

import multiprocessing as mp
import time
from concurrent.futures import ThreadPoolExecutor
from multiprocessing.synchronize import Barrier
from pathlib import Path

from tests.conftest import make_app
from tests.hot.conftest import HOT

ANSWER_SECONDS = 0.02  # between the match node and the record node


def _ask(data_dir: str, url: str | None, question: str, tags: list[str], asks: int, start: Barrier) -> None:
    app = make_app(Path(data_dir), hot=HOT, **({"database_url": url} if url else {}))
    hot = app.hot

    def one(_: int) -> None:
        if hot.match(question, tags) is None:
            time.sleep(ANSWER_SECONDS)
            hot.record_miss(question, tags)

    try:
        hot.match("预热", [])  # open the database and load the matrix before the start line
        start.wait(timeout=60)
        with ThreadPoolExecutor(max_workers=4) as pool:
            list(pool.map(one, range(asks)))
    finally:
        app.close()


def ask_from_processes(
    data_dir: Path, question: str, tags: list[str], processes: int, asks_each: int, url: str | None = None
) -> None:
    """`processes` processes × `asks_each` asks (4 threads each), released together; each process has its own
    app (SQLite: the same data directory; PostgreSQL: its own data directory, the shared database)."""
    ctx = mp.get_context("spawn")
    start = ctx.Barrier(processes)
    dirs = [data_dir if url is None else data_dir.parent / f"{data_dir.name}-{i}" for i in range(processes)]
    procs = [ctx.Process(target=_ask, args=(str(d), url, question, tags, asks_each, start)) for d in dirs]
    for p in procs:
        p.start()
    for p in procs:
        p.join(timeout=120)
        if p.is_alive():
            p.kill()
            p.join()
    assert [p.exitcode for p in procs] == [0] * processes
