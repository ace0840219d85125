"""How far the asker's own number is from the threshold of a level they name: "本月考核87分，还差几分能评S级" on
"S：95分及以上" → 95 − 87 = 8分.

The rule states the level's threshold (a grade's lowest score, a class's lowest sales, a yearly minimum of credits);
the employee gives where they stand and asks the gap. The threshold is read from the line naming the level (its name,
or its letter before a colon or in a table's cell) with a number in the unit the question's number has and a bound at
or above it (及以上, 以上, 不低于, ≥, 达到); a table row may give the band in a cell before the level's ("| 90分（含）至95分
| A |"). A question naming no level ("我是生产岗位，已经修了26学分，还差多少学分") asks the minimum of the one line
whose label names the asker's group ("生产、质量岗位：每年不少于40学分"). No answer when the asker already reaches it,
or the line is not found.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from knowdesk.reasoning.base import Passage
from knowdesk.reasoning.quantities import format_number
from knowdesk.text.numbers import arabic_numerals
from knowdesk.text.pipe_tables import PipeTable, cells_of, parse_pipe_tables

# "还差几分能评S级", "离A级还差几分", "离拿满意度专项奖还差几个百分点", "还差多少学分"
_GAP = re.compile(r"还差(?:几|多少)|差(?:几|多少)(?:分|个百分点|学分)")
_LEVEL_BEFORE = re.compile(r"离(?:拿|评|到|达到)?(?P<level>[A-Za-z\u4e00-\u9fff+]{1,10}?)还差")
_LEVEL_AFTER = re.compile(
    r"还差[^，,。？?]{0,6}?(?:才)?(?:能|可以)?(?:评|拿|到|达到|评上|升)(?P<level>[A-Za-z\u4e00-\u9fff+]{1,10})"
)
_UNITS = ("个百分点", "学分", "分", "%", "万")
# the question's own number: "考核87分", "满意度93%", "已经修了26学分"
_MINE = re.compile(r"(?<![\d.])(?P<n>\d+(?:\.\d+)?)\s?(?P<u>学分|分|%|万)")
# "80万元（含）以上": the amount's 元 and an 含 may stand between the number's unit and its bound
_AT_LEAST = r"(?:元)?\s?(?:[（(]含[)）])?\s?(?:及以上|以上|或以上|及其以上)"
_BAND_TO = r"(?:元)?\s?(?:[（(]含[)）])?\s?[～~\-—–至到]"
# a yearly or monthly minimum ("每年不少于40学分", "至少修满36学分"): the bar of a group's own line
_MINIMUM = r"(?:不少于|不低于|至少|最少|≥|>=|满)"
# a line listing several levels' own bars: another level's letter or name before its colon (B级, 良好：)
_OTHER_LEVEL = re.compile(r"[A-Z]\s?[级等类：:]|[A-Za-z\u4e00-\u9fff]{1,4}\s?[：:]")


@dataclass(frozen=True)
class ThresholdGap:
    gap: float
    unit: str
    statement: str
    passage: Passage
    line: str


def _level_names(level: str) -> list[str]:
    """How a rule may write the level: 拿满意度专项奖 as 满意度专项奖, S级 as S, A类店 as A类."""
    level = re.sub(r"^(?:拿|评|到|达到)", "", level)
    out = [level]
    bare = re.sub(r"(?:级|等|档|店)$", "", level)
    if bare and bare != level:
        out.append(bare)
    return out


def _threshold(line: str, name: str, unit: str) -> float | None:
    """The number at or above which the line says the level is reached, in the question's unit."""
    at = line.find(name)
    if at < 0:
        return None
    # a letter is a level only opening the line or before a colon
    opens = re.search(rf"(?:^|[\s　■•·\-|])({re.escape(name)})\s*(?:级|等)?\s*[：:|]", line)
    if re.fullmatch(r"[A-Za-z+]{1,2}", name) and not opens:
        return None
    at = opens.start(1) if opens else at
    rest = line[at + len(name) :]
    u = "%" if unit in ("%", "个百分点") else re.escape(unit)
    bars = [float(x.group("n")) for x in re.finditer(rf"(?<![\d.])(?P<n>\d+(?:\.\d+)?)\s?{u}\s?{_AT_LEAST}", rest)]
    bars += [
        float(x.group("n"))
        for x in re.finditer(  # "95%（含）至97%的": a band's lower end
            rf"(?<![\d.])(?P<n>\d+(?:\.\d+)?)\s?{u}\s?{_BAND_TO}\s?\d+(?:\.\d+)?\s?{u}", rest
        )
    ]
    if not bars and opens and line.lstrip().startswith("|"):  # "| 90分（含）至95分 | A | 1.2 |": the band's cell first
        cells = _cell_bars(line[:at], u)
        if len(cells) == 1:
            return cells[0]
    if len(bars) > 1 and not _OTHER_LEVEL.search(rest):
        return min(bars)  # "97%及以上的，奖励300元；95%及以上不满97%的，奖励150元": the award begins at the lowest
    m = (
        re.search(rf"(?:≥|>=|不低于|达到|满)?\s?(?P<n>\d+(?:\.\d+)?)\s?{u}\s?{_AT_LEAST}", rest)
        or re.search(rf"(?:≥|>=|不低于|达到)\s?(?P<n>\d+(?:\.\d+)?)\s?{u}", rest)
        # a band "85～94分": its lower end reaches it
        or re.search(rf"^[\s：:|]*(?P<n>\d+(?:\.\d+)?)\s?(?:{u})?\s?[～~\-—–至到]\s?\d+(?:\.\d+)?\s?{u}", rest)
    )
    return float(m.group("n")) if m else None


def _cell_bars(cells: str, unit: str) -> list[float]:
    """The lower end of the band a table row's cells give before the level's cell: "90分（含）至95分" → 90, "80万元（含）
    以上" → 80; none when no cell is such a band."""
    found = []
    for cell in cells.split("|"):
        m = re.fullmatch(
            rf"\s*(?:≥|>=|不低于|达到)?\s?(?P<n>\d+(?:\.\d+)?)\s?{unit}\s?(?:{_AT_LEAST}|{_BAND_TO}\s?\d+(?:\.\d+)?\s?{unit}(?:元)?)\s*",
            cell,
        )
        if m is not None:
            found.append(float(m.group("n")))
    return found


# a list item's label before its colon: "- 生产、质量岗位：每年不少于40学分"
_LABEL = re.compile(r"^[\s　■•·\-*]*(?P<label>[^：:，,。；;\d]{2,16})[：:]")


def _names_a_group(question: str, words: list[str]) -> bool:
    """Whether the question names one of a label's groups: "生产、质量岗位" are 生产岗位 and 质量岗位 (the last word's
    head noun is shared), named as such, as 生产岗, or as 生产 standing alone ("我是生产的"); 质量部 is another group
    (a department), not 质量岗位."""
    last = words[-1]
    head = last[min(len(w) for w in words) :] if len(words) > 1 and len(last) > min(len(w) for w in words) else ""
    for word in words:
        stem = word[: -len(head)] if head and word.endswith(head) and len(word) > len(head) else word
        if len(stem) < 2:
            continue
        if stem + head in question:  # the group's whole name (生产岗位), its head noun shared or its own
            return True
        for m in re.finditer(re.escape(stem), question):
            after = question[m.end() : m.end() + 1]
            if not after or not ("\u4e00" <= after <= "\u9fff") or after == "的" or (head and after == head[0]):
                return True
    return False


def _group_minimum(
    question: str, passages: Sequence[Passage], value: float, unit: str
) -> tuple[float, Passage, str] | None:
    """The minimum of the one line whose label names the asker's group (a two-character word of the question), when
    the question names no level: "我是生产岗位…还差多少学分" on "生产、质量岗位：每年不少于40学分"."""
    if unit in ("%", "分"):
        return None  # a score or a rate is measured against a level, which the question must name
    found: list[tuple[float, Passage, str]] = []
    for p in passages:
        for line in re.split(r"[\n。]", arabic_numerals(p["body"])):
            label = _LABEL.match(line)
            bar = re.search(rf"{_MINIMUM}\s?(?P<n>\d+(?:\.\d+)?)\s?{re.escape(unit)}", line)
            if label is None or bar is None:
                continue
            words = [w for w in re.split(r"[、和及与/（）()]", label.group("label").strip()) if w]
            if _names_a_group(question, words):
                found.append((float(bar.group("n")), p, line))
    if len({(bar, line) for bar, _, line in found}) != 1:
        return None
    return found[0]


def threshold_gap(question: str, passages: Sequence[Passage]) -> ThresholdGap | None:
    """The gap from the question's number to the threshold of the level it names, with the line stating it."""
    q = arabic_numerals(question)
    if not _GAP.search(q):
        return None
    level = _LEVEL_BEFORE.search(q) or _LEVEL_AFTER.search(q)
    mine = list(_MINE.finditer(q))
    if len(mine) != 1:
        return None
    value, unit = float(mine[0].group("n")), mine[0].group("u")
    if level is None:
        group = _group_minimum(q, passages, value, unit)
        return None if group is None else _gap(group[0], value, unit, group[2], group[1])
    for p in passages:
        body = arabic_numerals(p["body"])
        for line in re.split(r"[\n。]", body):
            for name in _level_names(level.group("level")):
                bar = _threshold(line, name, unit)
                if bar is None:
                    continue
                return _gap(bar, value, unit, _row_said(line, parse_pipe_tables(body)), p)
    return None


def _row_said(line: str, tables: list[PipeTable]) -> str:
    """A table row as its header names its cells ("综合得分：90分（含）至95分，绩效等级：A"); other lines as written."""
    row = line.strip()
    if not row.startswith("|"):
        return line
    cells = cells_of(row)
    header = next((t.header for t in tables if cells in t.rows), ())
    if len(cells) != len(header):
        return line
    return "，".join(f"{h}：{c}" for h, c in zip(header, cells, strict=True))


def _gap(bar: float, value: float, unit: str, line: str, p: Passage) -> ThresholdGap | None:
    """The gap stated with its working and the line it was read from; None when the asker already reaches the bar."""
    if bar <= value:
        return None  # already reached: no gap to state
    gap = bar - value
    shown = "个百分点" if unit == "%" else unit
    working = f"{format_number(bar)} − {format_number(value)} = {format_number(gap)}{shown}"
    said = line.strip().lstrip("■•·-* 　")
    statement = f"还差{format_number(gap)}{shown}（{said}；{working}）"
    return ThresholdGap(gap, shown, statement, p, said)


__all__ = ["ThresholdGap", "threshold_gap"]
