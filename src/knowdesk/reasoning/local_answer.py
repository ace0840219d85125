"""Deterministic answer-side steps: lexical relevance grading, the conflict rule, the answer's fixed words,
and the sentence-support + facts groundedness check (the extractive answer itself: `local_generate.py`)."""

from __future__ import annotations

import re
from collections.abc import Callable

from knowdesk.prompts import Lang
from knowdesk.reasoning.base import Check, Citation, Grade, Passage
from knowdesk.reasoning.bridge_en import carried_question
from knowdesk.reasoning.crosslingual import CrossLingual, crosses
from knowdesk.reasoning.evidence import (
    bigrams,
    facts,
    source_dates,
    strip_instructions,
    support,
)
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.passages import current_versions
from knowdesk.text.language import language_of
from knowdesk.text.numbers import arabic_numerals, halfwidth_digits
from knowdesk.text.tokenize import content_words
from knowdesk.text.wording import listed_phrases, other_wordings

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
           "and": "；", "repealed": "已废止：", "repealed_part": "部分废止："},
    "en": {"conclusion": "Conclusion: ", "from_chinese": "(from Chinese sources) ", "basis": "Basis: ", "cite": " (《{document}》 {section})",
           "quote": "《{document}》 {section}: ", "current": "In force: 《{document}》 ({date}).",
           "sources": "Sources: ", "source": "《{document}》 {section}", "and": "; ", "repealed": "Repealed: ",
           "repealed_part": "Partly repealed: "},
}  # fmt: skip
# how a line saying which version stands begins, in either language ("当前以《", "In force: 《"); an English answer
# stored before the line was shortened (a hot summary) says "The current rule is 《"
CURRENT_LEADS = (*(words["current"].split("{document}")[0] for words in LABELS.values()), "The current rule is 《")


def sources_line(citations: list[Citation], lang: Lang) -> str:
    """The reply's closing "来源：《doc》第N条；…" line ("" without citations): the article or row when the
    citation has one, else the section."""
    if not citations:
        return ""
    labels = LABELS[lang]
    return labels["sources"] + labels["and"].join(
        labels["source"].format(document=c["document"], section=c.get("locator") or c["section"]) for c in citations
    )


_TEMPLATE_WORDS = re.compile(
    r"结论|依据|当前以|的内容为准|计算结果|Conclusion:|Basis:|In force:|The current rule is|Result:|\(from Chinese sources\)|"
    r"\(the sources are in Chinese\)"  # the mark of English answers stored before it was shortened (hot summaries)
)
_BARE_LABELS = {labels[k].strip() for labels in LABELS.values() for k in ("conclusion", "basis")}
_CITE = re.compile(r"[（(]《[^》]+》[^）)]*[）)]")


# Words that only say which kind of answer is wanted (who / which / why…), and particles.
_ASK_WORD = re.compile(
    r"^(为什么|为何|什么|哪|谁|多少|怎样|怎么|咋|啥|如何|几|是否|多长|多久|多大|多快|多远|多高|多重|最晚|最早|最多|最少|"
    r"最长|最短|能否|可否|一共|总共|共计|总计|加起来)"
)
# a word the segmenter glued a verb onto the asking word ("开多快", "要多久", "报多少"): it asks, it names nothing
_ASK_TAIL = re.compile(r"(?:多少|多久|多长|多快|多远|多高|多重|多大|几|啥)$")
# a measure word the segmenter glued onto the noun after a number ("请7天假" → 7 / 天假): the number and its unit
# say how much, the noun what of
_MEASURED = re.compile(r"(\d)(天|年|月|周|次|个|件|晚|块|元)([\u4e00-\u9fff]+)")
_PARTICLES = frozenset(
    ["由", "过", "了", "是", "的", "在", "有", "被", "把", "将", "和", "与", "呀", "吗", "呢", "人", "每个", "每",
     "哈", "啊", "吧", "嘛", "啦",  # a colloquial question's closing particles
     # "正好5000块，找谁签字": how exactly the number is meant, its unit and the asking verb say nothing of the topic
     "正好", "刚好", "恰好", "块", "元", "找"]
)  # fmt: skip
# a yes/no frame ("上班能不能穿凉鞋"): it asks whether, it is not what the question is about
# a length asked for ("几个月", "多少个工作日"): its unit says what kind of answer is wanted, not what it is about
_ASKED_LENGTH = re.compile(r"(?:几|多少)\s*个?\s*(?:月|年|周|星期|小时|天|工作日)(?![份度])")
_YES_NO_FRAME = re.compile(r"能不能|可不可以|行不行|要不要|需不需要|有没有|是不是|会不会|让不让|准不准")


def key_words(question: str, glossary: Glossary) -> dict[str, float]:
    """The question's topical words with weights (longer words and glossary terms weigh more)."""
    out: dict[str, float] = {}
    terms = {t.lower() for t in glossary.terms}  # content_words() are case-folded; `coverage` compares lowercase
    asking = _ASKED_LENGTH.sub(" ", _YES_NO_FRAME.sub(" ", question))  # 几个月: 月 is no topic
    asking = _MEASURED.sub(r"\1\2 \3", arabic_numerals(asking))
    for w in content_words(asking):
        if (
            w in INTENT_WORDS
            or w in _PARTICLES
            or _ASK_WORD.match(w)
            or _ASK_TAIL.search(w)
            or w.isdigit()
            or (
                "谁" in w  # "由谁来", "谁来": the segmenter glues 由/来 to the question word
            )
        ):
            continue
        out[w] = len(w) + (1.0 if w in terms else 0.0)
    for t in glossary.terms_in(question):
        out.setdefault(t.lower(), len(t) + 1.0)
    for phrase in listed_phrases(question):  # "忘了打卡" is found as 忘记打卡 / 漏打卡 in a rule
        out.setdefault(phrase, float(len(phrase)))
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
    An English word counts by its stem instead: letter pairs such as "co"/"de" occur in any English text.
    A word the text writes another way (`wording.py`: 辞退 / 解除劳动合同) counts whole."""
    if not words:
        return 0.0
    low = arabic_numerals(text).lower()
    text_bigrams: set[str] | None = None
    got = 0.0
    for k, w in words.items():
        if k in low or any(a in low for a in other_wordings(k)):
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


def _shared(words: dict[str, float], texts: list[str]) -> dict[str, float]:
    """The words some retrieved passage holds: a colloquial word no passage uses ("没法", "急病") cannot
    tell passages apart, so it does not count against them. Whether the evidence names the question's main
    topic at all is the answer step's check (`local_generate`), which refuses when it does not."""
    kept = {w: v for w, v in words.items() if any(fuzzy_coverage({w: 1.0}, t) >= 0.5 for t in texts)}
    return kept or words


class LocalGrader:
    """Relevant when the fragment holds enough of the question's topical words (seed 003's grader).

    Words count whole or by their character bigrams (`fuzzy_coverage`). The first retrieval hit is
    also relevant when it is clearly the best match: top by both BM25 and the dense score among the
    hits, and holding at least `floor` × threshold of the key words."""

    def __init__(
        self, glossary: Glossary, threshold: float, floor: float = 0.6, cross: CrossLingual | None = None,
        reads: Callable[[str, list[Passage]], set[str]] | None = None,
    ) -> None:  # fmt: skip
        self.glossary = glossary
        self.threshold = threshold
        self.floor = floor
        self.cross = cross  # questions on passages in the other language are judged by the dense model
        # the fragments a tier or table look-up answers the question from (`reasoning.lookup`)
        self.reads = reads

    def grade(self, question: str, passages: list[Passage]) -> list[Grade]:
        if crosses(question, [p["body"] for p in passages]):
            return self._across(question, passages)
        grades = self._by_words(question, passages)
        lang = language_of(question)
        other = [i for i, p in enumerate(passages) if language_of(p["body"]) != lang]
        # a knowledge base in both languages: the passages in the other one are read as a question on them alone
        # would be (an English question on the Chinese rules beside an English handbook sharing its words)
        for i, grade in zip(other, self._across(question, [passages[i] for i in other]) if other else [], strict=True):
            grades[i] = grade
        return grades

    def _across(self, question: str, passages: list[Passage]) -> list[Grade]:
        """A question on passages in the other language: by its words carried over into theirs, and by the
        multilingual dense model when there is one."""
        bridged = carried_question(question, [f"{p['section']} {p['body']}" for p in passages])
        by_words = self._by_words(bridged, passages) if bridged else ["irrelevant"] * len(passages)
        if self.cross is None or "relevant" in by_words:  # the words found it: no need to embed every passage
            return by_words
        ok = self.cross.relevant(question, [f"{p['section']} {p['body']}" for p in passages])
        return ["relevant" if o or w == "relevant" else "irrelevant" for o, w in zip(ok, by_words, strict=True)]

    def _by_words(self, question: str, passages: list[Passage]) -> list[Grade]:
        texts = [f"{p['document']} {p['section']} {p['body']}" for p in passages]
        words = _shared(key_words(question, self.glossary), texts)
        grades: list[Grade] = []
        for p, text in zip(passages, texts, strict=True):
            ok = fuzzy_coverage(words, text) >= self.threshold if words else p["bm25"] > 0
            grades.append("relevant" if ok else "irrelevant")
        if words and passages and grades[0] == "irrelevant" and self._clear_winner(passages):
            first = passages[0]
            text = f"{first['document']} {first['section']} {first['body']}"
            if fuzzy_coverage(words, text) >= self.floor * self.threshold:
                grades[0] = "relevant"
        if self.reads is not None and "irrelevant" in grades:
            # colloquial wording ("请一天假找谁批") may share few words with the tier that answers it: the
            # passages of a document a tier or table look-up answers from count (its note sheet included)
            read = {f.rsplit("-", 1)[0] for f in self.reads(question, passages)}
            grades = ["relevant" if p["fragment_id"].rsplit("-", 1)[0] in read else g
                      for p, g in zip(passages, grades, strict=True)]  # fmt: skip
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
    kept = current_versions(passages)
    standing = next((p for p in kept if p["conflicts_with"]), None)
    note = (
        LABELS[lang]["current"].format(document=standing["document"], date=standing["effective"]) if standing else None
    )
    return kept, note


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
        # a conclusion states "２０％" as 20% (`conclude.conclusion_of`), a quote as written: both are read half-width
        text = halfwidth_digits(text)
        source_bigrams = bigrams(text)
        unsupported: list[str] = []
        kept_lines: list[str] = []
        for line in answer.splitlines():
            kept = []
            for s in re.split(r"(?<=[。！？!?])", line):
                if not s.strip():
                    continue
                if not _CITE.sub(
                    "", s
                ).strip():  # a citation alone ("（《制度》第三条）") cites the sentence before it:
                    if kept:  # kept with it, never left as an answer of its own
                        kept.append(s)
                    continue
                if self._supported(halfwidth_digits(s), text, source_bigrams, dates, names):
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


__all__ = ["LocalChecker", "LocalGrader", "coverage", "key_words", "support"]


# a conclusion's citation of its source: "（《薪酬福利管理制度》第十四条）"
CITATION = re.compile(r"\s*[（(]《[^》]+》[^）)]*[）)]")
_MIN_OVERLAP = 8  # characters two conclusions must share at their seam to be read as one sentence continued
_NUMBER_OR_NEGATION = re.compile(r"[\d.不没未非无]")


def _held_in(part: str, whole: str) -> bool:
    """Whether `whole` states `part`: the same text, or `part` inside it between boundaries no number or negation
    crosses ("5天" is not held in "15天", nor "可以" in "不可以")."""
    if part == whole:
        return True
    at = whole.find(part)
    while at >= 0:
        before, after = whole[at - 1 : at], whole[at + len(part) : at + len(part) + 1]
        if not _NUMBER_OR_NEGATION.match(before) and not re.match(r"[\d.]", after):
            return True
        at = whole.find(part, at + 1)
    return False


def stated_once(conclusions: list[str]) -> list[str]:
    """Sub-answers' conclusions with nothing stated twice, compared without their citations: one held in another is
    dropped (two parts answered by one sentence; of two alike, the one citing its source is kept), and one that opens
    with the words another ends in continues it ("…每180天须修改一次；连续输错密码5次的" then "连续输错密码5次的，账号锁定
    30分钟" → one sentence, its citations at the end). Conclusions only alike in part (two rows of one table) are both
    kept, whole."""
    kept: list[str] = []
    for conclusion in conclusions:
        bare = CITATION.sub("", conclusion).strip("。. ")
        others = [CITATION.sub("", k).strip("。. ") for k in kept]
        if not bare:
            continue
        if any(_held_in(bare, other) for other in others):
            same = next((i for i, other in enumerate(others) if other == bare), None)
            if same is not None and not CITATION.search(kept[same]) and CITATION.search(conclusion):
                kept[same] = conclusion
            continue
        kept = [k for k, other in zip(kept, others, strict=True) if not _held_in(other, bare)]
        others = [other for other in others if not _held_in(other, bare)]
        overlap = next((n for n in range(len(bare), _MIN_OVERLAP - 1, -1)
                        if others and others[-1].endswith(bare[:n])), 0)  # fmt: skip
        if overlap and conclusion.startswith(bare[:overlap]):
            cited = "".join(CITATION.findall(kept[-1]))
            kept[-1] = others[-1] + conclusion[overlap:] + ("" if CITATION.search(conclusion) else cited)
        else:
            kept.append(conclusion)
    return kept
