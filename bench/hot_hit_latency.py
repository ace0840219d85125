"""How long a hot-question hit takes end to end (the QA graph, local mode), its summary already stored.

    python bench/hot_hit_latency.py DATA_DIR [--rounds 5]

DATA_DIR holds the sample KB (`knowdesk --data-dir DATA_DIR ingest examples/hr_docs --kb hr --wait`); it is
copied first, so the hot questions added here never reach it. Run it with another checkout's `src` first on
PYTHONPATH to time that version on the same data.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import tempfile
import time
from pathlib import Path

import knowdesk
from knowdesk.app import Knowdesk
from knowdesk.config import load_settings
from knowdesk.graphs.qa_run import answer_question

QUESTIONS = ["年假有几天", "产假有多少天", "试用期多久"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data_dir", type=Path)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp) / "data"
        shutil.copytree(args.data_dir, work)
        app = Knowdesk(load_settings(data_dir=work))
        try:
            for q in QUESTIONS:
                app.hot.add(q)
                answer_question(app.qa_graph, app.qa_deps, q)  # the first answer becomes the summary
            times = []
            for _ in range(args.rounds):
                for q in QUESTIONS:
                    started = time.perf_counter()
                    out = answer_question(app.qa_graph, app.qa_deps, q)
                    times.append(time.perf_counter() - started)
                    assert out["short_circuit"] == "hot", out["trace"]
        finally:
            app.close()
    print(f"code: {Path(knowdesk.__file__).parent}")
    print(
        f"hot hit: median {statistics.median(times) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms, {len(times)} asks"
    )


if __name__ == "__main__":
    main()
