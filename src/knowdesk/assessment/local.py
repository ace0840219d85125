"""The local examiner: template questions from salient sentences, key-point grading, aggregated report.

Needs no model server. Questions are built from what the documents actually say (numbers,
rules, steps, definitions), so the reference answer and key points come straight from the
source fragment, and each question is checked to be answerable from it.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from typing import Any

from knowdesk.assessment import prompts as P
from knowdesk.assessment.report import build_report
from knowdesk.assessment.text import covers, key_points, normalize, overlap, salience, sentences
from knowdesk.text.tokenize import content_words

DIFFICULTY_CYCLE = ("Standard", "Advanced", "Specialist", "Standard", "Advanced", "Specialist")
Similarity = Callable[[str, str], float]


# 第三章 / 四、/ （二）/ 2、/ 3.1 / 2) — the numbering in front of a heading (not the year of 2024年度预算)
_NUMBERING = re.compile(
    r"^(第[一二三四五六七八九十百\d]+[条章节款]|[一二三四五六七八九十]+[、.．]|[（(][一二三四五六七八九十\d]+[)）]"
    r"|\d+(?:\.\d+)*(?:[、.．)）]|\s))\s*"
)


def knowledge_point(section: str, sentence: str, rare: set[str]) -> str:
    """The section's last heading without numbering, else the sentence's rarest term."""
    head = section.split(">")[-1].strip()
    head = re.sub(r"^(工作表|sheet)[:：]\s*", "", head, flags=re.I)
    head = re.sub(_NUMBERING, "", head)
    if 2 <= len(head) <= 24:
        return head
    words = [w for w in content_words(sentence) if len(w) >= 2 and not re.search(r"\d", w)]
    words.sort(key=lambda w: (w not in rare, -len(w)))
    return words[0] if words else head[:24] or sentence[:12]


def source(it: dict[str, Any]) -> dict[str, str]:
    return {"id": it["id"], "document": it["document"], "section": it["section"]}


def supported(point: str, text: str) -> bool:
    """A key point is supported when the source states it, or most of its words."""
    if covers(text, point):
        return True
    words = [w for w in content_words(point) if len(w) > 1]
    norm = normalize(text)
    return bool(words) and sum(normalize(w) in norm for w in words) / len(words) >= 0.6


def answerable(question: dict[str, Any], min_points: int = 2) -> bool:
    """Keeps only key points its source supports; answerable with at least `min_points` of them."""
    text = question.get("source_text", "")
    kept = [k for k in question["key_points"] if supported(k, text)]
    question["key_points"] = kept
    return len(kept) >= min_points


class LocalExaminer:
    """Deterministic question generation, grading, follow-ups and report."""

    name = "local"

    def __init__(self, levels: dict[str, float], similarity: Similarity | None = None) -> None:
        self.levels = levels
        self.similarity = similarity

    # ------------------------------------------------------------ generate
    def generate(self, items: list[dict[str, Any]], n: int, language: str) -> list[dict[str, Any]]:
        df = Counter(w for it in items for w in set(content_words(it["text"])))
        rare = {w for w, c in df.items() if c <= 2}
        cands = []
        for it in items:
            sents = sorted(((salience(s), s) for s in sentences(it["text"])), key=lambda x: -x[0])
            if sents and sents[0][0] >= 2.0:
                cands.append((sents[0][0], it, sents))
        cands.sort(key=lambda c: -c[0])
        queue = _by_document(cands)
        questions: list[dict[str, Any]] = []
        used: set[str] = set()
        for diff in DIFFICULTY_CYCLE * 3:
            if len(questions) >= n or not queue:
                break
            q = self._make(diff, queue, used, rare, language)
            if q and answerable(q):
                q["id"] = f"q{len(questions) + 1}"
                questions.append(q)
        return questions

    def _make(self, diff: str, queue: list, used: set[str], rare: set[str], language: str) -> dict[str, Any] | None:
        first = _pop(queue, used)
        if first is None:
            return None
        _, it, sents = first
        best = sents[0][1]
        point = knowledge_point(it["section"], best, rare)
        if diff == "Advanced" and len(sents) > 1:
            chosen = [s for _, s in sents[:2]]
            reference = "".join(sorted(chosen, key=it["text"].find))
            kps = key_points(reference, rare, limit=5)
            text = P.render(P.Q_ADVANCED, language, document=it["document"], section=it["section"], point=point)
            srcs, src_text = [source(it)], it["text"]
        elif diff == "Specialist":
            second = _pop_related(queue, used, best, it["document"]) or _pop(queue, used)
            if second is None:
                return None
            _, it2, sents2 = second
            best2 = sents2[0][1]
            point2 = knowledge_point(it2["section"], best2, rare)
            reference = f"{best}\n{best2}"
            kps = key_points(best, rare, limit=3) + key_points(best2, rare, limit=3)
            text = P.render(P.Q_SPECIALIST, language, document=it["document"], section=it["section"], point=point,
                            document2=it2["document"], section2=it2["section"], point2=point2)  # fmt: skip
            srcs, src_text = [source(it), source(it2)], f"{it['text']}\n{it2['text']}"
            point = f"{point} + {point2}"
        else:
            diff = "Standard"
            reference = best
            kps = key_points(best, rare, limit=4)
            text = P.render(P.Q_STANDARD, language, document=it["document"], section=it["section"], point=point)
            srcs, src_text = [source(it)], it["text"]
        return {"question": text, "knowledge_point": point, "difficulty": diff, "reference_answer": reference,
                "key_points": list(dict.fromkeys(kps)), "sources": srcs, "source_text": src_text}  # fmt: skip

    # ------------------------------------------------------------ grade
    def grade(self, question: dict[str, Any], answers: list[str], language: str) -> dict[str, Any]:
        answer = "\n".join(answers)
        kps = question["key_points"] or [question["knowledge_point"]]
        covered = [k for k in kps if covers(answer, k)]
        missing = [k for k in kps if k not in covered]
        coverage = len(covered) / len(kps)
        sim = overlap(answer, question["reference_answer"])
        if self.similarity and answer.strip():
            sim = 0.5 * sim + 0.5 * max(0.0, self.similarity(answer, question["reference_answer"]))
        score = round(10 * (0.75 * coverage + 0.25 * min(1.0, sim)), 1)
        src = question["sources"][0]
        if not missing:
            feedback = P.render(P.FEEDBACK_GOOD, language)
        elif covered:
            feedback = P.render(P.FEEDBACK_PARTIAL, language, covered=P.joiner(language).join(covered), missing=P.joiner(language).join(missing),
                                document=src["document"], section=src["section"])  # fmt: skip
        else:
            feedback = P.render(P.FEEDBACK_NONE, language, missing=P.joiner(language).join(missing), document=src["document"],
                                section=src["section"])  # fmt: skip
        return {"score": score, "feedback": feedback, "covered": covered, "missing": missing}

    def follow_up(self, question: dict[str, Any], grading: dict[str, Any], language: str) -> str:
        point = (grading.get("missing") or [question["knowledge_point"]])[0]
        return P.render(P.FOLLOW_UP, language, point=point)

    # ------------------------------------------------------------ report
    def analyze(self, state: dict[str, Any]) -> dict[str, Any]:
        return build_report(state["questions"], state["scores"], state["feedback_history"], state["language"],
                            self.levels)  # fmt: skip


def _by_document(cands: list) -> list:
    """Round-robin over documents so consecutive questions come from different documents."""
    groups: dict[str, list] = {}
    for c in cands:
        groups.setdefault(c[1]["document"], []).append(c)
    out = []
    while any(groups.values()):
        for g in groups.values():
            if g:
                out.append(g.pop(0))
    return out


def _pop_related(queue: list, used: set[str], sentence: str, other_than: str) -> Any:
    """The candidate from another document that shares most words with `sentence` (a real combination)."""
    options = [(overlap(sentence, c[2][0][1]), i) for i, c in enumerate(queue)
               if c[1]["id"] not in used and c[1]["document"] != other_than]  # fmt: skip
    if not options:
        return None
    _, i = max(options, key=lambda o: (o[0], -o[1]))
    used.add(queue[i][1]["id"])
    return queue.pop(i)


def _pop(queue: list, used: set[str], other_than: str | None = None) -> Any:
    for i, c in enumerate(queue):
        if c[1]["id"] in used or (other_than and c[1]["document"] == other_than):
            continue
        used.add(c[1]["id"])
        return queue.pop(i)
    return None
