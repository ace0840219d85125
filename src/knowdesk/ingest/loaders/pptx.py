"""PowerPoint (.pptx) loading with python-pptx: one section per slide.

Each slide opens with a level-1 heading (its title, else "幻灯片 N"), so the splitter never merges
two slides into one fragment. A content placeholder's paragraphs are list items ("- …"), as PowerPoint shows
them, so a slide's short bullets are read as a list and not as headings of the next line. Text boxes follow in reading order (top to bottom, then left to
right; grouped shapes in their group's place), tables are table blocks, pictures are OCR'd, and
the speaker notes are a block of their own ("演讲者备注：…"), since they often hold what the slide
only hints at. Every block carries its slide number as `page`.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from pptx import Presentation
from pptx.enum.shapes import MSO_SHAPE_TYPE, PP_PLACEHOLDER
from pptx.shapes.picture import Picture

from knowdesk.errors import IngestError
from knowdesk.ingest.blocks import Block, LoadedDocument, table_to_text
from knowdesk.ingest.loaders.metadata import pick_title
from knowdesk.ingest.loaders.pictures import picture_blocks
from knowdesk.ingest.ocr import OcrOptions

NOTES_LABEL = "演讲者备注："


def _kind(shape: Any) -> Any:
    """The shape's type; python-pptx raises for shapes it does not recognise (they are skipped)."""
    try:
        return shape.shape_type
    except NotImplementedError:
        return None


def _reading_order(shapes: Any) -> Iterator[Any]:
    """Shapes top to bottom, left to right (rows within a third of an inch count as one row)."""

    def key(s: Any) -> tuple[int, int]:
        top, left = s.top, s.left
        return ((top or 0) // 304800, left or 0) if top is not None else (1 << 40, 0)

    for shape in sorted(shapes, key=key):
        if _kind(shape) == MSO_SHAPE_TYPE.GROUP:
            yield from _reading_order(shape.shapes)
        else:
            yield shape


def _text_of(frame: Any, bulleted: bool = False) -> str:
    """A text frame's paragraphs, one per line; indented (level > 0) lines as list items. In a content placeholder
    (`bulleted`) every line is a list item, as PowerPoint shows it, unless the paragraph itself turns its bullet off
    (`a:buNone`); a layout or master that turns bullets off for the whole placeholder is not read."""
    lines = []
    for p in frame.paragraphs:
        text = " ".join("".join(r.text for r in p.runs).split()) or " ".join(p.text.split())
        if not text:
            continue
        if bulleted and not _no_bullet(p):
            lines.append("  " * p.level + "- " + text)
        else:
            lines.append(("  " * (p.level - 1) + "- " + text) if p.level > 0 else text)
    return "\n".join(lines)


def _bulleted(shape: Any) -> bool:
    """A body or content placeholder ("Title and Content"): its paragraphs are bullets unless one says otherwise."""
    if not shape.is_placeholder:
        return False
    try:
        kind = shape.placeholder_format.type
    except ValueError:  # a placeholder python-pptx cannot type
        return False
    return kind in (PP_PLACEHOLDER.BODY, PP_PLACEHOLDER.OBJECT)


def _no_bullet(paragraph: Any) -> bool:
    ppr = paragraph._p.pPr  # python-pptx has no API for a paragraph's bullet
    return ppr is not None and any(child.tag.endswith("}buNone") for child in ppr)


def _table_rows(table: Any) -> list[list[str]]:
    rows = [[" ".join(cell.text.split()) for cell in row.cells] for row in table.rows]
    return [r for r in rows if any(r)]


def load_pptx(path: Path, ocr: OcrOptions | None = None) -> LoadedDocument:
    """Load a .pptx as one heading per slide followed by its text, tables, pictures and notes."""
    try:
        prs = Presentation(str(path))
    except Exception as exc:
        raise IngestError("corrupt", f"{path.name} is not a readable PowerPoint file: {exc}") from exc
    blocks: list[Block] = []
    pictures: list[tuple[int, bytes]] = []
    first_title: str | None = None
    for no, slide in enumerate(prs.slides, start=1):
        title_shape = slide.shapes.title
        title = " ".join(title_shape.text_frame.text.split()) if title_shape is not None else ""
        first_title = first_title or title or None
        blocks.append(Block("heading", title or f"幻灯片 {no}", level=1, page=no))
        for shape in _reading_order(slide.shapes):
            if title_shape is not None and shape.shape_id == title_shape.shape_id:
                continue
            if shape.has_text_frame and (text := _text_of(shape.text_frame, _bulleted(shape))):
                blocks.append(Block("paragraph", text, page=no))
            elif getattr(shape, "has_table", False) and (rows := _table_rows(shape.table)):
                blocks.append(Block("table", table_to_text(rows), rows=rows, page=no))
            elif isinstance(shape, Picture):  # placed, or filling a picture placeholder
                pictures.append((len(blocks), shape.image.blob))
        notes = slide.notes_slide.notes_text_frame if slide.has_notes_slide else None
        if notes is not None and (text := _text_of(notes)):
            blocks.append(Block("paragraph", NOTES_LABEL + text, page=no))
    has_text = any(b.kind != "heading" for b in blocks) or first_title is not None
    if pictures:
        read = picture_blocks([d for _, d in pictures], ocr or OcrOptions(), path.name, text_found=has_text)
        for (at, _), found in reversed(list(zip(pictures, read, strict=True))):
            for b in found:
                b.page = blocks[at - 1].page if at else 1
            blocks[at:at] = found
    if not any(b.kind != "heading" for b in blocks) and first_title is None:
        raise IngestError("empty", f"{path.name} has no text")
    title = pick_title(prs.core_properties.title, first_title, fallback=path.stem)
    return LoadedDocument(str(path), "pptx", blocks, title=title, page_count=len(prs.slides))
