"""What to OCR, as small picklable descriptions: a PDF page, a frame of an image file, image bytes.

Worker processes receive these rather than pixels, so a 300-page scan is never held in memory or
copied between processes at once: each page is rendered where it is read.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import Any

import numpy as np

MAX_SIDE_PIXELS = 5000
"""Larger images are scaled down first: the detector works at 2000 pixels anyway."""


@dataclass(frozen=True)
class PdfPage:
    """Page `index` (0-based) of a PDF, rendered at `dpi`."""

    path: str
    index: int
    dpi: int


@dataclass(frozen=True)
class ImageFile:
    """Frame `frame` of an image file (multi-page TIFFs have several)."""

    path: str
    frame: int = 0


@dataclass(frozen=True)
class ImageBytes:
    """A picture embedded in a document (a DOCX or PPTX media part)."""

    data: bytes
    name: str = ""


OcrTask = PdfPage | ImageFile | ImageBytes


def render(task: OcrTask) -> np.ndarray:
    """The task's pixels as an RGB array."""
    if isinstance(task, PdfPage):
        import pypdfium2

        pdf = pypdfium2.PdfDocument(task.path)
        try:
            page = pdf[task.index]
            bitmap = page.render(scale=task.dpi / 72, grayscale=True)
            image = bitmap.to_pil()
        finally:
            pdf.close()
        return _array(image)
    from PIL import Image

    image = Image.open(task.path if isinstance(task, ImageFile) else io.BytesIO(task.data))
    if isinstance(task, ImageFile) and task.frame:
        image.seek(task.frame)
    return _array(image)


def _array(image: Any) -> np.ndarray:
    if max(image.size) > MAX_SIDE_PIXELS:
        image = image.copy()
        image.thumbnail((MAX_SIDE_PIXELS, MAX_SIDE_PIXELS))
    if image.mode not in ("RGB", "L", "RGBA"):
        image = image.convert("RGBA" if "A" in image.getbands() else "RGB")
    return np.asarray(image)


def task_key(task: OcrTask) -> str:
    """The page's name within its file, for the page store: 'pdf:3@300', 'frame:0', 'image:<hash>'."""
    if isinstance(task, PdfPage):
        return f"pdf:{task.index}@{task.dpi}"
    if isinstance(task, ImageFile):
        return f"frame:{task.frame}"
    import hashlib

    return "image:" + hashlib.sha256(task.data).hexdigest()[:24]


def task_at(path: str, key: str) -> PdfPage | ImageFile | None:
    """The page `key` of the file at `path` (None for a picture inside a document, which has no such address)."""
    kind, _, rest = key.partition(":")
    if kind == "pdf":
        index, _, dpi = rest.partition("@")
        return PdfPage(path, int(index), int(dpi))
    if kind == "frame":
        return ImageFile(path, int(rest))
    return None
