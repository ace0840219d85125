"""Tiered rules: condition lists in prose or tables, and the tier a question's number falls into.

Rules often give one answer per band of a number: approval by leave length (1天及以内 / 2天至3天 /
4天至10天 / 10天以上), leave by years worked (满1年不满10年 / 满10年不满20年 / 满20年), an extra
approver from 20000元及以上, pay for 前5天 / 超过5天的部分. A tier list is a run of such clauses (or
table rows) on one scale whose bands do not overlap. The question's number ("请三天假", "工作了8年",
"报销两万五") picks the tier; without a number every tier is returned, compactly, so the answer can
be given by condition. Numbers and ranges come from `quantities`, so prose, cells and questions agree.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from knowdesk.reasoning.arithmetic import evaluate
from knowdesk.reasoning.asks import ask_of
from knowdesk.reasoning.band_rows import MIN_BANDS, band_rows
from knowdesk.reasoning.base import Citation, Passage
from knowdesk.reasoning.named_kinds import another_kind
from knowdesk.reasoning.passages import current_versions
from knowdesk.reasoning.per_step import step_total
from knowdesk.reasoning.quantities import (
    Quantity,
    Range,
    format_number,
    format_quantity,
    format_quantity_en,
    is_level_unit,
    labelled_value,
    quantities,
    question_quantities,
    question_ranges,
    ranges,
    to_halfwidth,
)
from knowdesk.text.language import language_of
from knowdesk.text.pipe_tables import PipeTable, parse_pipe_tables

_ARTICLE = re.compile(r"^\s*(第[一二三四五六七八九十百零〇两\d]+条)\s*")
_NUMBERING = re.compile(
    r"^\s*(?:[(（][一二三四五六七八九十\d]{1,3}[)）]|\d{1,2}\s*[、.．)）](?!\d)|[一二三四五六七八九十]{1,3}、|[①-⑳]|[-*•])\s*"
)
_CLAUSE_END = re.compile(r"[；;。!！?？]")
_SUB_END = re.compile(r"[，,]")
_VALUE_LEAD = " \t:：,，的者后时、"
_PROGRESSIVE = re.compile(r"部分")
# characters that say how a question is asked, not what about (shared by every Chinese question)
_FUNCTION_CHARS = frozenset("的了是在有和与或及吗呢吧啊呀么什怎谁哪几多少请我你要能可以会该应需")


@dataclass(frozen=True)
class Tier:
    label: str  # the condition as written, numbering dropped: 请假4天至10天 / 请假（4天至10天）备案审核
    conditions: tuple[Range, ...]  # usually one; a cell such as "P6及以上、M3及以上" holds several
    value: str  # what the tier gives: 由直属上级、部门负责人依次审批 / 审批人：李明，部门：人力资源部
    text: str  # the whole clause, or the row's cells joined with " | "

    def holds(self, q: Quantity) -> bool:
        return any(r.contains(q) for r in self.conditions)

    def holds_range(self, r: Range) -> bool:
        return any(c.contains_range(r) for c in self.conditions)

    def implicit_at(self, q: Quantity) -> bool:
        """Whether `q` sits on a bound only a bare 以上/以下 claims (10天 in 10天以上)."""
        return all(not c.explicit and q.value in (c.low, c.high) for c in self.conditions if c.contains(q))


@dataclass(frozen=True)
class TierList:
    tiers: tuple[Tier, ...]
    family: str  # the scale: day, year, money, level:P …
    subject: str  # what introduces the list (第十二条 请假审批按以下权限执行：) or the table header
    document: str
    section: str
    article: str  # 第十二条, when the list sits in a numbered article
    fragment_id: str
    progressive: bool = False  # "前5天 … 超过5天的部分 …": each tier rules its own part of the number
    context: str = ""  # the article's title and the whole line around the tiers, for matching questions

    def citation(self) -> Citation:
        """The list's section, with its article (第N条) as the locator when the document numbers them."""
        return Citation(document=self.document, section=self.section, fragment_id=self.fragment_id,
                        locator=self.article or self.section)  # fmt: skip

    def compact(self) -> str:
        """Every tier on one line: "请假1天及以内（含半天）：由直属上级审批；请假2天至3天：…"."""
        return "；".join(f"{t.label}：{t.value}" if t.value else t.label for t in self.tiers)

    def text(self) -> str:
        """What the list is about, for matching a question (not the document name, which every list of
        the document shares)."""
        return " ".join([self.subject, self.context, self.section, *(t.text for t in self.tiers)])


@dataclass(frozen=True)
class TierAnswer:
    tiers: TierList
    tier: Tier | None  # None: the question gives no number (answer by condition) or none of the tiers holds it
    asked: Quantity | Range | None  # the question's number or range that chose the tier
    statement: str  # one line for a conclusion
    score: float = field(default=0.0, compare=False)

    def citation(self) -> Citation:
        return self.tiers.citation()


# --- finding tier lists -------------------------------------------------------------------------------


def _conditions(text: str) -> list[Range]:
    """Ranges that can head a tier: ranges and bounds with a unit, and job levels (a level is a category).
    A unitless "20-40" is left out: without a scale it is as likely a score band as a count."""
    return [r for r in ranges(text) if r.unit and (not r.is_point or is_level_unit(r.unit))]


def _scale_bands(text: str) -> list[Range]:
    """A cell's bands with or without a unit ("25～29", "40及以上"): a table line read with these is one whose label
    names the scale (`_scaled_table`)."""
    return _conditions(text) or [r for r in ranges(text) if not r.is_point and not r.unit]


def _scale_line(label: str, cells: Sequence[str]) -> bool:
    """A table line (a row, a column, the header) of unitless bands of one number that its label names: | 装车效率
    （件/小时） | 100以下 | 100～149 | …|, | 考核得分 | 90以上 | 80～89 |. Every written cell is one band, two or more of
    them ranges written out (a～b, 及以上), none with a unit (those `_conditions` reads) and the label no number."""
    written = [c.strip() for c in cells if c.strip() not in ("", "—", "-", "/")]
    if len(written) < MIN_BANDS or not label.strip() or any(ch.isdigit() for ch in label):
        return False
    found = [ranges(c) for c in written]
    if not all(
        len(rs) == 1 and not rs[0].unit and rs[0].label.strip() == c for rs, c in zip(found, written, strict=True)
    ):
        return False
    return sum(rs[0].explicit and not rs[0].is_point for rs in found) >= MIN_BANDS


def _scaled_table(table: PipeTable) -> bool:
    """The table holds one line of unitless bands its label names (header, a row, or a column under its header
    cell); with two (| USD value | China (RMB) |) a bare number could be on either scale."""
    lines = [
        (table.header[0] if table.header else "", table.header[1:]),
        *((r[0] if r else "", r[1:]) for r in table.rows),
        *((table.header[j], [r[j] for r in table.rows if j < len(r)]) for j in range(len(table.header))),
    ]
    return sum(_scale_line(label, cells) for label, cells in lines) == 1


def _table_conditions(table: PipeTable) -> Callable[[str], list[Range]]:
    """How a table's cells are read for bands: with units only, unless a line of the table is a scale its label names."""
    return _scale_bands if _scaled_table(table) else _conditions


# a short name heading a band on its own ("店长：500元以内", "主管：超过200元至800元"), not a lead-in to the list
_NAMES_A_HOLDER = re.compile(r"^[^，,。；;：:（(]{1,10}$(?<![下如按的])")


@dataclass
class _Item:
    label: str
    conditions: list[Range]
    value: list[str]
    text: list[str]

    @property
    def family(self) -> str:
        return self.conditions[0].family

    def tier(self) -> Tier:
        value = "，".join(v for v in self.value if v).strip(_VALUE_LEAD)
        label = self.label.strip(" ：:，,")
        _lead, colon, own = max(label.rpartition("："), label.rpartition(":"), key=lambda x: len(x[0]))
        if colon and any(r.label in own for r in self.conditions):  # "按下列权限审批：报销金额5000元以下": the lead-in
            label = own.strip()  # belongs to every tier, the label is the tier's own condition
            holder = re.split(r"[：:]", _lead)[-1].strip()  # "单次赔偿金额：领班：200元以下" → 领班
            if not value and _NAMES_A_HOLDER.match(holder):  # "店长：500元（含）以内": the name before the band is
                value = holder  # what the tier gives (who may decide up to it)
        return Tier(label, tuple(self.conditions), value, "，".join(self.text).strip())


def _split(text: str, pattern: re.Pattern[str]) -> list[str]:
    parts, start = [], 0
    for m in pattern.finditer(text):
        parts.append(text[start : m.start()])
        start = m.end()
    parts.append(text[start:])
    return [p for p in parts if p.strip()]


def _line_items(line: str) -> list[_Item]:
    """The tiers one line of prose states, in order.

    A clause (up to ；/。) or comma part starts a tier when it opens with a condition on the line's
    scale; other parts are the current tier's value. Within a clause a second condition starts a new
    tier only once the current one has a value with a number (满 1—5 年者，年休假 5 天，工作6-10 年者…),
    so "满1年不满10年的职工，请病假累计2个月以上的" stays one tier. A sentence (。) without a condition
    ends the line's tiers: it speaks about the whole list.
    """
    items: list[_Item] = []
    for sentence in _split(line, re.compile(r"[。!！?？]")):
        started_here = False
        for c_index, clause in enumerate(_split(sentence, re.compile(r"[；;]"))):
            for s_index, sub in enumerate(_split(clause, _SUB_END)):
                conds = _conditions(sub)
                family = items[-1].family if items else (conds[0].family if conds else "")
                head = [r for r in conds if r.family == family]
                cur = items[-1] if items else None
                new_clause = s_index == 0
                if items and not started_here and c_index == 0 and s_index == 0 and not head:
                    return items  # a later sentence that opens without a condition speaks about the whole list
                has_value = cur is not None and any(quantities(v) or "：" in v for v in cur.value)
                if head and (cur is None or new_clause or has_value):
                    first = head[0]
                    same = [r for r in head if r.start < first.end + 3 or r.start == first.start]
                    end = _label_end(sub, max(r.end for r in same))
                    items.append(_Item(sub[:end], same, [sub[end:]], [sub]))
                    started_here = True
                elif cur is not None and (started_here or c_index > 0 or s_index > 0):
                    cur.value.append(sub)
                    cur.text.append(sub)
    return items


_PART = re.compile(r"的?部分")


def _label_end(sub: str, end: int) -> int:
    """Where a tier's label ends: after its condition, and after "的部分" (超过5天的部分)."""
    m = _PART.match(sub, end)
    return m.end() if m else end


def _label_words(item: _Item | Tier) -> set[str]:
    label = item.label
    for r in item.conditions:
        label = label.replace(r.label, " ")
    return {label[i : i + 2] for i in range(len(label) - 1) if label[i : i + 2].strip() and _cjk(label[i : i + 2])}


def _cjk(pair: str) -> bool:
    return all("\u3400" <= ch <= "\u9fff" for ch in pair)


def _fits(run: list[Tier], tier: Tier) -> bool:
    """Whether `tier` can join the list: same scale, no band shared beyond an implicit bound, or beyond the one
    number where the band before it ends and it starts ("11-20 分钟" then "20-30 分钟": the earlier band keeps 20)."""
    return (
        all(
            not a.overlaps(b) or _touches(a, b)
            for t in run
            for a in t.conditions
            for b in tier.conditions
            if a.family == b.family
        )
        and run[0].conditions[0].family == tier.conditions[0].family
    )


def _touches(a: Range, b: Range) -> bool:
    """`b` starts where `a` ends, on the same unit, and goes on past it."""
    return (
        a.unit == b.unit
        and a.high is not None
        and b.low is not None
        and a.high == b.low
        and (a.low is None or a.low < b.low)
        and (b.high is None or b.high > b.low)
    )


# "D: 9:30以后，按旷工一天计" after "A: … 0-10 分钟 …", "B: …", "C: … 20-30 分钟 …": a lettered item past the last
# band, stated on another scale (the clock) or none, is the open band above it
_LETTERED = re.compile(r"^\s*([A-Za-z])\s*[:：.、)）]")
_BEYOND = re.compile(r"以后|以上|之后|超过|及更多")


def _open_tier_after(pending: list[Tier], line: str, letters: list[str]) -> Tier | None:
    """The open top band a lettered line adds to the list before it ("D: 9:30以后…" → more than 30 分钟), when the
    list's lines were lettered A, B, C… and this one is the next letter and says it lies beyond."""
    m = _LETTERED.match(line)
    if not pending or m is None or not letters or ord(m.group(1).upper()) != ord(letters[-1].upper()) + 1:
        return None
    top = pending[-1].conditions[0]
    if top.high is None or not _BEYOND.search(line):
        return None
    parts = re.split(r"[，,]", line[m.end() :].strip(), maxsplit=1)
    label = parts[0].strip()
    value = parts[1].strip(_VALUE_LEAD) if len(parts) > 1 else label
    beyond = Range(top.high, None, low_inclusive=False, unit=top.unit, label=label, explicit=True)
    return Tier(label, (beyond,), value, line.strip())


def _runs(tiers: list[Tier]) -> list[list[Tier]]:
    runs: list[list[Tier]] = []
    for t in tiers:
        if runs and _fits(runs[-1], t):
            runs[-1].append(t)
        else:
            runs.append([t])
    return runs


def _similar(a: Tier, b: Tier) -> bool:
    """Tiers on separate lines belong together when their labels share words besides the numbers
    (请假… / 请假…), or neither has any."""
    wa, wb = _label_words(a), _label_words(b)
    return bool(wa & wb) or (not wa and not wb)


# an FAQ's question and answer lines ("Q：报销要谁审批？" / "A：按单笔金额："): the answer's tiers are about the question
_FAQ_QUESTION = re.compile(r"^\s*(?:Q|问)\s*\d*\s*[：:]")
_FAQ_ANSWER = re.compile(r"^\s*(?:A|答)\s*[：:]")


def _prose_lists(body: str, passage: Passage) -> list[TierList]:
    out: list[TierList] = []
    article, title, subject = "", "", ""
    pending: list[Tier] = []  # single-tier lines that may continue one list
    pending_meta: tuple[str, str, str] = ("", "", "")

    def flush() -> None:
        nonlocal pending
        for run in _runs(pending):
            out.append(_tier_list(run, pending_meta[1], pending_meta[0], passage, pending_meta[2]))
        pending = []

    letters: list[str] = []  # the letters the pending tiers' lines opened with (A:, B:, …)
    for raw in body.splitlines():
        line = raw.strip()
        if not line or line.startswith("|"):
            continue
        if (beyond := _open_tier_after(pending, line, letters)) is not None:
            pending.append(beyond)
            letters = []
            continue
        lettered = _LETTERED.match(line)
        m = _ARTICLE.match(line)
        if m:
            flush()
            article, subject = m.group(1), ""
            line = line[m.end() :]
            title = line if len(line) <= 40 else ""
        line = _NUMBERING.sub("", line, count=1)
        if len(segments := _class_segments(line)) > 1:
            flush()
            for segment in segments:
                for run in _runs(_opened_below([i.tier() for i in _line_items(segment)], segment)):
                    out.append(_tier_list(run, subject, article, passage, f"{title} {segment}"))
            continue
        items = _line_items(line)
        if not items:
            if pending:
                flush()
            asked = subject if _FAQ_ANSWER.match(line) and _FAQ_QUESTION.match(subject) else ""
            subject = f"{asked} {line}".strip() if len(line) <= 80 else subject  # "A：按单笔金额：" under its Q
            continue
        tiers = [i.tier() for i in items]
        if len(tiers) >= 2:
            flush()
            for run in _runs(tiers):
                out.append(_tier_list(run, subject, article, passage, f"{title} {line}"))
            continue
        if pending and not (_similar(pending[-1], tiers[0]) and _fits(pending, tiers[0])):
            flush()
        if not pending:
            pending_meta = (article, subject, title)
            letters = []
        pending.append(tiers[0])
        letters = [*letters, lettered.group(1)] if lettered else []
    flush()
    return out


def _class_segments(line: str) -> list[str]:
    """The line parted before each later sentence that opens with a class of its own and rules that class's tiers on
    the line's scale ("…超过15天的，由总经理审批。项目部人员出差，由项目经理审批，出差超过15天的，报所属二级单位分管领导
    审批。"): each part is a tier list of its own, so a question naming the class reaches its list, one naming none the
    general one."""
    sentences = [s for s in re.split(r"(?<=[。！!？?])", line) if s.strip()]
    segments = sentences[:1]
    for sentence in sentences[1:]:
        opening = _split(sentence, _SUB_END)[0]
        own, before = _line_items(sentence), _line_items(segments[-1])
        if own and before and not _conditions(opening) and own[0].family == before[0].family:
            segments.append(sentence)
        else:
            segments[-1] += sentence
    return segments


_OPENING_DECIDER = re.compile(r"^[^，,；;。]*[，,]\s*(由[^，,；;。]+)")


def _opened_below(tiers: list[Tier], segment: str) -> list[Tier]:
    """A class's sentence opening with its approver before any condition ("驻外人员请假，由站长审批，请假超过10天的，
    报总经理审批"): the opening rules the band below the first tier's lower bound (10天及以下), a tier of its own, so
    a question naming the class and a smaller number reaches it, not the general list."""
    m = _OPENING_DECIDER.match(segment)
    if not tiers or not m or segment.find(m.group(1)) >= segment.find(tiers[0].text):
        return tiers
    first = tiers[0].conditions[0]
    if first.low is None or first.high is not None:
        return tiers
    below = Range(None, first.low, high_inclusive=not first.low_inclusive, unit=first.unit,
                  label=f"{first.low:g}{first.unit}{'及以下' if not first.low_inclusive else '以下'}")  # fmt: skip
    text = segment[: segment.find(m.group(1)) + len(m.group(1))]
    return [Tier(below.label, (below,), m.group(1), text), *tiers]


def _is_lookup(tiers: list[Tier]) -> bool:
    """Rows keyed by single job levels (P1, P2, …) are a look-up table, not bands of a number."""
    return all(r.is_point for t in tiers for r in t.conditions)


def _tier_list(tiers: list[Tier], subject: str, article: str, passage: Passage, context: str = "") -> TierList:
    progressive = any(_PROGRESSIVE.search(t.label + t.text) for t in tiers) and len(tiers) >= 2
    return TierList(tuple(tiers), tiers[0].conditions[0].family, subject, passage["document"], passage["section"],
                    article, passage["fragment_id"], progressive, context.strip())  # fmt: skip


def _condition_column(table: PipeTable, conditions: Callable[[str], list[Range]]) -> int | None:
    """The column whose cells state the conditions; None for a cross table whose bands repeat by another
    key (职级 per 城市级别): `tables` answers those."""
    best, best_count = None, 0
    for col in range(len(table.header)):
        cells = [r[col] for r in table.rows if col < len(r) and r[col].strip()]
        with_ranges = [c for c in cells if conditions(c)]
        if len(with_ranges) > best_count:
            best, best_count = col, len(with_ranges)
    if best is None:
        return None
    labels = [r[best] for r in table.rows if best < len(r) and conditions(r[best])]
    return None if len(set(labels)) < len(labels) else best


def _across_lists(table: PipeTable, passage: Passage, conditions: Callable[[str], list[Range]]) -> list[TierList]:
    """The tier lists a table states across its columns (`band_rows.py`): one per banded row, or its header."""
    out: list[TierList] = []
    for row in band_rows(table, conditions):
        tiers = [Tier(b.label, b.conditions, b.value, b.text) for b in row.bands]
        out += [_tier_list(run, row.subject, "", passage) for run in _runs(tiers) if len(run) >= 2]
    return out


def _table_lists(body: str, passage: Passage) -> list[TierList]:
    out: list[TierList] = []
    for table in parse_pipe_tables(body):
        conditions = _table_conditions(table)
        if across := _across_lists(table, passage, conditions):
            out += across  # | 报损 | 500元以下 | 500元（含）至3000元 | … |: each row's bands, not a column's
            continue
        col = _condition_column(table, conditions)
        if col is None:
            continue
        subject = " | ".join(table.header)
        pending: list[Tier] = []
        for row in table.rows:
            conds = conditions(row[col]) if col < len(row) else []
            if not conds:
                if pending:
                    out += [_tier_list(run, subject, "", passage) for run in _runs(pending)]
                pending = []
                continue
            value = "，".join(
                labelled_value(h, c) for i, (h, c) in enumerate(zip(table.header, row, strict=False)) if i != col and c
            )
            tier = Tier(row[col], tuple(conds), value, " | ".join(row))
            if pending and not (_similar(pending[-1], tier) and _fits(pending, tier)):
                out += [_tier_list(run, subject, "", passage) for run in _runs(pending)]
                pending = []
            pending.append(tier)
        if pending:
            out += [_tier_list(run, subject, "", passage) for run in _runs(pending)]
    return out


@lru_cache(maxsize=512)
def _lists_of(fragment_id: str, document: str, section: str, body: str) -> tuple[TierList, ...]:
    passage = Passage(fragment_id=fragment_id, document=document, section=section, updated="", effective="", body=body,
                      conflicts_with=[], sensitive=False, score=0.0, bm25=0.0, dense=0.0)  # fmt: skip
    return tuple(
        lst for lst in _prose_lists(body, passage) + _table_lists(body, passage) if not _is_lookup(list(lst.tiers))
    )


def tier_lists(passage: Passage) -> list[TierList]:
    """Every tier list in a fragment, prose and tables (parsed once per fragment body)."""
    return list(_lists_of(passage["fragment_id"], passage["document"], passage["section"], passage["body"]))


# --- resolving a question -------------------------------------------------------------------------------


def _topic(question: str, asked: list[Quantity | Range]) -> str:
    """The question without its numbers, closed up: "请三天假" → "请假", so 请假 still matches."""
    text = to_halfwidth(question)
    for a in sorted(asked, key=lambda a: a.start, reverse=True):
        if a.start >= 0:
            text = text[: a.start] + text[a.end :]
    return text


def _relevance(topic: str, lst: TierList) -> float:
    """Character pairs the question (numbers removed) shares with the list, a pair also counting with one
    character between ("年假" in "年休假"), plus a little for each shared content character; 0 without
    any shared pair, since single characters alone (级, 年) match almost any rule."""
    text = to_halfwidth(lst.text())
    pairs = {topic[i : i + 2] for i in range(len(topic) - 1) if _cjk(topic[i : i + 2]) or topic[i : i + 2].isalnum()}
    gapped = _gapped_pairs(text)
    shared = sum(1.0 if p in text else 0.5 for p in pairs if p in text or p in gapped)
    if not shared:
        return 0.0
    chars = {c for c in topic if "\u3400" <= c <= "\u9fff" and c not in _FUNCTION_CHARS}
    return shared + 0.25 * sum(1 for c in chars if c in text)


@lru_cache(maxsize=1024)
def _gapped_pairs(text: str) -> frozenset[str]:
    return frozenset(text[i] + text[i + 2] for i in range(len(text) - 2))


def asked_numbers(question: str) -> list[Quantity | Range]:
    """The question's numbers a tier or a condition is chosen by (shared with `band_fit.py`); "工作满15年" states a fact (15 years), not a band, so it is a quantity. "一年有几天
    病假" names the period a count is per (每年), not a length of service: it decides no tier."""
    out: list[Quantity | Range] = [q for q in question_quantities(question) if not _per_period(question, q)]
    for r in question_ranges(question):
        if r.high is None and r.low is not None and r.label.lstrip().startswith(_REACHED):
            out.append(Quantity(r.low, r.unit, r.label, r.start, r.end))
        else:
            out.append(r)
    return sorted(out, key=lambda a: a.start)


_REACHED = ("满", "已满", "年满", "达到")
# 一年 / 一个月 as the period a count is per: followed by what is had or allowed in it, and not after a verb of
# serving it (工作一年, 入职一个月, 干了一年 are lengths of service)
_PER_PERIOD = re.compile(r"(?:有|最多|最少|至少|能|可以|可|累计|一共|总共|共|内)")
_SERVED = re.compile(r"(?:工作|入职|干|做|待|满|司龄|工龄|了|过)$")


def _per_period(question: str, q: Quantity) -> bool:
    return (q.value == 1 and q.unit in ("年", "月", "个月") and q.text[:1] in "一1"
            and _PER_PERIOD.match(question, q.end) is not None and not _SERVED.search(question[: q.start]))  # fmt: skip


_ASKED_UNIT = [(re.compile(r"几天|多少天|几个工作日|多久"), "day"), (re.compile(r"几年|多少年"), "year"),
               (re.compile(r"多少钱|多少元|金额|报多少"), "money"), (re.compile(r"几个?小时|多少小时"), "hour"),
               (re.compile(r"几次|多少次"), "count"), (re.compile(r"几个人|几位|几名|多少人"), "people")]  # fmt: skip


def _gives_asked_unit(question: str, lst: TierList) -> bool:
    """Whether the tiers' values state the kind of number asked (几天 → days), so 年休假5天 beats
    请病假累计2个月以上 for "年假有几天"."""
    wanted = {fam for pattern, fam in _ASKED_UNIT if pattern.search(question)}
    return bool(wanted) and any(q.family in wanted for t in lst.tiers for q in quantities(t.value))


def _names_deciders(lst: TierList) -> bool:
    """The tiers' values say who decides ("由部门经理审批"): what "请7天假谁批" asks, beside a list on the same
    number of days that says how early to apply."""
    who = ask_of("谁")
    return any(who.stated_by(t.value) for t in lst.tiers)


def _compatible(a: Quantity | Range, lst: TierList) -> bool:
    """A question's number fits a list on its scale (any track of a level list); a unitless one
    ("报销两万五") fits any list but a job-level one."""
    families = {r.family for t in lst.tiers for r in t.conditions}
    if not a.family:
        return not any(f.startswith("level:") for f in families)
    return a.family in families


def _pick(lst: TierList, asked: Quantity | Range, rounds: bool = False) -> Tier | None:
    if isinstance(asked, Range):
        held = [t for t in lst.tiers if t.holds_range(asked)]
        return held[0] if held else None
    held = [t for t in lst.tiers if t.holds(asked)] or (_held_rounded(lst, asked) if rounds else [])
    explicit = [t for t in held if not t.implicit_at(asked)]
    return (explicit or held or [None])[0]


# the document's own word that a number is rounded before it is banded ("效率按四舍五入取整后确定档次")
_ROUNDS = re.compile(r"四舍五入|取整|rounded")


def _held_rounded(lst: TierList, asked: Quantity) -> list[Tier]:
    """The tiers holding a fractional number rounded half up, when it falls between bands whose bounds are all whole
    numbers (34.6 between 30～34 and 35～39); the caller asks this only when the passage says such numbers are rounded
    (四舍五入, 取整): without that word the number is in none of the bands, and the answer says so, not a guess."""
    bounds = [b for t in lst.tiers for r in t.conditions for b in (r.low, r.high) if b is not None]
    if asked.value == int(asked.value) or not bounds or any(b != int(b) for b in bounds):
        return []
    whole = Quantity(float(int(asked.value + 0.5)), asked.unit, asked.text, asked.start, asked.end)
    return [t for t in lst.tiers if t.holds(whole)]


def _asked_text(asked: Quantity | Range, lang: str = "zh") -> str:
    if isinstance(asked, Range):
        return asked.label
    return (format_quantity_en if lang == "en" else format_quantity)(asked.value, asked.unit)


_WHOLE_DAYS = ("天", "日", "工作日")


def _part_floor(c: Range) -> float:
    """Where a tier's share starts: its lower bound, or the day before it when the bound counts whole days and
    is itself in the tier ("21天及以上" after "1至20天" starts after day 20, so 25天 is 20 + 5, not 21 + 4)."""
    low = c.low or 0.0
    whole = c.explicit and c.low_inclusive and c.unit in _WHOLE_DAYS and low >= 1 and low == int(low)
    return low - 1 if whole else low


def _progressive_parts(lst: TierList, asked: Quantity, last: Tier | None) -> Iterator[tuple[Tier, float, float]]:
    """Each tier the asked amount reaches, up to `last`, with where its share starts and how much of the amount
    falls in it."""
    for t in lst.tiers:
        c = t.conditions[0]
        low = _part_floor(c)
        if c.low is not None and asked.value <= low:
            continue
        yield t, low, (asked.value if c.high is None else min(c.high, asked.value)) - low
        if t is last:
            return


def _progressive_statement(lst: TierList, asked: Quantity, tier: Tier, lang: str) -> str:
    """ "病假7天：前5天 按…100%发放；超过5天的部分（2天） 按…80%发放" — each part under its own tier."""
    parts = []
    for t, _, days in _progressive_parts(lst, asked, tier):
        c = t.conditions[0]
        share = format_quantity(days, asked.unit or c.unit)
        value = t.value
        stepped = step_total(share, t.value) if c.low is not None else None
        if stepped is not None:  # "超出部分每满100公里增发30元" on the 250公里 past 800: 2 × 30 = 60元
            value = f"{t.value.rstrip('。；;，,')}：{stepped.working}"
        parts.append(f"{t.label}（{share}）：{value}" if c.low is not None else f"{t.label}：{value}")
    head = _asked_text(asked)
    return f"{head}: " + "; ".join(parts) if lang == "en" else f"{head}：" + "；".join(parts)


# a tier paying the standard itself ("按综合定额标准控制", "全额发放") or a share of it ("按综合定额标准的70%控制")
_PAYS_STANDARD = re.compile(r"标准|定额|全额")
_SHARE = re.compile(r"(\d+(?:\.\d+)?)\s?%")


@dataclass(frozen=True)
class ProgressiveTotal:
    value: float
    working: str  # 30 × 550 + 10 × 550 × 70% = 20350元


def progressive_of_rate(answer: TierAnswer, rate: float, unit: str = "元") -> ProgressiveTotal | None:
    """A rate per day (a table's 550元/人·天) over the question's days, each part of them at the share its tier pays
    ("30天以内按综合定额标准控制；超过30天的，超过天数部分按综合定额标准的70%控制": 40天 → 30 × 550 + 10 × 550 × 70%).
    None unless the list is progressive, the days reach past its first tier, and each tier pays the standard or
    one share of it."""
    lst, asked, last = answer.tiers, answer.asked, answer.tier
    if not lst.progressive or last is None or not isinstance(asked, Quantity):
        return None
    terms: list[str] = []
    shown: list[str] = []
    for t, _, days in _progressive_parts(lst, asked, last):
        shares = _SHARE.findall(to_halfwidth(t.value))
        if len(shares) > 1 or (not shares and not _PAYS_STANDARD.search(t.value)) or days <= 0:
            return None
        head = f"{format_number(days)} × {format_number(rate)}"
        terms.append(f"{days!r} * {rate!r}" + (f" * {float(shares[0])!r} / 100" if shares else ""))
        shown.append(f"{head} × {shares[0]}%" if shares else head)
    if len(terms) < 2:
        return None  # the days stay in the first tier: the plain product is the table's own
    total = evaluate(" + ".join(terms))
    return ProgressiveTotal(total, f"{' + '.join(shown)} = {format_number(total)}{unit}")


def _statement(lst: TierList, tier: Tier | None, asked: Quantity | Range | None, lang: str) -> str:
    if asked is None:
        return lst.compact()
    if tier is None:
        return (
            f"{_asked_text(asked, lang)} is in none of the tiers: "
            if lang == "en"
            else f"{_asked_text(asked)}不在所列各档内："
        ) + lst.compact()
    if lst.progressive and isinstance(asked, Quantity):
        return _progressive_statement(lst, asked, tier, lang)
    rounded = ""  # a number read rounded, as the document says (`_held_rounded`), shows the rounding
    if isinstance(asked, Quantity) and not tier.holds(asked):
        whole = _asked_text(
            Quantity(float(int(asked.value + 0.5)), asked.unit, asked.text, asked.start, asked.end), lang
        )
        rounded = f", rounded to {whole}," if lang == "en" else f"按四舍五入取{whole}计，"
    if lang == "en":
        return f'{_asked_text(asked, lang)}{rounded} falls under "{tier.label}": {tier.value}'.rstrip(": ")
    return f"{_asked_text(asked)}{rounded}属于“{tier.label}”这一档：{tier.value}".rstrip("：")


_NAMED_BEFORE = 4  # characters before a question's number that may name what it measures ("累计工作年限12年")
# words between the scale's name and its number that only say it came out at that: a verb of doing or measuring with
# its result complement (算出来, 统计下来, 做到, 跑到, 测得) and the copulas and adverbs after it (是, 为, 都, 就, 有)
_RESULT_WORDS = re.compile(
    r"(?:(?:算|统计|核算|折算|测|测算|做|干|跑|拉|达|提|升|降|掉)(?:出来|下来|出|得|到)"
    r"|都|就|才|只|是|为|有|了|约|大概)+$"
)


def _scale_named(question: str, asked: Quantity | Range, lst: TierList) -> bool:
    """Whether the words right before a bare number name the scale a list of bare bands is on (效率 of "效率都是32" in
    the label 装车效率（件/小时）): such bands carry no unit to tell a count, a code or a page from the number."""
    before = _RESULT_WORDS.sub("", to_halfwidth(question)[: max(asked.start, 0)])[-_NAMED_BEFORE:]
    label = to_halfwidth(f"{lst.subject} {lst.section}")
    return any(_cjk(before[i : i + 2]) and before[i : i + 2] in label for i in range(len(before) - 1))


def _keyed_first(question: str, fitting: list[Quantity | Range], lst: TierList) -> list[Quantity | Range]:
    """The question's numbers, those whose name the list's text repeats first: "司龄3年、累计工作年限12年的员工" asks a
    list "按累计工作年限确定" by the 12年, a list by 司龄 by the 3年. Numbers naming nothing the list says keep their order."""
    if len(fitting) < 2:
        return fitting
    text = to_halfwidth(lst.text())
    plain = to_halfwidth(question)

    def named(a: Quantity | Range) -> bool:
        before = plain[max(0, a.start - _NAMED_BEFORE) : a.start] if a.start > 0 else ""
        return any(before[i : i + 2] in text for i in range(len(before) - 1) if _cjk(before[i : i + 2]))

    return sorted(fitting, key=lambda a: not named(a))


def tier_answers(question: str, passages: Sequence[Passage]) -> list[TierAnswer]:
    """Every tier list that fits the question, best first (see `resolve_tier`)."""
    asked = asked_numbers(question)
    topic = _topic(question, asked)
    lang = language_of(question)
    who = ask_of(question).kind == "who"
    out: list[TierAnswer] = []
    for p in current_versions(passages):  # a safety net: callers pass current versions already
        rounds = _ROUNDS.search(p["body"]) is not None  # the passage says numbers are rounded before banding
        for lst in tier_lists(p):
            fitting = [a for a in asked if _compatible(a, lst)]
            fitting = [a for a in fitting if a.family] or fitting  # 3000块 of "效率38，损失3000块" for a list in 元
            if asked and not fitting:
                continue
            if another_kind(question, lst.text()):
                continue  # "年假有几天" is not answered by 婚假's "工作满1年的，另享受…7天", though 12年 is in that band
            fitting = _keyed_first(question, fitting, lst)  # "司龄3年、累计工作年限12年": the list's own scale's number
            chosen = next(((a, t) for a in fitting if (t := _pick(lst, a, rounds)) is not None), None)
            a, tier = chosen if chosen else ((fitting[0] if fitting else None), None)
            if not lst.family and a is not None and not a.family and not _scale_named(question, a, lst):
                continue  # "工号8015" is no number on a scale of bare bands (分机号 8011-8020): only "效率32" is
            if len(lst.tiers) < 2 and tier is None:
                continue  # one bound is a tier only for a number it holds (单笔20000元及以上 for 两万五)
            rel = _relevance(topic, lst)
            if rel < (0.5 if tier is not None and a is not None and a.family else 0.75):
                continue
            on_scale = a is not None and (a.family or not lst.family)  # 32 in a list of bare bands (效率25～29…)
            score = rel + (2.0 if fitting and on_scale else 0.5 if fitting else 0.0)
            score += (1.5 if tier is not None else 0.0) + (1.0 if len(lst.tiers) >= 2 else 0.0)
            score += 1.0 if _gives_asked_unit(question, lst) or (who and _names_deciders(lst)) else 0.0
            out.append(TierAnswer(lst, tier, a, _statement(lst, tier, a, lang), score))
    out.sort(key=lambda x: x.score, reverse=True)
    return out


def resolve_tier(question: str, passages: Sequence[Passage]) -> TierAnswer | None:
    """The tier the question's number falls into, from the best-fitting tier list in the passages.

    With no number in the question, the best list comes back with `tier` None and a compact statement
    of every tier. None when no list's words fit the question, or its numbers are on another scale
    (a question about years is not answered from a list of leave days).
    """
    answers = tier_answers(question, passages)
    return answers[0] if answers else None


_HEAD_UNIT = re.compile(r"[（(][^（）()]*[）)]")


def narrowed_to_asked_columns(question: str, answer: TierAnswer) -> TierAnswer:
    """A tier row read off a table gives every column of its row (一类城市住宿：1000，…，三类城市餐补：100); when the
    question names some of those columns by their own words (餐补) and not the others, only those answer it. Unchanged
    when it names all, none, or the tier is not a table's row."""
    tier, lst = answer.tier, answer.tiers
    if tier is None or lst.progressive or answer.asked is None:
        return answer
    heads, cells = lst.subject.split(" | "), tier.text.split(" | ")
    if len(heads) != len(cells) or len(heads) < 3 or tier.label not in cells:
        return answer
    label_at = cells.index(tier.label)
    asked = _question_pairs(question, answer.asked)
    named = [i for i, h in enumerate(heads) if i != label_at and cells[i] and _pairs_of(_HEAD_UNIT.sub("", h)) & asked]
    others = [i for i, h in enumerate(heads) if i != label_at and cells[i] and i not in named]
    if not named or not others:
        return answer
    value = "，".join(f"{heads[i]}：{cells[i]}" for i in named)
    narrowed = Tier(tier.label, tier.conditions, value, tier.text)
    return TierAnswer(lst, narrowed, answer.asked, _statement(lst, narrowed, answer.asked, language_of(question)),
                      answer.score)  # fmt: skip


def _pairs_of(text: str) -> set[str]:
    return {text[i : i + 2] for i in range(len(text) - 1) if _cjk(text[i : i + 2])}


def _question_pairs(question: str, asked: Quantity | Range) -> set[str]:
    """The question's character pairs, less those of the number that chose the tier and of how it asks (多少)."""
    text = to_halfwidth(question)
    if asked.start >= 0:
        text = text[: asked.start] + " " + text[asked.end :]
    return {p for p in _pairs_of(text) if not set(p) <= _FUNCTION_CHARS}
