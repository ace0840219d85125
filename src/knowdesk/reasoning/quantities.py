"""Numbers, units and ranges in Chinese and English rule text, as typed values that can be compared.

Rules state conditions as ranges ("4天至10天", "满1年不满10年", "20000元及以上", "P5–P7") and
questions state facts as quantities ("请三天假", "工作了8年", "报销两万五", "我是P6"). Deciding which
rule applies is then `Range.contains(Quantity)`, the same for prose, table cells and questions.

Parsing runs on `to_halfwidth(text)`, a one-to-one character mapping, so every span found in it is
also a span of the original text: labels are cut from the original and keep its punctuation.
Following Chinese legal usage (民法典 第一千二百五十九条) bare 以上/以下/以内 include the number and
不满/超过 exclude it; a range records whether its inclusiveness was spelled out (`explicit`), so a
tier list where "4天至10天" and "10天以上" both hold 10 days can prefer the explicit one.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from functools import lru_cache

from knowdesk.text.numbers import CN_BIG, CN_CHARS, CN_DIGITS, CN_SMALL, chinese_number

# the measure words an item is counted in ("3件", "2条", "每箱", "1份"), one list for the counts of pieces
# (counted_items), the rates per item (applied) and the columns per item or counted in items (tables); 度 is left out,
# as much a degree of temperature as a unit of electricity
ITEM_MEASURES = "件条顶套双张本把副只个盒支瓶块箱袋单台份篇项笔趟户辆间处"

# written unit → (canonical unit, family, factor to the family's base unit); longest first when matched
_UNITS: dict[str, tuple[str, str, float]] = {
    "个工作日": ("工作日", "day", 1),
    "工作日": ("工作日", "day", 1),
    "个自然日": ("天", "day", 1),
    "自然日": ("天", "day", 1),
    "天": ("天", "day", 1),
    "日": ("天", "day", 1),
    "个星期": ("周", "day", 7),
    "星期": ("周", "day", 7),
    "周岁": ("岁", "age", 1),
    "岁": ("岁", "age", 1),
    "周": ("周", "day", 7),
    "个晚上": ("晚", "night", 1),
    "晚": ("晚", "night", 1),
    "夜": ("晚", "night", 1),
    # "上了20个夜班": shifts counted with 个 (a bare 班 is a name: 三班两运转, 两班倒)
    "个夜班": ("班", "shift", 1),
    "个中班": ("班", "shift", 1),
    "个白班": ("班", "shift", 1),
    "个早班": ("班", "shift", 1),
    "个晚班": ("班", "shift", 1),
    "个班": ("班", "shift", 1),
    "个月": ("个月", "year", 1 / 12),
    "月": ("个月", "year", 1 / 12),  # only after 个半 (三个半月); a bare 5月 is a date
    "年": ("年", "year", 1),
    "个小时": ("小时", "hour", 1),
    "小时": ("小时", "hour", 1),
    "分钟": ("分钟", "hour", 1 / 60),
    "秒钟": ("秒", "hour", 1 / 3600),  # "洗手不少于30秒"
    "秒": ("秒", "hour", 1 / 3600),
    # a class hour (45 minutes or so) a lecture fee or a training rule counts in ("讲了3个学时", "元/学时"): counted
    # on its own, never converted to clock hours
    "个学时": ("学时", "class_hour", 1),
    "学时": ("学时", "class_hour", 1),
    "个课时": ("课时", "class_hour", 1),
    "课时": ("课时", "class_hour", 1),
    "块钱": ("元", "money", 1),
    "块": ("元", "money", 1),
    "元": ("元", "money", 1),
    "美元": ("美元", "usd", 1),
    "%": ("%", "percent", 1),
    "倍": ("倍", "times", 1),
    "个人": ("人", "people", 1),  # "来了二十一个人": 个 counts the people (个人 alone, with no number, is no unit)
    "人": ("人", "people", 1),
    "位": ("人", "people", 1),
    "名": ("人", "people", 1),
    "次": ("次", "count", 1),
    "台": ("台", "piece", 1),
    "张": ("张", "piece", 1),
    "份": ("份", "piece", 1),
    "件": ("件", "piece", 1),
    "公里": ("公里", "distance", 1),  # a distance is no count: "跑600公里" is not a band of "2000元以下"
    "千米": ("公里", "distance", 1),
    "公斤": ("公斤", "weight", 1),
    "千克": ("公斤", "weight", 1),
    # points of a score or check ("90分及以上", "扣2分", "考了75分"; after Arabic digits only: 十分重要 is no score)
    # and temperatures: neither is a bare number that any range takes ("考了75分" is not "高于5℃")
    "分": ("分", "score", 1),
    "℃": ("℃", "temperature", 1),
    "°C": ("℃", "temperature", 1),
}
_EN_UNITS: dict[str, tuple[str, str, float]] = {
    "working day": ("工作日", "day", 1),
    "business day": ("工作日", "day", 1),
    "day": ("天", "day", 1),
    "night": ("晚", "night", 1),
    "week": ("周", "day", 7),
    "month": ("个月", "year", 1 / 12),
    "year": ("年", "year", 1),
    "hour": ("小时", "hour", 1),
    "minute": ("分钟", "hour", 1 / 60),
    "yuan": ("元", "money", 1),
    "rmb": ("元", "money", 1),
    "cny": ("元", "money", 1),
    "percent": ("%", "percent", 1),
    "people": ("人", "people", 1),
    "person": ("人", "people", 1),
    "time": ("次", "count", 1),
    "km": ("公里", "distance", 1),
    "kilometre": ("公里", "distance", 1),
    "kilometer": ("公里", "distance", 1),
    "kg": ("公斤", "weight", 1),
    # currencies an English policy states its amounts in ("220 USD", "8,000 dollars"): money, kept in their own unit
    "usd": ("USD", "money", 1),
    "dollar": ("USD", "money", 1),
    "eur": ("EUR", "money", 1),
    "euro": ("EUR", "money", 1),
    "gbp": ("GBP", "money", 1),
}
_UNIT_ALT = "|".join(re.escape(u) for u in sorted(_UNITS, key=len, reverse=True))
_EN_UNIT_ALT = "|".join(re.escape(u) for u in sorted(_EN_UNITS, key=len, reverse=True))

# a typed magnitude (5k, 1.5w) only before a money word or at its clause's end: 4K显示器, 10w字, 3k米, 500w像素 and
# 功率1000w以上 are a resolution, characters, metres, pixels and watts, not thousands of 元
_TYPED_MAG_END = r"(?=\s?(?:元|块|钱|rmb|[，,。；;？?！!、）)]|$))"

_NUMBER = re.compile(
    rf"(?P<num>\d+(?:,\d{{3}})+(?:\.\d+)?(?!\d)|\d+(?:\.\d+)?|[{CN_CHARS}]+|半)"
    rf"(?P<mag>\s?[万千亿]|(?:[kK]|(?-i:w)){_TYPED_MAG_END})?"  # 2万 / 1.5万元; typed shorthand 5k, 1.5w (`_TYPED_MAG_END`)
    r"(?P<approx>多|余)?"
    r"(?P<half>个半)?"
    rf"(?:\s?(?P<unit>元\s?/\s?每?(?:{_UNIT_ALT}|[\u4e00-\u9fff]{{1,3}}(?![\u4e00-\u9fff]))|(?:{_UNIT_ALT}))"
    r"(?P<half2>半(?![天年月小个]))?"
    rf"|[\s-](?P<en>(?:{_EN_UNIT_ALT})s?)\b)?",  # "3 nights", "a 3-day trip"
    re.IGNORECASE,
)
_LEVEL = re.compile(r"(?<![A-Za-z0-9])(?P<track>[A-Z])(?P<n>\d{1,2})(?![\d.]\d|\d|[A-Za-z])")
# spans that hold numbers but are not quantities: dates, clock times, versions, ordinals
_NOT_QUANTITY = re.compile(
    r"\d{4}\s?[-/.年]\s?\d{1,2}\s?[-/.月](?:\s?\d{1,2}\s?日?)?|\d{4}\s?年(?=\s?\d{1,2}\s?月)|"
    r"(?:\d{1,2}|[一二三四五六七八九十]+)\s?月\s?\d{1,2}\s?[日号]|月\s?\d{1,2}\s?[日号]|"
    r"(?:19|20)\d{2}\s?年(?!以|及|内)|\d{1,2}:\d{2}(?::\d{2})?|[Vv]\d+(?:\.\d+)*|第\s?[\d一二三四五六七八九十百千零〇两]+"
)
_DASH = "-–—－~～〜"
_PAIR_GAP = re.compile(rf"\s?(?:至|到|[{_DASH}]|—+)\s?|\s+(?:to|through)\s+", re.I)  # "2 to 5 years"
# a band that stops short of its high end: "1 year to less than 3 years", "3年至不满5年"
_PAIR_GAP_BELOW = re.compile(
    r"\s?(?:至|到)\s?(?:不满|未满|不足|少于)\s?|\s+(?:up\s+)?to\s+(?:less|fewer)\s+than\s+|\s+to\s+(?:under|below)\s+",
    re.I,
)
_PREFIXES: list[tuple[str, str, bool]] = [  # word before a number → (side, inclusive); longest first
    ("不得超过", "high", True), ("不能超过", "high", True), ("不可超过", "high", True), ("不应超过", "high", True),
    ("不得少于", "low", True), ("不得低于", "low", True),
    ("不超过", "high", True), ("不多于", "high", True), ("不高于", "high", True), ("不大于", "high", True),
    ("不少于", "low", True), ("不低于", "low", True), ("不小于", "low", True), ("不满", "high", False),
    ("未满", "high", False), ("不足", "high", False), ("已满", "low", True), ("年满", "low", True),
    ("达到", "low", True), ("超过", "low", False), ("多于", "low", False), ("高于", "low", False),
    ("大于", "low", False), ("少于", "high", False), ("低于", "high", False), ("小于", "high", False),
    ("至少", "low", True), ("最少", "low", True), ("最低", "low", True), ("最多", "high", True),
    ("至多", "high", True), ("最高", "high", True), ("最长", "high", True), ("满", "low", True),
    ("前", "high", True), (">=", "low", True), ("≥", "low", True), ("<=", "high", True), ("≤", "high", True),
    (">", "low", False), ("<", "high", False),
    # English: "less than 2 years", "more than 10 working days", "up to 3 days", "at least 14", "claims above 5,000"
    ("not more than", "high", True), ("no more than", "high", True), ("not less than", "low", True),
    ("no less than", "low", True), ("fewer than", "high", False), ("less than", "high", False),
    ("more than", "low", False), ("greater than", "low", False), ("longer than", "low", False),
    ("shorter than", "high", False), ("at least", "low", True), ("at most", "high", True), ("up to", "high", True),
    ("a maximum of", "high", True), ("a minimum of", "low", True), ("within", "high", True), ("under", "high", False),
    ("below", "high", False), ("over", "low", False), ("above", "low", False), ("exceeding", "low", False),
]  # fmt: skip
_PREFIX_WINDOW = max(len(w) for w, _, _ in _PREFIXES) + 1
_SUFFIX = re.compile(
    r"\s?(?P<word>(?:及|或|\(含\))?(?:其)?以上|(?:及|或|\(含\))?以下|(?:及|\(含\))?以内|之内|以内|内(?![容部外])|起)"
    # English: "G8 and above", "10 days or more", "5 years or less"
    r"|\s(?P<en>(?:and|or)\s+(?P<en_side>above|more|over|higher|greater|below|less|fewer|under|lower))\b",
    re.I,
)
_EN_LOW = frozenset(["above", "more", "over", "higher", "greater"])
_PAREN = re.compile(r"\s?\((?P<neg>不)?(?:含|包括|包含)(?P<body>[^()]{0,30})\)")
_MERGE_HIGH = re.compile(r"^\s?(?:的|者)?\s?[,、]?\s?(?:但|且|而)?\s?(不满|未满|不足|少于|低于|以下且不满)\s?$")


def format_number(value: float) -> str:
    """650.0 → "650", 330435.3 → "330435.3" (every digit kept, unlike `:g`), 1/3 → "0.33"."""
    rounded = round(value, 2)
    if float(rounded).is_integer():
        return str(int(rounded))
    return f"{rounded:.2f}".rstrip("0")


def to_halfwidth(text: str) -> str:
    """Full-width ASCII (３００％, （, ，) as half-width, one character for one, so spans carry over."""
    return text.translate(_HALFWIDTH)


_HALFWIDTH = {c: c - 0xFEE0 for c in range(0xFF01, 0xFF5F)} | {0x3000: 0x20}


@dataclass(frozen=True)
class Quantity:
    """A number with its canonical unit ("" when none was written); job levels are unit "P", "M", …"""

    value: float
    unit: str = ""
    text: str = field(default="", compare=False)
    start: int = field(default=-1, compare=False)
    end: int = field(default=-1, compare=False)

    @property
    def family(self) -> str:
        return family_of(self.unit)

    def __str__(self) -> str:
        if is_level_unit(self.unit):
            return f"{self.unit}{format_number(self.value)}"
        return f"{format_number(self.value)}{self.unit}"


def is_level_unit(unit: str) -> bool:
    return len(unit) == 1 and unit.isascii() and unit.isupper()


def family_of(unit: str) -> str:
    """What can be compared with what: 天 with 工作日 and 周, 年 with 个月, each job-level track on its own."""
    if not unit:
        return ""
    if is_level_unit(unit):
        return f"level:{unit}"
    if unit.startswith("元/"):
        return "money/" + family_of(unit[2:].replace("每", "") or "天")
    for canon, fam, _ in _UNITS.values():
        if canon == unit:
            return fam
    return unit


def _factor(unit: str) -> float:
    for canon, _, factor in _UNITS.values():
        if canon == unit:
            return factor
    return 1.0


def convert(q: Quantity, unit: str) -> float | None:
    """`q`'s value in `unit`, or None when the two cannot be compared (unitless compares with anything)."""
    if not q.unit or not unit or q.unit == unit:
        return q.value
    if family_of(q.unit) != family_of(unit):
        return None
    return q.value * _factor(q.unit) / _factor(unit)


def per_unit(unit: str) -> tuple[str, str] | None:
    """("元", "晚") for 元/晚: what the value counts per what, so 650元/晚 × 3晚 can be computed."""
    if "/" not in unit:
        return None
    num, _, den = unit.partition("/")
    den = den.replace("每", "")
    return num, _canonical(den) or _day_kind(den) or den


def _day_kind(word: str) -> str:
    """A kind of day named by what is done on it ("出勤日", "值班日", "培训日"): counted in days, "" for other words
    and for a day of a person, a half or a number of days ("人日", "半日", "两日", "3日"), which are no plain day."""
    if len(word) < 2 or word[-1] != "日" or _canonical(word[-1]) != "天":
        return ""
    return "" if re.search(r"[人半\d〇零一二两三四五六七八九十百]$", word[:-1]) else "天"


def _canonical(word: str) -> str:
    return _UNITS[word][0] if word in _UNITS else ""


@dataclass(frozen=True)
class Range:
    """A condition on one scale: low/high None is unbounded, so a bound ("5000元以下") is a one-sided range.

    `explicit` says the inclusiveness of the bound(s) was written out (及以上, 至, 满, 不超过, 含…),
    rather than implied by a bare 以上/以下/以内.
    """

    low: float | None
    high: float | None
    low_inclusive: bool = True
    high_inclusive: bool = True
    unit: str = ""
    label: str = field(default="", compare=False)
    explicit: bool = field(default=True, compare=False)
    start: int = field(default=-1, compare=False)
    end: int = field(default=-1, compare=False)

    @property
    def family(self) -> str:
        return family_of(self.unit)

    @property
    def is_point(self) -> bool:
        return self.low is not None and self.low == self.high

    def contains(self, q: Quantity) -> bool:
        if (is_level_unit(self.unit) or is_level_unit(q.unit)) and q.unit != self.unit:
            return False
        value = convert(q, self.unit)
        if value is None:
            return False
        if self.low is not None and (value < self.low or (value == self.low and not self.low_inclusive)):
            return False
        return not (self.high is not None and (value > self.high or (value == self.high and not self.high_inclusive)))

    def _bounds(self, unit: str) -> tuple[float, float]:
        """(low, high) in `unit`, infinite where open."""
        f = _factor(self.unit) / _factor(unit) if self.unit and unit else 1.0
        return (-math.inf if self.low is None else self.low * f, math.inf if self.high is None else self.high * f)

    def contains_range(self, other: Range) -> bool:
        """Whether every value of `other` is in this range (same scale)."""
        if other.family and self.family and other.family != self.family:
            return False
        lo, hi = self._bounds(self.unit)
        olo, ohi = other._bounds(self.unit)
        if olo < lo or (olo == lo and not self.low_inclusive and other.low_inclusive):
            return False
        return not (ohi > hi or (ohi == hi and not self.high_inclusive and other.high_inclusive))

    def overlaps(self, other: Range) -> bool:
        """Whether the two ranges share more than a bound that only an implicit 以上/以下 claims."""
        if other.family != self.family:
            return False
        a_lo, a_hi = self._bounds(self.unit)
        b_lo, b_hi = other._bounds(self.unit)
        lo, hi = max(a_lo, b_lo), min(a_hi, b_hi)
        if lo != hi:
            return lo < hi
        point = Quantity(lo, self.unit)
        return self.contains(point) and other.contains(point) and self.explicit and other.explicit

    def describe(self) -> str:
        """A short neutral rendering ("≥20000元", "1–5年", "P5–P7") for logs and tests."""
        fmt = (lambda v: f"{self.unit}{format_number(v)}") if is_level_unit(self.unit) else format_number
        unit = "" if is_level_unit(self.unit) else self.unit
        if self.low is not None and self.high is not None:
            return f"{fmt(self.low)}" if self.is_point else f"{fmt(self.low)}–{fmt(self.high)}{unit}"
        if self.low is not None:
            return f"{'≥' if self.low_inclusive else '>'}{fmt(self.low)}{unit}"
        if self.high is not None:
            return f"{'≤' if self.high_inclusive else '<'}{fmt(self.high)}{unit}"
        return "any"


def _masked_spans(text: str) -> list[tuple[int, int]]:
    return [m.span() for m in _NOT_QUANTITY.finditer(text)]


def _inside(pos: int, spans: list[tuple[int, int]]) -> bool:
    return any(a <= pos < b for a, b in spans)


def _number_value(m: re.Match[str]) -> float | None:
    raw = m.group("num")
    if raw[0].isdigit():
        value = float(raw.replace(",", ""))
    else:
        value = chinese_number(raw)
        if value is None:
            return None
    mag = (m.group("mag") or "").strip()
    if mag:
        if not raw[0].isdigit():
            return None
        value *= _MAGNITUDES[mag]
    if m.group("half") or m.group("half2"):
        value += 0.5
    return value


# a magnitude after digits: written (2万, 3千) or typed the way people chat (5k = 5千, 1.5w = 1.5万)
_MAGNITUDES = {"万": 1e4, "千": 1e3, "亿": 1e8, "k": 1e3, "K": 1e3, "w": 1e4}


def _unit_of(m: re.Match[str]) -> str:
    if m.group("en"):
        word = m.group("en").lower()
        word = word[:-1] if word.endswith("s") and word[:-1] in _EN_UNITS else word
        return _EN_UNITS[word][0]
    unit = m.group("unit") or ""
    if unit.startswith("元") and "/" in unit:
        den = unit.split("/", 1)[1].strip()
        return "元/" + (_canonical(den) or den)
    return _UNITS[unit][0] if unit in _UNITS else ""


def _accept(m: re.Match[str], text: str, value: float, unit: str, bare_chinese: bool) -> bool:
    """Reject numbers that are part of words or codes: 一线城市, i7, 1TB, 3.1.2 headings, 千万不要, 5月."""
    start, end = m.span()
    raw = m.group("num")
    before = text[start - 1] if start else ""
    after = text[end] if end < len(text) else ""
    if (before.isascii() and before.isalpha()) or (before and before in "._"):
        return False
    if m.group("unit") == "月" and not m.group("half"):
        return False
    if m.group("unit") == "分" and not raw[0].isdigit():
        return False
    if raw[0].isdigit():
        if after == "." and text[end + 1 : end + 2].isdigit():
            return False
        return bool(unit) or not (after.isascii() and after.isalpha())
    if raw[0] not in CN_DIGITS and raw[0] != "十" and raw != "半":
        return False
    if unit:
        return not (raw == "半" and unit == "人")
    return bare_chinese and any(c in CN_SMALL or c in CN_BIG for c in raw) and value >= 10


_PERCENT_WORDS = re.compile(rf"百分之(?P<num>\d+(?:\.\d+)?|[{CN_CHARS}]+)")


def _percent_words(text: str, norm: str) -> list[Quantity]:
    """百分之八十 → 80%."""
    out = []
    for m in _PERCENT_WORDS.finditer(norm):
        raw = m.group("num")
        value = float(raw) if raw[0].isdigit() else chinese_number(raw)
        if value is not None:
            out.append(Quantity(value, "%", text[m.start() : m.end()], *m.span()))
    return out


@lru_cache(maxsize=4096)
def _quantities(text: str, bare_chinese: bool) -> tuple[Quantity, ...]:
    norm = to_halfwidth(text)
    masked = _masked_spans(norm)
    out: list[Quantity] = []
    for m in _LEVEL.finditer(norm):
        if not _inside(m.start(), masked):
            out.append(Quantity(float(m.group("n")), m.group("track"), text[m.start() : m.end()], *m.span()))
    out += _percent_words(text, norm)
    taken = [(q.start, q.end) for q in out]
    for m in _NUMBER.finditer(norm):
        start, end = m.span()
        if _inside(start, masked) or _inside(start, taken) or not m.group("num"):
            continue
        value = _number_value(m)
        if value is None:
            continue
        unit = _unit_of(m)
        if unit == "天" and m.group("unit") == "日" and norm[start - 1 : start] == "月":
            continue
        if unit == "人" and norm[end : end + 1] in ("间", "房"):
            continue  # 四人间, 双人房: a kind of room, not a count of people
        if not _accept(m, norm, value, unit, bare_chinese):
            continue
        out.append(Quantity(value, unit, text[start:end].strip(), start, start + len(text[start:end].rstrip())))
    return tuple(sorted(out, key=lambda q: q.start))


def quantities(text: str, bare_chinese: bool = False) -> list[Quantity]:
    """Every quantity in the text in reading order (dates, clock times, versions and 第N ordinals skipped).

    Arabic numbers count with or without a unit; Chinese numerals only with a unit (三天, 半天, 两周),
    unless `bare_chinese` (for questions: "报销两万五") lets a numeral with 十/百/千/万 stand alone.
    """
    return list(_quantities(text, bare_chinese))


def parse_quantity(cell: str) -> Quantity | None:
    """The quantity a table cell holds when the cell is nothing but one ("650", "15个工作日", "330,435.30")."""
    s = cell.strip()
    qs = quantities(s)
    if len(qs) != 1:
        return None
    q = qs[0]
    rest = (to_halfwidth(s)[: q.start] + to_halfwidth(s)[q.end :]).strip(" 约+")
    return q if not rest else None


# "650元/人·天", "650元/人/天", "100 元/天", "600元/人·晚": an amount per person and period, or per period, as a whole
# cell or value; the separators tables and prose write between its parts (·, ・, ., /) are all read as one
RATE_SEP = r"[·・./]"  # between a rate's person and its period: 元/人·天, 元/人・天, 元/人.天, 元/人/天
_RATE = re.compile(
    rf"(?P<n>\d+(?:\.\d+)?)\s?元\s?/\s?(?:(?P<person>人)\s?{RATE_SEP}\s?)?(?P<per>天|日|晚|次|月|小时|学时|班|趟)"
)


def parse_rate(text: str) -> Quantity | None:
    """The rate a value is when it is nothing but one ("650元/人·天", "650元/人/天", "100元/天"), its unit written the
    one way the reasoning compares ("元/人·天", "元/天"), so 元/人/天 and 元/人·天 are the same rate; None otherwise."""
    norm = to_halfwidth(text).strip()
    m = _RATE.fullmatch(norm)
    if m is None:
        return None
    per = "天" if m.group("per") == "日" else m.group("per")
    unit = f"元/人·{per}" if m.group("person") else f"元/{per}"
    return Quantity(float(m.group("n")), unit, text.strip(), 0, len(norm))


def _prefix_at(norm: str, start: int) -> tuple[str, str, bool, int] | None:
    """The bound word written right before a number ("不超过", "满"), unless it states a rate
    (每多工作满1年) or a lead time (提前3天)."""
    window = max(0, start - _PREFIX_WINDOW)
    head = norm[window:start].rstrip()
    low = head.lower()
    for word, side, inclusive in _PREFIXES:
        if not low.endswith(word):
            continue
        at = window + len(head) - len(word)
        if word[0].isalpha() and word.isascii() and norm[at - 1 : at].isalpha():  # "moreover 5", "takeover"
            continue
        if word in {"满", "已满", "超过", "达到"} and "每" in norm[max(0, at - 4) : at]:
            return None
        if word == "前" and norm[at - 1 : at] in set("提之以日月年天当"):
            return None
        return word, side, inclusive, at
    return None


def _paren_note(norm: str, pos: int, bound: float | None, unit: str) -> tuple[int, bool | None]:
    """A "（含5年）" / "（不含产假）" / "（含）" right after a range: where it ends, and whether it settles
    the bound's inclusiveness (None: a note about something else, such as 含半天 after 1天及以内)."""
    skip = pos + 1 if norm[pos : pos + 1] in ("的", "者") else pos
    m = _PAREN.match(norm, skip)
    if not m:
        return pos, None
    body = m.group("body").strip()
    if not body:
        return m.end(), not m.group("neg")
    inner = quantities(body)
    if bound is not None and len(inner) == 1 and convert(inner[0], unit) == bound:
        return m.end(), not m.group("neg")
    return m.end(), None


def _pair(norm: str, text: str, a: Quantity, b: Quantity) -> Range | None:
    """ "4天至10天", "1—5 年", "P5–P7", "10%–15%": two quantities joined by 至/到/a dash; "1 year to less than 3
    years" and "3年至不满5年" leave the high end out."""
    gap_start, low_settled = _paren_note(norm, a.end, a.value, a.unit)  # "1000元（含）至5000元"
    gap = norm[gap_start : b.start]
    below = bool(_PAIR_GAP_BELOW.fullmatch(gap))
    if not below and not _PAIR_GAP.fullmatch(gap):
        return None
    unit = b.unit or a.unit
    if (a.unit and b.unit and family_of(a.unit) != family_of(b.unit)) or (is_level_unit(unit) and a.unit != b.unit):
        return None
    low = convert(a, unit) if a.unit else a.value
    if low is None or low > b.value:
        return None
    start = a.start
    prefix = _prefix_at(norm, a.start)
    if prefix and prefix[0] in {"满", "已满"}:
        start = prefix[3]
    end, settled = _paren_note(norm, b.end, b.value, unit)
    # a "（含）" on the low end only says the high end belongs to the next band: 1000元（含）至5000元 | 5000元（含）至…
    high_inclusive = (low_settled is not True) if settled is None else settled
    high_inclusive = high_inclusive and not below
    low_inclusive = True if low_settled is None else low_settled
    return Range(low, b.value, low_inclusive, high_inclusive, unit, text[start:end], True, start, end)


def _bound(norm: str, text: str, q: Quantity) -> Range | None:
    """One-sided conditions: 满20年, 不超过15天, 至少30天, 前5天, 5000元以下, 20000元及以上, M3及以上."""
    prefix = _prefix_at(norm, q.start)
    suffix = _SUFFIX.match(norm, q.end)
    if prefix is None and suffix is None:
        return None
    start, end = (prefix[3] if prefix else q.start), (suffix.end() if suffix else q.end)
    if prefix:
        side, inclusive, explicit = prefix[1], prefix[2], True
    else:
        if suffix.group("en"):  # type: ignore[union-attr]
            side = "low" if suffix.group("en_side").lower() in _EN_LOW else "high"  # type: ignore[union-attr]
            inclusive, explicit = True, True
        else:
            word = suffix.group("word")  # type: ignore[union-attr]
            side = "low" if "以上" in word or word == "起" else "high"
            inclusive, explicit = True, word[0] in "及或(" or word == "起"
    end, settled = _paren_note(norm, end, q.value, q.unit)
    if settled is not None:
        inclusive, explicit = settled, True
    if side == "low":
        return Range(q.value, None, inclusive, True, q.unit, text[start:end], explicit, start, end)
    return Range(None, q.value, True, inclusive, q.unit, text[start:end], explicit, start, end)


def _merge_not_reaching(norm: str, text: str, low: Range, q: Quantity) -> Range | None:
    """满10年不满20年 / 满1年但不满10年 → one half-open range; "满3个月不满1年" too, in the upper value's unit (the
    lower bound converted), so 1年 is outside it rather than held by its 满3个月 alone."""
    if low.high is not None or low.low is None or not _MERGE_HIGH.match(norm[low.end : q.start]):
        return None
    if family_of(q.unit or low.unit) != low.family:
        return None
    unit = low.unit or q.unit
    floor = low.low
    if q.unit and low.unit and q.unit != low.unit:  # 满3个月不满1年: both ends in 年
        converted = convert(Quantity(low.low, low.unit, "", 0, 0), q.unit)
        if converted is None or is_level_unit(q.unit):
            return None
        unit, floor = q.unit, converted
    if q.value <= floor:
        return None
    end, settled = _paren_note(norm, q.end, q.value, q.unit)
    return Range(floor, q.value, low.low_inclusive, bool(settled), unit, text[low.start : end],
                 True, low.start, end)  # fmt: skip


def _open_below(norm: str, pair: Range, first: Quantity) -> Range:
    """ "超过200元至800元": a pair after a word that excludes its lower value (超过, 高于) starts above it, so 200元
    falls in the band below (200元以下), not in this one."""
    prefix = _prefix_at(norm, first.start)
    if prefix is None or prefix[1] != "low" or prefix[2] or pair.low is None:
        return pair
    return Range(pair.low, pair.high, False, pair.high_inclusive, pair.unit, pair.label, True, pair.start, pair.end)


def _continued_to(norm: str, text: str, low: Range, q: Quantity) -> Range | None:
    """ "5分钟以上至30分钟", "10元以上至200元（含）", "30分钟以上至2小时": a lower bound continued by 至/到 and an
    upper value is one band, in the upper value's unit (the units of one family)."""
    if low.high is not None or low.low is None or not _PAIR_GAP.fullmatch(norm[low.end : q.start]):
        return None
    unit = q.unit or low.unit
    if not unit or (low.unit and family_of(low.unit) != family_of(unit)) or is_level_unit(unit):
        return None
    value = convert(Quantity(low.low, low.unit, "", 0, 0), unit) if low.unit else low.low
    if value is None or q.value <= value:
        return None
    end, settled = _paren_note(norm, q.end, q.value, unit)
    return Range(value, q.value, low.low_inclusive, True if settled is None else settled, unit, text[low.start : end],
                 True, low.start, end)  # fmt: skip


@lru_cache(maxsize=4096)
def _ranges(text: str, points: bool) -> tuple[Range, ...]:
    norm = to_halfwidth(text)
    qs = quantities(text)
    out: list[Range] = []
    i = 0
    while i < len(qs):
        q = qs[i]
        if out and q.start < out[-1].end:
            i += 1
            continue
        nxt = qs[i + 1] if i + 1 < len(qs) else None
        pair = _pair(norm, text, q, nxt) if nxt else None
        if pair is not None:
            out.append(_open_below(norm, _with_suffix_bound(norm, text, pair, qs[i + 1]), q))
            i += 2
            continue
        bound = _bound(norm, text, q)
        if bound is not None and nxt is not None:
            merged = _merge_not_reaching(norm, text, bound, nxt) or _continued_to(norm, text, bound, nxt)
            if merged is not None:
                out.append(merged)
                i += 2
                continue
        if bound is not None and out and _closes(norm, out[-1], bound):
            out[-1] = _intersection(text, out[-1], bound)
        elif bound is not None:
            out.append(bound)
        elif (points and q.unit) or is_level_unit(q.unit):
            out.append(Range(q.value, q.value, True, True, q.unit, q.text, True, q.start, q.end))
        i += 1
    return tuple(out)


_BOTH_BOUNDS_GAP = re.compile(r"\s?[,、]?\s?(?:但|且|而|并且)?\s?")


def _closes(norm: str, low: Range, high: Range) -> bool:
    """A lower bound followed at once by an upper bound on the same scale is one band: 5年以上10年以下,
    超过1天、3天以内（含3天）. (Two closed ranges in one cell, P5–P7、M1–M2, stay a union.)"""
    return (
        low.high is None and low.low is not None and high.low is None and high.high is not None
        and low.family == high.family and high.high > low.low and bool(_BOTH_BOUNDS_GAP.fullmatch(norm[low.end : high.start]))
    )  # fmt: skip


def _intersection(text: str, low: Range, high: Range) -> Range:
    return Range(low.low, high.high, low.low_inclusive, high.high_inclusive, low.unit or high.unit,
                 text[low.start : high.end], low.explicit and high.explicit, low.start, high.end)  # fmt: skip


def _with_suffix_bound(norm: str, text: str, pair: Range, last: Quantity) -> Range:
    """ "P5–P7及以上" is unusual but "1至3天以内" is not: a suffix after a pair only extends the label."""
    suffix = _SUFFIX.match(norm, last.end)
    if suffix is None or suffix.end() <= pair.end:
        return pair
    return Range(pair.low, pair.high, pair.low_inclusive, pair.high_inclusive, pair.unit,
                 text[pair.start : suffix.end()], pair.explicit, pair.start, suffix.end())  # fmt: skip


def ranges(text: str, points: bool = False) -> list[Range]:
    """Conditions written in the text, in reading order: ranges, one-sided bounds and job-level codes.

    A lone job level ("P8" in "P8、M3及以上") is a one-value range, since levels are categories;
    a lone number is a range only with `points` (cells such as "2023" in a 年份 column).
    """
    return list(_ranges(text, points))


_RATE_AFTER = re.compile(r"\s?(?:能|可以?|要|的)?\s?(?:多少|几)")
# "一年省了5万块", "一个月加班36小时": one unit of time just before another number, with only a verb between them,
# is the period that number is counted over, not a number of its own (a compound "1年零3个月" is one length)
_PERIOD_BEFORE = re.compile(r"[^\d\s，,。；;？?！!零又半]{1,3}?[\d一二两三四五六七八九十百千万]")
_PERIOD_UNITS = frozenset({"年", "月", "个月", "天", "日", "周", "星期", "小时"})
_MAGNITUDE = re.compile(r"[万千亿kKw]")
# a bare number right after a wage or its base ("月标准工资12000", "基数是6000") is an amount of money
_PAY_BEFORE = re.compile(r"(?:工资|月薪|底薪|薪资|薪水|基数|收入)(?:是|为|有|大概|约|大约)?\s*$")


def question_quantities(question: str) -> list[Quantity]:
    """The quantities a question states, not those its ranges bound: "请三天假" → [3天], "两万五" → [25000元].

    An amount written with 万/千/亿 and no unit ("报销两万五", "3万"), or of three digits or more right after a
    wage ("月工资12000"), is taken as money, which is what employees mean by it. "一天多少钱" asks for a rate: a single unit followed by 多少/几 is no number.
    """
    found = quantities(question, bare_chinese=True)
    spans = [(r.start, r.end) for r in ranges(question) if not r.is_point]
    norm = to_halfwidth(question)
    out: list[Quantity] = []
    for q in found:
        if _inside(q.start, spans) or (q.value == 1 and q.unit and _RATE_AFTER.match(norm, q.end)):
            continue
        if q.value == 1 and q.unit in _PERIOD_UNITS and _PERIOD_BEFORE.match(norm, q.end):
            continue
        last = out[-1] if out else None
        if last is not None and _spoken_tail(last, q):  # "2万5": the digit after 万 is its next place
            place = 10_000 if last.text.endswith("万") else 1_000
            out[-1] = Quantity(last.value + q.value * place / 10, last.unit, last.text + q.text, last.start, q.end)
            continue
        if not q.unit and (_MAGNITUDE.search(q.text) or (q.value >= 100 and _PAY_BEFORE.search(norm[: q.start]))):
            q = Quantity(q.value, "元", q.text, q.start, q.end)
        if q.value == 0.5 and q.unit == "个月":  # "请半个月假": half a month is how an employee says 15 days
            q = Quantity(HALF_MONTH_DAYS, "天", q.text, q.start, q.end)
        out.append(q)
    return out


HALF_MONTH_DAYS = 15.0


def _spoken_tail(amount: Quantity, nxt: Quantity) -> bool:
    return (amount.text.endswith(("万", "千")) and nxt.start == amount.end and not nxt.unit
            and len(nxt.text) == 1 and nxt.text.isdigit())  # fmt: skip


def question_ranges(question: str) -> list[Range]:
    """The conditions a question states as ranges ("请假超过10天", "10天以上的假")."""
    return [r for r in ranges(question) if not r.is_point]


def format_quantity(value: float, unit: str) -> str:
    """650 元/晚 → "650元/晚"; P 6 → "P6"."""
    return f"{unit}{format_number(value)}" if is_level_unit(unit) else f"{format_number(value)}{unit}"


# the units quantities are read into, in English ("7天" asked as "7 days" is written back "7 days"); `_EN_UNITS` reads
# the other way and has no plural nor the Chinese aliases (日, 月)
_EN_UNIT_NAMES = {"天": "day", "日": "day", "工作日": "working day", "小时": "hour", "分钟": "minute", "周": "week",
                  "个月": "month", "月": "month", "年": "year", "晚": "night", "次": "time", "人": "person"}  # fmt: skip


def format_quantity_en(value: float, unit: str) -> str:
    """7 天 → "7 days", 1 晚 → "1 night"; a unit without an English name as `format_quantity` writes it."""
    name = _EN_UNIT_NAMES.get(unit)
    if name is None:
        return format_quantity(value, unit)
    return f"{format_number(value)} {name if value == 1 else 'people' if name == 'person' else name + 's'}"


def unit_in_header(header: str) -> str:
    """The unit a column header declares: "住宿标准（元/晚）" → "元/晚", "年采购额（万元）" → "万元", else ""."""
    norm = to_halfwidth(header)
    for inner in reversed(re.findall(r"\(([^()]*)\)", norm)):
        for part in reversed(re.split(r"[,;，、]", inner)):
            part = part.strip().removeprefix("单位:").removeprefix("单位：").strip()
            if re.fullmatch(r"(万|千|亿)?元(/[\u4e00-\u9fff·]{1,4})?|%|[\u4e00-\u9fff]{1,3}", part) and _unit_like(
                part
            ):
                return part
    return ""


_LAST_BRACKETS = re.compile(r"\s*[（(][^（）()]*[）)]\s*$")


def labelled_value(label: str, cell: str) -> str:
    """A cell said with its label, the unit the label declares moved onto the number (每班奖励（元） and 130 → "每班奖励：
    130元"), so what reads amounts per occasion or multiplies them finds "130元"; as written otherwise."""
    unit, value = unit_in_header(label), cell.strip()
    if unit and re.fullmatch(r"\d+(?:\.\d+)?", to_halfwidth(value)) and _LAST_BRACKETS.search(label):
        return f"{_LAST_BRACKETS.sub('', label).strip()}：{value}{unit}"
    return f"{label}：{cell}"


def _unit_like(part: str) -> bool:
    base = part.split("/")[0].lstrip("万千亿")
    return base in _UNITS or part.startswith(("万元", "千元", "亿元"))
