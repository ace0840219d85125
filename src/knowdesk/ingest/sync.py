"""A folder kept in sync with a knowledge base: adds, changes, renames and deletions.

A sync is an ingest of the whole folder with `delete_missing`: unchanged files cost a hash, changed
ones are rebuilt, files gone from the folder are deleted. A rename (or move within the folder) is a
deletion plus an addition of the same bytes: its fragments' section and text are unchanged, so both
their fast and main vectors come from the embedding cache and nothing is embedded again (the
"Never twice" rule, docs/architecture.md). The report pairs such deletions and additions by file
hash, so a rename reads as a rename.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from knowdesk.ingest.pipeline import FileCallback, Ingestor, IngestReport, PageProgress


@dataclass
class SyncReport:
    ingest: IngestReport
    renamed: list[tuple[str, str]] = field(default_factory=list)
    """(old path, new path) of documents whose file moved with the same bytes."""

    def counts(self) -> dict[str, int]:
        moved_from = {a for a, _ in self.renamed}
        moved_to = {b for _, b in self.renamed}
        rs = self.ingest.results
        return {
            "added": sum(1 for r in rs if r.status == "added" and r.path not in moved_to),
            "updated": self.ingest.count("updated"),
            "queued": self.ingest.count("queued"),
            "renamed": len(self.renamed),
            "deleted": sum(1 for r in rs if r.status == "deleted" and r.path not in moved_from),
            "unchanged": self.ingest.count("unchanged"),
            "failed": self.ingest.count("failed"),
        }

    def to_dict(self) -> dict[str, Any]:
        return {
            **self.ingest.to_dict(),
            "sync": self.counts(),
            "renamed": [{"from": a, "to": b} for a, b in self.renamed],
        }


def sync_folder(
    ingestor: Ingestor,
    folder: Path,
    kb: str,
    *,
    tags: list[str] | None = None,
    source: str | None = None,
    embed: bool = False,
    on_file: FileCallback | None = None,
    on_page: PageProgress | None = None,
) -> SyncReport:
    """Make the knowledge base's documents under `folder` match the folder's files."""
    root = folder.resolve()
    before = {d.path: d.file_hash for d in ingestor.store.list_documents(kb) if Path(d.path).is_relative_to(root)}
    report = ingestor.ingest(
        [root], kb, tags=tags, source=source, delete_missing=True, embed=embed, on_file=on_file, on_page=on_page
    )
    gone: dict[str, list[str]] = {}
    for r in report.results:
        if r.status == "deleted" and r.path in before:
            gone.setdefault(before[r.path], []).append(r.path)
    renamed = []
    for r in report.results:
        if r.status != "added":
            continue
        doc = ingestor.store.get_document_by_path(kb, str(Path(r.path).resolve()))
        if doc is not None and gone.get(doc.file_hash):
            renamed.append((gone[doc.file_hash].pop(0), r.path))
    return SyncReport(report, renamed)
