"""OCR'd pages and the scans waiting for the background refiner (issue 21), one SQL for both backends.

Pages are kept by file content and page (`ingest.ocr.tasks.task_key`), written as each batch of pages
finishes: whatever stops an ingest or a refiner, the pages it read are not read again. A queued scan
is a file ingested with some pages unread: its document holds what was read so far (maybe nothing
yet), and the refiner reads the rest and rebuilds it (`indexing.queued_ocr`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from knowdesk.models import OcrLine, OcrPage
from knowdesk.stores.sql import Sql
from knowdesk.stores.sqlite.db import now_iso


@dataclass(frozen=True)
class QueuedScan:
    """A file whose scanned `pages` (task keys) are still unread."""

    kb: str
    path: str
    file_hash: str
    pages: list[str]
    tags: list[str] = field(default_factory=list)
    source: str | None = None
    queued_at: str = ""


def page_json(page: OcrPage) -> str:
    lines = [[ln.x0, ln.y0, ln.x1, ln.y1, ln.text, ln.score] for ln in page.lines]
    return json.dumps({"w": page.width, "h": page.height, "lines": lines}, ensure_ascii=False)


def page_from_json(text: str) -> OcrPage:
    d = json.loads(text)
    return OcrPage(d["w"], d["h"], tuple(OcrLine(*ln) for ln in d["lines"]))


class OcrPageStore:
    def __init__(self, sql: Sql) -> None:
        self.sql = sql

    # ------------------------------------------------------------------ pages
    def pages(self, file_hash: str, keys: list[str]) -> dict[str, OcrPage]:
        """The pages of the file already read, by key."""
        if not keys:
            return {}
        rows = self.sql.read("SELECT page, lines FROM ocr_pages WHERE file_hash = :h", {"h": file_hash})
        wanted = set(keys)
        return {r["page"]: page_from_json(r["lines"]) for r in rows if r["page"] in wanted}

    def keep(self, file_hash: str, pages: dict[str, OcrPage]) -> None:
        with self.sql.transaction() as tx:
            for key, page in pages.items():
                params = {"h": file_hash, "p": key, "l": page_json(page)}
                if not tx.execute("UPDATE ocr_pages SET lines = :l WHERE file_hash = :h AND page = :p", params):
                    tx.execute("INSERT INTO ocr_pages(file_hash, page, lines) VALUES (:h, :p, :l)", params)

    # ------------------------------------------------------------------ queue
    def enqueue(self, conn: Any, scan: QueuedScan) -> None:
        """Within the ingest transaction `conn`: the file waits for its unread pages (keeping its place in line)."""
        tx = self.sql.within(conn)
        params = {"kb": scan.kb, "path": scan.path, "h": scan.file_hash, "pages": json.dumps(scan.pages),
                  "tags": json.dumps(scan.tags, ensure_ascii=False), "source": scan.source, "at": now_iso()}  # fmt: skip
        if not tx.execute(
            """UPDATE ocr_queue SET file_hash = :h, pages = :pages, tags = :tags, source = CAST(:source AS TEXT)
               WHERE kb = :kb AND path = :path""",
            params,
        ):
            tx.execute(
                """INSERT INTO ocr_queue(kb, path, file_hash, pages, tags, source, queued_at)
                   VALUES (:kb, :path, :h, :pages, :tags, CAST(:source AS TEXT), :at)""",
                params,
            )

    def dequeue(self, conn: Any | None, kb: str, path: str) -> None:
        """The file has no unread page any more (or is gone); within `conn` when given."""
        sql, params = "DELETE FROM ocr_queue WHERE kb = :kb AND path = :path", {"kb": kb, "path": path}
        if conn is None:
            self.sql.execute(sql, params)
        else:
            self.sql.within(conn).execute(sql, params)

    def queued(self, kb: str | None = None) -> list[QueuedScan]:
        """Waiting scans, oldest first."""
        rows = self.sql.read(
            "SELECT * FROM ocr_queue WHERE (CAST(:kb AS TEXT) IS NULL OR kb = :kb) ORDER BY queued_at, path",
            {"kb": kb},
        )
        return [
            QueuedScan(r["kb"], r["path"], r["file_hash"], json.loads(r["pages"]), json.loads(r["tags"]),
                       r["source"], r["queued_at"])
            for r in rows
        ]  # fmt: skip

    def listed(self, kb: str) -> list[dict[str, Any]]:
        """The base's waiting scans as shown to people (`kb show`, GET /kbs/{name}): file name and unread pages."""
        return [{"file": Path(s.path).name, "pages": len(s.pages)} for s in self.queued(kb)]

    def is_queued(self, kb: str, path: str) -> bool:
        rows = self.sql.read("SELECT 1 AS x FROM ocr_queue WHERE kb = :kb AND path = :path", {"kb": kb, "path": path})
        return bool(rows)

    def pending_pages(self) -> dict[str, int]:
        """Unread pages per knowledge base."""
        out: dict[str, int] = {}
        for scan in self.queued():
            out[scan.kb] = out.get(scan.kb, 0) + len(scan.pages)
        return out
