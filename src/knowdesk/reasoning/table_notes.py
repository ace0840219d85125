"""Notes that class one kind of person or customer by another row or column of a workbook's table: "正高级专业技术
职务人员参照县处级标准执行" puts a 正高级 staff member in the 县处级 column of the lodging rates, "企业采购客户（B端）专线
不论渠道，按A类执行" puts a business customer's ticket in the A类 rows whatever channel it came by. The table names
neither kind, so without the note a question about one reads the row or column of a word it only shares (其他人员);
with it, the question is asked as the note says: the kind's words become the class, and the condition the note sets
aside (不论渠道: the 邮件 the question names) is dropped.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise

from knowdesk.reasoning.quantities import to_halfwidth
from knowdesk.text.pipe_tables import PipeTable
from knowdesk.text.tokenize import tagged

# "X（…）参照Y标准执行", "X不论渠道，按Y执行": who the note is about, what it sets aside, the class it puts them in
_CLASS_NOTE = re.compile(
    r"(?P<who>[^，,。；;：:\n]{2,30}?)(?:[，,]?不论(?P<any>[^，,。；;\n]{1,8}?))?[，,]?(?:均|一律|统一|也)?(?:按照?|参照)"
    r"[“\"]?(?P<as>[^”\"，,。；;\n（(]{1,12}?)[”\"]?(?:的?标准)?(?:执行|计算|确定|发放|报销)"
)
_NOTE_HEAD = re.compile(
    r"^(?:注\s*\d*\s*[:：]?|[一二三四五六七八九十\d]+\s*[、.．]|[（(][一二三四五六七八九十\d]+[）)])\s*"
)
_RUN = re.compile(r"[0-9a-z\u3400-\u9fff]+")
MIN_SHARED_PAIRS = 2  # character pairs the question must share with the note's kind to be about it
MAX_GAP = 2  # characters of the question's own between the shared ones (正高级 职称 人员 for 正高级专业技术职务人员)


@dataclass(frozen=True)
class ClassNote:
    who: str  # the kind of person or customer: 正高级专业技术职务人员; 实习生 of "实习生出差按一般员工执行"
    set_aside: str  # 渠道 of 不论渠道, else ""
    as_class: str  # 县处级
    said: str  # the note's sentence, quoted as the answer's basis
    document: str
    section: str
    fragment_id: str


@dataclass(frozen=True)
class Reclassed:
    question: str  # the question asked as the note says: 县处级去成都出差，住宿标准多少
    entity: str  # the question's own words for the kind: 正高级职称人员
    note: ClassNote


def class_notes(body: str, document: str, section: str, fragment_id: str) -> tuple[ClassNote, ...]:
    """The notes of a fragment that put a kind of person or customer in a class (a row or column named elsewhere)."""
    return tuple(
        ClassNote(
            _kind(m["who"].strip()), (m["any"] or "").strip(), m["as"].strip(), said, document, section, fragment_id
        )
        for said, m in _notes(body)
    )


def _kind(who: str) -> str:
    """The kind of person a note's subject names, less the act it is said of ("实习生出差" → 实习生): its words up to
    the last that is not tagged a verb."""
    words = tagged(who)
    while len(words) > 1 and words[-1][1] == "v":
        words.pop()
    return "".join(word for word, _ in words) if words else who


@lru_cache(maxsize=2048)
def _notes(body: str) -> tuple[tuple[str, re.Match[str]], ...]:
    out = []
    for line in body.splitlines():
        if line.lstrip().startswith("|"):
            continue
        for sentence in re.split(r"[。；;]", line):
            sentence = _NOTE_HEAD.sub("", sentence.strip())
            m = _CLASS_NOTE.search(sentence)
            if m and "未列" not in m["who"] and "以外" not in m["who"]:  # 表中未列明的…: `_unlisted_join`'s notes
                out.append((sentence, m))
    return tuple(out)


def reclassed(question: str, notes: Iterable[ClassNote], tables: Sequence[tuple[str, PipeTable]]) -> Reclassed | None:
    """The question asked as a note of a table's document classes the kind it names, or None: the note's class must
    be a column or a row key of a table of that document (`tables`: (document, table) pairs), and the question must
    name the kind by two or more of its character pairs, together, and not name the class itself."""
    norm = to_halfwidth(question).lower()
    for note in notes:
        names = [t for doc, t in tables if doc == note.document]
        if note.as_class.lower() in norm or not any(_names_class(t, note.as_class) for t in names):
            continue
        span = _named_kind(norm, note.who)
        if span is None:
            continue
        start, end = span
        asked = question[:start] + note.as_class + question[end:]
        if note.set_aside:
            asked = _without_set_aside(asked, note.set_aside, names)
        return Reclassed(asked, question[start:end], note)
    return None


def _names_class(table: PipeTable, as_class: str) -> bool:
    """A column header or a first-column cell of the table is the class (县处级 | 县处级（元）, A类)."""
    heads = [re.split(r"[（(]", h, maxsplit=1)[0].strip() for h in table.header[1:]]
    firsts = [r[0].strip() for r in table.rows if r]
    return as_class in heads or as_class in firsts


def _pairs_at(text: str) -> dict[str, list[int]]:
    out: dict[str, list[int]] = {}
    for m in _RUN.finditer(text):
        for i in range(m.start(), m.end() - 1):
            out.setdefault(text[i : i + 2], []).append(i)
    return out


def _named_kind(norm: str, who: str) -> tuple[int, int] | None:
    """Where the question names the note's kind: the stretch its shared character pairs cover, when they are two or
    more and stand together (at most MAX_GAP characters of the question's own between them)."""
    kind = to_halfwidth(who).lower()
    mine = {p for m in _RUN.finditer(kind) for p in (kind[i : i + 2] for i in range(m.start(), m.end() - 1))}
    at = _pairs_at(norm)
    shared = [p for p in mine if p in at and len(at[p]) == 1]
    if len(shared) < MIN_SHARED_PAIRS:
        return None
    covered = sorted({i for p in shared for i in (at[p][0], at[p][0] + 1)})
    if any(b - a - 1 > MAX_GAP for a, b in pairwise(covered)):
        return None
    return covered[0], covered[-1] + 1


def _without_set_aside(question: str, set_aside: str, tables: Sequence[PipeTable]) -> str:
    """The question less the cells it names of a column the note sets aside (不论渠道: 邮件 of the 服务渠道 column)."""
    for t in tables:
        for k, head in enumerate(t.header):
            if set_aside not in head:
                continue
            for row in t.rows:
                cell = re.split(r"[（(]", row[k] if k < len(row) else "", maxsplit=1)[0].strip()
                if len(cell) >= 2 and cell in question:
                    question = question.replace(cell, "", 1)
    return question
