"""What one file may cost before it is refused: the zip-bomb limits of OOXML containers and the
extracted-text limit per file.

Every ingest path checks here (folder ingestion through `load_document`, uploads through
`api.uploads` before the bytes touch the disk), so a 650 KB DOCX that expands to 600 MB is
refused as `zip_bomb` on all of them, and one huge file fails alone while its batch goes on.
"""

from __future__ import annotations

import zipfile
from collections.abc import Iterable

from knowdesk.errors import IngestError

MAX_UNCOMPRESSED = 512 * 2**20
"""Total uncompressed size of all entries of one container."""
MAX_RATIO = 200
"""Compression ratio an entry larger than 1 MB may have (real OOXML parts stay well under 100:1)."""
MAX_ENTRIES = 10_000


def check_zip_entries(name: str, infos: Iterable[zipfile.ZipInfo]) -> None:
    """Raise `zip_bomb` when a container's entries are too many, too big in total, or one of them
    compresses suspiciously well; only the central directory is read, nothing is inflated."""
    entries = list(infos)
    if len(entries) > MAX_ENTRIES:
        raise IngestError("zip_bomb", f"{name} has {len(entries)} zip entries (limit {MAX_ENTRIES})")
    total = sum(i.file_size for i in entries)
    if total > MAX_UNCOMPRESSED:
        raise IngestError(
            "zip_bomb", f"{name} would expand to {total // 2**20} MB (limit {MAX_UNCOMPRESSED // 2**20} MB)"
        )
    for i in entries:
        if i.file_size > 2**20 and i.file_size > MAX_RATIO * max(i.compress_size, 1):
            ratio = i.file_size // max(i.compress_size, 1)
            raise IngestError(
                "zip_bomb",
                f"{name}: entry {i.filename} compresses {ratio}:1 (limit {MAX_RATIO}:1), refused as a possible zip bomb",
            )


def check_text_size(name: str, chars: int, limit: int | None) -> None:
    """Raise `too_much_text` when a file yields more text than one file may (`max_text_chars`)."""
    if limit is not None and chars > limit:
        raise IngestError(
            "too_much_text",
            f"{name} holds {chars:,} characters of text (limit {limit:,}, setting max_text_chars); "
            "split it into smaller files",
        )
