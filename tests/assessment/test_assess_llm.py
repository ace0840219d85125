"""llm mode with a scripted chat model: seed prompts, structured replies, and fallbacks on malformed JSON."""

from __future__ import annotations

import json
import re

from knowdesk.assessment.service import AssessmentService
from tests.scripted import ScriptedChat


def questions_from_prompt(prompt: str) -> str:
    """Three questions built from the fragments the prompt shows ([F1] (section)\\ntext)."""
    frags = re.findall(r"\[F(\d+)\] \((.*?)\)\n([^\n]+)", prompt)
    qs = []
    for (num, section, text), diff in zip(frags[:3], ["Standard", "Advanced", "Specialist"], strict=False):
        point = text.strip()[:8]
        qs.append({"question": f"{section} 的规定是什么？", "knowledge_point": section, "difficulty": diff,
                   "reference_answer": text.strip(), "key_points": [point], "sources": [int(num)]})  # fmt: skip
    return "```json\n" + json.dumps({"questions": qs}, ensure_ascii=False) + "\n```"


def grade(score: float, follow_up: str = "") -> str:
    return json.dumps(
        {"score": score, "feedback": f"得分 {score}", "missing_points": ["要点A"], "follow_up": follow_up}
    )


def test_llm_interview_with_fallbacks(hr_app):
    chat = ScriptedChat(
        replies=[
            questions_from_prompt,
            grade(3, "请具体说明要点A？"),  # weak → the model's own follow-up
            grade(4),  # still weak, but only one follow-up allowed
            "the grader is confused, no JSON here",  # malformed → local grading
            grade(9.5),
            json.dumps({"summary": "整体掌握良好", "advice": ["多读制度原文"]}),
        ]
    )
    svc = AssessmentService(hr_app, chat=chat)
    sid = svc.start(kb="hr", user="carol", n_questions=3)
    ev = list(svc.stream(sid))
    assert "<context>" in chat.prompts[0] and "--- Document: [" in chat.prompts[0]
    questions = svc.graph.get_state(svc._config(sid)).values["questions"]
    assert [q["difficulty"] for q in questions] == ["Standard", "Advanced", "Specialist"]
    assert all(q["sources"][0]["document"] for q in questions)
    assert ev[-1]["type"] == "question"

    ev = list(svc.answer(sid, "不太清楚"))
    fb = next(e for e in ev if e["type"] == "feedback")
    assert fb["score"] == 3 and fb["follow_up"] and ev[-1]["text"] == "请具体说明要点A？"
    assert "<answer>不太清楚</answer>" in chat.prompts[1]
    ev = list(svc.answer(sid, "还是不清楚"))
    assert not next(e for e in ev if e["type"] == "feedback")["follow_up"]
    ev = list(svc.answer(sid, questions[1]["reference_answer"]))  # graded locally after malformed output
    fb = next(e for e in ev if e["type"] == "feedback")
    assert fb["score"] >= 8 and svc.examiner.fallbacks == ["grade"]
    ev = list(svc.answer(sid, "答案"))
    report = ev[-1]["report"]
    assert report["summary"] == "整体掌握良好" and "多读制度原文" in report["advice"]
    assert "综合评语" in ev[-1]["markdown"]
    assert len(chat.prompts) == 6


def test_malformed_generation_falls_back_to_local(hr_app):
    chat = ScriptedChat(replies=['{"questions": [{"question": "缺字段"}]}', "not json", "{broken", "[1, 2]", "oops"])
    svc = AssessmentService(hr_app, chat=chat)
    sid = svc.start(kb="hr", n_questions=3)
    ev = list(svc.stream(sid))
    assert svc.examiner.fallbacks == ["generate"]
    questions = svc.graph.get_state(svc._config(sid)).values["questions"]
    assert len(questions) == 3 and ev[-1]["type"] == "question"
    for q in questions:
        ev = list(svc.answer(sid, q["reference_answer"]))
    assert svc.examiner.fallbacks == ["generate", "grade", "grade", "grade", "analyze"]
    assert ev[-1]["type"] == "report" and ev[-1]["report"]["level"] == "Expert"


def test_llm_settings_select_the_openai_examiner(hr_dir):
    """With [llm] configured the service uses ChatOpenAI (built offline; no request is made here)."""
    from langchain_openai import ChatOpenAI

    from knowdesk.assessment.llm import LLMExaminer

    from .conftest import make_app

    app = make_app(hr_dir, llm={"base_url": "http://127.0.0.1:9/v1", "model": "qwen-test"})
    try:
        examiner = app.assessments.examiner
        assert isinstance(examiner, LLMExaminer) and isinstance(examiner.model, ChatOpenAI)
        assert examiner.model.model_name == "qwen-test"
    finally:
        app.close()
