"""Embedding backends behind one interface; `make_embeddings` picks one from settings."""

from __future__ import annotations

from knowdesk.config import EmbeddingSettings
from knowdesk.embeddings.base import Embeddings, normalize


def make_embeddings(cfg: EmbeddingSettings) -> Embeddings:
    """The registry: each backend is imported only when chosen."""
    if cfg.provider == "e5":
        from knowdesk.embeddings.e5 import E5Embeddings

        return E5Embeddings(batch_size=min(cfg.batch_size, 32))
    if cfg.provider == "static":
        from knowdesk.embeddings.static import StaticEmbeddings

        return StaticEmbeddings()
    if cfg.provider == "hashing":
        from knowdesk.embeddings.hashing import HashingEmbeddings

        return HashingEmbeddings()
    from knowdesk.embeddings.openai_compat import OpenAICompatEmbeddings

    return OpenAICompatEmbeddings(cfg.base_url, cfg.model, cfg.api_key, cfg.batch_size)


def make_fast_embeddings(cfg: EmbeddingSettings) -> Embeddings | None:
    """The first-pass embedder written at ingest time (None: no fast dense signal)."""
    if cfg.fast_provider == "static":
        from knowdesk.embeddings.static import StaticEmbeddings

        return StaticEmbeddings()
    if cfg.fast_provider == "hashing":
        from knowdesk.embeddings.hashing import HashingEmbeddings

        return HashingEmbeddings()
    return None


__all__ = ["Embeddings", "make_embeddings", "make_fast_embeddings", "normalize"]
