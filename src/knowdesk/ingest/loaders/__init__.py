"""Document loaders: one entry point, `load_document`, dispatching on the file suffix.

The bytes are sniffed before a format library sees them, so an encrypted Office file,
a legacy .doc/.xls renamed to .docx/.xlsx, or a text file with the wrong suffix is
reported with a clear reason code instead of a library stack trace. An .xls that is really an
.xlsx or an HTML table (what many web "Excel exports" are) is read as what it is. A legacy Word
.doc is refused as `convert_to_docx`: no maintained pure-Python reader of its binary format exists. An OOXML container is
checked for zip bombs (`ingest.limits`) before a library inflates it, and a file yielding more
text than `max_chars` is refused as `too_much_text`.
"""

from __future__ import annotations

import re
import zipfile
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from knowdesk.errors import IngestError
from knowdesk.ingest.blocks import LoadedDocument
from knowdesk.ingest.limits import check_text_size, check_zip_entries
from knowdesk.ingest.loaders.csv import load_csv
from knowdesk.ingest.loaders.diagnostics import library_warnings
from knowdesk.ingest.loaders.docx import load_docx
from knowdesk.ingest.loaders.html import load_html
from knowdesk.ingest.loaders.image import IMAGE_MAGIC, IMAGE_SUFFIXES, load_image
from knowdesk.ingest.loaders.markdown import load_markdown
from knowdesk.ingest.loaders.metadata import extract_date, extract_version
from knowdesk.ingest.loaders.pdf import load_pdf
from knowdesk.ingest.loaders.pptx import load_pptx
from knowdesk.ingest.loaders.text import load_txt
from knowdesk.ingest.loaders.xls import load_xls
from knowdesk.ingest.loaders.xlsx import load_xlsx
from knowdesk.ingest.ocr import OcrOptions

__all__ = ["MAX_BYTES", "SUPPORTED_SUFFIXES", "extract_date", "extract_version", "is_ignored", "load_document"]

MAX_BYTES = 200 * 1024 * 1024
OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
ENCRYPTED_STREAM = "EncryptedPackage".encode("utf-16-le")  # how Office marks a password-protected file
_BINARY_MAGIC = (
    b"%PDF-",
    b"PK\x03\x04",
    OLE_MAGIC,
    b"\x89PNG",
    b"\xff\xd8\xff",
    b"GIF8",
    b"\x7fELF",
    b"MZ",
    b"\x1f\x8b",
)
_LOADERS: dict[str, Callable[[Path], LoadedDocument]] = {
    ".txt": load_txt,
    ".md": load_markdown,
    ".markdown": load_markdown,
    ".xlsx": load_xlsx,
    ".xls": load_xls,
    ".csv": load_csv,
    ".html": load_html,
    ".htm": load_html,
}
_OCR_LOADERS: dict[str, Callable[[Path, OcrOptions], LoadedDocument]] = {
    ".pdf": load_pdf,
    ".docx": load_docx,
    ".pptx": load_pptx,
    **dict.fromkeys(IMAGE_SUFFIXES, load_image),
}
"""Loaders of formats that may hold pictures of text, given the OCR options."""
_REFUSED = {".doc"}
SUPPORTED_SUFFIXES: frozenset[str] = frozenset(_LOADERS) | frozenset(_OCR_LOADERS) | frozenset(_REFUSED)
OOXML_MAIN = {".docx": "word/document.xml", ".xlsx": "xl/workbook.xml", ".pptx": "ppt/presentation.xml"}
_BINARY = (".pdf", ".xls", ".doc", *OOXML_MAIN, *IMAGE_SUFFIXES)
_HTML_START = re.compile(rb"^\s*(<!doctype html|<html|<table|<\?xml[^>]*>\s*<html|<meta|<head)", re.I)
_IGNORED_NAMES = {"thumbs.db", "desktop.ini"}


def is_ignored(path: str | Path, root: str | Path | None = None) -> bool:
    """True for Office lock files (~$x.docx), hidden files, Thumbs.db; with `root`, also hidden dirs below it."""
    p = Path(path)
    parts = [p.name]
    if root is not None:
        try:
            parts = list(p.resolve().relative_to(Path(root).resolve()).parts)
        except ValueError:
            parts = [p.name]
    return any(part.startswith((".", "~$")) or part.lower() in _IGNORED_NAMES for part in parts)


def _sniff(path: Path, suffix: str) -> str:
    """Check that the bytes match the suffix; raise IngestError with a specific reason.

    Returns the suffix to load the file as (an .xls that is really .xlsx or HTML says so)."""
    try:
        size = path.stat().st_size
        with path.open("rb") as fh:
            head = fh.read(1024)
    except OSError as exc:
        raise IngestError("io", f"cannot read {path.name}: {exc}") from exc
    if size > MAX_BYTES:
        raise IngestError("too_large", f"{path.name} is {size // 2**20} MB (limit {MAX_BYTES // 2**20} MB)")
    if suffix in _BINARY and size == 0:
        raise IngestError("empty", f"{path.name} is an empty file")
    if suffix == ".xls" and head.startswith(b"PK"):
        suffix = ".xlsx"  # an .xlsx saved under the old name: read it as what it is
    elif suffix == ".xls" and _HTML_START.match(head):
        return ".html"  # an HTML table exported "as Excel"
    if head.startswith(OLE_MAGIC):
        if suffix in (*OOXML_MAIN, ".xls", ".doc") and ENCRYPTED_STREAM in path.read_bytes():
            raise IngestError("encrypted", f"{path.name} is a password-protected Office file")
        if suffix == ".doc":
            raise IngestError(
                "convert_to_docx", f"{path.name} is a Word 97-2003 file, which is not read here: convert to .docx "
                "(Word: Save As › Word Document; LibreOffice: soffice --headless --convert-to docx) and ingest that",
            )  # fmt: skip
        if suffix == ".xls":
            return suffix
        kind = "legacy .doc/.xls/.ppt (OLE) file" if suffix in OOXML_MAIN else "OLE container"
        raise IngestError("unsupported", f"{path.name} is a {kind}; save it as {suffix} and retry")
    if suffix == ".xls":
        raise IngestError("corrupt", f"{path.name} is not an Excel 97-2003 (OLE) workbook")
    if suffix == ".doc":
        raise IngestError("corrupt", f"{path.name} is not a Word 97-2003 (OLE) document")
    if suffix in OOXML_MAIN:
        if not head.startswith(b"PK") or not zipfile.is_zipfile(path):
            raise IngestError("corrupt", f"{path.name} is not an Office Open XML (zip) file")
        with zipfile.ZipFile(path) as zf:
            infos = zf.infolist()
        check_zip_entries(path.name, infos)
        names = {i.filename for i in infos}
        if OOXML_MAIN[suffix] not in names:
            raise IngestError("corrupt", f"{path.name} is a zip file without {OOXML_MAIN[suffix]}")
    elif suffix == ".pdf" and b"%PDF-" not in head:
        raise IngestError("corrupt", f"{path.name} does not start with a PDF header")
    elif suffix in IMAGE_SUFFIXES and not head.startswith(IMAGE_MAGIC):
        raise IngestError("corrupt", f"{path.name} is not a PNG, JPEG, TIFF or BMP picture")
    elif suffix in (".html", ".htm") and head.startswith(_BINARY_MAGIC):
        raise IngestError("binary", f"{path.name} is binary data, not an HTML page")
    return suffix


_TEXT_SUFFIXES = (".txt", ".md", ".markdown", ".csv")


def load_document(path: str | Path, max_chars: int | None = None, ocr: OcrOptions | None = None) -> LoadedDocument:
    """Load any supported file into blocks; raises IngestError (never a library error).

    `max_chars` bounds the text one file may yield (`too_much_text`); a text file whose size
    alone proves it over the limit (at most 4 bytes a character) is refused unread. `ocr` says who
    reads scanned pages and pictures (default: this process) and where page progress goes."""
    p = Path(path)
    suffix = p.suffix.lower()
    if suffix not in SUPPORTED_SUFFIXES:
        raise IngestError("unsupported", f"{p.name}: unsupported file type {suffix or '(none)'}")
    if not p.is_file():
        raise IngestError("io", f"{p} is not a readable file")
    suffix = _sniff(p, suffix)
    if suffix in _OCR_LOADERS:
        options = ocr or OcrOptions()
        with_ocr = _OCR_LOADERS[suffix]

        def loader(p: Path) -> LoadedDocument:
            return with_ocr(p, options)
    else:
        loader = _LOADERS[suffix]
    if max_chars is not None and suffix in _TEXT_SUFFIXES and (size := p.stat().st_size) > 4 * max_chars + 4:
        raise IngestError(
            "too_much_text", f"{p.name} is {size / 1e6:.1f} MB, more text than one file may hold "
            f"({max_chars:,} characters, setting max_text_chars); split it into smaller files",
        )  # fmt: skip
    with library_warnings() as logged:
        try:
            doc = loader(p)
        except IngestError as exc:
            exc.warnings = [*exc.warnings, *logged]
            raise
        except MemoryError as exc:
            raise IngestError("too_large", f"{p.name} is too large to load", warnings=logged) from exc
        except Exception as exc:  # a library failing on odd input is a broken file, not a crash
            msg = f"{p.name} could not be parsed: {type(exc).__name__}: {exc}"
            raise IngestError("corrupt", msg, warnings=logged) from exc
    doc.warnings.extend(w for w in logged if w not in doc.warnings)
    if not doc.blocks or doc.char_count == 0:
        raise IngestError("empty", f"{p.name} has no text")
    check_text_size(p.name, doc.char_count, max_chars)
    doc.modified = datetime.fromtimestamp(p.stat().st_mtime, tz=UTC)
    if doc.version is None:
        head = "\n".join(b.text for b in doc.blocks[:20])
        doc.version = extract_version(p.name, head)
    return doc
