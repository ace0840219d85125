"""Running the QA graph (`graphs/qa.py`) for a question: its inputs, LangGraph's step bound from the settings the
run's deps carry, and progress for people watching (each step's label, the chat model's draft as it is written).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from knowdesk.config import QASettings
from knowdesk.graphs.qa import QADeps

# What each step did, for people watching an answer's progress (web UI status, CLI spinner): (zh, en)
STEP_LABELS = {
    "preprocess": ("问题预处理", "question prepared"), "match_hot": ("热点问题匹配", "hot questions checked"),
    "verify_hot": ("热点答案核对", "hot answer checked against the documents"),
    "decompose": ("子问题拆分", "split into sub-questions"), "classify": ("问题分类", "question classified"),
    "route": ("检索方式选择", "retrieval chosen"), "retrieve": ("文档检索", "documents retrieved"),
    "traverse_graph": ("关系图查询", "relation graph queried"), "search_web": ("联网搜索", "web searched"),
    "grade": ("相关性评估", "relevance graded"), "rewrite": ("问题改写", "question rewritten"),
    "no_result": ("未找到相关内容", "nothing found"), "answer_directly": ("直接回答", "answered directly"),
    "generate": ("回答生成", "answer written"), "check_grounded": ("依据核对", "answer checked against sources"),
    "keep_supported": ("保留有依据的内容", "unsupported sentences dropped"),
    "finish_subquestion": ("子问题完成", "sub-question done"), "combine": ("答案汇总", "answers combined"),
    "record_hot": ("热点问题记录", "hot questions updated"),
}  # fmt: skip


def recursion_limit(cfg: QASettings) -> int:
    """Enough steps for the worst case of every bounded loop (LangGraph's own guard, not ours)."""
    per_sub = 4 + cfg.max_rewrites * 4 + 4 + (cfg.max_regenerations + 1) * 2 + 2
    return 10 + cfg.max_subquestions * per_sub


OnEvent = Callable[[str, dict[str, Any]], None]
DRAFTING_NODES = frozenset(["generate", "answer_directly"])  # nodes whose chat-model output is the answer


def answer_question(
    graph: Any,
    deps: QADeps,
    question: str,
    kbs: list[str] | None = None,
    allow_sensitive: bool = False,
    on_event: OnEvent | None = None,
    as_of: str | None = None,
    include_expired: bool = False,
) -> dict[str, Any]:
    """Run the graph once; the final state (answer, citations, subqs, categories, routes, trace…).

    With `on_event`, progress is reported while the graph runs: ("step", {step, label: {zh, en}, trace}) after
    each node with a trace, and, with a chat model, ("draft", {part, attempt, text}) for each token of an answer
    as it is written. A draft is a preview: the answer is checked against its sources afterwards and
    may be regenerated (a new `attempt` of the same sub-question `part`) or cut."""
    inputs = {"query": question, "kbs": kbs, "allow_sensitive": allow_sensitive, "as_of": as_of,
              "include_expired": include_expired}  # fmt: skip
    config = {"recursion_limit": recursion_limit(deps.cfg)}
    if on_event is None:
        return graph.invoke(inputs, context=deps, config=config)
    final: dict[str, Any] = {}
    part = 0
    for mode, chunk in graph.stream(inputs, context=deps, config=config, stream_mode=["updates", "values", "messages"]):
        if mode == "values":
            final = chunk
        elif mode == "messages":
            message, meta = chunk
            if meta.get("langgraph_node") in DRAFTING_NODES and isinstance(message.content, str) and message.content:
                on_event("draft", {"part": part, "attempt": meta.get("langgraph_step"), "text": message.content})
        else:
            for node, update in chunk.items():
                if node == "finish_subquestion" and update:
                    part = update["index"]
                if update and update.get("trace"):
                    zh, en = STEP_LABELS.get(node, (node, node))
                    on_event("step", {"step": node, "label": {"zh": zh, "en": en}, "trace": update["trace"]})
    return final
