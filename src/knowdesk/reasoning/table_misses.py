"""A question about a row the table does not have: "评估等级E的年终奖系数" when the grades are S–D, "P9的住宿标准"
when the levels stop at P8, "去拉萨出差" when the city sheet does not list 拉萨. Answering another row (or every
row) would be a confident wrong answer, so the answer step refuses instead and says what was not found.

A row is named by a code (a letter, or a letter and digits, as the key column writes them), by a name of the
kind the key column lists (places, people: jieba's part-of-speech tags), or by a word ending in the head every
cell of the key column ends in (厢式货车, 半挂车 list kinds of 车: "开小面包车跑支线" names a 车 they leave out). Only tables among the best retrieved
passages, and the other sheets of their workbooks, are read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from knowdesk.reasoning.base import Passage
from knowdesk.reasoning.named_kinds import spelled_in
from knowdesk.reasoning.quantities import Quantity, is_level_unit, question_quantities, ranges
from knowdesk.reasoning.tables import SHEET_PREFIX, Siblings, SourceTable, source_tables
from knowdesk.text.language import language_of
from knowdesk.text.numbers import arabic_numerals

TOP_PASSAGES = 3  # of the retrieved ones, whose tables may be the one asked about
MIN_ROWS = 3  # a key column this short tells nothing about which rows exist
CODE_SHARE = 0.8  # of a key column's cells that open with a code for it to be a column of codes
NAME_SHARE = 0.7  # of a key column's cells that are names of one kind
NAME_TAGS = frozenset(["ns", "nr", "nrt", "nrfg"])  # places and people (jieba tags 桂林 nr, 拉萨 nrt)
AMBIGUOUS_TAG = "nrt"  # transliterated names: places (拉萨) as often as people
_CODE = re.compile(r"(?<![A-Za-z0-9])([A-Z][0-9]{0,2}\+?)(?![A-Za-z0-9])")
_CELL_CODE = re.compile(r"^\s*([A-Z][0-9]{0,2}\+?)(?![A-Za-z0-9])")


class Miss(NamedTuple):
    """A name no row lists: the table's document, the name, and its kind ("code", "place", "person", or the head
    the table's members share: 车, 人间)."""

    document: str
    name: str
    kind: str
    reason: str


def _miss(name: str, kind: str, t: SourceTable, verb: str = "which no row of") -> Miss:
    tail = (
        f"{verb} 《{t.document}》{t.section} lists"
        if verb == "which no row of"
        else f"{verb} 《{t.document}》{t.section} does not list"
    )
    return Miss(t.document, name, kind, f"the question names {name}, {tail}")


def missed_row(question: str, passages: Sequence[Passage], siblings: Siblings | None = None) -> Miss | None:
    """The row the question asks about that no table among the passages has, with the table's document."""
    if language_of(question) == "en":  # "I", "A" are words there, not codes: only a named one ("Class D") counts
        return _missing_named_code(question, _tables(passages, siblings))
    tables = _tables(passages, siblings)
    known = " ".join(p["body"] for p in passages)
    return (
        _missing_code(question, tables)
        or _missing_name(question, tables, known, _workbook_texts(passages, siblings))
        or _missing_member(question, tables, known)
        or _missing_counted_member(question, tables, known)
    )


def missing_row(question: str, passages: Sequence[Passage], siblings: Siblings | None = None) -> str:
    """Why no row answers the question ("" when nothing says so): the code or name it asks about is in none."""
    miss = missed_row(question, passages, siblings)
    return miss.reason if miss else ""


# a rule for the names a list leaves out ("表中未列明的城市，按三类城市执行", "其他城市按…"): no name is missing from it
_UNLISTED = re.compile(
    r"未列明|未列出|未列入|未列的|表中未|表内未|(?:其他|其余|其它)(?:城市|地区|省份|地方)[^，,。；;|]{0,4}(?:按|执行|参照|适用)"
)


# the rule leaves an unlisted name to someone's decision ("表中未列明的城市，出差前由财务科核定"): no row, no class given
_DECIDED = re.compile(r"由[^，,。；;|]{1,12}?(?:核定|确定|审定|审批|决定)|另行(?:核定|确定|规定)|一事一议")
# a class or row named after the verb ("按三类城市执行", "参照B级"): not "按实际情况核定", "核定后执行"
_GIVES_CLASS = re.compile(r"(?:按|参照|适用|视同|比照)[^，,。；;]{0,8}?(?:类|级|档|地区)")


def _classes_unlisted(text: str) -> bool:
    """Some rule of `text` gives the names its lists leave out a class or row ("未列明的城市按三类城市执行"); one that
    leaves them to someone's decision ("…由财务科核定") gives none: a name the list lacks is still missing."""
    for m in _UNLISTED.finditer(text):
        clause = re.split(r"[。；;\n|]", text[m.start() :], maxsplit=1)[0]
        if not (_DECIDED.search(clause) and not _GIVES_CLASS.search(clause)):
            return True
    return False


# the kind of name the clause of an unlisting rule leaves open ("表中未列明的城市": places; "未列明的职级": codes)
_PLACE_NOUN = re.compile(r"城市|地区|省份|省市|地方|地点|目的地|国家|区县|站点|口岸")
_CODE_NOUN = re.compile(r"职级|级别|等级|档位|档次|岗级|职等|类别")
# the office a rule leaves the case to: "由财务科核定" (not "由双方协商确定", "由各部门自行决定", "由公司另行核定")
_OFFICE = re.compile(r"由([^，,。；;|（(]{2,16}?)(?:核定|确定|审定|审批|决定)")
_OFFICE_CUT = re.compile(r"另行|自行|协商|会同|统一|共同|报|和|与|及")
_OFFICE_END = re.compile(r"(?:科|部|处|室|办|办公室|中心|委员会|小组|组|局|厅|院|部门)$")


class Referral(NamedTuple):
    """The rule leaving a missing row's case to a decision, cited, and the office it names ("" when none)."""

    rule: str
    office: str


def _fits(opening: str, miss: Miss) -> bool:
    """The unlisting clause's noun is the missing name's kind: 城市 for 拉萨, 职级 for P9, 车型 for 摩托车."""
    if miss.kind == "place":
        return bool(_PLACE_NOUN.search(opening))
    if miss.kind == "code":
        return bool(_CODE_NOUN.search(opening))
    if miss.kind == "person":
        return False
    return miss.kind[-1] in opening


def deciding_rule(miss: Miss, passages: Sequence[Passage], siblings: Siblings | None = None) -> Referral | None:
    """The rule of the missing row's own document that leaves names of its kind its lists lack to someone's
    decision ("表中未列明的城市，出差前由财务科核定"), cited, with the office it names: a refusal of 拉萨 says who
    decides instead. None when that document has no such rule, or its rule is about another kind of name."""
    text = _workbook_texts(passages, siblings).get(miss.document, "")
    for m in _UNLISTED.finditer(text):
        clause = re.split(r"[。；;\n|]", text[m.start() :], maxsplit=1)[0]
        if not _DECIDED.search(clause) or _GIVES_CLASS.search(clause):
            continue
        if not _fits(re.split(r"[，,]", clause, maxsplit=1)[0], miss):
            continue
        start = max(text.rfind(c, 0, m.start()) for c in "。；;\n|、 ") + 1
        opening = re.sub(r"^[一二三四五六七八九十\d]+[、.．]\s*", "", text[start : m.start()].strip())
        office = _OFFICE_CUT.split(next((o.group(1) for o in _OFFICE.finditer(clause)), ""))[0]
        if not _OFFICE_END.search(office) or office.startswith(("各", "有关", "相关")):
            office = ""
        return Referral(f"{opening}{clause.strip()}（《{miss.document}》）", office)
    return None


def _workbook_texts(passages: Sequence[Passage], siblings: Siblings | None) -> dict[str, str]:
    """Each document's text among the passages: its fragments there and, for a top passage's document, its other
    fragments (a workbook's notes stand in a sheet of their own)."""
    out: dict[str, str] = {}
    for p in passages[:TOP_PASSAGES]:
        frags = siblings(p["fragment_id"]) if siblings is not None else []
        out[p["document"]] = " ".join([out.get(p["document"], ""), *(s["body"] for s in frags)])
    for p in passages:
        out[p["document"]] = out.get(p["document"], "") + " " + p["body"]
    return out


def _tables(passages: Sequence[Passage], siblings: Siblings | None) -> list[SourceTable]:
    top = list(passages[:TOP_PASSAGES])
    out = [t for p in top for t in source_tables(p)]
    seen = {p["fragment_id"] for p in top}
    for p in top:
        if siblings is None or not (source_tables(p) or p["section"].startswith(SHEET_PREFIX)):
            continue
        for s in siblings(p["fragment_id"]):
            if s["fragment_id"] not in seen:
                seen.add(s["fragment_id"])
                out += source_tables(s, False)
    return out


def _key_cells(t: SourceTable) -> list[list[str]]:
    return [[t.cell(r, k).strip() for r in range(len(t.rows)) if t.cell(r, k).strip()] for k in t.keys]


def _code_dimensions(t: SourceTable) -> list[list[str]]:
    """Columns besides the keys that are a second dimension of codes: a grid written long ("| A类 | P0 | 30秒 |",
    "| A类 | P1 | 1分钟 |", "| B类 | P0 | 5分钟 |"), each code again under another first key; the reader takes them
    for values, as it does any column of digits."""
    out = []
    for c in range(len(t.table.header)):
        if c in t.keys:
            continue
        cells = [t.cell(r, c).strip() for r in range(len(t.rows)) if t.cell(r, c).strip()]
        codes = [m.group(1) for x in cells if (m := _CELL_CODE.fullmatch(x))]
        if len(cells) >= MIN_ROWS and len(codes) == len(cells) and all(codes.count(x) >= 2 for x in codes):
            out.append(cells)
    return out


def _missing_code(question: str, tables: list[SourceTable]) -> Miss | None:
    asked = [m.group(1) for m in _CODE.finditer(question)]
    levels = [q for q in question_quantities(question) if is_level_unit(q.unit)]
    if not asked:
        return None
    for t in tables:
        if not _about(t, question, asked):
            continue
        for cells in _key_cells(t) + _code_dimensions(t):
            if len(cells) < MIN_ROWS:
                continue
            codes = [m.group(1) for c in cells if (m := _CELL_CODE.match(c))]
            if len(codes) < CODE_SHARE * len(cells):
                continue
            letters = {c[0] for c in codes}
            shape_digits = {any(ch.isdigit() for ch in c) for c in codes}
            for code in asked:
                if code[0] not in letters and shape_digits != {False}:
                    continue  # a level of another track, or a word: not this column's kind
                if shape_digits == {False} and any(ch.isdigit() for ch in code):
                    continue
                if code in codes or _in_a_range(code, cells, levels):
                    continue
                return _miss(code, "code", t)
    return None


# an English code named by its series' word: "Class D", "Band 4", "Tier C", "Level 9"
_EN_NAMED_CODE = re.compile(r"\b(Class|Band|Tier|Level|Grade|Zone|Category|Group)\s+([A-Z]|\d{1,2})\b")
_EN_RANGE = re.compile(r"[-–—~]|\bto\b|\band (?:above|below|over|up)\b|\bor (?:above|below|higher|lower)\b|\+", re.I)


def _missing_named_code(question: str, tables: list[SourceTable]) -> Miss | None:
    """ "Class D cities" when a table's key column lists Class A, Class B and Class C only."""
    for m in _EN_NAMED_CODE.finditer(question):
        series, code = m.group(1).lower(), m.group(2)
        for t in tables:
            for cells in _key_cells(t):
                if any(_EN_RANGE.search(x) for x in cells):
                    continue  # "Band 2-3", "Grade 4 and above": a row may hold the code without naming it
                listed = [c.group(2) for x in cells if (c := _EN_NAMED_CODE.match(x)) and c.group(1).lower() == series]
                if len(cells) >= MIN_ROWS and len(listed) == len(cells) and code not in listed:
                    return _miss(m.group(), "code", t)
    return None


def _in_a_range(code: str, cells: list[str], levels: list[Quantity]) -> bool:
    """P6 is in a P5–P7 row, M6 in M3及以上."""
    mine = [q for q in levels if q.text.replace(" ", "").upper() == code]
    return any(code in c for c in cells) or any(r.contains(q) for c in cells for r in ranges(c) for q in mine)


def _pairs(text: str) -> set[str]:
    return {
        text[i : i + 2]
        for i in range(len(text) - 1)
        if "\u3400" <= text[i] <= "\u9fff" or "\u3400" <= text[i + 1] <= "\u9fff"
    }


def _about(t: SourceTable, question: str, entities: list[str]) -> bool:
    """Whether the question asks for what this table holds: its words beside the entity share a pair of
    characters with the header or the section (年终奖系数, 住宿标准)."""
    rest = question
    for e in entities:
        rest = rest.replace(e, " ")
    return bool(_pairs(rest) & _pairs(f"{t.section} {' '.join(t.table.header)}"))


@lru_cache(maxsize=1024)
def _tags(text: str) -> tuple[tuple[str, str], ...]:
    import jieba.posseg as posseg  # loaded on first use: most questions never reach a table of names

    return tuple((w.word, w.flag) for w in posseg.cut(text))


def _missing_name(question: str, tables: list[SourceTable], known: str, workbooks: dict[str, str]) -> Miss | None:
    """A place or person the question names that a key column of names of its kind lacks and no passage mentions;
    the column's workbook must hold what the question asks for (a city sheet serves the rates sheet beside it)."""
    names = {w: flag for w, flag in _tags(question) if flag in NAME_TAGS and len(w) >= 2 and w not in known}
    if not names:
        return None
    about = {t.document for t in tables if _about(t, question, list(names))}
    cells_of: dict[str, str] = {}
    for t in tables:
        cells_of[t.document] = cells_of.get(t.document, "") + " ".join(" ".join(r) for r in t.rows)
    for t in tables:
        if t.document not in about or t.record_table:  # a log's rows are events, not the list of what exists
            continue
        if _classes_unlisted(workbooks.get(t.document, "")):  # "未列明的城市按三类城市执行": every place has a row
            continue
        for cells in _key_cells(t):
            kind = _kind(cells)
            if not kind or any(c in question for c in cells):
                continue
            for name, flag in names.items():
                if (flag in (kind, AMBIGUOUS_TAG)) and name not in cells_of[t.document]:
                    return _miss(name, "place" if kind != "nr" else "person", t)
    return None


def _kind(cells: list[str]) -> str:
    """The name tag most cells of a key column carry as one word (ns: places, nr: people), "" when not a column
    of names (too short, or mostly other words)."""
    if len(cells) < 2 * MIN_ROWS:
        return ""
    flags = [_tags(c)[0][1] for c in cells if len(_tags(c)) == 1 and _tags(c)[0][1] in NAME_TAGS]
    if len(flags) < NAME_SHARE * len(cells):
        return ""
    return max(set(flags), key=flags.count)


_PAREN = re.compile(r"（[^）]*）|\([^)]*\)")
_CJK_WORD = re.compile(r"^[\u4e00-\u9fff]{2,6}$")
_NUMERAL = re.compile(r"[一二两三四五六七八九十百千几每多半]")
_ANY_OTHER = re.compile(r"^(?:其他|其它|其余|另外)")


def _shared_head(cells: list[str]) -> str:
    """The Chinese characters every cell ends in, when the cells differ before them ("4.2米厢式货车", "13米半挂车" →
    车); "" when they share none or are the same word."""
    bare = [_PAREN.sub("", c).strip() for c in cells]
    head = ""
    while all(len(b) > len(head) for b in bare):
        ch = bare[0][-len(head) - 1]
        if not "\u4e00" <= ch <= "\u9fff" or any(b[-len(head) - 1] != ch for b in bare):
            break
        head = ch + head
    if any(_ANY_OTHER.match(b) for b in bare):  # "其他城市": a row for every one the others leave out
        return ""
    return head if head and len({b[: -len(head)] for b in bare}) == len(bare) else ""


def _missing_member(question: str, tables: list[SourceTable], known: str) -> Miss | None:
    """A word of the question ending in the head a key column's cells all share (面包车 beside 厢式货车, 半挂车)
    that no cell and no passage holds: the table lists kinds of that thing, and not the one asked about."""
    # nouns only: "一个班", "一类" count or ask, they name no kind
    asked = [w for w, flag in _tags(question) if flag.startswith("n") and _CJK_WORD.match(w) and w not in known
             and not _NUMERAL.search(w)]  # fmt: skip
    if not asked:
        return None
    for t in tables:
        if t.record_table:
            continue
        for cells in _key_cells(t):
            head = _shared_head(cells) if len(cells) >= MIN_ROWS else ""
            for word in asked:
                if not head or not word.endswith(head) or len(word) <= len(head):
                    continue
                if not any(spelled_in(word, c) for c in cells) and _about(t, question, [word]):  # 小车: 小型轿车
                    return _miss(word, head, t)
    return None


# a count opening a member's name: 六人间, 双人间, 三星级, 7座 (how many persons, stars, seats)
_COUNT_PREFIX = re.compile(r"^(?:[0-9]+|[一二两三四五六七八九十单双]+)$")


def _counted_members(t: SourceTable) -> list[list[str]]:
    """Lists of members named by a count before a shared head: a key column's cells, or the first words of the
    value columns' headers (a two-row header: "六人间 宿舍费", "四人间 宿舍费", "双人间 宿舍费")."""
    lists = [cells for cells in _key_cells(t) if len(cells) >= MIN_ROWS]
    groups: dict[str, list[str]] = {}
    for c, text in enumerate(t.table.header):
        words = text.split()
        if c not in t.keys and len(words) >= 2:  # a sub-label over its group's label
            groups.setdefault(" ".join(words[1:]), []).append(words[0])
    return lists + [members for members in groups.values() if len(members) >= MIN_ROWS]


def _counted(member: str) -> str:
    """A counted member with its count as digits, however written (四人间 and 4人间, 双人间 and 两人间)."""
    return arabic_numerals(re.sub("^[双两]", "二", re.sub("^单", "一", member)))


def _missing_counted_member(question: str, tables: list[SourceTable], known: str) -> Miss | None:
    """A member counted otherwise than every member a table lists ("三人间" when the columns are 六人间, 四人间 and
    双人间): the rooms, grades or vehicles of that count are not in the table. Only when every listed member opens
    with a count before a head of two characters or more, and the question's member with a count too ("几人间"
    asks, "一个班" counts shifts)."""
    for t in tables:
        if t.record_table:
            continue
        for cells in _counted_members(t):
            bare = [_PAREN.sub("", c).strip() for c in cells]
            head = _shared_head(bare)
            if len(head) < 2:
                continue
            counts = [b[: -len(head)] for b in bare]
            if not all(_COUNT_PREFIX.match(c) for c in counts):
                continue
            listed = {_counted(b) for b in bare}
            for m in re.finditer(rf"([0-9]+|[一二两三四五六七八九十单双]+){re.escape(head)}", question):
                word = m.group()
                if _counted(word) in listed or word in known:
                    continue  # 4人间 is 四人间, 两人间 双人间
                if _about(t, question, [word]):
                    return _miss(word, head, t, "which")
    return None
