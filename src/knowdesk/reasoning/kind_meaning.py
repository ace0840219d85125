"""The evidence's own name for a kind of pay, leave or benefit an English question names in words the workplace
lexicon does not know, found by meaning.

An English question asking for a kind the lexicon cannot carry ("high temperature subsidy", "station allowance"
where only "allowance" is known) would be refused as a kind the Chinese evidence never names (`bridge.unnamed_kind`),
though the rules pay 高温补贴. The Chinese names of kinds are short and headed by the class word's own Chinese
(补贴, 津贴, 假, 奖, 保险), so the evidence's candidates are few: the multilingual dense model reads them against the
English name, and one clearly nearest in meaning names the kind (高温补贴 for "high temperature subsidy"); a kind
no rule pays ("Christmas bonus", "dental insurance", "gym subsidy") finds none clearly nearest and stays refused.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np

from knowdesk.reasoning.crosslingual import Cosines

# the Chinese head words each English class word's kinds end with
_HEADS = {
    "allowance": "津贴|补贴|补助|费",
    "subsidy": "补贴|补助|津贴",
    "stipend": "津贴|补贴|补助",
    "benefit": "福利|补贴|津贴",
    "bonus": "奖金|奖励|奖",
    "leave": "假",
    "insurance": "保险|险",
    "gift": "礼品|礼金|礼",
    "commission": "提成|佣金",
}
_CLASS = re.compile(r"(allowance|subsid|stipend|benefit|bonus|leave|insurance|gift|commission)", re.I)
MAX_MODIFIER = 4  # Chinese characters a kind's name may put before its head word (特种作业津贴)
NAMES_KIND = 0.80  # e5-small cosine (English name as query, Chinese name as passage) a name must reach: the names
# that are the kind read 0.806–0.838, a near kind of another sort (医疗保险 for dental insurance) up to 0.806
KIND_MARGIN = 0.02  # …and by which it must beat the nearest name of another kind (dental → 医疗保险 leads by 0.014)


def evidence_kinds(class_word: str, evidence: Sequence[str]) -> list[str]:
    """The names of kinds of `class_word`'s class the evidence writes: a head word (补贴) with the one to
    `MAX_MODIFIER` Chinese characters before it, each length a candidate (发放高温补贴, 高温补贴, 温补贴)."""
    m = _CLASS.match(class_word)
    heads = _HEADS.get(m.group(1).lower().replace("subsid", "subsidy") if m else "", "")
    if not heads:
        return []
    names: dict[str, None] = {}
    for text in evidence:
        for hit in re.finditer(heads, text):
            for n in range(1, MAX_MODIFIER + 1):
                name = text[max(hit.start() - n, 0) : hit.end()]
                if len(name) < n + len(hit.group()) or not _CJK.fullmatch(name) or name[0] in _JOINING:
                    break
                names[name] = None
    return list(names)


_CJK = re.compile(r"[\u4e00-\u9fff]+")
_JOINING = frozenset("的和及或与并、")  # a name runs no further back than the word joining it to the text before
NAME_TIE = 0.01  # of cosine: a shorter name inside the nearest one, this close to it, is the kind's own name


def kind_by_meaning(phrase: str, evidence: Sequence[str], cosines: Cosines) -> str:
    """The evidence's name for the kind the English `phrase` ("high temperature subsidy") names: the candidate
    nearest it in meaning, when it reaches `NAMES_KIND` and leads every name of another kind (one neither inside it
    nor holding it) by `KIND_MARGIN`; else ""."""
    words = phrase.split()
    names = evidence_kinds(words[-1], evidence) if len(words) >= 2 else []
    if not names:
        return ""
    cos = cosines(phrase, names)
    best = int(np.argmax(cos))
    name = names[best]
    rivals = [float(c) for n, c in zip(names, cos, strict=True) if n not in name and name not in n]
    if float(cos[best]) < NAMES_KIND or (rivals and float(cos[best]) - max(rivals) < KIND_MARGIN):
        return ""
    inside = [(len(n), n) for n, c in zip(names, cos, strict=True)
              if n in name and len(n) >= 3 and float(c) >= float(cos[best]) - NAME_TIE]  # fmt: skip
    return min(inside)[1] if inside else name


__all__ = ["KIND_MARGIN", "NAMES_KIND", "evidence_kinds", "kind_by_meaning"]
