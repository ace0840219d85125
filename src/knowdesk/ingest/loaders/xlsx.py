"""Excel (.xlsx) loading with openpyxl: one heading per sheet, sub-tables and notes.

Real workbooks put several tables on one sheet (separated by empty rows) with titles and
notes around them; treating the sheet as one grid would glue unrelated rows together.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

import openpyxl

from knowdesk.errors import IngestError
from knowdesk.ingest.blocks import Block, LoadedDocument, table_to_text
from knowdesk.ingest.loaders.metadata import pick_title

MAX_ROWS = 200_000


def cell_str(value: Any, number_format: str = "General") -> str:
    """Readable cell text: dates as YYYY-MM-DD, floats without a trailing .0, percents kept."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, dt.datetime):
        return value.strftime("%Y-%m-%d") if value.time() == dt.time(0) else value.strftime("%Y-%m-%d %H:%M")
    if isinstance(value, dt.date):
        return value.isoformat()
    if isinstance(value, dt.time):
        return value.strftime("%H:%M:%S") if value.second else value.strftime("%H:%M")
    if isinstance(value, int | float):
        if "%" in (number_format or "") and isinstance(value, float | int):
            return _num(value * 100) + "%"
        return _num(value)
    return str(value).strip()


def _num(v: float) -> str:
    if isinstance(v, int) or v.is_integer():
        return str(int(v))
    return f"{v:.10f}".rstrip("0").rstrip(".")


def _grid(ws: Any) -> list[list[str]]:
    """The sheet as strings, merged ranges filled with their top-left value."""
    grid: list[list[str]] = []
    for i, row in enumerate(ws.iter_rows()):
        if i >= MAX_ROWS:
            break
        grid.append([cell_str(c.value, getattr(c, "number_format", "General")) for c in row])
    for rng in ws.merged_cells.ranges:
        top = grid[rng.min_row - 1][rng.min_col - 1] if rng.min_row <= len(grid) else ""
        for r in range(rng.min_row - 1, min(rng.max_row, len(grid))):
            for c in range(rng.min_col - 1, min(rng.max_col, len(grid[r]))):
                grid[r][c] = top
    return grid


def _trim_columns(rows: list[list[str]]) -> list[list[str]]:
    keep = [j for j in range(max(len(r) for r in rows)) if any(j < len(r) and r[j] for r in rows)]
    return [[r[j] if j < len(r) else "" for j in keep] for r in rows]


def _groups(grid: list[list[str]]) -> list[list[list[str]]]:
    """Runs of non-empty rows separated by fully empty rows."""
    groups: list[list[list[str]]] = []
    cur: list[list[str]] = []
    for row in grid:
        if any(row):
            cur.append(row)
        elif cur:
            groups.append(cur)
            cur = []
    if cur:
        groups.append(cur)
    return groups


def sheet_blocks(name: str, grid: list[list[str]]) -> list[Block]:
    """Split a sheet grid into table blocks and note paragraphs (rows with one filled cell)."""
    blocks: list[Block] = []
    pending_caption: str | None = None
    for group in _groups(grid):
        rows = _trim_columns(group)
        filled = [sum(1 for c in r if c) for r in rows]
        width = max(filled)
        if width <= 1 or (len(rows) == 1 and width <= 2):
            text = "\n".join(" ".join(c for c in r if c) for r in rows)
            if len(rows) == 1 and width == 1 and len(text) <= 100:
                pending_caption = text
            blocks.append(Block("paragraph", text, sheet=name))
            continue
        start, end = 0, len(rows)
        while start < end - 1 and filled[start] <= 1:
            start += 1
        while end > start + 1 and filled[end - 1] <= 1:
            end -= 1
        if start:
            pending_caption = " ".join(c for r in rows[:start] for c in r if c)
            blocks.append(Block("paragraph", pending_caption, sheet=name))
        table = _trim_columns(rows[start:end])
        if pending_caption and blocks and blocks[-1].kind == "paragraph" and blocks[-1].text == pending_caption:
            blocks.pop()
        else:
            pending_caption = None
        blocks.append(Block("table", table_to_text(table), rows=table, sheet=name, caption=pending_caption))
        pending_caption = None
        if end < len(rows):
            notes = "\n".join(" ".join(c for c in r if c) for r in rows[end:])
            blocks.append(Block("paragraph", notes, sheet=name))
    return blocks


def load_xlsx(path: Path) -> LoadedDocument:
    """Load every non-empty worksheet; an all-empty workbook is `empty`."""
    try:  # from an open file: openpyxl refuses a file named .xls by its name alone, even an .xlsx
        with path.open("rb") as fh:
            wb = openpyxl.load_workbook(fh, read_only=False, data_only=True)
    except Exception as exc:
        raise IngestError("corrupt", f"{path.name} is not a readable Excel workbook: {exc}") from exc
    blocks: list[Block] = []
    try:
        for ws in wb.worksheets:
            body = sheet_blocks(ws.title, _grid(ws))
            if body:
                blocks.append(Block("heading", ws.title, level=1, sheet=ws.title))
                blocks += body
        title = wb.properties.title
    finally:
        wb.close()
    if not blocks:
        raise IngestError("empty", f"{path.name} has no filled cells")
    return LoadedDocument(str(path), "xlsx", blocks, title=pick_title(title, fallback=path.stem))
