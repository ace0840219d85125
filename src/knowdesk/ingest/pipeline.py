"""Incremental, atomic ingestion: files → loaded blocks → fragments → SQLite (+ keyword index) → vectors.

- Unchanged files (same content hash at the same path, built the same way) are skipped without work.
  "Built the same way" is the `build_key`: split settings, tags, source, tag dictionary and
  `BUILD_VERSION`; when any of them changes, the next ingest rebuilds the file's fragments.
- A changed file replaces all its fragments in one transaction; a failure leaves the old version.
- A bad file is reported with a reason code and the batch goes on.
- Two-phase vectors: a fast first-pass vector (64-d static model) is written in the same transaction as
  the fragment rows, so a fragment is BM25- and dense-searchable the moment its file commits. The main
  model's vectors (e5) come later from the refinement loop (`knowdesk.indexing.refine`): run here
  in-process when `embed=True`, else by the background worker. It goes through the embedding cache
  keyed by content hash and model, so identical text is never embedded twice.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal, Protocol

import numpy as np

from knowdesk.config import Settings
from knowdesk.embeddings import Embeddings
from knowdesk.errors import IngestError
from knowdesk.indexing.embed_loop import RefineProgress, refine_with
from knowdesk.indexing.fast_index import FastIndex
from knowdesk.indexing.pool import EmbedPool
from knowdesk.ingest.header import document_name, render_header
from knowdesk.ingest.loaders import SUPPORTED_SUFFIXES, is_ignored, load_document
from knowdesk.ingest.loaders.metadata import extract_date
from knowdesk.ingest.ocr import OcrOptions, OcrReader, engine_available
from knowdesk.ingest.ocr.stored import StoredPages
from knowdesk.ingest.sensitivity import marked, sensitive_document
from knowdesk.ingest.splitters import split_document
from knowdesk.ingest.tags import FOLDER_TAGS_FILE, TagDictionary, folder_tags, merge_tags
from knowdesk.models import DocumentRecord, Fragment
from knowdesk.stores.contracts.documents import DocumentStoreApi, FragmentRow, embed_hash, embed_text
from knowdesk.stores.ocr_pages import OcrPageStore, QueuedScan
from knowdesk.stores.sqlite.db import now_iso
from knowdesk.stores.vectors import VectorIndex
from knowdesk.validity.detect import StatedDates, detect_dates

log = logging.getLogger(__name__)

BUILD_VERSION = 14  # 14: a two-page PDF's running header is dropped; 13: a slide's content placeholder lines are list items; 12: English effective dates (Effective 1 January 2025); 11: a "【加分】" line heads a section of plain text (10 was a branch build); 9: table captions
"""Bump when loaders or splitters change the fragments they make, so existing documents are rebuilt.
2: split sentences keep their separators and the overlap is carried once.
3: PDF words are spaced relative to the font size (tightly set English no longer runs together).
4: PDF running headers/footers are dropped only at the page edge (body lines differing in numbers stay).
5: scanned PDF pages and the pictures in Word files are read by OCR.
6: effective dates are read from the text (documents ingested before have none recorded).
7: sensitivity from classification marks only (ingest/sensitivity.py).
8: a "截止日期" label no longer ends a document (validity/detect.py)."""


def build_key(settings: Settings, dictionary: TagDictionary, tags: list[str], source: str | None) -> str:
    """Fingerprint of everything besides the file's bytes that shapes its fragments."""
    recipe = {
        "version": BUILD_VERSION,
        "split": settings.split.model_dump(mode="json"),
        "dictionary": sorted(dictionary.keywords.items()),
        "tags": tags,
        "source": source,
    }
    return hashlib.sha256(json.dumps(recipe, ensure_ascii=False, sort_keys=True).encode()).hexdigest()[:32]


Status = Literal["added", "updated", "queued", "unchanged", "failed", "deleted", "skipped"]
"""queued: a scan none of whose text is read yet; the background refiner reads its pages (`index status`)."""


class DatesRecorder(Protocol):
    """Where a document's effective dates go, in its ingest transaction (`validity.store.DocumentDates`)."""

    def record(self, conn: Any, doc: DocumentRecord, stated: StatedDates) -> None: ...
    def resolve(self, conn: Any, kb: str) -> None: ...


@dataclass
class FileResult:
    path: str
    status: Status
    fragments: int = 0
    reason: str | None = None
    message: str | None = None
    document: str | None = None
    warnings: list[str] = field(default_factory=list)
    """What the format library logged about this file (pypdf's repairs of a damaged PDF, say)."""


@dataclass
class IngestReport:
    kb: str
    results: list[FileResult] = field(default_factory=list)
    embedded: int = 0
    cached: int = 0
    seconds: float = 0.0

    def count(self, status: Status) -> int:
        return sum(1 for r in self.results if r.status == status)

    @property
    def failed(self) -> list[FileResult]:
        return [r for r in self.results if r.status == "failed"]

    def to_dict(self) -> dict:
        statuses: tuple[Status, ...] = ("added", "updated", "queued", "unchanged", "failed", "deleted", "skipped")
        return {
            "kb": self.kb,
            "counts": {s: self.count(s) for s in statuses},
            "fragments": sum(r.fragments for r in self.results if r.status in ("added", "updated")),
            "embedded": self.embedded,
            "embedding_cache_hits": self.cached,
            "seconds": round(self.seconds, 3),
            "files": [asdict(r) for r in self.results],
        }


FileCallback = Callable[[FileResult], None]
EmbedCallback = Callable[[int, int], None]
PageProgress = Callable[[str, int, int], None]
"""(file, pages read, pages to read) while a file is OCR'd."""


def queued_note(pages: int) -> str:
    return f"{pages} scanned pages queued for OCR in the background (knowdesk index status)"


def iter_files(paths: Iterable[str | Path]) -> Iterable[tuple[Path, Path, bool]]:
    """(file, root it was found under, was it named explicitly) for every candidate file; a symbolic
    link that leads nowhere is a candidate too, so it is reported rather than silently missing."""
    for p in paths:
        path = Path(p)
        if path.is_dir():
            for f in sorted(path.rglob("*")):
                rel_parts = f.relative_to(path).parts
                dangling = f.is_symlink() and not f.exists()
                if (f.is_file() or dangling) and not any(part.startswith(".") for part in rel_parts[:-1]):
                    yield f, path, False
        else:
            yield path, path.parent, True


def _broken_link(path: Path) -> str:
    try:
        target = str(path.readlink())
    except OSError as exc:
        target = f"? ({exc.strerror})"
    return f"symbolic link to {target}, which does not exist (or loops); fix or remove the link"


def file_sha256(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def document_id(kb: str, path: str) -> str:
    return hashlib.sha1(f"{kb}\0{path}".encode()).hexdigest()[:16]


class Ingestor:
    """Runs ingestion batches for one data directory."""

    def __init__(
        self,
        store: DocumentStoreApi,
        vectors: VectorIndex,
        embedder: Embeddings,
        settings: Settings,
        tags: TagDictionary,
        fast: FastIndex | None = None,
        ocr: OcrReader | None = None,
        dates: DatesRecorder | None = None,
        pages: OcrPageStore | None = None,
    ) -> None:
        self.fast = fast
        self.ocr = ocr
        self.pages = pages
        self._ocr_read = 0  # pages OCR'd during the current batch (past `ocr.defer_pages`, the rest is queued)
        self.dates = dates
        self.store = store
        self.vectors = vectors
        self.embedder = embedder
        self.settings = settings
        self.tags = tags

    def ingest(
        self,
        paths: list[str | Path],
        kb: str,
        *,
        tags: list[str] | None = None,
        source: str | None = None,
        delete_missing: bool = False,
        embed: bool = True,
        on_file: FileCallback | None = None,
        on_embed: EmbedCallback | None = None,
        on_page: PageProgress | None = None,
    ) -> IngestReport:
        """Ingest files and folders; `on_page(file, done, total)` reports pages read by OCR."""
        try:
            return self._ingest(paths, kb, tags, source, delete_missing, embed, on_file, on_embed, on_page)
        finally:
            close = getattr(self.ocr, "close", None)
            if close is not None:
                close()  # OCR worker processes live for one batch

    def _ingest(
        self,
        paths: list[str | Path],
        kb: str,
        tags: list[str] | None,
        source: str | None,
        delete_missing: bool,
        embed: bool,
        on_file: FileCallback | None,
        on_embed: EmbedCallback | None,
        on_page: PageProgress | None,
    ) -> IngestReport:
        started = time.perf_counter()
        self.store.create_kb(kb)
        if self.fast:
            self.fast.backfill()
        report = IngestReport(kb=kb)
        self._ocr_read = 0
        seen: set[str] = set()
        roots: set[Path] = set()
        for path, root, explicit in iter_files(paths):
            if not explicit:
                roots.add(root.resolve())
            result = self._ingest_one(path, root, explicit, kb, tags or [], source, on_page)
            try:
                seen.add(str(path.resolve()))
            except (OSError, RuntimeError):  # a symbolic link loop (reported as broken_link)
                seen.add(str(path.absolute()))
            if result.reason != "ignored" or explicit:  # lock/hidden files in a folder are not news
                report.results.append(result)
                if on_file:
                    on_file(result)
        if delete_missing:
            report.results.extend(self._delete_missing(kb, roots, seen, on_file))
        if embed:
            report.embedded, report.cached = self.embed_pending(on_embed)
        report.seconds = time.perf_counter() - started
        return report

    def rebuild(self, path: Path, kb: str, tags: list[str], source: str | None) -> FileResult:
        """A queued scan's document from the pages read so far; the unread ones stay queued, none is read here."""
        return self._ingest_one(path, path.parent, True, kb, tags, source, defer_at=1)

    # ---------------------------------------------------------------- one file
    def _ingest_one(
        self,
        path: Path,
        root: Path,
        explicit: bool,
        kb: str,
        tags: list[str],
        source: str | None,
        on_page: PageProgress | None = None,
        defer_at: int | None = None,
    ) -> FileResult:
        """One file into the base; a scan with at least `defer_at` unread pages (default: the setting) is queued."""
        display = str(path)
        dangling = path.is_symlink() and not path.exists()
        if not dangling and not path.exists():
            return FileResult(display, "failed", reason="io", message="file does not exist")
        if is_ignored(path) or path.name == FOLDER_TAGS_FILE:
            return FileResult(display, "skipped", reason="ignored", message="lock, hidden or tags file")
        if dangling:
            self.store.log_ingest(kb, display, "failed", "broken_link", _broken_link(path), 0)
            return FileResult(display, "failed", reason="broken_link", message=_broken_link(path))
        if path.suffix.lower() not in SUPPORTED_SUFFIXES:
            if not explicit:
                return FileResult(display, "skipped", reason="unsupported", message=f"{path.suffix or 'no'} extension")
            return FileResult(display, "failed", reason="unsupported", message=f"unsupported file type {path.suffix!r}")
        try:
            size = path.stat().st_size
            if size > self.settings.max_file_mb * 1024 * 1024:
                raise IngestError("too_large", f"{size / 1e6:.1f} MB is over the {self.settings.max_file_mb} MB limit")
            key = str(path.resolve())
            file_hash = file_sha256(path)
            doc_tags = merge_tags(tags, folder_tags(path, root))
            recipe = build_key(self.settings, self.tags, doc_tags, source)
            existing = self.store.get_document_by_path(kb, key)
            queued = self.pages is not None and self.pages.is_queued(kb, key)
            if existing and existing.file_hash == file_hash and existing.build_key == recipe and not queued:
                return FileResult(display, "unchanged", fragments=existing.fragment_count, document=existing.name)
            pages = None if on_page is None else lambda done, total: on_page(display, done, total)
            stored = self._stored_pages(file_hash, defer_at)
            try:
                doc, fragments, warnings = self._build(path, kb, key, file_hash, size, doc_tags, source,
                                                       OcrOptions(stored or self.ocr, pages))  # fmt: skip
            except IngestError:
                if not (stored and stored.deferred):
                    raise
                return self._queue_unread(display, kb, key, file_hash, doc_tags, source, stored.deferred, existing)
            doc.build_key = recipe
            unread = stored.deferred if stored else []
            self._ocr_read += stored.read_count if stored else 0
            if unread:
                warnings.append(queued_note(len(unread)))
            fast = self.fast.prepare(fragments, kb) if self.fast else None
            stated = detect_dates("\n".join(f.body for f in fragments), extract_date(path.name))
            with self.store.db.transaction() as tx:
                stale = self.store.replace_document(tx, doc, fragments)
                if self.fast and fast:
                    self.fast.write(tx, fast)
                if self.dates:
                    self.dates.record(tx, doc, stated)
                if self.pages:
                    self._mark_unread(tx, kb, key, file_hash, doc_tags, source, unread)
            self.vectors.delete(stale)
            status: Status = "updated" if existing else "added"
            rebuilt = "rebuilt: same file, new tags, source, settings or splitter"
            message = rebuilt if existing and existing.file_hash == file_hash else None
            self.store.log_ingest(kb, display, status, None, message, len(fragments))
            return FileResult(
                display, status, fragments=len(fragments), message=message, document=doc.name, warnings=warnings
            )
        except IngestError as exc:
            self.store.log_ingest(kb, display, "failed", exc.reason, str(exc.args[0]), 0)
            return FileResult(display, "failed", reason=exc.reason, message=str(exc.args[0]), warnings=exc.warnings)
        except Exception as exc:  # a parser bug must not stop the batch
            log.exception("unexpected error ingesting %s", path)
            msg = f"{type(exc).__name__}: {exc}"
            self.store.log_ingest(kb, display, "failed", "corrupt", msg, 0)
            return FileResult(display, "failed", reason="corrupt", message=msg)

    def _stored_pages(self, file_hash: str, defer_at: int | None) -> StoredPages | None:
        """One file's OCR through the page store (when there is one), deferring a large scan, or any scan once the
        batch has read `ocr.defer_pages` pages (a folder of many one-page pictures)."""
        if self.pages is None:
            return None
        threshold = self.settings.ocr.defer_pages if defer_at is None else defer_at
        if not (self.settings.ocr.enabled and engine_available()):
            threshold = 0  # nothing could read them later: the loader says now what is missing
        if threshold and self._ocr_read >= threshold:
            threshold = 1
        return StoredPages(self.ocr, self.pages, file_hash, threshold or None)

    def _mark_unread(
        self, tx: Any, kb: str, key: str, file_hash: str, tags: list[str], source: str | None, unread: list[str]
    ) -> None:
        """In the document's transaction: queue its unread pages, or take it off the queue when none is left."""
        assert self.pages is not None
        if unread:
            self.pages.enqueue(tx, QueuedScan(kb, key, file_hash, unread, tags, source))
        else:
            self.pages.dequeue(tx, kb, key)

    def _queue_unread(
        self, display: str, kb: str, key: str, file_hash: str, tags: list[str], source: str | None,
        unread: list[str], existing: DocumentRecord | None,
    ) -> FileResult:  # fmt: skip
        """A scan none of whose text is read yet: queued for the refiner, an earlier version of it removed."""
        with self.store.db.transaction() as tx:
            stale = self.store.delete_document(tx, existing.id) if existing else []
            self._mark_unread(tx, kb, key, file_hash, tags, source, unread)
        self.vectors.delete(stale)
        message = queued_note(len(unread))
        self.store.log_ingest(kb, display, "queued", None, message, 0)
        return FileResult(display, "queued", message=message, document=Path(key).stem)

    def _build(
        self,
        path: Path,
        kb: str,
        key: str,
        file_hash: str,
        size: int,
        doc_tags: list[str],
        source: str | None,
        ocr: OcrOptions | None = None,
    ) -> tuple[DocumentRecord, list[Fragment], list[str]]:
        loaded = load_document(path, max_chars=self.settings.max_text_chars, ocr=ocr)
        if loaded.char_count == 0:
            raise IngestError("empty", "no text could be extracted")
        fragments = split_document(loaded, self.settings.split)
        if not fragments:
            raise IngestError("empty", "no text could be extracted")
        full_text = "\n".join(f.body for f in fragments)
        doc_date = extract_date(path.name, full_text[:3000])
        modified = loaded.modified or datetime.fromtimestamp(path.stat().st_mtime, UTC)
        updated = (doc_date or modified.date()).isoformat()
        name = document_name(path.stem, loaded.version)
        sensitive = sensitive_document(path.name, full_text)
        doc_id = document_id(kb, key)
        origin = source or f"知识库 {kb}"
        for f in fragments:
            f.document_id = doc_id
            f.id = f"{doc_id}-{f.ordinal:05d}"
            f.tags = merge_tags(doc_tags, self.tags.tag(f"{name} {f.section} {f.body}"))
            f.sensitive = sensitive or marked(f.body)
            f.header = render_header(
                name=name, source=origin, updated=updated, section=f.section, fmt=loaded.format,
                tags=f.tags, content_type=f.content_type, ocr=f.ocr,
            )  # fmt: skip
        doc = DocumentRecord(
            id=doc_id, kb=kb, path=key, name=name, title=loaded.title or path.stem, version=loaded.version,
            format=loaded.format, source=origin, updated=updated, file_hash=file_hash, size=size,
            tags=merge_tags(doc_tags, self.tags.tag(f"{name} {full_text[:5000]}")), sensitive=sensitive,
            fragment_count=len(fragments), ingested_at=now_iso(),
        )  # fmt: skip
        return doc, fragments, loaded.warnings

    def _delete_missing(
        self, kb: str, roots: set[Path], seen: set[str], on_file: FileCallback | None
    ) -> list[FileResult]:
        out = []
        for doc in self.store.list_documents(kb):
            p = Path(doc.path)
            if doc.path in seen or not any(p.is_relative_to(r) for r in roots):
                continue
            with self.store.db.transaction() as tx:
                ids = self.store.delete_document(tx, doc.id)
                if self.dates:
                    self.dates.resolve(tx, kb)  # what it repealed is back in force
                if self.pages:
                    self.pages.dequeue(tx, kb, doc.path)
            self.vectors.delete(ids)
            res = FileResult(doc.path, "deleted", fragments=len(ids), document=doc.name)
            self.store.log_ingest(kb, doc.path, "deleted", None, None, len(ids))
            out.append(res)
            if on_file:
                on_file(res)
        return out

    def delete_document(self, kb: str, path: str) -> FileResult:
        doc = self.store.get_document_by_path(kb, str(Path(path).resolve())) or self.store.get_document_by_path(
            kb, path
        )
        if doc is None:
            from knowdesk.errors import NotFoundError

            raise NotFoundError(f"no document {path!r} in knowledge base {kb!r}")
        with self.store.db.transaction() as tx:
            ids = self.store.delete_document(tx, doc.id)
            if self.dates:
                self.dates.resolve(tx, kb)
            if self.pages:
                self.pages.dequeue(tx, kb, doc.path)
        self.vectors.delete(ids)
        self.store.log_ingest(kb, doc.path, "deleted", None, None, len(ids))
        return FileResult(doc.path, "deleted", fragments=len(ids), document=doc.name)

    # ---------------------------------------------------------------- vectors
    def embed_pending(self, on_embed: EmbedCallback | None = None) -> tuple[int, int]:
        """Give every fragment without a vector of the current model one, in this process (the
        refinement loop with the ingestor's embedder); returns (computed, from cache)."""

        def report(prog: RefineProgress) -> None:
            if on_embed:
                on_embed(prog.done, prog.total)

        with EmbedPool(self.settings.embedding, 1, local=self.embedder) as pool:
            prog = refine_with(pool, self.store, self.vectors, self.embedder.model_id, on_progress=report)
        return prog.computed, prog.cached

    def vectors_for(self, rows: list[FragmentRow]) -> tuple[np.ndarray, int, int]:
        """Vectors for fragments, from the cache where possible; new ones are cached."""
        model = self.embedder.model_id
        hashes = [embed_hash(r) for r in rows]
        cache = self.store.cached_vectors(list(set(hashes)), model)
        missing = list(dict.fromkeys(h for h in hashes if h not in cache))
        if missing:
            texts = {embed_hash(r): embed_text(r) for r in rows}
            new = self.embedder.embed_passages([texts[h] for h in missing])
            items = [(h, np.asarray(v, dtype=np.float32).tobytes()) for h, v in zip(missing, new, strict=True)]
            self.store.cache_vectors(items, model)
            cache.update(dict(items))
        vecs = np.stack([np.frombuffer(cache[h], dtype=np.float32) for h in hashes])
        return vecs, len(missing), len(hashes) - len(missing)
