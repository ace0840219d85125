"""Sentence-level text measures for material extraction (seed 001 §5's hierarchical summary).

Salient sentences (numbers, rules, steps, definitions) summarise a document best; the token
estimate keeps the material within a model's budget without a tokenizer download.
"""

from __future__ import annotations

import re

from knowdesk.text.metadata import DOCUMENT_METADATA

_SENT_SPLIT = re.compile(r"(?<=[。；;！？!?])|\n+")
RULE_WORDS = ("须", "应当", "应", "不得", "禁止", "必须", "不超过", "最多", "至少", "不少于", "方可", "原则上")
STEP_WORDS = ("流程", "步骤", "首先", "然后", "提交", "审批", "申请", "办理", "之后", "经")
DEFINE_WORDS = ("是指", "指的是", "称为", "以下简称", "定义为", "包括")


def sentences(text: str) -> list[str]:
    """Sentences of a fragment body, stripped, without fragments of a few characters."""
    return [s.strip(" \t-•*|") for s in _SENT_SPLIT.split(text) if s and len(s.strip()) >= 8]


def salience(sentence: str) -> float:
    """How much a sentence is worth asking about: numbers, rules, steps, definitions."""
    score = 0.0
    if re.search(r"\d", sentence):
        score += 2.0
    score += 1.5 * any(w in sentence for w in RULE_WORDS)
    score += 1.0 * any(w in sentence for w in STEP_WORDS)
    score += 1.5 * any(w in sentence for w in DEFINE_WORDS)
    if DOCUMENT_METADATA.search(sentence):  # document header lines (编号, 版本号, 生效日期) are not knowledge
        score -= 4.0
    n = len(sentence)
    if n < 15 or n > 220:
        score -= 2.0
    if sentence.count("|") >= 2:  # table rows read badly as questions
        score -= 3.0
    return score


def estimate_tokens(text: str) -> int:
    """Offline token estimate: one per CJK character, ~0.75 per Latin word piece."""
    cjk = len(re.findall(r"[\u4e00-\u9fff]", text))
    latin = len(re.findall(r"[A-Za-z0-9]+", text))
    return cjk + int(latin * 1.3) + 1
