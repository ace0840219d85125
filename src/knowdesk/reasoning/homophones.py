"""Homophone typos in a question, read as the evidence spells them.

A pinyin input method offers every character of a syllable, so employees type 适用期 for 试用期, 补帖 for 补贴, 报消 for
报销. Such a spelling is not in the evidence, and the answering steps that look for the question's words there miss
it (and refuse, or answer another rule). A run of the question the evidence does not hold is read as the evidence's
run of the same length and sound (pinyin without tones) that differs from it in one character, when that makes the
question's words likelier by the segmenter's dictionary (`MIN_GAIN`): 报消 → 报销 gains, 还是一天 → 还十一天 (the
evidence's 十一) loses. A question about something the evidence lacks (产假 of rules naming only 陪产假) is kept.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

import jieba.posseg
from pypinyin import lazy_pinyin

from knowdesk.text.tokenize import get_tokenizer

_CJK_RUN = re.compile(r"[\u4e00-\u9fff]{2,}")
WINDOWS = (4, 3, 2)  # longest first: a longer run carries more of the sound that singles out the evidence's word
# how much likelier (natural log, jieba's best segmentation) the respelled run must be. Set on the team's own questions
# (bench/qa_sets/typos_*.jsonl and every development question respelled against its whole knowledge base): typos
# gained +1.05 (保损 → 报损) to +12, respellings of right questions at most +0.87 (卖车 → 买车); not yet checked on
# typos written by someone else, so the blind sets' typed questions are its test
MIN_GAIN = 1.0
# a single character the dictionary counts this often as a word by itself (打, 指, 离, 的) was typed as meant; typos'
# characters (压, 帖, 漂, 般) are rarer alone
COMMON_CHARACTER = 9000
LONG_WORD = 3  # 适用期 → 试用期: a typed word of the same length the evidence's longer word replaces whole


@cache  # one entry per distinct character: bounded by the script's few tens of thousands
def _sound(char: str) -> str:
    return lazy_pinyin(char)[0]


@lru_cache(maxsize=2)  # built when first asked (it reads the dictionary's tags), again if the tokenizer is rebuilt
def _tagger(tokenizer: jieba.Tokenizer) -> jieba.posseg.POSTokenizer:
    return jieba.posseg.POSTokenizer(tokenizer)


@lru_cache(maxsize=4096)
def _likelihood(run: str) -> float:
    """The log-probability of the run's best segmentation by the dictionary's word frequencies."""
    tokenizer = get_tokenizer()
    route: dict[int, tuple[float, int]] = {}
    tokenizer.calc(run, tokenizer.get_DAG(run), route)
    return route[0][0]


def _by_sound(evidence: str, wanted: dict[int, set[tuple[str, ...]]]) -> dict[tuple[str, ...], set[str]]:
    """The evidence's runs of each wanted size whose sound is one of the wanted ones, in one pass over the evidence
    (a question's few windows, not every n-gram of a long evidence, are what gets indexed)."""
    index: dict[tuple[str, ...], set[str]] = {}
    for run in _CJK_RUN.findall(evidence):
        sounds = [_sound(c) for c in run]
        for size, keys in wanted.items():
            for i in range(len(run) - size + 1):
                key = tuple(sounds[i : i + size])
                if key in keys:
                    index.setdefault(key, set()).add(run[i : i + size])
    return index


def _one_apart(typed: str, written: str) -> bool:
    return sum(a != b for a, b in zip(typed, written, strict=True)) == 1


def _word_at(run: str, at: int) -> tuple[str, str]:
    """The dictionary word (and its part of speech) of the run's best segmentation, unknown words left in single
    characters, that holds the character at `at`."""
    start = 0
    for pair in _tagger(get_tokenizer()).cut(run, HMM=False):
        if start <= at < start + len(pair.word):
            return pair.word, pair.flag
        start += len(pair.word)
    return "", ""


def _makes_a_word(typed: str, written: str, evidence: str) -> bool:
    """The one changed character stands alone where it was typed and, respelled, is part of a noun or verb the
    evidence writes (压|金 → 押金, 适用期 → 试用期 whole): a typed character inside a word of its own (同事 → 同时, 交多少
    → 较多少) is the asker's word."""
    at = next(k for k, (a, b) in enumerate(zip(typed, written, strict=True)) if a != b)
    before, _ = _word_at(typed, at)
    after, flag = _word_at(written, at)
    if len(before) == 1 and get_tokenizer().FREQ.get(before, 0) >= COMMON_CHARACTER:
        return False  # 打到 → 达到, 指什么 → 制什么: a character common as a word by itself is meant
    return (len(before) == 1 or (len(after) >= LONG_WORD and len(after) > len(before))) and len(after) >= 2 \
        and flag[:1] in ("n", "v", "t") and after in evidence  # fmt: skip


def respelled(question: str, texts: list[str]) -> str:
    """`question` with each homophone typo replaced by the evidence's spelling (unchanged when there is none)."""
    evidence = "\n".join(texts)
    runs = _CJK_RUN.findall(question)
    wanted: dict[int, set[tuple[str, ...]]] = {}
    for run in runs:
        for size in WINDOWS:
            for i in range(len(run) - size + 1):
                if run[i : i + size] not in evidence:
                    wanted.setdefault(size, set()).add(tuple(_sound(c) for c in run[i : i + size]))
    if not wanted:
        return question
    index = _by_sound(evidence, wanted)
    out = question
    for run in runs:
        fixed = run
        for size in WINDOWS:
            for i in range(len(fixed) - size + 1):
                part = fixed[i : i + size]
                if part in evidence:
                    continue
                near = [w for w in index.get(tuple(_sound(c) for c in part), ()) if _one_apart(part, w)]
                options = [fixed[:i] + w + fixed[i + size :] for w in sorted(near)]
                options = [o for o in options if _makes_a_word(fixed, o, evidence)]
                best = max(options, key=_likelihood, default=fixed)
                if _likelihood(best) - _likelihood(fixed) >= MIN_GAIN:
                    fixed = best
        if fixed != run:
            out = out.replace(run, fixed, 1)
    return out


__all__ = ["respelled"]
