"""Graph settings: where the column mapping lives and how generated Cypher is bounded."""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, Field


class GraphSettings(BaseModel):
    """The relation graph (Kuzu in `<data_dir>/graph.kuzu`); built by `knowdesk graph build`."""

    enabled: bool = Field(True, description="route relation questions to the graph when it holds data")
    mapping_file: Path | None = Field(
        None, description="column-name mapping (JSON); default: bundled, see examples/graph_mapping.json"
    )
    llm_cypher: bool = Field(
        True, description="in llm mode, let the model write Cypher (validated; templates on rejection)"
    )
    llm_extract: bool = Field(False, description="in llm mode, also extract triples from prose fragments at build time")
    max_rows: int = Field(50, ge=1, le=500, description="LIMIT cap for every graph query")
