"""The graded report: overall score and level, per-question and per-knowledge-point results, gaps, advice.

Built by aggregation in both modes, so the numbers never depend on a model; in llm mode the
model's summary and advice are added on top. Every gap cites the document and section of the
knowledge point it comes from (a two-point question cites each point for its own facts). Labels
follow the report's language; level and difficulty codes stay in the JSON for programs. This is
the first place reference answers and sources reach the candidate.
"""

from __future__ import annotations

from typing import Any

from knowdesk.assessment import labels as P

GAP_BELOW = 0.8  # a knowledge point with less than this share of its facts right is a gap
MASTERED = 0.8
PARTLY = 0.4

LABELS = {
    "zh": {"title": "学情报告", "overall": "总分", "level": "能力等级", "table": "逐题得分", "num": "题号",
           "point": "知识点", "diff": "难度", "score": "得分", "fu": "追问", "src": "出处", "points": "知识点掌握",
           "mastery": "掌握程度", "gaps": "差距分析", "nogaps": "各知识点掌握良好，未发现明显差距。",
           "missing": "待加强", "advice": "学习建议", "answers": "参考答案",
           "read": "重读《{document}》「{section}」，重点掌握{topic}的{aspects}。",
           "read_plain": "重读《{document}》「{section}」，重点掌握{topic}。",
           "deepen": "保持当前水平，可进一步阅读《{document}》「{section}」以拓展相关知识。",
           "summary": "综合评语", "sep": "、", "where": "《{document}》{section}", "where_sep": "；",
           "gap": "- **{topic}**（{score}/10）：待加强 {missing} — {where}",
           "verdict": "共{n}题，平均{overall}分；{total}个知识点中已掌握{mastered}个。"},
    "en": {"title": "Assessment report", "overall": "Overall score", "level": "Level", "table": "Scores per question",
           "num": "#", "point": "Knowledge point", "diff": "Difficulty", "score": "Score", "fu": "Follow-ups",
           "src": "Source", "points": "Knowledge points", "mastery": "Mastery", "gaps": "Gap analysis",
           "nogaps": "Every knowledge point is well mastered.", "missing": "to work on", "advice": "Learning advice",
           "answers": "Reference answers",
           "read": "Re-read '{document}' ({section}) on {topic}, focusing on {aspects}.",
           "read_plain": "Re-read '{document}' ({section}) on {topic}.",
           "deepen": "Keep it up; read '{document}' ({section}) to go deeper.", "summary": "Summary", "sep": ", ",
           "where": "'{document}', {section}", "where_sep": "; ",
           "gap": "- **{topic}** ({score}/10): work on {missing} — {where}",
           "verdict": "Average {overall}/10 over {n} question{s}; {mastered} of {total} knowledge points mastered."},
}  # fmt: skip


def level_for(average: float, levels: dict[str, float]) -> str:
    """The highest level whose minimum the average reaches (thresholds from settings)."""
    for name, minimum in sorted(levels.items(), key=lambda kv: -kv[1]):
        if average >= minimum:
            return name
    return min(levels.items(), key=lambda kv: kv[1])[0]


def mastery_code(share: float) -> str:
    return "mastered" if share >= MASTERED else "partial" if share >= PARTLY else "weak"


def _where(source: dict[str, Any], lab: dict[str, str] = LABELS["zh"]) -> str:
    return lab["where"].format(document=source.get("document", ""), section=source.get("section", ""))


def join_words(items: list[str], language: str) -> str:
    """A list as the reader's language says it: 天数、时限 / the rate, the amount and the deadline."""
    if language != "en" or len(items) < 2:
        return LABELS.get(language, LABELS["zh"])["sep"].join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _point_results(q: dict[str, Any], score: float, last: dict[str, Any] | None) -> list[dict[str, Any]]:
    """Per knowledge point of a question: the share of its facts the final answer got right."""
    refs = q.get("point_refs") or [{"id": pid, "topic": q["knowledge_point"], "source": s}
                                   for pid, s in zip(q.get("points", []), q.get("sources", []), strict=False)]  # fmt: skip
    facts = q.get("key_facts", [])
    status = (last or {}).get("fact_status") or []
    out = []
    for i, ref in enumerate(refs):
        mine = [(f, status[j] if j < len(status) else "missing") for j, f in enumerate(facts) if f.get("point", 0) == i]
        if mine:
            right = sum(1.0 if s == "right" else 0.25 if s == "unbound" else 0.0 for _, s in mine)
            share = right / len(mine)
            weak = [f["aspect"] for f, s in mine if s != "right"]
        else:
            share, weak = score / 10, []
        out.append({"id": ref.get("id", ""), "topic": ref.get("topic", q["knowledge_point"]), "share": round(share, 2),
                    "weak_aspects": list(dict.fromkeys(weak)), "source": ref.get("source", {})})  # fmt: skip
    return out


def build_report(
    questions: list[dict[str, Any]],
    scores: list[float],
    feedback_history: list[dict[str, Any]],
    language: str,
    levels: dict[str, float],
    narrative: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Report data plus its Markdown rendering (key `markdown`)."""
    lab = LABELS.get(language, LABELS["zh"])
    overall = round(sum(scores) / len(scores), 1) if scores else 0.0
    level = level_for(overall, levels)
    rows, points, gaps, advice = [], [], [], []
    for i, q in enumerate(questions):
        score = scores[i] if i < len(scores) else 0.0
        fb = [f for f in feedback_history if f.get("question_index") == i]
        rows.append({"number": i + 1, "knowledge_point": q["knowledge_point"], "difficulty": q["difficulty"],
                     "difficulty_label": P.difficulty_label(q["difficulty"], language), "score": score,
                     "follow_ups": max(0, len(fb) - 1), "sources": q.get("sources", []),
                     "question": q["question"], "reference_answer": q.get("reference_answer", "")})  # fmt: skip
        for pr in _point_results(q, score, fb[-1] if fb else None):
            code = mastery_code(pr["share"])
            entry = {**pr, "question": i + 1, "mastery": code,
                     "mastery_label": P.MASTERY_LABELS.get(language, P.MASTERY_LABELS["zh"])[code],
                     "document": pr["source"].get("document", ""), "section": pr["source"].get("section", "")}  # fmt: skip
            points.append(entry)
            if pr["share"] < GAP_BELOW:
                aspects = [P.aspect_label(a, language) for a in pr["weak_aspects"]]
                gaps.append({"knowledge_point": pr["topic"], "score": score, "missing": aspects,
                             "document": entry["document"], "section": entry["section"],
                             "sources": [{"document": entry["document"], "section": entry["section"]}]})  # fmt: skip
                tmpl = "read" if aspects else "read_plain"
                advice.append(lab[tmpl].format(document=entry["document"], section=entry["section"],
                                               topic=pr["topic"], aspects=join_words(aspects, language)))  # fmt: skip
    if not advice and questions:
        src = (questions[-1].get("sources") or [{"document": "", "section": ""}])[0]
        advice.append(lab["deepen"].format(document=src["document"], section=src["section"]))
    if narrative:
        advice.extend(a for a in narrative.get("advice", []) if isinstance(a, str) and a.strip())
    data = {"overall": overall, "level": level, "level_label": P.level_label(level, language), "language": language,
            "questions": rows, "points": points, "gaps": gaps, "advice": list(dict.fromkeys(advice)),
            "summary": (narrative or {}).get("summary", "")}  # fmt: skip
    if not data["summary"] and questions:  # a plain verdict in the reader's language when no model wrote one
        data["summary"] = lab["verdict"].format(n=len(questions), s="s" * (len(questions) != 1), overall=overall,
                                                total=len(points), mastered=sum(p["mastery"] == "mastered" for p in points))  # fmt: skip
    data["markdown"] = render_markdown(data, lab, language)
    return data


def render_markdown(data: dict[str, Any], lab: dict[str, str], language: str = "zh") -> str:
    lines = [f"# {lab['title']}", "", f"- **{lab['overall']}**: {data['overall']}/10",
             f"- **{lab['level']}**: {data['level_label']}", ""]  # fmt: skip
    if data.get("summary"):
        lines += [f"## {lab['summary']}", "", data["summary"], ""]
    lines += [f"## {lab['table']}", "",
              f"| {lab['num']} | {lab['point']} | {lab['diff']} | {lab['score']} | {lab['fu']} | {lab['src']} |",
              "|---|---|---|---|---|---|"]  # fmt: skip
    for row in data["questions"]:
        where = lab["where_sep"].join(_where(s, lab) for s in row["sources"][:2])
        lines.append(f"| {row['number']} | {row['knowledge_point']} | {row['difficulty_label']} | {row['score']} | "
                     f"{row['follow_ups']} | {where} |")  # fmt: skip
    lines += ["", f"## {lab['points']}", "", f"| {lab['point']} | {lab['mastery']} | {lab['src']} |", "|---|---|---|"]
    for p in data["points"]:
        lines.append(f"| {p['topic']} | {p['mastery_label']} | {_where(p['source'], lab)} |")
    lines += ["", f"## {lab['gaps']}", ""]
    if not data["gaps"]:
        lines.append(lab["nogaps"])
    for g in data["gaps"]:
        missing = join_words(g["missing"], language) or "—"
        lines.append(
            lab["gap"].format(topic=g["knowledge_point"], score=g["score"], missing=missing, where=_where(g, lab))
        )
    lines += ["", f"## {lab['advice']}", ""]
    lines += [f"{i}. {a}" for i, a in enumerate(data["advice"], 1)]
    lines += ["", f"## {lab['answers']}", ""]
    for row in data["questions"]:
        ref = row["reference_answer"].replace("\n", " ")
        lines.append(f"{row['number']}. {ref}")
    return "\n".join(lines) + "\n"
