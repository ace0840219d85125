"""A later notice that changes one number of an earlier rule's table ("表1中，初级的工作日夜班值班费由每次100元调整为
每次150元"): the value looked up in the earlier table no longer stands, the notice's new number does.

Organisations amend a figure by a short notice far more often than they reissue the whole rule, so the rule's
table keeps the old number. A change is taken only when it is unmistakably about the looked-up cell: the notice is
another, later document; its sentence names the table's row (one of the row label's items) and, in the stretch just
before "由…调整为…", the column; and the old number is the cell's."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from datetime import date

from knowdesk.reasoning.base import Passage
from knowdesk.reasoning.evidence import bigrams
from knowdesk.text.language import language_of
from knowdesk.text.tokenize import words

# 由每次100元调整为每次150元 / 由每小时3元调整为每小时4元 / 由100元提高到150元 / 由原来的100元上调为120元
_CHANGE = re.compile(
    r"由(?:原来的|原)?(?:每[\u4e00-\u9fff]{1,4}?){0,2}\s*(?P<old>\d+(?:\.\d+)?)\s*(?P<unit>[^\d\s，。；、]{0,5}?)\s*"
    r"(?:调整|提高|上调|下调|降低|降|提|增加|修改|改|变更)(?:为|到|至)\s*(?:每[\u4e00-\u9fff]{1,4}?){0,2}\s*"
    r"(?P<new>\d+(?:\.\d+)?)\s*(?P<new_unit>元|天|日|小时|%|个工作日)?"
)
# "is raised from RMB 900 to RMB 1,000 per night", "was reduced from 30 to 25 USD": the same change in English
_CURRENCY = r"(?:RMB|CNY|USD|EUR|GBP|HKD|yuan|¥|\$)"
_CHANGE_EN = re.compile(
    rf"\b(?:raised|increased|reduced|lowered|cut|changed|adjusted|revised|set)\s+from\s+(?:{_CURRENCY}\s*)?"
    rf"(?P<old>\d+(?:\.\d+)?)\s*(?P<unit>{_CURRENCY}|%)?(?:\s+(?:per|a)\s+[a-z]+)?\s+to\s+(?:{_CURRENCY}\s*)?"
    rf"(?P<new>\d+(?:\.\d+)?)\s*"
    rf"(?P<new_unit>{_CURRENCY}|%)?",
    re.I,
)
_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")
_SENTENCE = re.compile(r"[^。；;\n]+")
_ITEM = re.compile(r"[、，,/（）()\s]+")
_PAREN = re.compile(r"[（(][^）)]*[）)]")


@dataclass(frozen=True)
class Amendment:
    """The new number for a looked-up value, and the notice sentence that sets it."""

    old: str
    new: str
    passage: Passage
    sentence: str
    unit: str = ""  # what the number counts ("元"): the statement's number in that unit is the one changed


def _number(text: str) -> float | None:
    m = re.search(r"\d+(?:\.\d+)?", text.replace(",", ""))
    return float(m.group()) if m else None


def _items(label: str) -> list[str]:
    """A row label's names one by one ("住院医师、护士（初级）" → 住院医师, 护士, 初级), two characters or more."""
    return [item for item in _ITEM.split(label) if len(item) >= 2]


def _names_column(name: str, before: str, sentence_before: str) -> bool:
    """The change is the column's: its name in the stretch just before "由…调整为…"; a column under a group header
    ("全职员工 班次补贴", `pipe_tables.two_row_header`) is named by its own part there and by the group's anywhere
    earlier in the sentence (or by the group's head noun right after its own part, `_headed`) ("表1中夜班的班次补贴，全职员工由每班30元调整为…，小时工由每小时3元调整为…"), even written
    around the sub-column's ("小时工平日时薪由24元…" for "平日 小时工时薪"); a group that only says "rates" (补助标准)
    need not be named."""
    own, *group = _period(name).split()
    before, sentence_before = _period(before), _period(sentence_before)
    group = [part for part in group if not _GENERIC_GROUP.match(part)]
    return own in before and all(
        part in sentence_before or _spread(part, sentence_before) or _headed(own, part, sentence_before)
        for part in group
    )


def _headed(own: str, group: str, text: str) -> bool:
    """The group named by its head noun, the segmenter's last word, after the sub-column's own name: "机上岗位的夜班津贴
    由每班60元…" names 夜班 › 中夜班津贴 (夜班 + 津贴), 晚班补助费 names 晚班 › 早晚班补助费 (晚班 + 补助费, not 助费)."""
    parts = words(group)
    return len(parts) > 1 and len(parts[-1]) > 1 and f"{own}{parts[-1]}" in text


# a group header that only says its sub-columns are rates ("补助标准", "标准", "金额"): a notice naming the sub-column
# ("一般地区的伙食补助费由每人每天100元调整为…") names the cell without it
_GENERIC_GROUP = re.compile(r"^(?:补助|补贴|津贴|费用|发放|支付)?(?:标准|金额|数额|额度)$")


# words of an English header that say what its number is per or in, not what it is ("Lodging cap per night")
_EN_FRAME = frozenset(["per", "an", "the", "of", "in", "for", "night", "day", "month", "year", "week", "rmb",
                       "cny", "usd", "eur", "gbp", "hkd"])  # fmt: skip


def _names_column_en(name: str, before: str) -> bool:
    """An English header named in the words before "raised from…": each of its own words there ("the lodging cap for
    business trips…" names "Lodging cap per night")."""
    own = [w for w in re.findall(r"[a-z]+", name.lower()) if w not in _EN_FRAME]
    said = set(re.findall(r"[a-z]+", before.lower()))
    return name.isascii() and bool(own) and all(w in said for w in own)


def _names_per_column(name: str, before: str, change: str) -> bool:
    """A column named "每次扣分" changed by "…扣分由每次5分调整为每次10分": its 每次 is in the change itself, the rest
    of its name just before it."""
    m = re.match(r"(每[\u4e00-\u9fff])(.{2,})$", name)
    return m is not None and m.group(1) in change and m.group(2) in before


# a period written as 每月 / 月度 / 月 names the same thing: the column 每月上限 is the notice's 月度上限
_PERIODS = re.compile(r"每个?(?=[月年周日天])|(?<=[月年])度")


def _period(text: str) -> str:
    return _PERIODS.sub("", text)


def _spread(part: str, text: str) -> bool:
    """The group's name written around the sub-column's: "小时工平日时薪" names 小时工时薪 › 平日 (its characters in
    order, a few characters apart at most)."""
    return len(part) >= 2 and re.search(".{0,4}?".join(map(re.escape, part)), text) is not None


def _date(p: Passage) -> str:
    return p.get("effective") or p.get("updated") or ""


# a day as notices write it: 2026年1月1日, 2026-01-01, 2026.1.1, 2026/1/1, 1 January 2026, January 1, 2026
_MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december"]  # fmt: skip
_MONTH = "|".join(m[:3] + "(?:" + m[3:] + ")?" for m in _MONTHS)
_DAY_NAMED = (
    r"(?:(?P<y>\d{4})\s*年\s*(?P<m>\d{1,2})\s*月\s*(?P<d>\d{1,2})\s*[日号]"
    r"|(?P<y2>\d{4})[-./](?P<m2>\d{1,2})[-./](?P<d2>\d{1,2})(?!\d)"
    rf"|(?P<d3>\d{{1,2}})\s+(?P<m3>{_MONTH})\.?,?\s+(?P<y3>\d{{4}})"
    rf"|(?P<m4>{_MONTH})\.?\s+(?P<d4>\d{{1,2}}),?\s+(?P<y4>\d{{4}}))"
)
_DAY_RE = re.compile(_DAY_NAMED, re.I)
_DAY = re.sub(r"\?P<\w+>", "", _DAY_NAMED)  # unnamed: the patterns below hold it more than once
# "自2026年1月1日起执行", "于2027年1月1日起施行", "2027年1月1日起执行", "effective 1 January 2027": the day a change
# takes effect, when its sentence names one (not "自印发之日起"); a day alone before 起 needs 自/于/从 before it
_TAKES_EFFECT = re.compile(
    rf"(?:(?:自|于|从)\s*{_DAY}\s*(?:起|开始|执行|施行|生效|实施)|{_DAY}\s*(?:起|开始)?\s*(?:执行|施行|生效|实施))"
    rf"|(?:effective|in\s+effect|takes?\s+effect|apply|applies)\s+(?:(?:from|on|as\s+of)\s+)?{_DAY}",
    re.I,
)
# a notice's own day of effect, said once for all its changes: "自下月起（2026年6月1日起），以下两项调整", "本通知自…起执行"
_NOTICE_EFFECT = re.compile(rf"{_TAKES_EFFECT.pattern}|[（(]\s*{_DAY}\s*起", re.I)


def _day_of(m: re.Match[str]) -> tuple[int, int, int] | None:
    """The (year, month, day) the day in a match names, or None when it is no day (2026年13月)."""
    named = _DAY_RE.search(m.group())
    if named is None:
        return None
    found = {k.rstrip("0123456789"): v for k, v in named.groupdict().items() if v}
    year, month, day = found.get("y"), found.get("m"), found.get("d")
    if year is None or month is None or day is None:
        return None
    number = int(month) if month.isdigit() else next(i for i, n in enumerate(_MONTHS, 1) if n[:3] == month[:3].lower())
    try:
        return date(int(year), number, int(day)).timetuple()[:3]
    except ValueError:
        return None


# the day, month or year a question is about: "2025年12月出差", "6月去", "3月10号", "2024年的时候"; not "6个月"
_ASKED_DATE = re.compile(
    r"(?:(?P<y>\d{4})\s*年\s*)?(?:(?<![\d个])(?P<m>\d{1,2})\s*月份?(?:\s*(?P<d>\d{1,2})\s*[日号])?)?"
)


# a date the question gives for something else than the day it asks about ("2025年3月入职"), and words saying it asks
# about today whatever else it dates ("现在", "目前")
_EVENT_AFTER = re.compile(
    r"\s*(?:的时候|那会儿?)?\s*(?:入职|出生|毕业|结婚|参加工作|进(?:公司|单位)|来(?:公司|单位)|到岗|转正|离职)"
)
_NOW = re.compile(r"现在|目前|当前|如今|眼下")
_RELATIVE_YEAR = {"前年": -2, "去年": -1, "今年": 0, "明年": 1}


def asked_date(question: str, today: date) -> tuple[int, int, int] | None:
    """The earliest day the question can be about, as (year, month, day): its own date, a month of this year (or of
    去年/明年 before it) when it names no year, the first day of a year it names alone; None when it names no date, asks
    about now (现在, 目前), or dates only an event of the asker's (2025年3月入职)."""
    if _NOW.search(question):
        return None
    for m in _ASKED_DATE.finditer(question):
        if not (m.group("y") or m.group("m")) or _EVENT_AFTER.match(question, m.end()):
            continue
        shift = next((v for w, v in _RELATIVE_YEAR.items() if question[: m.start()].endswith(w)), 0)
        year = int(m.group("y")) if m.group("y") else today.year + shift
        month = int(m.group("m")) if m.group("m") else 1
        if not 1 <= month <= 12:
            continue
        return year, month, int(m.group("d")) if m.group("d") else 1
    return None


def in_force(sentence: str, question: str, today: date | None = None, notice: str = "") -> bool:
    """A change whose sentence says when it takes effect holds for the question: on the day the question is about
    ("2025年12月出差" is before "自2026年1月1日起"), else today. A sentence naming no day takes the one its `notice`
    (the fragment's text) states for all its changes ("自下月起（2026年6月1日起），以下两项调整：1. …由40元调整为50元"); a
    change with no day anywhere always holds."""
    effective = effective_day(sentence, notice)
    if effective is None:
        return True
    today = today or date.today()
    return (asked_date(question, today) or (today.year, today.month, today.day)) >= effective


def effective_day(sentence: str, notice: str = "") -> tuple[int, int, int] | None:
    """The day a change takes effect: its sentence's "自…起", else the one day its notice states for all its changes."""
    m = _TAKES_EFFECT.search(sentence)
    if m is not None:
        return _day_of(m)
    if not notice:
        return None
    # a day stated in a sentence of its own: one inside another change's sentence is that change's
    stated = {_day_of(d) for s in _SENTENCE.finditer(notice) if not _changes_in(s.group())
              for d in _NOTICE_EFFECT.finditer(s.group())}  # fmt: skip
    return stated.pop() if len(stated) == 1 else None  # several days: none is the notice's


def _changes_in(sentence: str) -> bool:
    return (_CHANGE_EN if language_of(sentence) == "en" else _CHANGE).search(sentence) is not None


def _later_changes(
    document: str, passages: list[Passage], dated: bool, question: str = "", today: date | None = None
) -> Iterator[tuple[Passage, str, str, re.Match[str]]]:
    """Each "由…调整为…" of a notice among `passages` other than `document`: its passage, its sentence, the words
    since the sentence's previous change (or its start), and the match; a change not yet in force on the day
    `question` is about (`in_force`) is left out. When `dated`, a change is left out that the document may already
    hold: one stating no day of effect in a notice dated no later than the document, or one taking effect no later
    than the day the document itself says it takes effect from. A change stating its day is not measured against
    the document's file date, which is often only when it was last saved or copied."""
    own = [_date(p) for p in passages if p["document"] == document and _date(p)] if dated else []
    since = max(own) if own else ""
    stated = [p.get("effective_from") or "" for p in passages if p["document"] == document] if dated else []
    in_effect_from = max(stated, default="")
    for p in passages:
        if p["document"] == document:
            continue
        older = bool(since and _date(p) and _date(p) <= since)
        for s in _SENTENCE.finditer(p["body"]):
            sentence, start = _THOUSANDS.sub("", s.group()), 0  # "RMB 1,000": one number
            if not in_force(sentence, question, today, p["body"]):
                continue
            day = effective_day(sentence, p["body"])
            if (older and day is None) or (
                day is not None and in_effect_from and date(*day).isoformat() <= in_effect_from
            ):
                continue
            for m in (_CHANGE_EN if language_of(sentence) == "en" else _CHANGE).finditer(sentence):
                yield p, sentence, sentence[start : m.start()], m
                start = m.end()


def change_query(values: Sequence[str], columns: Sequence[str], row_label: str) -> str:
    """Words a later notice changing these cells of one row is written in ("A级门店的餐补由每个出勤日25元调整为30元"):
    the row's and the columns' names, each old number and the verbs `_CHANGE` reads a change by (`_CHANGE_WORDS`:
    a notice writes 由每人25元上调为, so "由25调整为" is seldom in it as written). A notice names the row's class (A级), seldom
    the member the question asked for (苏州园区店), so the evidence found for the question often lacks it."""
    names = [_PAREN.sub("", c).strip() or c.strip() for c in columns]
    olds = [f"{n:g}" for n in map(_number, values) if n is not None]
    return " ".join([*_items(row_label), *names, *olds, *(_CHANGE_WORDS if olds else [])])


def prose_change_query(statement: str) -> str:
    """Words a later notice changing a number `statement` states is written in: the statement and each of its
    numbers and the change verbs (`_CHANGE_WORDS`: "入住宿舍须交纳押金每人300元" → "… 300 由 调整为 上调为 …"), for a
    second look when a typo or other wording in the question (宿舍压金) left the notice out of the evidence."""
    numbers = dict.fromkeys(re.findall(r"(?<![\d.])\d+(?:\.\d+)?(?![\d.])", _THOUSANDS.sub("", statement)))
    return " ".join([statement, *numbers, *(_CHANGE_WORDS if numbers else [])])


# the words a change is written in (`_CHANGE`'s verbs): a second look holds them beside the old number
_CHANGE_WORDS = ["由", "调整为", "上调为", "下调为", "提高到", "降低为", "调整至"]


MAX_CHAINED = 3  # notices applied one after another to one cell (100 → 150, later 150 → 200): a bound on the walk

# when a change counts from, to order changes: (1, its stated day) when its sentence or notice states one, else
# (0, the notice's file date); a change whose start cannot be read never outranks one whose start can
Rank = tuple[int, str]
# one step of a chain: the latest change of a number, later than the change given (its rank and sentence), or None
Step = Callable[[str, "tuple[Rank, str] | None"], "tuple[Rank, Amendment] | None"]


def _walk(value: str, step: Step) -> Amendment | None:
    """The last of the changes applied one after another to `value` (100 → 150, then 150 → 200): each step takes the
    number the previous one set and must rank later and be another sentence (a staged change, "由100调整为150，自2025年
    1月1日起执行；由150调整为200，自2026年1月1日起执行", is two steps of one notice). The amendment is of `value`
    (what the statement or cell says), with the last step's number, sentence and notice."""
    found: Amendment | None = None
    current, last = value, None
    for _ in range(MAX_CHAINED):
        taken = step(current, last)
        if taken is None:
            break
        rank, change = taken
        found = change if found is None else replace(change, old=found.old, unit=found.unit)
        current, last = change.new, (rank, change.sentence)
    return found


def _later(rank: Rank, sentence: str, last: tuple[Rank, str] | None) -> bool:
    return last is None or (sentence.strip() != last[1] and rank > last[0])


def amendment_of(value: str, column: str, row_label: str, document: str, passages: list[Passage],
                 question: str = "", today: date | None = None) -> Amendment | None:  # fmt: skip
    """The later notice among `passages` that changes `value` (the cell of `column` in the row `row_label` of a
    table of `document`) and is in force on the day `question` is about, or None. Of several notices changing the
    same number the latest stands; a notice changing the number an earlier notice set follows it (100 → 150 → 200),
    and the last one's number and sentence are the amendment's (`_walk`)."""
    name = _PAREN.sub("", column).strip() or column.strip()
    items = _items(row_label)
    if len(name) < 2 or not items:
        return None
    found = _walk(value, lambda current, last: _latest_change(current, name, items, document, passages, question,
                                                              today, last))  # fmt: skip
    return None if found is None else replace(found, old=value.strip())


def _latest_change(value: str, name: str, items: list[str], document: str, passages: list[Passage], question: str,
                   today: date | None, last: tuple[Rank, str] | None) -> tuple[Rank, Amendment] | None:  # fmt: skip
    """The latest notice's change of `value` in the column `name` of the row named by `items`; only changes later
    than `last` (the change whose number `value` is) when given."""
    old = _number(value)
    if old is None:
        return None
    changes = []
    for p, sentence, before, m in _later_changes(document, passages, True, question, today):
        if float(m.group("old")) != old or not (
            _names_column(name, before, sentence[: m.start()])
            or _names_per_column(name, before, m.group(0))
            or _names_column_en(name, before)
        ):
            continue
        if not any(item in sentence[: m.start()] for item in items):
            continue
        rank = _rank(sentence, p)
        if not _later(rank, sentence, last):
            continue
        unit = m.group("new_unit") or m.group("unit") or ""
        new = m.group("new") + (unit if unit and not value.strip().replace(".", "").isdigit() else "")
        changes.append((rank, Amendment(old=value.strip(), new=new, passage=p, sentence=sentence.strip())))
    return max(changes, key=lambda c: c[0]) if changes else None


def _rank(sentence: str, p: Passage) -> Rank:
    """When a change counts from, to order changes (`Rank`)."""
    day = effective_day(sentence, p["body"])
    return (1, date(*day).isoformat()) if day is not None else (0, _date(p))


def replace_value(statement: str, old: str, new: str, unit: str = "") -> str:
    """`statement` with its `old` value (a whole number, not part of a longer one) read as `new`: the first one in
    `unit` when given ("满150人…每人150元" with a change of 150元 changes the amount, not the head count)."""
    if unit:
        m = re.search(rf"(?<![\d.]){re.escape(old)}(?=\s*{re.escape(unit)})", statement)
        if m is not None:
            return statement[: m.start()] + new + statement[m.end() :]
    return re.sub(rf"(?<![\d.]){re.escape(old)}(?![\d.])", new, statement, count=1)


# what a rate is per, in the words either side may use for it: a night is a 晚 or a night shift (夜班), a day 天 or 日
_SAME_MEASURE = {"晚": "晚夜", "夜": "晚夜", "天": "天日", "日": "天日"}


def _same_rate(per: str, statement: str) -> bool:
    """Whether `statement` states its number per what the notice's "每晚" is per: the same words, or its measure after
    a 每 in the statement's own words ("每上一个夜班补贴80元" is the rate per night of "由每晚80元调整为每晚100元")."""
    if per in statement:
        return True
    measure = per[-1]
    same = _SAME_MEASURE.get(measure, measure)
    return re.search(rf"每[^\d，,。；;]{{0,4}}?[{same}]", statement) is not None


SUBJECT_SHARE = 0.5  # of the character pairs of what a notice changes that the question and statement must hold
# where the changed figure is written, not what it is: "《差旅费管理办法》（…12号）第十四条规定的" of "…规定的伙食补助费标准"
_CITED = re.compile(
    r"《[^》]*》|[（(][^）)]*[）)]|第[\d一二三四五六七八九十百]+[章节条款项]|(?:所|中)?(?:规定|确定|明确)的"
)
_SUBJECT_CUT = re.compile(r"[，,：:、。；;]|^\s*[\d一二三四五六七八九十]+[.、．)]")


def prose_amendment(statement: str, about: str, document: str, passages: list[Passage], dated: bool = False,
                    question: str = "", today: date | None = None) -> Amendment | None:  # fmt: skip
    """The later notice among `passages` that changes a number `statement` (a sentence of `document`, not a table)
    states: its sentence says "…由150元上调为200元" of the old number in the same wording ("每人每季度 150元" and
    "由每人每季度 150元 上调为"), and most of what it changes (the words before 由) is named in `about` (the question
    and the statement: an FAQ answer "A：每人每季度150元" does not repeat 团建费, the question does). The dates are not
    compared unless `dated` (a table's cell, whose document's date is its own): a sentence saying the number went from
    the statement's to another is later by what it says, and a plain text page often carries no date but its file's.
    What is changed is the last piece of the words before 由 that says something, without where it is written: "《…》
    第十四条规定的伙食补助费标准，由每人每天100元调整为…" changes 伙食补助费标准, not the empty words after its comma. A change not yet in force on the day
    `question` is about is left out (`in_force`). Of several notices changing the statement's number, the latest
    stands."""
    return _walk(statement, lambda current, last: _latest_prose_change(statement, current, last, about, document,
                                                                        passages, dated, question, today))  # fmt: skip


def _latest_prose_change(statement: str, current: str, last: tuple[Rank, str] | None, about: str, document: str,
                         passages: list[Passage], dated: bool, question: str,
                         today: date | None) -> tuple[Rank, Amendment] | None:  # fmt: skip
    """The latest change of a number `statement` states (`current` is the statement itself), or, after the change
    `last`, of the number `current` that change set: "团建费由每人每季度150元上调为200元", then "由200元上调为260元"."""
    changes: list[tuple[Rank, Amendment]] = []
    for p, sentence, subject, m in _later_changes(document, passages, dated, question, today):
        old = m.group("old")
        if last is None:
            said = re.search(rf"(?<![\d.]){re.escape(old)}\s*{re.escape(m.group('unit') or '')}", statement)
        else:
            said = re.fullmatch(rf"{re.escape(old)}", current)
        pieces = [piece for piece in _SUBJECT_CUT.split(subject) if piece and piece.strip()]
        named = bigrams(_period(_CITED.sub("", pieces[-1]))) if pieces else set()
        if said is None or not named or len(named & bigrams(_period(about))) < SUBJECT_SHARE * len(named):
            continue  # "交通补贴" is not the notice's "通讯补贴", though both are 补贴
        per = re.search(r"每[\u4e00-\u9fff]{1,4}?(?=\s*\d)", m.group(0))  # "由每人每季度 150元": the same rate
        if per is not None and not _same_rate(per.group(0), statement):
            continue
        rank = _rank(sentence, p)
        if not _later(rank, sentence, last):
            continue
        unit = m.group("unit") or ""
        changes.append((rank, Amendment(old=old, new=m.group("new"), passage=p, sentence=sentence.strip(), unit=unit)))
    if not changes:
        return None
    first = changes[0][1].old  # the number the first change is of: a later notice of the same number outranks it
    return max((c for c in changes if c[1].old == first), key=lambda c: c[0])
