"""A scripted chat model that records every prompt (llm's MockModel pattern) for llm-mode tests.

Replies are used in order; each may be a string, an exception to raise, or a function of the prompt.
When the script runs out, `default` answers. The model has no tool calling, so JSON-in-text parsing
is exercised.
"""

from __future__ import annotations

from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from pydantic import Field


class ScriptedChat(BaseChatModel):
    replies: list[Any] = Field(default_factory=list)
    default: Any = "not json at all"
    prompts: list[str] = Field(default_factory=list)

    @property
    def _llm_type(self) -> str:
        return "scripted"

    def _generate(
        self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None, **kw: Any
    ) -> ChatResult:
        prompt = "\n".join(str(m.content) for m in messages)
        self.prompts.append(prompt)
        reply = self.replies.pop(0) if self.replies else self.default
        if isinstance(reply, BaseException):
            raise reply
        text = reply(prompt) if callable(reply) else reply
        return ChatResult(generations=[ChatGeneration(message=AIMessage(content=text))])
