"""Offline OCR for scanned PDF pages and pictures (engine, page descriptions, layout, readers)."""

from knowdesk.ingest.ocr.engine import INSTALL_HINT, OcrUnavailable, engine_available
from knowdesk.ingest.ocr.reader import DisabledOcr, LocalOcr, OcrOptions, OcrReader, PageCallback
from knowdesk.ingest.ocr.tasks import ImageBytes, ImageFile, OcrTask, PdfPage
from knowdesk.models import OcrLine, OcrPage

__all__ = [
    "INSTALL_HINT",
    "DisabledOcr",
    "ImageBytes",
    "ImageFile",
    "LocalOcr",
    "OcrLine",
    "OcrOptions",
    "OcrPage",
    "OcrReader",
    "OcrTask",
    "OcrUnavailable",
    "PageCallback",
    "PdfPage",
    "engine_available",
]
