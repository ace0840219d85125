"""Document loaders: one entry point, `load_document`, dispatching on the file suffix.

The bytes are sniffed before a format library sees them, so an encrypted Office file,
a legacy .doc/.xls renamed to .docx/.xlsx, or a text file with the wrong suffix is
reported with a clear reason code instead of a library stack trace. An OOXML container is
checked for zip bombs (`ingest.limits`) before a library inflates it, and a file yielding more
text than `max_chars` is refused as `too_much_text`.
"""

from __future__ import annotations

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
from knowdesk.ingest.loaders.markdown import load_markdown
from knowdesk.ingest.loaders.metadata import extract_date, extract_version
from knowdesk.ingest.loaders.pdf import load_pdf
from knowdesk.ingest.loaders.text import load_txt
from knowdesk.ingest.loaders.xlsx import load_xlsx

__all__ = ["MAX_BYTES", "SUPPORTED_SUFFIXES", "extract_date", "extract_version", "is_ignored", "load_document"]

MAX_BYTES = 200 * 1024 * 1024
_OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
_ENCRYPTED_STREAM = "EncryptedPackage".encode("utf-16-le")
_LOADERS: dict[str, Callable[[Path], LoadedDocument]] = {
    ".txt": load_txt,
    ".md": load_markdown,
    ".markdown": load_markdown,
    ".pdf": load_pdf,
    ".docx": load_docx,
    ".xlsx": load_xlsx,
    ".csv": load_csv,
}
SUPPORTED_SUFFIXES: frozenset[str] = frozenset(_LOADERS)
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


def _sniff(path: Path, suffix: str) -> None:
    """Check that the bytes match the suffix; raise IngestError with a specific reason."""
    try:
        size = path.stat().st_size
        with path.open("rb") as fh:
            head = fh.read(1024)
    except OSError as exc:
        raise IngestError("io", f"cannot read {path.name}: {exc}") from exc
    if size > MAX_BYTES:
        raise IngestError("too_large", f"{path.name} is {size // 2**20} MB (limit {MAX_BYTES // 2**20} MB)")
    if suffix in (".docx", ".xlsx", ".pdf") and size == 0:
        raise IngestError("empty", f"{path.name} is an empty file")
    if head.startswith(_OLE_MAGIC):
        if suffix in (".docx", ".xlsx") and _ENCRYPTED_STREAM in path.read_bytes():
            raise IngestError("encrypted", f"{path.name} is a password-protected Office file")
        kind = "legacy .doc/.xls (OLE) file" if suffix in (".docx", ".xlsx") else "OLE container"
        raise IngestError("unsupported", f"{path.name} is a {kind}; save it as {suffix} and retry")
    if suffix in (".docx", ".xlsx"):
        if not head.startswith(b"PK") or not zipfile.is_zipfile(path):
            raise IngestError("corrupt", f"{path.name} is not an Office Open XML (zip) file")
        with zipfile.ZipFile(path) as zf:
            infos = zf.infolist()
        check_zip_entries(path.name, infos)
        names = {i.filename for i in infos}
        needed = "word/document.xml" if suffix == ".docx" else "xl/workbook.xml"
        if needed not in names:
            raise IngestError("corrupt", f"{path.name} is a zip file without {needed}")
    elif suffix == ".pdf" and b"%PDF-" not in head:
        raise IngestError("corrupt", f"{path.name} does not start with a PDF header")


_TEXT_SUFFIXES = (".txt", ".md", ".markdown", ".csv")


def load_document(path: str | Path, max_chars: int | None = None) -> LoadedDocument:
    """Load any supported file into blocks; raises IngestError (never a library error).

    `max_chars` bounds the text one file may yield (`too_much_text`); a text file whose size
    alone proves it over the limit (at most 4 bytes a character) is refused unread."""
    p = Path(path)
    suffix = p.suffix.lower()
    loader = _LOADERS.get(suffix)
    if loader is None:
        raise IngestError("unsupported", f"{p.name}: unsupported file type {suffix or '(none)'}")
    if not p.is_file():
        raise IngestError("io", f"{p} is not a readable file")
    _sniff(p, suffix)
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
