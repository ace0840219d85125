"""The chat model, one way for every part that uses one (QA steps, assessment examiner, relation graph).

- `chat_model`: any OpenAI-compatible server through langchain-openai, imported only when a model is
  configured, so local mode never needs the SDK.
- `ask_structured`: a Pydantic object from the model — tool calling (`with_structured_output`) where the
  model has it, else the JSON object its reply holds; a malformed reply raises `ValueError`.
- `unreachable` / `server_unreachable`: a server that cannot be reached at all becomes one `ModelError`
  (callers fall back to local reasoning for a confused model, never for a missing one).
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import BaseModel, ValidationError

from knowdesk.config import LLMSettings
from knowdesk.errors import ConfigError, ModelError

if TYPE_CHECKING:
    from langchain_core.language_models import BaseChatModel

S = TypeVar("S", bound=BaseModel)
_JSON = re.compile(r"\{.*\}", re.DOTALL)


def chat_model(cfg: LLMSettings) -> BaseChatModel:
    """The configured chat model (one retry: a step that fails falls back rather than waiting)."""
    if not cfg.model:
        raise ConfigError("no chat model configured: set KNOWDESK_LLM__MODEL (or leave it empty for local mode)")
    from langchain_openai import ChatOpenAI

    return ChatOpenAI(
        model=cfg.model, base_url=cfg.base_url, api_key=cfg.api_key or "not-needed",  # type: ignore[arg-type]
        timeout=cfg.timeout, temperature=cfg.temperature, max_retries=1,
    )  # fmt: skip


def reply_text(message: Any) -> str:
    """A chat reply's text (content given as a string or as parts)."""
    content = getattr(message, "content", message)
    if isinstance(content, list):
        return "".join(c.get("text", "") if isinstance(c, dict) else str(c) for c in content)
    return str(content)


def parse_json(schema: type[S], text: str) -> S:
    """The first JSON object in `text` (code fences and prose around it tolerated) as `schema`."""
    m = _JSON.search(text)
    if not m:
        raise ValueError(f"no JSON object in the model's answer: {text[:80]!r}")
    try:
        return schema.model_validate(json.loads(m.group(0)))
    except (json.JSONDecodeError, ValidationError) as exc:
        raise ValueError(f"malformed structured answer: {exc}") from exc


def ask_structured(model: Any, schema: type[S], prompt: str, *, ask_json: bool = False) -> S:
    """`schema` from the model: tool calling when it has it, else the JSON object of its reply to `prompt`
    (`ask_json`: the prompt does not ask for JSON itself, so a line asking for the schema's fields is added)."""
    try:
        runnable = model.with_structured_output(schema)
    except NotImplementedError:
        hint = "\n\n只输出一个 JSON 对象，字段：" + ", ".join(schema.model_fields) if ask_json else ""
        return parse_json(schema, reply_text(model.invoke(prompt + hint)))
    out = runnable.invoke(prompt)
    return out if isinstance(out, schema) else schema.model_validate(out)


def unreachable(exc: BaseException) -> bool:
    """A server that cannot be reached at all (as opposed to a slow or confused one)."""
    try:
        import openai

        if isinstance(exc, openai.APIConnectionError) and not isinstance(exc, openai.APITimeoutError):
            return True
    except ImportError:  # pragma: no cover - openai ships with langchain-openai
        pass
    return isinstance(exc, ConnectionError) or type(exc).__name__ == "ConnectError"


def server_unreachable(exc: BaseException) -> ModelError:
    return ModelError(f"the chat model server cannot be reached ({exc}); check KNOWDESK_LLM__BASE_URL")
