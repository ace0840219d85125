"""Hot-question settings (`[hot]` in knowdesk.toml, `KNOWDESK_HOT__*`), kept beside the feature they configure."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field

Strictness = Literal["strict", "normal", "flexible"]


class HotSettings(BaseModel):
    """Matching thresholds, self-growth and cleanup of the hot-question store (seed 002 §(二))."""

    top_k: int = Field(3, ge=1, le=20, description="hot questions compared in the second stage (seed: top 3)")
    promote_after: int = Field(3, ge=1, description="asks after which a candidate becomes active")
    prune_days: int = Field(90, ge=1, description="`hot prune` retires questions unused for this many days")
    merge_threshold: float | None = Field(
        None, description="score at which a missed question joins a candidate; default: the area's match threshold"
    )
    thresholds: dict[str, float] = Field(
        default_factory=dict, description="area → match threshold (score units); calibrated values override these"
    )
    strictness: dict[str, Strictness] = Field(
        default_factory=lambda: {"差旅报销": "strict", "考勤": "strict", "薪资": "strict", "项目协作": "flexible"},
        description="uncalibrated areas: strict areas start stricter, flexible ones looser (seed 002)",
    )
    thresholds_file: Path | None = Field(
        None,
        description="where `hot calibrate` writes thresholds; default: <data_dir>/hot_thresholds.json "
        "(server mode: the hot_thresholds table, shared by every worker)",
    )
    hnsw_min_rows: int = Field(
        5000,
        ge=0,
        description="server mode: match through the HNSW index from this many hot-question vectors on "
        "(below, an exact scan is as fast); 0 = always",
    )
    llm_confirm: bool = Field(
        True,
        description="with a chat model configured (llm.model), a hit also needs the model to agree that the "
        "question and the hot question ask the same thing; off: the threshold alone decides",
    )
    scorer: Literal["auto", "cosine"] = Field(
        "auto", description="auto: cosine + lexical overlap where fitted weights exist for the embedder; else cosine"
    )
