"""The places a question names: what picks a row of a city table or a catch-all row, what a rule must be about, and
what a later part of a multi-part question keeps asking about."""

from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources

from knowdesk.text.tokenize import tagged, words

# words the segmenter tags as places that name none ("哪些东西", "当地", "境外")
_NOT_PLACES = frozenset(["东西", "南北", "东南", "西北", "当地", "本地", "外地", "各地", "国内", "海外", "全国", "境内",
                         "境外", "中外", "内外", "礼拜", "延时"])  # fmt: skip
# a proper name in English: capitalised words after the question's first word ("in Dubai", "to New York")
_EN_NAME = re.compile(r"(?<=\s)[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*")


def _is_place(word: str, flag: str) -> bool:
    return flag == "ns" and len(word) >= 2 and word not in _NOT_PLACES


def places(question: str) -> list[str]:
    """The Chinese place names a question holds outside titles and quotes ("深圳的最低工资" → 深圳)."""
    bare = re.sub(r"《[^》]*》|“[^”]*”", " ", question)
    return [w for w, f in tagged(bare) if _is_place(w, f)]


def named_places(question: str) -> list[tuple[int, int]]:
    """Spans of the places the question names: capitalised English words after its first, jieba's place tags
    (ns) in Chinese."""
    spans = [m.span() for m in _EN_NAME.finditer(question)]
    at = 0
    for word, flag in tagged(question):
        start = question.find(word, at)
        if start < 0:
            continue
        at = start + len(word)
        if _is_place(word, flag) and not word.isascii():
            spans.append((start, at))
    return spans


@lru_cache(maxsize=1)
def _provinces() -> dict[str, str]:
    """Each city of `data/zh_regions.tsv` → the province rules name it by."""
    out: dict[str, str] = {}
    text = resources.files("knowdesk.data").joinpath("zh_regions.tsv").read_text(encoding="utf-8")
    for line in text.splitlines():
        if line.strip() and not line.startswith("#"):
            province, *cities = [v.strip() for v in line.split("|") if v.strip()]
            out.update((c.removesuffix("市") if len(c) > 3 else c, province) for c in cities)
    return out


def province_of(place: str) -> str:
    """The province a city lies in as rules name it ("拉萨" → 西藏, "苏州市" → 江苏), "" when it is none the data
    knows (or is a province itself)."""
    return _provinces().get(place) or _provinces().get(place.removesuffix("市"), "")


@lru_cache(maxsize=1)
def _pinyin_names() -> frozenset[str]:
    from pypinyin import lazy_pinyin

    names = set(_provinces()) | set(_provinces().values())
    return frozenset("".join(lazy_pinyin(n)) for n in names)


def in_pinyin(name: str) -> bool:
    """Whether an English-written place is a Chinese city's or province's name in pinyin ("Shanghai", "Xi'an")."""
    return re.sub(r"[^a-z]", "", name.lower()) in _pinyin_names()


def names_a_province(text: str) -> bool:
    """Whether `text` names a province of the region data ("西藏、青海、新疆")."""
    return any(province in text for province in frozenset(_provinces().values()))


def provinces_named(text: str) -> list[tuple[str, str]]:
    """(city, its province) for each city of the data that `text` names as a word of its own ("去拉萨出差"; 吉林市 or 吉林),
    not inside another word (台中 of 平台中, 大连 of 最大连续, 德州 of 德州扑克)."""
    out: list[tuple[str, str]] = []
    for w in words(text):
        city = w if w in _provinces() else w.removesuffix("市")
        if city in _provinces() and (city, _provinces()[city]) not in out:
            out.append((city, _provinces()[city]))
    return out
