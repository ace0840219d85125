"""How far the asker's own number is from the threshold of a level they name: "本月考核87分，还差几分能评S级" on
"S：95分及以上" → 95 − 87 = 8分.

The rule states the level's threshold (a grade's lowest score, a class's lowest sales, a yearly minimum of credits);
the employee gives where they stand and asks the gap. The threshold is read from the line naming the level (its name,
or its letter before a colon) with a number in the unit the question's number has and a bound at or above it
(及以上, 以上, 不低于, ≥, 达到). No answer when the asker already reaches it, or the line is not found.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from knowdesk.reasoning.base import Passage
from knowdesk.reasoning.quantities import format_number
from knowdesk.text.numbers import arabic_numerals

# "还差几分能评S级", "离A级还差几分", "离拿满意度专项奖还差几个百分点", "还差多少学分"
_GAP = re.compile(r"还差(?:几|多少)|差(?:几|多少)(?:分|个百分点|学分)")
_LEVEL_BEFORE = re.compile(r"离(?:拿|评|到|达到)?(?P<level>[A-Za-z\u4e00-\u9fff+]{1,10}?)还差")
_LEVEL_AFTER = re.compile(
    r"还差[^，,。？?]{0,6}?(?:才)?(?:能|可以)?(?:评|拿|到|达到|评上|升)(?P<level>[A-Za-z\u4e00-\u9fff+]{1,10})"
)
_UNITS = ("个百分点", "学分", "分", "%", "万")
# the question's own number: "考核87分", "满意度93%", "已经修了26学分"
_MINE = re.compile(r"(?<![\d.])(?P<n>\d+(?:\.\d+)?)\s?(?P<u>学分|分|%|万)")
_AT_LEAST = r"(?:及以上|以上|或以上|及其以上)"
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
            rf"(?<![\d.])(?P<n>\d+(?:\.\d+)?)\s?{u}\s?(?:[（(]含[)）])?\s?[～~\-—–至到]\s?\d+(?:\.\d+)?\s?{u}", rest
        )
    ]
    if len(bars) > 1 and not _OTHER_LEVEL.search(rest):
        return min(bars)  # "97%及以上的，奖励300元；95%及以上不满97%的，奖励150元": the award begins at the lowest
    m = (
        re.search(rf"(?:≥|>=|不低于|达到|满)?\s?(?P<n>\d+(?:\.\d+)?)\s?{u}\s?{_AT_LEAST}", rest)
        or re.search(rf"(?:≥|>=|不低于|达到)\s?(?P<n>\d+(?:\.\d+)?)\s?{u}", rest)
        # a band "85～94分": its lower end reaches it
        or re.search(rf"^[\s：:|]*(?P<n>\d+(?:\.\d+)?)\s?(?:{u})?\s?[～~\-—–至到]\s?\d+(?:\.\d+)?\s?{u}", rest)
    )
    return float(m.group("n")) if m else None


def threshold_gap(question: str, passages: Sequence[Passage]) -> ThresholdGap | None:
    """The gap from the question's number to the threshold of the level it names, with the line stating it."""
    q = arabic_numerals(question)
    if not _GAP.search(q):
        return None
    level = _LEVEL_BEFORE.search(q) or _LEVEL_AFTER.search(q)
    mine = list(_MINE.finditer(q))
    if level is None or len(mine) != 1:
        return None
    value, unit = float(mine[0].group("n")), mine[0].group("u")
    for p in passages:
        for line in re.split(r"[\n。]", arabic_numerals(p["body"])):
            for name in _level_names(level.group("level")):
                bar = _threshold(line, name, unit)
                if bar is None:
                    continue
                if bar <= value:
                    return None  # already reached: no gap to state
                gap = bar - value
                shown = "个百分点" if unit == "%" else unit
                working = f"{format_number(bar)} − {format_number(value)} = {format_number(gap)}{shown}"
                said = line.strip().lstrip("■•·-* 　")
                statement = f"还差{format_number(gap)}{shown}（{said}；{working}）"
                return ThresholdGap(gap, shown, statement, p, said)
    return None


__all__ = ["ThresholdGap", "threshold_gap"]
