"""Deterministic answer-side steps: lexical relevance grading, extractive generation with citations
and the conflict note, and the sentence-support + facts groundedness check."""

from __future__ import annotations

import re

from knowdesk.reasoning.base import Check, Citation, Generation, Grade, Passage
from knowdesk.reasoning.evidence import (
    bigrams,
    facts,
    is_table_row,
    sentences,
    source_dates,
    strip_instructions,
    support,
)
from knowdesk.reasoning.glossary import Glossary
from knowdesk.text.tokenize import content_words

# Words that say what kind of answer is wanted, not what it is about: they do not make a fragment relevant.
INTENT_WORDS = frozenset(
    [
        "流程",
        "步骤",
        "申请",
        "办理",
        "规定",
        "标准",
        "条件",
        "要求",
        "手续",
        "领取",
        "需要",
        "公司",
        "员工",
        "什么",
        "时候",
        "怎么办",
        "是否",
        "哪些",
        "具体",
        "详细",
        "相关",
        "问题",
        "情况",
        "规则",
        "制度",
        "政策",
        "方式",
        "方法",
        "可以",
    ]
)
_TEMPLATE_WORDS = re.compile(r"结论|依据|当前以|的内容为准|计算结果")
_PROCESS_QUESTION = re.compile(r"流程|步骤|怎么|如何|办理|申请|手续|领取")
_PROCESS_SENTENCE = re.compile(r"提交|审批|填写|办理|携带|领取|报到|签订|交至|申请")
_CITE = re.compile(r"[（(]《[^》]+》[^）)]*[）)]")


def key_words(question: str, glossary: Glossary) -> dict[str, float]:
    """The question's topical words with weights (longer words and glossary terms weigh more)."""
    out: dict[str, float] = {}
    terms = {t.lower() for t in glossary.terms}  # content_words() are case-folded; `coverage` compares lowercase
    for w in content_words(question):
        if w in INTENT_WORDS or w.startswith("几") or w.isdigit():
            continue
        out[w] = len(w) + (1.0 if w in terms else 0.0)
    for t in glossary.terms_in(question):
        out.setdefault(t.lower(), len(t) + 1.0)
    return out


def coverage(words: dict[str, float], text: str) -> float:
    if not words:
        return 0.0
    low = text.lower()
    return sum(w for k, w in words.items() if k in low) / sum(words.values())


class LocalGrader:
    """Relevant when the fragment holds enough of the question's topical words (seed 003's grader)."""

    def __init__(self, glossary: Glossary, threshold: float) -> None:
        self.glossary = glossary
        self.threshold = threshold

    def grade(self, question: str, passages: list[Passage]) -> list[Grade]:
        words = key_words(question, self.glossary)
        grades: list[Grade] = []
        for p in passages:
            text = f"{p['document']} {p['section']} {p['body']}"
            ok = coverage(words, text) >= self.threshold if words else p["bm25"] > 0
            grades.append("relevant" if ok else "irrelevant")
        return grades


def current_passages(passages: list[Passage]) -> tuple[list[Passage], str | None]:
    """Drop fragments superseded by a newer conflicting document; return the note naming the one that stands."""
    by_doc = {p["document"]: p for p in passages}
    kept, note = [], None
    for p in passages:
        rivals = [by_doc[d] for d in p["conflicts_with"] if d in by_doc]
        if any(r["effective"] > p["effective"] for r in rivals):
            continue
        kept.append(p)
        if p["conflicts_with"] and note is None:
            note = f"当前以《{p['document']}》（{p['effective']}）的内容为准。"
    return kept, note


class LocalGenerator:
    """Extractive answers: the best sentences of the relevant fragments, each cited, 结论 / 依据."""

    def __init__(self, glossary: Glossary, max_sentences: int) -> None:
        self.glossary = glossary
        self.max_sentences = max_sentences

    def generate(self, question: str, passages: list[Passage], strict: bool = False) -> Generation:
        usable, note = current_passages(passages)
        words = key_words(question, self.glossary)
        asks_process = bool(_PROCESS_QUESTION.search(question))
        scored: list[tuple[float, int, int, str]] = []
        for rank, p in enumerate(usable):
            where = coverage(words, f"{p['document']} {p['section']}")
            for pos, s in enumerate(sentences(p["body"])):
                # a sentence counts as on topic when it, or the section it sits in, names the question's topic
                score = coverage(words, s) + 0.5 * where
                if score <= 0:
                    continue
                score += 0.3 * support(question, s) - 0.03 * rank - 0.001 * pos
                if asks_process and _PROCESS_SENTENCE.search(s):
                    score += 0.2
                if is_table_row(s) or len(s) > 150:  # bare table rows and templates read badly as answers
                    score -= 0.3
                scored.append((score, rank, pos, s))
        if not scored:  # relevant by section/title only: take each fragment's opening sentences
            scored = [(0.0, r, i, s) for r, p in enumerate(usable[:2]) for i, s in enumerate(sentences(p["body"])[:2])]
        limit = 2 if strict else self.max_sentences
        best = sorted(scored, key=lambda t: -t[0])[:limit]
        if not best:
            return Generation("", [])
        chosen = sorted(best, key=lambda t: (t[1], t[2]))
        citations: list[Citation] = []
        lines = []
        top = usable[best[0][1]]
        lines.append(f"结论：{best[0][3]}（《{top['document']}》{top['section']}）")
        groups: dict[tuple[str, str], list[str]] = {}
        for _, rank, _, s in chosen:
            groups.setdefault((usable[rank]["document"], usable[rank]["section"]), []).append(s)
        for (document, section), group in groups.items():
            citations.append({"document": document, "section": section})
            lines.append(f"依据：《{document}》{section}：{''.join(_end(s) for s in group)}")
        if note and not strict:
            lines.append(note)
        return Generation("\n".join(lines), citations)


def _end(sentence: str) -> str:
    return sentence if sentence[-1] in "。！？；.!?;|" else sentence + "。"


def passage_sources(passages: list[Passage]) -> tuple[str, set[str], set[str]]:
    """All text a claim may rest on, the dates it contains (plus document dates), the document names."""
    text = "\n".join(f"{p['document']} {p['section']} {strip_instructions(p['body'])}" for p in passages)
    dates = source_dates(text) | {p["effective"] for p in passages} | {p["updated"] for p in passages}
    names = {p["document"] for p in passages} | set(re.findall(r"《([^》]+)》", text))
    return text, dates, names


class LocalChecker:
    """Every sentence must be covered by the cited fragments, and its numbers, dates and names must appear."""

    def __init__(self, threshold: float) -> None:
        self.threshold = threshold

    def check(self, answer: str, passages: list[Passage]) -> Check:
        text, dates, names = passage_sources(passages)
        source_bigrams = bigrams(text)
        unsupported: list[str] = []
        kept_lines: list[str] = []
        for line in answer.splitlines():
            kept = []
            for s in re.split(r"(?<=[。！？!?])", line):
                if not s.strip():
                    continue
                if self._supported(s, text, source_bigrams, dates, names):
                    kept.append(s)
                else:
                    unsupported.append(s.strip())
            if kept and "".join(kept).strip() not in ("结论：", "依据："):
                kept_lines.append("".join(kept))
        return Check(not unsupported, unsupported, "\n".join(kept_lines))

    def _supported(self, sentence: str, text: str, source_bigrams: set[str], dates: set[str], names: set[str]) -> bool:
        _numbers, sentence_dates, sentence_names = facts(sentence)
        if not sentence_names <= names or not sentence_dates <= dates:
            return False
        bare = _TEMPLATE_WORDS.sub("", re.sub(r"《[^》]+》", "", _CITE.sub("", sentence)))
        for d in sentence_dates:
            bare = bare.replace(d, "")
        if any(n not in text for n in facts(bare)[0]):
            return False
        need = bigrams(bare)
        return not need or len(need & source_bigrams) / len(need) >= self.threshold


__all__ = ["LocalChecker", "LocalGenerator", "LocalGrader", "coverage", "key_words", "support"]
