"""Format-aware splitting (seed 002 §(三)1): blocks → fragments.

- PDF: by chapter headings; without headings by groups of pages with whole paragraphs.
- DOCX / Markdown / TXT: by heading levels, keeping the heading path as the section.
- XLSX / CSV: by sheet and table; each table fragment carries header + rows + the sheet's notes.
- Tables and code blocks are fragments of their own ("table" / "code"); a table too long for
  one fragment is cut into row groups that repeat the header row.
- Prose longer than the limit is cut at paragraph, then sentence, boundaries with a small overlap.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from knowdesk.config import SplitSettings
from knowdesk.ingest.blocks import Block, LoadedDocument, table_to_text
from knowdesk.models import Fragment

_SENTENCE_END = re.compile(r"(?<=[。！？；!?;])|(?<=\.)(?=\s)|(?<=\n)")
PAGES_PER_GROUP = 2


@dataclass
class _Section:
    path: list[str]
    paragraphs: list[str] = field(default_factory=list)
    page: int | None = None
    sheet: str | None = None
    ocr: bool = False

    @property
    def label(self) -> str:
        return " > ".join(self.path)

    @property
    def size(self) -> int:
        return sum(len(p) for p in self.paragraphs)


def split_document(doc: LoadedDocument, cfg: SplitSettings | None = None) -> list[Fragment]:
    """Cut a loaded document into fragments following its format's structure."""
    cfg = cfg or SplitSettings()
    if doc.format in ("xlsx", "xls", "csv"):
        frags = list(_split_sheets(doc.blocks, cfg))
    elif doc.format == "pdf" and not any(b.kind == "heading" for b in doc.blocks):
        frags = list(_split_pages(doc.blocks, cfg))
    else:
        frags = list(_split_by_headings(doc.blocks, cfg, doc.format))
    frags = [f for f in frags if f.body.strip()]
    for i, f in enumerate(frags):
        f.ordinal = i
    return frags


# ---------------------------------------------------------------- headings (md, docx, txt, pdf)


def _split_by_headings(blocks: list[Block], cfg: SplitSettings, fmt: str) -> Iterable[Fragment]:
    stack: list[tuple[int, str]] = []
    pending: list[_Section] = []
    current = _Section(path=[])

    def flush_current() -> None:
        nonlocal current
        if current.paragraphs:
            pending.append(current)
        current = _Section(path=[t for _, t in stack])

    def drain() -> Iterable[Fragment]:
        yield from _pack_sections(pending, cfg)
        pending.clear()

    for b in blocks:
        if b.kind == "heading":
            flush_current()
            # a new top-level (chapter) heading closes the small sections collected so far
            if b.level <= 1:
                yield from drain()
            while stack and stack[-1][0] >= b.level:
                stack.pop()
            stack.append((b.level, b.text.strip()))
            current = _Section(path=[t for _, t in stack], page=b.page)
        elif b.kind in ("table", "code"):
            flush_current()
            yield from drain()
            label = " > ".join(t for _, t in stack)
            if b.kind == "table" and b.rows:
                yield from _table_fragments(b, label or (b.caption or "表格"), cfg, notes=[])
            elif b.text.strip():
                body = b.text if not b.caption else f"{b.caption}\n{b.text}"
                for piece in _cut_text(body, cfg.max_chars * 2, 0):
                    yield Fragment(body=piece, section=label or "代码块", content_type="code", page=b.page, ocr=b.ocr)
        elif b.kind == "paragraph" and b.text.strip():
            if current.page is None:
                current.page = b.page
            current.ocr = current.ocr or b.ocr
            current.paragraphs.append(b.text.strip())
    flush_current()
    yield from drain()


def _pack_sections(sections: list[_Section], cfg: SplitSettings) -> Iterable[Fragment]:
    """Emit each section as fragments; small neighbouring sections share one fragment."""
    buf: list[_Section] = []

    def emit(group: list[_Section]) -> Iterable[Fragment]:
        if not group:
            return
        if len(group) == 1:
            sec = group[0]
            heading = sec.path[-1] if sec.path else ""
            paras = ([heading] if heading else []) + sec.paragraphs
            for piece in _pack_paragraphs(paras, cfg):
                yield Fragment(body=piece, section=sec.label or "正文", page=sec.page, ocr=sec.ocr)
            return
        common = _common_prefix([s.path for s in group])
        parts = []
        for s in group:
            heading = " > ".join(s.path[len(common) :]) if len(s.path) > len(common) else ""
            parts.append("\n".join(([heading] if heading else []) + s.paragraphs))
        label = " > ".join(common) if common else group[0].label
        tail = [s.path[len(common)] for s in group if len(s.path) > len(common)]
        if tail and common:
            label = f"{label} > {tail[0]}…{tail[-1]}" if len(tail) > 1 else f"{label} > {tail[0]}"
        elif tail:
            label = f"{tail[0]}…{tail[-1]}" if len(tail) > 1 else tail[0]
        ocr = any(s.ocr for s in group)
        yield Fragment(body="\n".join(parts), section=label or "正文", page=group[0].page, ocr=ocr)

    for sec in sections:
        if sec.size >= cfg.min_chars or sec.size > cfg.max_chars // 2:
            yield from emit(buf)
            buf = []
            yield from emit([sec])
            continue
        if buf and sum(s.size + len(s.label) for s in buf) + sec.size + len(sec.label) > cfg.max_chars:
            yield from emit(buf)
            buf = []
        buf.append(sec)
    yield from emit(buf)


def _common_prefix(paths: list[list[str]]) -> list[str]:
    out: list[str] = []
    for parts in zip(*paths, strict=False):
        if all(p == parts[0] for p in parts):
            out.append(parts[0])
        else:
            break
    return out


# ---------------------------------------------------------------- PDFs without headings


def _split_pages(blocks: list[Block], cfg: SplitSettings) -> Iterable[Fragment]:
    group: list[str] = []
    first_page: int | None = None
    last_page: int | None = None
    group_ocr = False

    def label() -> str:
        if first_page is None:
            return "正文"
        return f"第{first_page}页" if first_page == last_page else f"第{first_page}-{last_page}页"

    def flush() -> Iterable[Fragment]:
        nonlocal group, first_page, last_page, group_ocr
        if group:
            for piece in _pack_paragraphs(group, cfg):
                yield Fragment(body=piece, section=label(), page=first_page, ocr=group_ocr)
        group, first_page, last_page, group_ocr = [], None, None, False

    for b in blocks:
        if b.kind == "table" and b.rows:
            yield from _table_fragments(b, f"第{b.page}页" if b.page else "表格", cfg, notes=[])
            continue
        if b.kind != "paragraph" or not b.text.strip():
            continue
        if first_page is not None and b.page is not None and b.page - first_page >= PAGES_PER_GROUP:
            yield from flush()
        if first_page is None:
            first_page = b.page
        last_page = b.page if b.page is not None else last_page
        group_ocr = group_ocr or b.ocr
        group.append(b.text.strip())
    yield from flush()


# ---------------------------------------------------------------- spreadsheets


def _split_sheets(blocks: list[Block], cfg: SplitSettings) -> Iterable[Fragment]:
    sheets: dict[str, list[Block]] = {}
    for b in blocks:
        sheets.setdefault(b.sheet or "Sheet1", []).append(b)
    for sheet, items in sheets.items():
        tables = [b for b in items if b.kind == "table" and b.rows]
        notes = [b.text.strip() for b in items if b.kind == "paragraph" and b.text.strip()]
        label = f"工作表：{sheet}"
        short_notes = notes if sum(len(n) for n in notes) <= cfg.max_chars // 3 else []
        for t in tables:
            yield from _table_fragments(t, label, cfg, notes=short_notes, sheet=sheet)
        if (notes and not short_notes) or not tables:
            for piece in _pack_paragraphs(notes, cfg):
                yield Fragment(body=piece, section=f"{label} > 说明", sheet=sheet)


# ---------------------------------------------------------------- tables and text helpers


def _table_fragments(
    b: Block, section: str, cfg: SplitSettings, notes: list[str], sheet: str | None = None
) -> Iterable[Fragment]:
    """One fragment per table; row groups that repeat the header when it is too long."""
    rows = b.rows or []
    header, data = rows[0], rows[1:]
    prefix = f"{b.caption}\n" if b.caption else ""
    suffix = ("\n" + "\n".join(notes)) if notes else ""
    whole = prefix + table_to_text(rows) + suffix
    limit = cfg.max_chars * 2  # tables stay whole up to twice the prose limit
    if len(whole) <= limit or not data:
        yield Fragment(
            body=whole, section=section, content_type="table", page=b.page, sheet=sheet or b.sheet, ocr=b.ocr
        )
        return
    budget = max(limit - len(prefix) - len(suffix) - len(table_to_text([header])), 200)
    chunk: list[list[str]] = []
    size = 0
    for row in data:
        row_len = len(table_to_text([row])) - 5
        if chunk and size + row_len > budget:
            body = prefix + table_to_text([header, *chunk]) + suffix
            yield Fragment(
                body=body, section=section, content_type="table", page=b.page, sheet=sheet or b.sheet, ocr=b.ocr
            )
            chunk, size = [], 0
        chunk.append(row)
        size += row_len
    if chunk:
        body = prefix + table_to_text([header, *chunk]) + suffix
        yield Fragment(body=body, section=section, content_type="table", page=b.page, sheet=sheet or b.sheet, ocr=b.ocr)


def _pack_paragraphs(paragraphs: list[str], cfg: SplitSettings) -> list[str]:
    """Greedy packing of whole paragraphs; an over-long paragraph is cut at sentences."""
    pieces: list[tuple[str, bool]] = []  # (text, already starts with the previous piece's overlap)
    for p in paragraphs:
        cut = _cut_text(p, cfg.max_chars, cfg.overlap) if len(p) > cfg.max_chars else [p]
        pieces.extend((c, i > 0) for i, c in enumerate(cut))
    out: list[str] = []
    cur: list[str] = []
    size = 0
    for p, carries_overlap in pieces:
        if cur and size + len(p) + 1 > cfg.max_chars:
            out.append("\n".join(cur))
            tail = "" if carries_overlap else _overlap_tail(cur[-1], cfg.overlap)
            cur, size = ([tail] if tail else []), len(tail)
        cur.append(p)
        size += len(p) + 1
    if cur and (not out or "\n".join(cur) != _overlap_tail(out[-1], cfg.overlap)):
        out.append("\n".join(cur))
    return out


def _sentences(text: str) -> list[str]:
    """Sentences with their trailing line break or space kept, so joining them restores the text.

    Dropping the separator glued the lines of English lists together ("Beauty\nCarnation" became
    "BeautyCarnation"), which also broke their words for keyword search.
    """
    return [s for s in _SENTENCE_END.split(text) if s]


def _overlap_tail(text: str, overlap: int) -> str:
    """The last whole sentences of `text` that fit in `overlap` characters."""
    if overlap <= 0 or len(text) <= overlap:
        return "" if overlap <= 0 else text if len(text) <= overlap // 2 else ""
    sentences = _sentences(text)
    tail = ""
    for s in reversed(sentences):
        if len(tail) + len(s) > overlap:
            break
        tail = s + tail
    return tail.lstrip()  # a trailing line break still separates it from what follows


def _cut_text(text: str, max_chars: int, overlap: int) -> list[str]:
    """Cut one long text at sentence boundaries (hard cut for sentence-less runs)."""
    sentences = _sentences(text)
    units: list[str] = []
    for s in sentences:
        while len(s) > max_chars:
            units.append(s[:max_chars])
            s = s[max_chars - overlap :] if overlap else s[max_chars:]
        units.append(s)
    out: list[str] = []
    cur = ""
    for u in units:
        if cur and len(cur) + len(u) > max_chars:
            out.append(cur.strip())
            tail = _overlap_tail(cur, overlap)
            cur = tail
        cur += u
    if cur.strip():
        out.append(cur.strip())
    return out
