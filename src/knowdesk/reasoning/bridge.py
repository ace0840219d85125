"""English questions on Chinese documents, read by their words.

The local reader (tiers, table look-ups, value sentences) matches the question's words against the
evidence, and an English question shares none with a Chinese policy. This module writes the question
the way the evidence would: its phrases become the Chinese words of a workplace lexicon
(`data/en_zh_terms.tsv`), preferring the variant the evidence itself uses; names written in pinyin
("Guangzhou", "Liu Yang") become the evidence's word with that reading; numbers keep their units
("2 nights" → 2晚) and job-level codes stay (P5); the question's frame ("how many days", "who
approves", "can I") becomes its Chinese asking word (几天, 谁, 可以吗). The result is not a
translation for people but a question the Chinese reader can answer: "婚假 几天？".
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources

import jieba
from pypinyin import lazy_pinyin

from knowdesk.reasoning.asks import WHEN_ASKS_A_TIME
from knowdesk.reasoning.english_ranks import rank_at
from knowdesk.text.english_dates import MONTHS
from knowdesk.text.language import language_of
from knowdesk.text.tokenize import stem

_WORD = re.compile(
    r"\b[A-E]\+(?![\w+])|\b[A-Z]{1,2}\d{1,2}\b|[a-z][a-z'\-]*|\d+(?:,\d{3})*(?:\.\d+)?|(?<=\d)%|[\u4e00-\u9fff]+", re.I
)
_CHINESE = re.compile(r"^[\u4e00-\u9fff]+$")  # a name an English question writes as the documents do (舒脉宁)
_CODE = re.compile(r"^(?:[A-Z]{1,2}\d{1,2}|[B-FS]|[A-E]\+)$")  # job levels and grades: P5, M3, T1, a rating D, B+
_ACRONYM = re.compile(r"^[A-Z]{2,5}$")
_NUMBER = re.compile(r"^\d+(?:,\d{3})*(?:\.\d+)?$")
_CJK_WORD = re.compile(r"^[\u4e00-\u9fff]{2,6}$")

# units after a number ("3 nights", "8,000 yuan")
_UNITS = {
    "day": "天", "days": "天", "working day": "个工作日", "working days": "个工作日", "business days": "个工作日",
    "hour": "小时", "hours": "小时", "night": "晚", "nights": "晚", "week": "周", "weeks": "周",
    "month": "个月", "months": "个月", "year": "年", "years": "年", "minute": "分钟", "minutes": "分钟",
    "yuan": "元", "rmb": "元", "time": "次", "times": "次", "percent": "%", "%": "%",
    "h": "小时", "hr": "小时", "hrs": "小时", "min": "分钟", "mins": "分钟", "km": "公里", "m": "米", "kg": "公斤",
    "person": "人", "people": "人", "persons": "人",
    # a count of shifts by their name (a rate per night shift counts them: "10 night shifts" → 10个夜班)
    "night shift": "个夜班", "night shifts": "个夜班",
}  # fmt: skip
# the year after a month's name ("in August 2026"): the month a question dates its count by
_YEAR = re.compile(r"^(?:19|20)\d{2}$")
# a count the money is worked out from ("10 night shifts"), not a year (2026) nor a code's digits (P5)
_COUNT = re.compile(r"(?<![A-Za-z\d.])(?!(?:19|20)\d{2}(?!\d))\d+(?:\.\d+)?(?![A-Za-z\d])")
# what names money in an English question "how much" asks about (not "how much overtime", "how much notice")
_MONEY = re.compile(
    r"\b(?:allowances?|pay|paid|fees?|bonus(?:es)?|deposits?|fines?|salary|wages?|costs?|price|"
    r"worth|subsid(?:y|ies)|stipends?|compensation|per diem|yuan|rmb)\b",
    re.I,
)
# "a D-class employee", "class C": a staff or city class a letter names (D类)
_CLASS_WORDS = frozenset({"class", "category", "type"})
_THOUSANDS_SUFFIX = frozenset({"k", "thousand"})  # "60k", "20 thousand": the number × 1000

# "the second time", "a third offence": the count a penalty table heads its columns with (第2次)
_ORDINALS = {"first": "1", "second": "2", "third": "3", "fourth": "4", "fifth": "5"}
_COUNTED = frozenset({"time", "times", "offence", "offense", "violation"})

# what a bare number counts when a noun of occasions follows it ("3 weekday night shifts", "two business trips"):
# the times something happened (3次), the count a rate per occasion (150元/次) is multiplied by
_OCCASIONS = frozenset({"shift", "shifts", "trip", "trips", "visit", "visits", "session", "sessions", "call", "calls",
                        "occasion", "occasions", "duty", "duties"})  # fmt: skip
OCCASION_LOOKAHEAD = 3  # words a number's occasion noun may stand after it ("3 weekday night shifts")

# an apostrophe left out ("whats the limit", "hows it paid"): the asking word the frames know
_POSSESSIVE = re.compile(r"'s?$", re.I)
_NO_APOSTROPHE = re.compile(r"(what|who|how|where|when)s\b", re.I)

_NUMBER_WORDS = {w: str(i) for i, w in enumerate(
    ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"])}  # fmt: skip

# what the question asks, first match wins: (pattern, the Chinese asking words)
_FRAMES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, re.I), zh)
    for p, zh in (
        # a lead time: "how many days before probation ends", "how long in advance"
        (r"\bhow many (?:working|business) days\b(?=.*\b(?:before|in advance|ahead)\b)", "几个工作日前"),
        (r"\bhow many days\b(?=.*\b(?:before|in advance|ahead)\b)", "几天前"),
        (r"\bhow long\b(?=.*\b(?:before|in advance|ahead)\b)", "多久前"),
        # notice to give: "how far ahead", "how much notice", "how early" (rules write 至少提前N天)
        (r"\bhow far (?:ahead|in advance)\b|\bhow much (?:advance )?notice\b|\bhow early\b", "提前多久"),
        (r"\bhow many (?:working|business) days\b", "几个工作日"),
        (r"\bhow many days\b|\bhow much (?:time off|leave|holiday|vacation|paid leave)\b", "几天"),
        # the days counted with words between ("how many extra leave days", "the max number of days")
        (r"\bhow many\b(?=(?: [a-z'\-]+){1,3} days\b)|\bnumber of days\b", "几天"),
        (r"\bhow many hours\b", "几小时"),
        (r"\bhow many (?:weeks)\b", "几周"),
        (r"\bhow many months\b", "几个月"),
        (r"\bhow many years\b", "几年"),
        (r"\bhow many times\b", "几次"),
        (r"\bhow many nights\b", "几晚"),
        (r"\bhow many\b", "多少"),
        # "what is the most I can claim", "the maximum I can get": an amount held to a cap
        (r"\bwhat(?:'s| is| are)? the (?:most|max(?:imum)?|highest amount)\b", "最多多少"),
        (r"\bhow much\b", "多少"),
        # a speed ("how fast can a forklift go"), not a time limit ("how fast must I report")
        (r"\bhow fast\b(?=.*\b(?:go|drive|driving|travel|ride|move)\b)", "速度多少"),
        (r"\bhow (?:soon|quickly|fast)\b|\bwithin how\b", "多久内"),
        (r"\bhow often\b", "多久一次"),
        (r"\bhow long\b", "多久"),
        # whom to turn to ("who do I call about…", "who should I contact", "who do I ping", "who is the contact for…") is a
        # contact list's row (找谁), not who approves: any of these verbs before "for approval" ("who do I ask / check
        # with / consult for approval") stays 谁; a phone number or e-mail asked for is the same row's
        (
            r"\bwho (?:do|should|can|could|would|shall) (?:i|we) (?:call|phone|ring|contact|ask|talk to|speak to|"
            r"speak with|reach|email|e-mail|turn to|go to|ping|message|text|write to|get in touch with|reach out to|"
            r"check with|consult)\b(?!(?: \w+){0,2} for (?:an? )?approval)|"
            r"\bwho to (?:call|contact|ask|talk to|speak to)\b(?!(?: \w+){0,2} for (?:an? )?approval)|"
            r"\bwho(?:'s| is) (?:the|my|our) contact\b",
            "找谁",
        ),
        (r"\b(?:phone|telephone|contact|mobile|extension) number\b|\be-?mail address\b", "电话多少"),
        # who asks at a clause's start ("Who approves…", "…, and who signs?", "tell me who…"), not in "nurses who work"
        (r"(?:^|[,;:]\s*|\b(?:know|tell me|ask|find out|wonder|wondering|and)\s+)who\b|\bwhom\b", "谁"),
        (
            r"\bwhat(?:'s| is| are| was)? (?:the|my|our)\b(?=.*\b(?:allowance|budget|limit|rate|amount|fee|deposit|"
            r"subsidy|salary|pay|standard|cap|threshold|price|cost|bonus|fine|penalty|wage|reward|refund|discount|"
            r"multiplier|coefficient)s?\b)",
            "多少",
        ),
        (r"\bwhat (?:counts|is counted|qualifies) as\b|\bwhat is meant by\b|\bwhat does\b(?=.*\bmean\b)", "是指什么"),
        (r"\b(?:which|what) (?:day|date) of (?:the|each|every) month\b", "每月几号"),
        (r"\bwhat time\b", "几点"),
        (r"\b(?:which|what) (?:day|date)\b", "哪天"),
        # "what post allowance do I get", "what uniform deposit is taken": an amount of money named right after "what"
        # (after the time and date frames: "what time is pay credited"; not "what kind of allowance", a kind asked)
        (
            r"\bwhat\b(?! (?:kinds?|types?|sorts?) of\b)(?= (?:[a-z'\-]+ ){0,2}(?:allowance|subsidy|stipend|deposit|"
            r"fee|salary|wage|pay|bonus|rent|refund|rate|amount|cap|limit|budget)s?\b)",
            "多少",
        ),
        (WHEN_ASKS_A_TIME, "什么时候"),
        (r"\bwhere\b", "在哪里"),
        (r"\bwhat happens\b|\bwhat will happen\b", "会怎么样"),
        (r"\bhow (?:do|can|should) (?:i|we|you)\b|\bhow to\b|\b(?:steps|procedure|process)\b", "怎么办理"),
        (
            r"\bwhat (?:should|do) i (?:bring|prepare|submit)\b|\bwhat makes up\b|\bwhat (?:are|is) included\b",
            "包括哪些",
        ),
        (r"\bhow (?:is|are|do|does|will)\b", "怎么"),
        (r"^(?:can|may) (?:i|we)\b|\b(?:am i|are we) allowed\b|\bis it (?:allowed|ok|okay)\b", "可以吗"),
        (r"^(?:does|do|is|are|will|did|has|have)\b", "吗"),
        (r"\bwhich\b", "哪个"),
        (r"\bwhat\b", "什么"),
    )
)

_STOPWORDS = """a an the of to in on at for from by with and or but if so as is are was were be been being am do does did i
    me my mine we our us you your he she his her they their them it its this that these those there here what
    which who whom whose when where why how can could may might must should shall will would get gets got have
    has had need needs any some all each every much many more most less least than then also just only still
    very really please tell know want like about into after before over under up down out off again soon now one
    someone something anything company s t m ll re ve d going go take taking give given allow allowed allows"""
_STOP = frozenset(_STOPWORDS.split())


_EVIDENCE_ONLY = "?"  # opens a row's variants when they are read only where the evidence writes them


def _lexicon_rows() -> list[tuple[tuple[str, ...], str]]:
    """The lexicon file's rows: the English phrase's words and its Chinese column as written."""
    text = resources.files("knowdesk.data").joinpath("en_zh_terms.tsv").read_text(encoding="utf-8")
    rows = []
    for line in text.splitlines():
        if line.strip() and not line.startswith("#"):
            english, _, chinese = line.partition("\t")
            rows.append((tuple(_tokens(english)), chinese))
    return rows


@lru_cache(maxsize=1)
def evidence_only_terms() -> frozenset[tuple[str, ...]]:
    """The phrases (as written and stemmed) whose Chinese words are another trade's ranks or terms ("division level"
    → 县处级 of the public sector): read so only when the evidence writes them, else the words are read one by one."""
    keys = [key for key, chinese in _lexicon_rows() if chinese.startswith(_EVIDENCE_ONLY)]
    return frozenset([*keys, *(_STEMMED + tuple(stem(w) for w in key) for key in keys)])


@lru_cache(maxsize=1)
def lexicon() -> dict[tuple[str, ...], tuple[str, ...]]:
    """English phrase → its Chinese variants, under the phrase as written and under its stemmed form; a stem
    shared by two entries ("train", "training") keeps the shorter, base form's variants."""
    exact: dict[tuple[str, ...], list[str]] = {}
    for key, chinese in _lexicon_rows():
        variants = exact.setdefault(key, [])
        variants += [v.removeprefix(_ONE_WAY) for v in chinese.removeprefix(_EVIDENCE_ONLY).split("|")
                     if v and v.removeprefix(_ONE_WAY) not in variants]  # fmt: skip
    out = {k: tuple(v) for k, v in exact.items()}
    for key in sorted(exact, key=lambda k: -sum(map(len, k))):  # longer originals first, so base forms win
        out[_STEMMED + tuple(stem(w) for w in key)] = tuple(exact[key])
    return out


_STEMMED = ("~",)  # marks a stemmed key in the one lexicon dict
_ONE_WAY = ">"  # opens a variant read English → Chinese only (行车 is a crane, but 自行车 no "crane")


@lru_cache(maxsize=1)
def one_way_variants() -> frozenset[tuple[str, str]]:
    """(English phrase, Chinese variant) pairs read English → Chinese only: a Chinese word with an everyday sense
    the English phrase does not have (汽车 any car, not "bus"; 场地 any venue, not "yard")."""
    return frozenset(
        (" ".join(key), v.removeprefix(_ONE_WAY))
        for key, chinese in _lexicon_rows()
        for v in chinese.removeprefix(_EVIDENCE_ONLY).split("|")
        if v.startswith(_ONE_WAY)
    )


@lru_cache(maxsize=1)
def _longest_phrase() -> int:
    """How many words the lexicon's longest phrase has: how far ahead a match is tried."""
    return max((len(k) for k in lexicon()), default=1)


def _known_phrase(words: Sequence[str]) -> bool:
    """The words are one of the lexicon's phrases ("first class" is a seat, not a rank)."""
    key = tuple(w.lower() for w in words)
    return key in lexicon() or _STEMMED + tuple(stem(w) for w in key) in lexicon()


def _tokens(text: str) -> list[str]:
    return [t.lower() for t in _WORD.findall(text.replace("-", " "))]


def _evidence_words(texts: Sequence[str]) -> dict[str, str]:
    """Pinyin (toneless, no spaces) → the evidence's Chinese word with that reading: 广州 → guangzhou."""
    out: dict[str, str] = {}
    for text in texts:
        for w in jieba.lcut(text):
            if _CJK_WORD.match(w):
                out.setdefault("".join(lazy_pinyin(w)), w)
    return out


def _frame(question: str) -> tuple[str, str]:
    """The asking words in Chinese, and the question without them. The asking clause is the last one that has
    any ("When I leave, how is it paid?" asks how, not when)."""
    clauses = [c for c in re.split(r"(?<=[.,;?!])\s+", question) if c.strip()]
    for at in range(len(clauses) - 1, -1, -1):
        for pattern, zh in _FRAMES:
            m = pattern.search(clauses[at].strip())
            if m:
                clause = clauses[at].strip()
                clauses[at] = clause[: m.start()] + " " + clause[m.end() :]
                return zh, " ".join(clauses)
    return "", question


@dataclass
class _Reading:
    """An English question read against Chinese evidence: its Chinese parts, and what each word became."""

    tokens: list[str]
    asking: str = ""
    parts: list[str] = field(default_factory=list)
    topical: int = 0
    # token index → the lexicon phrase it is part of (its first and last token index + 1) and whether the evidence
    # holds one of its Chinese variants
    terms: dict[int, tuple[int, int, bool]] = field(default_factory=dict)
    carried: set[int] = field(default_factory=set)  # token indexes that became a part (a term, a number, a name)
    glued: set[int] = field(default_factory=set)  # one-letter token indexes written on a number ("2x")

    def text(self) -> str:
        return " ".join(dict.fromkeys(self.parts)) + self.asking + "？" if self.topical else ""


def bridged_question(question: str, evidence: Sequence[str]) -> str:
    """The English `question` written in the evidence's Chinese words, or "" when it is not English or none
    of its topic words could be carried over (then there is nothing for the word reader to match)."""
    reading = _read(question, evidence)
    return reading.text() if reading else ""


def carried_reading(question: str, evidence: Sequence[str]) -> tuple[str, float]:
    """The English `question` in the evidence's words (`bridged_question`) and the share of its content words (stop
    words aside) that reading carried into Chinese, from one reading: how far the carried question's search speaks for
    the whole question ("", 0.0 when not English). "Do I have to pay if goods got ruined in a flood?" carries only
    "pay": its words find any pay rule. A lexicon word counts as read only when the evidence (the passages found by
    meaning) holds one of its Chinese words: "break" read as 休息 beside passages on laptops is a misreading, not a
    reading. Its limit: the check is agreement with the meaning search, so a word read right whose Chinese those
    passages lack (年假 when they are about something else) counts as unread too. Numbers, codes, clock times and names
    carry as written and count. A letter glued to a number ("2x", "10k") is part of the number, not a word."""
    reading = _read(question, evidence)
    if reading is None:
        return "", 0.0
    content = [i for i, t in enumerate(reading.tokens) if t.lower() not in _STOP and i not in reading.glued]
    read = [i for i in content if i in reading.carried and (i not in reading.terms or reading.terms[i][2])]
    return reading.text(), len(read) / len(content) if content else 0.0


def _read(question: str, evidence: Sequence[str]) -> _Reading | None:
    if language_of(question) != "en":
        return None
    asking, rest = _frame(_NO_APOSTROPHE.sub(r"\1's", question.strip().replace("’", "'")))
    # "how much allowance for 10 night shifts": money worked out from a count (多少钱); a rate asked alone stays 多少
    if asking == "多少" and re.search(r"\bhow much\b", question, re.I) and _MONEY.search(question):
        asking = "多少钱" if _COUNT.search(question) else asking
    # a possessive is its noun ("a master's" → master); a one-letter typo its lexicon word ("allowence")
    found = list(_WORD.finditer(rest.replace("-", " ")))
    tokens = [_typo_of(t) or t for t in (_POSSESSIVE.sub("", m.group()) for m in found)]
    out = _Reading(tokens, asking)
    out.glued = {k for k in range(1, len(found)) if len(found[k].group()) == 1 and found[k].group().isalpha()
                 and found[k].start() == found[k - 1].end() and found[k - 1].group()[-1].isdigit()}  # fmt: skip
    lex = lexicon()
    longest = _longest_phrase()
    pinyin: dict[str, str] | None = None
    parts = out.parts
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        low = tok.lower()
        numeric = bool(_NUMBER.match(tok)) or low in _NUMBER_WORDS
        unit, used = _unit_after(tokens, i + 1) if numeric else ("", 0)
        if used and i + 1 + used < len(tokens) and tokens[i + 1 + used].lower() in _OCCASIONS:
            unit, used = "", 0  # "2 day shifts": the unit word only says which shifts
        # "3 weekday night shifts" → 3次, the count a rate per occasion is multiplied by; the words after it are read
        times = numeric and not used and _occasions_after(tokens, i + 1)
        if times:
            unit = "次"
        rank = rank_at(tokens, i, evidence, _known_phrase)
        if rank:  # "grade A terminal" → 甲级, "a grade three project" → 三类: the rank as the evidence writes it
            parts.append(rank[0])
            out.carried.update(range(i, i + rank[1]))
            out.topical += 1
            i += rank[1]
            continue
        clock = _clock_at(tokens, i, evidence)
        if clock is not None:  # "after 10pm" → 22:00以后, the way a rule writes the hour
            text, used = clock
            parts.append(text)
            out.carried.update(range(i, i + used))
            i += used
            continue
        if _NUMBER.match(tok) or used or times:  # "2 nights", "a two-year contract"
            bound = _bound_before(tokens, i)  # "longer than 10 days" → 10天以上
            number = _NUMBER_WORDS.get(low, tok.replace(",", ""))
            if not used and not times and i + 1 < len(tokens) and tokens[i + 1].lower() in _THOUSANDS_SUFFIX:
                number, used = _times_thousand(number), 1  # "60k" → 60000
                unit, more = _unit_after(tokens, i + 2)
                used += more
            parts.append(number + unit + bound)
            out.carried.update(range(i, i + 1 + used))
            i += 1 + used
            continue
        if low in _ORDINALS and i + 1 < len(tokens) and tokens[i + 1].lower() in _COUNTED:
            parts.append(f"第{_ORDINALS[low]}次")  # "the second time" → 第2次
            out.carried.update((i, i + 1))
            i += 2
            continue
        if _names_a_month(tokens, i):
            year = tokens[i + 1] if i + 1 < len(tokens) and _YEAR.match(tokens[i + 1]) else ""
            parts.append(f"{year}年{MONTHS[low]}月" if year else f"{MONTHS[low]}月")  # "August 2026" → 2026年8月
            out.carried.update(range(i, i + 1 + bool(year)))
            i += 1 + bool(year)
            continue
        departure = _departure_at(tokens, i)
        if departure:  # "leave the office" is going home (下班), not a leave (请假)
            chinese, used = departure
            parts.append(chinese)
            out.carried.update(range(i, i + used))
            out.topical += 1
            i += used
            continue
        lettered = _class_letter(tokens, i)
        if lettered:  # "D-class" → D类
            parts.append(f"{lettered}类")
            out.carried.update((i, i + 1))
            i += 2
            continue
        if _CHINESE.match(tok):  # "samples of 舒脉宁": the evidence's own word, carried as written
            parts.append(tok)
            out.carried.add(i)
            out.topical += 1
            i += 1
            continue
        if _CODE.match(tok):
            parts.append(tok.upper())
            out.carried.add(i)
            i += 1
            continue
        matched = False
        for n in range(min(longest, len(tokens) - i), 0, -1):
            words = tuple(t.lower() for t in tokens[i : i + n])
            stemmed = _STEMMED + tuple(stem(w) for w in words)
            variants = lex.get(words) or lex.get(stemmed)
            if variants and not (n == 1 and low in _STOP):
                present = _present(variants, evidence)
                if not present and {words, stemmed} & evidence_only_terms():
                    continue  # "division-level approval" in a company: division and level read on their own
                parts.append((present or variants)[0])
                for at in range(i, i + n):
                    out.terms[at] = (i, i + n, bool(present))
                out.carried.update(range(i, i + n))
                out.topical += 1
                i += n
                matched = True
                break
        if matched:
            continue
        if _ACRONYM.match(tok):  # IT, OA, VPN: Chinese rules write them in Latin letters too
            parts.append(tok)
            out.carried.add(i)
            out.topical += 1
            i += 1
            continue
        if low not in _STOP and len(low) >= 3:  # a name in pinyin: "Guangzhou", "Liu Yang"
            pinyin = _evidence_words(evidence) if pinyin is None else pinyin
            for n in (2, 1):
                name = "".join(t.lower() for t in tokens[i : i + n])
                if i + n <= len(tokens) and name in pinyin:
                    parts.append(pinyin[name])
                    out.carried.update(range(i, i + n))
                    out.topical += 1
                    i += n
                    matched = True
                    break
        if not matched:
            i += 1
    return out


# the class words English names a kind of pay, leave or benefit with ("meal allowance", "referral bonus")
_KIND_CLASS = re.compile(
    r"^(?:allowances?|leaves?|bonus(?:es)?|subsid(?:y|ies)|stipends?|benefits?|insurance|gifts?|commissions?)$", re.I
)


def unnamed_kind(question: str, evidence: Sequence[str]) -> str:
    """The kind of pay, leave or benefit an English question asks about that the Chinese evidence never names
    ("Christmas bonus", "meal allowance" on rules with 夜班值班费 only), or "". A Chinese question is refused by
    its modifier (`named_kinds.py`); here the kind is a lexicon phrase none of whose Chinese words the evidence
    holds, or a modifier the lexicon does not know at all (a word the bridge would silently drop), or a class
    word standing alone ("the commission") whose Chinese words are nowhere."""
    reading = _read(question, evidence)
    if reading is None:
        return ""
    tokens = reading.tokens
    for j, tok in enumerate(tokens):
        if not _KIND_CLASS.match(tok):
            continue
        start, end, present = reading.terms.get(j, (j, j + 1, False))
        if start < j:  # the kind is one lexicon phrase ("meal allowance"): its Chinese words name it
            if not present and not _named_in_parts(tokens[start:j], tok, evidence):
                return " ".join(tokens[start:end])
            continue
        before = tokens[j - 1].lower() if j else ""
        if before and before.isalpha() and before not in _STOP and before not in _NOT_A_MODIFIER:
            if j - 1 in reading.terms:
                mod_start, _, mod_present = reading.terms[j - 1]
                if not mod_present:  # "birthday gift" on rules that never speak of 生日
                    return " ".join(tokens[mod_start : j + 1])
                continue
            if j - 1 not in reading.carried and len(before) >= 3:  # "Christmas bonus": a modifier nobody knows
                return f"{tokens[j - 1]} {tok}"
            continue
        if j in reading.terms and not present:  # "What's the commission on…" on rules that pay none
            return tok
    return ""


KIND_GAP = 4  # characters a rule may put between a kind's modifier and its class word (夜班的班次补贴)


def _named_in_parts(modifier: list[str], class_word: str, evidence: Sequence[str]) -> bool:
    """The evidence names the kind in its own words: the modifier's Chinese word, then within a few characters the
    class word's ("night shift allowance" in 夜班的班次补贴, where the lexicon's 夜班津贴 is not)."""
    lex = lexicon()

    def variants(words: list[str]) -> tuple[str, ...]:
        key = tuple(w.lower() for w in words)
        return lex.get(key) or lex.get(_STEMMED + tuple(stem(w) for w in key)) or ()

    heads, classes = variants(modifier), variants([class_word])
    if not heads or not classes:
        return False
    pattern = re.compile(
        f"(?:{'|'.join(map(re.escape, heads))}).{{0,{KIND_GAP}}}(?:{'|'.join(map(re.escape, classes))})"
    )
    return any(pattern.search(text) for text in evidence)


# what stands before a class word without naming a kind: how much, how often, whose, paid or not
_NOT_A_MODIFIER = frozenset([
    "paid", "unpaid", "extra", "full", "half", "special", "additional", "daily", "weekly", "monthly", "yearly",
    "annually", "total", "usual", "normal", "regular", "same", "other", "another", "different", "new", "current",
    "standard", "basic",
])  # fmt: skip

_BOUNDS = {
    ("more", "than"): "以上", ("longer", "than"): "以上", ("over",): "以上", ("above",): "以上", ("exceeding",): "以上",
    ("less", "than"): "以下", ("fewer", "than"): "以下", ("shorter", "than"): "以下", ("under",): "以下",
    ("below",): "以下", ("within",): "以内", ("up", "to"): "以内", ("at", "least"): "以上", ("at", "most"): "以内",
}  # fmt: skip


def _bound_before(tokens: list[str], at: int) -> str:
    """以上 / 以下 / 以内 for the comparison words just before the number at `at`."""
    for n in (2, 1):
        if at >= n and tuple(t.lower() for t in tokens[at - n : at]) in _BOUNDS:
            return _BOUNDS[tuple(t.lower() for t in tokens[at - n : at])]
    return ""


def _present(variants: Sequence[str], evidence: Sequence[str]) -> list[str]:
    """The variants the evidence holds, those of the best-ranked passage first (the evidence comes in rank order):
    "weekday" is 平日 in the pay table that answers, though a note beside it says 工作日. A variant inside a longer
    one the evidence holds (假 of 请假) gives way to it."""
    first = {v: next((k for k, text in enumerate(evidence) if v in text), len(evidence)) for v in variants}
    held = [v for v in variants if first[v] < len(evidence)]
    held = [v for v in held if not any(v != w and v in w for w in held)]
    return sorted(held, key=lambda v: first[v])


def _times_thousand(number: str) -> str:
    value = float(number) * 1000
    return str(int(value)) if value.is_integer() else str(value)


MIN_TYPO_LENGTH = 7  # shorter words have too many real one-letter neighbours ("driven" / "driver") to guess a typo


@lru_cache(maxsize=1)
def _vocabulary() -> tuple[frozenset[str], frozenset[str]]:
    """The words of the lexicon's phrases, and their stems."""
    words = frozenset(w for key in lexicon() if key[:1] != _STEMMED for w in key)
    return words, frozenset(stem(w) for w in words)


@lru_cache(maxsize=4096)
def _typo_of(token: str) -> str:
    """The lexicon word `token` is a one-letter typo of (a letter dropped, added or changed, or two neighbours
    swapped; the first letter kept), or "" when it is none, several, or a form of a lexicon word itself."""
    word = token.lower()
    if len(word) < MIN_TYPO_LENGTH or not word.isalpha():
        return ""
    words, stems = _vocabulary()
    if word in words or stem(word) in stems:
        return ""
    near = [w for w in words if len(w) >= MIN_TYPO_LENGTH and w[0] == word[0] and _one_edit(word, w)]
    return near[0] if len(near) == 1 else ""


def _one_edit(a: str, b: str) -> bool:
    """`a` and `b` differ by one letter dropped, added or changed, or two neighbours swapped."""
    if a == b:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        swapped = len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]]
        return len(diff) == 1 or swapped
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    return any(long_[:i] + long_[i + 1 :] == short for i in range(len(long_)))


def _names_a_month(tokens: list[str], at: int) -> bool:
    """The word at `at` is a month's name: capitalised or before a year or a day, and not the modal of "May I";
    typed lower-case, only after a word of time ("in june", "every july") and when no everyday word is spelled the same
    (march, may): "an august ceremony" is the adjective, "can june approve" a name."""
    tok = tokens[at]
    nxt = tokens[at + 1] if at + 1 < len(tokens) else ""
    if tok.lower() not in MONTHS:
        return False
    if _YEAR.match(nxt) or nxt.isdigit():
        return True
    if tok.lower() == "may" and (at == 0 or nxt.lower() in ("i", "we", "you", "my", "the")):
        return False  # "May I…", "May interns claim…": the modal
    if tok[0].isupper():
        return True
    before = tokens[at - 1].lower() if at else ""
    return tok.lower() not in _EVERYDAY_MONTHS and before in _TIME_LEAD


_EVERYDAY_MONTHS = frozenset({"march", "may"})  # month names that are also a verb or the modal
# the words a month typed lower-case follows ("in june", "until august", "every july")
_TIME_LEAD = frozenset(
    [
        "in",
        "during",
        "by",
        "until",
        "till",
        "from",
        "before",
        "after",
        "since",
        "each",
        "every",
        "last",
        "next",
        "this",
        "of",
        "to",
        "through",
    ]
)


def _class_letter(tokens: list[str], at: int) -> str:
    """The capital letter a class word names at `at` ("D class", "class D": D), else ""."""
    pair = tokens[at : at + 2]
    if len(pair) < 2:
        return ""
    for letter, word in (pair, pair[::-1]):
        if re.fullmatch(r"[A-Z]", letter) and word.lower() in _CLASS_WORDS:
            return letter
    return ""


def _occasions_after(tokens: list[str], at: int) -> bool:
    """A noun of occasions follows within a few words, with no number or small word between ("3 weekday night
    shifts"; not "3 of the shifts", nor "3 trip days"). A unit right after the number is read before this ("3 days of
    night shifts")."""
    for i, tok in enumerate(tokens[at : at + OCCASION_LOOKAHEAD], start=at):
        low = tok.lower()
        if low in _OCCASIONS:  # "3 business trip days", "5 duty days": the unit after the noun counts them
            return not _unit_after(tokens, i + 1)[0]
        if _NUMBER.match(tok) or low in _STOP:
            return False
    return False


# "10pm", "9:30 a.m.": a clock time (the minutes and a.m./p.m. are tokens of their own)
_MERIDIEM = {"am": 0, "pm": 12, "a": 0, "p": 12}
# the words before a clock time that bound it, and how a rule writes the bound after the hour
_CLOCK_BOUNDS = {"after": "以后", "past": "以后", "before": "前", "by": "前"}


def _clock_at(tokens: list[str], at: int, evidence: Sequence[str]) -> tuple[str, int] | None:
    """The clock time at `at` in the way the evidence writes hours ("10 pm" → 22:00, or 22点 where a rule writes
    that), with its bound ("after 10pm" → 22:00以后), and how many tokens it took; None when no a.m./p.m. follows
    the hour: a bare number is a count, not a time."""
    hour = tokens[at]
    if not hour.isdigit() or not 1 <= int(hour) <= 12:
        return None
    used, minutes = 1, "00"
    if at + 1 < len(tokens) and re.fullmatch(r"[0-5]\d", tokens[at + 1]):
        used, minutes = 2, tokens[at + 1]
    mark = tokens[at + used].lower() if at + used < len(tokens) else ""
    if mark not in _MERIDIEM or (len(mark) == 1 and (at + used + 1 >= len(tokens) or tokens[at + used + 1] != "m")):
        return None
    used += 1 if len(mark) == 2 else 2  # "pm", or "p" "m" of p.m.
    h = int(hour) % 12 + _MERIDIEM[mark]
    bound = _CLOCK_BOUNDS.get(tokens[at - 1].lower(), "") if at else ""
    text = " ".join(evidence)
    written = next((w for w in (f"{h}:{minutes}", f"{h}点", f"{h}时") if w in text), f"{h}:{minutes}")
    if minutes != "00" and written[-1] in "点时":
        written += f"{minutes}分"  # "8:30 a.m." where a rule writes 8点30分: keep the minutes
    return written + bound, used


# "leave the office", "leave work early", "leave the company": the verb, going home or quitting, not a leave taken;
# read so only after a subject or a modal ("if I leave the office…", "must leave the company"), not "take leave the…"
# "leave early" is the neutral act (提前下班), not 早退, the disciplinary term: leaving early may be allowed
_DEPARTURES = {"office": "下班", "work": "下班", "company": "离职", "job": "离职", "firm": "离职", "early": "提前下班"}
_LEAVERS = frozenset({"i", "we", "you", "they", "he", "she", "to", "can", "may", "must", "will", "should", "if",
                      "when", "once", "after", "before", "who", "staff", "employees", "employee"})  # fmt: skip
_DETERMINERS = frozenset({"the", "my", "our", "this", "your", "his", "her", "their"})


def _departure_at(tokens: list[str], at: int) -> tuple[str, int] | None:
    """The Chinese of "leave" read as a verb at `at` ("leave the office" → 下班, "leave the company" → 离职,
    "leave early" → 提前下班) and how many tokens it took, or None."""
    if tokens[at].lower() not in ("leave", "leaving", "left") or (at and tokens[at - 1].lower() not in _LEAVERS):
        return None
    after = at + 1
    if after < len(tokens) and tokens[after].lower() in _DETERMINERS:
        after += 1
    word = tokens[after].lower() if after < len(tokens) else ""
    if word not in _DEPARTURES or (word == "early" and after > at + 1):
        return None
    if word == "work" and after + 1 < len(tokens) and tokens[after + 1].lower() == "early":
        return "提前下班", after + 2 - at  # "leave work early"
    return _DEPARTURES[word], after + 1 - at


def _unit_after(tokens: list[str], at: int) -> tuple[str, int]:
    """The Chinese unit of the number before `tokens[at]`, and how many tokens it took."""
    for n in (2, 1):
        phrase = " ".join(t.lower() for t in tokens[at : at + n])
        if len(tokens[at : at + n]) == n and phrase in _UNITS:
            return _UNITS[phrase], n
    return "", 0


__all__ = ["bridged_question", "carried_reading", "lexicon", "unnamed_kind"]
