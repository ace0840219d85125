"""Embedding backends behind one interface; `make_embeddings` picks one from settings."""

from __future__ import annotations

from knowdesk.config import EmbeddingSettings
from knowdesk.embeddings.base import Embeddings, normalize


def make_embeddings(cfg: EmbeddingSettings) -> Embeddings:
    """The registry: each backend is imported only when chosen."""
    if cfg.provider == "e5":
        from knowdesk.embeddings.e5 import E5Embeddings

        return E5Embeddings(batch_size=min(cfg.batch_size, 32), engine=cfg.e5_engine)
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


def embedder_for_model_id(model_id: str, cfg: EmbeddingSettings | None = None) -> Embeddings | None:
    """An embedder producing `model_id`'s vectors, or None if it cannot be rebuilt.

    Used after a model change, so fragments not yet re-embedded keep their old model's vectors. The
    bundled and built-in models need only their id. A remote (OpenAI-compatible) model's id holds its
    server and model name; its key is `embedding.previous_api_key`, else the current key (many local
    servers accept any). It gets a short timeout and no retries: it only serves queries for a while.
    """
    from knowdesk.embeddings.e5 import E5Embeddings
    from knowdesk.embeddings.hashing import HashingEmbeddings
    from knowdesk.embeddings.openai_compat import OpenAICompatEmbeddings, parse_remote_model_id
    from knowdesk.embeddings.static import StaticEmbeddings

    for cls in (E5Embeddings, StaticEmbeddings, HashingEmbeddings):
        if cls.model_id == model_id:
            return cls()
    remote = parse_remote_model_id(model_id)
    if remote is None:
        return None
    cfg = cfg or EmbeddingSettings()
    key = cfg.previous_api_key or cfg.api_key
    return OpenAICompatEmbeddings(*remote, key, cfg.batch_size, timeout=10.0, max_retries=0)


__all__ = ["Embeddings", "embedder_for_model_id", "make_embeddings", "make_fast_embeddings", "normalize"]
