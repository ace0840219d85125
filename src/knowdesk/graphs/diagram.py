"""docs/qa-graph.md from the compiled graph, so the diagram cannot drift from the code.

python -m knowdesk.graphs.diagram          # rewrite docs/qa-graph.md
python -m knowdesk.graphs.diagram --check  # exit 1 when it is out of date
"""

from __future__ import annotations

import sys
from pathlib import Path

from knowdesk.graphs.qa import build_graph

DOC = Path(__file__).resolve().parents[3] / "docs" / "qa-graph.md"

INTRO = """# The question-answering graph

Generated from the compiled graph in `src/knowdesk/graphs/qa.py` by `python -m knowdesk.graphs.diagram`
(a test fails when this file is out of date). Seed 000's decompose → classify → answer-per-sub-question
frame holds seed 003's loop: route → retrieve → grade → rewrite (≤3) → generate → check_grounded
(regenerate ≤2). `traverse_graph` answers relation questions from the graph store (documents when it
knows nothing); `search_web` runs only when web search is configured and its answers say 外部网络来源.
A hot-question hit with a stored summary goes to `verify_hot`: the summary is checked against what is
retrieved now for the standard question and served (with those fragments' details and citations) or,
where they contradict it, replaced by the answer written from them; otherwise the question takes the
normal path. Exit, the steps intent, "XXX是谁" and follow-up completion run before the graph, in
`knowdesk.conversation`.

```mermaid
"""


def render() -> str:
    mermaid = build_graph().get_graph().draw_mermaid()
    return INTRO + mermaid.rstrip() + "\n```\n"


def main(argv: list[str]) -> int:
    text = render()
    if "--check" in argv:
        current = DOC.read_text(encoding="utf-8") if DOC.exists() else ""
        if current != text:
            print(f"{DOC} is out of date: run python -m knowdesk.graphs.diagram", file=sys.stderr)
            return 1
        return 0
    DOC.parent.mkdir(exist_ok=True)
    DOC.write_text(text, encoding="utf-8")
    print(f"wrote {DOC}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
