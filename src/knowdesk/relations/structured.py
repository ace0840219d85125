"""Structured output from any LangChain chat model: tool calling when it has it, JSON text otherwise."""

from __future__ import annotations

import json
import re
from typing import Any, TypeVar

from pydantic import BaseModel

S = TypeVar("S", bound=BaseModel)


def ask_structured(model: Any, schema: type[S], prompt: str) -> S:
    """`with_structured_output` when supported; else parse the first JSON object in the reply."""
    try:
        runnable = model.with_structured_output(schema)
    except NotImplementedError:
        reply = model.invoke(prompt + "\n\n只输出一个 JSON 对象，字段：" + ", ".join(schema.model_fields))
        text = reply.content if isinstance(reply.content, str) else str(reply.content)
        m = re.search(r"\{.*\}", text, re.DOTALL)
        if not m:
            raise ValueError("the model's reply holds no JSON object") from None
        return schema.model_validate(json.loads(m.group(0)))
    out = runnable.invoke(prompt)
    return out if isinstance(out, schema) else schema.model_validate(out)
