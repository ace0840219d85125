"""Chinese/English word segmentation for the keyword index and lexical scores.

jieba with a domain user dictionary keeps terms such as 年假, 产假 and 报销单 whole. One
tokenizer instance per process (jieba's dictionary load costs about a second). English words in
search tokens are Snowball-stemmed, so "employees" finds "employee" and "approved" finds "approval".
"""

from __future__ import annotations

import logging
import re
import threading
from collections.abc import Callable, Iterable
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

import jieba
import snowballstemmer

jieba.setLogLevel(logging.WARNING)

# What `search_tokens` yields for a text. Bump it whenever that changes: both document stores record the
# version their keyword index was written with and re-tokenise an older index when opened.
# 1: jieba search-mode tokens, lower-cased, stop-words dropped; 2: English words Snowball-stemmed.
SEARCH_TOKENS_VERSION = 2

_lock = threading.Lock()
_tokenizer: jieba.Tokenizer | None = None
_extra_dicts: set[str] = set()
TAUGHT_FREQ = 20000  # a glossary word's frequency: high enough to keep it whole in any sentence
_extra_words: dict[str, None] = {}  # glossary words, in the order taught; applied when the tokenizer is built

_WORD = re.compile(r"[\w\u4e00-\u9fff]", re.UNICODE)
_NUMBER = re.compile(r"^\d+(\.\d+)?$")

STOPWORDS = frozenset(
    [
        "的",
        "了",
        "是",
        "在",
        "和",
        "与",
        "及",
        "或",
        "等",
        "也",
        "都",
        "就",
        "而",
        "把",
        "被",
        "对",
        "于",
        "从",
        "向",
        "为",
        "以",
        "之",
        "其",
        "这",
        "那",
        "个",
        "一",
        "有",
        "无",
        "不",
        "吗",
        "呢",
        "吧",
        "啊",
        "呀",
        "么",
        "什么",
        "怎么",
        "怎样",
        "如何",
        "哪些",
        "哪个",
        "哪里",
        "多少",
        "几",
        "请问",
        "请",
        "我",
        "你",
        "他",
        "她",
        "我们",
        "你们",
        "他们",
        "可以",
        "能",
        "能否",
        "需要",
        "要",
        "应该",
        "会",
        "该",
        "还",
        "又",
        "再",
        "中",
        "上",
        "下",
        "里",
        "时",
        "后",
        "前",
        "给",
        "what",
        "how",
        "which",
        "who",
        "when",
        "where",
        "why",
        "is",
        "are",
        "the",
        "a",
        "an",
        "of",
        "to",
        "in",
        "on",
        "for",
        "and",
        "or",
        "do",
        "does",
        "can",
        "be",
        "it",
        "this",
        "that",
        "with",
        "by",
        "as",
        "at",
        "from",
    ]
)


def _userdict_path() -> Path:
    return Path(str(resources.files("knowdesk") / "data" / "userdict.txt"))


def get_tokenizer() -> jieba.Tokenizer:
    """The process-wide jieba tokenizer with the bundled domain dictionary loaded."""
    global _tokenizer
    with _lock:
        if _tokenizer is None:
            tok = jieba.Tokenizer()
            tok.initialize()
            path = _userdict_path()
            if path.exists():
                tok.load_userdict(str(path))
            for w in _extra_words:
                tok.add_word(w, freq=TAUGHT_FREQ)
            _tokenizer = tok
        return _tokenizer


def add_user_dictionary(path: str | Path) -> None:
    """Load an admin-supplied jieba dictionary once (config `userdict_file`)."""
    key = str(Path(path).resolve())
    tok = get_tokenizer()
    with _lock:
        if key not in _extra_dicts and Path(key).exists():
            tok.load_userdict(key)
            _extra_dicts.add(key)
            _cached_tokens.cache_clear()


def add_words(words: list[str]) -> None:
    """Teach the tokenizer extra whole words (e.g. glossary terms). Cheap before the first tokenisation: the
    words wait and are added when jieba's dictionary loads, so a command that never tokenises pays nothing."""
    new = [w.strip() for w in words if w.strip() and w.strip() not in _extra_words]
    if not new:
        return
    with _lock:
        _extra_words.update(dict.fromkeys(new))
        if _tokenizer is not None:
            for w in new:
                _tokenizer.add_word(w, freq=TAUGHT_FREQ)
        _cached_tokens.cache_clear()


def taught_entries() -> frozenset[str]:
    """Every word this process teaches jieba beyond its own dictionary, as "word frequency": the bundled domain
    dictionary's lines, an admin's dictionary's (`userdict_file`) and the glossary's words (at `TAUGHT_FREQ`). A
    keyword index records the set it was written with (`keyword_index_words`), so a word taught since, no longer
    taught, or taught at another frequency re-tokenises the fragments holding it (`entry_words`)."""
    with _lock:
        files = [str(_userdict_path()), *_extra_dicts]
        extra = list(_extra_words)
    return frozenset(f"{w} {TAUGHT_FREQ}" for w in extra) | frozenset(e for f in files for e in _dictionary_entries(f))


# a jieba dictionary line as jieba reads it: the word (spaces allowed), then an optional frequency and tag
_DICTIONARY_LINE = re.compile(r"^(.+?)(?: (\d+))?(?: ([a-z]+))?$")


def entry_words(entries: Iterable[str]) -> set[str]:
    """The words of `taught_entries`' entries ("Per Diem 20000" → "Per Diem")."""
    return {_DICTIONARY_LINE.match(e).group(1) for e in entries if e}  # type: ignore[union-attr]


def changed_words(held: Iterable[str], taught: frozenset[str]) -> set[str]:
    """The words whose entry an index recorded (`held`) and the tokenizer's (`taught`) disagree on: taught since,
    no longer taught, or taught at another frequency. The fragments holding them are the ones to re-tokenise."""
    return entry_words(set(held) ^ taught)


def caseless(word: str) -> bool:
    """Whether SQL's ASCII-only lower() folds `word` as Python's lower() does (every letter ASCII or without
    case, as Chinese): only then may a database filter by it before `holds_any` checks in Python."""
    return all(c.isascii() or c.lower() == c.upper() for c in word)


@lru_cache(maxsize=32)
def _dictionary_entries(path: str) -> tuple[str, ...]:
    """A jieba dictionary file's entries: each line's word and frequency, read as jieba reads the line."""
    if not Path(path).exists():
        return ()
    out = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            word, freq, _tag = _DICTIONARY_LINE.match(line).groups()  # type: ignore[union-attr]
            out.append(f"{word} {freq}" if freq else word)
    return tuple(out)


def holds_any(text: str, words: Iterable[str]) -> bool:
    """Whether `text` holds one of `words` (case-folded as the index is): its tokens may change when they do."""
    low = text.lower()
    return any(w.lower() in low for w in words)


def words(text: str) -> list[str]:
    """Precise-mode segmentation, punctuation dropped, case-folded (for lexical overlap)."""
    return [w.lower() for w in get_tokenizer().lcut(text) if _WORD.search(w)]


_stemmer = snowballstemmer.stemmer("english")
_stem_lock = threading.Lock()  # a Snowball stemmer keeps its word in its own state while it works


_PART = re.compile(r"[^\W_]+")  # a run of letters or digits: a part as FTS5's unicode61 tokenizer splits tokens


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """The English Snowball stem of a lower-case ASCII word ("employees" → "employe"); other words unchanged."""
    if not (word.isascii() and word.isalpha()):
        return word
    with _stem_lock:
        return _stemmer.stemWord(word)


def stem_token(token: str) -> str:
    """A lower-cased token with each of its parts that is an English word stemmed ("state-owned" →
    "state-own", "approved" → "approv"; "v3.1" and Chinese words unchanged): stemming a token and then
    splitting it into parts gives the same as stemming each part, so the keyword index's parts can be
    upgraded without the text (`TOKEN_UPGRADES`)."""
    if token.isascii() and token.isalpha():
        return stem(token)
    return _PART.sub(lambda m: stem(m.group()), token)


# How an index part (or token) written by an older SEARCH_TOKENS_VERSION becomes this version's, one word at a
# time, without reading the text again; an index of a version missing here is re-tokenised from its text.
TOKEN_UPGRADES: dict[int, Callable[[str], str]] = {1: stem_token}


@lru_cache(maxsize=4096)
def _cached_tokens(text: str) -> tuple[str, ...]:
    tok = get_tokenizer()
    out = []
    for w in tok.cut_for_search(text):
        w = w.strip().lower()
        if not w or not _WORD.search(w) or w in STOPWORDS:
            continue
        out.append(stem_token(w))
    return tuple(out)


def search_tokens(text: str) -> list[str]:
    """Search-mode tokens (long words also yield their sub-words), stop-words removed, English words stemmed
    (what the keyword index holds: see SEARCH_TOKENS_VERSION)."""
    return list(_cached_tokens(text))


def tagged(text: str) -> list[tuple[str, str]]:
    """The words of `text` with their jieba part-of-speech tags (n… nouns, v… verbs, m numerals, r pronouns)."""
    import jieba.posseg  # its tag tables load only when a clause is first read (not at CLI start-up)

    global _pos_tokenizer
    if _pos_tokenizer is None:
        _pos_tokenizer = jieba.posseg.POSTokenizer(get_tokenizer())
    return [(w.word, w.flag) for w in _pos_tokenizer.cut(text.strip())]


def leading_noun(text: str) -> str:
    """The noun a clause opens with ("工资条在哪里看" → 工资条, "押金多少" → 押金), "" when it opens with anything
    else ("每次最少休多久", "要在多久内休完"): a clause naming its own subject asks about that subject."""
    first = next(iter(tagged(text)), None)
    return first[0] if first is not None and first[1].startswith("n") and len(first[0]) >= 2 else ""


_pos_tokenizer: Any = None  # jieba.posseg.POSTokenizer, made on first use


def content_words(text: str) -> list[str]:
    """Words that carry meaning: no stop-words, no lone punctuation, numbers kept."""
    return [w for w in words(text) if w not in STOPWORDS and (len(w) > 1 or _NUMBER.match(w) or not w.isascii())]
