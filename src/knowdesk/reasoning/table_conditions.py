"""Which condition column of a table each number of the question speaks to.

A table may key its rows by two numeric conditions ("实际工作年限 | 在本公司工作年限 | 医疗期"): "实际工作12年，
在公司干了7年" gives each column its own number, told apart by the words just before the number ("在公司干了"
shares 公司 with the second header). And a sheet may hold two tier lists side by side ("累计工作年限 | 法定年休假 |
本公司司龄 | 奖励年假"): the value column answers by the condition column on its left, so "工龄12年，法定年假几天"
is not decided by 司龄 "满9年及以上".

Pure functions over headers and character positions, so the matcher in `tables.py` stays one job.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

WINDOW = 8  # characters before a number read for the words that name its condition
_RUN = re.compile(r"[0-9a-z\u3400-\u9fff]+")
_STOP = re.compile(r"[，,。；;？?！!、\s]")


def _pairs(text: str) -> set[str]:
    return {run[i : i + 2] for run in _RUN.findall(text.lower()) for i in range(len(run) - 1)}


def lead_words(question: str, start: int, previous_end: int) -> str:
    """The words right before a number, back to the previous number or punctuation (at most WINDOW)."""
    lo = max(previous_end, start - WINDOW, 0)
    head = question[lo:start]
    cut = max((m.end() for m in _STOP.finditer(head)), default=0)
    return head[cut:]


def bind_numbers(question: str, spans: Sequence[tuple[int, int]], headers: dict[int, str]) -> dict[int, int]:
    """Number index → condition column, when the table has two or more condition columns: each number goes to
    the column whose header shares most character pairs with the words before it (best pairs first, one number
    per column); a number left over goes to the one column left over. Numbers bound nowhere are returned unbound
    (they may fill any column)."""
    if len(headers) < 2 or not spans:
        return {}
    scores: list[tuple[int, int, int]] = []
    previous = 0
    for i, (start, end) in enumerate(spans):
        lead = _pairs(lead_words(question, start, previous))
        previous = end
        for col, header in headers.items():
            shared = len(lead & _pairs(header))
            if shared:
                scores.append((shared, i, col))
    bound: dict[int, int] = {}
    for _, i, col in sorted(scores, key=lambda x: (-x[0], x[1], x[2])):
        if i not in bound and col not in bound.values():
            bound[i] = col
    free_numbers = [i for i in range(len(spans)) if i not in bound]
    free_columns = [c for c in headers if c not in bound.values()]
    if bound and len(free_numbers) == 1 and len(free_columns) == 1:
        bound[free_numbers[0]] = free_columns[0]
    return bound


def side_by_side_condition(target: int, condition_columns: Sequence[int], value_columns: Sequence[int]) -> int | None:
    """The condition column a value column answers by when the sheet holds tier lists side by side (a value
    column between two condition columns); None when the conditions all apply together."""
    conds = sorted(condition_columns)
    if len(conds) < 2 or not any(conds[0] < v < conds[-1] for v in value_columns):
        return None
    left = [c for c in conds if c < target]
    return left[-1] if left else None
