"""llm mode with a scripted chat model: the local knowledge points and score scale, the model's judgement,
and a fallback to local for every malformed or revealing reply."""

from __future__ import annotations

import json
import re

from knowdesk.assessment.service import AssessmentService
from tests.scripted import ScriptedChat

REF = "因项目需要申领超出标准配置的设备，须在申领单中说明理由，经部门负责人、IT部经理赵强审批；金额超过预算上限30%的，还须经财务部审批。"
Q = "超标准配置要谁批？"


def phrased(prompt: str) -> str:
    """A colleague's wording for every point; the second one gives its answer away (must be dropped)."""
    ids = [int(i) for i in re.findall(r'<point id="(\d+)"', prompt)]
    out = [{"point": i, "question": f"同事想知道{'一二三四五'[i - 1]}号问题具体怎么办？"} for i in ids]
    facts = re.findall(r'<point id="2".*?facts: ([^\n]*)', prompt, re.S)
    if len(out) > 1 and facts and ":" in facts[0]:
        out[1]["question"] = "是不是" + facts[0].split(":", 1)[1].split(";")[0].strip() + "？"
    return "```json\n" + json.dumps({"questions": out}, ensure_ascii=False) + "\n```"


def verdicts(status: str, agreement: float, feedback: str = "", follow_up: str = ""):
    """A grading reply marking every listed fact with `status`."""

    def reply(prompt: str) -> str:
        listed = re.findall(r"^(\d+)\. \[[^\]]*\] (.+)$", prompt.split("<facts>")[1], re.M)
        facts = [{"id": int(i), "status": status} for i, _ in listed]
        text = feedback.format(first=listed[0][1]) if listed else feedback  # "{first}": the first expected value
        return json.dumps({"facts": facts, "agreement": agreement, "feedback": text, "follow_up": follow_up},
                          ensure_ascii=False)  # fmt: skip

    return reply


def test_llm_interview_uses_local_points_and_scale(hr_app):
    chat = ScriptedChat(
        replies=[
            phrased,
            verdicts("missing", 0.1, feedback="你还没有提到「{first}」", follow_up="请具体说说这一条？"),  # revealing
            verdicts("right", 1.0, feedback="很好"),  # the follow-up answer: all right
            "the grader is confused, no JSON here",  # malformed → local grading
            verdicts("wrong", 0.9),
            verdicts("wrong", 0.2),  # its follow-up: graded with the first answer, still wrong
            json.dumps({"summary": "整体掌握一般", "advice": ["多读制度原文"]}),
        ]
    )
    svc = AssessmentService(hr_app.assessment_parts(chat=chat))
    sid = svc.start(kb="hr", user="carol", n_questions=3, strategy="full")
    ev = list(svc.stream(sid))
    assert '<point id="1"' in chat.prompts[0] and "reference:" in chat.prompts[0]
    questions = svc.graph.get_state(svc._config(sid)).values["questions"]
    assert [q["difficulty"] for q in questions] == ["Standard", "Advanced", "Specialist"]
    assert questions[0]["question"] == "同事想知道一号问题具体怎么办？"
    assert questions[1]["question"] != "同事想知道二号问题具体怎么办？" and not questions[1]["question"].startswith(
        "是不是"
    )
    assert questions[2]["question"] == "同事想知道三号问题具体怎么办？"
    assert all(q["key_facts"] and q["points"] for q in questions)
    assert ev[-1]["type"] == "question"

    ev = list(svc.answer(sid, "不太清楚怎么审批"))
    fb = next(e for e in ev if e["type"] == "feedback")
    assert fb["score"] <= 1 and fb["follow_up"] and ev[-1]["text"] == "请具体说说这一条？"
    assert "你还没有提到" not in fb["feedback"] and fb["missing"]  # the revealing feedback replaced by aspects
    assert "<answer>不太清楚怎么审批</answer>" in chat.prompts[1]
    ev = list(svc.answer(sid, "补充一下"))
    fb = next(e for e in ev if e["type"] == "feedback")
    assert fb["score"] == 10.0 and fb["feedback"] == "很好" and "(1) 不太清楚怎么审批" in chat.prompts[2]
    ev = list(svc.answer(sid, questions[1]["reference_answer"]))  # graded locally after malformed output
    fb = next(e for e in ev if e["type"] == "feedback")
    assert fb["score"] >= 8 and svc.examiner.fallbacks == ["grade"]
    ev = list(svc.answer(sid, "全都说错了的回答"))
    fb = next(e for e in ev if e["type"] == "feedback")
    assert fb["score"] <= 1  # every fact wrong: the same formula as local grading
    assert fb["follow_up"]
    ev = list(svc.answer(sid, "不知道"))
    assert "(2) 不知道" in chat.prompts[5]
    report = ev[-1]["report"]
    assert report["summary"] == "整体掌握一般" and "多读制度原文" in report["advice"]
    assert "综合评语" in ev[-1]["markdown"]
    assert len(chat.prompts) == 7


def test_llm_grading_shares_the_local_scale(hr_app):
    chat = ScriptedChat(replies=[verdicts("right", 1.0), verdicts("missing", 0.0), verdicts("right", 1.0)])
    svc = AssessmentService(hr_app.assessment_parts(chat=chat))
    full = svc.grade(Q, REF, ["随便写的，但模型认为全对"], "zh")
    none = svc.grade(Q, REF, ["模型认为都没说到"], "zh")
    assert full.score == 10.0 and none.score <= 1
    stuffed = svc.grade(Q, REF, ["部门负责人 赵强 财务部 30%"], "zh")  # a keyword list stays capped
    assert stuffed.score <= 3 and "keyword_list" in stuffed.flags
    assert svc.grade(Q, REF, ["不知道"], "zh").score == 0.0 and len(chat.prompts) == 3


def test_malformed_replies_fall_back_to_local(hr_app):
    chat = ScriptedChat(replies=['{"questions": [{"question": "缺字段"}]}'], default="{broken")
    svc = AssessmentService(hr_app.assessment_parts(chat=chat))
    sid = svc.start(kb="hr", n_questions=3, strategy="full")
    ev = list(svc.stream(sid))
    assert svc.examiner.fallbacks == ["generate"]
    questions = svc.graph.get_state(svc._config(sid)).values["questions"]
    assert len(questions) == 3 and ev[-1]["type"] == "question" and questions[0]["question"].endswith(("？", "。"))
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
