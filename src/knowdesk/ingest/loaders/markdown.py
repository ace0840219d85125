"""Markdown loading via markdown-it-py tokens.

Parsing tokens (instead of regexes over lines) keeps fenced code, tables and lists intact,
so a splitter never cuts a table row or a code fence in half.
"""

from __future__ import annotations

import re
from pathlib import Path

from markdown_it import MarkdownIt
from markdown_it.token import Token

from knowdesk.ingest.blocks import Block, LoadedDocument, take_caption
from knowdesk.ingest.loaders.metadata import pick_title
from knowdesk.ingest.loaders.text import read_text

_COMMENT = re.compile(r"<!--.*?-->", re.DOTALL)
_TAG = re.compile(r"<[^>]+>")
LIST_BLOCK_CHARS = 1500


def _inline_text(tok: Token) -> str:
    """Plain text of an inline token (drops emphasis markers, keeps link text and code)."""
    if not tok.children:
        return tok.content
    out: list[str] = []
    for child in tok.children:
        if child.type in ("text", "code_inline"):
            out.append(child.content)
        elif child.type in ("softbreak", "hardbreak"):
            out.append("\n")
        elif child.type == "image":
            out.append(child.content or "")
        elif child.type == "html_inline" and not child.content.startswith("<!--"):
            out.append(child.content)
    return "".join(out).strip()


def _table(tokens: list[Token], i: int) -> tuple[list[list[str]], int]:
    """Collect rows from table_open at i; return (rows, index after table_close)."""
    rows: list[list[str]] = []
    row: list[str] = []
    while i < len(tokens) and tokens[i].type != "table_close":
        t = tokens[i]
        if t.type == "tr_open":
            row = []
        elif t.type == "inline":
            row.append(_inline_text(t))
        elif t.type == "tr_close":
            rows.append(row)
        i += 1
    return rows, i + 1


def _list(tokens: list[Token], i: int) -> tuple[str, int]:
    """Render a (possibly nested) list starting at i as "- " / "1. " lines; return (text, next index)."""
    lines: list[str] = []
    depth = 0
    counters: list[int | None] = []
    pending = False  # the last line is a bare marker waiting for its item text
    while i < len(tokens):
        t = tokens[i]
        if t.type in ("bullet_list_open", "ordered_list_open"):
            depth += 1
            counters.append(int(t.attrs.get("start", 1) or 1) if t.type == "ordered_list_open" else None)
        elif t.type in ("bullet_list_close", "ordered_list_close"):
            depth -= 1
            counters.pop()
            if depth == 0:
                return "\n".join(lines), i + 1
        elif t.type == "list_item_open":
            n = counters[-1]
            lines.append("  " * (depth - 1) + ("- " if n is None else f"{n}. "))
            if n is not None:
                counters[-1] = n + 1
            pending = True
        elif t.type in ("inline", "fence", "code_block"):
            text = _inline_text(t) if t.type == "inline" else t.content.rstrip()
            if pending:
                lines[-1] += text
            elif text:
                lines.append("  " * depth + text)
            pending = False
        i += 1
    return "\n".join(lines), i


def split_list(text: str, limit: int = LIST_BLOCK_CHARS) -> list[str]:
    """Cut a long rendered list at top-level item boundaries so one block stays readable."""
    parts: list[str] = []
    cur: list[str] = []
    size = 0
    for line in text.split("\n"):
        top_item = not line.startswith(" ")
        if top_item and cur and size + len(line) > limit:
            parts.append("\n".join(cur))
            cur, size = [], 0
        cur.append(line)
        size += len(line) + 1
    if cur:
        parts.append("\n".join(cur))
    return parts


def markdown_blocks(text: str) -> list[Block]:
    """Turn Markdown source into blocks (HTML comments removed)."""
    tokens = MarkdownIt("commonmark").enable("table").parse(_COMMENT.sub("", text))
    blocks: list[Block] = []
    i = 0
    while i < len(tokens):
        t = tokens[i]
        if t.type == "heading_open":
            txt = _inline_text(tokens[i + 1])
            if txt:
                blocks.append(Block("heading", txt, level=int(t.tag[1])))
            i += 3
            continue
        if t.type == "table_open":
            rows, i = _table(tokens, i)
            if rows:
                blocks.append(Block("table", rows=rows, caption=take_caption(blocks)))
            continue
        if t.type in ("bullet_list_open", "ordered_list_open"):
            txt, i = _list(tokens, i)
            blocks += [Block("paragraph", part) for part in split_list(txt) if part.strip()]
            continue
        if t.type in ("fence", "code_block"):
            lang = t.info.strip().split()[0] if t.info.strip() else None
            if t.content.strip():
                blocks.append(Block("code", t.content.rstrip("\n"), language=lang))
        elif t.type == "inline":
            txt = _inline_text(t)
            if txt:
                blocks.append(Block("paragraph", txt))
        elif t.type == "html_block":
            txt = "\n".join(ln.strip() for ln in _TAG.sub(" ", t.content).splitlines() if ln.strip())
            if txt:
                blocks.append(Block("paragraph", txt))
        i += 1
    return blocks


def load_markdown(path: Path) -> LoadedDocument:
    """Load a Markdown file; the title is the first H1, else the file stem."""
    text, enc = read_text(path)
    blocks = markdown_blocks(text)
    h1 = next((b.text for b in blocks if b.kind == "heading" and b.level == 1), None)
    return LoadedDocument(str(path), "md", blocks, title=pick_title(h1, fallback=path.stem), encoding=enc)
