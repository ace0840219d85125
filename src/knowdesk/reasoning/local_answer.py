"""Deterministic answer-side steps: lexical relevance grading, extractive generation with citations
and the conflict note, and the sentence-support + facts groundedness check."""

from __future__ import annotations

import re

from knowdesk.prompts import Lang
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
from knowdesk.text.language import language_of
from knowdesk.text.tokenize import content_words

# Words that say what kind of answer is wanted, not what it is about: they do not make a fragment relevant.
INTENT_WORDS = frozenset(
    [
        "流程",
        "步骤",
        "申请",
        "办理",
        "处理",
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
# The answer's fixed words in the question's language; citations keep 《document》 in both, as
# downstream steps (citations kept, steps summary, groundedness check) find documents by it.
LABELS = {
    "zh": {"conclusion": "结论：", "basis": "依据：", "cite": "（《{document}》{section}）", "quote": "《{document}》{section}：",
           "current": "当前以《{document}》（{date}）的内容为准。", "sources": "来源：", "source": "《{document}》{section}",
           "and": "；"},
    "en": {"conclusion": "Conclusion: ", "basis": "Basis: ", "cite": " (《{document}》 {section})",
           "quote": "《{document}》 {section}: ", "current": "The current rule is 《{document}》 ({date}).",
           "sources": "Sources: ", "source": "《{document}》 {section}", "and": "; "},
}  # fmt: skip


def sources_line(citations: list[Citation], lang: Lang) -> str:
    """The reply's closing "来源：《doc》section；…" line ("" without citations)."""
    if not citations:
        return ""
    labels = LABELS[lang]
    return labels["sources"] + labels["and"].join(labels["source"].format(**c) for c in citations)


_TEMPLATE_WORDS = re.compile(r"结论|依据|当前以|的内容为准|计算结果|Conclusion:|Basis:|The current rule is|Result:")
_PROCESS_QUESTION = re.compile(r"流程|步骤|怎么|如何|办理|申请|手续|领取")
_AMOUNT_QUESTION = re.compile(
    r"多少|几[天年月个次人名岁小时]|多久|多长|上限|下限|最多|最少|最长|最短|how (many|much|long)", re.I
)
_AMOUNT_SENTENCE = re.compile(
    r"\d|[一二三四五六七八九十百千万两]+\s*(个|天|年|月|日|周|人|名|次|岁|小时|元|倍|以上|以下|以内)"
)
_TIME_QUESTION = re.compile(r"哪一?年|何时|什么时候|几时|哪一?天|\bwhen\b", re.I)
_TIME_SENTENCE = re.compile(r"\d{3,4}\s*年|\d{1,2}\s*[月日]|世纪|\d0年代|\b(1\d|20)\d{2}\b")
_PROCESS_SENTENCE = re.compile(r"提交|审批|填写|办理|携带|领取|报到|签订|交至|申请")
# (the question asks for…, a sentence that gives it, its bonus): "怎么办理" → steps, "上限是多少" → a number,
# "哪年建成" → a date
ANSWER_KINDS = [(_PROCESS_QUESTION, _PROCESS_SENTENCE, 0.2), (_AMOUNT_QUESTION, _AMOUNT_SENTENCE, 0.3),
                (_TIME_QUESTION, _TIME_SENTENCE, 0.3)]  # fmt: skip
_BARE_LABELS = {labels[k].strip() for labels in LABELS.values() for k in ("conclusion", "basis")}
_CITE = re.compile(r"[（(]《[^》]+》[^）)]*[）)]")


# Words that only say which kind of answer is wanted (who / which / why…), and particles.
_ASK_WORD = re.compile(r"^(为什么|为何|什么|哪|谁|多少|怎样|怎么|如何|几|是否)")
_PARTICLES = frozenset(["由", "过", "了", "是", "的", "在", "有", "被", "把", "将", "和", "与", "呀", "吗", "呢", "人"])


def key_words(question: str, glossary: Glossary) -> dict[str, float]:
    """The question's topical words with weights (longer words and glossary terms weigh more)."""
    out: dict[str, float] = {}
    terms = {t.lower() for t in glossary.terms}  # content_words() are case-folded; `coverage` compares lowercase
    for w in content_words(question):
        if w in INTENT_WORDS or w in _PARTICLES or _ASK_WORD.match(w) or w.isdigit():
            continue
        out[w] = len(w) + (1.0 if w in terms else 0.0)
    for t in glossary.terms_in(question):
        out.setdefault(t.lower(), len(t) + 1.0)
    return out


def coverage(words: dict[str, float], text: str) -> float:
    """Weighted share of the words found in the text, each word counting fully or not at all."""
    if not words:
        return 0.0
    low = text.lower()
    return sum(w for k, w in words.items() if k in low) / sum(words.values())


def _stem(word: str) -> str:
    """A crude English stem ("requests" → "request", "cities" → "city", "approves" → "approv")."""
    for suffix, repl in (("ies", "y"), ("sses", "ss"), ("es", ""), ("s", ""), ("ing", ""), ("ed", "")):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)] + repl
    return word


def fuzzy_coverage(words: dict[str, float], text: str) -> float:
    """Like `coverage`, but a word not found whole counts by the share of its character bigrams found:
    question and passage are segmented separately (“尚恩有” / “尚恩”), so a whole-word test is brittle.
    An English word counts by its stem instead: letter pairs such as "co"/"de" occur in any English text."""
    if not words:
        return 0.0
    low = text.lower()
    text_bigrams: set[str] | None = None
    got = 0.0
    for k, w in words.items():
        if k in low:
            got += w
            continue
        if k.isascii():
            got += w if _stem(k) in low else 0.0
            continue
        need = bigrams(k)
        if not need:
            continue
        if text_bigrams is None:
            text_bigrams = bigrams(low)
        got += w * len(need & text_bigrams) / len(need)
    return got / sum(words.values())


class LocalGrader:
    """Relevant when the fragment holds enough of the question's topical words (seed 003's grader).

    Words count whole or by their character bigrams (`fuzzy_coverage`). The first retrieval hit is
    also relevant when it is clearly the best match: top by both BM25 and the dense score among the
    hits, and holding at least `floor` × threshold of the key words."""

    def __init__(self, glossary: Glossary, threshold: float, floor: float = 0.6) -> None:
        self.glossary = glossary
        self.threshold = threshold
        self.floor = floor

    def grade(self, question: str, passages: list[Passage]) -> list[Grade]:
        words = key_words(question, self.glossary)
        grades: list[Grade] = []
        for p in passages:
            text = f"{p['document']} {p['section']} {p['body']}"
            ok = fuzzy_coverage(words, text) >= self.threshold if words else p["bm25"] > 0
            grades.append("relevant" if ok else "irrelevant")
        if words and passages and grades[0] == "irrelevant" and self._clear_winner(passages):
            first = passages[0]
            text = f"{first['document']} {first['section']} {first['body']}"
            if fuzzy_coverage(words, text) >= self.floor * self.threshold:
                grades[0] = "relevant"
        return grades

    @staticmethod
    def _clear_winner(passages: list[Passage]) -> bool:
        """Top by both BM25 and dense score, or by BM25 at twice the runner-up's score."""
        first, rest = passages[0], passages[1:]
        if first["bm25"] <= 0:
            return False
        if all(first["bm25"] >= 2 * p["bm25"] for p in rest):
            return True
        return first["dense"] > 0 and all(first["bm25"] > p["bm25"] and first["dense"] > p["dense"] for p in rest)


def current_passages(passages: list[Passage], lang: Lang = "zh") -> tuple[list[Passage], str | None]:
    """Drop fragments superseded by a newer conflicting document; return the note naming the one that stands."""
    by_doc = {p["document"]: p for p in passages}
    kept, note = [], None
    for p in passages:
        rivals = [by_doc[d] for d in p["conflicts_with"] if d in by_doc]
        if any(r["effective"] > p["effective"] for r in rivals):
            continue
        kept.append(p)
        if p["conflicts_with"] and note is None:
            note = LABELS[lang]["current"].format(document=p["document"], date=p["effective"])
    return kept, note


class LocalGenerator:
    """Extractive answers: the best sentences of the relevant fragments, each cited, 结论 / 依据.

    Sentences are scored by the question's words (whole or by bigrams) and bigram support; the
    evidence grows from the best sentence, preferring its neighbours (the answer often sits in the
    sentence after the one naming the topic), within the best two fragments and a character budget."""

    def __init__(self, glossary: Glossary, max_sentences: int, budget: int = 600) -> None:
        self.glossary = glossary
        self.max_sentences = max_sentences
        self.budget = budget

    def generate(self, question: str, passages: list[Passage], strict: bool = False) -> Generation:
        lang = language_of(question)
        labels = LABELS[lang]
        usable, note = current_passages(passages, lang)
        words = key_words(question, self.glossary)
        wanted = [(kind, bonus) for asks, kind, bonus in ANSWER_KINDS if asks.search(question)]
        texts = [sentences(p["body"]) for p in usable]
        score: dict[tuple[int, int], float] = {}
        for rank, p in enumerate(usable):
            where = coverage(words, f"{p['document']} {p['section']}")
            for pos, s in enumerate(texts[rank]):
                # a sentence counts as on topic when it, or the section it sits in, names the question's topic
                value = fuzzy_coverage(words, s) + 0.5 * where
                if value <= 0:
                    continue
                value += 0.3 * support(question, s) - 0.03 * rank - 0.001 * pos
                value += sum(bonus for kind, bonus in wanted if kind.search(s))
                if is_table_row(s) or len(s) > 150:  # bare table rows and templates read badly as answers
                    value -= 0.3
                score[(rank, pos)] = value
        if not score:  # relevant by section/title only: take each fragment's opening sentences
            score = {
                (r, i): -0.01 * i - 0.1 * r for r in range(min(2, len(usable))) for i in range(min(2, len(texts[r])))
            }
        if not score:
            return Generation("", [])
        best = max(score, key=lambda key: score[key])
        chosen = self._grow(best, score, texts, strict)
        citations: list[Citation] = []
        top = usable[best[0]]
        conclusion = texts[best[0]][best[1]]
        after = (best[0], best[1] + 1)
        if len(conclusion) < 40 and after in chosen:  # a short lead sentence: its sequel completes the thought
            conclusion = _joined([conclusion, texts[after[0]][after[1]]])
        lines = [
            labels["conclusion"] + conclusion + labels["cite"].format(document=top["document"], section=top["section"])
        ]
        groups: dict[tuple[str, str], list[str]] = {}
        for rank, pos in sorted(chosen):
            groups.setdefault((usable[rank]["document"], usable[rank]["section"]), []).append(texts[rank][pos])
        for (document, section), group in groups.items():
            citations.append({"document": document, "section": section})
            lines.append(labels["basis"] + labels["quote"].format(document=document, section=section) + _joined(group))
        if note and not strict:
            lines.append(note)
        return Generation("\n".join(lines), citations)

    def _grow(
        self, best: tuple[int, int], score: dict[tuple[int, int], float], texts: list[list[str]], strict: bool
    ) -> set[tuple[int, int]]:
        """The top-scored sentences and the one after the best, then more sentences of the same fragments
        by score (neighbours of chosen ones and the best fragment favoured) while they fit the budget."""
        top = 2 if strict else self.max_sentences
        limit = top if strict else top + 8
        budget = 200 if strict else self.budget
        chosen: set[tuple[int, int]] = set()
        used = 0
        ranked = sorted(score, key=lambda k: -score[k])[:top]
        for key in [best, (best[0], best[1] + 1), *ranked]:
            sents = texts[key[0]]
            if len(chosen) >= top or key in chosen or key[1] >= len(sents):
                continue
            if key == best or used + len(sents[key[1]]) <= budget:
                chosen.add(key)
                used += len(sents[key[1]])
        fragments = {rank for rank, _ in chosen}
        while len(chosen) < limit:
            options: list[tuple[float, tuple[int, int]]] = []
            for rank in fragments:
                for pos, s in enumerate(texts[rank]):
                    key = (rank, pos)
                    if key in chosen or used + len(s) > budget:
                        continue
                    near = (rank, pos - 1) in chosen or (rank, pos + 1) in chosen
                    if key not in score and not (near and rank == best[0]):
                        continue  # off-topic sentences only as neighbours within the best fragment
                    value = score.get(key, 0.0) + (0.5 if near else 0.0) + (0.15 if rank == best[0] else 0.0)
                    options.append((value, key))
            if not options:
                break
            _, key = max(options)
            chosen.add(key)
            used += len(texts[key[0]][key[1]])
        return chosen


def _joined(sentences: list[str]) -> str:
    """Sentences as running text: each closed before the next (a colon lead-in runs straight on),
    with a space between English ones."""
    closed = "。！？；.!?;|：:"
    out = ""
    english = False
    for s in sentences:
        if out:
            if out[-1] not in closed:
                out += "." if english else "。"
            if english and s.isascii():
                out += " "
        out += s
        english = s.isascii()
    return out if not out or out[-1] in closed else out + ("." if english else "。")


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
            if kept and "".join(kept).strip() not in _BARE_LABELS:
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
