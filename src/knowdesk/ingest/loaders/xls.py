"""Legacy Excel (.xls, BIFF 97–2003) through xlrd, cut into the same blocks as .xlsx.

xlrd is the maintained reader of the old binary format (since 2.0 it reads nothing else). Cells
are rendered like openpyxl's (dates from the workbook's date system, percent formats kept), merged
ranges are filled with their top-left value, and each sheet goes through `xlsx.sheet_blocks`, so a
workbook saved in either format makes the same fragments.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

import xlrd

from knowdesk.errors import IngestError
from knowdesk.ingest.blocks import Block, LoadedDocument
from knowdesk.ingest.loaders.xlsx import MAX_ROWS, cell_str, sheet_blocks


def _value(book: Any, cell: Any) -> tuple[Any, str]:
    """(Python value, number format) of one xlrd cell."""
    fmt = "General"
    if book.formatting_info and cell.xf_index is not None and cell.xf_index < len(book.xf_list):
        fmt_key = book.xf_list[cell.xf_index].format_key
        fmt = getattr(book.format_map.get(fmt_key), "format_str", "General") or "General"
    if cell.ctype == xlrd.XL_CELL_DATE:
        try:
            value: Any = xlrd.xldate_as_datetime(cell.value, book.datemode)
        except (xlrd.xldate.XLDateError, OverflowError, ValueError):
            return cell.value, fmt
        if value.time() == dt.time(0) and cell.value >= 1:
            value = value.date()
        elif cell.value < 1:
            value = value.time()
        return value, fmt
    if cell.ctype == xlrd.XL_CELL_BOOLEAN:
        return bool(cell.value), fmt
    if cell.ctype in (xlrd.XL_CELL_ERROR, xlrd.XL_CELL_EMPTY, xlrd.XL_CELL_BLANK):
        return None, fmt
    return cell.value, fmt


def _grid(book: Any, sheet: Any) -> list[list[str]]:
    grid = [[cell_str(*_value(book, c)) for c in sheet.row(r)] for r in range(min(sheet.nrows, MAX_ROWS))]
    for r0, r1, c0, c1 in sheet.merged_cells:  # half-open ranges
        if r0 >= len(grid) or c0 >= len(grid[r0]):
            continue
        top = grid[r0][c0]
        for r in range(r0, min(r1, len(grid))):
            for c in range(c0, min(c1, len(grid[r]))):
                grid[r][c] = top
    return grid


def load_xls(path: Path) -> LoadedDocument:
    """Load every non-empty sheet of a legacy workbook; a password-protected one is `encrypted`."""
    try:
        book = xlrd.open_workbook(str(path), formatting_info=True, on_demand=True)
    except xlrd.XLRDError as exc:
        if "encrypt" in str(exc).lower():
            raise IngestError("encrypted", f"{path.name} is a password-protected Excel file") from exc
        raise IngestError("corrupt", f"{path.name} is not a readable Excel 97-2003 workbook: {exc}") from exc
    except NotImplementedError:  # formatting_info is not supported for some writers' files
        book = xlrd.open_workbook(str(path), on_demand=True)
    blocks: list[Block] = []
    try:
        for i in range(book.nsheets):
            sheet = book.sheet_by_index(i)
            body = sheet_blocks(sheet.name, _grid(book, sheet))
            if body:
                blocks.append(Block("heading", sheet.name, level=1, sheet=sheet.name))
                blocks += body
            book.unload_sheet(i)
    finally:
        book.release_resources()
    if not blocks:
        raise IngestError("empty", f"{path.name} has no filled cells")
    return LoadedDocument(str(path), "xls", blocks, title=path.stem)
