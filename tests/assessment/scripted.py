"""A scripted chat model that records every prompt (llm's MockModel pattern), for llm-mode tests."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from pydantic import Field

Reply = str | Callable[[str], str]


class ScriptedChat(BaseChatModel):
    """Replies in order; a reply may be a function of the prompt. Records prompts in `prompts`."""

    replies: list[Any]
    prompts: list[str] = Field(default_factory=list)

    @property
    def _llm_type(self) -> str:
        return "scripted"

    def _generate(
        self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None, **kw: Any
    ) -> ChatResult:
        prompt = "\n".join(str(m.content) for m in messages)
        self.prompts.append(prompt)
        reply = self.replies.pop(0) if self.replies else "{}"
        text = reply(prompt) if callable(reply) else reply
        return ChatResult(generations=[ChatGeneration(message=AIMessage(content=text))])
