"""Answers as safe HTML, rendered on the server (issue 20.1): Markdown with numbered citation markers.

markdown-it-py with raw HTML off (a `<script>` in an answer or a document arrives as text), images off
(an answer never makes the browser fetch anything), links only to http(s) and mailto, tables, lists
and code on, and single line breaks kept (answers are written line by line). Every place an answer
names a cited source (`《document》` followed by the citation's locator or section) gets the marker
`[n]` of that citation, linking to the n-th entry of the sources list; a citation the answer never
names that way is marked at its document's first mention. Markers are tokens of their own, so a
document name inside code is left alone and nothing is ever spliced into HTML text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from markdown_it import MarkdownIt
from markdown_it.rules_core import StateCore
from markdown_it.token import Token

SAFE_SCHEMES = ("http://", "https://", "mailto:")
_MENTION = re.compile(r"《([^《》\n]{1,200})》")
MARKER = "cite_ref"


def _safe_link(url: str) -> bool:
    return url.strip().lower().startswith(SAFE_SCHEMES)


def _link_open(self: Any, tokens: Sequence[Token], idx: int, options: Any, env: Any) -> str:
    tokens[idx].attrSet("rel", "noopener noreferrer nofollow")
    tokens[idx].attrSet("target", "_blank")
    return self.renderToken(tokens, idx, options, env)


def _marker(self: Any, tokens: Sequence[Token], idx: int, options: Any, env: Any) -> str:
    n = int(tokens[idx].meta["n"])
    return f'<a class="cite-ref" href="#cite-{n}" data-cite="{n}">[{n}]</a>'


def _locate(text: str, citations: list[dict[str, Any]]) -> list[tuple[int, int, bool]]:
    """(offset after the mention, citation number, whether its locator/section follows) per mention."""
    found = []
    for m in _MENTION.finditer(text):
        best: tuple[int, int] | None = None  # (citation number, length of the place that follows)
        first = None
        for n, c in enumerate(citations, 1):
            if c.get("document") != m.group(1):
                continue
            first = first or n
            for where in (c.get("locator"), c.get("section")):
                if where and text.startswith(where, m.end()) and (best is None or len(where) > best[1]):
                    best = (n, len(where))
        if best is not None:
            found.append((m.end() + best[1], best[0], True))
        elif first is not None:
            found.append((m.end(), first, False))
    return found


def _cite_markers(state: StateCore) -> None:
    citations: list[dict[str, Any]] = state.env.get("citations") or []
    if not citations:
        return
    texts = [t for block in state.tokens if block.type == "inline" for t in block.children or [] if t.type == "text"]
    spots = {id(t): _locate(t.content, citations) for t in texts}
    placed = {n for found in spots.values() for _, n, exact in found if exact}
    for t in texts:  # a citation never named with its place is marked at its document's first mention
        keep = []
        for end, n, exact in spots[id(t)]:
            if exact or n not in placed:
                keep.append((end, n))
                placed.add(n)
        spots[id(t)] = [(end, n, True) for end, n in keep]
    for block in state.tokens:
        if block.type != "inline" or not block.children:
            continue
        children: list[Token] = []
        for t in block.children:
            found = spots.get(id(t)) if t.type == "text" else None
            if not found:
                children.append(t)
                continue
            pos = 0
            for end, n, _ in found:
                children.append(_text(t.content[pos:end]))
                marker = Token(MARKER, "", 0)
                marker.meta = {"n": n}
                children.append(marker)
                pos = end
            if pos < len(t.content):
                children.append(_text(t.content[pos:]))
        block.children = children


def _text(content: str) -> Token:
    tok = Token("text", "", 0)
    tok.content = content
    return tok


@lru_cache(maxsize=1)
def _markdown() -> MarkdownIt:
    md = MarkdownIt("commonmark", {"html": False, "breaks": True, "linkify": False, "typographer": False})
    md.enable(["table", "strikethrough"])
    md.disable("image")
    md.validateLink = _safe_link  # type: ignore[method-assign]
    md.core.ruler.push("cite_markers", _cite_markers)
    md.add_render_rule("link_open", _link_open)
    md.add_render_rule(MARKER, _marker)
    return md


def render_answer(text: str, citations: list[dict[str, Any]] | None = None) -> str:
    """The answer's Markdown as HTML with `[n]` markers for `citations` (numbered from 1 in list order)."""
    return _markdown().render(text or "", {"citations": list(citations or [])})


def render_markdown(text: str) -> str:
    """Any other Markdown we show (assessment reports), with the same safety rules."""
    return _markdown().render(text or "", {})
