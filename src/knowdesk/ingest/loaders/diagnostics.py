"""What the format libraries log while one file loads, kept for that file's report.

pypdf reports the repairs it makes ("EOF marker not found", "startxref found while searching
for %%EOF") as logging warnings; with no logging configured they went to stderr, beside
`knowdesk ingest --json` output, with no file name. A handler on those libraries' loggers sends
each record to the file being loaded in the same thread (uploads load in worker threads), and
passes records logged outside a load on to the root logger as before.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator
from contextlib import contextmanager

LIBRARY_LOGGERS = ("pypdf", "pdfminer", "pdfplumber")
_local = threading.local()


class _ToCurrentFile(logging.Handler):
    def emit(self, record: logging.LogRecord) -> None:
        if getattr(_local, "sink", None) is None:
            logging.getLogger().handle(record)  # not loading a file here: behave as if propagated
            return
        try:
            note(f"{record.name.split('.')[0]}: {record.getMessage()}")
        except Exception:  # a library's malformed log call must not fail the load
            note(f"{record.name.split('.')[0]}: {record.msg}")


def _install() -> None:
    for name in LIBRARY_LOGGERS:
        logger = logging.getLogger(name)
        if not any(isinstance(h, _ToCurrentFile) for h in logger.handlers):
            logger.addHandler(_ToCurrentFile())
        logger.propagate = False


_install()


def note(text: str) -> None:
    """Add a line to the warnings of the file loading in this thread (dropped outside a load)."""
    sink: list[str] | None = getattr(_local, "sink", None)
    if sink is not None and text not in sink:
        sink.append(text)


@contextmanager
def library_warnings() -> Iterator[list[str]]:
    """Collect the library log lines of the load running in this thread (each once, in order)."""
    outer = getattr(_local, "sink", None)
    sink: list[str] = []
    _local.sink = sink
    try:
        yield sink
    finally:
        _local.sink = outer
