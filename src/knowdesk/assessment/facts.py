"""Checkable facts in a text: quantities with their unit, roles and named forms, normalised.

Grading compares what an answer states with what the reference states, so both sides are read
by the same extractor. A fact is a value someone can get right or wrong — "7天", "150%",
"≤10天", "2–3天", "直属上级", "IT部经理赵强", "《离职申请表》" — never a generic word. Values are
normalised across ways of writing them (七天 = 7天, 1.5倍 = 150%, 三成 = 30%, 一年 = 12个月,
两万 = 20000元, 从第六天起 = 超过5天), so a paraphrase states the same facts as the original.
The things a rule lists ("无迟到、早退、旷工") are read apart (`enumerations`): which cases a rule covers.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field

from knowdesk.text.person_names import SURNAMES

# ---------------------------------------------------------------- numbers
_CN_DIGIT = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "俩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
             "八": 8, "九": 9}  # fmt: skip
_CN_UNIT = {"十": 10, "百": 100, "千": 1000}
CN_NUM = "零〇一二两三四五六七八九十百千万"


def cn_number(s: str) -> float | None:
    """一百二十八 → 128, 两万 → 20000, 十五 → 15, 1.5 → 1.5, 二〇一四 → 2014; None if not a number."""
    s = s.strip()
    if not s:
        return None
    if re.fullmatch(r"\d+(?:\.\d+)?", s):
        return float(s)
    m = re.fullmatch(r"(\d+(?:\.\d+)?)万", s)
    if m:
        return float(m.group(1)) * 10000
    if not all(c in CN_NUM for c in s):
        return None
    if "万" in s:
        hi, _, lo = s.partition("万")
        a = cn_number(hi) if hi else 1.0
        b = cn_number(lo) if lo else 0.0
        return None if a is None or b is None else a * 10000 + b
    if not any(c in _CN_UNIT for c in s):  # digit by digit: 二〇一四
        value = 0
        for c in s:
            value = value * 10 + _CN_DIGIT[c]
        return float(value)
    total, digit = 0, None
    for c in s:
        if c in _CN_DIGIT:
            digit = _CN_DIGIT[c]
        else:
            total += (1 if digit is None else digit) * _CN_UNIT[c]
            digit = None
    return float(total + (digit or 0))


# ---------------------------------------------------------------- units
# surface unit → (class, factor to the class's base unit). Longest surfaces first in the pattern.
UNITS: dict[str, tuple[str, float]] = {
    "个工作日": ("day", 1), "工作日": ("day", 1), "个自然日": ("day", 1), "自然日": ("day", 1), "天": ("day", 1),
    "日": ("day", 1), "个星期": ("day", 7), "星期": ("day", 7), "周": ("day", 7),
    "个工作小时": ("minute", 60), "工作小时": ("minute", 60), "个小时": ("minute", 60), "小时": ("minute", 60),
    "分钟": ("minute", 1),
    "个月": ("month", 1), "年": ("month", 12),
    "%": ("percent", 1), "倍": ("percent", 100), "成": ("percent", 10),
    "万元": ("money", 10000), "千元": ("money", 1000), "元": ("money", 1), "块钱": ("money", 1), "块": ("money", 1),
    "次": ("times", 1), "人": ("people", 1), "台": ("devices", 1), "张": ("sheets", 1), "份": ("copies", 1),
    "项": ("items", 1), "岁": ("age", 1), "米": ("metres", 1), "分": ("points", 1),
}  # fmt: skip
_UNIT_RE = "|".join(sorted((re.escape(u) for u in UNITS), key=len, reverse=True))
_NUM_RE = rf"(?:\d+(?:\.\d+)?万?|[{CN_NUM}]+|半)"

# qualifiers: which side of the value the rule allows (upper bound, lower bound, or exactly)
_BEFORE_UPPER = ("最多不超过", "不得超过", "最多", "最长", "不超过", "至多", "不多于", "不高于", "前")
_BEFORE_LOWER = ("至少", "不少于", "不低于", "最少", "最低", "满", "超过", "多于", "高于", "大于", "第")
_BEFORE_BELOW = ("不满", "未满", "不足", "不到", "少于", "低于", "小于")
_AFTER_UPPER = ("及以内", "以内", "之内", "及以下", "以下", "内", "前")
_AFTER_LOWER = ("及以上", "以上", "以后", "起", "后")

_DISPLAY = {"day": "天", "minute": "分钟", "month": "个月", "percent": "%", "money": "元", "times": "次",
            "people": "人", "devices": "台", "sheets": "张", "copies": "份", "items": "项", "age": "岁",
            "metres": "米", "points": "分", "clock": "", "date": "", "boundary": ""}  # fmt: skip


@dataclass(frozen=True)
class Fact:
    """One checkable value. `key` is what two facts must share to be the same fact."""

    kind: str  # quantity | role | form
    cls: str  # quantity class (day, percent, money, clock, date, …), "role" or "form"
    value: tuple  # quantity: (lo, hi) in base units; role: (canonical title, person name); form: (name,)
    bound: str  # "upper" | "lower" | "" (quantities only)
    start: int
    end: int
    surface: str
    detail: bool = False  # inside parentheses or an example: worth less
    names: frozenset[str] = field(default_factory=frozenset)  # role/form: strings that also identify it

    @property
    def label(self) -> str:
        """A readable normalised value (for JSON output and tests), e.g. "≤10天", "150%", "直属上级"."""
        if self.kind != "quantity":
            return self.value[0] if self.kind == "form" else "".join(v for v in self.value if v)
        lo, hi = self.value
        unit = _DISPLAY.get(self.cls, "")
        if self.cls == "clock":
            one = f"{int(lo) // 60}:{int(lo) % 60:02d}"
            return one if lo == hi else f"{one}–{int(hi) // 60}:{int(hi) % 60:02d}"
        if self.cls == "date":
            return _date_label(lo)
        if self.cls == "boundary":
            return _RELATIVE_LABELS[int(lo)]
        num = _fmt(lo) if lo == hi else f"{_fmt(lo)}–{_fmt(hi)}"
        mark = {"upper": "≤", "lower": "≥"}.get(self.bound, "")
        return f"{mark}{num}{unit}"


def _fmt(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:g}"


def _date_label(v: float) -> str:
    month, day = divmod(int(v), 100)
    return f"{month}月{day}日" if month else f"每月{day}日"


# ---------------------------------------------------------------- normalisation
_HALFWIDTH = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)} | {0x3000: ord(" ")}


def halfwidth(text: str) -> str:
    """Full-width ASCII to half-width, ideographic space to space (lengths unchanged)."""
    return text.translate(_HALFWIDTH)


_WORD_PERCENT = (("全额", 100.0), ("全薪", 100.0), ("全价", 100.0), ("双倍", 200.0), ("一半", 50.0), ("减半", 50.0),
                 ("半薪", 50.0), ("半价", 50.0))  # fmt: skip
_FRACTION = re.compile(rf"(?P<d>\d+|[{CN_NUM}]+)分之(?P<n>\d+|[{CN_NUM}]+)")

_QUANTITY = re.compile(
    rf"(?P<a>{_NUM_RE})\s*(?P<ua>{_UNIT_RE})?\s*(?:(?:\(含\)\s*)?(?P<sep>至|到|—|–|-{{1,2}}|~|～)\s*(?P<b>{_NUM_RE}))?"
    rf"\s*(?P<u>{_UNIT_RE})?"
)
_PERCENT_WORDS = re.compile(rf"百分之(?P<n>{_NUM_RE})")
_CLOCK = re.compile(r"(?<![\d.])(?P<h>[01]?\d|2[0-3])\s*[:：]\s*(?P<m>[0-5]\d)(?!\d)")
_CLOCK_RANGE = re.compile(
    r"(?<![\d.])(?P<h1>[01]?\d|2[0-3])\s*[:：]\s*(?P<m1>[0-5]\d)\s*(?:-{1,2}|—|–|~|～|至|到)\s*"
    r"(?P<h2>[01]?\d|2[0-3])\s*[:：]\s*(?P<m2>[0-5]\d)(?!\d)"
)
_CLOCK_CN = re.compile(rf"(?P<ap>上午|下午|晚上|早上)?(?P<h>\d{{1,2}}|[{CN_NUM}]{{1,3}})点(?P<half>半)?")
_DATE = re.compile(
    rf"(?:(?P<mo>\d{{1,2}}|[{CN_NUM}]{{1,3}})月|(?:每|当|本|次|上|下)月)\s*(?P<d>\d{{1,2}}|[{CN_NUM}]{{1,3}})\s*(?:日|号)"
)
_RANGE_CN = re.compile(
    r"(?<![一二两三四五六七八九十百])([一二两三四五六七八])([二三四五六七八九])(?![十百千万])(?=[天日年个周次人])"
)
_ORDINAL_FROM = re.compile(rf"(?:从)?第(?P<n>{_NUM_RE})(?P<u>天|日|个月|年|次)(?:起|开始)")
_FINE = re.compile(
    rf"(?:罚|奖|赔|扣)(?:款|金|励)?(?P<n>\d+|[{CN_NUM}]{{2,}}|[二两三四五六七八九十百千])(?![\d{CN_NUM}.个]|\s*(?:{_UNIT_RE}))"
)
# a period named by its place beside an event (缴纳至离职当月, 自次月起停止): a boundary one can get wrong
_RELATIVE = {"当日": 0, "当天": 0, "次日": 1, "第二天": 1, "当月": 2, "本月": 2, "那个月": 2, "次月": 3, "下月": 3,
             "下个月": 3, "当年": 4, "次年": 5, "第二年": 5}  # fmt: skip
_RELATIVE_LABELS = ("当日", "次日", "当月", "次月", "当年", "次年")
_RELATIVE_WORD = "|".join(sorted(_RELATIVE, key=len, reverse=True))
_BOUNDARY = re.compile(
    rf"(?:(?<=[至到自从])[^，,；;。至到自从]{{0,5}}?(?P<a>{_RELATIVE_WORD})|(?P<b>{_RELATIVE_WORD})(?=\s*(?:起|开始)))"
)
_SKIP_AFTER_NUMBER = ("线", "律", "致", "起", "样", "般", "定", "同", "切", "些", "直", "旦", "体", "并")


def quantities(text: str) -> list[Fact]:
    """Every quantity in `text` with its class, value in base units and bound."""
    t = halfwidth(text)
    facts: list[Fact] = []
    taken: list[tuple[int, int]] = []

    def free(s: int, e: int) -> bool:
        return all(e <= a or s >= b for a, b in taken)

    def add(f: Fact) -> None:
        facts.append(f)
        taken.append((f.start, f.end))

    for f in _english_quantities(t):  # an answer in English to a Chinese rule states the same values
        add(f)
    for m in _DATE.finditer(t):
        mo = cn_number(m.group("mo")) if m.group("mo") else 0
        d = cn_number(m.group("d"))
        if d is not None and mo is not None and 1 <= d <= 31 and 0 <= mo <= 12:
            v = mo * 100 + d
            add(Fact("quantity", "date", (v, v), _bound(t, m.start(), m.end()), m.start(), m.end(), m.group(0)))
    for m in _CLOCK_RANGE.finditer(t):  # "9:00- 9:10", "9:00—18:00": one span of time
        a, b = int(m.group("h1")) * 60 + int(m.group("m1")), int(m.group("h2")) * 60 + int(m.group("m2"))
        if a < b:
            add(Fact("quantity", "clock", (a, b), "", m.start(), m.end(), m.group(0)))
    for m in _CLOCK.finditer(t):
        if free(m.start(), m.end()):
            v = int(m.group("h")) * 60 + int(m.group("m"))
            add(Fact("quantity", "clock", (v, v), _bound(t, m.start(), m.end()), m.start(), m.end(), m.group(0)))
    for m in _CLOCK_CN.finditer(t):
        h = cn_number(m.group("h"))
        if h is None or h > 24 or not free(m.start(), m.end()):
            continue
        if m.group("ap") in ("下午", "晚上") and h < 12:
            h += 12
        v = h * 60 + (30 if m.group("half") else 0)
        add(Fact("quantity", "clock", (v, v), _bound(t, m.start(), m.end()), m.start(), m.end(), m.group(0)))
    for m in _ORDINAL_FROM.finditer(t):  # 从第六天起 = 超过5天
        n = cn_number(m.group("n"))
        if n is None or not free(m.start(), m.end()):
            continue
        cls, factor = UNITS[m.group("u")]
        v = (n - 1) * factor
        add(Fact("quantity", cls, (v, v), "lower", m.start(), m.end(), m.group(0)))
    for m in _PERCENT_WORDS.finditer(t):
        n = cn_number(m.group("n"))
        if n is not None and free(m.start(), m.end()):
            add(Fact("quantity", "percent", (n, n), _bound(t, m.start(), m.end()), m.start(), m.end(), m.group(0)))
    for m in _FRACTION.finditer(t):  # 四分之一 = 25%
        d, n = cn_number(m.group("d")), cn_number(m.group("n"))
        if d and n is not None and free(m.start(), m.end()):
            v = round(100 * n / d, 2)
            add(Fact("quantity", "percent", (v, v), "", m.start(), m.end(), m.group(0)))
    for word, v in _WORD_PERCENT:
        for m in re.finditer(word, t):
            if free(m.start(), m.end()):
                add(Fact("quantity", "percent", (v, v), "", m.start(), m.end(), word))
    for m in _RANGE_CN.finditer(t):  # 两三天 → 2–3天 (consecutive digits only: 三十天 is 30)
        if (cn_number(m.group(2)) or 0) - _CN_DIGIT[m.group(1)] != 1:
            continue
        if free(m.start(), m.end() + 1):
            unit_m = re.match(_UNIT_RE, t[m.end() :])
            if unit_m:
                cls, factor = UNITS[unit_m.group(0)]
                lo, hi = _CN_DIGIT[m.group(1)] * factor, (cn_number(m.group(2)) or 0) * factor
                end = m.end() + len(unit_m.group(0))
                add(Fact("quantity", cls, (lo, hi), "", m.start(), end, t[m.start() : end]))
    for m in _BOUNDARY.finditer(t):  # "缴纳至离职当月", "自离职次月起", "下个月开始"
        word = m.group("a") or m.group("b")
        s0 = m.start("a") if m.group("a") else m.start("b")
        v = _RELATIVE[word]
        if free(s0, s0 + len(word)) and not re.match(r"\s*\d", t[s0 + len(word) :]):  # 次月5日 is a date
            add(Fact("quantity", "boundary", (v, v), "", s0, s0 + len(word), word))
    for m in _FINE.finditer(t):  # "罚五十", "奖两百": a sum after a fine or a reward needs no 元
        v = cn_number(m.group("n"))
        if v is not None and free(m.start("n"), m.end("n")):
            add(Fact("quantity", "money", (v, v), "", m.start("n"), m.end("n"), m.group("n")))
    for m in _QUANTITY.finditer(t):
        f = _quantity(t, m)
        if f and free(f.start, f.end):
            add(f)
    return _spans(t, _without_restatements(t, sorted(facts, key=lambda f: f.start)))


_EN_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
               "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "half a": 0.5,
               "half an": 0.5, "a half": 0.5, "half": 0.5, "a": 1, "an": 1}  # fmt: skip
_EN_UNITS = {"working day": ("day", 1), "business day": ("day", 1), "workday": ("day", 1), "day": ("day", 1),
             "week": ("day", 7), "hour": ("minute", 60), "minute": ("minute", 1), "month": ("month", 1),
             "year": ("month", 12), "percent": ("percent", 1), "%": ("percent", 1), "yuan": ("money", 1),
             "rmb": ("money", 1), "cny": ("money", 1), "time": ("times", 1), "point": ("points", 1)}  # fmt: skip
_EN_NUM = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|" + "|".join(sorted(_EN_NUMBERS, key=len, reverse=True))
_EN_UNIT = r"%|(?:" + "|".join(sorted((u for u in _EN_UNITS if u != "%"), key=len, reverse=True)) + r")s?\b"
_EN_UPPER = (
    r"up to|at most|no more than|not more than|not exceed|within|under|less than|below|capped at|maximum of|max\.?"
)
_EN_LOWER = (
    r"at least|no less than|not less than|no lower than|not lower than|lower than|more than|over|above|from|minimum of"
)
_EN_QUANTITY = re.compile(
    rf"(?<![\w.])(?:(?P<pre>{_EN_UPPER}|{_EN_LOWER})\s+)?(?P<a>{_EN_NUM})(?:\s*(?P<ua>{_EN_UNIT}))?"
    rf"(?:\s*(?:to|-|–|(?:and|but)\s+(?:under|less than|below|not more than)|and)\s*(?P<b>{_EN_NUM}))?"
    # "a 200-yuan deposit", "2 safety points": a hyphen or one describing word before the unit of a single value
    r"(?(b)|(?:\s*-\s*|\s+(?!(?:to|and|or|of|the|a|an|per|each|every|but|under|over|more|less)\b)[a-z]+\s+)?)"
    rf"\s*(?P<u>{_EN_UNIT})(?:'s?)?"
    r"(?P<post>\s+(?:or more|or above|and above|and over|or longer|or less|or below|and below|at most|at least))?",
    re.IGNORECASE,
)


def _en_number(s: str) -> float | None:
    s = s.lower().strip()
    if s in _EN_NUMBERS:
        return float(_EN_NUMBERS[s])
    try:
        return float(s.replace(",", ""))
    except ValueError:
        return None


def _english_quantities(t: str, start: int = 0, end: int | None = None) -> list[Fact]:
    """ "up to 2 hours", "10,000 to 100,000 yuan", "half a day", "30% of …", "10 years or more"."""
    out: list[Fact] = []
    for m in _EN_QUANTITY.finditer(t, start, len(t) if end is None else end):
        unit = (m.group("u") or "").lower().rstrip("s") if m.group("u") != "%" else "%"
        if unit not in _EN_UNITS or not re.search(r"[A-Za-z]", m.group(0)):
            continue
        cls, factor = _EN_UNITS[unit]
        ua = (m.group("ua") or "").lower().rstrip("s")
        if m.group("b") and ua in _EN_UNITS and _EN_UNITS[ua][0] != cls:  # "200 yuan and 6 points": two values
            out += _english_quantities(t, m.start(), m.end("ua")) + _english_quantities(t, m.start("b"), m.end())
            continue
        a, b = _en_number(m.group("a")), _en_number(m.group("b")) if m.group("b") else None
        if (
            a is None
            or (m.group("b") and b is None)
            or (
                m.group("a").lower() in ("a", "an")
                and not m.group("pre")
                and unit not in ("day", "week", "month", "year", "hour")
            )
        ):
            continue  # fmt: skip
        lo = a * (
            _EN_UNITS[m.group("ua").lower().rstrip("s")][1]
            if m.group("ua") and m.group("ua").lower().rstrip("s") in _EN_UNITS
            else factor
        )
        hi = b * factor if b is not None else lo
        if hi < lo:
            continue
        pre, post = (m.group("pre") or "").lower(), (m.group("post") or "").lower().strip()
        bound = ""
        if b is None:
            if re.fullmatch(_EN_UPPER, pre) or post in ("or less", "or below", "and below", "at most"):
                bound = "upper"
            elif pre or post:
                bound = "lower"
        start = m.start("pre") if m.group("pre") else m.start("a")
        end = m.end("post") if m.group("post") else m.end("u")
        out.append(Fact("quantity", cls, (lo, hi), bound, start, end, t[start:end]))
    return out


def _without_restatements(t: str, found: list[Fact]) -> list[Fact]:
    """ "10分钟以内（含10分钟）": the bracket restates that the bound includes the value; it is no fact of its own."""
    out: list[Fact] = []
    for f in found:
        prev = out[-1] if out else None
        if prev and prev.cls == f.cls and prev.value == f.value and re.search(r"\(含\s*$", t[prev.end : f.start]):
            continue
        out.append(f)
    return out


def _spans(t: str, found: list[Fact]) -> list[Fact]:
    """ "满1年不满10年", "10年以上20年以下": a lower and an upper bound of one kind, side by side, are one span."""
    out: list[Fact] = []
    for f in found:
        prev = out[-1] if out else None
        gap = re.sub(r"\(含[^()]*\)", "", t[prev.end : f.start]) if prev else ""  # "30分钟以上（含30分钟）、不满2小时"
        if (prev and prev.cls == f.cls and prev.bound == "lower" and f.bound == "upper" and prev.value[0] < f.value[0]
                and len(gap) <= 5 and re.fullmatch(r"[^\d，,；;。]*", gap)):  # fmt: skip
            out[-1] = Fact("quantity", f.cls, (prev.value[0], f.value[1]), "", prev.start, f.end, t[prev.start : f.end])
        else:
            out.append(f)
    return out


def _quantity(t: str, m: re.Match[str]) -> Fact | None:
    a_s, b_s, ua, u = m.group("a"), m.group("b"), m.group("ua"), m.group("u")
    start = m.start()
    if b_s is None:  # a single value: its own unit ("七天年假" is 7天, not 7年)
        unit = ua or u
        end = m.end("ua") if ua else m.end()
    else:
        unit = u or ua
        end = m.end()
    if not unit:
        if not a_s.endswith("万"):
            return None
        unit = "元"  # 两万 (an amount without 元)
    if t[start - 1 : start] == "第":  # 第二台 is an ordinal, not a quantity
        return None
    if all(c in CN_NUM for c in a_s) and t[end : end + 1] in _SKIP_AFTER_NUMBER:
        return None
    if unit == "次" and t[end : end + 1] == "性":  # 一次性 is "at once", not a count
        return None
    if unit == "人" and t[end : end + 1] in ("员", "事", "力", "民", "身", "名"):
        return None
    if unit == "成" and t[end : end + 1] in ("本", "绩", "员", "立", "为", "功", "果", "长"):
        return None
    if (
        unit == "分"
        and (  # points (扣2分, 80分及以上), not 8点30分, 三分之一 or 十分重要
            t[start - 1 : start] in ("点", ":")
            or re.match(r"[之钟期]", t[end : end + 1])
            or (
                all(c in CN_NUM for c in a_s)
                and re.match(r"[\u4e00-\u9fff]", t[end : end + 1])
                and t[end] not in "及以"
            )
        )
    ):
        return None
    a = 0.5 if a_s == "半" else cn_number(a_s)
    b = (0.5 if b_s == "半" else cn_number(b_s)) if b_s else None  # "十分钟到半小时", "半小时到两小时"
    if a is None or (b_s and b is None) or (a_s == "半" and b_s and start > 0 and t[start - 1] in "年月天时"):
        return None  # "一年半到两年" is not half a year to two
    cls, factor = UNITS[unit]
    if unit == "年" and (
        a >= 1900 or t[end : end + 1] == "度" or t[start - 1 : start] in ("上", "下", "次", "同", "当", "本")
    ):
        return None  # a calendar year or 上一年度, not a duration
    if a_s.endswith("万") and unit in ("万元", "千元"):
        return None
    lo = a * factor
    if b is not None and ua and u and UNITS[ua][0] == cls:  # "三个月到一年": each end in its own unit
        lo = a * UNITS[ua][1]
    hi = b * factor if b is not None else lo
    if hi < lo:
        return None
    if b is not None and lo == 0:  # "0-10分钟" is "10分钟以内"
        return Fact("quantity", cls, (hi, hi), "upper", start, end, t[start:end])
    return Fact("quantity", cls, (lo, hi), "" if b is not None else _bound(t, start, end), start, end, t[start:end])


def _bound(t: str, start: int, end: int) -> str:
    before = t[max(0, start - 6) : start]
    after = re.sub(r"^\s*\(含\)", "", t[end : end + 8])[:4]  # "10万元（含）以上"
    if before.endswith("提前") or before.endswith("年前"):
        return ""
    if any(before.endswith(w) for w in _BEFORE_BELOW):
        return "upper"
    if any(before.endswith(w) for w in _BEFORE_UPPER):
        return "upper"
    if any(before.endswith(w) for w in _BEFORE_LOWER):
        return "lower"
    if any(after.startswith(w) for w in _AFTER_UPPER):
        return "upper"
    if any(after.startswith(w) for w in _AFTER_LOWER):
        return "lower"
    return ""


_LIMITS = ("最多", "最长", "不超过", "不得超过", "至多", "不多于", "不高于", "至少", "不少于", "不低于", "最少", "最低", "按", "为",
           "给予", "享有", "享受", "支付", "发放", "扣除", "扣", "罚款", "补贴", "增加", "加", "多", "减", "是", "有")  # fmt: skip
_THRESHOLD_AFTER = re.compile(
    r"^(及以内|以内|及以上|以上|及以下|以下|之内|内)?([^，,；;。]{0,4}?(的|者|时|后)[，,：:]|[^，,；;。]{0,4}?[：:]|的)"
)


def is_step(text: str, f: Fact) -> bool:
    """The step of a rate ("每多工作满1年", "每满1年递减25%"): part of the rule's wording, not a fact to recall."""
    before = re.sub(r"\s", "", halfwidth(text)[max(0, f.start - 6) : f.start])
    return f.kind == "quantity" and "每" in before and before.endswith(("满", "多"))


def is_condition(text: str, f: Fact) -> bool:
    """Whether a quantity states when a rule applies (满12个月, 请假1天及以内：, 超过5天的) rather than what it gives.

    Conditions identify a tier; outcomes (7天, 150%, 最多15天) are what an answer can get wrong within it.
    """
    if f.kind != "quantity":
        return False
    t = halfwidth(text)
    before = re.sub(r"\s", "", t[max(0, f.start - 6) : f.start])
    tail = re.sub(r"[（(][^）)]*[）)]", "", t[f.end : f.end + 30])
    if any(before.endswith(w) for w in _LIMITS) or is_step(text, f):  # 每多工作满1年: a rate's step
        return False
    if f.bound == "lower" or _THRESHOLD_AFTER.match(tail):
        return True
    if (
        before.endswith(("前", "头"))
        and not before.endswith("提前")
        and re.match(r"[\u4e00-\u9fff]", tail)
        and not re.match(r"[内以起后]", tail)
    ):
        return True  # "每年度前5天病假", "头五天病假": the first days of something ("满前15天，…" is a deadline)
    lead = re.sub(r"[^\w\u4e00-\u9fff]", "", t[: f.start])
    rest = re.sub(r"[^\w\u4e00-\u9fff]", "", t[f.end :])
    opens = len(lead) <= 3 and (bool(rest) or len(t.strip()) <= 12)  # "请假4天至10天" before its "：…"
    # "1天以内直属上级批", "2到3天报人力资源部备案": a clause that opens with a bound or a range names its tier
    if opens and (f.bound == "upper" or f.value[0] != f.value[1]):
        return True
    # "即迟到 11-20 分钟/次，扣款 30 元": a span (or a bound) followed by what it costs or gives names a tier
    spans_tier = f.value[0] != f.value[1] or f.bound == "upper"
    later = [g for g in quantities(t[f.end :]) if g.cls != f.cls and g.value[0] == g.value[1]]
    return spans_tier and bool(later) and f.cls in ("minute", "clock", "day", "month", "money", "times")


# ---------------------------------------------------------------- roles
TITLES = ("直属上级", "直接上级", "直属领导", "直接领导", "负责人", "副总经理", "总经理", "副总裁", "总裁", "董事长",
          "总监", "经理", "主管", "主任", "组长", "班长", "专员", "管理员", "秘书长", "服务台", "委员会", "HRBP",
          "厂长", "科长", "处长", "课长", "所长", "院长", "站长", "店长", "队长", "部长", "工会",
          "上级", "领导")  # fmt: skip
_ORG_NOT = ("全部", "内部", "局部", "本部", "部分", "干部", "俱乐部", "总部", "头部", "面部", "手部", "腹部", "胸部",
            "小组", "分组", "每组", "一组", "中心", "各部", "外部", "细部", "底部", "顶部", "背部", "补办", "办")  # fmt: skip
# characters an organisation's name never contains (prepositions, particles, common verbs): where a left scan stops
_STOP = set("由经向报和及与的交至给找请让被须还或并再先后在于对将把是为等即如从按已应可需要则就都也且但而内外前以批签过除"
            "上下里到去回送提填写核办负责通知时每各该其此").union(set(",.;:!?()[]<>\"'/|→ \n\t，。；：！？（）【】《》“”、"))  # fmt: skip
# what a left scan may have taken in front of a name: verbs and adverbs (联系人力资源部 → 人力资源部)
_LEADING = ("联系", "提交", "交至", "通知", "报送", "告知", "上报", "通过", "经过", "送交", "交给", "交由", "咨询", "提醒",
            "抄送", "发送", "找到", "前往", "完成", "进行", "安排", "组织", "协调", "统一", "同意", "核对", "确认", "签字",
            "登记", "备案", "申请", "领取", "出具", "补开", "自动", "额外", "另行", "最终", "然后", "最后", "接着", "审批",
            "审核", "约定", "全部", "报告", "告", "担任", "兼任", "作为", "所有", "相关", "指定", "仅", "只", "均", "即", "该", "其", "本", "所在", "所属")  # fmt: skip
ROLE_ALIASES = {
    "直接上级": "直属上级", "直属领导": "直属上级", "直接领导": "直属上级", "上级": "直属上级", "领导": "直属上级",
    "上级领导": "直属上级", "直属主管": "直属上级",
    "部门领导": "部门负责人", "部门主管领导": "部门负责人",
    "hr": "人力资源部", "人力": "人力资源部", "人事": "人力资源部", "人事部": "人力资源部", "人力资源": "人力资源部",
    "人力资源中心": "人力资源部", "财务": "财务部", "行政": "行政部", "分管副总": "分管副总裁", "分管领导": "分管副总裁",
}  # fmt: skip
_ORG_ENDS = ("部", "中心", "组", "课", "总裁办")
_VERB_AFTER_NAME = "审批签负担组提主同确通发复出核和及与也还都要来再就会须需得已先"
EN_ROLES = {"direct supervisor": "直属上级", "immediate supervisor": "直属上级", "line manager": "直属上级",
            "direct manager": "直属上级", "department head": "部门负责人", "head of department": "部门负责人",
            "department manager": "部门经理", "team leader": "组长", "shift leader": "班长", "workshop director": "车间主任",
            "workshop manager": "车间主任", "plant manager": "厂长", "factory director": "厂长", "plant director": "厂长",
            "general manager": "总经理", "deputy general manager": "副总经理", "human resources": "人力资源部",
            "hr department": "人力资源部", "finance department": "财务部", "employee relations team": "员工关系组",
            "employee relations": "员工关系组", "trade union": "工会", "labor union": "工会", "labour union": "工会",
            "union": "工会", "it service desk": "服务台", "service desk": "服务台", "admin section": "行政课",
            "administration section": "行政课", "admin department": "行政部", "administration department": "行政部"}  # fmt: skip
_EN_ROLE = re.compile(r"\b(?:" + "|".join(sorted(EN_ROLES, key=len, reverse=True)) + r")\b", re.I)
_LATIN_ROLE = re.compile(r"(?<![A-Za-z0-9_@.\-/])(HRBP|HR|CEO|CFO|CTO)(?![A-Za-z0-9_@.\-/])", re.I)
_DEPT = re.compile(r"(?:部|中心|组|总裁办|(?<=[政产务事料质保])课)(?![门分署件位属长署员织成合理法公程时题堂])")


def canonical_role(s: str) -> str:
    """One spelling per role: 直属领导 → 直属上级, HR → 人力资源部, IT部经理 → it经理."""
    s = halfwidth(s).strip().lower()
    s = EN_ROLES.get(s, s)
    s = ROLE_ALIASES.get(s, s)
    s = re.sub(r"^([a-z]+)部(?=[\u4e00-\u9fff])", r"\1", s)
    return ROLE_ALIASES.get(s, s)


def roles(text: str) -> list[Fact]:
    """Titles (直属上级, IT部经理, 财务总监), organisations (人力资源部, 评审委员会) and the people named with them."""
    t = halfwidth(text)
    spans: list[tuple[int, int, str]] = []  # start, end of the title, name

    def overlaps(s: int, e: int) -> bool:
        return any(s < b and a < e for a, b, _ in spans)

    for title in TITLES:
        for m in re.finditer(re.escape(title), t):
            if not overlaps(m.start(), m.end()) and _in_quotes(t, m.start()) is False:
                ends = [b + (len(n) if t[b : b + len(n)] == n else 0) for _, b, n in spans if b <= m.start()]
                floor = max([0, *[b for b in ends if b <= m.start()]])
                before = (
                    _name_before(t[_name_start(t, m.start(), floor) : m.start()]) if title in _PERSONAL_TITLES else ""
                )
                if before:  # "刘洋总监": the person, then the title
                    spans.append((m.start() - len(before), m.end(), before))
                else:
                    spans.append((_title_start(t, m.start(), floor), m.end(), _name_after(t, m.end())[0]))
    for m in _DEPT.finditer(t):
        s, e = _name_start(t, m.start()), m.end()
        word = t[s:e]
        if len(word) < 2 or word.endswith(_ORG_NOT) or overlaps(s, e) or _in_quotes(t, s):
            continue
        if not re.search(r"[\u4e00-\u9fffA-Za-z]", word[: -len(m.group(0))]):
            continue
        spans.append((s, e, _name_after(t, e, bracketed_only=True)[0]))
    for m in _EN_ROLE.finditer(t):
        if not overlaps(m.start(), m.end()):
            spans.append((m.start(), m.end(), ""))
    for m in _LATIN_ROLE.finditer(t):
        if not overlaps(m.start(), m.end()):
            spans.append((m.start(), m.end(), ""))
    out = []
    for s, e, name in sorted(spans):
        canon = canonical_role(t[s + len(name) : e] if name and t[s : s + len(name)] == name else t[s:e])
        if len(canon) < 2:
            continue
        names = {canon} | ({name} if name else set())
        end = e
        if name and t[e : e + len(name)] == name:
            end = e + len(name)
        elif name and t[e + 1 : e + 1 + len(name)] == name and t[e : e + 1] in "(（":
            end = e + len(name) + 2
        out.append(Fact("role", "role", (canon, name), "", s, end, t[s:end], names=frozenset(names)))
    return out


_PERSONAL_TITLES = ("总监", "经理", "主管", "主任", "组长", "专员", "秘书长", "总经理", "副总裁", "总裁")
_NOT_NAMES = ("高级", "资深", "首席", "执行", "常务", "副总", "总部", "部门", "财务", "人事", "行政", "研发", "技术", "分管",
              "直属", "项目", "产品", "销售", "市场", "运营", "安全", "质量", "法务", "采购")  # fmt: skip


def _name_before(qualifier: str) -> str:
    """A person named right before a title ("刘洋总监"), never a qualifier that starts like a surname (高级经理)."""
    for n in (3, 2):
        cand = qualifier[-n:]
        if len(cand) == n and cand[0] in SURNAMES and not any(cand.startswith(x) or x in cand for x in _NOT_NAMES):
            if n == 3 and cand[1:] in _NOT_NAMES:
                continue
            return cand
    return ""


def _in_quotes(t: str, i: int) -> bool:
    """Inside “…” or "…" on the same line (a menu path, a quoted option): not a role."""
    left = t[:i].rsplit("\n", 1)[-1]
    return left.count("“") > left.count("”") or left.count('"') % 2 == 1


_QUALIFIER = re.compile(
    r"(?:[A-Za-z]{1,6}部?|[\u4e00-\u9fff]{1,8}?(?:部|中心|组|委员会))?"
    r"(?:人力资源|所在部门|本部门|该部门|部门|分管|直属|直接|财务|人事|行政|研发|技术|资产|薪酬|招聘|考勤|费用报销|采购|"
    r"法务|销售|市场|产品|运营|项目|安全|质量|后勤|客服|信息|晋升|评审|高级|资深|首席|执行|常务|副|总|主管|基层|所在|本)*$"
)


def _title_start(t: str, s: int, floor: int = 0) -> int:
    """A title's qualifiers on its left, only from what qualifies a title (部门|负责人, IT部|资产|管理员, 研发中心|总监)."""
    i = _name_start(t, s, floor)
    word = t[i:s]
    for k in range(len(word) + 1):  # the longest tail of the scanned word that is made of qualifiers
        if _QUALIFIER.fullmatch(word[k:]) and (k == len(word) or word[k:]):
            return i + k
    return s


def _name_start(t: str, s: int, floor: int = 0) -> int:
    """Grow a name leftwards over its qualifiers (部门|负责人, IT部|资产|管理员, 人力资源部|员工关系组)."""
    i = s
    while i > floor and s - i < 10 and t[i - 1] not in _STOP and not t[i - 1].isdigit():
        i -= 1
    word = t[i:s]
    changed = True
    while changed and word:
        changed = False
        for lead in _LEADING:
            if word.startswith(lead):
                word, i, changed = word[len(lead) :], i + len(lead), True
                break
        m = re.match(r"[一二两三四五六七八九十]+级?", word)
        if m:
            word, i, changed = word[m.end() :], i + m.end(), True
    return i


def _name_after(t: str, e: int, bracketed_only: bool = False) -> tuple[str, int]:
    """A 2–3 character person name right after a title ("经理赵强审批") or in brackets ("（孙丽）")."""
    m = re.match(r"([\u4e00-\u9fff]{0,3}?)[（(]([\u4e00-\u9fff]{2,3})[)）]", t[e:])
    if m and m.group(2)[0] in SURNAMES:  # "财务部（孙丽）", "财务部审核（孙丽）": the person behind the role
        return m.group(2), e + (m.end() if not m.group(1) else 0)
    if bracketed_only:
        return "", e
    for n in (2, 3):
        cand, nxt = t[e : e + n], t[e + n : e + n + 1]
        if len(cand) < n or not re.fullmatch(r"[\u4e00-\u9fff]+", cand) or cand[0] not in SURNAMES:
            continue
        if n == 3 and cand[2] in _VERB_AFTER_NAME:
            continue
        if not nxt or nxt in _VERB_AFTER_NAME or not re.match(r"[\u4e00-\u9fff]", nxt):
            return cand, e + n
    return "", e


# ---------------------------------------------------------------- forms
_FORM = re.compile(r"《([^》]{2,30})》")


def forms(text: str) -> list[Fact]:
    """Named forms and documents (《离职申请表》); laws and policies named as sources are details."""
    out = []
    for m in _FORM.finditer(halfwidth(text)):
        name = m.group(1)
        core = re.sub(r"(申请表|申请单|确认单|登记表|表|单|书)$", "", name)
        out.append(Fact("form", "form", (name,), "", m.start(), m.end(), m.group(0), detail=True,
                        names=frozenset({name, core} if len(core) >= 2 else {name})))  # fmt: skip
    return out


# ---------------------------------------------------------------- enumerations
_ENUM = re.compile(r"[\u4e00-\u9fff]{1,12}(?:、[\u4e00-\u9fff]{1,6})+(?:(?:和|及|以及|或者|或)[\u4e00-\u9fff]{1,12})?")
_ENUM_STOP = re.compile(r"[的了是等在之都也均不应须需可由向按]")


def enumerations(text: str) -> list[list[Fact]]:
    """Lists of things a rule names together ("无迟到、早退、旷工", "年休假、婚假、丧假、产假和陪产假不影响…"):
    which cases a rule covers, a checkable fact though no value. The first item is cut to its list's length,
    the last one at its list's length or a function word; a list of values or roles is not one of things."""
    t = halfwidth(text)
    out: list[list[Fact]] = []
    for m in _ENUM.finditer(t):
        seg = m.group(0)
        parts = re.split(r"、|和|以及|及|或者|或", seg)
        if len(parts) < 2:
            continue
        middle = parts[1:-1]
        last = _ENUM_STOP.split(parts[-1])[0]
        if len(last) > ((max(map(len, middle)) + 1) if middle else 4):
            continue  # the list runs on into a phrase ("公积金转移手续"): not a list of things
        width = max(len(p) for p in [*middle, last])
        first = _ENUM_STOP.split(parts[0])[-1][-width:]
        names = [first, *middle, last]
        inside = _bracket_depth(t)[m.start()] > 0
        if inside or any(len(n) < 2 or len(n) > 4 for n in names) or facts(seg):
            continue
        items, pos = [], m.start()
        for n in names:
            i = t.find(n, pos)
            items.append(Fact("item", "item", (n, ""), "", i, i + len(n), n, names=frozenset({n})))
            pos = i + len(n)
        out.append(items)
    return out


def mentions(text: str, item: Fact) -> int:
    """Where a text names a listed thing, also shortened (年假 for 年休假) or sharing a character (婚丧假), else -1."""
    t, name = halfwidth(text), item.value[0]
    i = t.find(name)
    if i >= 0:
        return i
    for m in re.finditer(re.escape(name[0]), t):
        span = t[m.start() : m.start() + len(name) + 1]
        j = span.find(name[-1], 1)
        if j > 0 and re.fullmatch(r"[\u4e00-\u9fff]+", span[: j + 1]):
            return m.start()
    return -1


# ---------------------------------------------------------------- all facts
def facts(text: str) -> list[Fact]:
    """Quantities, roles and forms of a text in reading order; bracketed ones marked as details."""
    return list(_facts(text))


@functools.lru_cache(maxsize=4096)
def _facts(text: str) -> tuple[Fact, ...]:
    """`facts`, read once per text: choosing an assessment's questions weighs every pair of points, and
    each weighing reads both references again."""
    found = quantities(text) + roles(text) + forms(text)
    depth = _bracket_depth(halfwidth(text))
    out = []
    for f in sorted(found, key=lambda f: (f.start, -f.end)):
        if any(o.start <= f.start and f.end <= o.end and o is not f and o.kind == f.kind for o in out):
            continue
        inside = f.start < len(depth) and depth[f.start] > 0
        if inside and not f.detail:
            f = Fact(f.kind, f.cls, f.value, f.bound, f.start, f.end, f.surface, True, f.names)
        out.append(f)
    return tuple(out)


def _bracket_depth(t: str) -> list[int]:
    depth, level = [], 0
    for ch in t:
        if ch in "（(":
            level += 1
        depth.append(level)
        if ch in "）)" and level:
            level -= 1
    return depth


# ---------------------------------------------------------------- comparison
def same_value(a: Fact, b: Fact) -> bool:
    """Whether two facts state the same thing (bounds must not contradict each other)."""
    if a.kind != b.kind:
        return False
    if a.kind == "quantity":
        if a.cls != b.cls:
            return False
        if a.value != b.value:  # a range is only stated by the same range ("6到10天" does not say "10天以上")
            return False
        return {a.bound, b.bound} != {"upper", "lower"}
    if a.kind == "role":
        return role_match(a, b)
    if a.kind == "item":
        return a.value[0] == b.value[0]
    return form_match(a, b)


def role_match(a: Fact, b: Fact) -> bool:
    if (a.value[1] and a.value[1] in b.names) or (b.value[1] and b.value[1] in a.names):
        return True
    x, y = a.value[0], b.value[0]
    if x == y:
        return True
    short, long_ = sorted((x, y), key=len)
    if long_.endswith(short) and (len(short) >= 3 or short in TITLES):  # 总监 names 研发中心总监 less precisely
        return True
    if short.endswith(_ORG_ENDS):  # IT部 for IT部资产管理员 (canonically it资产管理员)
        core = short[:-2] if short.endswith("中心") else short[:-1]
        return long_.startswith(short) or (core.isascii() and long_.startswith(core))
    return False


def form_match(a: Fact, b: Fact) -> bool:
    return any(n in m or m in n for n in a.names for m in b.names if min(len(n), len(m)) >= 2)
