"""Plain data passed between layers: fragments, documents, knowledge bases and search hits."""

from __future__ import annotations

import hashlib
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

ContentType = Literal["text", "table", "code"]


def content_hash(text: str | bytes) -> str:
    """Stable hash used for file change detection and the embedding cache."""
    data = text.encode("utf-8") if isinstance(text, str) else text
    return hashlib.sha256(data).hexdigest()


@dataclass
class Fragment:
    """One retrievable unit of a document (seed 002 §(三)2).

    `body` is the fragment's own text; `header` is the rendered 【文档名称】… block that is
    stored and shown with it, so every fragment says where it comes from.
    """

    body: str
    section: str  # heading path or "工作表：X" / "第N页"
    content_type: ContentType = "text"
    page: int | None = None
    sheet: str | None = None
    header: str = ""
    ordinal: int = 0
    tags: list[str] = field(default_factory=list)
    sensitive: bool = False
    id: str = ""
    document_id: str = ""
    ocr: bool = False  # read by OCR (a scanned page, a picture): the header says so

    @property
    def text(self) -> str:
        """Header + body: what is embedded, indexed and shown."""
        return f"{self.header}\n{self.body}" if self.header else self.body

    @property
    def hash(self) -> str:
        return content_hash(self.body)


@dataclass
class DocumentRecord:
    """A stored document: one file version inside one knowledge base."""

    id: str
    kb: str
    path: str
    name: str
    title: str
    version: str | None
    format: str
    source: str
    updated: str  # ISO date the content is effective from / was last modified
    file_hash: str
    size: int
    tags: list[str]
    sensitive: bool
    fragment_count: int
    ingested_at: str
    build_key: str = ""  # what else shaped the fragments (settings, tags, splitter version)


@dataclass
class SearchHit:
    """A ranked fragment with the scores that put it there (kept for traces and benchmarks)."""

    fragment_id: str
    document_id: str
    document: str
    version: str | None
    updated: str
    section: str
    content_type: ContentType
    format: str
    text: str
    body: str
    tags: list[str]
    kb: str
    score: float
    sensitive: bool = False
    page: int | None = None
    ocr: bool = False  # the text was read by OCR (check the page itself when a character matters)
    scores: dict[str, float] = field(default_factory=dict)
    conflicts_with: list[str] = field(default_factory=list)
    effective_from: str = ""  # when its document is in force ('' = open)
    effective_until: str = ""  # the first day it no longer is
    superseded_by: str = ""  # the document that repealed it
    supersedes: list[str] = field(default_factory=list)  # the documents it repealed
    validity: str = "in_force"  # on the search's day: in_force | expired (已废止) | not_yet (未生效)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class OcrLine:
    """One recognised text line: its box in image pixels, its text and the recogniser's confidence."""

    x0: float
    y0: float
    x1: float
    y1: float
    text: str
    score: float

    @property
    def height(self) -> float:
        return self.y1 - self.y0

    @property
    def cy(self) -> float:
        return (self.y0 + self.y1) / 2


@dataclass(frozen=True)
class OcrPage:
    """What OCR found on one page image (read by the OCR modules, kept by `stores/ocr_pages.py`)."""

    width: int
    height: int
    lines: tuple[OcrLine, ...]
