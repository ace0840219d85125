"""A thing the question names by a member of a category that a passage lists ("宿舍内禁止使用电饭煲、电热毯等违章电器"):
no table row names 电热毯, the row "使用违章电器或者私拉电线" does. The join is the sheet join of `tables.py`
(上海 → 一线城市 on another sheet) with a sentence in place of the other sheet.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from knowdesk.reasoning.base import Passage
from knowdesk.reasoning.tables import (
    SHEET_PREFIX,
    Siblings,
    SourceTable,
    TableAnswer,
    TableCitation,
    answer_from_tables,
    gather_tables,
    source_tables,
    whole_name,
)

# "电饭煲、电磁炉、热得快、电热毯等违章电器": items joined by 、/和/或/及, then 等 and the category
_LIST = re.compile(
    r"(?P<items>(?:[\u4e00-\u9fff]{1,8}(?:、|和|或|及))+[\u4e00-\u9fff]{1,8})"
    r"等(?P<category>[\u4e00-\u9fff]{2,8}?)(?=和|与|及|或|、|，|,|。|；|;|\s|$)"
)


# "主治医师、主管护师、主管技师为中级；": members named one by one, then 为 and the class they make up (a band, a
# grade, a category a table's row or column names)
_MEMBERS_ARE = re.compile(
    r"(?P<items>(?:[\u4e00-\u9fff]{1,8}、)+[\u4e00-\u9fff]{1,8})(?:均|都)?为(?P<category>[\u4e00-\u9fff]{2,6}?)"
    r"(?=；|;|。|，|,|\s|$)"
)

# a band of job levels a table heads a column with: G4—G6, P5-P7, M3及以上; a lone code (B1为停车场、仓库) is a floor
# or a room's number, no band
_LEVEL_BAND = r"[A-Z]\d{1,2}(?:\s?[—–~～\-至]\s?[A-Z]?\d{1,2}(?:及以上|及以下)?|及以上|及以下)"

# "一类地区为北京、上海、广州、深圳；", "一线岗位指装卸工、叉车司机", "一类地区包括：…", "G4—G6为主管、站长": the class
# first, then 为/是/包括/是指 (指 not as in 指定, 指导) and its members named one by one
_CLASS_IS = re.compile(
    rf"(?P<category>{_LEVEL_BAND}|[\u4e00-\u9fffA-Z]{{2,6}}?)(?:为|是|包括|[是系]?指(?![定导挥派示令标出使明]))[：:]?\s?"
    r"(?P<items>(?:[\u4e00-\u9fff]{1,8}、)+[\u4e00-\u9fff]{1,8})(?=；|;|。|，|,|\s|$)"
)
# "- 一类城市：北京、上海、广州、深圳": a class named by its rank (一类, A级, 二档) and a colon before its members; a
# colon after any other label ("所需材料：身份证、学历证书") lists things, it sorts nothing into a class
_RANK_LISTED = re.compile(
    r"(?P<category>[一二三四五六七八九十\dA-Z甲乙丙丁]{1,2}[类级档等][\u4e00-\u9fff]{0,4}?)[：:]\s?"
    r"(?P<items>(?:[\u4e00-\u9fff]{1,8}、)+[\u4e00-\u9fff]{1,8})(?=；|;|。|，|,|\s|$)"
)


_BEFORE_FIRST = re.compile(r"^.*(?:使用|携带|存放|饲养|私拉|燃放|包括|例如|如)")

# "（三）C类，集团总部部门副职、项目经理、项目总工程师；", "（三）三类会议，是指项目部召开的生产调度会、安全例会及其他
# 小型会议；": an enumerated clause that opens with a class and goes on with what it is made of (a 术语 article)
_CLASS_CLAUSE = re.compile(
    r"[（(][一二三四五六七八九十]{1,3}[)）]\s?(?P<category>[\u4e00-\u9fffA-Z]{2,6}?)[，,：:](?:是指|指)?"
    r"(?P<items>[^；;。\n]{2,80})"
)
_MEMBER_CUT = re.compile(r"、|及|和|或")
SHORT_FORM = 4  # characters of a member's opening a question may name it by (集团领导 for 集团领导班子成员)


def _class_members(question: str, body: str) -> list[tuple[str, str]]:
    """(the words the question names a member by, its class) for each member of an enumerated class clause that the
    question names whole, or by its opening of SHORT_FORM characters or more and at least half its length (people
    drop a name's tail: 集团年度工作会 for 集团年度工作会议). A member is cut after its last 的 (项目部召开的生产调度会 →
    生产调度会) and before 等 (职工代表大会等以集团名义召开的全系统会议 → 职工代表大会)."""
    out = []
    for m in _CLASS_CLAUSE.finditer(body):
        for item in _MEMBER_CUT.split(m.group("items")):
            item = item.split("等")[0].rsplit("的", 1)[-1].strip()
            if len(item) < 2:
                continue
            named = next((n for form in _spoken_forms(item) if (n := _named_by(form, question))), "")
            if named:
                out.append((named, m.group("category")))
    return out


def _spoken_forms(item: str) -> list[str]:
    """The member as written, then (five characters or more) with one inner character dropped, as people say it
    (专业性工作会议 → 专业工作会议)."""
    if len(item) < SHORT_FORM + 1:
        return [item]
    return [item, *(item[:i] + item[i + 1 :] for i in range(1, len(item) - 1))]


def _named_by(item: str, question: str) -> str:
    """The words the question names the member by: whole, or its opening of SHORT_FORM characters or more and at
    least half its length; "" when it does not."""
    if whole_name(item, question):
        return item
    for end in range(len(item) - 1, max(SHORT_FORM, (len(item) + 1) // 2) - 1, -1):
        if whole_name(item[:end], question):
            return item[:end]
    return ""


def listed_in(question: str, body: str) -> tuple[str, str] | None:
    """(the item the question names, the category the body lists it in): "用电热毯" and "…热得快、电热毯等违章电器" →
    (电热毯, 违章电器); "主治医师的津贴" and "主治医师、主管护师为中级" → (主治医师, 中级). The first item may carry the sentence's words before it (禁止使用电饭煲): its ending counts."""
    members = [
        (item, m.group("category"))
        for m in (*_MEMBERS_ARE.finditer(body), *_CLASS_IS.finditer(body), *_RANK_LISTED.finditer(body))
        for item in m.group("items").split("、")
    ]
    named = [(item, category) for item, category in members if len(item) >= 2 and whole_name(item, question)]
    if named:  # named whole, the longest first: 副主任医师 is not 主任医师
        return max(named, key=lambda x: len(x[0]))
    classed = _class_members(question, body)
    if classed:
        return max(classed, key=lambda x: len(x[0]))
    for m in _LIST.finditer(body):
        items = re.split(r"、|和|或|及", m.group("items"))
        items[0] = _BEFORE_FIRST.sub("", items[0])  # 禁止使用电饭煲 → 电饭煲
        for i, item in enumerate(items):
            endings = [item[k:] for k in range(len(item) - 1)] if i == 0 else [item]
            named = next((e for e in endings if len(e) >= 2 and e in question), "")
            if named:
                return named, m.group("category")
    return None


def by_category(question: str, passages: Sequence[Passage], siblings: Siblings | None = None) -> TableAnswer | None:
    """The look-up of the question with a thing no retrieved table holds replaced by the category a retrieved
    passage lists it in, when the answering row names that category; its statement says the join first."""
    if not any(source_tables(p) for p in passages):
        return None
    # the workbook's other sheets too: the class (中级) may head a column of the sheet the join reaches
    tables = gather_tables(passages, siblings)
    looked: dict[str, TableAnswer | None] = {}
    for p in _with_sheet_notes(passages, siblings):
        found = listed_in(question, p["body"])
        if found is None:
            continue
        word, category = found
        if _names_another_class(question, p["body"], category):
            continue  # "a mid-level nurse": the asker's own class (中级) is named; 护士为初级 does not override it
        # a class may name a row or a column; the words before it in the sentence do not (其中一类地区 → 一类地区)
        # a row may also name it by its rank alone (| 一类 | for 一类城市), a whole cell, before naming the kind
        cells, whole = _cells(tables), _cell_set(tables)
        ranks = [category[:j] for j in range(len(category) - 1, 1, -1) if category[:j] in whole]
        named = [*(category[i:] for i in range(len(category) - 2)), *ranks, category[-2:]]
        category = next((c for c in named if c in cells), "")
        if not category:
            continue
        answer = answer_from_tables(question.replace(word, category, 1), passages, siblings, naming=category)
        if answer is None or answer.by_condition:
            continue
        # a table of the documents read lists the item itself: it is looked up directly (another document's table
        # may list it and not stop the join: the duty fees by 主治医师 beside the allowance workbook; nor may a sheet
        # of the workbook without the asked column: 装卸工's row of 岗位津贴 beside the 中班 rates by 一线岗位)
        documents = {c.document for c in answer.citations} | {p["document"]}
        read = {c.fragment_id for c in answer.citations}
        if word in _cell_set([t for t in tables if t.fragment_id in read]):
            continue  # the table the join reached lists the member itself (| 广州 | 一线城市 |): no join is needed
        if word in _cells([t for t in tables if t.document in documents]):
            if "direct" not in looked:  # the question's own look-up, read once
                looked["direct"] = answer_from_tables(question, passages, siblings)
            direct = looked["direct"]
            if direct is not None and not direct.by_condition \
                    and _asked_columns(question, direct) >= _asked_columns(question, answer):  # fmt: skip
                continue
        # the clause that lists it stands for the row read (as a key sheet's note does in `tables.py`)
        clause = next((c for c in re.split(r"[；;。\n]", p["body"]) if word in c and category in c), "")
        where = TableCitation(p["document"], p["section"], "", p["fragment_id"], clause.strip(" |"))
        return replace(answer, statement=f"{word}属{category}，{answer.statement}",
                       citations=(*answer.citations, where))  # fmt: skip
    return None


def _names_another_class(question: str, body: str, category: str) -> bool:
    """Whether the question names, whole, another class the same passage sorts members into ("主治医师、主管护师为中级"
    beside "住院医师、护士为初级"): the asker says their class themselves ("中级护士"), so the class the note puts the
    title in by default is not theirs to read."""
    classes = {
        m.group("category")
        for m in (*_MEMBERS_ARE.finditer(body), *_CLASS_IS.finditer(body), *_RANK_LISTED.finditer(body))
    }
    return any(c != category and not c.endswith(category) and not category.endswith(c) and whole_name(c, question)
               for c in classes)  # fmt: skip


def _asked_columns(question: str, answer: TableAnswer) -> int:
    """How many characters of the question the answer's columns and sheets hold, units aside (中班津贴 of 中班津贴
    （元/班）, 岗位津贴 of the sheet 工作表：岗位津贴 whose columns are 甲级作业区…)."""
    names = "".join(
        re.sub(r"[（(][^）)]*[）)]", "", c) for c in (*answer.columns, *(c.section for c in answer.citations))
    )
    return len({c for c in names if "\u4e00" <= c <= "\u9fff"} & set(question))


def _cell_set(tables: Sequence[SourceTable]) -> set[str]:
    return {c.strip() for t in tables for row in (t.table.header, *t.rows) for c in row}


def _cells(tables: Sequence[SourceTable]) -> str:
    return " ".join(c for t in tables for row in (t.table.header, *t.rows) for c in row)


def _with_sheet_notes(passages: Sequence[Passage], siblings: Siblings | None) -> list[Passage]:
    """The passages, then the other sheets of their workbooks: a 说明 sheet listing which titles make up each class
    (主治医师、主管护师为中级) need not be retrieved beside the sheet the question's row is on; for a table of another
    kind of document, the sections of its document that list a class's members ("一类城市：北京、上海、广州、深圳")."""
    out = list(passages)
    if siblings is None:
        return out
    seen = {p["fragment_id"] for p in out}
    for p in passages:
        if p["section"].startswith(SHEET_PREFIX):
            out += [s for s in siblings(p["fragment_id"]) if s["fragment_id"] not in seen]
        elif source_tables(p):
            out += [s for s in siblings(p["fragment_id"]) if s["fragment_id"] not in seen and _lists_members(s["body"])]
        seen |= {s["fragment_id"] for s in out}
    return out


def _lists_members(body: str) -> bool:
    return any(pattern.search(body) for pattern in (_CLASS_IS, _RANK_LISTED, _MEMBERS_ARE, _CLASS_CLAUSE))
