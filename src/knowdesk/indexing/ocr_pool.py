"""OCR of large batches in worker processes, like the refiner's embedding processes (`pool.py`).

OCR is the slowest step of ingestion (5–7 CPU seconds a page here, docs/benchmarks.md), so a scanned PDF of many pages,
or a batch of many pictures, is read in `workers` spawned processes, each loading the engine once
and given an equal share of the cores. Fewer pages than `min_pages` are read in this process:
starting a worker costs about as much as a page. The processes are started on first need and kept
until `close()` (the ingestor closes them at the end of each batch; with another batch still reading,
when that one is done), so one batch of many small scans pays the start-up once.
"""

from __future__ import annotations

import multiprocessing as mp
import os
import threading
from collections.abc import Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool

from knowdesk.indexing.pool import _watch_parent
from knowdesk.ingest.ocr import LocalOcr, OcrPage, OcrTask, OcrUnavailable, PageCallback, engine_available
from knowdesk.ingest.ocr.engine import INSTALL_HINT, RapidEngine
from knowdesk.ingest.ocr.tasks import render

_engine: RapidEngine | None = None


def _init(parent: int, threads: int, max_side: int) -> None:
    global _engine
    os.environ["OMP_NUM_THREADS"] = str(threads)
    _engine = RapidEngine(threads=threads, max_side=max_side)
    threading.Thread(target=_watch_parent, args=(parent,), daemon=True).start()


def _read(task: OcrTask) -> OcrPage:
    assert _engine is not None
    return _engine.read(render(task))


class OcrPool:
    """An `OcrReader` that spreads large batches over worker processes."""

    def __init__(self, workers: int = 2, min_pages: int = 4, max_side: int = 2000) -> None:
        self.workers = workers
        self.min_pages = min_pages
        self.max_side = max_side
        self._local = LocalOcr(max_side)
        self._pool: ProcessPoolExecutor | None = None
        self._lock = threading.Lock()
        self._active = 0  # reads in progress (upload jobs of two bases may OCR at once)
        self._close_requested = False

    def read(self, tasks: Sequence[OcrTask], on_page: PageCallback | None = None) -> list[OcrPage]:
        if self.workers <= 1 or len(tasks) < self.min_pages:
            return self._local.read(tasks, on_page)
        if not engine_available():
            raise OcrUnavailable(f"the OCR engine is not installed; {INSTALL_HINT}")
        with self._lock:
            self._active += 1
            pool = self._start()
        try:
            return self._read(pool, tasks, on_page)
        except BrokenProcessPool:  # a worker could not start the engine (OpenCV without libGL, say)
            with self._lock:
                if self._pool is pool:
                    self._pool = None
            pool.shutdown(wait=False, cancel_futures=True)
            return self._local.read(tasks, on_page)  # raises OcrUnavailable saying why, or reads here
        finally:
            with self._lock:
                self._active -= 1
                if self._active == 0 and self._close_requested:
                    self._shutdown()

    def _read(self, pool: ProcessPoolExecutor, tasks: Sequence[OcrTask], on_page: PageCallback | None) -> list[OcrPage]:
        results: list[OcrPage | None] = [None] * len(tasks)
        pending: dict[Future, int] = {}
        todo = list(enumerate(tasks))
        done_count = 0
        try:
            while todo or pending:
                while todo and len(pending) < self.workers * 2:  # bounded: pages render where they are read
                    i, task = todo.pop(0)
                    pending[pool.submit(_read, task)] = i
                finished, _ = wait(pending, return_when=FIRST_COMPLETED)
                for fut in finished:
                    results[pending.pop(fut)] = fut.result()
                    done_count += 1
                    if on_page:
                        on_page(done_count, len(tasks))
        except BaseException:
            for fut in pending:
                fut.cancel()
            raise
        return [r for r in results if r is not None]

    def _start(self) -> ProcessPoolExecutor:
        """The running pool, started if need be (the caller holds the lock)."""
        self._close_requested = False
        if self._pool is None:
            threads = max(1, (os.cpu_count() or 1) // self.workers)
            self._pool = ProcessPoolExecutor(
                self.workers, mp_context=mp.get_context("spawn"), initializer=_init,
                initargs=(os.getpid(), threads, self.max_side),
            )  # fmt: skip
        return self._pool

    def _shutdown(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(cancel_futures=True)
            self._pool = None

    def close(self) -> None:
        """Stop the worker processes; if another batch is reading right now, when it is done."""
        with self._lock:
            if self._active:
                self._close_requested = True
            else:
                self._shutdown()
