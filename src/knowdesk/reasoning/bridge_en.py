"""Chinese questions on English documents, read by their words (the other direction of `bridge.py`).

The local reader matches the question's words against the evidence, and a Chinese question shares none with an
English handbook. The same workplace lexicon (`data/en_zh_terms.tsv`) read backwards writes the question the way
the evidence would: each Chinese term becomes the English phrase the evidence uses (the lexicon's first phrase when
none is there), numbers keep their units ("3000美元" → 3000 USD, "满三年" → 3 years), Latin words (PTO, MFA) stay,
and the asking words lead (几天 → how many days, 谁 → who, 吗 → is). "报销单金额3000美元需要谁审批？" on an expense
policy reads "who expense 3000 USD approve?", which the English reader answers from its approval table.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from knowdesk.reasoning.bridge import bridged_question, lexicon, one_way_variants
from knowdesk.text.language import language_of
from knowdesk.text.numbers import chinese_number
from knowdesk.text.places import places, province_of

MAX_VARIANTS = 2  # English phrases kept for one Chinese term when the evidence uses several of them

# the asking words, first match wins: (pattern, the English frame)
_FRAMES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p), en)
    for p, en in (
        (r"(?:几|多少)个?工作日", "how many working days"),
        (r"(?:几|多少)天", "how many days"),
        (r"(?:几|多少)周|(?:几|多少)个星期", "how many weeks"),
        (r"(?:几|多少)个?小时", "how many hours"),
        (r"(?:几|多少)个月", "how many months"),
        (r"(?:几|多少)年(?!假)", "how many years"),
        (r"多长时间|多久", "how long"),
        (r"谁|哪位|什么人", "who"),
        (r"什么时候|何时|哪天|几号", "when"),
        (r"多少钱|多少|几", "how much"),
        (r"怎么|如何|怎样", "how"),
        (r"是指什么|是什么意思|什么是", "what is"),
        (r"可以|能否|能不能|可不可以|允许", "can"),
        (r"吗|是否|有没有", "is"),
        (r"什么|哪些|哪个", "what"),
    )
)

_NUMBER = re.compile(r"(\d+(?:,\d{3})*(?:\.\d+)?|[零一二两三四五六七八九十百千万]+)\s?")
_UNITS = (  # longest first: a Chinese unit after a number → the English unit
    ("个工作日", "working days"), ("工作日", "working days"), ("个小时", "hours"), ("小时", "hours"),
    ("个月", "months"), ("分钟", "minutes"), ("美元", "USD"), ("英镑", "GBP"), ("欧元", "EUR"), ("卢比", "INR"),
    ("公里", "km"), ("英里", "miles"), ("天", "days"), ("日", "days"), ("周", "weeks"), ("年", "years"),
    ("晚", "nights"), ("次", "times"), ("元", "yuan"), ("%", "%"),
)  # fmt: skip
_LATIN = re.compile(r"[A-Za-z][A-Za-z0-9\-]*")


@lru_cache(maxsize=1)
def reverse_lexicon() -> dict[str, tuple[str, ...]]:
    """Chinese term → the English phrases the lexicon writes it for, in the lexicon's order."""
    out: dict[str, list[str]] = {}
    one_way = one_way_variants()
    for key, variants in lexicon().items():
        if key[:1] == ("~",):  # a stemmed key: the phrase as written is there too
            continue
        for chinese in variants:
            if re.search(r"[\u4e00-\u9fff]", chinese) and (" ".join(key), chinese) not in one_way:
                phrases = out.setdefault(chinese, [])
                if " ".join(key) not in phrases:
                    phrases.append(" ".join(key))
    return {k: tuple(v) for k, v in out.items()}


@lru_cache(maxsize=1)
def _longest() -> int:
    return max((len(k) for k in reverse_lexicon()), default=1)


def english_question(question: str, evidence: Sequence[str]) -> str:
    """The Chinese `question` written in the English evidence's words, or "" when it is not Chinese or none of its
    terms could be carried over."""
    if language_of(question) != "zh":
        return ""
    parts, topical, _ = _carry(question, " ".join(evidence).lower())
    if not topical:
        return ""
    frame = next((en for pattern, en in _FRAMES if pattern.search(question)), "")
    words = " ".join(dict.fromkeys(parts))
    return f"{frame} {words}?".strip() if frame else f"{words}?"


def untranslated(question: str) -> list[str]:
    """The stretches of a Chinese question the lexicon could not carry into English, longer than `LEFT_OVER`
    characters once the asking words are set aside ("院级青年启动基金每年几月份申报" leaves 院级青年启动): a term
    like that is the question's topic, and a search without it finds whatever English section its generic words
    (fund, per year) happen to name."""
    if language_of(question) != "zh":
        return []
    asking = _FILLER.sub("，", question)
    for pattern, _ in _FRAMES:
        asking = pattern.sub("，", asking)
    _, _, left = _carry(asking, "")
    return [run for run in left if len(run) > LEFT_OVER]


LEFT_OVER = 4  # a short stretch is a verb and its particles (能报, 用完后); a longer one names something
# everyday words around the topic, never the topic itself
_FILLER = re.compile(
    r"公司|自己|以后|之后|以前|发现|一下|事情|东西|时候|问题|已经|还是|或者|如果|需要|应该|现在|一共|最后"
)


def _carry(question: str, evidence: str) -> tuple[list[str], int, list[str]]:
    """The English words of `question` (numbers with units, Latin words, lexicon terms, the phrases `evidence`
    uses first), how many of them are topical, and the runs of Chinese characters left uncarried."""
    rev = reverse_lexicon()
    longest = _longest()
    parts: list[str] = []
    left: list[str] = []
    run = ""
    topical = 0
    i = 0
    while i < len(question):
        number = _number_at(question, i)
        if number is not None:
            text, i = number
            parts.append(text)
            left, run = _closed(left, run)
            continue
        latin = _LATIN.match(question, i)
        for n in range(min(longest, len(question) - i), 1, -1):
            phrases = rev.get(question[i : i + n])
            if phrases and not (latin and latin.end() > i + n):  # a term, not the start of a Latin word (PTO)
                present = [p for p in phrases if _written(p, evidence)]
                present = [p for p in present if not any(p != q and p in q for q in present)]  # not "maternity" too
                parts.extend(present[:MAX_VARIANTS] or phrases[:1])
                topical += 1
                i += n
                left, run = _closed(left, run)
                break
        else:
            if latin:  # PTO, MFA, a level code: English documents write them the same way
                parts.append(latin.group(0))
                topical += 1
                i = latin.end()
                left, run = _closed(left, run)
                continue
            if re.match(r"[\u4e00-\u9fff]", question[i]) and question[i] not in _FUNCTION:
                run += question[i]
            else:
                left, run = _closed(left, run)
            i += 1
    left, run = _closed(left, run)
    return parts, topical, left


_FUNCTION = set("的了吗呢啊吧呀么是有要能会可以去在给我你他她们这那个和与或还就都也被把对从到为让请该应得过着")


def _closed(left: list[str], run: str) -> tuple[list[str], str]:
    return ([*left, run] if run else left), ""


_LABEL = re.compile(r"[\W_]*([A-Z][A-Za-z.' ]{1,30}?)[\W_]*[:：]")


def other_place(question: str, sentence: str) -> str:
    """The place an English sentence is labelled for ("India: birth mothers receive 26 weeks…") when the question
    (a Chinese one, or its English words) names neither it nor its Chinese name: that sentence is the exception for
    there, not the rule asked for ("产假有多少天"); "" otherwise (no label, a label the lexicon does not know as a
    term, or one the question names)."""
    m = _LABEL.match(sentence)
    if m is None:
        return ""
    label = m.group(1).strip()
    variants = lexicon().get(tuple(label.lower().split()))
    if not variants or label.lower() in question.lower() or any(v in question for v in variants):
        return ""
    # a place, not a topic the lexicon also knows ("Phishing: report…", "Computer: …")
    return label if any(places(v) == [v] or province_of(v) for v in variants) else ""


def _number_at(question: str, at: int) -> tuple[str, int] | None:
    """A number with its unit at `at` ("3000美元" → "3000 USD", "三年" → "3 years"), and where it ends."""
    m = _NUMBER.match(question, at)
    if m is None:
        return None
    raw, end = m.group(1), m.end()
    value = float(raw.replace(",", "")) if raw[0].isdigit() else chinese_number(raw)
    if value is None:
        return None
    if raw[0].isdigit() and question[end : end + 1] in _MAGNITUDES:  # 3万元 is 30000 yuan
        value, end = value * _MAGNITUDES[question[end]], end + 1
    shown = str(int(value)) if float(value).is_integer() else str(value)
    if question[end : end + 1] in "日号" and question[at - 1 : at] == "月":  # 每月5日 is a day of the month
        return shown, end + 1
    for unit, english in _UNITS:
        if question.startswith(unit, end) and not question.startswith("性", end + len(unit)):  # 一次性
            return f"{shown} {english}", end + len(unit)
    if not raw[0].isdigit():  # 一 in 一次性, 三 in 三方: a numeral only with a unit
        return None
    return shown, end


_MAGNITUDES = {"万": 10_000, "千": 1_000}


def _written(phrase: str, text: str) -> bool:
    return re.search(rf"\b{re.escape(phrase)}", text) is not None


def carried_question(question: str, evidence: Sequence[str]) -> str:
    """The question written in the evidence's language: an English one in Chinese words (`bridge.py`), a Chinese
    one in English words; "" when its topic could not be carried over."""
    return bridged_question(question, evidence) or english_question(question, evidence)


__all__ = ["carried_question", "english_question", "other_place", "reverse_lexicon", "untranslated"]
