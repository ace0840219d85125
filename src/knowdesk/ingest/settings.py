"""Settings of ingestion features: OCR and the folders a server keeps in sync."""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, Field


class OcrSettings(BaseModel):
    enabled: bool = Field(True, description="OCR scanned PDF pages and pictures (needs the `ocr` extra)")
    workers: int = Field(2, ge=1, le=64, description="processes that OCR a large batch (one per core)")
    pool_min_pages: int = Field(4, ge=1, description="batches of fewer pages are read in the ingesting process")
    defer_pages: int = Field(
        8,
        ge=0,
        description="a file with at least this many unread scanned pages is read by the background refiner,"
        " not during ingestion (0: always during ingestion)",
    )
    max_side: int = Field(2000, ge=500, le=8000, description="pages are scaled to at most this many pixels a side")


class WatchedFolder(BaseModel):
    """A folder `knowdesk serve` keeps in sync with a knowledge base (`[[watch]]` in knowdesk.toml)."""

    kb: str
    path: Path
    tags: list[str] = Field(default_factory=list)
    source: str | None = None
    debounce_seconds: float = Field(2.0, ge=0.1, le=600)
