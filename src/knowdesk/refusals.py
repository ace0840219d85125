"""Every way the product says it has no answer, in zh and en, and the one test for it (`is_refusal`).

The QA graph, the conversation layer and `knowdesk eval qa` all decide "was this refused?" here, so a
new or reworded refusal is recognised everywhere at once. A template's fixed opening (the text before
its first slot or quotation mark) is what identifies it: the slot repeats the question, which may say
anything.
"""

from __future__ import annotations

import re

from knowdesk.prompts import Lang

# The QA graph: no fragment answered a sub-question (seed 000's short-circuit).
NO_RESULT: dict[Lang, str] = {
    "zh": '抱歉，我的知识库中没有"{sub}"的相关信息。',
    "en": 'Sorry, the knowledge base has nothing on "{sub}".',
}
# The conversation layer: "XXX是谁" about someone neither the graph nor the documents know.
NO_ENTITY: dict[Lang, str] = {
    "zh": '抱歉，我没有关于"{question}"的相关信息。',
    "en": 'Sorry, I have nothing on "{question}".',
}
# The conversation layer: "请给我详细步骤" with nothing earlier to turn into steps.
NO_HISTORY: dict[Lang, str] = {
    "zh": "请先提出一个具体问题，然后再要求简洁或重点。",
    "en": "Ask a specific question first, then ask for the steps.",
}
# The direct step (no retrieval): a question that is neither about company rules nor a sum.
OUT_OF_SCOPE: dict[Lang, str] = {
    "zh": "我只能根据公司文档回答与公司制度相关的问题，以及简单的计算。",
    "en": "I can only answer questions about company rules from the company's documents, and simple sums.",
}

TEMPLATES = (NO_RESULT, NO_ENTITY, NO_HISTORY, OUT_OF_SCOPE)


def _opening(template: str) -> str:
    return re.split(r'["{]', template, maxsplit=1)[0]


OPENINGS = tuple(dict.fromkeys(_opening(t) for templates in TEMPLATES for t in templates.values()))


def is_refusal(answer: str) -> bool:
    """True when the answer is one of the product's refusals (leading spaces, "- " bullets ignored)."""
    text = answer.lstrip().removeprefix("- ").lstrip()
    return any(text.startswith(opening) for opening in OPENINGS)


def is_refused_reply(answers: list[str]) -> bool:
    """A reply of several sub-answers is a refusal only when every one of them is (the QA graph's rule)."""
    parts = [a for a in answers if a.strip()]
    return bool(parts) and all(map(is_refusal, parts))
