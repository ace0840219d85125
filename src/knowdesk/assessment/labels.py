"""The assessment's labels and fixed phrases shown to the candidate, zh and en (its prompts to the chat model
are in `knowdesk/prompts.py`, with every other prompt).

`render(phrase, language, **values)` fills a phrase's `$name` slots as prompts are filled; a missing value
raises `KeyError`, so a phrase and its caller cannot drift apart silently. Feedback and follow-ups are built from aspect names (审批人, 时限 …),
never from the expected values.
"""

from __future__ import annotations

from typing import Any

from knowdesk.prompts import fill

# ---------------------------------------------------------------- labels
DIFFICULTY_LABELS = {
    "zh": {"Standard": "基础", "Advanced": "进阶", "Specialist": "专家"},
    "en": {"Standard": "Standard", "Advanced": "Advanced", "Specialist": "Specialist"},
}
LEVEL_LABELS = {
    "zh": {"Novice": "入门", "Proficient": "熟练", "Advanced": "精通", "Expert": "专家"},
    "en": {"Novice": "Novice", "Proficient": "Proficient", "Advanced": "Advanced", "Expert": "Expert"},
}
MASTERY_LABELS = {
    "zh": {"mastered": "已掌握", "partial": "部分掌握", "weak": "未掌握"},
    "en": {"mastered": "mastered", "partial": "partly mastered", "weak": "not mastered"},
}
ASPECTS = {
    "zh": {"approver": "审批人", "handler": "负责部门或人员", "form": "所需表单", "condition": "适用条件",
           "days": "天数", "deadline": "时限", "duration": "时长", "period": "期限", "rate": "比例或标准",
           "amount": "金额", "count": "次数", "time": "时间", "date": "日期", "quantity": "数量",
           "order": "办理顺序", "scope": "适用情形"},
    "en": {"approver": "the approvers", "handler": "who handles it", "form": "the forms", "condition": "the conditions",
           "days": "the number of days", "deadline": "the deadline", "duration": "the duration",
           "period": "the period", "rate": "the rate", "amount": "the amount", "count": "the count",
           "time": "the time", "date": "the date", "quantity": "the quantity", "order": "the order of the steps",
           "scope": "which cases it covers"},
}  # fmt: skip
ASPECT_ASKS = {
    "zh": {"approver": "具体需要谁审批？", "handler": "具体由谁或哪个部门负责？", "form": "需要提交什么表单？",
           "condition": "各档的适用条件是怎样划分的？", "days": "具体是多少天？", "deadline": "时限是多久？",
           "duration": "时长是多少？", "period": "期限是多长？", "rate": "比例或标准是多少？", "amount": "金额是多少？",
           "count": "次数是多少？", "time": "是在什么时间？", "date": "是哪一天？", "quantity": "具体数量是多少？",
           "order": "各步骤的先后顺序是怎样的？", "scope": "哪些情形适用、哪些不受影响？"},
    "en": {"approver": "Who exactly has to approve?", "handler": "Who exactly handles it?",
           "form": "Which form is needed?", "condition": "How are the tiers divided?", "days": "How many days exactly?",
           "deadline": "What is the deadline?", "duration": "How long is it?", "period": "How long is the period?",
           "rate": "What is the rate?", "amount": "What is the amount?", "count": "How many times?",
           "time": "At what time?", "date": "On which date?", "quantity": "How many exactly?",
           "order": "In what order do the steps come?", "scope": "Which cases does it cover, and which not?"},
}  # fmt: skip


def difficulty_label(code: str, language: str) -> str:
    return DIFFICULTY_LABELS.get(language, DIFFICULTY_LABELS["zh"]).get(code, code)


def level_label(code: str, language: str) -> str:
    """Known level codes in the reader's language; a custom level name (settings) is shown as written."""
    return LEVEL_LABELS.get(language, LEVEL_LABELS["zh"]).get(code, code)


def aspect_label(aspect: str, language: str) -> str:
    return ASPECTS.get(language, ASPECTS["zh"]).get(aspect, aspect)


# ---------------------------------------------------------------- interview phrases
ASK = {
    "zh": "第 $number/$total 题（$difficulty）：$question",
    "en": "Question $number/$total ($difficulty): $question",
}
FOLLOW_UP = {
    "zh": "追问：关于「$topic」，$state。$ask",
    "en": "Follow-up on '$topic': $state. $ask",
}
STATE_MISSING = {"zh": "$aspects还不完整", "en": "$aspects still incomplete"}
STATE_WRONG = {"zh": "$aspects有误", "en": "$aspects not right"}
STATE_NOT_YET = {"zh": "还没有说到$aspects", "en": "$aspects not covered yet"}
FEEDBACK_GOOD = {"zh": "回答准确完整。", "en": "Accurate and complete."}
FEEDBACK_RIGHT = {"zh": "答对了$aspects", "en": "Right: $aspects"}
FEEDBACK_WRONG = {"zh": "$aspects有误", "en": "$aspects: not right"}
FEEDBACK_PARTLY = {"zh": "$aspects还不完整", "en": "$aspects: incomplete"}
FEEDBACK_MISSING = {"zh": "还没有说到$aspects", "en": "not yet covered: $aspects"}
FEEDBACK_REFUSAL = {"zh": "没有作答。", "en": "No answer given."}
FEEDBACK_OFF_TOPIC = {
    "zh": "回答与问题无关，没有说到这条规定。",
    "en": "The answer is about something else, not this rule.",
}
FEEDBACK_KEYWORDS = {
    "zh": "只列出了关键词，没有说明它们之间的关系（在什么情况下、由谁、是多少）。",
    "en": "Only keywords are listed; say how they relate (in which case, who, how much).",
}
FEEDBACK_CONTRADICTION = {"zh": "有与规定相反的说法", "en": "part of the answer contradicts the rule"}
STEPS = {
    "generate": {"zh": "正在出题…", "en": "Generating questions…"},
    "grade": {"zh": "正在阅卷…", "en": "Grading…"},
    "next": {"zh": "正在准备下一题…", "en": "Preparing the next question…"},
    "follow_up": {"zh": "正在准备追问…", "en": "Preparing a follow-up…"},
    "analyze": {"zh": "正在生成学情报告…", "en": "Writing the report…"},
}


def render(phrase: dict[str, str], language: str, **values: Any) -> str:
    """Fill the phrase for `language` (falls back to zh) as every prompt is filled (`prompts.fill`: `$name`
    slots); a missing value raises KeyError."""
    return fill(phrase.get(language, phrase["zh"]), **values)


def step(name: str, language: str) -> str:
    return STEPS[name].get(language, STEPS[name]["zh"])


def joiner(language: str) -> str:
    """How a list of points is written inline: 、 in Chinese, a comma in English."""
    return ", " if language == "en" else "、"


def sentence_joiner(language: str) -> str:
    return "; " if language == "en" else "；"
