"""CSV loading: shared text decoding, sniffed delimiter, one table block."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from knowdesk.errors import IngestError
from knowdesk.ingest.blocks import Block, LoadedDocument, table_to_text
from knowdesk.ingest.loaders.text import read_text

_DELIMITERS = ",;\t|"


def _dialect(sample: str) -> type[csv.Dialect] | csv.Dialect:
    """Sniff the delimiter; fall back to the most frequent candidate on the first line."""
    try:
        return csv.Sniffer().sniff(sample, delimiters=_DELIMITERS)
    except csv.Error:
        first = sample.split("\n", 1)[0]
        best = max(_DELIMITERS, key=first.count)

        class _Fallback(csv.excel):
            delimiter = best if first.count(best) else ","

        return _Fallback


def load_csv(path: Path) -> LoadedDocument:
    """Load a .csv file as one table (first row is the header)."""
    text, enc = read_text(path)
    rows = [[c.strip() for c in r] for r in csv.reader(io.StringIO(text), _dialect(text[:20000]))]
    rows = [r for r in rows if any(r)]
    if not rows:
        raise IngestError("empty", f"{path.name} has no rows")
    width = max(len(r) for r in rows)
    rows = [r + [""] * (width - len(r)) for r in rows]
    block = Block("table", table_to_text(rows), rows=rows)
    return LoadedDocument(str(path), "csv", [block], title=path.stem, encoding=enc)
