"""Feedback and follow-ups from a grading: which aspects are right, wrong or missing — never the values.

"审批人还不完整；时限有误" tells the employee where to look without handing over "赵强" or "3个工作日".
The same phrases serve the local and the llm examiner (whose own wording is used only when it
reveals nothing).
"""

from __future__ import annotations

from typing import Any

from knowdesk.assessment import labels as P
from knowdesk.assessment.facts import Fact, facts, halfwidth
from knowdesk.assessment.grading import Grading


def aspects_by_state(g: Grading) -> dict[str, list[str]]:
    """Aspects grouped: right (all its facts right), partly (some right, some missing), wrong, missing."""
    out: dict[str, list[str]] = {"right": [], "partly": [], "wrong": [], "missing": []}
    for aspect in dict.fromkeys(f.aspect for f in g.facts):
        states = {f.status for f in g.facts if f.aspect == aspect}
        if "wrong" in states:
            out["wrong"].append(aspect)
        elif states == {"right"}:
            out["right"].append(aspect)
        elif "right" in states:
            out["partly"].append(aspect)
        else:
            out["missing"].append(aspect)
    return out


def feedback(g: Grading, language: str) -> str:
    """One or two sentences naming aspects, in the candidate's language."""
    if "refusal" in g.flags:
        return P.render(P.FEEDBACK_REFUSAL, language)
    if "off_topic" in g.flags:
        return P.render(P.FEEDBACK_OFF_TOPIC, language)
    if "keyword_list" in g.flags:
        return P.render(P.FEEDBACK_KEYWORDS, language)
    by = aspects_by_state(g)
    if not (by["wrong"] or by["partly"] or by["missing"]) and "contradiction" not in g.flags:
        return P.render(P.FEEDBACK_GOOD, language)
    j = P.joiner(language)

    def names(xs: list[str]) -> str:
        return j.join(P.aspect_label(a, language) for a in xs)

    parts = []
    if by["right"]:
        parts.append(P.render(P.FEEDBACK_RIGHT, language, aspects=names(by["right"])))
    if by["wrong"]:
        parts.append(P.render(P.FEEDBACK_WRONG, language, aspects=names(by["wrong"])))
    if "contradiction" in g.flags:
        parts.append(P.render(P.FEEDBACK_CONTRADICTION, language))
    if by["partly"]:
        parts.append(P.render(P.FEEDBACK_PARTLY, language, aspects=names(by["partly"])))
    if by["missing"]:
        parts.append(P.render(P.FEEDBACK_MISSING, language, aspects=names(by["missing"])))
    text = P.sentence_joiner(language).join(parts)
    return text + ("." if language == "en" else "。")


def follow_up(topic: str, grading: dict[str, Any], language: str) -> str:
    """Ask about the first wrong (else missing) aspect; the question names the aspect, not the answer."""
    wrong = grading.get("wrong_aspects") or []
    missing = grading.get("missing_aspects") or []
    target = (wrong or missing or ["quantity"])[0]
    partly = target in (grading.get("partly_aspects") or [])
    state_t = P.STATE_WRONG if wrong else P.STATE_MISSING if partly else P.STATE_NOT_YET
    state = P.render(state_t, language, aspects=P.aspect_label(target, language))
    ask = P.ASPECT_ASKS.get(language, P.ASPECT_ASKS["zh"]).get(target, P.ASPECT_ASKS["zh"]["quantity"])
    return P.render(P.FOLLOW_UP, language, topic=topic, state=state, ask=ask)


def reveals(text: str, expected: list[Fact]) -> bool:
    """Whether a model's question, feedback or follow-up gives away an expected value (a number, a name)."""
    stated = facts(text or "")
    plain = halfwidth(text or "").lower()
    for k in expected:
        if k.kind == "quantity" and any(f.kind == "quantity" and f.value == k.value and f.cls == k.cls for f in stated):
            return True
        if k.kind in ("role", "form") and any(len(n) >= 2 and n.lower() in plain for n in k.names):
            return True
    return False
