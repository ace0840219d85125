"""The graded report: overall score, level, per-question table, gaps and advice (Markdown + JSON).

Built by aggregation in both modes, so the numbers never depend on a model; in llm mode the
model's summary and advice are added on top.
"""

from __future__ import annotations

from typing import Any

GAP_BELOW = 8.0  # questions scored below this show up in the gap analysis

LABELS = {
    "zh": {"title": "学情报告", "overall": "总分", "level": "能力等级", "table": "逐题得分", "num": "题号",
           "point": "知识点", "diff": "难度", "score": "得分", "fu": "追问", "src": "出处", "gaps": "差距分析",
           "nogaps": "各知识点掌握良好，未发现明显差距。", "missing": "缺少要点", "advice": "学习建议",
           "read": "重读《{document}》「{section}」，重点掌握：{points}。",
           "deepen": "保持当前水平，可进一步阅读《{document}》「{section}」以拓展相关知识。",
           "summary": "综合评语", "sep": "、"},
    "en": {"title": "Assessment report", "overall": "Overall score", "level": "Level", "table": "Scores per question",
           "num": "#", "point": "Knowledge point", "diff": "Difficulty", "score": "Score", "fu": "Follow-ups",
           "src": "Source", "gaps": "Gap analysis", "nogaps": "Every knowledge point is well mastered.",
           "missing": "missing", "advice": "Learning advice",
           "read": "Re-read '{document}' ({section}), focusing on: {points}.",
           "deepen": "Keep it up; read '{document}' ({section}) to go deeper.", "summary": "Summary", "sep": ", "},
}  # fmt: skip


def level_for(average: float, levels: dict[str, float]) -> str:
    """The highest level whose minimum the average reaches (thresholds from settings)."""
    for name, minimum in sorted(levels.items(), key=lambda kv: -kv[1]):
        if average >= minimum:
            return name
    return min(levels.items(), key=lambda kv: kv[1])[0]


def _source(q: dict[str, Any]) -> str:
    return "；".join(f"《{s['document']}》{s['section']}" for s in q.get("sources", [])[:2])


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
    rows, gaps, advice = [], [], []
    for i, q in enumerate(questions):
        score = scores[i] if i < len(scores) else 0.0
        fb = [f for f in feedback_history if f.get("question_index") == i]
        follow_ups = max(0, len(fb) - 1)
        rows.append({"number": i + 1, "knowledge_point": q["knowledge_point"], "difficulty": q["difficulty"],
                     "score": score, "follow_ups": follow_ups, "sources": q.get("sources", [])})  # fmt: skip
        missing = fb[-1].get("missing", []) if fb else list(q.get("key_points", []))
        if score < GAP_BELOW:
            srcs = q.get("sources") or [{"document": "", "section": ""}]
            gaps.append({"knowledge_point": q["knowledge_point"], "score": score, "missing": missing,
                         "document": srcs[0]["document"], "section": srcs[0]["section"],
                         "sources": [{"document": s["document"], "section": s["section"]} for s in srcs]})  # fmt: skip
            points = lab["sep"].join(missing) if missing else q["knowledge_point"]
            for s in srcs:
                advice.append(lab["read"].format(document=s["document"], section=s["section"], points=points))
    if not advice and questions:
        src = (questions[-1].get("sources") or [{"document": "", "section": ""}])[0]
        advice.append(lab["deepen"].format(document=src["document"], section=src["section"]))
    if narrative:
        advice.extend(a for a in narrative.get("advice", []) if isinstance(a, str) and a.strip())
    data = {"overall": overall, "level": level, "questions": rows, "gaps": gaps, "advice": advice,
            "summary": (narrative or {}).get("summary", "")}  # fmt: skip
    data["markdown"] = render_markdown(data, questions, lab)
    return data


def render_markdown(data: dict[str, Any], questions: list[dict[str, Any]], lab: dict[str, str]) -> str:
    lines = [f"# {lab['title']}", "", f"- **{lab['overall']}**: {data['overall']}/10",
             f"- **{lab['level']}**: {data['level']}", ""]  # fmt: skip
    if data.get("summary"):
        lines += [f"## {lab['summary']}", "", data["summary"], ""]
    lines += [f"## {lab['table']}", "", f"| {lab['num']} | {lab['point']} | {lab['diff']} | {lab['score']} | {lab['fu']} | {lab['src']} |",
              "|---|---|---|---|---|---|"]  # fmt: skip
    for row, q in zip(data["questions"], questions, strict=False):
        lines.append(f"| {row['number']} | {row['knowledge_point']} | {row['difficulty']} | {row['score']} | "
                     f"{row['follow_ups']} | {_source(q)} |")  # fmt: skip
    lines += ["", f"## {lab['gaps']}", ""]
    if not data["gaps"]:
        lines.append(lab["nogaps"])
    for g in data["gaps"]:
        missing = lab["sep"].join(g["missing"]) or "—"
        where = "；".join(f"《{s['document']}》{s['section']}" for s in g["sources"])
        lines.append(f"- **{g['knowledge_point']}**（{g['score']}/10）：{lab['missing']} {missing} — {where}")
    lines += ["", f"## {lab['advice']}", ""]
    lines += [f"{i}. {a}" for i, a in enumerate(data["advice"], 1)]
    return "\n".join(lines) + "\n"
