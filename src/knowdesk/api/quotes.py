"""Which sentences of a cited fragment support the answer, so the fragment view can highlight them (issue 20.2).

The answer cites as `《document》locator：quoted text`: each sentence (or table row) of the quoted text is
looked up in the fragment's body, ignoring white space (a PDF line wrap inside a sentence, a table's
cell padding). A citation whose quote is not found verbatim (a chat model's paraphrase) gets the
fragment sentence sharing the most character pairs with the answer, when it shares most of its own.
Quotes are returned as exact substrings of the body, so the page marks them without matching again.
"""

from __future__ import annotations

import re
from typing import Any

MIN_CHARS = 4  # shorter pieces ("是", "否") would light up everywhere
MAX_QUOTES = 6
MIN_OVERLAP = 0.5  # of a sentence's character pairs, for the paraphrase fallback
_SENTENCE_END = re.compile(r"(?<=[。！？；!?;])|\n")
_PUNCT = " \t\r\n，,。．.：:；;！!？?、“”\"'（）()《》【】"


def _compact(text: str) -> tuple[str, list[int]]:
    """The text without white space, and each kept character's offset in the original."""
    kept = [(i, ch) for i, ch in enumerate(text) if not ch.isspace()]
    return "".join(ch for _, ch in kept), [i for i, _ in kept]


def _find(body: str, compact: tuple[str, list[int]], piece: str) -> str | None:
    needle = "".join(piece.split())
    at = compact[0].find(needle) if len(needle) >= MIN_CHARS else -1
    if at < 0:
        return None
    offsets = compact[1]
    return body[offsets[at] : offsets[at + len(needle) - 1] + 1]


def _pieces(quoted: str) -> list[str]:
    """Sentences of a quote; table rows (`| a | b |`, joined as `||` on one line) one by one."""
    rows = quoted.replace("||", "|\n|")
    return [p.strip(_PUNCT) for p in _SENTENCE_END.split(rows) if p and p.strip(_PUNCT)]


def _quoted_parts(answer: str, cite: dict[str, Any]) -> list[str]:
    """What the answer says after each mention of the citation's document (and its place)."""
    mark = f"《{cite['document']}》"
    out = []
    for line in answer.splitlines():
        at = line.find(mark)
        while at >= 0:
            rest = line[at + len(mark) :]
            for where in (cite.get("locator"), cite.get("section")):
                if where and rest.startswith(where):
                    rest = rest[len(where) :]
                    break
            nxt = rest.find("《")
            out.append((rest if nxt < 0 else rest[:nxt]).lstrip("：: "))
            at = line.find(mark, at + len(mark))
    return out


def _pairs(text: str) -> set[str]:
    t = "".join(ch for ch in text if ch not in _PUNCT)
    return {t[i : i + 2] for i in range(len(t) - 1)}


def _closest_sentence(answer: str, body: str) -> str | None:
    said = _pairs(re.sub(r"《[^》]*》", "", answer))
    best, best_share = None, MIN_OVERLAP
    for sentence in _SENTENCE_END.split(body):
        s = sentence.strip(_PUNCT)
        pairs = _pairs(s)
        if len(s) < MIN_CHARS or not pairs:
            continue
        share = len(pairs & said) / len(pairs)
        if share > best_share:
            best, best_share = s, share
    return best


def supporting_quotes(answer: str, cite: dict[str, Any], body: str) -> list[str]:
    """Substrings of `body` that the answer quotes (or, failing that, the sentence it paraphrases)."""
    if not body or not answer:
        return []
    compact = _compact(body)
    quotes: list[str] = []
    for part in _quoted_parts(answer, cite):
        for piece in _pieces(part):
            found = _find(body, compact, piece)
            if found and found not in quotes:
                quotes.append(found)
    if not quotes:
        closest = _closest_sentence(answer, body)
        quotes = [closest] if closest else []
    return quotes[:MAX_QUOTES]
