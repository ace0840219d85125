"""PDF loading: pdfplumber for text and ruled tables, pypdf for the encryption check.

Wrapped lines are re-joined into paragraphs using line geometry (a short line ends a
paragraph), tables are lifted out as table blocks, and page furniture (running headers,
page numbers, dotted-leader TOC lines) is dropped so it never pollutes retrieval. Headers and
page numbers are dropped only at the top or bottom of a page, never from the body; when the
layout pass leaves nothing, pypdf's plain text is used, so a PDF with text is never "empty".
"""

from __future__ import annotations

import logging
import re
import statistics
from collections import Counter
from pathlib import Path
from typing import Any

import pdfplumber

from knowdesk.errors import IngestError
from knowdesk.ingest.blocks import Block, LoadedDocument, table_to_text, take_caption
from knowdesk.ingest.lines import END_PUNCT as _END_PUNCT
from knowdesk.ingest.lines import PAGE_NO as _PAGE_NO
from knowdesk.ingest.lines import STARTER as _STARTER
from knowdesk.ingest.lines import is_cjk as _is_cjk
from knowdesk.ingest.lines import join_wrapped as _join
from knowdesk.ingest.loaders.diagnostics import note
from knowdesk.ingest.loaders.metadata import meaningful_title
from knowdesk.ingest.loaders.text import HeadingLevels, heading_class
from knowdesk.ingest.ocr import OcrOptions, OcrUnavailable, PdfPage
from knowdesk.ingest.ocr.layout import page_blocks

_TOC = re.compile(r"(?:\.\s?){6,}|(?:·\s?){6,}|…{4,}|(?:…{2,}|\.{4,}|-{4,})\s*[\divxlc]{1,4}\s*$", re.I)
_CID = re.compile(r"\(cid:\d+\)|[\x00-\x08\x0b-\x1f\x7f\ufffd]")
Line = dict[str, Any]
logging.getLogger("pdfminer").setLevel(logging.ERROR)  # font warnings are noise, not failures


def _check_encryption(path: Path) -> None:
    """Raise `encrypted` unless the file is unencrypted or opens with the empty password.

    A file pypdf cannot parse (a missing %%EOF marker, say) is left to pdfplumber, which reads
    many of them and reports encryption and corruption itself; pypdf's complaint stays in the
    file's warnings."""
    from pypdf import PdfReader
    from pypdf.errors import DependencyError

    try:
        reader = PdfReader(str(path))
        if reader.is_encrypted and not reader.decrypt(""):
            raise IngestError("encrypted", f"{path.name} is password-protected")
    except IngestError:
        raise
    except DependencyError as exc:
        raise IngestError("encrypted", f"{path.name}: encrypted with an unsupported cipher ({exc})") from exc
    except Exception as exc:  # pypdf raises many types for broken files
        note(f"pypdf: cannot read the file ({type(exc).__name__}: {exc}); read with pdfplumber instead")


def _line_size(line: Line) -> float:
    sizes = [c["size"] for c in line.get("chars", []) if c["text"].strip()]
    return round(statistics.median(sizes), 1) if sizes else 0.0


def _cell(value: str | None) -> str:
    """Table cell text with wrapped lines re-joined (CJK without spaces)."""
    text = _CID.sub("", value or "").strip()
    if text and _is_cjk(text[0]):
        return re.sub(r"\s*\n\s*", "", text)
    return " ".join(text.split())


def _page_items(page: Any) -> tuple[list[Line], list[tuple[float, list[list[str]], tuple]]]:
    """Text lines outside tables, and the page's ruled tables as (top, rows, bbox)."""
    tables = []
    for t in page.find_tables():
        rows = [[_cell(c) for c in r] for r in (t.extract() or [])]
        rows = [r for r in rows if any(r)]
        keep = [j for j in range(max((len(r) for r in rows), default=0)) if any(j < len(r) and r[j] for r in rows)]
        rows = [[r[j] if j < len(r) else "" for j in keep] for r in rows]
        if len(rows) >= 2 and len(keep) >= 2:
            tables.append((t.bbox[1], rows, t.bbox))

    def outside(obj: dict[str, Any]) -> bool:
        if obj.get("object_type") != "char":
            return True
        cx, cy = (obj["x0"] + obj["x1"]) / 2, (obj["top"] + obj["bottom"]) / 2
        return not any(b[0] <= cx <= b[2] and b[1] <= cy <= b[3] for _, _, b in tables)

    text_page = page.filter(outside) if tables else page
    gutter = _gutter(text_page)
    if gutter is None:
        parts = [text_page]
    else:
        # lines with a word across the gutter (titles, author rows) span both columns: keep them whole
        bands = [(w["top"] - 1, w["bottom"] + 1) for w in text_page.extract_words() if w["x0"] < gutter < w["x1"]]

        def side(o: dict[str, Any], k: int) -> bool:
            if o.get("object_type") != "char":
                return True
            cy = (o["top"] + o["bottom"]) / 2
            left = (o["x0"] + o["x1"]) / 2 < gutter or any(a <= cy <= b for a, b in bands)
            return left == (k == 0)

        parts = [text_page.filter(lambda o, k=k: side(o, k)) for k in (0, 1)]
    lines = []
    for col, part in enumerate(parts):
        # spacing relative to the font size: tightly set (LaTeX) text has gaps under the 3-point default
        for ln in part.extract_text_lines(return_chars=True, strip=True, x_tolerance_ratio=0.15):
            if ln["text"].strip():
                ln["col"] = col
                lines.append(ln)
    for ln in lines:
        ln["size"] = _line_size(ln)
        ln["bold"] = all("bold" in c.get("fontname", "").lower() for c in ln["chars"] if c["text"].strip())
    return lines, tables


def _gutter(page: Any) -> float | None:
    """x of an empty vertical strip splitting a two-column page, or None for one column."""
    words = page.extract_words()
    if len(words) < 60:
        return None
    x0, width = float(page.bbox[0]), float(page.width)
    best: tuple[int, float] | None = None
    for pct in range(35, 66):
        x = x0 + width * pct / 100
        crossing = sum(1 for w in words if w["x0"] < x < w["x1"])
        left = sum(1 for w in words if w["x1"] <= x)
        balanced = min(left, len(words) - left - crossing) >= len(words) * 0.25
        if crossing <= len(words) * 0.02 and balanced and (best is None or crossing < best[0]):
            best = (crossing, x)
    return best[1] if best else None


def _open(path: Path) -> Any:
    try:
        return pdfplumber.open(str(path), password="")
    except Exception as exc:
        reason = "encrypted" if "password" in type(exc).__name__.lower() else "corrupt"
        raise IngestError(reason, f"{path.name} cannot be opened: {exc}") from exc


def load_pdf(path: Path, ocr: OcrOptions | None = None) -> LoadedDocument:
    """Load a PDF as headings, paragraphs and tables with page numbers; scanned pages are OCR'd."""
    _check_encryption(path)
    with _open(path) as pdf:
        try:
            pages = [_page_items(p) for p in pdf.pages]
            scans = [_scan_dpi(p, lines, tables) for p, (lines, tables) in zip(pdf.pages, pages, strict=True)]
            meta = dict(pdf.metadata or {})
            n_pages = len(pdf.pages)
            widths = [float(p.width) for p in pdf.pages]
        except IngestError:
            raise
        except Exception as exc:
            raise IngestError("corrupt", f"{path.name}: cannot extract text: {exc}") from exc
    if n_pages == 0:
        raise IngestError("corrupt", f"{path.name} has no pages")
    if any(s is None for s in scans):  # a text PDF: a page without text or picture is blank or a drawing
        scans = [s if s is None or s[1] else None for s in scans]
    scanned = {i: s[0] for i, s in enumerate(scans) if s is not None}
    ocr_blocks = _ocr_pages(path, scanned, ocr or OcrOptions(), text_pages=n_pages - len(scanned))
    for i in scanned:
        pages[i] = ([], [])  # a stray text line on a scanned page (a stamp, a page number) is in the OCR too
    if not any(lines or tables for lines, tables in pages) and not ocr_blocks:
        if len(scanned) == n_pages:
            raise IngestError("empty", f"{path.name} is scanned and OCR found no text on its {n_pages} page(s)")
        return _pypdf_fallback(path, n_pages, "no text layer (scanned PDF?)")
    sizes = Counter(
        round(c["size"] * 2) / 2 for lines, _ in pages for ln in lines for c in ln["chars"] if c["text"].strip()
    )
    body = sizes.most_common(1)[0][0] if sizes else 10.0
    edges = [_edge_lines(lines) for lines, _ in pages]
    repeated = _running_lines(pages, edges)
    big = sorted({ln["size"] for lines, _ in pages for ln in lines if ln["size"] >= body * 1.15}, reverse=True)
    size_level = {s: i + 1 for i, s in enumerate(big[:5])}
    blocks = _build(pages, edges, body, repeated, size_level, widths)
    if ocr_blocks:  # both lists are in page order and share no page
        blocks = sorted(blocks + ocr_blocks, key=lambda b: b.page or 0)
    if not blocks:  # everything was taken for page furniture: better unstructured text than "empty"
        return _pypdf_fallback(path, n_pages, "no text left after removing page furniture")
    full_text = " ".join(b.text for b in blocks)
    meta_title = meaningful_title(meta.get("Title") if isinstance(meta.get("Title"), str) else None)
    if meta_title and " ".join(meta_title.split()) not in " ".join(full_text.split()):
        meta_title = None  # a stale template title ("…员工须知") that the document never mentions
    heading = next((b.text for b in blocks if b.kind == "heading" and b.level == 1 and len(b.text) >= 4), None)
    title = meta_title or (heading if heading and heading in path.stem else None) or path.stem
    return LoadedDocument(str(path), "pdf", blocks, title=title, page_count=n_pages)


SCAN_MAX_CHARS = 20
"""A page with fewer text-layer characters than this and a picture over most of it is a scan."""


def _scan_dpi(page: Any, lines: list[Line], tables: list) -> tuple[int, bool] | None:
    """(resolution to OCR the page at, whether a picture covers it), or None when its text layer holds its text.

    A page is scanned when its text layer is empty, or nearly so (a stamp, a page number) while a
    picture covers most of it. It is rendered at the picture's own resolution (150–300 dpi), so a
    150-dpi scan is not blown up and a fine one keeps its detail; pages without pictures (text
    turned into outlines; OCR'd only when no page of the file has text) at 200 dpi."""
    chars = sum(len(_CID.sub("", ln["text"]).strip()) for ln in lines)  # unmapped glyphs are no text
    chars += sum(len(c) for _, rows, _ in tables for r in rows for c in r)
    if chars >= SCAN_MAX_CHARS:
        return None
    area = float(page.width) * float(page.height)
    best: tuple[float, float] | None = None  # (covered share, dpi) of the largest picture
    for im in page.images:
        w, h = float(im["x1"]) - float(im["x0"]), float(im["bottom"]) - float(im["top"])
        src = im.get("srcsize") or (0, 0)
        if w > 0 and h > 0 and (best is None or w * h / area > best[0]):
            best = (w * h / area, float(src[0]) / (w / 72) if src[0] else 200.0)
    if chars and (best is None or best[0] < 0.5):
        return None  # a few words and no scan: a short page, not a picture of one
    if best is None:
        return 200, False
    return int(min(max(best[1], 150), 300)), True


def _ocr_pages(path: Path, scanned: dict[int, int], ocr: OcrOptions, text_pages: int) -> list[Block]:
    """Blocks read by OCR from the scanned pages (0-based index → dpi); without an OCR engine a
    PDF that is all scans is refused saying what to install, and a mixed one keeps its text pages."""
    if not scanned:
        return []
    tasks = [PdfPage(str(path), i, dpi) for i, dpi in sorted(scanned.items())]
    try:
        results = ocr.read(tasks)
    except OcrUnavailable as exc:
        listed = ", ".join(str(i + 1) for i in sorted(scanned)[:10]) + ("…" if len(scanned) > 10 else "")
        if text_pages == 0:
            raise IngestError(
                "ocr_unavailable", f"{path.name} is scanned (no text layer): reading it needs OCR, and {exc}"
            ) from exc
        note(f"scanned pages {listed} were not read: {exc}")
        return []
    levels = HeadingLevels()
    blocks: list[Block] = []
    for task, page in zip(tasks, results, strict=True):
        blocks += page_blocks(page, task.index + 1, levels)
    return blocks


def _furniture_key(text: str) -> str:
    """A line with its numbers blanked: running headers differ from page to page only there."""
    return re.sub(r"\d+", "#", " ".join(text.split()))


def _edge_lines(lines: list[Line]) -> set[int]:
    """ids of the page's two top and two bottom lines by position: where headers and footers sit."""
    by_top = sorted(lines, key=lambda ln: (ln["top"], ln["x0"]))
    return {id(ln) for ln in by_top[:2] + by_top[-2:]}


MIN_TWO_PAGE_HEADER = 6  # characters: on two pages a short line (a heading, "注：") repeats by chance


def _running_lines(pages: list, edges: list[set[int]]) -> set[str]:
    """Furniture keys of running headers/footers: at the page edge on at least half the pages (and 3),
    and rare in the body, so body lines that differ only in numbers (a ledger, a log) never qualify. A two-page
    document's header is at the edge of both pages and nowhere in the body (else it splits a list in two: "下列材料：
    <header> （一）…")."""
    n_pages = len(pages)
    if n_pages < 2:
        return set()
    at_edge: Counter[str] = Counter()
    in_body: Counter[str] = Counter()
    for (lines, _), edge in zip(pages, edges, strict=True):
        at_edge.update({_furniture_key(ln["text"]) for ln in lines if id(ln) in edge})
        in_body.update(_furniture_key(ln["text"]) for ln in lines if id(ln) not in edge)
    if n_pages == 2:
        return {t for t, n in at_edge.items() if n == 2 and not in_body[t] and len(t) >= MIN_TWO_PAGE_HEADER}
    return {t for t, n in at_edge.items() if n >= max(3, n_pages * 0.5) and in_body[t] <= n * 0.2}


def _pypdf_fallback(path: Path, n_pages: int, why: str) -> LoadedDocument:
    """Plain page text from pypdf when pdfplumber's layout pass yields nothing; `empty` only if pypdf
    finds no text either."""
    from pypdf import PdfReader

    blocks: list[Block] = []
    try:
        reader = PdfReader(str(path))
        texts = [page.extract_text() or "" for page in reader.pages]
    except Exception as exc:  # pypdf raises many types for broken files
        raise IngestError("empty", f"{why}; pypdf cannot read the text either: {exc}") from exc
    for pno, text in enumerate(texts, start=1):
        lines = [" ".join(_CID.sub("", ln).split()) for ln in text.splitlines()]
        lines = [ln for ln in lines if ln and not _PAGE_NO.match(ln)]
        if lines:
            blocks.append(Block("paragraph", "\n".join(lines), page=pno))
    if not blocks:
        raise IngestError("empty", f"{why}; pypdf finds no text besides page numbers either")
    return LoadedDocument(str(path), "pdf", blocks, title=path.stem, page_count=n_pages)


def _build(
    pages: list,
    edges: list[set[int]],
    body: float,
    repeated: set[str],
    size_level: dict[float, int],
    widths: list[float],
) -> list[Block]:
    """Assemble blocks page by page from lines and tables in reading (top) order."""
    blocks: list[Block] = []
    levels = HeadingLevels()
    extra = len(size_level) + 1
    for pno, (lines, tables) in enumerate(pages, start=1):
        margins = {}
        for col in {ln["col"] for ln in lines}:
            col_lines = [ln for ln in lines if ln["col"] == col]
            long_x1 = sorted(ln["x1"] for ln in col_lines if len(ln["text"]) >= 8) or [widths[pno - 1] * 0.85]
            margins[col] = (min(ln["x0"] for ln in col_lines), long_x1[max(int(len(long_x1) * 0.9) - 1, 0)])
        split = len(margins) > 1
        items: list[tuple[int, float, int, Any]] = [(ln["col"], ln["top"], 0, ln) for ln in lines]
        items += [(int(split and (t[2][0] + t[2][2]) / 2 > margins[1][0]), t[0], 1, t) for t in tables]
        items.sort(key=lambda it: (it[0], it[1], it[2]))
        prev: Line | None = None
        prev_head: Line | None = None
        for _, _, kind, item in items:
            if kind == 1:
                caption = take_caption(blocks, pno)
                blocks.append(Block("table", table_to_text(item[1]), rows=item[1], page=pno, caption=caption))
                prev = None
                continue
            ln: Line = item
            left, right = margins[ln["col"]]
            text = " ".join(_CID.sub("", ln["text"]).split())
            if len(text) < 0.3 * len(ln["text"].strip()) or not text:
                continue  # glyphs without a Unicode mapping: unreadable, not worth indexing
            edge = id(ln) in edges[pno - 1]
            if _TOC.search(text) or (edge and (_PAGE_NO.match(text) or _furniture_key(ln["text"]) in repeated)):
                continue
            size = ln["size"] or body
            short = ln["x1"] < right - 2 * size
            key = heading_class(text)
            level = 0
            if key in ("part", "chapter", "section") or (key and short):
                level = levels.level(key)
            elif ln["size"] in size_level and 2 <= len(text) <= 60 and not text.endswith(_END_PUNCT):
                level = size_level[ln["size"]]
            elif ln["bold"] and short and len(text) <= 60 and not text.endswith(_END_PUNCT) and len(text) >= 2:
                level = extra
            if level:
                last = blocks[-1] if blocks else None
                if (
                    last
                    and last.kind == "heading"
                    and last.level == level
                    and prev_head is not None
                    and ln["top"] - prev_head["bottom"] < 0.6 * size
                    and prev_head["size"] == ln["size"]
                    and not key
                ):
                    last.text = _join(last.text, text)  # a heading wrapped over two lines
                else:
                    blocks.append(Block("heading", text, level=level, page=pno))
                prev, prev_head = None, ln
                continue
            prev_head = None
            cont = (
                prev is not None
                and blocks
                and blocks[-1].kind == "paragraph"
                and prev["x1"] >= right - 2 * size
                and ln["top"] - prev["bottom"] < 1.0 * size
                and not _STARTER.match(text)
                and not (ln["x0"] > left + 1.5 * size and prev["x0"] <= left + 0.5 * size)
            )
            if cont:
                blocks[-1].text = _join(blocks[-1].text, text)
            else:
                blocks.append(Block("paragraph", text, page=pno))
            prev = ln
    return [b for b in blocks if b.text.strip() or b.rows]
