"""Typed settings: environment (`KNOWDESK_*`), an optional `knowdesk.toml`, then defaults.

Everything defaults to the embedded, offline setup: SQLite + Chroma in one data directory,
the bundled e5 model, and the local (no-LLM) reasoning. An LLM is switched on by setting
`KNOWDESK_LLM__BASE_URL` / `KNOWDESK_LLM__MODEL` (or the `[llm]` table in knowdesk.toml).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field, field_validator
from pydantic_settings import BaseSettings, PydanticBaseSettingsSource, SettingsConfigDict, TomlConfigSettingsSource

from knowdesk.errors import ConfigError
from knowdesk.hot.settings import HotSettings

EmbedderName = Literal["e5", "static", "hashing", "openai"]


class LLMSettings(BaseModel):
    """An OpenAI-compatible chat model (OpenAI, DeepSeek, Qwen, vLLM, Ollama…). Off unless `model` is set."""

    base_url: str | None = Field(None, description="e.g. http://localhost:11434/v1 for Ollama")
    model: str | None = Field(None, description="chat model name; empty = local (no-LLM) mode")
    api_key: str | None = Field(None, description="API key; many local servers accept any string")
    timeout: float = Field(60.0, description="seconds per request")
    temperature: float = 0.0

    @property
    def enabled(self) -> bool:
        return bool(self.model)


class EmbeddingSettings(BaseModel):
    """Which embedder turns text into vectors."""

    provider: EmbedderName = Field(
        "e5", description="e5 (bundled, default) | static (fast 64-d) | hashing (tests) | openai"
    )
    base_url: str | None = Field(None, description="OpenAI-compatible embeddings server (provider=openai)")
    model: str | None = Field(None, description="embedding model name (provider=openai)")
    api_key: str | None = None
    batch_size: int = Field(32, ge=1, le=2048)


class SplitSettings(BaseModel):
    """Fragment size limits (characters of body text, header excluded)."""

    max_chars: int = Field(1000, ge=100, le=20000)
    overlap: int = Field(100, ge=0, le=2000)
    min_chars: int = Field(80, ge=0, description="shorter sections are merged with their neighbour")

    @field_validator("overlap")
    @classmethod
    def _overlap_below_max(cls, v: int, info: Any) -> int:
        max_chars = info.data.get("max_chars", 1000)
        if v >= max_chars:
            raise ValueError(f"overlap ({v}) must be smaller than max_chars ({max_chars})")
        return v


class RetrievalSettings(BaseModel):
    """Hybrid retrieval: candidates from each signal, fusion and re-ranking weights."""

    k: int = Field(5, ge=1, le=100)
    candidates: int = Field(40, ge=5, le=1000, description="candidates taken from each of BM25 and dense")
    rrf_k: int = Field(60, ge=1)
    weight_dense: float = 1.0
    weight_bm25: float = 1.0
    weight_format: float = Field(0.08, description="bonus (in fused-score units × top score) for format fitness")
    weight_recency: float = 0.05
    weight_tags: float = 0.05
    weight_title: float = Field(0.25, description="bonus for questions that name most of a document's title")
    exact_search_below: int = Field(20000, description="search vectors exactly when a collection is this small")


class Settings(BaseSettings):
    """All knowdesk settings. Nested fields use `__` in env names, e.g. KNOWDESK_LLM__MODEL."""

    model_config = SettingsConfigDict(
        env_prefix="KNOWDESK_", env_nested_delimiter="__", toml_file="knowdesk.toml", extra="ignore"
    )

    data_dir: Path = Field(Path("knowdesk-data"), description="where SQLite, Chroma and checkpoints live")
    language: Literal["zh", "en"] = "zh"
    embedding: EmbeddingSettings = EmbeddingSettings()
    llm: LLMSettings = LLMSettings()
    split: SplitSettings = SplitSettings()
    retrieval: RetrievalSettings = RetrievalSettings()
    hot: HotSettings = HotSettings()
    tags_file: Path | None = Field(None, description="business-tag keyword dictionary (JSON); default: bundled")
    glossary_file: Path | None = Field(None, description="business glossary (JSON) for question preprocessing")
    userdict_file: Path | None = Field(None, description="extra jieba user dictionary")
    max_file_mb: int = Field(100, ge=1, description="files larger than this are refused")

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        toml_path = Path(os.environ.get("KNOWDESK_CONFIG", "knowdesk.toml"))
        toml = TomlConfigSettingsSource(settings_cls, toml_file=toml_path)
        return (init_settings, env_settings, toml)

    @property
    def sqlite_path(self) -> Path:
        return self.data_dir / "knowdesk.sqlite3"

    @property
    def chroma_dir(self) -> Path:
        return self.data_dir / "chroma"


def load_settings(**overrides: Any) -> Settings:
    """Build settings, turning validation errors into one ConfigError that says what to fix."""
    clean = {k: v for k, v in overrides.items() if v is not None}
    try:
        return Settings(**clean)
    except Exception as exc:  # pydantic ValidationError or a broken TOML file
        raise ConfigError(f"invalid knowdesk settings: {exc}. Check KNOWDESK_* variables and knowdesk.toml.") from exc
