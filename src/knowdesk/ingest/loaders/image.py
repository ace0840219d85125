"""Pictures (PNG, JPEG, TIFF, BMP): every frame is a page read by OCR.

A photographed notice or a scanned form saved as an image is as much a document as a PDF; a
multi-page TIFF (what many scanners write) gives one page per frame.
"""

from __future__ import annotations

from pathlib import Path

from knowdesk.errors import IngestError
from knowdesk.ingest.blocks import Block, LoadedDocument
from knowdesk.ingest.loaders.text import HeadingLevels
from knowdesk.ingest.ocr import ImageFile, OcrOptions, OcrUnavailable
from knowdesk.ingest.ocr.layout import page_blocks

IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".tif", ".tiff", ".bmp")
IMAGE_MAGIC = (b"\x89PNG\r\n\x1a\n", b"\xff\xd8\xff", b"II*\x00", b"MM\x00*", b"BM")
MAX_FRAMES = 1000


def _frames(path: Path) -> int:
    from PIL import Image, UnidentifiedImageError

    try:
        with Image.open(path) as im:
            im.verify()
        with Image.open(path) as im:
            return max(1, min(int(getattr(im, "n_frames", 1)), MAX_FRAMES))
    except Image.DecompressionBombError as exc:
        raise IngestError("too_large", f"{path.name}: the picture is too large to read ({exc})") from exc
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError) as exc:
        raise IngestError("corrupt", f"{path.name} is not a readable picture: {exc}") from exc


def load_image(path: Path, ocr: OcrOptions | None = None) -> LoadedDocument:
    """OCR every frame of a picture file into blocks (page = frame number)."""
    n = _frames(path)
    tasks = [ImageFile(str(path), i) for i in range(n)]
    try:
        pages = (ocr or OcrOptions()).read(tasks)
    except OcrUnavailable as exc:
        raise IngestError("ocr_unavailable", f"{path.name} is a picture: reading it needs OCR, and {exc}") from exc
    levels = HeadingLevels()
    blocks: list[Block] = []
    for i, page in enumerate(pages, start=1):
        blocks += page_blocks(page, i, levels)
    if not blocks:
        raise IngestError("empty", f"{path.name}: OCR found no text in the picture")
    return LoadedDocument(str(path), "image", blocks, title=path.stem, page_count=n)
