"""Which language a question is in, so the answer comes back in it (Chinese first, English too)."""

from __future__ import annotations

import re

from knowdesk.prompts import Lang

_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_LATIN = re.compile(r"[A-Za-z]")

BOTH_MIN_CHARS = 30  # of each script for a text to be written in both languages
ENGLISH_PER_CHINESE = 2.0  # Latin letters that say about what one Chinese character says
MOSTLY_ENGLISH = 0.8  # the share of the text (Chinese weighed as above) in English for a mixed text to be English
# an English sentence around Chinese names: this many English words at least, the Chinese in at most so many runs
SENTENCE_WORDS = 5
NAME_RUNS = 2
_WORDS = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)?")
_CJK_RUN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]+")
# a Chinese run that asks, links or frames is Chinese wording, not a name: 年假有几天, 是否包含早餐, 按照 (the handbook),
# 试用期最长, 收礼的上限
_ASKING = re.compile(
    r"[吗呢么几谁哪少啥的]|是否|如何|怎样|怎么|多久|多长|何时|能否|可否|可以|有没有|规定|按照|根据|依照|最长|最多|最高|最少|上限|请问"
)
# the small words of an English sentence, which an English title quoted in a Chinese question mostly lacks
_SMALL = frozenset([
    "what", "how", "who", "which", "when", "where", "is", "are", "do", "does", "can", "may", "i", "my", "we", "our",
    "the", "a", "an", "at", "for", "of", "to", "in", "on", "per",
])  # fmt: skip
SMALL_WORDS = 2


def language_of(text: str) -> Lang:
    """English when the text has Latin letters and no Chinese characters, or is nearly all English around a Chinese
    name ("How many boxes of 舒脉宁 can a rep take?": a product or place written as the documents write it), or an
    English sentence around one or two such names;
    Chinese otherwise ("P5有RSU吗" is a Chinese question with English terms)."""
    if not _LATIN.search(text):
        return "zh"
    cjk = len(_CJK.findall(text))
    if not cjk:
        return "en"
    latin = len(_LATIN.findall(text))
    if latin / (latin + ENGLISH_PER_CHINESE * cjk) >= MOSTLY_ENGLISH:
        return "en"
    return "en" if _names_in_an_english_sentence(text) else "zh"


def _names_in_an_english_sentence(text: str) -> bool:
    """An English sentence that writes one or two names as the documents do ("What's the night shift allowance at
    鄞州商务中心?"): a long project or site name outweighs the letters, yet the question is English. Several English
    words around at most two Chinese runs, none of which asks (年假有几天 is a Chinese question)."""
    runs = _CJK_RUN.findall(text)
    return (
        len(words := _WORDS.findall(text)) >= SENTENCE_WORDS
        and sum(w.lower() in _SMALL for w in words) >= SMALL_WORDS
        and len(runs) <= NAME_RUNS
        and not any(_ASKING.search(r) for r in runs)
    )


def written_in_both(text: str) -> bool:
    """A bilingual text (a notice in Chinese, then the same in English): each language holds a fair share of it,
    weighing a Chinese character as about two English letters."""
    latin, cjk = len(_LATIN.findall(text)), len(_CJK.findall(text))
    if min(latin, cjk) < BOTH_MIN_CHARS:
        return False
    share = latin / (latin + ENGLISH_PER_CHINESE * cjk)
    return 0.25 <= share <= 0.75


# a Chinese mark the answer builders join parts with, and what English writes for it
_ENGLISH_MARK = {"、": ", ", "，": ", ", "；": "; ", "：": ": "}
# the mark between two stretches that are not Chinese (Latin words, numbers, a closing bracket): "Approver、Minimum
# notice", "(London, Tokyo)；Grades G1–G4：220 USD" — not "一类城市（北京、上海）", whose neighbours are Chinese
_MARK_BETWEEN_LATIN = re.compile(r"(?<=[A-Za-z0-9)\]%.]) ?([、，；：]) ?(?=[A-Za-z0-9(\[$€£])")
_TIME_OF_DAY = re.compile(r"(?<![\dA-Za-z])\d{1,2}：\d{2}(?!\d)")  # "10：30" is a time, its colon no joiner


def english_marks(text: str) -> str:
    """The text with the Chinese joining marks between non-Chinese stretches written as English ones: a reply in
    English built from Chinese-style joiners ("City tier：Tier A；Grades G1–G4：220 USD") reads "City tier: Tier A;
    Grades G1–G4: 220 USD". Marks beside a Chinese character stay, so a quoted Chinese rule is left as written."""
    times = [m.span() for m in _TIME_OF_DAY.finditer(text)]

    def said(m: re.Match[str]) -> str:
        in_time = any(start < m.start(1) < end for start, end in times)
        return m.group() if in_time else _ENGLISH_MARK[m.group(1)]

    return _MARK_BETWEEN_LATIN.sub(said, text)
