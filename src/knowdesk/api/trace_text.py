"""The step trace in the reader's language (issue 20.5).

The QA graph writes one Chinese `[调试] …` line per decision (the CLI's debug output). The web page
shows them under each answer, so each known form is also given in English here; what a line quotes
(the question, document names, an answer) stays as written. A line of a form not listed keeps its
Chinese text, without the debug prefix.
"""

from __future__ import annotations

import re
from typing import Any

_PREFIX = re.compile(r"^\[调试\]\s*")
_NOTES = {"标准化": "normalised", "术语校验未通过，已重试": "term check failed, retried",
          "术语校验未通过，保留原问题": "term check failed, question kept as asked"}  # fmt: skip
_FORMS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"^预处理（(?P<note>[^）]*)）：(?P<q>.*?)(?:（检索补充：(?P<hint>.*)）)?$"), "prepared"),
    (re.compile(r"^热点问题：未命中$"), "hot questions: no match"),
    (re.compile(r"^热点问题：命中「(?P<q>.*)」$"), "hot questions: matched “{q}”"),
    (
        re.compile(r"^热点问题：摘要的来源不在本次可见范围，按正常流程回答$"),
        "hot questions: the summary's sources are outside what you may read; answered the usual way",
    ),
    (
        re.compile(r"^热点问题核对：为「(?P<q>.*)」检索到 (?P<n>\d+) 个片段，(?P<m>\d+) 个为当前相关片段$"),
        "hot answer check: {n} fragments retrieved for “{q}”, {m} current and relevant",
    ),
    (
        re.compile(r"^热点问题核对：摘要与当前片段一致$"),
        "hot answer check: the summary agrees with the current fragments",
    ),
    (
        re.compile(r"^热点问题核对：摘要与当前片段不一致：(?P<x>.*)$"),
        "hot answer check: the current fragments do not state {x} of the summary",
    ),
    (
        re.compile(r"^热点问题核对：已按当前片段更新摘要$"),
        "hot answer check: the summary was rewritten from the current fragments",
    ),
    (
        re.compile(r"^热点问题核对：(?:没有可核对的当前片段|没有通过依据检查的回答)，按正常流程回答$"),
        "hot answer check: nothing current confirms it; answered the usual way",
    ),
    (
        re.compile(r"^热点问题核对：管理员答案，没有可核对的文档片段，直接使用$"),
        "hot answer check: an admin's answer no document covers; served as written",
    ),
    (re.compile(r"^拆分子问题：(?P<x>.*)$"), "sub-questions: {x}"),
    (re.compile(r"^分类结果：(?P<x>.*)$"), "categories: {x}"),
    (re.compile(r"^路由「(?P<q>.*)」→ (?P<r>\w+)$"), "route for “{q}”: {r}"),
    (re.compile(r"^检索到 (?P<n>\d+) 个片段：(?P<x>.*)$"), "{n} fragments retrieved: {x}"),
    (re.compile(r"^图检索无结果，改用文档检索$"), "the relation graph knows nothing of it; searching the documents"),
    (re.compile(r"^图检索到 (?P<n>\d+) 组关系：(?P<x>.*)$"), "{n} relations from the graph: {x}"),
    (re.compile(r"^网络检索检索到 (?P<n>\d+) 条外部结果$"), "web search: {n} external results"),
    (re.compile(r"^网络检索未启用$"), "web search is not configured"),
    (re.compile(r"^相关性评估：(?P<n>\d+)/(?P<m>\d+) 相关$"), "relevance: {n} of {m} relevant"),
    (re.compile(r"^第(?P<n>\d+)次改写：(?P<q>.*)$"), "rewrite {n}: {q}"),
    (re.compile(r"^子问题「(?P<q>.*)」无相关结果，已短路$"), "nothing relevant for “{q}”; stopped there"),
    (re.compile(r"^直接回答：(?P<x>.*)$", re.S), "answered directly: {x}"),
    (re.compile(r"^可答依据：(?P<x>.*)$", re.S), "why it is answerable: {x}"),
    (re.compile(r"^第(?P<n>\d+)次重新生成（严格）：(?P<x>.*)$", re.S), "regenerated ({n}, strict): {x}"),
    (re.compile(r"^生成回答：（证据不含所问内容）$"), "answer: (the evidence does not hold what was asked)"),
    (re.compile(r"^生成回答：(?P<x>.*)$", re.S), "answer: {x}"),
    (re.compile(r"^依据检查通过$"), "checked against the sources: passed"),
    (re.compile(r"^依据检查未通过：(?P<x>.*)$", re.S), "checked against the sources: unsupported {x}"),
    (re.compile(r"^仅保留有依据的句子$"), "kept only the supported sentences"),
]


def _prepared(m: re.Match[str]) -> str:
    note = _NOTES.get(m["note"], m["note"])
    hint = f" (searched with: {m['hint']})" if m["hint"] else ""
    return f"prepared ({note}): {m['q']}{hint}"


def trace_line(line: str, lang: str) -> str:
    """One trace line for a reader of `lang` (zh or en), without the debug prefix."""
    text = _PREFIX.sub("", line)
    if lang != "en":
        return text
    for pattern, template in _FORMS:
        m = pattern.match(text)
        if m:
            return _prepared(m) if template == "prepared" else template.format(**m.groupdict())
    return text


def localized_steps(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Steps as stored ({step, label, trace}) with each trace line in both languages (`lines: {zh, en}`)."""
    return [{**s, "lines": {lang: [trace_line(t, lang) for t in s.get("trace", [])] for lang in ("zh", "en")}}
            for s in steps]  # fmt: skip
