"""On unchanged documents a hot question's summary must be confirmed, not rewritten: how often is it?

    python bench/hot_verify_stability.py DATA_DIR QUESTIONS.jsonl

For each question of a team set (bench/qa_sets/*.jsonl) over its knowledge base (DATA_DIR, e.g. the ones
bench/qa.py keeps in bench/out/qa-sets/, copied first): the question becomes a hot question, its first answer
the summary, and the second ask goes through `verify_hot`. Counts consistent (served), refreshed (the local
check found a value no current fragment states) and normal path; lists what a refreshed one failed on.
"""

from __future__ import annotations

import argparse
import json
import shutil
import tempfile
from collections import Counter
from pathlib import Path

from knowdesk.app import Knowdesk
from knowdesk.config import load_settings
from knowdesk.graphs.qa_run import answer_question


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data_dir", type=Path)
    parser.add_argument("questions", type=Path)
    args = parser.parse_args()
    lines = args.questions.read_text(encoding="utf-8").splitlines()
    questions = [json.loads(line)["question"] for line in lines if line.strip()]
    counts: Counter[str] = Counter()
    failed: list[tuple[str, str]] = []
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp) / "data"
        shutil.copytree(args.data_dir, work)
        app = Knowdesk(load_settings(data_dir=work))
        try:
            for q in questions:
                qid = app.hot.add(q)
                answer_question(app.qa_graph, app.qa_deps, q)
                if not app.hot.get(qid).answer_summary:
                    counts["no summary (refused or unchecked first answer)"] += 1
                else:
                    trace = answer_question(app.qa_graph, app.qa_deps, q)["trace"]
                    checked = [t for t in trace if "热点问题核对：摘要" in t]
                    kind = "normal path" if not checked else "consistent" if "不一致" not in checked[0] else "refreshed"
                    counts[kind] += 1
                    if kind == "refreshed":
                        failed.append((q, checked[0]))
                app.hot.retire(qid)  # the next question must not hit this one
        finally:
            app.close()
    print(dict(counts))
    for q, line in failed:
        print(f"  {q}: {line}")


if __name__ == "__main__":
    main()
