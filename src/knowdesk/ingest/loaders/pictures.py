"""Text in the pictures of Word and PowerPoint files (screenshots of forms, scanned pages pasted in).

Pictures too small to hold a line of text (icons, bullets) and repeats of one picture (a logo on
every slide) are not read. Without an OCR engine the file still loads from its text, and its report
says how many pictures went unread.
"""

from __future__ import annotations

import hashlib
import io

from knowdesk.errors import IngestError
from knowdesk.ingest.blocks import Block
from knowdesk.ingest.loaders.diagnostics import note
from knowdesk.ingest.ocr import ImageBytes, OcrOptions, OcrUnavailable
from knowdesk.ingest.ocr.layout import page_blocks

MIN_WIDTH, MIN_HEIGHT = 120, 32


def _readable(data: bytes) -> bool:
    """Big enough for text and in a format Pillow decodes (EMF/WMF vector pictures are not)."""
    from PIL import Image

    try:
        with Image.open(io.BytesIO(data)) as im:
            w, h = im.size
            if im.format in ("WMF", "EMF"):
                return False
    except Exception:  # not a raster picture
        return False
    return w >= MIN_WIDTH and h >= MIN_HEIGHT


def picture_blocks(pictures: list[bytes], ocr: OcrOptions, file_name: str, *, text_found: bool) -> list[list[Block]]:
    """OCR blocks for each picture, in order (an empty list for one not read).

    `text_found` says whether the file has text of its own: if not and no engine is installed, the
    file is refused as needing OCR rather than loaded as empty."""
    seen: set[str] = set()
    wanted: list[int] = []
    for i, data in enumerate(pictures):
        digest = hashlib.sha1(data).hexdigest()
        if digest not in seen and _readable(data):
            wanted.append(i)
        seen.add(digest)
    out: list[list[Block]] = [[] for _ in pictures]
    if not wanted:
        return out
    try:
        pages = ocr.read([ImageBytes(pictures[i], f"picture {i + 1}") for i in wanted])
    except OcrUnavailable as exc:
        if not text_found:
            raise IngestError(
                "ocr_unavailable", f"{file_name} holds only pictures: reading them needs OCR, and {exc}"
            ) from exc
        note(f"{len(wanted)} picture(s) with possible text were not read: {exc}")
        return out
    for i, page in zip(wanted, pages, strict=True):
        # a picture's big or numbered lines are not the file's headings: they would cut its sections
        out[i] = [Block("paragraph", b.text, ocr=True) if b.kind == "heading" else b for b in page_blocks(page, None)]
    return out
