"""OCR lines → blocks: rows in reading order, paragraphs re-joined, grids as tables.

OCR gives text boxes, not structure. Boxes whose vertical extents overlap form a row; rows are
read top to bottom and their boxes left to right. A run of at least three rows that split into the
same columns (the gaps between boxes line up, as a table's do) becomes a table block; a single row
with a wide gap is just a line. Wrapped lines are joined by the rules of the PDF text layer
(`ingest.lines`), headings are the numbered chapter forms (第一章, 一、…) or clearly larger text.
Every block is marked `ocr` and carries its page.
"""

from __future__ import annotations

import re
import statistics
from dataclasses import dataclass, field

from knowdesk.ingest.blocks import Block, table_to_text
from knowdesk.ingest.lines import END_PUNCT, PAGE_NO, STARTER, join_wrapped
from knowdesk.ingest.loaders.text import HeadingLevels, heading_class
from knowdesk.models import OcrLine, OcrPage

ARTICLE = re.compile(r"^第[一二三四五六七八九十百零〇\d]+条")
"""A legal article (第三条) always opens a paragraph: on a picture its line looks like a wrapped one."""
MIN_TABLE_ROWS = 3
CELL_GAP = 1.5
"""Boxes of one row further apart than this many line heights are separate cells."""


@dataclass
class _Row:
    boxes: list[OcrLine] = field(default_factory=list)

    @property
    def y0(self) -> float:
        return min(b.y0 for b in self.boxes)

    @property
    def y1(self) -> float:
        return max(b.y1 for b in self.boxes)

    @property
    def x0(self) -> float:
        return min(b.x0 for b in self.boxes)

    @property
    def x1(self) -> float:
        return max(b.x1 for b in self.boxes)

    @property
    def height(self) -> float:
        return statistics.median(b.height for b in self.boxes)

    def cells(self, h: float) -> list[list[OcrLine]]:
        """The row's boxes grouped into cells: neighbours closer than CELL_GAP line heights share one."""
        out: list[list[OcrLine]] = []
        for b in self.boxes:
            if out and b.x0 - out[-1][-1].x1 < CELL_GAP * h:
                out[-1].append(b)
            else:
                out.append([b])
        return out

    def text(self) -> str:
        """The row's boxes joined; fields far apart (a wider gap than a line is high) keep a space."""
        out = ""
        prev: OcrLine | None = None
        for b in self.boxes:
            far = prev is not None and b.x0 - prev.x1 > max(b.height, prev.height)
            out = b.text if prev is None else (f"{out} {b.text}" if far else join_wrapped(out, b.text))
            prev = b
        return out


def rows_in_reading_order(lines: tuple[OcrLine, ...] | list[OcrLine]) -> list[_Row]:
    """Group boxes into rows (vertical overlap of at least half the smaller box), top to bottom."""
    rows: list[_Row] = []
    for ln in sorted(lines, key=lambda b: (b.cy, b.x0)):
        for row in reversed(rows[-3:]):  # a box belongs to one of the last few rows, if any
            overlap = min(row.y1, ln.y1) - max(row.y0, ln.y0)
            if overlap >= 0.5 * min(ln.height, row.height):
                row.boxes.append(ln)
                break
        else:
            rows.append(_Row([ln]))
    for row in rows:
        row.boxes.sort(key=lambda b: b.x0)
    rows.sort(key=lambda r: r.y0)
    return rows


def page_blocks(page: OcrPage, page_no: int | None, levels: HeadingLevels | None = None) -> list[Block]:
    """Blocks of one OCR'd page, in reading order."""
    rows = [r for r in rows_in_reading_order(page.lines) if r.text().strip()]
    if not rows:
        return []
    h = statistics.median(r.height for r in rows)
    levels = levels or HeadingLevels()
    long_x1 = sorted(r.x1 for r in rows if len(r.text()) >= 8) or [page.width * 0.85]
    right = long_x1[max(int(len(long_x1) * 0.9) - 1, 0)]
    left = min(r.x0 for r in rows)
    blocks: list[Block] = []
    prev: _Row | None = None
    i = 0
    while i < len(rows):
        table_rows, n = _table_at(rows, i, h)
        if table_rows:
            blocks.append(Block("table", table_to_text(table_rows), rows=table_rows, page=page_no, ocr=True))
            i += n
            prev = None
            continue
        row = rows[i]
        i += 1
        text = " ".join(row.text().split())
        if (row is rows[0] or row is rows[-1]) and PAGE_NO.match(text):
            continue  # a page number at the top or bottom of the page
        key = heading_class(text)
        big = row.height >= 1.35 * h and len(text) <= 40 and not text.endswith(END_PUNCT)
        if key in ("part", "chapter", "section") or (key and row.x1 < right - 2 * h) or big:
            level = levels.level(key) if key else 1
            blocks.append(Block("heading", text, level=level, page=page_no, ocr=True))
            prev = None
            continue
        cont = (
            prev is not None
            and blocks
            and blocks[-1].kind == "paragraph"
            and prev.x1 >= right - 2 * h
            and row.y0 - prev.y1 < 1.0 * h
            and not STARTER.match(text)
            and not ARTICLE.match(text)
            and not (row.x0 > left + 1.5 * h and prev.x0 <= left + 0.5 * h)
        )
        if cont:
            blocks[-1].text = join_wrapped(blocks[-1].text, text)
        else:
            blocks.append(Block("paragraph", text, page=page_no, ocr=True))
        prev = row
    return blocks


def _table_at(rows: list[_Row], start: int, h: float) -> tuple[list[list[str]] | None, int]:
    """A grid starting at rows[start]: (cell texts, rows used), or (None, 0) when it is not clear."""
    run: list[list[list[OcrLine]]] = []
    j = start
    while j < len(rows):
        cells = rows[j].cells(h)
        if len(cells) < 2 or (run and rows[j].y0 - rows[j - 1].y1 > 2.5 * h):
            break
        run.append(cells)
        j += 1
    if len(run) < MIN_TABLE_ROWS:
        return None, 0
    columns = _columns([c for cells in run for c in cells], h)
    if len(columns) < 2:
        return None, 0
    grid: list[list[str]] = []
    for cells in run:
        row = [""] * len(columns)
        for cell in cells:
            x0, x1 = cell[0].x0, cell[-1].x1
            k = next((k for k, (a, b) in enumerate(columns) if x0 < b and x1 > a), 0)
            text = " ".join(b.text for b in cell)
            row[k] = join_wrapped(row[k], text) if row[k] else text
        grid.append(row)
    filled = sum(1 for r in grid for c in r if c)
    if filled < 0.7 * len(grid) * len(columns):  # ragged: more like text with wide gaps than a grid
        return None, 0
    return grid, len(run)


def _columns(cells: list[list[OcrLine]], h: float) -> list[tuple[float, float]]:
    """Column x-ranges: the union of the cells' x-ranges, split where no cell crosses."""
    spans = sorted((c[0].x0, c[-1].x1) for c in cells)
    cols: list[list[float]] = []
    for a, b in spans:
        if cols and a < cols[-1][1] + 0.5 * h:
            cols[-1][1] = max(cols[-1][1], b)
        else:
            cols.append([a, b])
    return [(a, b) for a, b in cols]
