"""Whom to go to for a matter: the row of a contact list whose duty cell names the matter the question asks about
("差旅费报销找谁审核" on 科室 | 姓名 | 职务 | 分管事项 | 办公电话, the row whose 分管事项 is 差旅费和会议费报销审核).

Contact lists rarely share words with a question about a matter (they list names and numbers), so retrieval finds
the rule on the matter and not the list: `CONTACT_WORDS` are what a contact list's header says, searched for beside
the question when it asks whom to contact. The row is answered only when its duty cell shares at least two character
pairs with the question (or one that is a whole word of both: 派车), and no other row shares as many.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from knowdesk.reasoning.base import Passage
from knowdesk.reasoning.evidence import bigrams
from knowdesk.text.pipe_tables import PipeTable, parse_pipe_tables
from knowdesk.text.tokenize import words

# "…找谁", "找哪位", "联系谁", "该问谁", "电话多少", "邮箱是什么": whom to contact
ASKS_CONTACT = re.compile(
    r"找[^，,。？?\s]{0,8}?(?:谁|哪位|哪个人|什么人)|问谁|联系谁|(?:联系人|对接人)(?:是谁|是哪位|电话)|联系方式"
    r"|(?:电话|手机|邮箱)(?:号码?)?(?:是)?(?:多少|什么|几号)"
)
_APPROVAL = re.compile(r"批")  # "请假3天找谁审批": who approves is the rule's, not the contact list's
CONTACT_WORDS = "联系人 姓名 电话"  # what a contact list's header says: searched for beside the question
_PERSON = re.compile(r"姓名|联系人|负责人|对接人|^name$|contact", re.I)
_DUTY = re.compile(r"分管|负责(?!人)|职责|事项|业务|职能|范围|duties|responsib", re.I)
_REACH = re.compile(r"电话|手机|邮箱|分机|phone|mail", re.I)
MIN_SHARED = 2  # character pairs a duty cell shares with the question
# the act a question asks someone to do for the asker: 派车 of "找谁派车", 盖章 of "找哪位盖章呢"
_ASKED_ACT = re.compile(
    r"(?:谁|哪位|哪个人|什么人)(?:来|去|给|帮忙|帮我)?(?P<act>[\u4e00-\u9fff]{2,6}?)(?:呢|啊|呀|吗|吧)?(?:[？?。！!，,]|$)"
)


@dataclass(frozen=True)
class Contact:
    statement: str  # "差旅费和会议费报销审核：财务科 赵文静（会计，办公电话 0797-8261 1102）"
    row: str  # the row as a pipe line, quoted as the basis
    passage: Passage


def asks_contact(question: str) -> bool:
    return ASKS_CONTACT.search(question) is not None and not _APPROVAL.search(question)


def is_contact_list(table: PipeTable) -> bool:
    """A table with a person's name, a duty and a way to reach them."""
    return all(_column(table, p) is not None for p in (_PERSON, _DUTY, _REACH))


def _column(table: PipeTable, pattern: re.Pattern[str]) -> int | None:
    return next((i for i, h in enumerate(table.header) if pattern.search(h.strip())), None)


def _shared(question: str, cell: str) -> int:
    """Character pairs of the cell the question holds; a pair that is a whole word of both counts as two, and so
    does the act the question asks someone for (派车 of 找谁派车, which the segmenter parts into 派/车) when the cell
    names it whole (公务用车派车)."""
    pairs = bigrams(cell) & bigrams(question)
    both = set(words(question)) & set(words(cell))
    act = _ASKED_ACT.search(question)
    named = act is not None and act.group("act") in cell and act.group("act") not in both
    return len(pairs) + sum(1 for p in pairs if p in both) + (2 if named else 0)


def contact_for(question: str, passages: Sequence[Passage]) -> Contact | None:
    """The one contact-list row whose duty cell names the question's matter best, or None."""
    scored: dict[tuple[str, tuple[str, ...]], tuple[int, tuple[str, ...], PipeTable, Passage]] = {}
    for p in passages:
        for table in parse_pipe_tables(p["body"]):
            if not is_contact_list(table):
                continue
            duty = _column(table, _DUTY)
            assert duty is not None
            for row in table.rows:  # a row found twice (the same list in two fragments) is one row
                if duty < len(row):
                    scored.setdefault((p["document"], row), (_shared(question, row[duty]), row, table, p))
    ranked = sorted(scored.values(), key=lambda s: -s[0])
    if not ranked:
        return None
    best, row, table, p = ranked[0]
    if best < MIN_SHARED or (len(ranked) > 1 and ranked[1][0] == best):
        return None
    person, duty = _column(table, _PERSON), _column(table, _DUTY)
    assert person is not None and duty is not None
    others = [f"{h} {c}" for i, (h, c) in enumerate(zip(table.header, row, strict=False))
              if i not in (person, duty) and c.strip()]  # fmt: skip
    statement = f"{row[duty]}：{row[person]}（{'，'.join(others)}）" if others else f"{row[duty]}：{row[person]}"
    return Contact(statement, "| " + " | ".join(row) + " |", p)


__all__ = ["CONTACT_WORDS", "Contact", "asks_contact", "contact_for", "is_contact_list"]
