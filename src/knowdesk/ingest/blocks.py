"""The loader → splitter contract: a document as an ordered list of typed blocks.

Loaders know file formats; splitters know how to cut. A block is the smallest unit a
splitter may place whole into a fragment (a heading, a paragraph, a table, a code block).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Literal

BlockKind = Literal["heading", "paragraph", "table", "code", "page_break"]
DocFormat = Literal["txt", "md", "pdf", "docx", "xlsx", "csv", "pptx", "html", "xls", "image"]


@dataclass
class Block:
    """One structural element of a loaded document.

    `level` is the heading level (1 = top) for headings; `rows` holds table cells
    (first row is the header) for tables; `page` is 1-based for PDFs; `sheet` names
    the worksheet for spreadsheets; `caption` is a table title when one precedes it.
    """

    kind: BlockKind
    text: str = ""
    level: int = 0
    rows: list[list[str]] | None = None
    page: int | None = None
    sheet: str | None = None
    caption: str | None = None
    language: str | None = None  # code blocks: fence info string
    ocr: bool = False  # read by OCR from a picture or a scanned page (may hold recognition errors)


@dataclass
class LoadedDocument:
    """What a loader returns: blocks plus the metadata it could find."""

    path: str
    format: DocFormat
    blocks: list[Block]
    title: str
    version: str | None = None
    modified: datetime | None = None
    encoding: str | None = None
    page_count: int | None = None
    warnings: list[str] = field(default_factory=list)

    @property
    def char_count(self) -> int:
        total = 0
        for b in self.blocks:
            if b.rows:
                total += sum(len(c) for row in b.rows for c in row)
            else:
                total += len(b.text.strip())
        return total


def table_to_text(rows: list[list[str]]) -> str:
    """Render table rows as a Markdown-style pipe table (header row first)."""
    if not rows:
        return ""
    width = max(len(r) for r in rows)
    norm = [[(c or "").replace("\n", " ").replace("|", "/").strip() for c in r] + [""] * (width - len(r)) for r in rows]
    lines = ["| " + " | ".join(norm[0]) + " |", "|" + "---|" * width]
    lines += ["| " + " | ".join(r) + " |" for r in norm[1:]]
    return "\n".join(lines)
