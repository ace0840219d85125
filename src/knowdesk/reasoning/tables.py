"""Table question answering over stored fragment bodies: the cell a question asks for, with its row,
column and sheet, or a compact answer by condition when the question leaves one open.

Every spreadsheet sheet and every DOCX/PDF/Markdown table reaches the answer step as a Markdown pipe
table in a fragment body, so one matcher serves all formats. Nothing here knows a company's column
names: a column is chosen by the words of its own header (shared character pairs, the header's unit —
"每晚" finds 元/晚, "谁" finds a header ending in 人), a row by the question's words found in its
cells and by the question's numbers falling in its ranges (P5–P7 holds P6, 4天至10天 holds 5天).
When the question names something only another sheet of the same workbook lists (a city, where the
rates are by city class), that sheet's row supplies the key (上海 → 一线城市): the join.

Assumption: the caller passes passages already filtered to the current versions of conflicting
documents (the 2024 rates, not the 2022 ones). As a safety net the look-up drops passages that a newer
version among them supersedes (`passages.current_versions`, by `conflicts_with` and `effective`);
`siblings` must return fragments of the same document.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache

from knowdesk.reasoning.arithmetic import evaluate
from knowdesk.reasoning.asks import PER_PERSON_ASKED, TOTAL_ASKED, ask_of
from knowdesk.reasoning.band_definitions import band_names, defined_levels
from knowdesk.reasoning.base import Citation, Passage
from knowdesk.reasoning.catch_all import is_catch_all, other_people_column
from knowdesk.reasoning.cell_rates import counts_the_rate, escalates_at, of_service, stated_rate
from knowdesk.reasoning.declared_units import declared_unit, table_name
from knowdesk.reasoning.furniture import asks_about_changes, is_revision_history
from knowdesk.reasoning.passages import current_versions
from knowdesk.reasoning.quantities import (
    ITEM_MEASURES,
    Quantity,
    Range,
    convert,
    family_of,
    format_number,
    is_level_unit,
    parse_quantity,
    per_unit,
    quantities,
    ranges,
    to_halfwidth,
    unit_in_header,
)
from knowdesk.reasoning.remaining import used_of_allowance
from knowdesk.reasoning.table_conditions import bind_numbers, side_by_side_condition
from knowdesk.reasoning.table_notes import ClassNote, class_notes, reclassed
from knowdesk.reasoning.tier_progression import progressive, progressive_parts
from knowdesk.reasoning.tiers import asked_numbers
from knowdesk.text.language import language_of
from knowdesk.text.numbers import CN_CHARS, chinese_number
from knowdesk.text.person_names import looks_like_a_name
from knowdesk.text.pipe_tables import PipeTable, parse_pipe_tables
from knowdesk.text.places import in_pinyin, named_places, names_a_province, province_of, provinces_named
from knowdesk.text.tokenize import stem, tagged, words
from knowdesk.text.wording import english_wordings_in

Siblings = Callable[[str], list[Passage]]
SHEET_PREFIX = "工作表"  # how the spreadsheet loader names a sheet's fragments (工作表：差旅报销标准)

CELL_BEYOND = 4  # characters a cell must say besides the question's words to be read as its answer
MAX_CONDITIONS = 12  # an open condition over more rows than this is not a compact answer
_PAREN = re.compile(r"[(（][^()（）]*[)）]")
_RUN = re.compile(r"[0-9a-z\u3400-\u9fff]+")
_WORD = re.compile(r"[a-z][a-z0-9'-]*|\d+(?:\.\d+)?")
_CODE = re.compile(r"[A-Za-z0-9][A-Za-z0-9.+-]{0,5}")
_CAPTION_UNIT = re.compile(r"单位\s*[:：]\s*([^\s,，;；)）。.]+)")
_TITLE_MAX = 40  # a table's title line, not a sentence that happens to end in a bracket
_SENTENCE_END = re.compile(r"[。；;：:]")
_EN_PER = (  # an English caption's "nightly" / "per day": what a table of amounts counts per
    (re.compile(r"\bnightly\b|\bper night\b", re.I), "晚"),
    (re.compile(r"\bdaily\b|\bper day\b", re.I), "天"),
    (re.compile(r"\bmonthly\b|\bper month\b", re.I), "个月"),
)
_RECORD_ID = re.compile(r"[A-Za-z0-9_-]{5,}")
_ASKS_MONEY = re.compile(r"钱|元|金额|费用|报多少|多少费|罚款?多少|how much|cost|price", re.I)
# "店长叫什么" asks a person's name; "这种假叫什么" asks the name of a thing
_ASKS_PERSON = re.compile(
    r"谁|哪位|找哪个人|(?:人|经理|主管|主任|专员|管理员|店总|店长)[^，。？?]{0,4}叫(?:什么|啥)|\bwho\b", re.I
)
# a header naming who does something (审批人, 负责人, 联系人), not a class of staff (管理人员, 教辅人员) nor 人事 (personnel)
_PERSON_NAME = re.compile(r"人(?![员数次群口事])")
# a header naming a post (人事专员, 宿舍管理员, 门店总经理): a person's column when its cells are names, not an approval
# matrix's (部门经理 | 审批)
_POST_NAME = re.compile(r"(?:专员|管理员|经理|主管|主任)$")
# "在哪办公", "地址是哪里": the column of places (办公地点, 地址), not another header sharing a word (办公电话)
_ASKS_PLACE = re.compile(r"在哪|哪里|哪儿|什么地方|哪个楼|哪栋|地址|位置|\bwhere\b", re.I)
_PLACE_NAME = re.compile(r"地点|地址|位置|地方|办公室|房间|location|address|where", re.I)
_ASKS_DURATION = re.compile(
    r"多久|多长时间|几天|多少天|几个工作日|几个?月|几年|多少年|时限|期限|周期|什么时候|何时|how long|when", re.I
)
_TOTAL_NAME = re.compile(r"(合计|总计|共计|总额|总金额|小计|total)", re.I)
_MEASURE_ASKED = re.compile(r"几\s?([张份个次件双套副台名位])")
# "住宿加餐补", "岗位津贴加交通补贴": 加 between two names of money adds up the columns asked (not 加班, 增加多少,
# 新加坡); it asks for no further column (a row of each, 野外津贴加高原津贴, is not a column to join)
# (提成 ends in 成, as 完成 and 达成 do: only the whole word is pay)
_PAID_CHARS = "费补贴金奖资宿助餐津酬"
PLUS_JOINED = re.compile(
    rf"(?:(?<=提成)|(?<=[{_PAID_CHARS}]))加(?:上)?(?=[\u4e00-\u9fff]{{0,5}}?(?:提成|[{_PAID_CHARS}]))(?!班)"
)
_ASKS_SEVERAL = re.compile(r"和|及|与|、|以及|分别|各是|各多少|一共|总共|合计|加起来|\band\b|\bboth\b", re.I)
_EN_STOP = frozenset(
    [
        "the",
        "a",
        "an",
        "of",
        "for",
        "and",
        "or",
        "to",
        "in",
        "on",
        "at",
        "is",
        "are",
        "was",
        "be",
        "do",
        "does",
        "what",
        "which",
        "who",
        "how",
        "much",
        "many",
        "per",
    ]
)


@dataclass(frozen=True)
class Column:
    index: int
    header: str
    name: str  # the header without its parenthesised unit or condition: 住宿标准（元/晚） → 住宿标准
    unit: str  # 元/晚 from the header, else the caption's 单位：万元, else ""
    conditions: tuple[Range, ...]  # a condition in the header: 2024年住宿标准上限（P1–P4，元/晚） → P1–P4
    numeric: bool  # most cells are one number


@dataclass(frozen=True)
class SourceTable:
    """One table of one fragment, with where it came from."""

    table: PipeTable
    columns: tuple[Column, ...]
    keys: tuple[int, ...]  # columns that name a row rather than give a value
    document: str
    section: str
    fragment_id: str
    retrieved: bool  # among the caller's passages (not only a sibling)
    record_table: bool  # a log whose first column is a unique id (报销单号): rows are events, not rules
    notes: tuple[ClassNote, ...] = ()  # its document's notes classing a kind by a row or column (`table_notes.py`)
    unlisted: tuple[TableCitation, ...] = ()  # its document's rules for places its lists leave out (said: the rule)

    @property
    def rows(self) -> tuple[tuple[str, ...], ...]:
        return self.table.rows

    def cell(self, row: int, col: int) -> str:
        r = self.table.rows[row]
        return r[col] if col < len(r) else ""


@dataclass(frozen=True)
class TableCitation:
    document: str
    section: str  # the fragment's section, naming the sheet: 工作表：差旅报销标准
    row: str  # the row's key cells: 一线城市 / P5–P7、M1–M2
    fragment_id: str
    said: str = ""  # the sentence a join read in place of a row (表中未列明的科室按三类执行), quoted as its basis

    def as_citation(self) -> Citation:
        """The answer steps' citation: the sheet as the section, the row as the locator."""
        where = f"{self.section}（{self.row}）" if self.row else self.section
        return Citation(document=self.document, section=self.section, fragment_id=self.fragment_id, locator=where)


@dataclass(frozen=True)
class JoinStep:
    """A key found on another sheet of the same workbook: 上海 → 城市级别 一线城市."""

    entity: str
    column: str
    value: str
    citation: TableCitation
    header: tuple[str, ...] = ()  # the other sheet's header and row, for showing the rows used
    row: tuple[str, ...] = ()
    to_column: bool = False  # the value names a column of the answering table (三类 → 三类城市), not a row key
    verb: str = "属"  # 按 for a note's class (正高级职称人员按县处级)

    def statement(self, lang: str = "zh") -> str:
        return f"{self.entity} → {self.value}" if lang == "en" else f"{self.entity}{self.verb}{self.value}"


@dataclass(frozen=True)
class Calculation:
    """Arithmetic on looked-up values, kept as operands so the answer can show its working."""

    operation: str  # "multiply" (counts × rate), "sum" (several columns), "sum_multiply", "sum_of_products",
    # "difference" (two rows compared, `table_sums.py`) or "remaining" (an allowance less what was used)
    operands: tuple[float, ...]
    result: float
    unit: str
    working: str  # 3 × 650 = 1950元
    counted: str = ""  # the counts as the question gave them: 3晚, 50人、2天


@dataclass(frozen=True)
class ConditionValue:
    condition: str  # P5–P7、M1–M2 (or 一线城市 / P5–P7、M1–M2 when two conditions are open)
    value: str  # 650元/晚
    group: str = ""  # the first open condition when rows are grouped by it (一线城市)


@dataclass(frozen=True)
class TableAnswer:
    """A table look-up: one value (or one per asked column), or values by condition when one is open."""

    values: tuple[str, ...]  # the asked cell(s) with their unit, one per column; empty when by condition
    columns: tuple[str, ...]  # the asked columns' headers
    row_labels: tuple[str, ...]  # what selected the row, as the question put it: ("上海", "P6")
    statement: str  # one line for a conclusion
    citations: tuple[TableCitation, ...]
    rows: tuple[tuple[str, ...], ...]  # the rows used, header first; then each joined sheet's header and row
    joins: tuple[JoinStep, ...] = ()
    by_condition: tuple[ConditionValue, ...] = ()
    open_conditions: tuple[str, ...] = ()  # headers of the conditions the question left open
    calculation: Calculation | None = None
    score: float = field(default=0.0, compare=False)
    ranged: bool = False  # the row was chosen by a range holding the question's number (a tier kept in a table)


# --- the question -------------------------------------------------------------------------------


def _is_cjk(ch: str) -> bool:
    return "\u3400" <= ch <= "\u9fff"


def _pairs(text: str) -> set[str]:
    """Character pairs with a Chinese character in them (English is matched by words, not letters)."""
    return {
        run[i : i + 2]
        for run in _RUN.findall(text)
        for i in range(len(run) - 1)
        if _is_cjk(run[i]) or _is_cjk(run[i + 1])
    }


def _stem(word: str) -> str:
    """An English word's root, so a question's verb finds a header's noun: Snowball's stem, less a noun-making "-al"
    ("accrue" and "accrual" → accru, "arrive" and "arrival" → arriv)."""
    root = stem(word)
    return root[:-2] if root.endswith("al") and len(root) > 5 else root


_ORDINAL_DIGIT = re.compile(r"(?<=第)[一二两三四五六七八九](?![十百千万])")


def _ordinals_arabic(text: str) -> str:
    """ "第二次" read as "第2次", one character for one, so a question's ordinal finds the column "第2次" (and a cell's
    the question's) while every position in the text stays where it was."""
    return _ORDINAL_DIGIT.sub(lambda m: str("一二三四五六七八九".find(m.group().replace("两", "二")) + 1), text)


def _in_order(part: str, text: str) -> bool:
    """Whether `part`'s characters stand in `text` in the same order (not necessarily side by side)."""
    rest = iter(text)
    return all(ch in rest for ch in part)


@dataclass
class _Question:
    raw: str
    norm: str
    lang: str
    pair_at: dict[str, list[int]]
    word_at: dict[str, list[tuple[int, int]]]
    quantities: list[Quantity]
    ranges: list[Range]

    @classmethod
    def of(cls, question: str) -> _Question:
        norm = _ordinals_arabic(to_halfwidth(question).lower())
        pair_at: dict[str, list[int]] = {}
        for m in _RUN.finditer(norm):
            for i in range(m.start(), m.end() - 1):
                if _is_cjk(norm[i]) or _is_cjk(norm[i + 1]):
                    pair_at.setdefault(norm[i : i + 2], []).append(i)
        word_at: dict[str, list[tuple[int, int]]] = {}
        for m in _WORD.finditer(norm):
            if m.group() not in _EN_STOP:
                word_at.setdefault(_stem(m.group()), []).append(m.span())
        for start, end, others in english_wordings_in(norm):  # "roll over" names the header "Carry-over cap"
            for w in {w for o in others for w in _WORD.findall(o) if w not in _EN_STOP}:
                word_at.setdefault(_stem(w), []).append((start, end))
        # read as the tier look-up reads it: "司龄满1年" is the asker's one year (it picks the row 满1年不满3年, not the
        # band [1年, ∞) whose words sit inside the row "满3个月不满1年"), "一年有几天病假" names a period, no number
        asked = asked_numbers(question)
        amounts = [x for x in asked if isinstance(x, Quantity)]
        bands = [x for x in asked if isinstance(x, Range)]
        return cls(question, norm, language_of(question), pair_at, word_at, amounts, bands)

    def cover(self, text: str, strict: bool = False) -> frozenset[int]:
        """Positions of the question that `text` (a header name or a cell) accounts for.

        Whole containment counts; otherwise shared character pairs when they are a real part of the
        text: two pairs, or one that is a short text's pair or a whole word between punctuation
        (请假 in 请假（4天至10天）备案审核); English by word stem.
        """
        t = _ordinals_arabic(to_halfwidth(text).lower().strip())
        if not t:
            return frozenset()
        at = self.norm.find(t)
        whole = at >= 0 and (len(t) >= 2 or not strict)
        got: set[int] = set(range(at, at + len(t))) if whole else set()
        if whole and len(t) < 3:
            return frozenset(got)
        mine = _pairs(t)
        shared = [p for p in mine if p in self.pair_at]
        words = set(_RUN.findall(t))
        words |= {w[:2] for w in words if len(w) == 3 and w[2] in _GRADE_SUFFIX}  # 副高 for 副高级, A档 said as A
        if len(shared) >= 2 or (shared and (len(mine) <= 3 or any(p in words for p in shared))):
            for p in shared:
                for i in self.pair_at[p]:
                    got.update((i, i + 1))
        elif shared:
            got.update(self._abbreviated(t))
        initials = self._initials(t)
        if initials and not got & set(initials):  # "首响时限" for 首次响应时限: the initials and the shared 时限
            got.update(initials)
            for p in shared:
                for i in self.pair_at[p]:
                    got.update((i, i + 1))
        for w in _WORD.findall(t):
            if w not in _EN_STOP and len(w) >= 3 and not w.isdigit():
                for a, b in self.word_at.get(_stem(w), []):
                    got.update(range(a, b))
        return frozenset(got)

    def _abbreviated(self, text: str) -> range:
        """Where the question writes a name short, keeping its first two characters and its last ("硕士生" for 硕士研究生,
        "博士生" for 博士研究生): the usual Chinese shortening of a long name; empty when it does not."""
        if len(text) < 4 or not all(map(_is_cjk, text)):
            return range(0)
        for i in self.pair_at.get(text[:2], []):
            for end in range(i + 3, min(i + len(text), len(self.norm) + 1)):
                if self.norm[end - 1] == text[-1] and _in_order(self.norm[i + 2 : end - 1], text[2:-1]):
                    return range(i, end)
        return range(0)

    def _initials(self, text: str) -> range:
        """Where the question writes a name of two two-character words by their first characters ("首响" for 首次响应,
        "质检" for 质量检验): the other usual Chinese shortening; empty when it does not, or when the two characters
        also stand side by side in the name (then they are its own word, not its initials)."""
        if len(text) < 4 or not all(map(_is_cjk, text[:4])):
            return range(0)
        short = text[0] + text[2]
        if (
            short in text
            or _FUNCTION_CHARS.intersection(short)
            or words(text[:4]) not in ([text[:4]], [text[:2], text[2:4]])
        ):
            return range(0)  # "每月上限" is no 每上: a function character, or words not of two characters each
        at = self.norm.find(short)
        return range(at, at + 2) if at >= 0 else range(0)

    def token(self, code: str) -> frozenset[int]:
        """A short code cell (S, P6, 2023) found as a whole token of the question."""
        c = to_halfwidth(code).lower()
        for m in re.finditer(re.escape(c), self.norm):
            a, b = m.span()
            before = self.norm[a - 1 : a]
            after = self.norm[b : b + 1]
            if not (before.isascii() and before.isalnum()) and not (after.isascii() and after.isalnum()):
                return frozenset(range(a, b))
        return frozenset()


# a verb and the unit it counts in, split by the question word ("扣多少分", "罚几分"): together they name a column
_SPLIT_ASK = re.compile(r"([\u4e00-\u9fff])了?(?=(?:多少|几)个?([\u4e00-\u9fff]))")


def _per_column_asked(name: str, q: _Question) -> frozenset[int]:
    """Where the question names a column per occasion ("每次扣分") by its verb and unit split by the question word
    ("扣多少分"): the positions of the two characters; empty when the header is no rate per occasion or is not so
    named (a plain "扣分标准" is named by its own words or not at all)."""
    if not _HEADER_PER.match(name):
        return frozenset()
    for m in _SPLIT_ASK.finditer(q.norm):
        if m.group(1) + m.group(2) in name:
            return frozenset((m.start(1), m.start(2)))
    return frozenset()


# the suffix a grade's name is said without ("报副高" for 副高级（副主任医师等）): its two characters name the grade
_GRADE_SUFFIX = frozenset("级档")

# characters that open or join words without naming anything: never a name's initial
_FUNCTION_CHARS = frozenset("每是的和与或及在于按为由被从向对第各本该其之")


# --- tables ---------------------------------------------------------------------------------------


def _column_name(header: str) -> str:
    """The header without its parenthesised unit or condition, nor the "其中：" that marks a sub-column (其中：住宿费
    is the 住宿费 column, a part of the total beside it)."""
    name = _PAREN.sub("", header).strip() or header.strip()
    return _PART_OF.sub("", name) or name


_PART_OF = re.compile(r"^(?:其中|含|包括)\s*[:：]\s*")


def _caption_unit(table: PipeTable) -> str:
    """单位：… in the lines just before the table or its first note after it (单位：元/人·晚。超出标准…), else the unit
    a title line right above it ends with (表1　值班费标准（元/次）)."""
    for line in (*table.before[-3:], *table.after[:2]):
        m = _CAPTION_UNIT.search(line)
        if m:
            return m.group(1)
    title = table.before[-1].strip() if table.before else ""
    if len(title) <= _TITLE_MAX and not _SENTENCE_END.search(title) and re.search(r"[)）]$", title):
        return unit_in_header(title)
    return ""


def _caption_per(table: PipeTable) -> str:
    """What an English caption says the cells are counted per ("The nightly hotel limit…:" → 晚), "" if nothing."""
    for line in table.before[-2:]:
        for pattern, per in _EN_PER:
            if pattern.search(line):
                return per
    return ""


def _columns(table: PipeTable) -> tuple[Column, ...]:
    caption_unit = _caption_unit(table)
    caption_per = _caption_per(table)
    cols = []
    for i, header in enumerate(table.header):
        cells = [r[i] for r in table.rows if i < len(r) and r[i].strip() not in ("", "—", "-", "/")]
        parsed = [q for c in cells if (q := parse_quantity(c)) is not None]
        numeric = bool(cells) and len(parsed) >= 0.6 * len(cells)
        unit = unit_in_header(header) or (caption_unit if numeric else "")
        cell_units = {q.unit for q in parsed}
        if not unit and numeric and caption_per and len(cell_units) == 1 and "" not in cell_units:
            unit = f"{cell_units.pop()}/{caption_per}"  # "220 USD" under "the nightly limit": USD per night
        conds = tuple(r for r in ranges(_paren_text(header)) if not r.unit or is_level_unit(r.unit))
        if not conds:  # "Grades G5–G7", "G4—G6（元/月）": the header outside its unit is the band
            conds = tuple(r for r in ranges(_column_name(header)) if is_level_unit(r.unit))
        if not conds and numeric:  # "当月交车9—15台 单台提成": a band of a count picks the tier the count falls in
            conds = counted_bands(_column_name(header))
        cols.append(Column(i, header, _column_name(header), unit, conds, numeric))
    return tuple(cols)


# families a count of things or occasions is in (台, 件, 单, 次): a band of such a count heads a tier column
_COUNTED_FAMILIES = frozenset({"piece", "count", "单", "个", "趟", "shift", "人次", "笔", "套"})


def counted_bands(name: str) -> tuple[Range, ...]:
    """The bands of a count a column's name states ("当月交车9—15台", "16台及以上"): the column holds the rate of the
    tier, and the question's count of the same thing picks it (and is then what the rate multiplies)."""
    return tuple(r for r in ranges(name) if not r.is_point and r.family in _COUNTED_FAMILIES)


def _paren_text(header: str) -> str:
    return " ".join(m.group() for m in _PAREN.finditer(header))


def _key_columns(table: PipeTable, columns: tuple[Column, ...]) -> tuple[int, ...]:
    """Columns that name a row: the first (or the first text column after a 序号 column), text columns
    before the first numeric one when there is one, and columns most of whose cells are ranges."""
    first = 0
    if _is_serial(table, 0):
        first = next((c.index for c in columns[1:] if not c.numeric), 0)
    keys = [first]
    numeric = [c.index for c in columns if c.numeric and c.index > first]
    first_numeric = min(numeric) if numeric else None
    for c in columns:
        if c.index in keys or c.numeric or (c.index == 0 and first != 0):
            continue
        cells = [r[c.index] for r in table.rows if c.index < len(r) and r[c.index].strip()]
        mostly_ranges = bool(cells) and sum(bool(ranges(x)) for x in cells) >= 0.5 * len(cells)
        members = first_numeric is None and _lists_members(cells)
        if mostly_ranges or members or (first_numeric is not None and first < c.index < first_numeric):
            keys.append(c.index)
    return tuple(keys)


_MEMBER_SEP = re.compile(r"[、；;]|,\s*")  # not "，": it joins the clauses of a sentence


def _is_name(item: str) -> bool:
    """A member a class lists is a name (深圳, Xi'an, United Kingdom), not a phrase (临时聘请的院外专家)."""
    return len(item) <= 20 if item.isascii() else len(item) <= 6 and "的" not in item


def _lists_members(cells: list[str]) -> bool:
    """A column sharing out members among classes ("Tier 1 | Beijing, Shanghai, Guangzhou"; "一类 | 北京、上海") on a
    table with no amounts: it names rows as well as the class does, so a member keys a join. Lists that repeat an
    item across rows (a rating's agencies, year after year) share nothing out."""
    items = [[x.strip() for x in _MEMBER_SEP.split(c) if x.strip()] for c in cells]
    listed = [xs for xs in items if len(xs) >= 2 and all(_is_name(x) for x in xs)]
    flat = [x for xs in items for x in xs]
    return len(cells) >= 2 and len(listed) >= 0.5 * len(cells) and len(set(flat)) == len(flat)


def _is_serial(table: PipeTable, col: int) -> bool:
    """A 序号 column: 1, 2, 3, … in order."""
    cells = [r[col].strip() if col < len(r) else "" for r in table.rows]
    return len(cells) >= 2 and cells == [str(i) for i in range(1, len(cells) + 1)]


def _is_record_table(table: PipeTable) -> bool:
    first = [r[0] for r in table.rows if r and r[0]]
    return len(first) >= 3 and len(set(first)) == len(first) and all(_RECORD_ID.fullmatch(c) for c in first)


@lru_cache(maxsize=512)
def _parsed(body: str) -> tuple[tuple[PipeTable, tuple[Column, ...], tuple[int, ...], bool], ...]:
    out = []
    for t in parse_pipe_tables(body):
        if not any(h.strip() for h in t.header):
            continue
        cols = _columns(t)
        out.append((t, cols, _key_columns(t, cols), _is_record_table(t)))
    return tuple(out)


def source_tables(passage: Passage, retrieved: bool = True) -> list[SourceTable]:
    """The tables in one fragment body (parsed once per body)."""
    return [
        SourceTable(t, cols, keys, passage["document"], passage["section"], passage["fragment_id"], retrieved, rec)
        for t, cols, keys, rec in _parsed(passage["body"])
    ]


def gather_tables(passages: Sequence[Passage], siblings: Siblings | None = None) -> list[SourceTable]:
    """Tables of the passages, then of their documents' other fragments (each fragment once)."""
    seen: set[str] = set()
    out: list[SourceTable] = []
    passages = current_versions(passages)
    texts: dict[str, list[str]] = {}  # each document's fragment bodies, for a unit its prose declares
    notes: dict[str, list[ClassNote]] = {}  # each document's notes classing a kind by a row or column
    rules: dict[str, list[TableCitation]] = {}  # each document's rules for the places its lists leave out
    for p in passages:
        if p["fragment_id"] not in seen:
            seen.add(p["fragment_id"])
            out += source_tables(p, True)
            texts.setdefault(p["document"], []).append(p["body"])
            notes.setdefault(p["document"], []).extend(class_notes(p["body"], p["document"], p["section"],
                                                                   p["fragment_id"]))  # fmt: skip
            rules.setdefault(p["document"], []).extend(_unlisted_rules(p))
    if siblings is not None:
        documents: set[str] = set()
        for p in list(passages):
            # a fragment holding a table, or a sheet's notes (the loader names sheets 工作表：…): its workbook's
            # other sheets may hold the table the question needs
            if not (source_tables(p) or p["section"].startswith(SHEET_PREFIX)) or p["document"] in documents:
                continue
            documents.add(p["document"])
            for s in siblings(p["fragment_id"]):
                if s["fragment_id"] not in seen:
                    seen.add(s["fragment_id"])
                    out += source_tables(s, False)
                    texts.setdefault(s["document"], []).append(s["body"])
                    notes.setdefault(s["document"], []).extend(class_notes(s["body"], s["document"], s["section"],
                                                                           s["fragment_id"]))  # fmt: skip
                    rules.setdefault(s["document"], []).extend(_unlisted_rules(s))
    return [replace(_with_defined_bands(_with_declared_unit(t, texts.get(t.document, [])), texts.get(t.document, [])),
                    notes=tuple(notes.get(t.document, ())), unlisted=tuple(dict.fromkeys(rules.get(t.document, ()))))
            for t in out]  # fmt: skip


def _unlisted_rules(p: Passage) -> list[TableCitation]:
    """A fragment's rules for the places a class list leaves out, as citations whose `said` is the rule (in prose, a
    note under a table, or a cell of the list's own catch-all row)."""
    out = []
    for line in p["body"].splitlines():
        for m in _UNLISTED_PLACE.finditer(line):
            said = re.split(r"[|；;。]", line[: m.start()])[-1] + m.group()
            out.append(TableCitation(p["document"], p["section"], said.strip(" |，,"), p["fragment_id"],
                                     said.strip(" |，,")))  # fmt: skip
    return out


def _with_declared_unit(t: SourceTable, texts: list[str]) -> SourceTable:
    """A table whose numbers carry no unit at all, with the one its document declares for it (`declared_units.py`)."""
    numeric = [c for c in t.columns if c.numeric and c.index not in t.keys]
    if not numeric or any(c.unit for c in t.columns):
        return t
    unit = declared_unit(table_name(t.section), texts)
    if not unit:
        return t
    columns = tuple(replace(c, unit=unit) if c in numeric else c for c in t.columns)
    return replace(t, columns=columns)


def _with_defined_bands(t: SourceTable, texts: list[str]) -> SourceTable:
    """Value columns naming bands the document's prose defines by job level (`band_definitions.py`), with those
    levels as the columns' conditions, as if the header had said them ("Per Diem Band B" → P5–P7, M1–M2)."""
    bare = [c for c in t.columns if c.numeric and c.index not in t.keys and not c.conditions]
    if len(bare) < 2:
        return t
    levels = {
        c.index: defined_levels(name, texts) for c, name in zip(bare, band_names([c.header for c in bare]), strict=True)
    }
    if sum(bool(v) for v in levels.values()) < 2:
        return t
    return replace(t, columns=tuple(replace(c, conditions=levels.get(c.index) or c.conditions) for c in t.columns))


# --- matching -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _CellHit:
    col: int
    covered: frozenset[int]
    by_range: Quantity | Range | None  # the question's quantity or range this cell's range holds
    catch_all: bool = False  # the place is taken by a row standing for whatever the table does not list


@dataclass(frozen=True)
class _RowMatch:
    row: int
    hits: tuple[_CellHit, ...]
    violated_cols: frozenset[int]  # key columns whose range the question's number falls outside (P6 vs P1–P4)

    @property
    def violated(self) -> bool:
        return bool(self.violated_cols)


def _range_hit(cell: str, q: _Question, numbers: Sequence[Quantity]
               ) -> tuple[Quantity | Range | None, bool, frozenset[int]]:  # fmt: skip
    """(what in the question this cell's ranges hold, whether the question contradicts them, span); `numbers`
    are the question's quantities this cell's column may be given (`table_conditions.bind_numbers`)."""
    rs = ranges(cell)
    if not rs:
        return None, False, frozenset()
    contradicted = False
    for qq in numbers:
        same = [r for r in rs if r.family == qq.family or (not qq.unit and not is_level_unit(r.unit))]
        if any(r.contains(qq) for r in same):
            return qq, False, frozenset(range(qq.start, qq.end))
        contradicted = contradicted or (bool(same) and bool(qq.unit))
    for qr in q.ranges:
        same = [r for r in rs if r.family == qr.family]
        if any(r.contains_range(qr) for r in same):
            return qr, False, frozenset(range(qr.start, qr.end))
        contradicted = contradicted or bool(same)
    return None, contradicted, frozenset()


def _cell_text_without_ranges(cell: str) -> str:
    text = cell
    for r in ranges(cell):
        text = text.replace(r.label, " ")
    return text


def _match_cell(cell: str, col: int, q: _Question, key: bool, numbers: Sequence[Quantity]
                ) -> tuple[_CellHit | None, bool]:  # fmt: skip
    value = cell.strip()
    if not value or value in ("—", "-", "/"):
        return None, False
    by, contradicted, span = _range_hit(value, q, numbers)
    if contradicted:
        return None, True
    rest = _cell_text_without_ranges(value)
    covered = set(span)
    if _CODE.fullmatch(rest.strip()) and key:
        covered |= q.token(rest.strip())
    elif parse_quantity(rest) is None or not rest.strip():
        covered |= q.cover(rest, strict=True)
    if not covered:
        return None, False
    return _CellHit(col, frozenset(covered), by), False


def condition_columns(rows: Sequence[Sequence[str]], keys: Sequence[int]) -> tuple[int, ...]:
    """Key columns most of whose cells are ranges (满10年不满20年, P5–P7): the table's numeric conditions."""
    out = []
    for k in keys:
        cells = [r[k] for r in rows if k < len(r) and r[k].strip() not in ("", "—", "-", "/")]
        if cells and sum(bool(ranges(c)) for c in cells) >= 0.5 * len(cells):
            out.append(k)
    return tuple(out)


def _numbers_by_column(rows: tuple[tuple[str, ...], ...], keys: tuple[int, ...], header: tuple[str, ...],
                       q: _Question) -> dict[int, list[Quantity]]:  # fmt: skip
    """The question's quantities each condition column may take: a number the words before it give to one
    condition column is not tried against the others ("实际工作12年，在公司干了7年")."""
    conds = condition_columns(rows, keys)
    bound = bind_numbers(q.norm, [(x.start, x.end) for x in q.quantities],
                         {c: _column_name(header[c]) for c in conds if c < len(header)})  # fmt: skip
    return {c: [x for i, x in enumerate(q.quantities) if bound.get(i, c) == c] for c in conds}


@lru_cache(maxsize=256)
def _row_matches_cached(
    rows: tuple[tuple[str, ...], ...], keys: tuple[int, ...], header: tuple[str, ...], question: str
) -> tuple[_RowMatch, ...]:
    q = _question(question)
    numbers = _numbers_by_column(rows, keys, header, q)
    in_currency = {c: m.group(1) for c, h in enumerate(header) if (m := _EN_CURRENCY_HEADER.search(h))}
    out = []
    for i, row in enumerate(rows):
        hits, violated = [], set()
        for c, cell in enumerate(row):
            given = numbers.get(c, q.quantities)
            if c in in_currency:  # "Report total (USD)" over "More than 2,500": the cells' bare numbers are amounts
                given = [replace(x, unit="") if x.unit.upper() == in_currency[c] else x for x in given]
            hit, contradicted = _match_cell(cell, c, q, c in keys, given)
            if contradicted and c in keys:
                violated.add(c)
            if hit is not None:
                hits.append(hit)
        out.append(_RowMatch(i, tuple(hits), frozenset(violated)))
    return tuple(_with_catch_all(out, rows, keys, question))


# an English header declaring the currency its cells are in: "Report total (USD)", "Amount (in EUR)"
_EN_CURRENCY_HEADER = re.compile(r"\([^()]*\b(USD|EUR|GBP|INR|CAD|AUD|CHF|JPY|SGD|CNY)\b[^()]*\)")


def _with_catch_all(matches: list[_RowMatch], rows: tuple[tuple[str, ...], ...], keys: tuple[int, ...],
                    question: str) -> list[_RowMatch]:  # fmt: skip
    """A place the question names that no row of a key column lists falls in the row naming its province ("西藏、青海、
    新疆" for 拉萨), else in that column's one catch-all row ("Tier C (all other cities)" for Dubai; `catch_all.py`)."""
    covered: frozenset[int] | None = None  # the question's places, read once (jieba's tagger) when a column needs them
    for k in keys:
        if any(h.col == k for m in matches for h in m.hits):
            continue
        by_province = _province_rows(matches, rows, k, question)
        if by_province is not None:  # "去拉萨出差" on a row "西藏、青海、新疆": the city's province names the row
            row, span = by_province
            matches[row] = replace(matches[row], hits=(*matches[row].hits, _CellHit(k, span, None)))
            continue
        column = [row[k] if k < len(row) else "" for row in rows]
        catch = [
            m for m in matches if column[m.row] and is_catch_all(column[m.row], column[: m.row] + column[m.row + 1 :])
        ]
        if len({column[m.row] for m in catch}) != 1:
            continue  # one catch-all, though it may span rows told apart by another key (其他国家和地区 per grade)
        if covered is None:  # the places jieba tags, and the cities the region data knows (合肥 is not always ns)
            spans = [range(a, b) for a, b in named_places(question)] + [span for _, span in _cities_named(question)]
            covered = frozenset(i for span in spans for i in span)
        taken = _abroad(question) if _ABROAD.search(column[catch[0].row]) else covered
        if not taken:
            continue
        for m in catch:
            matches[m.row] = replace(m, hits=(*m.hits, _CellHit(k, taken, None, catch_all=True)))
    return matches


_ABROAD = re.compile(r"国家|境外|国外|海外|countr", re.I)  # a catch-all row for other countries


def _abroad(question: str) -> frozenset[int]:
    """Where the question names a place abroad: a place that is no city or province the region data knows, in Chinese
    or in pinyin ("其他国家和地区" stands for 迪拜 and Cairo, not for 上海, 长沙 or Shanghai)."""
    home = {i for _, span in _cities_named(question) for i in span}
    return frozenset(
        i
        for a, b in named_places(question)
        if not (
            in_pinyin(question[a:b])
            if question[a:b].isascii()
            else names_a_province(question[a:b]) or province_of(question[a:b])
        )
        for i in range(a, b)
        if i not in home
    )


def _cities_named(question: str) -> list[tuple[str, range]]:
    """The province of each city of the region data the question names (`places.provinces_named`), with where the
    question names the city."""
    return [(province, range(at, at + len(city))) for city, province in provinces_named(question)
            if (at := question.find(city)) >= 0]  # fmt: skip


def _province_rows(matches: list[_RowMatch], rows: tuple[tuple[str, ...], ...], k: int,
                   question: str) -> tuple[int, frozenset[int]] | None:  # fmt: skip
    """The one row whose key cell `k` names the province of a city the question names, with the city's span in the
    question; a city some row already names itself is passed over (its province column adds nothing)."""
    for province, where in _cities_named(question):
        span = frozenset(where)
        if any(span & h.covered for m in matches for h in m.hits):
            continue
        found = [m.row for m in matches if k < len(rows[m.row]) and province in rows[m.row][k]]
        if len(found) == 1:
            return found[0], span
    return None


@lru_cache(maxsize=64)
def _question(question: str) -> _Question:
    return _Question.of(question)


def _row_matches(t: SourceTable, q: _Question) -> tuple[_RowMatch, ...]:
    return _row_matches_cached(t.rows, t.keys, t.table.header, q.raw)


def _header_score(col: Column, t: SourceTable, q: _Question) -> tuple[float, frozenset[int]]:
    """How much the question asks for this column, from the header's own words and unit: half a point
    per question character the name accounts for, a point when the whole name is in the question, and
    cues from what is asked (每晚 ↔ 元/晚, 多少钱 ↔ money, 谁 ↔ a header naming a person, 多久 ↔ durations)."""
    name = to_halfwidth(col.name).lower()
    if _inside_a_longer_name(name, t.rows, q.norm):
        return 0.0, frozenset()
    covered = q.cover(col.name) or _leading_word(col.name, q) or _per_column_asked(name, q)
    score = len(covered) / 2
    if len(name) >= 2 and name in q.norm:
        score += 1.0
    by_name = score
    per = per_unit(col.unit)
    per_what = per[1].split("·")[-1] if per else ""  # 元/人·晚 is a rate per night (and per person)
    if per_what and re.search(rf"(?:每|一|单|/|\d|[两二三四五六七八九十])\s?(?:个)?{re.escape(per_what)}", q.norm):
        score += 1.0  # 每晚 / 一天 / 3晚 ask for (a multiple of) a rate per night or day; 几天 does not
    money_unit = bool(col.unit) and family_of(col.unit.split("/")[0].lstrip("万千亿")) == "money"
    if _ASKS_MONEY.search(q.norm) and (money_unit or _cells_of(t, col.index, ("money",))):
        score += 0.5  # 元/晚 in the header, or cells such as 每次200元
    if TOTAL_ASKED.search(q.norm) and _TOTAL_NAME.match(name):
        score += 1.5  # "一共报了多少" asks for the 合计 column
    measure = _MEASURE_ASKED.search(q.norm)
    if measure and any(re.search(rf"\d\s?{measure.group(1)}", t.cell(r, col.index)) for r in range(len(t.rows))):
        score += 1.0  # "几张" finds the column where a row says 4张
    if _LEVEL_ASKED.search(q.norm) and _holds_grades(t, col.index):
        score += 1.0  # "是几级店", "属于哪一类": the column whose cells are grades (A级, 二类), not one sharing a word
    if _ASKS_PERSON.search(q.norm) and (_PERSON_NAME.search(col.name) or "name" in name or "contact" in name
                                        or (_POST_NAME.search(col.name) and _holds_names(t, col.index))):  # fmt: skip
        score += 1.0
    if _ASKS_PLACE.search(q.norm) and _PLACE_NAME.search(name):
        score += 1.0
    if _ASKS_DURATION.search(q.norm) and _durations(t, col.index):
        score += 0.5
    if col.conditions and any(
        _band_takes(r, x) for r in col.conditions for x in _header_givens(q) if r.family == x.family
    ):
        score += 1.0  # "a G6 employee" picks the column of grades G5–G7 though no word of its header is asked
    if score == by_name and covered and _names_only_its_modifier(col.name, q):
        return 0.0, frozenset()  # "员工车位月租" shares 员工 with 员工人数, whose 人数 it does not ask
    return score, covered


def _names_only_its_modifier(name: str, q: _Question) -> bool:
    """Whether the question names a two-noun header only by its first noun, the header's own head (人数 of 员工人数)
    being nowhere in the question, and uses that noun to modify another ("员工车位月租"): the shared word is whom or
    what the column is about, and the question asks another attribute of it. Headers of one word, or whose head the
    question shares a character of, count."""
    parts = [(w, flag) for w, flag in _tagged_words(name) if w.strip()]
    if len(parts) != 2 or not all(len(w) >= 2 and all(map(_is_cjk, w)) and flag == "n" for w, flag in parts):
        return False  # two nouns (员工 | 人数), not a verb's object (审批 | 流程: "谁审批" asks the 流程)
    (first, _), (head, _) = parts
    if not q.cover(first) or any(ch in q.norm for ch in head):
        return False
    at = q.norm.find(first)
    if at < 0:
        return False
    # another noun stands after the word before the question asks ("员工车位月租多少", "地区出差伙食补助每天多少"):
    # the word modifies it; a word last before the asking ("中班津贴一个班多少钱" for 津贴标准, "有多少员工") asks the
    # column itself
    asking = _ASKING_AT.search(q.norm, at)
    stop = asking.start() if asking else len(q.norm)
    pos = 0
    for w, flag in _tagged_words(q.norm):
        if at + len(first) <= pos < stop and flag in ("n", "vn", "nz") and len(w) >= 2 and first not in w:
            return True
        pos += len(w)
    return False


_ASKING_AT = re.compile(r"多少|几|什么|谁|哪|怎么|如何|吗|是否|能否|可否|\?")


# a grade or class asked for ("几级店", "哪一类", "什么级别", "which grade"), and a cell that is one (A级, 三类, 2档)
_LEVEL_ASKED = re.compile(
    r"几\s?[级档类星]|(?:哪|什么)[一个]?(?:级|档|类|等级|级别|类别|档次)|\bwhich (?:grade|tier|class)\b"
)
_GRADE_CELL = re.compile(
    r"[A-Za-z0-9一二三四五六七八九十甲乙丙丁]{1,3}\s?[级档类星](?:[\u4e00-\u9fff]{0,2})|(?:grade|tier|class)\s?[A-Za-z0-9]{1,3}",
    re.I,
)


def asks_level(question: str) -> bool:
    """Whether the question asks which grade or class something is ("东湖桥网点是哪一类", "是几级店"): a row's grade
    answers it, whether the question was read as a definition or a value."""
    return _LEVEL_ASKED.search(question.lower()) is not None


def _holds_grades(t: SourceTable, col: int) -> bool:
    """Most of the column's cells are a grade or class (A级, 三类城市, Tier 2), the answer to "几级"."""
    cells = [c for r in range(len(t.rows)) if (c := t.cell(r, col).strip()) not in ("", "—", "-", "/")]
    return bool(cells) and sum(bool(_GRADE_CELL.fullmatch(c)) for c in cells) * 2 > len(cells)


def _holds_names(t: SourceTable, col: int) -> bool:
    """Most of the column's cells look like people's names (方静, 郑海), not actions or marks (审批, ✓)."""
    cells = [c for r in range(len(t.rows)) if (c := t.cell(r, col).strip())]
    return bool(cells) and sum(map(looks_like_a_name, cells)) * 2 > len(cells)


def _leading_word(name: str, q: _Question) -> frozenset[int]:
    """Where the question says the word a header opens with as a word of its own ("全职组员加班" for 全职时薪基数 beside
    小时工时薪): a class of staff or thing that names the column although none of its other words is asked."""
    first, flag = next(iter(_tagged_words(name)), ("", ""))
    if len(first) < 2 or not all(map(_is_cjk, first)) or not flag.startswith("n"):
        return frozenset()  # a noun naming who or what the column is for, not a verb ("开通的账号")
    at = q.norm.find(first)
    if at < 0 or first not in {w for w, _ in _tagged_words(q.norm)}:
        return frozenset()
    return frozenset(range(at, at + len(first)))


@lru_cache(maxsize=4096)
def _tagged_words(text: str) -> tuple[tuple[str, str], ...]:
    return tuple(tagged(text))


_ITEM_SPLIT = re.compile(r"[、，,/；;（）()\s]+")


@lru_cache(maxsize=1024)
def _inside_a_longer_name(name: str, rows: tuple[tuple[str, ...], ...], question: str) -> bool:
    """The header's name is in the question only as part of a longer name the table's cells list: "招副店长谁批" on
    columns 店长 | 区域经理 | 营运总监 with a cell "副店长、店长" asks about 副店长, and names no 店长 column."""
    at = question.find(name)
    if len(name) < 2 or at < 0 or question.find(name, at + 1) >= 0:
        return False
    for row in rows:
        for cell in row:
            for item in _ITEM_SPLIT.split(to_halfwidth(cell).lower()):
                if (
                    len(item) > len(name)
                    and name in item
                    and (i := question.find(item)) >= 0
                    and i <= at < i + len(item)
                ):
                    return True
    return False


def _durations(t: SourceTable, col: int) -> bool:
    """Whether most cells of the column state a time span (3个工作日, 4年)."""
    return _cells_of(t, col, ("day", "hour", "year"))


def _cells_of(t: SourceTable, col: int, families: tuple[str, ...]) -> bool:
    """Whether most cells of the column state a quantity of one of these families."""
    cells = [c for r in range(len(t.rows)) if (c := t.cell(r, col).strip()) not in ("", "—", "-", "/")]
    hits = sum(any(x.family in families for x in quantities(c)) for c in cells)
    return hits >= 0.6 * max(1, len(cells))


def _cell_words(t: SourceTable, col: Column, q: _Question) -> frozenset[int]:
    """Question characters a cell of this value column names ("滤毒盒" in "半面防毒面具 1个/12个月；滤毒盒 1对/2周"):
    the column that mentions the asked thing holds its answer even when its header does not name it."""
    return _cell_words_cached(t.rows, col.index, q.raw, t.keys)


@lru_cache(maxsize=1024)
def _cell_words_cached(rows: tuple[tuple[str, ...], ...], col: int, question: str, keys: tuple[int, ...] = ()
                       ) -> frozenset[int]:  # fmt: skip
    q = _question(question)
    best: frozenset[int] = frozenset()
    if len({row[col] if col < len(row) else "" for row in rows}) < 2:
        return best  # the same text in every row is boilerplate (检测方法：…), not the asked thing
    # what a row's own key names (昆山花桥店) is the row asked about: a value cell repeating it (its address,
    # 昆山市花桥镇…) names the row again, not the thing asked of it
    named_rows = _key_cells_named(rows, keys, question) if col not in keys else frozenset()
    for row in rows:
        cell = row[col] if col < len(row) else ""
        if cell.strip() and parse_quantity(cell) is None:
            covered = q.cover(_cell_text_without_ranges(cell), strict=True) - named_rows
            if len(cell.strip()) - len(covered) >= CELL_BEYOND and len(covered) > len(best):
                best = covered  # a cell that is only the named thing (北京, 黄磊) selects a row, it answers nothing
    return best if len(best) >= 2 else frozenset()


@lru_cache(maxsize=256)
def _key_cells_named(rows: tuple[tuple[str, ...], ...], keys: tuple[int, ...], question: str) -> frozenset[int]:
    """The question's positions some key cell of the table names (a row's own name: 昆山花桥店, P6)."""
    q = _question(question)
    out: set[int] = set()
    for row in rows:
        for k in keys:
            cell = row[k].strip() if k < len(row) else ""
            if cell and not ranges(cell):
                out |= q.cover(cell, strict=True)
    return frozenset(out)


_ASKS_SPAN = re.compile(r"多久|多长时间|几天|多少天|几个?月|几年|多少年|how long", re.I)
# a day asked for ("哪天", "几号", "which day is … observed"), not a weekday ("what day of the week")
_ASKS_DATE = re.compile(
    r"哪一?天|几号|几月几[日号]|什么日期|哪个日期|\b(?:which|what) date\b|\b(?:which|what) day\b(?! of the week)", re.I
)
_MONTH_NAMES = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*"
# a cell that is a date: 2026-07-03, 2026/7/3, 7月3日, 3 July, July 3
_DATE_CELL = re.compile(
    rf"\d{{4}}[-/.]\d{{1,2}}[-/.]\d{{1,2}}|\d{{1,2}}月\d{{1,2}}[日号]|\b\d{{1,2}}\s+{_MONTH_NAMES}\b|\b{_MONTH_NAMES}\s+\d{{1,2}}\b",
    re.I,
)


def _dates(t: SourceTable, col: int) -> bool:
    """Whether most cells of the column are dates (the day a holiday falls on), not weekdays or words."""
    cells = [c for r in range(len(t.rows)) if (c := t.cell(r, col).strip()) not in ("", "—", "-", "/")]
    return bool(cells) and sum(bool(_DATE_CELL.search(c)) for c in cells) >= 0.6 * len(cells)


def _of_the_asked_kind(t: SourceTable, q: _Question, scored: list[tuple[Column, float, frozenset[int]]]
                       ) -> list[tuple[Column, float, frozenset[int]]]:  # fmt: skip
    """Only the columns that state what is asked, when some do: "罚多少钱" is a money column even when another
    header shares a word with the question (安全积分 beside "安全违规"), "用几年" a column of durations, "哪天" a
    column of dates."""
    if _ASKS_DATE.search(q.norm):  # "which day is it observed": the column of dates, not the weekday's name beside it
        dated = [x for x in scored if _dates(t, x[0].index)]
        if dated:
            return dated
    for asks, families in ((_ASKS_MONEY, ("money",)), (_ASKS_SPAN, ("day", "hour", "year"))):
        if not asks.search(q.norm):
            continue
        money = families == ("money",)
        # a cell naming the asked thing points at its column only when that cell states a value of the asked kind
        # (适用岗位 "架子工、高处作业人员" names whom a row is for, the 发放周期 beside it holds the length) …
        fitting = [x for x in scored if _cells_of(t, x[0].index, families) or _states_in_named_cell(
            t, x[0], q, families) or (money and x[0].unit and family_of(x[0].unit.split("/")[0].lstrip("万千亿")) == "money")
            or (money and x[0].numeric and bool(x[2]) and _MONEY_NAME.search(x[0].name))]  # fmt: skip
        if money and not any(q.cover(x[0].name) for x in fitting):
            # … unless no money column is named by its header: then a cell naming the asked thing ("入职体检服务商"
            # beside 年采购额) keeps its column in the running, and the look-up judges the row by it
            fitting += [x for x in scored if x not in fitting and _cell_words(t, x[0], q)]
        if fitting:
            return fitting
        named = [x for x in scored if _cell_words(t, x[0], q)]
        if named:
            return named
    return scored


def _states_in_named_cell(t: SourceTable, col: Column, q: _Question, families: tuple[str, ...]) -> bool:
    """Whether a cell of the column that names the asked thing also states a value of the asked kind ("滤毒盒 1对/2周"
    for "滤毒盒多久换"): a cell naming only whom a row is for (适用岗位 架子工、高处作业人员) holds no duration."""
    if not _cell_words(t, col, q):
        return False
    for r in range(len(t.rows)):
        cell = t.cell(r, col.index)
        if len(q.cover(_cell_text_without_ranges(cell), strict=True)) >= 2 and any(
            x.family in families for x in quantities(cell)
        ):
            return True
    return False


# a header naming a sum of money (住宿费, 伙食补助, 岗位津贴): its bare numbers are amounts, though only the column
# beside it carries the unit (综合定额（元/人·天） | 其中：住宿费 | 伙食费); counted when the question names it
_MONEY_NAME = re.compile(r"(?:费|费用|补贴|补助|津贴|工资|薪酬|金额|奖金|奖励|礼金|罚款)$")


def _names_the_asked(t: SourceTable, hit: _CellHit, q: _Question) -> bool:
    """A value cell naming the asked thing (滤毒盒) points at its column; it does not choose the row."""
    return hit.col not in t.keys and bool(hit.covered) and hit.covered <= _cell_words(t, t.columns[hit.col], q)


def _focus(cell: str, q: _Question, taken: frozenset[int] = frozenset()) -> str:
    """The clauses of a cell that name what the question asks ("滤毒盒 1对/2周" of a cell listing two items), by words
    other than those that named the row (`taken`): "严重违章包括哪些行为" wants every clause of the 严重违章 row, not the
    one that repeats 违章."""
    parts = [p.strip() for p in re.split(r"[；;]", cell) if p.strip()]
    if len(parts) < 2:
        return cell
    named = [p for p in parts if len(q.cover(p, strict=True) - taken) >= 2]
    return "；".join(named) if named and len(named) < len(parts) else cell


# --- candidates -----------------------------------------------------------------------------------


@dataclass
class _Candidate:
    table: SourceTable
    targets: list[Column]
    rows: list[int]
    hits: dict[int, list[_CellHit]]
    joins: list[JoinStep]
    score: float


def _target_sets(t: SourceTable, q: _Question, column_joins: Sequence[tuple[JoinStep, int, frozenset[int]]] = ()
                 ) -> list[list[tuple[Column, float, frozenset[int]]]]:  # fmt: skip
    """Each column the header words point at, as the asked one; with the further columns the question
    names with words of their own when it asks for several (餐补和交通补贴). The rows decide among them.
    A column another sheet's row names for the question's entity (襄阳 → 三类 → 三类城市) counts as named."""
    joined = {col: span for _, col, span in column_joins}
    scored = []
    named_by_headers = frozenset().union(*(q.cover(c.name) for c in t.columns))
    # what the key headers name (故障 of 故障等级) is the kind of row asked about: a value column whose cells also say
    # it (拉起故障群) is not asked for by it
    named_by_keys = frozenset().union(*(q.cover(t.columns[k].name) for k in t.keys if k < len(t.columns)))
    for c in t.columns:
        dated_key = c.index in t.keys[:1] and _ASKS_DATE.search(q.norm) is not None and _dates(t, c.index)
        if not c.name or (c.index in t.keys[:1] and not _asks_the_person_key(c, t, q) and not dated_key):
            continue
        score, covered = _header_score(c, t, q)
        if c.index in t.keys[:1]:  # a key asked for: the person a row is named by, or the date it falls on
            score += (
                2.0  # "赔600元谁能批" asks for the person the row is named by, over the columns of what they may do
            )
        in_cells = _cell_words(t, c, q) - covered
        extra = in_cells - named_by_headers  # what no header names: 帽 of 安全帽 beside a 安全鞋 column
        if not c.numeric and (len(extra) >= 2 or (extra and len(in_cells) >= 3)):
            score, covered = score + 0.5 + len(in_cells - named_by_keys) / 2, covered | in_cells
        if c.index in joined:
            score, covered = score + len(joined[c.index]) / 2 + 1.0, covered | joined[c.index]
        scored.append((c, score, covered))
    scored = [x for x in scored if x[1] > 0 and _per_fits(x[0], q)]
    items = _item_columns(t, q)
    if items and scored:  # "绑扎工都发哪些劳保用品": every column of things the row gives, not the one sharing 劳保
        return [[(c, 1.0, frozenset()) for c in items]]
    person = [x for x in scored if x[0].index in t.keys[:1]]  # "赔600元谁能批": 元 is given, the person is asked
    scored = person + [x for x in _of_the_asked_kind(t, q, scored) or _what_a_key_is(t, q) if x not in person]
    if scored and not person and ask_of(q.raw).kind == "who" and not any(_may_name_a_person(t, x[0]) for x in scored):
        scored = []  # "报损1800元谁审批": 元 is given, a person asked; amounts and their ranges name nobody
    if not scored:
        roles = _approvers_by_class(t, q)
        return [roles] if roles else []
    prefers_numbers = bool(re.search(r"多少|几|how (much|many)|金额|标准|上限|下限", q.norm))
    # no value column named by its own words: the row's total (合计) is the amount asked, not its first part
    unnamed = not any(q.cover(c.name) for c in t.columns if c.index not in t.keys)
    scored.sort(key=lambda x: (x[1], unnamed and _TOTAL_COLUMN.fullmatch(x[0].name.strip()) is not None,
                               x[0].numeric == prefers_numbers), reverse=True)  # fmt: skip
    several = bool(_ASKS_SEVERAL.search(q.norm))
    # "18位医生，工作餐一共多少": a total alone adds up the counts of one named column; a further column joins only
    # when the question names it whole (工作餐和学术礼品一共多少), not by a word it shares with it (学术会 / 学术礼品)
    total_only = several and not _ASKS_SEVERAL.search(TOTAL_ASKED.sub("", q.norm))
    out = []
    for primary in scored:
        chosen = [primary]
        used = set(primary[2])
        for other in scored if several else []:
            own = other[2] - used
            if total_only and not _names_column(other[0].name, q.norm):
                continue
            if other is not primary and len(own) >= 2 and other[1] >= 1.0:
                chosen.append(other)
                used |= other[2]
        if primary[0].index not in joined:
            chosen += _side_by_side(primary, scored, chosen, q)
        out.append(_with_bound_partner(chosen, t, q))
    return out


def _item_columns(t: SourceTable, q: _Question) -> list[Column]:
    """For a list question naming no column whole ("秩序维护员入职发哪些工服" on 首次发放 | 工服押金): the value columns
    holding things rather than amounts of money (春秋装2套、夏装2套, 防割手套4副/月), which together list what a row gives;
    none for another question, or when no column holds things."""
    values = [c for c in t.columns if c.index not in t.keys[:1] and c.name]
    cores = [re.split(r"[（(]", c.name, maxsplit=1)[0].strip() for c in t.columns if c.name]
    if ask_of(q.raw).kind != "list" or any(core and whole_name(core, q.norm) for core in cores):
        return []
    return [c for c in values if _holds_things(t, c.index) and not _cells_of(t, c.index, ("money", "percent"))]


# "工装3套", "防割手套4副/月"; not a length of time ("24个月", "3个自然日", "1个半月") nor an article ("第8条")
_THINGS = re.compile(
    rf"(?<![第\d.])\d+\s*(?!个\s*(?:半?(?:月|小时|钟头)|(?:工作|自然)?日|星期|周|季度|年|课时|学时))[{ITEM_MEASURES}]"
)


def _holds_things(t: SourceTable, col: int) -> bool:
    """Most cells of the column give things by count ("春秋装2套、夏装2套", "1顶"), not names, amounts or times."""
    cells = [c for r in range(len(t.rows)) if (c := t.cell(r, col).strip()) not in ("", "—", "-", "/")]
    return bool(cells) and sum(bool(_THINGS.search(c)) for c in cells) >= 0.6 * len(cells)


def _may_name_a_person(t: SourceTable, col: Column) -> bool:
    """Whether a column can answer "谁": not one of amounts (店长月度奖金上限 12000元) nor of the ranges rows are
    chosen by (月均营业额 80万元（含）以上)."""
    return not col.numeric and col.index not in condition_columns(t.rows, t.keys)


def _names_column(name: str, text: str) -> bool:
    """Does `text` name the column by its header without the unit in brackets (学术礼品（元/人·次） → 学术礼品), whole
    or without its last character (员工餐 for 员工餐费)?"""
    core = re.split(r"[（(]", name, maxsplit=1)[0].strip()
    return bool(core) and (whole_name(core, text) or (len(core) >= 3 and whole_name(core[:-1], text)))


def _asks_the_person_key(c: Column, t: SourceTable, q: _Question) -> bool:
    """A "谁" question on a table whose rows are named by who acts (授权人 | 单次赔偿金额 | 折扣权限): the row is found by
    the question's number in another column, and the person it names is the answer, when the question names none."""
    if not (_ASKS_PERSON.search(q.norm) and _PERSON_NAME.search(c.name)) or len(t.keys) < 2:
        return False
    return not any(q.cover(t.cell(r, c.index), strict=True) for r in range(len(t.rows)))


_TOTAL_COLUMN = re.compile(r"合计|总计|小计|总额|合计金额|总金额|total", re.I)
_NOT_AN_APPROVER = re.compile(r"备案|备注|说明|抄送|依据|条件|材料")
MAX_CLASSES = 3  # classes of staff side by side that an approver question may be answered with at once


def _approvers_by_class(t: SourceTable, q: _Question) -> list[tuple[Column, float, frozenset[int]]]:
    """ "请3天假谁批" on a table whose value columns are classes of staff (专任教师 | 管理人员, each cell an approver) and
    whose headers the question names none of: every class's approver, side by side, rather than nothing."""
    if not _ASKS_PERSON.search(q.norm):
        return []
    roles = [(c, 0.0, frozenset[int]()) for c in t.columns
             if c.index not in t.keys and c.name and not c.numeric and not _NOT_AN_APPROVER.search(c.name)]  # fmt: skip
    if not 2 <= len(roles) <= MAX_CLASSES or not all(_names_roles(t, c.index) for c, _, _ in roles):
        return []
    return roles


# a cell naming who acts: a post (系主任, 部门经理, 分管副总) or an office (人事处, 财务部)
_ROLE_CELL = re.compile(r"审批|批准|审核|负责人|主任|经理|主管|总监|领导|院长|校长|处长|科长|部长|店长|组长|副总|总裁|"
                        r"董事|[处部科室]$")  # fmt: skip


def _names_roles(t: SourceTable, col: int) -> bool:
    """Whether most cells of the column name a post or an office (an approver column), not a rule or a value."""
    cells = [c for r in range(len(t.rows)) if (c := t.cell(r, col).strip()) not in ("", "—", "-", "/")]
    return bool(cells) and sum(bool(_ROLE_CELL.search(c)) for c in cells) >= 0.6 * len(cells)


# "交通补贴一个月多少", "餐补每天多少钱": the period a rate is asked per (一个/每 + the period, then the question word)
_ASKED_PER = re.compile(r"(?:每|一个?|单|全)\s?(个月|月|天|日|晚|年|周|星期)[^，,。;；？?\d]{0,3}?(?:多少|几)")
MONTHS_A_YEAR = 12.0  # "一年多少" of a rate per month: the rate times twelve
_PERIOD = {"个月": "月", "月": "月", "天": "天", "日": "天", "晚": "天", "年": "年", "周": "周", "星期": "周"}


def _per_fits(col: Column, q: _Question) -> bool:
    """Whether a rate column's period agrees with the one the question asks per: "交通补贴一个月多少" is no column in
    元/天 (a rate per day of travel), though its header names 交通补贴; a night counts as a day (住宿一天多少)."""
    m = _ASKED_PER.search(q.norm)
    per = per_unit(col.unit)
    if m is None or per is None:
        return True
    period, asked = _PERIOD.get(per[1].split("·")[-1]), _PERIOD[m.group(1)]
    return period is None or period == asked or (period, asked) == ("月", "年")  # a year is twelve months


# "一年宿舍费要交多少", "半年一共扣多少": a year's (or half a year's) amount asked, the thing paid named in between
_ASKED_YEAR = re.compile(r"(?<![\d一二三四五六七八九十两])(一|全|每|半)年(?!半)[^，,。;；？?\d]{0,6}?(?:多少|几)")


def _months_asked(per: str, q: _Question) -> float | None:
    """The months of a year's amount ("一年多少", "全年能拿多少") or half a year's ("半年一共扣多少") asked of a rate per
    month; None otherwise."""
    if _PERIOD.get(per.split("·")[-1]) != "月":
        return None
    m = _ASKED_PER.search(q.norm)
    if m is not None and _PERIOD[m.group(1)] == "年":
        return MONTHS_A_YEAR
    m = _ASKED_YEAR.search(q.norm)
    return None if m is None else MONTHS_A_YEAR / 2 if m.group(1) == "半" else MONTHS_A_YEAR


_ASKS_WHAT = re.compile(r"是什么|是啥|是哪|\bwhat(?:'s| is)\b", re.I)


def _what_a_key_is(t: SourceTable, q: _Question) -> list[tuple[Column, float, frozenset[int]]]:
    """ "T4是什么职级" names the key column (职级) and a row by its key, and no value column: what the row's key is
    called is its first text column (名称 高级工程师). [] unless the question asks what something is."""
    if not _ASKS_WHAT.search(q.norm):
        return []
    named = [span for c in t.columns if c.index in t.keys and len(span := q.cover(c.name)) >= 2]
    first = next((c for c in t.columns if c.index not in t.keys and not c.numeric and c.name), None)
    return [(first, 0.5, named[0])] if named and first is not None else []


SHARED_SUFFIX = 2  # characters of a header's end that side-by-side columns share (生产系统审批人 / 职能系统审批人)


def _side_by_side(primary: tuple[Column, float, frozenset[int]], scored: list[tuple[Column, float, frozenset[int]]],
                  chosen: list[tuple[Column, float, frozenset[int]]], q: _Question
                  ) -> list[tuple[Column, float, frozenset[int]]]:  # fmt: skip
    """Columns beside the asked one that differ only by what the question leaves open: "请4天假需要谁审批" on a
    table with 生产系统审批人 and 职能系统审批人 is answered with both, each named, not with the first alone."""
    col = primary[0]
    if any(other[1] > primary[1] for other in scored):
        return []  # a column the question names better is the answer ("二类城市"), not this one's neighbours
    have = {c.index for c, _, _ in chosen}
    out = []
    for other in scored:
        c = other[0]
        if c.index in have or c.numeric != col.numeric or other[2] != primary[2] or other[1] != primary[1]:
            continue  # the question names this one and not the other (职能部门的 → 职能系统审批人)
        if len(c.name) > SHARED_SUFFIX and c.name[-SHARED_SUFFIX:] == col.name[-SHARED_SUFFIX:]:
            out.append((c, 0.0, other[2]))  # shown beside the asked one; the table's score is the asked one's
    return out


_BOUND_PAIRS = (("下限", "上限"), ("最低", "最高"), ("最小", "最大"), ("min", "max"), ("lower", "upper"))
_NAMES_A_BOUND = re.compile(
    r"上限|下限|最高|最低|最多|最少|至少|不超过|不低于|最大|最小|起步|封顶|\b(max|min|most|least|upper|lower)", re.I
)


def _with_bound_partner(chosen: list[tuple[Column, float, frozenset[int]]], t: SourceTable, q: _Question
                        ) -> list[tuple[Column, float, frozenset[int]]]:  # fmt: skip
    """A 下限 column comes with its 上限 (基本工资下限/上限) unless the question names one bound: "P5的基本工资
    区间" or "套房多少钱一晚" asks for both ends, and one end alone reads as the whole answer."""
    primary = chosen[0][0]
    if _NAMES_A_BOUND.search(q.norm):
        return chosen
    have = {c.index for c, _, _ in chosen}
    for a, b in _BOUND_PAIRS:
        for this, other in ((a, b), (b, a)):
            if this not in primary.name.lower():
                continue
            partner = primary.name.lower().replace(this, other)
            for col in t.columns:
                if col.index not in have and col.name.lower() == partner:
                    partner_target = (col, chosen[0][1], frozenset[int]())
                    return [*chosen, partner_target] if this == a else [partner_target, *chosen]
    return chosen


def _allowed_by_header(col: Column, q: _Question) -> tuple[bool, bool]:
    """(the question does not contradict the header's condition, the question states it)."""
    if not col.conditions:
        return True, True
    for qq in _header_givens(q):
        same = [r for r in col.conditions if r.family == qq.family]
        if same:
            return any(_band_takes(r, qq) for r in same), True
    return True, False


def _header_givens(q: _Question) -> list[Quantity | Range]:
    """What the question gives that a header's band may hold: its quantities, but not one of a counted thing (一台,
    每件: the rate's own unit, not a count), and its ranges of a count ("9到15台的")."""
    counted = [r for r in q.ranges if r.family in _COUNTED_FAMILIES and not r.is_point]
    return [x for x in q.quantities if not (x.family in _COUNTED_FAMILIES and x.value == 1)] + counted


def _band_takes(band: Range, given: Quantity | Range) -> bool:
    """Whether a band takes what the question gives: a band wholly inside it, or a point in it."""
    return band.contains_range(given) if isinstance(given, Range) else band.contains(given)


def _row_score(hits: Sequence[_CellHit], exclude: frozenset[int]) -> tuple[float, set[int]]:
    covered: set[int] = set()
    ranged = 0
    for h in hits:
        covered |= h.covered - exclude
        ranged += h.by_range is not None
    return len(covered) + 2.0 * ranged, covered


def _label(t: SourceTable, row: int) -> str:
    return " / ".join(t.cell(row, k) for k in t.keys if t.cell(row, k))


def _citation(t: SourceTable, row: int) -> TableCitation:
    return TableCitation(t.document, t.section, _label(t, row), t.fragment_id)


def _joins(target: SourceTable, tables: list[SourceTable], q: _Question, exclude: frozenset[int],
           target_cols: set[int], direct: set[int]) -> list[tuple[JoinStep, int, frozenset[int]]]:  # fmt: skip
    """Keys the question names only on another sheet of the document: (step, target column, span)."""
    out: list[tuple[JoinStep, int, frozenset[int]]] = []
    values: dict[int, set[str]] = {}
    for k in target.keys:
        if k not in target_cols:
            values[k] = {target.cell(r, k) for r in range(len(target.rows))}
    for other in tables:
        if other is target or other.document != target.document or other.table == target.table:
            continue
        whole = _named_whole(other, q)
        matches = _most_specific(_row_matches(other, q), other.keys)
        for m in matches:
            for h in m.hits:
                span = h.covered - exclude - direct
                entity = _named_member(other.cell(m.row, h.col), q, h.covered)
                if (h.by_range is not None and not _is_level(h.by_range)) or len(span) < 2 or h.col not in other.keys \
                        or len(entity) > 12:  # fmt: skip
                    continue  # a level range keys a join (P5 in P5-P6 → C档); an amount or a length does not
                if any(h.covered < g.covered for g in m.hits if g.col in other.keys):
                    continue  # the row's 无锡 (its city) under its own 无锡惠山店: the store already keys the join
                if h.covered <= whole and not _is_whole(entity, q):
                    continue  # "绵阳涪城站" is named whole: 稻城站, sharing 城站 with it, is not asked about
                for c, cell in enumerate(other.rows[m.row]):
                    if c == h.col or not cell:
                        continue
                    for k, vals in values.items():
                        if cell in vals and entity not in vals:
                            step = JoinStep(entity, target.columns[k].header, cell, _citation(other, m.row),
                                            other.table.header, other.rows[m.row])  # fmt: skip
                            out.append((step, k, span))
        if not out:
            out += _unlisted_join(target, other, q, values, exclude | direct)
    return out


def _most_specific(matches: Sequence[_RowMatch], keys: tuple[int, ...]) -> list[_RowMatch]:
    """The key sheet's rows naming the most of what the question names: "无锡惠山店" names the store's own row whole,
    and the other store of the same city (its row holding only 无锡) is not what the question is about. A row
    whose key cells name only part of what another row's name (a strict subset of the question's characters)
    drops out; rows naming different things, or the same, all stay."""
    spans = {m.row: frozenset().union(*(h.covered for h in m.hits if h.col in keys)) for m in matches}
    return [m for m in matches if not any(spans[m.row] < other for other in spans.values())]


def _named_member(cell: str, q: _Question, covered: frozenset[int]) -> str:
    """The item of a member list the question names ("Shanghai" of "Beijing, Shanghai, Guangzhou"), else the cell."""
    items = [x.strip() for x in _MEMBER_SEP.split(cell) if x.strip()]
    if len(items) < 2:
        return cell
    return next((x for x in items if q.cover(x, strict=True) & covered), cell)


def _is_level(asked: Quantity | Range) -> bool:
    """A job level the question names (P5, M2, 3级): the key of a grade sheet, joined like a city."""
    return (asked.family or "").startswith("level:")


def _unlisted_join(target: SourceTable, other: SourceTable, q: _Question, values: dict[int, set[str]],
                   taken: frozenset[int] | set[int]) -> list[tuple[JoinStep, int, frozenset[int]]]:  # fmt: skip
    """A thing the key sheet does not list, of the kind it lists, joined through the sheet's note for the unlisted
    ("注：表中未列明的临床、医技科室按三类（一般风险）执行": 眼科, like the sheet's 急诊科 and 儿科, is 三类)."""
    note = _UNLISTED.search(" ".join(other.table.after[:2]))
    if note is None or not other.keys:
        return []
    value = note.group("value").strip()
    col = next((k for k, vals in values.items() if value in vals), None)
    listed = [c.strip() for c in (r[other.keys[0]] for r in other.rows if r) if c.strip()]
    ends = {c[-1] for c in listed}
    suffix = next((e for e in ends if sum(c.endswith(e) for c in listed) >= UNLISTED_KIND * len(listed)), "")
    if col is None or not suffix:
        return []
    for word in _suffixed_words(q.raw, suffix):
        at = q.norm.find(word.lower())
        span = frozenset(range(at, at + len(word)))
        if len(word) >= 2 and word.endswith(suffix) and word not in listed and at >= 0 and not span & taken:
            said = note.group().strip("；;。 ")
            where = TableCitation(other.document, other.section, said, other.fragment_id, said)
            return [(JoinStep(word, target.columns[col].header, value, where), col, span)]
    return []


def _suffixed_words(question: str, suffix: str) -> list[str]:
    """The question's nouns ending in `suffix`, a one-character suffix written apart joined to the noun before it
    (眼科; 龙泉 + 店)."""
    words = tagged(question)
    out = []
    for i, (w, _) in enumerate(words):
        if w.endswith(suffix) and len(w) >= 2:
            out.append(w)
        elif w == suffix and i and words[i - 1][1].startswith("n"):
            out.append(words[i - 1][0] + w)
    return out


# a key sheet's note for what it does not list: 表中未列明的科室按三类（一般风险）执行, 未列出的城市参照二类城市标准
_UNLISTED = re.compile(r"未列(?:明|出|入)的[^，。；;]{0,20}?(?:均|一律)?(?:按|参照)(?P<value>[^，。；;]{1,16}?)"
                       r"(?:执行|计算|发放|确定|标准)")  # fmt: skip
UNLISTED_KIND = 0.6  # of a key column's cells that end alike (急诊科, 儿科…): what kind of thing it lists


def _is_whole(cell: str, q: _Question) -> bool:
    c = _ordinals_arabic(to_halfwidth(cell).lower().strip())
    return len(c) >= 2 and c in q.norm


def _named_whole(t: SourceTable, q: _Question) -> frozenset[int]:
    """The question's positions that a key cell of `t` names whole ("绵阳涪城站"): a cell sharing only a pair of them
    (稻城站, by 城站) is a near miss, not a second entity of the question."""
    out: set[int] = set()
    for k in t.keys:
        for r in range(len(t.rows)):
            c = _ordinals_arabic(to_halfwidth(t.cell(r, k)).lower().strip())
            if len(c) >= 2 and (at := q.norm.find(c)) >= 0:
                out.update(range(at, at + len(c)))
    return frozenset(out)


def _column_joins(target: SourceTable, tables: list[SourceTable], q: _Question
                  ) -> list[tuple[JoinStep, int, frozenset[int]]]:  # fmt: skip
    """Columns of `target` that another sheet of the document names for an entity of the question: the city
    sheet gives 襄阳 the class 三类, and the rates sheet has a column 三类城市 (step, target column, span)."""
    out: list[tuple[JoinStep, int, frozenset[int]]] = []
    key_values = {target.cell(r, k) for k in target.keys for r in range(len(target.rows))}
    for other in tables:
        if other is target or other.document != target.document or other.table == target.table:
            continue
        if not _names_a_column(other.table.rows, target.table.header, tuple(target.keys)):
            continue  # (cheap, before matching the other sheet's rows against the question)
        whole = _named_whole(other, q)
        for m in _most_specific(_row_matches(other, q), other.keys):
            for h in m.hits:
                entity = _named_member(other.cell(m.row, h.col), q, h.covered)
                if h.by_range is not None or len(h.covered) < 2 or h.col not in other.keys or len(entity) > 12:
                    continue
                if any(h.covered < g.covered for g in m.hits if g.col in other.keys):
                    continue
                if h.covered <= whole and not _is_whole(entity, q):
                    continue
                for c, cell in enumerate(other.rows[m.row]):
                    value = cell.strip()
                    if c == h.col or len(value) < 2 or value in key_values or parse_quantity(value) is not None:
                        continue
                    for col in target.columns:
                        if col.index not in target.keys and value in col.name:
                            step = JoinStep(entity, col.header, value, _citation(other, m.row),
                                            other.table.header, other.rows[m.row], to_column=True)  # fmt: skip
                            out.append((step, col.index, h.covered))
    return out


@lru_cache(maxsize=512)
def _names_a_column(rows: tuple[tuple[str, ...], ...], header: tuple[str, ...], keys: tuple[int, ...]) -> bool:
    """Whether some cell of these rows (2+ characters) is part of a value column's header."""
    names = [_column_name(h) for i, h in enumerate(header) if i not in keys]
    cells = {c.strip() for r in rows for c in r if len(c.strip()) >= 2}
    return any(c in n for c in cells for n in names)


def _candidate(t: SourceTable, tables: list[SourceTable], q: _Question,
               targets: list[tuple[Column, float, frozenset[int]]],
               column_joins: Sequence[tuple[JoinStep, int, frozenset[int]]] = ()) -> _Candidate | None:  # fmt: skip
    """The rows of `t` that answer the question for these asked columns, scored; None when no row fits
    or the question would need more rows than a compact answer holds."""
    cols = [c for c, _, _ in targets]
    if not all(_allowed_by_header(c, q)[0] for c in cols):
        return None
    header_span = frozenset().union(*(cov for _, _, cov in targets))
    head = targets[0][1] + 0.5 * sum(s for _, s, _ in targets[1:])
    target_idx = {c.index for c in cols}
    ignored = _other_side_conditions(t, target_idx)
    matches = _row_matches(t, q)
    hits = {m.row: [h for h in m.hits if h.col not in target_idx | ignored and not _names_the_asked(t, h, q)]
            for m in matches if not (m.violated_cols - ignored)}  # fmt: skip
    if _classed_elsewhere(t, tables, q, hits):
        return None
    direct = set().union(*(h.covered - header_span for hs in hits.values() for h in hs))
    joins = _joins(t, tables, q, header_span, target_idx, direct)
    scores = _scored_rows(t, hits, header_span, joins)
    scores = _without_rows_the_answer_mentions(t, scores, hits, target_idx, q)
    if not scores:
        return None
    best = max(scores.values())
    rows = [r for r, s in scores.items() if s == best]
    rows = _named_not_prefixed(t, rows, q) if best > 0 else rows
    rows = _named_by_own_cell(t, rows, hits, q) if best > 0 else rows
    if len(targets) == 1 and _inside_the_row(targets[0], rows, hits) and not _counts_the_asked(t, cols[0], q):
        return None
    if best > 0 and not joins and all(_sibling_hit(t, r, h, q) for r in rows for h in hits[r]):
        return None  # "销售经理" is no row of a table listing 销售顾问: a sibling of the asked thing, not it
    violated = any(m.violated_cols - ignored for m in matches)
    if len(rows) > MAX_CONDITIONS or (best == 0 and (head < 2 or violated)):
        return None
    score = 2 * head + best + (0.5 if t.retrieved else 0) - 0.5 * len({s.value for s, _, _ in joins})
    if any(not _allowed_by_header(c, q)[1] for c in cols):
        score -= 1.5  # the column holds one case of a condition the question leaves open
    if t.record_table and not any(h.col == 0 for r in rows for h in hits[r]):
        score -= 1.0  # a log's rows are events: the question must name one
    steps = _dedupe_joins([s for s, col, _ in column_joins if col in target_idx] +
                          [s for s, _, _ in joins if any(t.cell(r, _col_of(t, s)) == s.value for r in rows)])  # fmt: skip
    return _Candidate(t, cols, rows, hits, steps, score)


def _without_rows_the_answer_mentions(t: SourceTable, scores: dict[int, float], hits: dict[int, list[_CellHit]],
                                      targets: set[int], q: _Question) -> dict[int, float]:  # fmt: skip
    """Rows the question names only as what another named row's asked cell speaks of, dropped: in "硕士毕业，中级干了
    几年可以报副高" the row 副高级's 硕士 cell "任中级职称满4年" says 中级, so the question's 中级 is the condition of that
    answer, not the row 中级（主治医师…） asked about."""
    named = {r: frozenset().union(*(h.covered for h in hits.get(r, []))) for r, s in scores.items() if s > 0}
    if len(named) < 2:
        return scores
    cells = {r: " ".join(_ordinals_arabic(to_halfwidth(t.cell(r, c)).lower()) for c in targets) for r in named}
    pieces = {r: _pieces(q.norm, span) for r, span in named.items()}
    dropped = {r for r, span in named.items() if pieces[r] and any(
        o != r and all(p in cells[o] for p in pieces[r]) and not named[o] <= span for o in named)}  # fmt: skip
    return {r: s for r, s in scores.items() if r not in dropped} if dropped and dropped != set(named) else scores


def _pieces(text: str, span: frozenset[int]) -> list[str]:
    """The runs of `text` at the positions `span` holds, two characters or more each (else none: a lone character
    is no name)."""
    out, run = [], ""
    for i in range(len(text) + 1):
        if i in span:
            run += text[i]
        elif run:
            out.append(run)
            run = ""
    return out if out and all(len(p) >= 2 for p in out) else []


def _sibling_hit(t: SourceTable, row: int, hit: _CellHit, q: _Question) -> bool:
    """Whether a cell names the row only by part of a word of the question, each going on its own way: the
    question's 销售经理 and the cell's 销售顾问 share 销售, and are two posts. A cell naming the question's word whole
    (前台 of 前台/收银), a word the question shortens (硕士生 for 硕士研究生: all of it covered) or a number's range is
    no sibling."""
    if hit.by_range is not None or hit.catch_all:
        return False
    words = [(w, at) for w, at in _question_phrases(q.raw) if any(i in hit.covered for i in range(at, at + len(w)))]
    if not words:
        return False
    cell = _ordinals_arabic(to_halfwidth(t.cell(row, hit.col)).lower())
    items = [x for x in _LISTED.split(cell) if x]
    for w, at in words:
        w = w.lower()
        span = set(range(at, at + len(w)))
        if len(w) < 3 or not all(map(_is_cjk, w)) or span <= hit.covered:
            return False  # the question's word is named whole (or is no Chinese word of its own)
        if any(w in x or x in w for x in items):
            return False
        own = [w[i - at] for i in span if i not in hit.covered]  # what the question's word says beyond the cell
        if len(own) < 2 or all(len(set(x) - set(w)) < 2 for x in items):
            return False  # 临时借台 for 临时借用: one character apart is a rewording, not another post
    return True


@lru_cache(maxsize=256)
def _question_phrases(question: str) -> tuple[tuple[str, int], ...]:
    """The question's noun phrases (adjacent nouns, jieba: 销售 | 经理 → 销售经理) and its other words, each with where
    it starts in the normalised question."""
    norm = _ordinals_arabic(to_halfwidth(question).lower())
    out: list[tuple[str, int]] = []
    at, run, start = 0, "", 0
    for w, flag in _tagged_words(norm):
        if _NOUNISH.match(flag) and all(map(_is_cjk, w)):
            run, start = (run + w, start) if run else (w, at)
        else:
            if run:
                out.append((run, start))
            run = ""
            out.append((w, at))
        at += len(w)
    if run:
        out.append((run, start))
    return tuple(out)


_NOUNISH = re.compile(r"^(?:n|vn|b|j)")


def _classed_elsewhere(t: SourceTable, tables: list[SourceTable], q: _Question,
                       hits: dict[int, list[_CellHit]]) -> bool:  # fmt: skip
    """A place `t` takes only by its catch-all row ("All other countries") that another table of the document lists
    and classes by a key of a third ("Tier 1 | Beijing, Shanghai" of the domestic rates): the document rates that
    place elsewhere, so `t` is not about it."""
    taken = frozenset().union(*(h.covered for hs in hits.values() for h in hs if h.catch_all))
    if not taken:
        return False
    others = [o for o in tables if o is not t and not (o.document == t.document and o.table == t.table)]
    return any(span & taken for o in others for _, _, span in _joins(o, others, q, frozenset(), set(), set()))


def _inside_the_row(target: tuple[Column, float, frozenset[int]], rows: list[int], hits: dict[int, list[_CellHit]]
                    ) -> bool:  # fmt: skip
    """ "哪些行为属于较重安全违规" names the row 较重违规 around 安全: a header (安全积分) that only such an inserted word
    points at, with no cue from what is asked, is not the asked column."""
    _, score, covered = target
    if not covered or score > len(covered) / 2:
        return False
    for r in rows:
        pos = frozenset().union(*(h.covered for h in hits.get(r, [])))
        if pos and all(min(pos) < i < max(pos) for i in covered):
            return True
    return False


def _counts_the_asked(t: SourceTable, col: Column, q: _Question) -> bool:
    """Whether the column's cells count in the measure the question asks (扣几分 → 扣2分)."""
    m = re.search(r"(?:几|多少)\s?([\u4e00-\u9fff])", q.norm)
    return m is not None and any(
        re.search(rf"\d\s?{re.escape(m.group(1))}", t.cell(r, col.index)) for r in range(len(t.rows))
    )


def _other_side_conditions(t: SourceTable, targets: set[int]) -> set[int]:
    """Condition columns of the other tier lists when the sheet holds several side by side."""
    conds = condition_columns(t.rows, t.keys)
    values = [c.index for c in t.columns if c.index not in t.keys]
    sides = {side_by_side_condition(c, conds, values) for c in targets}
    if None in sides or not sides:
        return set()
    return set(conds) - sides  # type: ignore[operator]


def _scored_rows(t: SourceTable, hits: dict[int, list[_CellHit]], header_span: frozenset[int],
                 joins: list[tuple[JoinStep, int, frozenset[int]]]) -> dict[int, float]:  # fmt: skip
    """Each row's score: question characters its cells account for, 2 per range holding the question's
    number, plus the joined keys' characters for rows carrying a joined value (others drop out)."""
    join_cols: dict[int, set[str]] = {}
    join_span: set[int] = set()
    for step, k, span in joins:
        join_cols.setdefault(k, set()).add(step.value)
        join_span |= span
    scores: dict[int, float] = {}
    for row, row_hits in hits.items():
        if any(t.cell(row, k) not in vals for k, vals in join_cols.items()):
            continue
        s, _ = _row_score(row_hits, header_span)
        scores[row] = s + len(join_span)
    return scores


_LISTED = re.compile(r"[、，,；;/（）()\s]+")


def _named_not_prefixed(t: SourceTable, rows: list[int], q: _Question) -> list[int]:
    """Of rows tied for the question, those listing a name it holds whole when every other one holds that name only
    after a rank prefix: for "主任医师", "主任医师、主任护师" and not "副主任医师、副主任护师" (a tie between rows of one
    table broken, never a better match outweighed nor another table's score changed)."""
    if len(rows) < 2:
        return rows
    named = {r: _whole_items(t, r, q) for r in rows}
    names = set().union(*named.values())
    whole = [r for r in rows if named[r]]
    if not whole or len(whole) == len(rows):
        return rows
    keys = {r: " ".join(_ordinals_arabic(to_halfwidth(t.cell(r, k)).lower()) for k in t.keys) for r in rows}
    if all(any(p + n in keys[r] for p in _NAME_PREFIXES for n in names) for r in rows if r not in whole):
        return whole
    return rows


def _named_by_own_cell(t: SourceTable, rows: list[int], hits: dict[int, list[_CellHit]], q: _Question) -> list[int]:
    """Of rows tied for the question, those a key cell of which the question names whole ("中级技师" is the row 中级技师),
    when every other one matched nothing those rows do not (the next grade's 任职条件 "任中级技师满3年" holds the same
    words inside a longer cell): the question names the row, the others only mention it."""
    if len(rows) < 2:
        return rows
    spans: dict[int, frozenset[int]] = {}
    for r in rows:
        for k in t.keys:
            cell = _ordinals_arabic(to_halfwidth(t.cell(r, k)).lower().strip())
            if len(cell) >= 2 and (at := q.norm.find(cell)) >= 0:
                spans[r] = spans.get(r, frozenset()) | frozenset(range(at, at + len(cell)))
    if not spans or len(spans) == len(rows):
        return rows
    named = frozenset().union(*spans.values(), *(h.covered for r in spans for h in hits.get(r, [])))
    others = [r for r in rows if r not in spans]
    if all(h.covered <= named for r in others for h in hits.get(r, [])):
        return [r for r in rows if r in spans]
    return rows


def _whole_items(t: SourceTable, row: int, q: _Question) -> set[str]:
    """The items listed in the row's key cells (split at 、，/ and brackets) that the question holds whole."""
    out = set()
    for k in t.keys:
        for item in _LISTED.split(_ordinals_arabic(to_halfwidth(t.cell(row, k)).lower())):
            if len(item) >= 2 and any(_is_cjk(ch) for ch in item) and whole_name(item, q.norm):
                out.add(item)
    return out


def whole_name(item: str, text: str) -> bool:
    """`item` in `text` not as the tail of a longer name or rank (主任医师 in 副主任医师, 经理 in 总经理)."""
    return any(not (at and text[at - 1] in _NAME_PREFIXES)
               for at in (m.start() for m in re.finditer(re.escape(item), text)))  # fmt: skip


# characters that make another rank or kind of a name they precede: 副主任 / 非全日制 / 准会员 / 总经理
_NAME_PREFIXES = frozenset("副非准总")


def _col_of(t: SourceTable, step: JoinStep) -> int:
    return next(c.index for c in t.columns if c.header == step.column)


def _dedupe_joins(steps: list[JoinStep]) -> list[JoinStep]:
    seen: set[tuple[str, str]] = set()
    out = []
    for s in steps:
        if (s.entity, s.value) not in seen:
            seen.add((s.entity, s.value))
            out.append(s)
    return out


# --- the answer -----------------------------------------------------------------------------------


def _unit(t: SourceTable, row: int, col: Column) -> str:
    """The column's unit, else the one the row's key declares (伙食补助（元/人·天） | 100 | 80 | …), else the rate the
    cell itself states (| 夜班 | 35元/班 |: 35 per shift, which the question's "20个夜班" multiplies). A cell stating a
    unit of another kind than the column's money (| 会期上限 | 2天 | under a caption's 元/人·天) keeps its own."""
    if col.unit and col.numeric and family_of(col.unit.partition("/")[0]) == "money":
        own = parse_quantity(t.cell(row, col.index))
        if own is not None and own.unit and family_of(own.unit.partition("/")[0]) not in ("money", ""):
            return own.unit
    per = _HEADER_PER.match(to_halfwidth(col.name))
    if per is not None and not (col.unit and per_unit(col.unit)) and col.numeric:
        own = parse_quantity(t.cell(row, col.index))  # | 每次扣分 | 0.5分 |: half a point per occasion
        # money or points only: | 每单提成 | 5% | is a share of each order, no 5% per order to multiply
        if own is not None and own.unit and per_unit(own.unit) is None and family_of(own.unit) in ("money", "score"):
            return f"{own.unit}/{per.group(1)}"
    if col.unit or not col.numeric:
        return col.unit
    declared = unit_in_header(t.cell(row, t.keys[0]))
    if declared:
        return declared
    counted = _HEADER_MEASURE.search(to_halfwidth(col.header))
    if counted:
        return counted.group(1)  # 夏装（套） | 3: three sets, not a bare 3
    own = parse_quantity(t.cell(row, col.index))
    return own.unit if own is not None and per_unit(own.unit) else ""


# a header naming what its cells are per ("每次扣分", "每人补贴"): the occasion or the thing the question counts
_HEADER_PER = re.compile(rf"每个?([次人{ITEM_MEASURES.replace('个', '')}])")
# a header counting its cells in a measure word (夏装（套）, 名额（人）): no unit of the quantity table, still the answer's
_HEADER_MEASURE = re.compile(rf"\(\s*([{ITEM_MEASURES}次名位人])\s*\)\s*$")


def _display(value: str, unit: str) -> str:
    """A cell as an answer: the unit added to a bare number (650 → 650元/晚)."""
    v = value.strip()
    if unit and parse_quantity(v) is not None and not re.search(r"[^\d.,\s+-]", v):
        return f"{v}{unit}"
    return v


def _number(value: str) -> float | None:
    q = parse_quantity(value)
    return q.value if q is not None and not is_level_unit(q.unit) else None


def _free_counts(c: _Candidate, q: _Question) -> list[Quantity]:
    """Question quantities no row range consumed: the "3晚" of "住3晚最多报多少"."""
    consumed = {id(h.by_range) for hs in c.hits.values() for h in hs if h.by_range is not None}
    return [x for x in q.quantities if id(x) not in consumed and x.unit and not is_level_unit(x.unit)]


def _amount(value: float, unit: str) -> str:
    """A computed amount with its unit: 1950元, 880 USD (a unit in letters stands apart)."""
    return (
        f"{format_number(value)} {unit}"
        if unit[:1].isascii() and unit[:1].isalpha()
        else f"{format_number(value)}{unit}"
    )


def _column_counts(q: _Question, cols: Sequence[Column]) -> dict[int, float]:
    """How many of each asked column the question counts: a number right before the column's name ("上了4个工作日夜班和
    1个周末夜班"), or a count of occasions right after the words that name it ("白天停了3次、夜间停了2次")."""
    counts: dict[int, float] = {}
    for col in cols:
        name = to_halfwidth(col.name).lower()
        at = q.norm.find(name) if len(name) >= 2 else -1
        while at >= 0 and col.index not in counts:
            m = _COUNT_BEFORE.search(q.norm[max(0, at - 8) : at])
            value = None if m is None else float(m.group("d")) if m.group("d") else chinese_number(m.group("cn"))
            if value is not None:
                counts[col.index] = value
            at = q.norm.find(name, at + 1)
    named = {col.index: max(span) for col in cols if (span := q.cover(col.name))}
    for x in q.quantities:
        if family_of(x.unit) not in _EVENT_FAMILIES:
            continue
        before = [(x.start - end, i) for i, end in named.items() if 0 < x.start - end <= _COUNT_GAP]
        if before:
            counts.setdefault(min(before)[1], x.value)
    return counts


_COUNT_GAP = 4  # characters between the words naming a column and its count ("夜间停了2次")
# a count right before a column's name: digits, or a Chinese numeral with its measure word ("4个", "两个"), and not a day
# (周三夜班, 初五, 第3个)
_COUNT_BEFORE = re.compile(
    rf"(?<![A-Za-z\d.周期拜初第])(?:(?P<d>\d+(?:\.\d+)?)\s?(?:个|次|趟|班)?|(?P<cn>[{CN_CHARS}]+)\s?(?:个|次|趟|班))$"
)
_EVENT_FAMILIES = frozenset({"count", "趟", "shift", "个", "人次"})


_PEOPLE = frozenset(["人", "人次", "名", "位"])


def _rate_counts(per: str, c: _Candidate, q: _Question) -> list[tuple[str, float]]:
    """The question's count of each thing a rate is per: the 3晚 of 元/人·晚, or both the 50个人 and the 2天 of
    "50个人开2天" for 元/人·天. A count the question states without its unit's word ("50个人", or one that also
    chose the row) is taken only beside a count of the ordinary kind, so "100人的会议定额多少" stays a rate."""
    free = _free_counts(c, q)
    parts = per.split("·")
    shown = {p: p for p in parts}
    found = {p: x.value for p in parts if (x := next((x for x in free if family_of(x.unit) == family_of(p)), None))}
    nights = _nights_of_stay(free, q)
    if "天" in parts and "天" not in found and nights is not None:
        found["天"] = nights  # a lodging rate 元/人·天 is per night stayed: "住3晚" counts three of them
        shown["天"] = "晚"
    trip = _trip_days(q.norm) if "天" in parts and "天" not in found else None
    if trip is not None:  # "周一出发周四回来": four calendar days, the first and the last each counted
        found["天"] = trip
    # "一个月" is no count to multiply, nor a reason to look for more; a count written with the rate's own word of a
    # unit the number reader does not know ("20学时" of 元/学时) is one, but a count of people alone may have chosen
    # the row ("100人的会议定额多少")
    # "30个人开一天": one day, but thirty people of a rate per person and day (not "每人一天多少", the rate itself)
    ones = bool(found) and all(n == 1 for n in found.values()) and not PER_PERSON_ASKED.search(q.norm)
    if any(n != 1 for n in found.values()) or not found or ones:
        for p in parts:
            if p in found or (not found and p in _PEOPLE) or (ones and p not in _PEOPLE):
                continue
            # a bare "6月" is a month of the year, not six months (一个月 has its 个)
            measure = "个" if p == "月" else "(?:个|名|位)?"
            m = re.search(rf"(?<![A-Za-z\d.])(\d+)\s?{measure}{re.escape(p)}", q.norm) or (
                # "做了150个保修索赔的工时": what the counted ones are, between the measure word and the unit
                None
                if p == "月"
                else re.search(rf"(?<![A-Za-z\d.])(\d+)\s?个[\u4e00-\u9fff]{{1,6}}?{re.escape(p)}", q.norm)
            )
            if m:
                found[p] = float(m.group(1))
    return [(shown[p], found[p]) for p in parts if p in found and found[p] != 1]  # "一晚多少" asks for the rate itself


# a stay the question counts in nights ("住了3晚", "住宿2晚", "酒店住两晚")
_STAY = re.compile(r"住|宿|酒店|宾馆|房")


_WEEKDAY = "一二三四五六日天"
# "周一出发周四回来", "3号出发，6号返回": the first and the last day of a trip the question dates; nothing but a comma
# (or 到) between the two, so a clause about something else ("1号出发前提交，3号回来") dates no trip
_TRIP_SPAN = re.compile(
    rf"(?:(?:周|星期|礼拜)(?P<wd1>[{_WEEKDAY}])|(?P<d1>\d{{1,2}})\s?[号日])\s?(?:出发|走|动身|出差)"
    rf"\s?[，,、]?\s?(?:到|至)?\s?(?:(?:周|星期|礼拜)(?P<wd2>[{_WEEKDAY}])|(?P<d2>\d{{1,2}})\s?[号日])\s?(?:回来|返回|回|到家)"
)


def _trip_days(norm: str) -> float | None:
    """The calendar days of a trip the question dates by its first and last day ("周一出发周四回来" → 4天, "3号出发6号
    返回" → 4天), both days counted; None when it dates none or the days run backwards (周五出发周一回来: a week apart
    is not told)."""
    m = _TRIP_SPAN.search(norm)
    if m is None:
        return None
    if m.group("wd1") and m.group("wd2"):
        first, last = (_WEEKDAY.index(m.group(g)) for g in ("wd1", "wd2"))
        first, last = min(first, 6), min(last, 6)  # 日 and 天 are both Sunday
    elif m.group("d1") and m.group("d2"):
        first, last = int(m.group("d1")), int(m.group("d2"))
    else:
        return None
    if last < first:
        return None
    return float(last - first + 1)


def _nights_of_stay(free: list[Quantity], q: _Question) -> float | None:
    """The nights of a stay the question counts, when it counts no days: lodging rates are stated per day
    (每人每天, 元/人·天) and a day of lodging is a night stayed. None when the question also counts days (出差3天)."""
    if any(family_of(x.unit) == "day" for x in free):
        return None
    night = next((x for x in free if family_of(x.unit) == "night"), None)
    if night is None or not _STAY.search(q.norm[max(0, night.start - 6) : night.start]):
        return None
    return night.value


def _calculate(c: _Candidate, row: int, q: _Question, texts: Sequence[str]) -> Calculation | None:
    values = [(col, _number(c.table.cell(row, col.index))) for col in c.targets if col.numeric]
    values = [(col, v) for col, v in values if v is not None]
    if not values:
        return _stated_rate_times_count(c, row, q, texts)
    total = len(values) >= 2 and bool(TOTAL_ASKED.search(q.norm) or PLUS_JOINED.search(q.norm))
    if not total and len(values) >= 2:
        return None  # the row answers by condition (正高 800, 副高 600, 其他 500): no one of them is the asker's to multiply
    units = {_unit(c.table, row, col) for col, _ in values}
    if len(units) > 1:  # 元/天 and 元 do not add up, but 元/晚 × 3晚 and 元/天 × 4天 do
        return _per_own_counts([(col, v, _unit(c.table, row, col)) for col, v in values], c, q) if total else None
    unit = units.pop()
    left = _what_remains(values, unit, c, row, q)
    if left is not None:
        return left
    over = _paid_over_cap(values, unit, c, q)
    if over is not None:
        return over
    per = per_unit(unit)
    if per is None or family_of(per[1]) in _EVENT_FAMILIES:
        by_column = _column_counts(q, [col for col, _ in values])
        if by_column and (len(by_column) == len(values) or total) and set(by_column.values()) != {1}:
            return _products(values, by_column, per[0] if per else unit)
        if total and sum(family_of(x.unit) in _EVENT_FAMILIES for x in q.quantities) >= 2:
            return None  # "白天3次、夜间2次" not bound to the columns: no one count multiplies their sum
    counts = _rate_counts(per[1], c, q) if per else []
    months = _months_asked(per[1], q) if per and not counts else None
    if months is not None:
        counts = [("个月", months)]  # "ICU主任医师的津贴一年多少" on 元/月: 12 × 1400
    if not counts and not total:
        return None
    nums = [v for _, v in values]
    sum_text = " + ".join(format_number(v) for v in nums)
    base = evaluate(" + ".join(repr(v) for v in nums))  # the direct step's calculator, never eval
    if not counts:
        return Calculation("sum", tuple(nums), base, unit, f"{sum_text} = {_amount(base, unit)}")
    result_unit = per[0]  # type: ignore[index]
    factors = tuple(n for _, n in counts)
    result = evaluate(f"{' * '.join(map(repr, factors))} * ({' + '.join(repr(v) for v in nums)})")
    counted = "、".join(f"{format_number(n)}{part}" for part, n in counts)
    shown = " × ".join(map(format_number, factors))
    if len(nums) == 1:
        working = f"{shown} × {sum_text} = {_amount(result, result_unit)}"
        return Calculation("multiply", (*factors, nums[0]), result, result_unit, working, counted)
    working = f"{shown} × ({sum_text}) = {_amount(result, result_unit)}"
    return Calculation("sum_multiply", (*factors, *nums), result, result_unit, working, counted)


def _what_remains(values: list[tuple[Column, float]], unit: str, c: _Candidate, row: int, q: _Question
                  ) -> Calculation | None:  # fmt: skip
    """The one looked-up allowance less what the question says was used of it ("满12年的年休假10天，已经休了4天，还剩几天"
    → 10 − 4 = 6天; `remaining.py`); None unless the question asks what remains and states a use in the cell's unit."""
    if len(values) != 1:
        return None
    col, value = values[0]
    own = parse_quantity(c.table.cell(row, col.index))
    measure = unit or (own.unit if own is not None else "")
    if per_unit(measure) is not None:
        return None  # a rate per month or night is no allowance to use up
    names = " ".join([col.name, *_row_labels(c, row)])
    used = used_of_allowance(q.raw, _free_counts(c, q), measure, names)
    amount = convert(used, measure) if used is not None else None
    if amount is None or amount > value:
        return None
    result = evaluate(f"{value!r} - {amount!r}")  # the direct step's calculator, never eval
    working = f"{format_number(value)} − {format_number(amount)} = {_amount(result, measure)}"
    return Calculation("remaining", (value, amount), result, measure, working, used.text or _amount(amount, measure))


def _stated_rate_times_count(c: _Candidate, row: int, q: _Question, texts: Sequence[str]) -> Calculation | None:
    """The one asked cell that states its rate in words (每次50元, 每人次不超过120元, 防割手套 6副/月; `cell_rates.py`)
    times the question's count of what it is per: "被抓了2次" → 2 × 50 = 100元, "接待8位客人" → 8 × 120 = 960元, "一年
    能领多少副" → 12 × 6 = 72副. None without such a count, when the question counts the occasion by its order (第3次:
    which occasion, not how many), asks the rate itself (每月几副, 每人多少), asks in another measure (几次), counts
    people for a rate not per person, asks of another payer (连带), or reaches the count from which a retrieved note
    makes a time cost more (累计达到3次…按较重违规处理; `texts` are the retrieved passages' texts that hold such notes)."""
    rates = [r for col in c.targets if not col.numeric and (r := stated_rate(c.table.cell(row, col.index)))]
    per = per_unit(rates[0].unit) if len(rates) == 1 else None
    if per is None or _ORDINAL_TIME.search(q.norm):
        return None
    words = " ".join([*_row_labels(c, row), *(col.name for col in c.targets)])
    if not counts_the_rate(q.norm, rates[0], words):
        return None
    if "人" in per[1] and PER_PERSON_ASKED.search(q.norm):
        return None  # "每人不超过多少钱": the rate itself, whatever the headcount
    if per[1] in _PERIOD:
        counts = _periods_counted(per[1], c, q)
        if counts is None:
            return None
    else:
        counts = _rate_counts(per[1], c, q) or _people_counted(per[1], c, q)
    if len(counts) != 1:
        return None
    (part, n), rate = counts[0], rates[0].value
    at = escalates_at(texts, _row_labels(c, row)) if per[1] == "次" else None
    if at is not None and n >= at:
        return None  # from the note's count on a time costs more than the rate: the rate alone
    result = evaluate(f"{n!r} * {rate!r}")  # the direct step's calculator, never eval
    working = f"{format_number(n)} × {format_number(rate)} = {_amount(result, per[0])}"
    return Calculation("multiply", (n, rate), result, per[0], working, f"{format_number(n)}{part}")


def _periods_counted(per: str, c: _Candidate, q: _Question) -> list[tuple[str, float]] | None:
    """The periods (months, days…) a question counts for a rate per `per`, in the rate's own period ("两年" of 副/月 →
    24个月, "一年" → 12个月); None when it asks the rate per its own period (每月几副) or counts only time served
    (工作满2年)."""
    asked = _ASKED_PER.search(q.norm)
    if asked is not None and _PERIOD[asked.group(1)] == _PERIOD[per]:
        return None
    unit = "个月" if _PERIOD[per] == "月" else per
    found = [
        (unit, n)
        for x in _free_counts(c, q)
        if family_of(x.unit) == family_of(unit)
        and not of_service(q.norm[max(0, x.start - 3) : max(0, x.start)])
        and (n := convert(x, unit)) is not None
    ]
    if not found:
        months = _months_asked(per, q)
        found = [("个月", months)] if months is not None else []
    return [f for f in found if f[1] != 1]


_ORDINAL_TIME = re.compile(rf"第\s?(?:\d+|[{CN_CHARS}]+)\s?(?:次|回)")


def _people_counted(per: str, c: _Candidate, q: _Question) -> list[tuple[str, float]]:
    """The question's count of people ("8位客人", "12个人") for a rate a cell states per person or per person and
    occasion (每人次): the cell chose no row by it, so it is the headcount the rate multiplies."""
    if per not in _PEOPLE or PER_PERSON_ASKED.search(q.norm):
        return []
    people = [x for x in _free_counts(c, q) if x.unit in _PEOPLE or family_of(x.unit) == "people"]
    return [(people[0].unit, people[0].value)] if len(people) == 1 else []


# "花了560元，自己要掏多少", "超了多少": what the asker pays beyond the looked-up cap
_PAYS_OWN = re.compile(
    r"自己(?:要|得|需要|还)?(?:掏|出|付|承担|负担|补|贴)|自付|自理|超(?:出|了)了?多少|超标(?:部分)?多少"
)


_CAP_COLUMN = re.compile(r"上限|最高|封顶|不超过")
_PERIOD_IN_NAME = re.compile(r"年|月|季")
# the question speaks of that period as a period ("一个月最多", "全年", "本季度"), not in a date ("3月15日", "2026年")
_PERIOD_ASKED = {
    "年": re.compile(r"(?:每|一|全|今|本|当|这一?)年|年度|年内|一整年"),
    "月": re.compile(r"(?:每|一个?|本|当|这个?|上个?|下个?)月|月度|月内|月份"),
    "季": re.compile(r"季度"),
}


def _within_row_cap(calc: Calculation, c: _Candidate, row: int, q: _Question) -> Calculation:
    """A product held to the cap another column of the same row sets ("劳务费3000元/小时" × 3小时 with 单场上限
    6000元 → 6000元; 8次 × 0.5分 with 月度上限 3分 → 3分): a cap in the product's own unit, money or points. A cap
    per year or month (年度上限) holds only when the question asks about that period."""
    measure = calc.unit.split("/")[0]
    if calc.operation not in ("multiply", "sum_multiply") or family_of(measure) not in ("money", "score"):
        return calc
    target = {col.index for col in c.targets}
    caps = []
    for col in c.table.columns:
        name = "" if col.index in target or not col.numeric else _cap_name(col.name, q.norm)
        value = _number(c.table.cell(row, col.index)) if name else None
        own = parse_quantity(c.table.cell(row, col.index)) if value is not None else None
        unit = _unit(c.table, row, col).split("/")[0] or (own.unit if own is not None else "")
        if value is not None and family_of(unit) == family_of(measure):
            caps.append((value, name))
    if not caps or calc.result <= min(caps)[0]:
        return calc
    cap, name = min(caps)
    return replace(calc, result=cap, working=over_cap(calc.working, cap, name, measure))


def _cap_name(column: str, norm: str) -> str:
    """The short name of a column that caps its row's money ("月度奖金上限（元）" → 月度奖金上限), "" when it is none or
    caps a period (年度, 月度) the question (`norm`, half-width) does not speak of."""
    if not _CAP_COLUMN.search(column):
        return ""
    period = _PERIOD_IN_NAME.search(column)
    if period is not None and not _PERIOD_ASKED[period.group()].search(norm):
        return ""
    return re.split(r"[（(]", column, maxsplit=1)[0].strip()


def over_cap(working: str, cap: float, name: str, unit: str = "元") -> str:
    """A working held to a cap: "…，超过单场上限6000元，按6000元" (in the product's unit: 月度上限3分)."""
    return f"{working}，超过{name}{_amount(cap, unit)}，按{_amount(cap, unit)}"


def row_cap(table: TableAnswer, question: str) -> tuple[float, str] | None:
    """The money cap another column of the looked-up row sets (店长奖金比例 1.0% beside 月度奖金上限 12000元), for a
    share of the question's amount worked out of that row ("营业额130万，奖金多少" → 13000元, held to 12000元). A cap per
    year or month holds only when the question speaks of that period, as `_within_row_cap` has it."""
    if len(table.rows) < 2 or table.by_condition:
        return None
    header, row = table.rows[0], table.rows[1]
    norm = to_halfwidth(question)
    caps = []
    for column, cell in zip(header, row, strict=False):
        name = "" if column in table.columns else _cap_name(column, norm)
        value = parse_quantity(cell.strip()) if name else None
        unit = value.unit if value is not None else ""
        money = family_of(unit.split("/")[0]) == "money" or (not unit and family_of(unit_in_header(column)) == "money")
        if value is not None and money and value.value > 0:
            caps.append((value.value, name))
    return min(caps) if caps else None


def _paid_over_cap(values: list[tuple[Column, float]], unit: str, c: _Candidate, q: _Question) -> Calculation | None:
    """The amount the question says was spent less the cell's cap, when it asks what the asker pays beyond it."""
    if len(values) != 1 or not _PAYS_OWN.search(q.norm) or family_of(unit.split("/")[0]) != "money":
        return None
    spent = [x for x in _free_counts(c, q) if family_of(x.unit) == "money"]
    if len(spent) != 1 or spent[0].value <= values[0][1]:
        return None
    paid, cap = spent[0].value, values[0][1]
    working = f"{format_number(paid)} − {format_number(cap)} = {_amount(paid - cap, '元')}"
    return Calculation("difference", (paid, cap), paid - cap, "元", working, "超出标准的部分")


def _over_tiers(calc: Calculation, c: _Candidate, row: int) -> Calculation:
    """A count × the rate of the band it falls in, paid instead over every band it reaches when the table's own
    lines say the bands are progressive (`tier_progression.py`); unchanged otherwise."""
    col = c.targets[0]
    if calc.operation != "multiply" or len(c.targets) != 1 or not counted_bands(col.name):
        return calc
    if not progressive([*c.table.table.before, *c.table.table.after]):
        return calc
    family = col.conditions[0].family
    bands = [(band, v) for other in c.table.columns if other.numeric
             for band in counted_bands(other.name)[:1] if band.family == family
             and (v := _number(c.table.cell(row, other.index))) is not None]  # fmt: skip
    parts = progressive_parts(calc.operands[0], bands)
    if parts is None or len(parts) < 2:
        return calc
    return replace(_products_of(parts, calc.unit), counted=calc.counted)


def _per_own_counts(values: list[tuple[Column, float, str]], c: _Candidate, q: _Question) -> Calculation | None:
    """A total of rates per different things, each times the question's own count of what it is per ("出差4天3晚，
    住宿加餐补" on 住宿 元/间·晚 and 餐补 元/天 → 3 × 500 + 4 × 100 = 1900元); None unless every rate is money per a
    thing the question counts (one count each) and all are money of one kind."""
    pers = [per_unit(unit) for _, _, unit in values]
    if any(per is None for per in pers) or len({per[0] for per in pers if per}) != 1:
        return None
    pairs: list[tuple[float, float]] = []
    for (_, v, _), per in zip(values, pers, strict=True):
        counts = _rate_counts(per[1], c, q) if per else []
        if len(counts) != 1 or counts[0][1] <= 1:
            return None
        pairs.append((counts[0][1], v))
    unit = pers[0][0] if pers[0] else ""
    if family_of(unit) != "money":
        return None
    return _products_of(pairs, unit)


def _products(values: list[tuple[Column, float]], counts: dict[int, float], unit: str) -> Calculation:
    """Each counted column's count × its amount, added up: 4 × 120 + 1 × 180 = 660元."""
    return _products_of([(counts[col.index], v) for col, v in values if col.index in counts], unit)


def _products_of(pairs: list[tuple[float, float]], unit: str) -> Calculation:
    """Each count × its amount, added up, with the working written out: 4 × 120 + 1 × 180 = 660元."""
    result = evaluate(" + ".join(f"{n!r} * {v!r}" for n, v in pairs))  # the direct step's calculator, never eval
    working = " + ".join(f"{format_number(n)} × {format_number(v)}" for n, v in pairs)
    operation = "multiply" if len(pairs) == 1 else "sum_of_products"
    operands = tuple(x for pair in pairs for x in pair)
    return Calculation(operation, operands, result, unit, f"{working} = {_amount(result, unit)}")


def _row_labels(c: _Candidate, row: int) -> list[str]:
    """What selected the row, in the question's terms: P6 for a P5–P7 cell, the cell text otherwise."""
    joined = {_col_of(c.table, s) for s in c.joins}
    hits = [h for h in c.hits.get(row, []) if h.col not in joined]
    keyed = [h for h in hits if h.col in c.table.keys]
    hits = keyed or sorted(hits, key=lambda h: len(h.covered), reverse=True)[:1]
    labels = []
    for h in sorted(hits, key=lambda h: h.col):
        cell = c.table.cell(row, h.col)
        if h.by_range is not None and not _cell_text_without_ranges(cell).strip(" 、,，"):
            labels.append(h.by_range.text if isinstance(h.by_range, Quantity) else h.by_range.label)
        else:
            labels.append(cell)
    return list(dict.fromkeys(labels))


def _open_columns(c: _Candidate) -> list[int]:
    target = {col.index for col in c.targets}
    return [k for k in c.table.keys if k not in target and len({c.table.cell(r, k) for r in c.rows}) > 1]


def _conditions(c: _Candidate) -> list[ConditionValue]:
    """One (condition, value) per row, naming only as many open conditions as tell the rows apart;
    rows are grouped by the first when it repeats (一线城市: P1–P4 …, P5–P7 …)."""
    opens = _open_columns(c) or [c.table.keys[0]]
    needed = opens[:1]
    for k in opens[1:]:
        if len({tuple(c.table.cell(r, j) for j in needed) for r in c.rows}) == len(c.rows):
            break
        needed.append(k)
    group_by = needed[0] if len(needed) >= 2 else None
    out = []
    for r in c.rows:
        label = " / ".join(c.table.cell(r, k) for k in needed if k != group_by and c.table.cell(r, k))
        value = "，".join(_display(c.table.cell(r, col.index), _unit(c.table, r, col)) for col in c.targets)
        group = c.table.cell(r, group_by) if group_by is not None else ""
        out.append(ConditionValue(label or group, value, group))
    return out


def _joiner(label: str) -> str:
    """ "P1–P4 500元/晚" but "请假（1天及以内）：直属上级" and "1 to 2 days：3 working days": a space after a code, a
    colon after words (an English phrase is words, though its letters would pass for a code's)."""
    code = re.fullmatch(r"[A-Za-z0-9.–\-~、,，/ 及以上下内]+", label) and not re.search(r"[A-Za-z]{2,} ", label)
    return " " if label and code else "："


def _compact(conds: list[ConditionValue]) -> str:
    if any(cv.group for cv in conds):
        groups: dict[str, list[str]] = {}
        for cv in conds:
            groups.setdefault(cv.group, []).append(f"{cv.condition}{_joiner(cv.condition)}{cv.value}")
        return "；".join(f"{g}：{'，'.join(items)}" for g, items in groups.items())
    return "；".join(f"{cv.condition}{_joiner(cv.condition)}{cv.value}" for cv in conds)


def _subject(labels: list[str], lang: str) -> str:
    text = " ".join(labels)
    if lang == "en" or not text:
        return text
    return text + (" " if text[-1].isascii() else "")


def _statement(c: _Candidate, q: _Question, labels: list[str], values: list[str], calc: Calculation | None) -> str:
    lead = "，".join(s.statement(q.lang) for s in c.joins)
    if q.lang == "en":
        parts = "; ".join(f"{col.name}: {v}" for col, v in zip(c.targets, values, strict=True))
        line = f"{' / '.join(labels)} — {parts}" if labels else parts
        line = f"{lead}; {line}" if lead else line
        return f"{line} ({calc.working})" if calc else line
    joined_columns = {s.column for s in c.joins if s.to_column}
    sheet = _sheet_name(c.table.section)
    parts = "，".join(
        f"在{col.name}的{sheet}为{v}" if col.header in joined_columns and sheet else f"{col.name}为{v}"
        for col, v in zip(c.targets, values, strict=True)
    )
    subject = _subject([_column_name(x) if unit_in_header(x) else x for x in labels], q.lang)  # 伙食补助（元/人·天）
    line = f"{subject.rstrip()}{parts}" if subject and parts.startswith("在") else (
        f"{subject}的{parts}" if subject else parts.removeprefix("在"))  # fmt: skip
    line = f"{lead}，{line}" if lead else line
    if calc is not None:
        what = (
            "合计"
            if calc.operation == "sum"
            else f"减去已用的{calc.counted}，还剩"
            if calc.operation == "remaining"
            else f"{calc.counted}共"
        )
        line += f"，{what} {calc.working}"
    return line


def _sheet_name(section: str) -> str:
    """工作表：住宿标准 → 住宿标准 (what a sheet's values are, when its columns are conditions); "" otherwise."""
    return (
        section.split(" > ")[0].removeprefix(SHEET_PREFIX).lstrip("：:").strip()
        if section.startswith(SHEET_PREFIX)
        else ""
    )


def _by_condition_statement(c: _Candidate, q: _Question, conds: list[ConditionValue]) -> str:
    fixed = []
    for s in c.joins:
        fixed.append(f"{s.entity}（{s.value}）" if q.lang == "zh" else f"{s.entity} ({s.value})")
    common = _common_labels(c)
    head = "".join(fixed) or " ".join(common)
    names = "、".join(col.name for col in c.targets)
    body = _compact(conds)
    if q.lang == "en":
        return f"{head} {names}: {body}".strip()
    return f"{head}{names}：{body}" if head else f"{names}：{body}"


def _common_labels(c: _Candidate) -> list[str]:
    """Key cells all the answer's rows share and the question named (二线城市 in "二线城市住宿标准")."""
    joined = {_col_of(c.table, s) for s in c.joins}
    out = []
    for k in c.table.keys:
        vals = {c.table.cell(r, k) for r in c.rows}
        if len(vals) == 1 and k not in joined and any(h.col == k for r in c.rows for h in c.hits.get(r, [])):
            out.append(vals.pop())
    return out


def _answer(c: _Candidate, q: _Question, texts: Sequence[str]) -> TableAnswer:
    other = other_people_column(q.raw, [col.name for col in c.targets]) if len(c.targets) >= 2 else None
    if other is not None:  # "我是讲师" beside 正高 | 副高 | 其他人员: the last, whether one night or a total is asked
        c = replace(c, targets=[c.targets[other]])
    t = c.table
    rows_used = [t.table.header, *(t.rows[r] for r in c.rows)]
    join_rows = [part for s in c.joins for part in (s.header, s.row)]
    citations = [_citation(t, r) for r in c.rows] + [s.citation for s in c.joins]
    columns = tuple(col.header for col in c.targets)
    same = len({tuple(t.cell(r, col.index) for col in c.targets) for r in c.rows}) == 1
    if (
        len(c.rows) == 1 or same
    ):  # an open condition that changes nothing is not asked about (P6 高铁: 一等座 in every city)
        row = c.rows[0]
        rows_used, citations = rows_used[:2], [_citation(t, row)] + [s.citation for s in c.joins]
        keyed = frozenset().union(*(h.covered for h in c.hits.get(row, []) if h.col in t.keys))
        values = [_display(_focus(t.cell(row, col.index), q, keyed), _unit(t, row, col)) for col in c.targets]
        labels = _row_labels(c, row)
        calc = _calculate(c, row, q, texts)
        calc = _over_tiers(calc, c, row) if calc is not None else None
        calc = _within_row_cap(calc, c, row, q) if calc is not None else None
        return TableAnswer(tuple(values), columns, tuple(labels), _statement(c, q, labels, values, calc),
                           tuple(citations), tuple(rows_used + join_rows), tuple(c.joins), calculation=calc,
                           score=c.score, ranged=any(h.by_range is not None for h in c.hits.get(row, [])))  # fmt: skip
    conds = _conditions(c)
    opens = tuple(t.columns[k].header for k in _open_columns(c))
    return TableAnswer((), columns, tuple(_common_labels(c)), _by_condition_statement(c, q, conds),
                       tuple(citations), tuple(rows_used + join_rows), tuple(c.joins), tuple(conds), opens,
                       score=c.score)  # fmt: skip


def _names(c: _Candidate, q: _Question, span: frozenset[int]) -> bool:
    """Whether the candidate's sheet, asked columns or chosen rows account for two or more of the `span` characters
    (a sheet named 住宿标准 names 住宿 though its columns are city classes)."""
    covered: set[int] = set(q.cover(_sheet_name(c.table.section)))
    for col in c.targets:
        covered |= q.cover(col.name) | _cell_words(c.table, col, q)
    for r in c.rows:
        for h in c.hits.get(r, []):
            covered |= h.covered
    return len(covered & span) >= 2


def answer_from_tables(
    question: str, passages: Sequence[Passage], siblings: Siblings | None = None, *, naming: str = ""
) -> TableAnswer | None:
    """The table look-up that answers the question, or None when no table's header and rows fit it.

    `passages` are the retrieved fragments (current versions only: conflicts are the caller's to
    settle); `siblings(fragment_id)` returns the other fragments of that fragment's document, so a
    key listed on another sheet of the workbook can be joined. It is only called for fragments that
    hold a table. With `naming` (words of the question), only a look-up whose column or row names them
    counts: one part of a sum asked for ("住宿加伙食补助") is the row or column of that part.
    """
    tables = gather_tables(passages, siblings)
    texts = tuple(p["body"] for p in passages)
    if not asks_about_changes(question):  # a revision history's rows say how the rules changed, not what they are
        tables = [t for t in tables if not is_revision_history(" ".join(t.table.header), t.section)]
    notes = dict.fromkeys(n for t in tables for n in t.notes)
    shift = reclassed(question, notes, [(t.document, t.table) for t in tables]) if notes else None
    if shift is not None:  # a note classes the kind the question names: asked as the note says, when a table agrees
        q = _question(shift.question)
        best = _best_candidate(q, tables, naming)
        column = _class_column(best, shift.note.as_class) if best is not None else None
        if best is not None and column is not None:
            note = shift.note
            where = TableCitation(note.document, note.section, note.said, note.fragment_id, note.said)
            to_column = column.index not in best.table.keys
            best.joins.insert(0, JoinStep(shift.entity, column.header, note.as_class, where, to_column=to_column,
                                          verb="按"))  # fmt: skip
            return _answer(best, q, texts)
    unlisted = _unlisted_place(question, tables)
    if unlisted is not None:  # "去昆明出差" where the city sheet stops short of 昆明: asked of the class its note gives
        entity, as_class, where = unlisted
        asked = question.replace(entity, as_class, 1)
        for city, _ in provinces_named(question):  # the city left from ("从广州去洛阳") would join a row of its own
            asked = asked.replace(city, "") if city != entity else asked
        q = _question(asked)
        best = _best_candidate(q, tables, naming)
        column = _class_column(best, as_class, contains=True) if best is not None else None
        if best is not None and column is not None:
            best.joins.insert(0, JoinStep(entity, column.header, as_class, where,
                                          to_column=column.index not in best.table.keys))  # fmt: skip
            return _answer(best, q, texts)
    q = _question(question)
    best = _best_candidate(q, tables, naming)
    return _answer(best, q, texts) if best is not None else None


# a workbook's rule for the places its class list leaves out: "未列明的城市按三类城市执行", "上表未列明的国内城市均为三类"
_UNLISTED_PLACE = re.compile(
    r"未列(?:明|出|入)的(?P<kind>[^，,。；;|]{0,8}?(?:城市|地区|地方))[，,]?(?:均|一律|统一)?(?:按照?|参照|为|属于?|视为)"
    r"[“\"]?(?P<value>[^”\"，,。；;|（(]{1,10}?)[”\"]?(?:的?标准)?(?:执行|计算|确定|发放|(?=\s*[|，,。；;（(])|\s*$)"
)


def _unlisted_place(question: str, tables: list[SourceTable]) -> tuple[str, str, TableCitation] | None:
    """A city the question names (one the region data knows) that no table of a workbook lists, with the class the
    workbook's rule for unlisted places gives it and that rule as the join's citation; None unless the class is a
    column or a first-column cell of one of the workbook's tables (the rates by class)."""
    city = _destination(question, [city for city, _ in provinces_named(question)])
    if city is None:
        return None
    for t in tables:
        for rule in t.unlisted:
            m = _UNLISTED_PLACE.search(rule.said)
            if m is None:
                continue
            value = m["value"].strip()
            same = [o for o in tables if o.document == t.document]
            if any(city in c for o in same for r in o.rows for c in r):
                return None  # the city is listed: the join reads its row
            if any(_class_of(o, value) for o in same):
                return city, value, rule
    return None


def _destination(question: str, cities: list[str]) -> str | None:
    """The city a trip goes to: the only one named, or the one right after 去/到/赴/前往 ("从洛阳去昆明" → 昆明, not
    the city left from); None when several are named and none, or more than one, is marked as where the trip goes."""
    if len(cities) <= 1:
        return cities[0] if cities else None
    marked = [c for c in cities if re.search(rf"(?:去|到|赴|前往|至){re.escape(c)}", question)]
    return marked[0] if len(marked) == 1 else None


def _class_of(t: SourceTable, value: str) -> bool:
    """Whether a value column's name or a first-column cell of `t` holds the class (三类 in 三类城市住宿, 三线及以下城市)."""
    names = [c.name for c in t.columns if c.index not in t.keys]
    firsts = [r[0] for r in t.rows if r]
    return any(value in n for n in names) or any(value in f for f in firsts)


def _class_column(c: _Candidate, as_class: str, *, contains: bool = False) -> Column | None:
    """The column by which the look-up reads a class: an asked column named by it, or the key column holding it in the
    chosen rows; None when the look-up does not read it. A note's class (`contains` False) is a column's whole name or
    a key cell of one chosen row; a class an unlisted-places rule gives (`contains` True) may sit inside the name
    (三类 in 三类城市住宿) or inside the key cell of every chosen row (三线及以下城市)."""

    def reads(text: str) -> bool:
        return as_class in text if contains else text == as_class

    named = next((col for col in c.targets if reads(col.name)), None)
    rows_hold = all if contains else any
    keyed = (c.table.columns[k] for k in c.table.keys if rows_hold(reads(c.table.cell(r, k)) for r in c.rows))
    return named or next(keyed, None)


def _best_candidate(q: _Question, tables: list[SourceTable], naming: str) -> _Candidate | None:
    """The best-scoring look-up of the question over the tables (only those naming `naming`, when given)."""
    at = q.norm.find(to_halfwidth(naming).lower()) if naming else -1
    span = frozenset(range(at, at + len(naming))) if at >= 0 else frozenset()
    best: _Candidate | None = None
    settled: _Candidate | None = None  # the best candidate that leaves nothing open
    for t in tables:
        column_joins = _column_joins(t, tables, q)
        for targets in _target_sets(t, q, column_joins):
            cand = _candidate(t, tables, q, targets, column_joins)
            if cand is not None and span and not _names(cand, q, span):
                continue
            if cand is not None and _echoes_the_question(cand, q):
                continue
            if cand is not None and (best is None or cand.score > best.score):
                best = cand
            if cand is not None and _determined(cand) and (settled is None or _settles(cand) > _settles(settled)):
                settled = cand
    margin = 0.0 if best is None or _determined(best) else SETTLED_MARGIN
    if best is not None and settled is not None and settled.score >= best.score - margin:
        return settled  # "去南京住宿" read off the rates sheet by 南京's class, not the foreign sheet's rows by region
    return best


SETTLED_MARGIN = 1.0  # how far below a look-up that leaves a condition open one giving a single value may score and win


def _settles(c: _Candidate) -> tuple[float, bool]:
    """How well a single-value candidate answers: its score, then whether a key cell or a join chose its row (the
    grade's row on the rates sheet, not a worked example's row that only repeats the question's 5天4晚)."""
    return c.score, bool(c.joins) or any(h.col in c.table.keys for r in c.rows for h in c.hits.get(r, []))


def _determined(c: _Candidate) -> bool:
    """Whether the candidate gives one value (one row, or rows that all say the same): nothing left open."""
    return len({tuple(c.table.cell(r, col.index) for col in c.targets) for r in c.rows}) == 1


def _echoes_the_question(c: _Candidate, q: _Question) -> bool:
    """An English look-up whose every value only repeats the question's words ("Who chairs the calibration
    committee?" → Who: "Calibration committee"): the question already knows it, so it answers nothing. A yes/no
    question repeats the value it asks to confirm ("Can the team lead sign…?" → "Team lead"): that row answers."""
    if q.lang != "en" or len(c.rows) != 1 or ask_of(q.raw).kind == "yes_no":
        return False
    for col in c.targets:
        cell = to_halfwidth(c.table.cell(c.rows[0], col.index)).lower()
        said = [w for w in _WORD.findall(cell) if w not in _EN_STOP]
        if not said or any(ch.isdigit() for ch in cell) or any(_stem(w) not in q.word_at for w in said):
            return False
    return True


def side_by_side_total(
    question: str, passages: Sequence[Passage], siblings: Siblings | None = None
) -> TableAnswer | None:
    """ "工龄12年、在公司干了6年，一共能休几天年假" on a sheet holding tier lists side by side (累计工作年限 | 法定年休假 |
    本公司司龄 | 奖励年假): each list gives its value by its own number (`bind_numbers` tells them apart) and, asked
    for a total, the values are added. None unless the question asks a total, one of the value columns is named in
    it, and every list's row is chosen by a range holding a number of the question, in one unit."""
    q = _question(question)
    if not TOTAL_ASKED.search(q.norm) or len(q.quantities) < 2:
        return None
    for t in gather_tables(passages, siblings):
        conds = condition_columns(t.rows, t.keys)
        values = [c for c in t.columns if c.index not in t.keys]
        lists: dict[int, Column] = {}
        for c in values:
            side = side_by_side_condition(c.index, conds, [v.index for v in values])
            if side is not None:
                lists.setdefault(side, c)  # the value column right of its condition
        if len(lists) < 2 or not any(len(q.cover(c.name)) >= 2 for c in lists.values()):
            continue
        found = [_side_value(t, q, side, col) for side, col in lists.items()]
        if any(f is None for f in found) or len({f[1].unit for f in found if f}) != 1:  # type: ignore[index]
            continue
        return _side_total(t, [f for f in found if f])
    return None


def _side_value(t: SourceTable, q: _Question, side: int, col: Column) -> tuple[int, Quantity, int, Column] | None:
    """(row, the value as a quantity, its condition column, its value column) of one side-by-side list, when a number
    of the question chose its row through the range in its condition column."""
    cand = _candidate(t, [t], q, [(col, 0.0, frozenset())])
    if cand is None or len(cand.rows) != 1:
        return None
    row = cand.rows[0]
    if not any(h.col == side and h.by_range is not None for h in cand.hits.get(row, [])):
        return None
    value = parse_quantity(t.cell(row, col.index))
    return (row, value, side, col) if value is not None and value.unit else None


def _side_total(t: SourceTable, found: list[tuple[int, Quantity, int, Column]]) -> TableAnswer:
    unit = found[0][1].unit
    nums = [v.value for _, v, _, _ in found]
    result = evaluate(" + ".join(repr(n) for n in nums))  # the direct step's calculator, never eval
    working = f"{' + '.join(format_number(n) for n in nums)} = {format_number(result)}{unit}"
    parts = [
        f"{t.columns[side].name}{t.cell(row, side)}，{col.name}{t.cell(row, col.index)}" for row, _, side, col in found
    ]
    statement = f"共{format_number(result)}{unit}：{'；'.join(parts)}；{working}"
    rows = [r for r, _, _, _ in found]
    return TableAnswer(
        (f"{format_number(result)}{unit}",), tuple(col.header for _, _, _, col in found),
        tuple(t.cell(r, side) for r, _, side, _ in found), statement,
        tuple(dict.fromkeys(_citation(t, r) for r in rows)), (t.table.header, *(t.rows[r] for r in dict.fromkeys(rows))),
        calculation=Calculation("sum", tuple(nums), result, unit, working), ranged=True,
    )  # fmt: skip


def siblings_from(passages: Sequence[Passage]) -> Siblings:
    """A `siblings` callable over a fixed set of fragments (fragment ids are "<document id>-<ordinal>")."""
    by_doc: dict[str, list[Passage]] = {}
    for p in passages:
        by_doc.setdefault(p["fragment_id"].rsplit("-", 1)[0], []).append(p)
    return lambda fragment_id: by_doc.get(fragment_id.rsplit("-", 1)[0], [])
