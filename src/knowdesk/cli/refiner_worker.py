"""The detached refiner process: `python -m knowdesk.cli.refiner_worker` (settings from KNOWDESK_* env).

An entry point like the CLI's commands, so it builds the app; `indexing.background.start_refiner` starts it."""

from __future__ import annotations

import logging
import sys

from knowdesk.app import open_app
from knowdesk.indexing.background import refine_lock
from knowdesk.indexing.refine import refine

log = logging.getLogger("knowdesk.refiner")


def main() -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    app = open_app()
    try:
        with refine_lock(app.locks) as got:
            if not got:
                log.info("another refiner holds the lock; exiting")
                return 0
            while True:  # fragments ingested while we worked are picked up before exiting
                prog = refine(app.refine_parts)
                log.info("refined %d (%d embedded, %d from cache), OCR'd %d queued pages in %.1fs", prog.done,
                         prog.computed, prog.cached, prog.ocr_done, prog.seconds)  # fmt: skip
                if prog.done == 0 and prog.ocr_done == 0:
                    return 0
    finally:
        app.close()


if __name__ == "__main__":
    sys.exit(main())
