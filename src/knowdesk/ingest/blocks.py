"""The loader → splitter contract: a document as an ordered list of typed blocks.

Loaders know file formats; splitters know how to cut. A block is the smallest unit a
splitter may place whole into a fragment (a heading, a paragraph, a table, a code block).
"""

from __future__ import annotations

import re
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


_CAPTION = re.compile(r"^(表|Table|Tab\.)\s*[\d一二三四五六七八九十]", re.I)
LEAD_IN_CHARS = 200  # a sentence introducing a table ("…标准如下：", "The nightly limit is…:") up to this long


def take_caption(blocks: list[Block], page: int | None = None) -> str | None:
    """The caption of the table about to follow `blocks`: the short title line(s) right before it ("表7-2：…",
    "单位：万元"), taken out of the prose; else the sentence introducing it (ending in a colon: "住宿标准（单位：
    元/人·晚）如下：", "The nightly hotel limit depends on…:"), copied, as it is the prose's too. A table fragment
    then says what its cells count (per night, per trip) wherever the splitter puts it."""
    taken: list[str] = []
    for _ in range(2):
        if not blocks or blocks[-1].page != page or blocks[-1].kind not in ("paragraph", "heading"):
            break
        b = blocks[-1]
        if (
            "\n" in b.text
            or len(b.text) > 60
            or b.text.endswith(tuple("。；;"))
            or (b.text.endswith((":", "：")) and not _CAPTION.match(b.text))  # a lead-in: copied below, not taken
            or (b.kind == "heading" and not _CAPTION.match(b.text))
        ):
            break
        if taken and not _CAPTION.match(b.text):
            break
        taken.insert(0, blocks.pop().text)
        if _CAPTION.match(taken[0]):
            break
    if taken and not _CAPTION.match(taken[0]) and len(taken) > 1:
        blocks.append(Block("paragraph", taken.pop(0), page=page))
    if taken:
        return " ".join(taken)
    if blocks and blocks[-1].page == page and blocks[-1].kind == "paragraph":
        lead = blocks[-1].text.strip().splitlines()[-1].strip() if blocks[-1].text.strip() else ""
        if lead.endswith((":", "：")) and len(lead) <= LEAD_IN_CHARS:
            return lead
    return None
