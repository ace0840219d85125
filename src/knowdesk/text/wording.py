"""Other wordings of one thing: employees ask "被辞退能拿多少补偿", labour law writes 解除劳动合同. A topic the evidence
writes another way must not make a question unanswerable (`reasoning/unnamed.py`), nor count as missing from a
sentence (`reasoning/local_answer.fuzzy_coverage`), nor find nothing in a knowledge base that never uses the
employee's word (`stores/keyword_terms.stand_ins`). The groups (`data/zh_workplace_wording.tsv`, and
`en_workplace_wording.tsv` for English policies: "grandmother" / grandparent) are the product's
own, narrow on purpose: every variant of a line can stand in for every other in a rule's sentence."""

from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources

from knowdesk.text.tokenize import content_words, words

_FILES = ("zh_workplace_wording.tsv", "en_workplace_wording.tsv")  # Chinese, then English policies' wording


@lru_cache(maxsize=1)
def _groups() -> dict[str, tuple[str, ...]]:
    """Each variant → every variant of the lines it stands on (a word may stand on two lines: 解除劳动合同)."""
    data = resources.files("knowdesk.data")
    text = "\n".join(data.joinpath(f).read_text(encoding="utf-8") for f in _FILES)
    out: dict[str, dict[str, None]] = {}  # ordered sets
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        variants = [v.strip().lower() for v in line.split("|") if v.strip()]
        for v in variants:
            out.setdefault(v, {}).update(dict.fromkeys(w for w in variants if w != v))
    return {k: tuple(v) for k, v in out.items()}


def listed_phrases(text: str) -> list[str]:
    """The listed variants that `text` holds whole and the segmenter splits off a one-character word ("忘了打卡" →
    忘 / 了 / 打卡, "生孩子" → 生 / 孩子): their words weigh least (忘 1 against 打卡 2), so the phrase itself is what a
    question names. Phrases of longer words (经济补偿, 延长工作时间) are found by their words already."""
    low = text.lower()
    return [v for v in _phrases() if v in low]


@lru_cache(maxsize=1)
def _phrases() -> tuple[str, ...]:
    return tuple(v for v in _groups() if content_words(v) != [v] and any(len(w) == 1 for w in words(v)))


def other_wordings(word: str) -> tuple[str, ...]:
    """The other ways rules write `word` ("辞退" → 开除, 解雇, …, 解除劳动合同); () when it has none listed."""
    return _groups().get(word.lower(), ())


def english_wordings_in(text: str) -> list[tuple[int, int, tuple[str, ...]]]:
    """Where lower-case `text` writes an English variant whole ("roll over" at 22–31), with the other ways policies
    write it (carry over, carry-over): a table's header in the policy's wording still names what was asked."""
    out = []
    for variant, others in _groups().items():
        if variant.isascii():
            out += [(m.start(), m.end(), others) for m in re.finditer(rf"\b{re.escape(variant)}\b", text)]
    return out


__all__ = ["english_wordings_in", "listed_phrases", "other_wordings"]
