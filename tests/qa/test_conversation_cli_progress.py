"""`knowdesk chat` / `ask` show the answer's progress on an interactive stderr, and nothing on a pipe."""

from __future__ import annotations

import io

from rich.console import Console
from rich.status import Status

from knowdesk.cli.chat import LiveStatus
from knowdesk.conversation.factory import open_conversation


def test_progress_shows_each_step_on_a_terminal(kb_app, monkeypatch) -> None:
    shown: list[str] = []
    update = Status.update
    monkeypatch.setattr(Status, "update", lambda self, text, **kw: (shown.append(text), update(self, text, **kw)))
    out = io.StringIO()
    live = LiveStatus(Console(file=out, force_terminal=True, width=100))
    with live.running():
        reply = open_conversation(kb_app.conversation_parts, None, ["hr"], False, live).handle("年假有几天？")
        live("draft", {"part": 0, "attempt": 1, "text": "结论"})
    assert "年假" in reply.result["answer"]
    assert {"思考中… 文档检索", "思考中… 回答生成", "正在撰写回答…"} <= set(shown)
    assert "正在撰写回答…" in out.getvalue()  # drawn on the terminal
    live("step", {"step": "after", "label": {"zh": "之后"}})  # outside `running`: nothing is drawn
    assert "思考中… 之后" not in shown


def test_no_progress_on_a_pipe(kb_app) -> None:
    out = io.StringIO()
    live = LiveStatus(Console(file=out, force_terminal=False))
    with live.running():
        open_conversation(kb_app.conversation_parts, None, ["hr"], False, live).handle("年假有几天？")
    assert out.getvalue() == ""


def test_every_graph_step_has_a_label_in_both_languages() -> None:
    from knowdesk.graphs.qa import NODES
    from knowdesk.graphs.qa_run import STEP_LABELS

    assert set(STEP_LABELS) == {fn.__name__ for fn in NODES}
    assert all(zh and en and zh != en for zh, en in STEP_LABELS.values())
