"""List questions answered by a table's rows. The look-up of `tables.py` picks one row; a list asks for every row
that fits: "电工发哪些劳保用品" on an issue list whose 适用岗位 column says 电工 in two rows is those rows' items
(绝缘手套、绝缘鞋), not one row's full record; "无线网络有哪几个" on the table under the heading 无线网络 is every row's
name (MT-Office、MT-Staff…), not a sentence that mentions the heading.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from knowdesk.reasoning.asks import ask_of
from knowdesk.reasoning.base import Passage
from knowdesk.reasoning.conclude import strip_lead
from knowdesk.reasoning.enumerations import asked_nouns
from knowdesk.reasoning.tables import (
    SHEET_PREFIX,
    Siblings,
    SourceTable,
    TableAnswer,
    TableCitation,
    gather_tables,
    whole_name,
)

MAX_SHARE = 0.6  # of a table's rows: a subject named in more of them is what the table is about, not a filter
MAX_ITEMS = 10
_PARTS = re.compile(r"[、，,；;/和及或\s]+")
_SERIAL = re.compile(r"^\s*(?:序号|编号|No\.?|#)\s*$", re.I)
_NAME_TAIL = re.compile(r"(?:名称|名字|项目)$")
_CJK = re.compile(r"[\u4e00-\u9fff]")
_CELL_PARTS = re.compile(r"[、，,；;/\s（）()]+")
_ASIDE = re.compile(r"[（(][^）)]*[）)]")


def rows_naming(question: str, passages: Sequence[Passage], siblings: Siblings | None = None) -> TableAnswer | None:
    """The rows of a retrieved table whose value column names the list question's subject as a whole entry
    (电工 in "电工、焊工", not in 电焊工), listed by the table's name column; None unless at least two rows name it,
    they are not most of the table, and the question also names what the rows are (劳保用品 of 劳保用品名称, or
    words of the document's title)."""
    if ask_of(question).kind != "list" or not _CJK.search(question):
        return None  # an English "Which day…" is no list of rows (and its words are no whole entries)
    for t in gather_tables(passages, siblings):
        if not t.retrieved:
            continue
        name_col = _name_column(t)
        if name_col is None:
            continue
        what = _NAME_TAIL.sub("", t.columns[name_col].name) or t.columns[name_col].name
        if not (what in question or _shares_title(question, t.document)):
            continue
        found = _subject_rows(t, question, name_col)
        if found is None:
            continue
        subject, col, rows = found
        items = [t.cell(r, name_col).strip() for r in rows][:MAX_ITEMS]
        statement = f"{t.columns[col].name}含{subject}的{what}有：{'、'.join(items)}"
        return TableAnswer(
            (), (t.columns[name_col].header,), (subject,), statement,
            tuple(TableCitation(t.document, t.section, t.cell(r, name_col).strip(), t.fragment_id) for r in rows),
            (t.table.header, *(t.rows[r] for r in rows)),
        )  # fmt: skip
    return None


def _name_column(t: SourceTable) -> int | None:
    """The column that names each row (劳保用品名称), skipping a serial number column."""
    for k in t.keys:
        col = t.columns[k]
        if not _SERIAL.match(col.header) and not col.numeric:
            return k
    return None


def _shares_title(question: str, document: str) -> bool:
    title = re.sub(r"[（(].*?[）)]", "", document)
    return any(title[i : i + 3] in question for i in range(len(title) - 2))


def _subject_rows(t: SourceTable, question: str, name_col: int) -> tuple[str, int, list[int]] | None:
    """(the subject, its column, the rows naming it) for the value column with the most such rows."""
    best: tuple[str, int, list[int]] | None = None
    for col in t.columns:
        if col.index in t.keys or col.index == name_col or col.numeric:
            continue
        by_entry: dict[str, list[int]] = {}
        for r in range(len(t.rows)):
            for part in _PARTS.split(t.cell(r, col.index)):
                if len(part) >= 2 and _CJK.search(part) and whole_name(part, question):
                    by_entry.setdefault(part, []).append(r)
        for entry, rows in by_entry.items():
            rows = sorted(set(rows))
            if len(rows) >= 2 and len(rows) <= MAX_SHARE * len(t.rows) and (best is None or len(rows) > len(best[2])):
                best = (entry, col.index, rows)
    return best


def rows_under_topic(
    question: str, passages: Sequence[Passage], siblings: Siblings | None = None
) -> TableAnswer | None:
    """Every row's name of a retrieved table whose section heading the list question names ("上岗考核要考哪几项" on
    上岗考核's table of 考核项目), when the question names none of its rows or other columns (then it asks one row, a
    filter or a column, which other look-ups answer) and the noun it asks for, if any, is the table's topic or
    what its rows are named by."""
    if ask_of(question).kind != "list" or not _CJK.search(question):
        return None
    for t in gather_tables(passages, siblings):
        if not t.retrieved or not 2 <= len(t.rows) <= MAX_ITEMS:
            continue
        name_col = _name_column(t)
        topic = _topic_of(t.section)
        if name_col is None or len(topic) < 2 or topic not in question:
            continue
        if _names_a_row_or_column(t, question.replace(topic, " "), name_col):
            continue
        nouns = {n for n in asked_nouns(question) if len(n) == 2}
        if nouns and not any(n in topic or n in t.columns[name_col].header for n in nouns):
            continue  # "会议费报销需要哪些材料" asks for 材料, not the rows of 会议费's table of 会议类别
        items = [t.cell(r, name_col).strip() for r in range(len(t.rows))]
        if not all(items):
            continue
        what = t.columns[name_col].name
        statement = f"{topic}的{what}有{len(items)}项：{'、'.join(items)}"
        return TableAnswer(
            (), (t.columns[name_col].header,), (topic,), statement,
            tuple(TableCitation(t.document, t.section, item, t.fragment_id) for item in items),
            (t.table.header, *t.rows),
        )  # fmt: skip
    return None


def _topic_of(section: str) -> str:
    """What a table's section heading names: its last part, numbering, a sheet's prefix and asides stripped
    ("指南 > 7. 无线网络" → 无线网络, "工作表：岗位津贴（续）" → 岗位津贴)."""
    last = section.split(" > ")[-1].removeprefix(SHEET_PREFIX).lstrip("：:")
    return _ASIDE.sub("", strip_lead(last)).strip()


def _names_a_row_or_column(t: SourceTable, rest: str, name_col: int) -> bool:
    """The question, its topic taken out, names a cell's entry or a column other than the names: it asks about
    some rows or one column ("访客用哪个网络", "各网络的登录方式"), not the list of rows."""
    if any(c.index != name_col and len(c.name) >= 2 and c.name in rest for c in t.columns):
        return True
    return any(
        len(part) >= 2 and part in rest
        for r in range(len(t.rows))
        for c in t.columns
        for part in _CELL_PARTS.split(t.cell(r, c.index))
    )
