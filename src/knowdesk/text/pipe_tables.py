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


def cells_of(line: str) -> tuple[str, ...]:
    """The cells of one table row ("| a | b |" → ("a", "b"))."""
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
                rows.append(cells_of(line))
            continue
        if rows:
            blocks.append((text, rows))
            text, rows = [], []
        if line:
            text.append(line)
    tables: list[PipeTable] = []
    for i, (before, table_rows) in enumerate(blocks):
        after = blocks[i + 1][0] if i + 1 < len(blocks) else text
        if len(table_rows) >= 3 and (joined := two_row_header(table_rows[0], table_rows[1])) is not None:
            table_rows = [joined, *table_rows[2:]]
        if len(table_rows) >= 2:
            tables.append(PipeTable(table_rows[0], tuple(table_rows[1:]), tuple(before), tuple(after)))
    return tables


_NUMERIC = re.compile(r"[\d.,%\s—-]*")


def two_row_header(top: tuple[str, ...], sub: tuple[str, ...]) -> tuple[str, ...] | None:
    """One header from a header spanning two rows, or None when `sub` is a row of data.

    Every loader repeats a merged cell in each grid position it covers, so a group header over sub-columns
    ("班次补贴" over "全职员工（元/班）" and "小时工（元/小时）") is repeated across the top row, and a header merged
    down ("班次") is repeated in the second row. The second row is header when it repeats the top row outside the
    groups (or leaves it empty, but repeats it at least once) and names distinct, non-numeric sub-columns inside
    them; each sub-column is then named by both, sub-column first and a space between: "全职员工（元/班） 班次补贴",
    "平日 小时工时薪（元/小时）" (the space keeps the two names apart for whoever matches them one by one).
    """
    n = len(top)
    if len(sub) != n:
        return None
    grouped = [bool(top[j]) and ((j > 0 and top[j - 1] == top[j]) or (j + 1 < n and top[j + 1] == top[j]))
               for j in range(n)]  # fmt: skip
    if not any(grouped):
        return None
    repeated = False
    for j in range(n):
        if grouped[j]:
            if not sub[j] or sub[j] == top[j] or _NUMERIC.fullmatch(sub[j]):
                return None
            if j > 0 and grouped[j - 1] and top[j - 1] == top[j] and sub[j - 1] == sub[j]:
                return None
        elif sub[j] and sub[j] != top[j]:
            return None
        else:
            repeated = repeated or bool(sub[j])
    if not repeated:
        return None
    return tuple(f"{sub[j]} {top[j]}" if grouped[j] else top[j] for j in range(n))


def pipe_tables(body: str) -> list[list[list[str]]]:
    """Tables as plain rows, header first, separator dropped (the graph builder's view)."""
    return [[list(t.header), *[list(r) for r in t.rows]] for t in parse_pipe_tables(body)]
