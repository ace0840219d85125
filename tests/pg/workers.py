"""Entry points run as separate worker processes by test_many_workers.py (`python -m tests.pg.workers …`)."""

from __future__ import annotations

import json
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from tests.conftest import make_app
from tests.hot.conftest import HOT


def hits(url: str, data_dir: str, n: int) -> dict:
    app = make_app(Path(data_dir), hot=HOT, database_url=url)
    with ThreadPoolExecutor(max_workers=8) as pool:
        got = list(pool.map(lambda _: app.hot.match("员工怎么申请带薪年假", ["请假"]), range(n)))
    app.close()
    return {"hits": sum(m is not None for m in got)}


def ingest(url: str, data_dir: str, folder: str) -> dict:
    app = make_app(Path(data_dir), database_url=url)
    report = app.ingestor.ingest([folder], "shared")
    searched = len(app.retriever.search("请假 报销 入职"))
    app.close()
    return {"fragments": sum(r.fragments for r in report.results), "failed": len(report.failed), "searched": searched}


if __name__ == "__main__":
    kind, *args = sys.argv[1:]
    out = hits(args[0], args[1], int(args[2])) if kind == "hits" else ingest(*args)
    sys.stdout.write(json.dumps(out) + "\n")
