"""The line an answer ends with about the versions it rests on (issue 23.5): which one is in force and
since when, which one was in force on the day asked about, and that a repealed one is only shown.

Written from the documents' stored dates, not by a model, so it is the same in local and LLM mode."""

from __future__ import annotations

from collections.abc import Sequence

from knowdesk.reasoning.base import Passage
from knowdesk.reasoning.local_answer import CURRENT_LEADS, LABELS

LINES = {
    "zh": {
        "as_of": "按{day}当时有效的版本回答：《{document}》（{span}）。",
        "span": "{start}起施行", "span_until": "{start}起施行，{end}起废止", "span_open": "施行日期未载明",
        "expired": "《{document}》已废止（{end}起{by}），仅供参考。", "by": "由《{document}》取代",
        "not_yet": "《{document}》尚未生效（{start}起施行）。",
    },
    "en": {
        "as_of": "Answered from the version in force on {day}: 《{document}》 ({span}).",
        "span": "in force from {start}", "span_until": "in force {start} to {end}", "span_open": "no stated start",
        "expired": "《{document}》 is repealed (from {end}{by}); shown for reference only.",
        "by": ", replaced by 《{document}》", "not_yet": "《{document}》 is not yet in force (from {start}).",
    },
}  # fmt: skip


def validity_note(passages: Sequence[Passage], as_of: str | None, lang: str = "zh", answer: str = "") -> str | None:
    """One line about the cited documents' validity, or None when there is nothing to say (no dates, a document
    that replaced none asked about today, or the `answer` already names the one that stands). The in-force line
    is the local conflict rule's own sentence (当前以《…》（施行日期）的内容为准): the repealed version is not
    retrieved any more, so the rule that wrote it no longer sees two versions."""
    words = LINES["en" if lang == "en" else "zh"]
    seen: dict[str, Passage] = {}
    for p in passages:
        seen.setdefault(p["document"], p)
    out: list[str] = []
    for name, p in seen.items():
        start, end = p.get("effective_from", ""), p.get("effective_until", "")
        state = p.get("validity", "in_force")
        if state == "expired":
            by = words["by"].format(document=p["superseded_by"]) if p.get("superseded_by") else ""
            out.append(words["expired"].format(document=name, end=end, by=by if lang == "en" else by or "失效"))
        elif state == "not_yet":
            out.append(words["not_yet"].format(document=name, start=start))
        elif as_of:
            span = words["span_until" if end else "span" if start else "span_open"].format(start=start, end=end)
            out.append(words["as_of"].format(day=as_of, document=name, span=span))
        elif start and (p.get("supersedes") or end) and not _named_current(name, answer):
            out.append(LABELS["en" if lang == "en" else "zh"]["current"].format(document=name, date=start))
    return " ".join(out) or None


def _named_current(document: str, answer: str) -> bool:
    """The local answer's conflict note (当前以《…》…为准) already says this document stands."""
    return any(f"{lead}{document}》" in answer for lead in CURRENT_LEADS)
