"""Markdown pipe tables in fragment bodies (what `ingest.blocks.table_to_text` renders for every format).

Shared by the relation graph (which maps sheets to entities) and the answer steps (which look cells
up), so both read a stored fragment the same way. The lines around a table are kept: a caption
("表7-2 … 单位：万元") before it and a sheet's notes after it qualify its cells.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_SEPARATOR = re.compile(r"\|(\s*:?-{2,}:?\s*\|)+")


@dataclass(frozen=True)
class PipeTable:
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    before: tuple[str, ...] = ()  # non-table lines since the previous table
    after: tuple[str, ...] = ()  # non-table lines up to the next table


def _is_row(line: str) -> bool:
    return line.startswith("|") and line.endswith("|") and len(line) > 1


def _cells(line: str) -> tuple[str, ...]:
    return tuple(c.strip() for c in line[1:-1].split("|"))


def parse_pipe_tables(body: str) -> list[PipeTable]:
    """Every table of at least a header and one row, with the text lines around it."""
    blocks: list[tuple[list[str], list[tuple[str, ...]]]] = []  # (lines before, rows)
    text: list[str] = []
    rows: list[tuple[str, ...]] = []
    for raw in [*body.splitlines(), ""]:
        line = raw.strip()
        if _is_row(line):
            if not _SEPARATOR.fullmatch(line):
                rows.append(_cells(line))
            continue
        if rows:
            blocks.append((text, rows))
            text, rows = [], []
        if line:
            text.append(line)
    tables: list[PipeTable] = []
    for i, (before, table_rows) in enumerate(blocks):
        after = blocks[i + 1][0] if i + 1 < len(blocks) else text
        if len(table_rows) >= 2:
            tables.append(PipeTable(table_rows[0], tuple(table_rows[1:]), tuple(before), tuple(after)))
    return tables


def pipe_tables(body: str) -> list[list[list[str]]]:
    """Tables as plain rows, header first, separator dropped (the graph builder's view)."""
    return [[list(t.header), *[list(r) for r in t.rows]] for t in parse_pipe_tables(body)]
