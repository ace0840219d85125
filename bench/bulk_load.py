"""Bulk loading of synthetic fragments through the stores' own write paths, for sizes (1M) that the
file pipeline would take hours to reach here.

What it skips: reading and splitting files, tagging and header rendering (fragments are built
directly, eight per document, each 2–3 paragraphs of four sentences recombined from the sample
KB, the same mix the file pipeline produces from bench/server_mode.py's corpus). What it keeps:
`replace_document` (rows + keyword index, jieba tokens), the fast 64-d vectors in the same
transaction, and the hashing embedder's 256-d vectors upserted into the vector index and marked, so
the stores hold exactly what ingest would have written. Many documents share one transaction. On
PostgreSQL the HNSW index is built once after each stage's load (included in its time).

Keyword tokens are computed per sentence and memoised: jieba segments each run of CJK/alphanumeric
characters on its own, so cutting at 。！？； and newlines gives the same tokens (checked on the first
batch), and the corpus repeats its few hundred sentences.
"""

from __future__ import annotations

import hashlib
import random
import re
import time
from collections.abc import Callable
from contextlib import contextmanager, nullcontext
from functools import cache

import numpy as np

FRAGMENTS_PER_DOCUMENT = 8
_SENTENCE_END = re.compile(r"(?<=[。！？；\n])")


@contextmanager
def memoised_sentence_tokens(check: list[str]):
    """Swap the stores' `search_tokens` for a per-sentence memoised one; first verify it on `check`."""
    import knowdesk.stores.documents as sqlite_docs
    import knowdesk.stores.postgres.keyword as pg_keyword
    from knowdesk.text.tokenize import search_tokens

    @cache
    def sentence(piece: str) -> tuple[str, ...]:
        return tuple(search_tokens(piece))

    def memoised(text: str) -> list[str]:
        return [t for piece in _SENTENCE_END.split(text) for t in sentence(piece)]

    for text in check:
        assert memoised(text) == search_tokens(text), text[:40]
    saved = sqlite_docs.search_tokens, pg_keyword.search_tokens
    sqlite_docs.search_tokens = pg_keyword.search_tokens = memoised  # type: ignore[assignment]
    try:
        yield
    finally:
        sqlite_docs.search_tokens, pg_keyword.search_tokens = saved


def _documents(sentences: list[str], kb: str, first: int, count: int, seed: int):
    from knowdesk.models import DocumentRecord, Fragment
    from knowdesk.stores.sqlite.db import now_iso

    rng = random.Random(seed + first)
    for d in range(first, first + count):
        doc_id = hashlib.sha1(f"bulk-{kb}-{d}".encode()).hexdigest()[:16]
        name = f"synthetic_{d:07d}"
        fragments = []
        for o in range(FRAGMENTS_PER_DOCUMENT):
            paras = ["".join(rng.sample(sentences, 4)) for _ in range(rng.choice((2, 3, 3)))]
            fragments.append(
                Fragment(
                    body="\n\n".join(paras),
                    section="",
                    ordinal=o,
                    header=f"【文档名称】{name}",
                    id=f"{doc_id}-{o:05d}",
                    document_id=doc_id,
                )
            )
        yield (
            DocumentRecord(
                id=doc_id,
                kb=kb,
                path=f"/bulk/{name}.txt",
                name=name,
                title=name,
                version=None,
                format="txt",
                source=f"知识库 {kb}",
                updated="2026-01-01",
                file_hash=doc_id,
                size=0,
                tags=[],
                sensitive=False,
                fragment_count=len(fragments),
                ingested_at=now_iso(),
            ),
            fragments,
        )


def bulk_load(
    app,
    sentences: list[str],
    n_fragments: int,
    *,
    kb: str = "bench",
    first_document: int = 0,
    seed: int = 7,
    documents_per_tx: int = 250,
    on_progress: Callable[[int], None] | None = None,
) -> dict:
    """Adds about `n_fragments` fragments (whole documents) to `kb`; returns counts and timings."""
    app.store.create_kb(kb)
    n_docs = -(-n_fragments // FRAGMENTS_PER_DOCUMENT)
    last = first_document + n_docs
    started = time.perf_counter()
    seconds = {"rows_keyword_fast": 0.0, "dense": 0.0}
    done = 0
    sample = [f"{d.name} \n{f.body}" for d, fs in _documents(sentences, kb, 0, 20, seed + 1) for f in fs]
    # pgvector: HNSW built once after the load (PgVectorIndex.deferred_index); Chroma inserts as it goes
    deferred = getattr(app.vectors, "deferred_index", None)
    with memoised_sentence_tokens(sample), deferred(app.embedder.dim) if deferred else nullcontext():
        for first in range(first_document, last, documents_per_tx):
            batch = list(_documents(sentences, kb, first, min(documents_per_tx, last - first), seed))
            done += _load_batch(app, kb, batch, seconds)
            if on_progress:
                on_progress(done)
    total = time.perf_counter() - started
    return {"fragments_added": done, "documents_added": n_docs, "load_seconds": round(total, 1),
            "fragments_per_s": round(done / total, 1),
            "seconds_by_part": {k: round(v, 1) for k, v in seconds.items()}}  # fmt: skip


def _load_batch(app, kb: str, batch: list, seconds: dict[str, float]) -> int:
    """One transaction of documents (rows, keyword index, fast vectors), then their dense vectors."""
    from knowdesk.stores.contracts.documents import embed_hash, embed_text

    fast = app.fast_index
    frags = [f for _, fs in batch for f in fs]
    t = time.perf_counter()
    prepared = fast.prepare(frags, kb) if fast else None
    with app.store.db.transaction() as tx:
        for doc, fs in batch:
            app.store.replace_document(tx, doc, fs)
        if fast and prepared:
            fast.write(tx, prepared)
    t2 = time.perf_counter()
    vecs = np.asarray(app.embedder.embed_passages([embed_text(f) for f in frags]), dtype=np.float32)
    app.vectors.upsert([f.id for f in frags], vecs, [kb] * len(frags), [f.document_id for f in frags])
    app.store.mark_vectored_if_current([(f.id, embed_hash(f)) for f in frags], app.embedder.model_id)
    seconds["rows_keyword_fast"] += t2 - t
    seconds["dense"] += time.perf_counter() - t2
    return len(frags)
