"""The table column an English question asks for, chosen by meaning when its carried words name none.

An English question reaches a Chinese table through the workplace lexicon (`bridge.py`), which writes "meal" as
伙食 while the sheet heads its column 工作餐, and "speaker fee" as 费用 beside 劳务费标准: the table look-up then
matches no value column by its words and answers another one (or none). A table's headers are few and short, so
the multilingual dense model reads them against the question as asked; the header clearly nearest it in meaning
joins the carried words, and the word look-up finds its column. Columns headed by a condition (医药代表（M1–M2）,
地区经理（M5）) are the asker's level, not the kind of value: the model reads "district manager" as near 大区经理 as
地区经理, so those stay to the words.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np

from knowdesk.reasoning.crosslingual import Cosines
from knowdesk.reasoning.tables import Column, SourceTable

COLUMN_MARGIN = 0.01  # e5-small cosine by which the nearest value header must beat its table's next one
MIN_VALUE_COLUMNS = 2  # a table with one number column leaves nothing to choose


def nearest_column(question: str, carried: str, tables: Sequence[SourceTable], cosines: Cosines,
                   joined: bool = False) -> str:  # fmt: skip
    """The name of the number column nearest `question` in meaning, among the value columns of the tables on the
    `carried` words' topic that name none of them; "" when no table is left, or the nearest column holds words, or
    it is not clearly nearer than its table's next one. `joined`: a sheet is on the topic when a sheet of its
    workbook is, or its headers hold a carried word ("M1的电脑" reaches 更换周期 through the sheet listing M1)."""
    words = [w for w in carried.rstrip("？?").split() if len(w) >= 2 or w.isascii()]
    about = {t.document for t in tables if _about(t, words, joined)} if joined else set()
    heads: list[tuple[int, Column]] = []  # (table, value column)
    for at, t in enumerate(tables):
        values = [c for c in t.columns if c.index not in t.keys and c.name.strip()]
        if sum(c.numeric for c in values) < MIN_VALUE_COLUMNS or not (t.document in about or _about(t, words)):
            continue  # nothing to choose; or a table of another topic (a fee sheet beside the sample rules asked)
        if any(_names(c.name, carried) or c.conditions for c in values):
            continue  # named by the words already; or columns by job level (M1–M2), which meaning tells apart poorly
        heads += [(at, c) for c in values]
    if not heads:
        return ""
    cos = cosines(question, [c.header for _, c in heads])
    best = int(np.argmax(cos))
    table, column = heads[best]
    if not column.numeric:  # a column of words (城际交通工具): the whole row the words find answers it
        return ""
    rivals = [float(c) for k, ((at, _), c) in enumerate(zip(heads, cos, strict=True)) if at == table and k != best]
    return column.name.strip() if float(cos[best]) - max(rivals) >= COLUMN_MARGIN else ""


def _about(t: SourceTable, words: Sequence[str], headers: bool = False) -> bool:
    """The table's section or cells (with `headers`, its column headers too) hold one of the carried words: it is on
    the question's topic. A level code (B, P6, p6 as the words are lowered) counts where a cell opens with it (B级),
    not as any letter of the sheet."""
    cells = [t.section, *(cell for row in t.table.rows for cell in row), *(c.header for c in t.columns if headers)]
    text = " ".join(cells)
    return any(
        any(re.match(rf"{re.escape(w)}(?![A-Za-z0-9])", c.strip(), re.IGNORECASE) for c in cells)
        if w.isascii()
        else w in text
        for w in words
    )


# a column headed by a level and its bound ("乡科级及以下", "M3及以上"): the level alone names it
_BOUND_TAIL = re.compile(r"(?:及|或)?(?:以下|以上|以内)$")


def _names(name: str, carried: str) -> bool:
    """The carried words name the column whole, or whole but for its bound (乡科级 names 乡科级及以下); a word of it
    (会议 of 会议场地) may be the question's other topic: "a meeting's meal"."""
    bare = _BOUND_TAIL.sub("", name.strip())
    return name in carried or (len(bare) >= 2 and bare in carried.rstrip("？?").split())


__all__ = ["COLUMN_MARGIN", "nearest_column"]
