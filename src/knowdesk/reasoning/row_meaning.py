"""The table row an English question names in words the evidence does not write, chosen by meaning.

An English question reaches a Chinese table through the workplace lexicon (`bridge.py`), which writes "security guard"
as 保安 while the sheet heads its row 秩序维护员, and "gate clerk" as 店员 beside 闸口业务员: the table look-up then
matches no row by its words and answers another table or every row. A table's row names are few and short, so the
multilingual dense model reads the question's own phrase (not the whole question, whose topic words would pull every
row alike) against them; the row name clearly nearest it in meaning joins the carried words in place of the Chinese
the evidence lacks, and the word look-up finds its row. Only a phrase the evidence holds no word of is read so: a
phrase the lexicon carried into the evidence's own words names its row already.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np

from knowdesk.reasoning.column_meaning import on_topic
from knowdesk.reasoning.crosslingual import Cosines
from knowdesk.reasoning.tables import SourceTable

ROW_MARGIN = 0.005  # e5-small cosine by which the nearest row name must beat the next one
ROW_FLOOR = 0.77  # …and the least it must reach: a phrase naming none of the rows sits lower ("staff" beside roles)
MIN_ROWS = 3  # a table naming fewer rows leaves little to choose, and a near tie to chance
# a row named in words (秩序维护员, 冷藏箱技术员), not a level, a band or a place's rank (P5, 3天以内, 一类)
_NAME = re.compile(r"^[\u4e00-\u9fff（）()、·]{2,12}$")
_RANK = re.compile(r"^[一二三四五六七八九十甲乙丙丁]+[类级档等]")


def row_names(tables: Sequence[SourceTable], carried: str) -> list[str]:
    """The row names of the tables on the `carried` words' topic whose rows the words name none of (each once)."""
    words = [w for w in carried.rstrip("？?").split() if len(w) >= 2 or w.isascii()]
    out: list[str] = []
    for t in tables:
        if not on_topic(t, words, headers=True):
            continue
        names = list(dict.fromkeys(
            row[k].strip() for row in t.table.rows for k in t.keys
            if k < len(row) and _NAME.match(row[k].strip()) and not _RANK.match(row[k].strip())
        ))  # fmt: skip
        if len(names) < MIN_ROWS or any(_named(n, words) for n in names):
            continue  # little to choose; or the words name a row already (冷藏箱 of 冷藏箱技术员)
        out += [n for n in names if n not in out]
    return out


def nearest_row(phrase: str, names: Sequence[str], cosines: Cosines) -> str:
    """The row name nearest the English `phrase` in meaning when it is clearly the nearest, else ""."""
    if len(names) < 2:
        return ""
    cos = cosines(phrase, list(names))
    order = np.argsort(-cos)
    best, second = float(cos[order[0]]), float(cos[order[1]])
    return names[int(order[0])] if best >= ROW_FLOOR and best - second >= ROW_MARGIN else ""


def rows_by_meaning(phrases: Sequence[tuple[str, tuple[str, ...]]], carried: str, tables: Sequence[SourceTable],
                    cosines: Cosines) -> str:  # fmt: skip
    """`carried` with each of the question's unfound `phrases` (English, the Chinese written for it) that a row name
    of an on-topic table is clearly nearest in meaning replaced by that name; `carried` unchanged when none is."""
    names = row_names(tables, carried) if phrases else []
    words = carried.split()
    for phrase, chinese in phrases if names else ():
        name = nearest_row(phrase, names, cosines)
        if name:
            words = [name] + [w for w in words if w not in chinese]
    return " ".join(dict.fromkeys(words)) if words != carried.split() else carried


def _named(name: str, words: Sequence[str]) -> bool:
    return any(len(w) >= 2 and not w.isascii() and (w in name or name in w) for w in words)


__all__ = ["MIN_ROWS", "ROW_FLOOR", "ROW_MARGIN", "nearest_row", "row_names", "rows_by_meaning"]
