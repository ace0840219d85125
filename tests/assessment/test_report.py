"""The report reads naturally in its language: English lines are English sentences, not the Chinese template."""

from __future__ import annotations

from knowdesk.assessment.report import build_report

LEVELS = {"Novice": 0.0, "Proficient": 6.0, "Expert": 8.5}
QUESTION = {
    "knowledge_point": "病假", "difficulty": "Standard", "question": "How is sick pay calculated?",
    "reference_answer": "第五条 病假工资按司龄计发。", "points": ["p1"],
    "sources": [{"document": "员工请假管理制度V3.1", "section": "二、假期类别与天数 > 第五条 病假"}],
    "key_facts": [{"point": 0, "aspect": "rate", "value": "60%"}, {"point": 0, "aspect": "amount", "value": "x"},
                  {"point": 0, "aspect": "deadline", "value": "y"}],
}  # fmt: skip
HISTORY = [{"question_index": 0, "fact_status": ["missing", "missing", "right"]}]


def test_an_english_report_reads_as_english() -> None:
    md = build_report([QUESTION], [4.5], HISTORY, "en", LEVELS)["markdown"]
    gap = next(line for line in md.splitlines() if line.startswith("- **病假**"))
    assert gap.startswith("- **病假** (4.5/10): work on the rate and the amount — '员工请假管理制度V3.1'")
    assert "《" not in md and "（" not in md and "：" not in md.replace("第五条 病假", "")
    assert "Average 4.5/10 over 1 question; 0 of 1 knowledge points mastered." in md


def test_a_chinese_report_keeps_its_wording() -> None:
    report = build_report([QUESTION], [4.5], HISTORY, "zh", LEVELS)
    assert "- **病假**（4.5/10）：待加强 比例或标准、金额 — 《员工请假管理制度V3.1》" in report["markdown"]
    assert report["summary"] == "共1题，平均4.5分；1个知识点中已掌握0个。" and report["level_label"] == "入门"
