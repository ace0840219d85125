"""Graph facts as SearchHits, grouped by the fragment (sheet) they came from, so they cite like text."""

from __future__ import annotations

from knowdesk.models import SearchHit
from knowdesk.relations.base import Fact, Source

GRAPH_FORMAT_NOTE = "图谱查询结果"


def facts_to_hits(
    facts: list[Fact], summary: str = "", score: float = 1.0, phrases: dict[str, str] | None = None
) -> list[SearchHit]:
    """One hit per source fragment; body = an optional summary sentence, then the facts read from it."""
    groups: dict[str, tuple[Source, list[str]]] = {}
    for f in facts:
        key = f.source.fragment_id or f"{f.source.document}/{f.source.section}"
        src, lines = groups.setdefault(key, (f.source, []))
        line = f.render(phrases[f.type]) if phrases and f.type in phrases else f.render()
        if line not in lines:
            lines.append(line)
    hits = []
    for i, (key, (src, lines)) in enumerate(groups.items()):
        body = "\n".join([summary, *lines] if summary and i == 0 else lines)
        text = f"【文档名称】：{src.document}\n【章节/工作表】：{src.section}（{GRAPH_FORMAT_NOTE}）\n【片段内容】：\n{body}"
        hits.append(
            SearchHit(
                fragment_id=key, document_id=src.document_id, document=src.document, version=None,
                updated=src.updated, section=src.section, content_type="table", format=src.format or "graph",
                text=text, body=body, tags=["graph"], kb=src.kb, score=score - i * 0.01, scores={"graph": score},
            )
        )  # fmt: skip
    return hits
