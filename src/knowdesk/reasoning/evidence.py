"""Sentence-level evidence: splitting, data-not-instructions cleaning, lexical support, facts to verify.

Used by the local grader, the extractive generator and the groundedness check, so that what the
generator picks and what the checker accepts are measured the same way.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

# English sentences end at ". " before a capital ("2. Hotel limits" and "e.g. the" stay whole)
_SENTENCE_END = re.compile(r"(?<=[。！？!?；;])\s*|(?<=[a-z)][.])\s+(?=[A-Z])|\n+")
_FULL_STOP = re.compile(r"(?<=[。！？!?])\s*|(?<=[a-z)][.])\s+(?=[A-Z])|\n+")  # "；" joins a sentence's clauses
_TABLE_ROW = re.compile(r"^\s*\|.*\|\s*$")
# Instructions planted in documents: text is data, so these sentences or brackets are dropped.
_INJECTION = re.compile(
    r"[（(\[【]?\s*(系统提示|系统指令|system\s*prompt|忽略(以上|之前|上述)|ignore\s+(all\s+)?(previous|above)|"
    r"你现在是|从现在起你|assistant\s*:)[^）)\]】。\n]*[）)\]】]?[。.]?",
    re.IGNORECASE,
)
_NUMBER = re.compile(r"\d+(?:\.\d+)?%?")
_DATE = re.compile(r"\d{4}\s*[-年/.]\s*\d{1,2}\s*[-月/.]\s*\d{1,2}\s*日?")
_DOC_NAME = re.compile(r"《([^》]{1,80})》")


def strip_instructions(text: str) -> str:
    """Remove instruction-like passages planted in document text (prompt injection)."""
    return _INJECTION.sub("", text)


@dataclass(frozen=True)
class Unit:
    """A sentence of a fragment body with the short heading lines just before it (which introduce it)
    and where it starts in the body (to find the article it belongs to)."""

    heading: str
    text: str
    start: int

    @property
    def joined(self) -> str:
        return f"{self.heading} {self.text}" if self.heading else self.text


_BULLETS = "■□●○◆◇▪▫►▶★☆※•√✓"  # glyphs that open a list item ("■ 服务之星：…" is the sentence "服务之星：…")
# one such glyph and the space after it; not a run of them, which is a rating ("★★★★及以上酒店")
_BULLET_LEAD = re.compile(rf"^([{_BULLETS}])(?!\1)[ \t]*")
_ITEM_START = re.compile(
    r"^\s*(?:\d+(?:\.\d+)*[、.．)）]|[（(][一二三四五六七八九十百\d]+[）)]|第[一二三四五六七八九十百千零\d]+[条章节款]|"
    rf"[一二三四五六七八九十]+[、.．]|[·\-*#>|√✓{_BULLETS}]|[A-Za-z][:：.)])"
)
_LINE_END = '。！？!?；;：:|）)】”"'
# a list item's mark, by its style: a bullet, "1." / "2、", "（一）", "①" (not 第X条 nor a chapter's "一、", which
# head text)
_LIST_MARKS = (
    re.compile(rf"^\s*(?:[-*+•·](?=\s)|[{_BULLETS}])"),
    re.compile(r"^\s*\d+[.、．)）](?!\d)"),
    re.compile(r"^\s*[（(][一二三四五六七八九十\d]+[）)]"),
    re.compile(r"^\s*[①-⑳]"),
)
LONG_SENTENCE = 150  # characters: past this, a sentence's "；" clauses are units of their own
WRAP_MIN = 25  # a line this long that stops mid-sentence was wrapped (PDF text); shorter ones are headings


# a clause number and a space before Chinese words opens a clause ("4.2.1 在一更室…", "1 目的"), not a wrapped line;
# a bare number opens one only before a short title ending its line: PDF text spaces numbers ("40 学时，由…")
_CLAUSE_START = re.compile(
    r"^\s*(?:\d+(?:\.\d+)+[ \t\u3000]+(?=[\u4e00-\u9fff])|\d+[ \t\u3000]+(?=[\u4e00-\u9fff]{1,10}[ \t]*$))", re.M
)
_INDENT = re.compile(r"^(?:[ \t\u3000]{2,}|\t)\S")  # an indented line is an item of the list above it
# "舒脉宁片（20mg×14片）：每季度30盒", "生产岗位：每年不少于40学分": a short line that states a value after its label
# is a sentence of its own (a quota list, slide bullets): no heading introducing the next line, nor wrapped into
# the next such line; a form's blank ("卡号：6214 **** ****") states nothing
_LABELLED_VALUE = re.compile(r"^[^：:]{1,16}(?<!\d)[：:]\s*[^：:]*\d")
_BLANK = re.compile(r"\*{2}|[Xx]{2}|＿|_{2}")
# "连续夜班不超过5晚，之后至少休息1天", "每个夜班津贴40元": a short line stating an amount in its unit is a rule (a slide
# bullet), not a heading; a year (2026年), a clause or table number (4.2, 表1, 第3章) is no such amount
_VALUE_LINE = re.compile(
    r"(?<![\d.第表])(?!(?:19|20)\d\d\s*年)\d+(?:\.\d+)?\s*(?:元|晚|天|日|小时|分钟|个|次|盒|学分|学时|%|人|岁|公里|周|倍)"
)
# a wrapped line fills the text's width: of two lines each stating an amount ("22:00至次日6:00之间工作满4小时，计1个夜班"
# / "每个夜班津贴40元"), the first much narrower than the text's widest line ended on purpose (slide bullets); a PDF's
# widths vary too much to tell by width alone ("…正常时间为上午" / "9:00--12:00，…" is one sentence)
WRAP_SHARE = 0.7
BULLET_MAX = 40  # characters: a list item of one line stating a value is short and has no full stop


def _width(line: str) -> int:
    """Display width: a Chinese character is as wide as two ASCII ones."""
    return sum(1 if ch.isascii() else 2 for ch in line.strip())


def unwrap(text: str) -> str:
    """Join lines a PDF (or a hard-wrapped text) broke mid-sentence: a long line ending without
    punctuation (unless it and the next both state amounts and it is much narrower than the widest line), followed
    by one that does not start an item ("1、", "（二）",
    "第五条", "4.2.1 ", "- ", "■ "), is not indented under it (a quota list), is no labelled value after another
    ("职能岗位：每年不少于24学分") nor, in English, opens with a capital
    ("Carnation: …" is the next entry of a list). Slide bullets and short list lines of different widths stay
    apart ("销售岗位：每年不少于32学分" / "职能岗位：每年不少于24学分")."""
    lines = text.split("\n")
    widest = max((_width(line) for line in lines if not is_table_row(line)), default=0)
    out: list[str] = []
    for line in lines:
        prev = out[-1] if out else ""
        tail = prev.rstrip()
        head = line.lstrip()[:1]
        if (len(tail) >= WRAP_MIN and tail[-1] not in _LINE_END and not is_table_row(tail)
                and not (_width(tail) < WRAP_SHARE * widest and _VALUE_LINE.search(tail) and _VALUE_LINE.search(line))
                and head and not _ITEM_START.match(line) and not _CLAUSE_START.match(line)
                and not _INDENT.match(line) and not head.isupper()
                and not (_LABELLED_VALUE.match(tail.strip()) and _LABELLED_VALUE.match(line.strip()))):  # fmt: skip
            sep = " " if tail[-1].isascii() and line.lstrip()[:1].isascii() else ""
            out[-1] = tail + sep + line.lstrip()
        else:
            out.append(line)
    return "\n".join(out)


# an English numbered heading, longer than a Chinese one for the same words ("Section 5 Reporting a Security Incident",
# "3.2 Passwords and multi-factor authentication"): a line of a few words, with no sentence end, that introduces the
# rules after it (checked with the sentence-end test where it is used); a line with a modal or a form of "to be"
# is a rule whose full stop was left off ("4.1 Employees must lock their screens"), not a heading
_EN_HEADING = re.compile(
    r"^(?!.*\b(?:must|shall|should|may|will|can|cannot|is|are|be)\b)"
    r"(?:(?:Section|Part|Chapter|Article|Appendix|Schedule)\s+\d+(?:\.\d+)*|\d+(?:\.\d+)+)\s+"
    r"[A-Z][\w'(),/&-]*(?:\s+[\w'(),/&-]+){0,8}$"
)
# a FAQ's question line: "问：…", "Q：…", or numbered ("Q16. 公司年会一般什么时候？", "问3：…") when it ends asking
_FAQ_QUESTION = re.compile(
    r"^(?:\*\*)?\s*(?:(?:问|Q)\s*[:：]|(?:问|Q)\s*\d{1,3}\s*[.．、:：)）]\s*(?=[^。]*[？?]\s*(?:\*\*)?$))"
)
_FAQ_HEADING = re.compile(r"^(?:#+\s|[一二三四五六七八九十]+、)")


def sentence_units(text: str, semicolons: bool = True) -> list[Unit]:
    """Sentences of a fragment body; Markdown table rows count as one sentence each. With
    `semicolons=False` a "；" does not end a sentence ("前5天…100%；超过5天的部分…80%" stays whole)."""
    out: list[Unit] = []
    heading = ""
    heading_at = 0
    asked = ""  # a FAQ's question ("问：合同工辞职要提前多久？"): it introduces its answer's first sentence
    clean = unwrap(strip_instructions(text))
    items = _list_items(clean)
    pos = 0
    for part in (_SENTENCE_END if semicolons else _FULL_STOP).split(clean):
        start = clean.find(part, pos) if part else pos
        pos = start + len(part) if start >= 0 else pos
        blank = bool(_BLANK.search(part))
        item = start >= 0 and start + len(part) - len(part.lstrip()) in items
        part = _BULLET_LEAD.sub("", part.strip(" \t-*#>"))
        if _FAQ_QUESTION.match(part):
            asked = _FAQ_QUESTION.sub("", part).strip(" *")
        elif _FAQ_HEADING.match(part) or (
            heading == ""
            and not part.startswith(("答", "A"))
            and (len(part) <= 24 or _EN_HEADING.match(part) is not None)
            and part[-1:] not in "。！？!?；;：:|"
        ):
            asked = ""  # a section heading closes the answer
        if len(part) < 4 or re.fullmatch(r"[|\-: ]+", part):
            continue
        if asked and not heading and not _FAQ_QUESTION.match(part):
            heading, asked = asked, ""  # the answer's first sentence, as a heading line introduces the next one
        if (
            not item
            and (len(part) <= 24 or _EN_HEADING.match(part))
            and part[-1] not in "。！？!?；;：:|"
            and not is_table_row(part)
            and (blank or not (_LABELLED_VALUE.match(part) or _VALUE_LINE.search(part)))
        ):
            heading = f"{heading} {part}".strip()  # a heading line: it introduces the next sentence
            heading_at = max(start, 0) if heading == part else heading_at
            continue
        if not semicolons and len(part) > LONG_SENTENCE and "；" in part:
            # a run-on paragraph joined by "；" (a whole procedure in one sentence) is read clause by clause
            offset = 0
            for piece in re.split(r"(?<=；)", part):
                if len(piece.strip()) >= 4:
                    out.append(Unit(heading, piece.strip(), max(start, 0) + offset))
                    heading = ""
                offset += len(piece)
            continue
        if not heading and out and out[-1].heading and _is_bullet(out[-1].text):
            heading = out[-1].heading  # the heading introduces every line of its list, not only the first bullet
        out.append(Unit(heading, part, max(start, 0)))
        heading = ""
    if heading and out:
        # short lines that close the body introduce nothing: they are its last sentence ("14、发现火警，报警电话：119.")
        out.append(Unit("", heading, heading_at))
    return out


def _list_items(text: str) -> set[int]:
    """Where the lines that are items of a list start: a line with a list mark ("- 带教期满3个月", "2. 直属leader
    审核") after a lead-in ("申请条件：") or beside another marked line. A short item is a sentence of its own, not a
    heading of the next one ("1. 总则" over its text, with no marked line beside it, still heads it)."""
    lines: list[tuple[int, str]] = []
    at = 0
    for line in text.split("\n"):
        if line.strip():
            lines.append((at + len(line) - len(line.lstrip()), line.strip()))
        at += len(line) + 1
    marks = [_list_mark(line) for _, line in lines]
    out: set[int] = set()
    for i, (start, _line) in enumerate(lines):
        if marks[i] < 0:
            continue
        lead_in = i > 0 and lines[i - 1][1].endswith((":", "："))
        beside = (i > 0 and marks[i - 1] == marks[i]) or (i + 1 < len(lines) and marks[i + 1] == marks[i])
        if lead_in or beside:
            out.add(start)
    return out


def _list_mark(line: str) -> int:
    """The style of the line's list mark (an index of `_LIST_MARKS`), -1 for none."""
    return next((i for i, mark in enumerate(_LIST_MARKS) if mark.match(line)), -1)


def _is_bullet(sentence: str) -> bool:
    """A list item of one line that states a value: a label and its value ("租期：每次1年，累计不超过3年"), or an
    amount in its unit with no full stop (a slide bullet: "每月最多计发12个夜班")."""
    if len(sentence) > BULLET_MAX or sentence[-1] in "。.；;！!？?":  # a FAQ's answer ("答：工资每月15日…。") is none
        return False
    return bool(_LABELLED_VALUE.match(sentence) or _VALUE_LINE.search(sentence))


def sentences(text: str) -> list[str]:
    """Sentences of a fragment body, each with the heading lines that introduce it."""
    return [u.joined for u in sentence_units(text)]


def bigrams(text: str) -> set[str]:
    chars = [c for c in text.lower() if c.isalnum()]
    return {a + b for a, b in itertools.pairwise(chars)}


def support(sentence: str, source: str) -> float:
    """Share of the sentence's character bigrams found in the source (1.0 = fully covered)."""
    need = bigrams(sentence)
    if not need:
        return 1.0
    return len(need & bigrams(source)) / len(need)


def normalize_date(text: str) -> str:
    nums = re.findall(r"\d+", text)
    return f"{int(nums[0]):04d}-{int(nums[1]):02d}-{int(nums[2]):02d}" if len(nums) >= 3 else text


def facts(sentence: str) -> tuple[set[str], set[str], set[str]]:
    """Numbers, dates (ISO) and 《document names》 a sentence asserts."""
    dates = {normalize_date(d) for d in _DATE.findall(sentence)}
    without_dates = _DATE.sub(" ", sentence)
    numbers = set(_NUMBER.findall(without_dates))
    names = set(_DOC_NAME.findall(sentence))
    return numbers, dates, names


def source_dates(text: str) -> set[str]:
    return {normalize_date(d) for d in _DATE.findall(text)}


def is_table_row(line: str) -> bool:
    return bool(_TABLE_ROW.match(line))


# words that say a case did not happen ("无法提供夜餐", "没提供", "不合格", "非难产")
_NEGATION = re.compile(r"无法|不能|未能?|没有?|不|无|非")
_CLAUSE_MARK = re.compile(r"[，,。；;！!？?]")
NEGATION_REACH = 4  # characters around the shared words a negation of the case is read in ("项目部没提供夜餐")


def case_stated(question: str, case: str, pairs: int = 2) -> bool:
    """The question states `case` in its own words (`pairs` pairs of characters shared, negation words aside), said
    the same way: "项目部没提供夜餐" and "夜餐没提供" state "无法提供夜餐"; "提供了夜餐" does not, nor "巡检合格" the
    case "巡检不合格". A negation counts within NEGATION_REACH characters of the shared words and in their clause, so
    "难产了，不知道产假…" still states "难产"."""
    shared = bigrams(_NEGATION.sub("", case)) & bigrams(_NEGATION.sub("", question))
    if len(shared) < pairs:
        return False
    at = [i for w in shared if (i := question.lower().find(w)) >= 0]
    if not at:
        return False
    start, end = max(0, min(at) - NEGATION_REACH), max(at) + 2 + NEGATION_REACH
    marks = [m.start() for m in _CLAUSE_MARK.finditer(question)]
    start = max([start, *(p + 1 for p in marks if p < min(at))])
    end = min([end, *(p for p in marks if p >= max(at) + 2)])
    return bool(_NEGATION.search(case)) == bool(_NEGATION.search(question[start:end]))
