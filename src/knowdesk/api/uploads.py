"""Upload safety, checked before a file touches the ingestion pipeline.

Names: a bare file name only (no path separators, `..`, leading dots, control characters).
Size: at most `max_bytes`. Type: the bytes must match the suffix (PDF header, OOXML zip with its
main part, an OLE container or what ingestion reads in its place for .xls, a picture's signature,
text that decodes and carries no binary signature). A legacy .doc is refused at once with what to do (or as
encrypted, or not a .doc at all, by its bytes). OOXML zip bombs: total
uncompressed size, per-entry compression ratio and entry count are bounded by `ingest.limits`,
the same check folder ingestion makes.
"""

from __future__ import annotations

import io
import re
import zipfile
from dataclasses import dataclass

from knowdesk.errors import IngestError
from knowdesk.ingest.limits import check_zip_entries
from knowdesk.ingest.loaders import ENCRYPTED_STREAM, OLE_MAGIC, OOXML_MAIN
from knowdesk.ingest.loaders.image import IMAGE_MAGIC, IMAGE_SUFFIXES

ALLOWED = {".txt", ".md", ".markdown", ".csv", ".pdf", ".docx", ".xlsx", ".pptx", ".xls", ".html", ".htm",
           *IMAGE_SUFFIXES}  # fmt: skip
BINARY_MAGIC = (b"%PDF-", b"PK\x03\x04", b"\xd0\xcf\x11\xe0", b"\x89PNG", b"\xff\xd8\xff", b"GIF8", b"\x7fELF",
                b"MZ", b"\x1f\x8b", b"Rar!", b"7z\xbc\xaf")  # fmt: skip
_BAD_NAME = re.compile(r"[\x00-\x1f\x7f/\\:*?\"<>|]")


@dataclass
class Refusal(Exception):
    """Why an upload is refused: `reason` is stable, `status` the HTTP status it maps to."""

    reason: str
    message: str
    status: int

    def __str__(self) -> str:
        return self.message


def check_name(name: str) -> str:
    if not name or _BAD_NAME.search(name) or name.startswith(".") or ".." in name or len(name) > 200:
        raise Refusal("bad_name", f"file name {name!r} is not allowed (a plain file name, no path)", 400)
    suffix = "." + name.rsplit(".", 1)[-1].lower() if "." in name else ""
    if suffix not in ALLOWED and suffix != ".doc":  # a .doc is told apart by its bytes (`check_content`)
        raise Refusal("unsupported_type", f"{name}: file type {suffix or '(none)'} is not supported "
                      f"(allowed: {', '.join(sorted(ALLOWED))})", 415)  # fmt: skip
    return suffix


def check_size(name: str, size: int, max_bytes: int) -> None:
    if size > max_bytes:
        raise Refusal("too_large", f"{name} is larger than the {max_bytes // 2**20} MB limit", 413)
    if size == 0:
        raise Refusal("empty", f"{name} is empty", 422)


def check_content(name: str, suffix: str, data: bytes) -> None:
    head = data[:2048]
    if suffix == ".pdf":
        if b"%PDF-" not in head[:1024]:
            raise Refusal("wrong_type", f"{name} is not a PDF (no %PDF- header)", 415)
    elif suffix in OOXML_MAIN:
        if not head.startswith(b"PK\x03\x04"):
            raise Refusal("wrong_type", f"{name} is not an Office Open XML file (not a zip container)", 415)
        check_zip(name, suffix, data)
    elif suffix == ".xls":
        if head.startswith(b"PK\x03\x04"):
            check_zip(name, ".xlsx", data)  # an .xlsx under the old name is read as what it is
        elif not head.startswith(OLE_MAGIC) and b"<table" not in head.lower() and b"<html" not in head.lower():
            raise Refusal("wrong_type", f"{name} is not an Excel 97-2003 workbook", 415)
    elif suffix == ".doc":
        if not head.startswith(OLE_MAGIC):
            raise Refusal("wrong_type", f"{name} is not a Word 97-2003 (OLE) document", 415)
        if ENCRYPTED_STREAM in data:
            raise Refusal("encrypted", f"{name} is a password-protected Office file", 422)
        raise Refusal("convert_to_docx", f"{name} is a Word 97-2003 file, which is not read here: convert it to "
                      ".docx and upload that", 415)  # fmt: skip
    elif suffix in IMAGE_SUFFIXES:
        if not head.startswith(IMAGE_MAGIC):
            raise Refusal("wrong_type", f"{name} is not a PNG, JPEG, TIFF or BMP picture", 415)
    else:
        if head.startswith(BINARY_MAGIC) or (b"\x00" in head and not head.startswith((b"\xff\xfe", b"\xfe\xff"))):
            raise Refusal("wrong_type", f"{name} is binary data, not {suffix} text", 415)


def check_zip(name: str, suffix: str, data: bytes) -> None:
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as zf:
            infos = zf.infolist()
    except zipfile.BadZipFile as exc:
        raise Refusal("wrong_type", f"{name} is a damaged zip container: {exc}", 415) from exc
    try:
        check_zip_entries(name, infos)
    except IngestError as exc:
        raise Refusal(exc.reason, str(exc.args[0]), 422) from exc
    if OOXML_MAIN[suffix] not in {i.filename for i in infos}:
        raise Refusal("wrong_type", f"{name} is a zip file without {OOXML_MAIN[suffix]}", 415)


def check_upload(name: str, data: bytes, max_bytes: int) -> str:
    """Raise Refusal unless the upload is safe to ingest; returns the lower-case suffix."""
    suffix = check_name(name)
    check_size(name, len(data), max_bytes)
    check_content(name, suffix, data)
    return suffix
