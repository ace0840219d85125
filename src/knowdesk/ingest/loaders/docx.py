"""Word (.docx) loading with python-docx, walking the body in document order.

Paragraphs and tables are interleaved in `doc.element.body`; iterating it directly (rather
than `doc.paragraphs` then `doc.tables`) keeps each table next to the text that explains it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from docx import Document
from docx.oxml.ns import qn
from docx.table import Table
from docx.text.paragraph import Paragraph

from knowdesk.errors import IngestError
from knowdesk.ingest.blocks import Block, LoadedDocument, table_to_text, take_caption
from knowdesk.ingest.loaders.markdown import LIST_BLOCK_CHARS
from knowdesk.ingest.loaders.metadata import pick_title
from knowdesk.ingest.loaders.pictures import picture_blocks
from knowdesk.ingest.loaders.text import HeadingLevels, heading_class
from knowdesk.ingest.ocr import OcrOptions

_HEADING_STYLE = re.compile(r"^(?:heading|标题)\s*(\d)$", re.IGNORECASE)


def _iter_body(parent: Any, container: Any) -> Iterator[Paragraph | Table]:
    """Paragraphs and tables of an XML container in order (content controls unwrapped)."""
    for child in container.iterchildren():
        if child.tag == qn("w:p"):
            yield Paragraph(child, parent)
        elif child.tag == qn("w:tbl"):
            yield Table(child, parent)
        elif child.tag == qn("w:sdt"):
            content = child.find(qn("w:sdtContent"))
            if content is not None:
                yield from _iter_body(parent, content)


def _outline_level(p: Paragraph) -> int | None:
    """Heading level from the style name ("Heading 2", "标题 2", "Title") or outlineLvl."""
    style = p.style
    while style is not None:
        name = (style.name or "").strip()
        if name.lower() == "title":
            return 1
        if m := _HEADING_STYLE.match(name):
            return max(1, int(m.group(1)))
        style = style.base_style
    style_ppr = p.style.element.pPr if p.style is not None else None
    for ppr in (p._p.pPr, style_ppr):
        lvl = ppr.find(qn("w:outlineLvl")) if ppr is not None else None
        if lvl is not None and (val := lvl.get(qn("w:val"), "9")).isdigit() and int(val) < 9:
            return int(val) + 1
    return None


def _is_list(p: Paragraph) -> bool:
    ppr = p._p.pPr
    return (ppr is not None and ppr.numPr is not None) or "list" in (p.style.name or "").lower()


def _cell_text(cell: Any) -> str:
    parts = [p.text.strip() for p in cell.paragraphs if p.text.strip()]
    for inner in cell.tables:
        parts += [" ".join(_cell_text(c) for c in row.cells) for row in inner.rows]
    return "\n".join(parts)


def _table_rows(table: Table) -> list[list[str]]:
    """Rows with merged cells repeated in each grid position (text computed once per cell)."""
    cache: dict[Any, str] = {}  # keyed by the <w:tc> element itself (ids of proxies get reused)
    rows: list[list[str]] = []
    for row in table.rows:
        cells = []
        for cell in row.cells:
            key = cell._tc
            if key not in cache:
                cache[key] = _cell_text(cell)
            cells.append(cache[key])
        rows.append(cells)
    while rows and not any(rows[-1]):
        rows.pop()
    return rows


def _pictures(p: Paragraph) -> list[bytes]:
    """The raster pictures placed in a paragraph (DrawingML `a:blip` references)."""
    out = []
    for rid in p._p.xpath(".//a:blip/@r:embed"):
        part = p.part.related_parts.get(rid)
        if part is not None and getattr(part, "blob", None):
            out.append(part.blob)
    return out


def _blocks(
    items: Iterator[Paragraph | Table], styled: bool, pictures: list[tuple[int, bytes]] | None = None
) -> list[Block]:
    """Blocks in body order; with `pictures`, each picture is recorded with the block count before it."""
    blocks: list[Block] = []
    levels = HeadingLevels()
    in_list = False
    for item in items:
        if pictures is not None and isinstance(item, Paragraph):
            pictures.extend((len(blocks), data) for data in _pictures(item))
        if isinstance(item, Table):
            rows = _table_rows(item)
            if any(any(r) for r in rows):
                caption = take_caption(blocks)
                blocks.append(Block("table", table_to_text(rows), rows=rows, caption=caption))
            in_list = False
            continue
        text = item.text.strip()
        if not text:
            continue
        level = _outline_level(item)
        if level is None and not styled and (key := heading_class(text)):
            level = levels.level(key)
        if level is not None:
            blocks.append(Block("heading", " ".join(text.split()), level=min(level, 6)))
            in_list = False
        elif _is_list(item):
            line = "- " + text
            if in_list and blocks and blocks[-1].kind == "paragraph" and len(blocks[-1].text) < LIST_BLOCK_CHARS:
                blocks[-1].text += "\n" + line
            else:
                blocks.append(Block("paragraph", line))
            in_list = True
        else:
            blocks.append(Block("paragraph", text))
            in_list = False
    return blocks


def load_docx(path: Path, ocr: OcrOptions | None = None) -> LoadedDocument:
    """Load a .docx; falls back to headers/footers when the body has no text; pictures are OCR'd."""
    try:
        doc = Document(str(path))
    except Exception as exc:
        raise IngestError("corrupt", f"{path.name} is not a readable Word document: {exc}") from exc
    body = doc.element.body
    paras = [p for p in _iter_body(doc, body) if isinstance(p, Paragraph)]
    styled = any(_outline_level(p) is not None for p in paras if p.text.strip())
    pictures: list[tuple[int, bytes]] = []
    blocks = _blocks(_iter_body(doc, body), styled, pictures)
    if sum(len(b.text) for b in blocks) < 200:  # content living in headers/footers
        seen: set[int] = set()
        for section in doc.sections:
            for part in (section.header, section.first_page_header, section.footer, section.first_page_footer):
                if part.is_linked_to_previous or id(part._element) in seen:
                    continue
                seen.add(id(part._element))
                blocks += _blocks(_iter_body(part, part._element), True)
    if pictures:
        read = picture_blocks([d for _, d in pictures], ocr or OcrOptions(), path.name, text_found=bool(blocks))
        for (at, _), found in reversed(list(zip(pictures, read, strict=True))):
            blocks[at:at] = found
    if not blocks:
        raise IngestError("empty", f"{path.name} has no text")
    first_title = next(
        (p.text.strip() for p in paras if (p.style.name or "").lower() == "title" and p.text.strip()), None
    )
    h1 = next((b.text for b in blocks if b.kind == "heading" and b.level == 1), None) if styled else None
    title = pick_title(doc.core_properties.title, first_title, h1, fallback=path.stem)
    return LoadedDocument(str(path), "docx", blocks, title=title)
