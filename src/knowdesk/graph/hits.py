"""Graph facts as SearchHits, grouped by the fragment (sheet) they came from, so they cite like text."""

from __future__ import annotations

from knowdesk.graph.base import Fact, Source
from knowdesk.models import SearchHit

GRAPH_FORMAT_NOTE = "图谱查询结果"


def facts_to_hits(facts: list[Fact], title: str = "", score: float = 1.0) -> list[SearchHit]:
    """One hit per source fragment; body = the facts read from it, one per line."""
    groups: dict[str, tuple[Source, list[str]]] = {}
    for f in facts:
        key = f.source.fragment_id or f"{f.source.document}/{f.source.section}"
        src, lines = groups.setdefault(key, (f.source, []))
        line = f.render()
        if line not in lines:
            lines.append(line)
    hits = []
    for i, (key, (src, lines)) in enumerate(groups.items()):
        head = f"{GRAPH_FORMAT_NOTE}（{title}）" if title else GRAPH_FORMAT_NOTE
        body = head + "：\n" + "\n".join(lines)
        text = f"【文档名称】：{src.document}\n【章节/工作表】：{src.section}\n【片段内容】：\n{body}"
        hits.append(
            SearchHit(
                fragment_id=key, document_id=src.document_id, document=src.document, version=None,
                updated=src.updated, section=src.section, content_type="table", format=src.format or "graph",
                text=text, body=body, tags=["graph"], kb=src.kb, score=score - i * 0.01, scores={"graph": score},
            )
        )  # fmt: skip
    return hits
