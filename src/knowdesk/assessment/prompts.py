"""Assessment prompts and fixed phrases, zh and en, as module-level templates.

`render(name, language, **values)` fills a template; a missing value raises `KeyError`, so a
template and its caller cannot drift apart silently.
"""

from __future__ import annotations

from typing import Any

GENERATE = {
    "zh": """你是企业知识考官。以下 <context> 中的文档是事实基准（Ground Truth）。
请基于它出 {n} 道题，覆盖不同知识点，难度混合（Standard、Advanced、Specialist 至少各一道，若题量允许）。
每道题必须能仅凭 <context> 回答。只输出 JSON：
{{"questions": [{{"question": "...", "knowledge_point": "...", "difficulty": "Standard|Advanced|Specialist",
"reference_answer": "...", "key_points": ["..."], "sources": [片段编号, 如 1 表示 F1]}}]}}
<context>
{context}
</context>""",
    "en": """You are a company knowledge examiner. The documents in <context> are the ground truth.
Write {n} questions covering different knowledge points with mixed difficulty (at least one each of
Standard, Advanced, Specialist when possible). Each must be answerable from <context> alone. Output JSON only:
{{"questions": [{{"question": "...", "knowledge_point": "...", "difficulty": "Standard|Advanced|Specialist",
"reference_answer": "...", "key_points": ["..."], "sources": [fragment numbers, e.g. 1 for F1]}}]}}
<context>
{context}
</context>""",
}

GRADE = {
    "zh": """你是阅卷考官。对比参考答案与要点，给考生回答打 0-10 分（准确性、完整性、深度），并给出建设性反馈。
只输出 JSON：{{"score": 0-10, "feedback": "...", "missing_points": ["..."], "follow_up": "若需追问，写一个针对最重要缺失要点的引导性问题"}}
<question>{question}</question>
<reference>{reference}</reference>
<key_points>{key_points}</key_points>
<answer>{answer}</answer>""",
    "en": """You are grading an answer. Compare it with the reference and key points, give a 0-10 score
(accuracy, completeness, depth) and constructive feedback. Output JSON only:
{{"score": 0-10, "feedback": "...", "missing_points": ["..."], "follow_up": "a guiding question on the most important missing point"}}
<question>{question}</question>
<reference>{reference}</reference>
<key_points>{key_points}</key_points>
<answer>{answer}</answer>""",
}

ANALYZE = {
    "zh": """你是学习顾问。根据以下测评记录写一段综合评语和学习建议（指出应阅读的文档与章节）。
只输出 JSON：{{"summary": "...", "advice": ["..."]}}
<record>
{record}
</record>""",
    "en": """You are a learning advisor. From the assessment record below write an overall comment and
learning advice naming the documents and sections to read. Output JSON only: {{"summary": "...", "advice": ["..."]}}
<record>
{record}
</record>""",
}

# ---------------------------------------------------------------- local question templates
Q_STANDARD = {
    "zh": "根据《{document}》「{section}」，关于「{point}」有什么具体规定？请写出涉及的数字、条件或要求。",
    "en": "According to '{document}' ({section}), what exactly is the rule on '{point}'? Give the numbers, conditions or requirements.",
}
Q_ADVANCED = {
    "zh": "请解释《{document}》「{section}」中关于「{point}」的流程或要求：需要做什么、按什么顺序、有哪些限制？",
    "en": "Explain the process or requirements on '{point}' in '{document}' ({section}): what has to be done, in what order, with what limits?",
}
Q_SPECIALIST = {
    "zh": "请结合《{document}》「{section}」与《{document2}》「{section2}」，分别说明「{point}」和「{point2}」的要求，以及员工在实际办理时应如何同时满足两者。",
    "en": "Combining '{document}' ({section}) and '{document2}' ({section2}), state the requirements on '{point}' and on '{point2}', and how an employee satisfies both in practice.",
}

# ---------------------------------------------------------------- interview phrases
ASK = {
    "zh": "第 {number}/{total} 题（{difficulty}）：{question}",
    "en": "Question {number}/{total} ({difficulty}): {question}",
}
FOLLOW_UP = {
    "zh": "追问：你的回答还没有提到「{point}」。请补充说明与「{point}」相关的内容。",
    "en": "Follow-up: your answer does not mention '{point}'. Please add what you know about '{point}'.",
}
FEEDBACK_GOOD = {"zh": "回答准确完整，覆盖了全部要点。", "en": "Accurate and complete: every key point is covered."}
FEEDBACK_PARTIAL = {
    "zh": "已答出：{covered}。缺少要点：{missing}（见《{document}》「{section}」）。",
    "en": "Covered: {covered}. Missing: {missing} (see '{document}', {section}).",
}
FEEDBACK_NONE = {
    "zh": "回答未覆盖要点，缺少：{missing}。建议重读《{document}》「{section}」。",
    "en": "The answer misses the key points: {missing}. Re-read '{document}' ({section}).",
}
STEPS = {
    "generate": {"zh": "正在出题…", "en": "Generating questions…"},
    "grade": {"zh": "正在阅卷…", "en": "Grading…"},
    "next": {"zh": "正在准备下一题…", "en": "Preparing the next question…"},
    "follow_up": {"zh": "正在准备追问…", "en": "Preparing a follow-up…"},
    "analyze": {"zh": "正在生成学情报告…", "en": "Writing the report…"},
}
NONE_WORD = {"zh": "无", "en": "none"}


def render(template: dict[str, str], language: str, **values: Any) -> str:
    """Fill the template for `language` (falls back to zh); missing values raise KeyError."""
    return template.get(language, template["zh"]).format(**values)


def step(name: str, language: str) -> str:
    return STEPS[name].get(language, STEPS[name]["zh"])


def joiner(language: str) -> str:
    """How a list of points is written inline: 、 in Chinese, a comma in English."""
    return ", " if language == "en" else "、"
