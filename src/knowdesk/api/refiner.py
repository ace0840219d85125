"""Main-model vectors after an upload: one background thread per server.

Uploaded fragments are searchable at once by keywords (and the fast vector where configured);
this thread then gives them the main model's vectors with the ingestor's own `embed_pending`,
so an upload request never waits for the (slow) main model.
"""

from __future__ import annotations

import logging
import threading

from knowdesk.app import Knowdesk

log = logging.getLogger(__name__)
_lock = threading.Lock()


def unvectored(kd: Knowdesk) -> int:
    """Fragments still without a vector of the main model (embedded SQLite or server-mode store)."""
    return kd.store.unvectored_count(kd.embedder.model_id)


def refine_soon(kd: Knowdesk) -> bool:
    """Start embedding unless nothing is pending or this server already does; True if started."""
    if unvectored(kd) == 0 or not _lock.acquire(blocking=False):
        return False

    def run() -> None:
        try:
            kd.ingestor.embed_pending()
        except Exception:
            log.exception("background embedding failed; `knowdesk ingest` or a restart finishes it")
        finally:
            _lock.release()

    threading.Thread(target=run, name="knowdesk-api-embed", daemon=True).start()
    return True
