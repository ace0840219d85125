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


def embedder_for_model_id(model_id: str) -> Embeddings | None:
    """An embedder producing `model_id`'s vectors when the id alone is enough to build it offline (the
    bundled and built-in models); None for a remote model, whose server settings are not kept.

    Used after a model change, so fragments not yet re-embedded keep their old model's vectors."""
    from knowdesk.embeddings.e5 import E5Embeddings
    from knowdesk.embeddings.hashing import HashingEmbeddings
    from knowdesk.embeddings.static import StaticEmbeddings

    for cls in (E5Embeddings, StaticEmbeddings, HashingEmbeddings):
        if cls.model_id == model_id:
            return cls()
    return None


__all__ = ["Embeddings", "embedder_for_model_id", "make_embeddings", "make_fast_embeddings", "normalize"]
